import type { SurchargeParams } from '../../src/db/schema/index.ts';
import { buildTariffBook, type TariffRows } from '../../src/modules/pricing/tariff-book.ts';
import { nextRowId, template } from './template-row.ts';

type ZoneRow = TariffRows['zones'][number];

const zone = (
  templateId: number,
  name: string,
  countries: string[],
  more: Partial<ZoneRow> = {},
): ZoneRow => ({
  id: nextRowId(),
  templateId,
  zone: name,
  countries,
  originCountries: [],
  postcodeFrom: null,
  postcodeTo: null,
  extraDays: 0,
  kgPerM3: null,
  kgPerLdm: null,
  ...more,
});

/** Stockholm (Z1) and Göteborg (Z2); other Swedish postcodes have no zone. */
const seZones = (templateId: number) => [
  zone(templateId, 'Z1', ['SE'], { postcodeFrom: '10000', postcodeTo: '19999' }),
  zone(templateId, 'Z2', ['SE'], { postcodeFrom: '40000', postcodeTo: '44999', extraDays: 1 }),
];

const breaks = (
  list: number,
  templateId: number,
  zoneName: string,
  b: [number, number][],
  min: number,
  beyond: number,
) => ({
  id: nextRowId(),
  priceListId: list,
  templateId,
  zone: zoneName,
  breaks: b,
  minChargeOre: min,
  perKgBeyondOre: beyond,
});

/** A small hand-made tariff book whose prices are easy to compute by hand. */
export function fixtureBook() {
  const road = template({ templateName: 'road', supplierId: 116 });
  const courier = template({
    templateName: 'courier',
    supplierId: 131,
    kgPerM3: 200,
    kgPerLdm: 0,
    weightStep: 0.5,
    perPiece: true,
    packageTypes: ['parcel'],
    maxWeightPerPackage: 70,
    maxLength: 120,
    maxWidth: 80,
    maxHeight: 80,
  });
  const pallet = template({ templateName: 'pallet', supplierId: 4, packageTypes: ['pallet', 'halfpallet'] });
  const ups = template({ templateName: 'ups_x', supplierId: 225, noPickupTemplateExists: true });
  const upsDrop = template({ templateName: 'ups_x_nopickup', supplierId: 225 });
  const postnord = template({ templateName: 'postnord_x', supplierId: 71 });
  const priceless = template({ templateName: 'no_tariff', supplierId: 116, hidePriceless: false });
  const noBreaks = template({ templateName: 'no_breaks', supplierId: 116, hidePriceless: false });
  // Import by road: zoned by where the goods come from, on that road network's factors.
  const imported = template({ templateName: 'road_exw', supplierId: 116, fromCountries: ['DK', 'ES'] });
  const templates = [road, courier, pallet, ups, upsDrop, postnord, priceless, noBreaks, imported];
  const rows: TariffRows = {
    version: 1,
    templates,
    carriers: [
      { code: 131, name: 'DHL Express', active: true },
      { code: 116, name: 'DHL Freight', active: true },
      { code: 4, name: 'DSV', active: true },
      { code: 225, name: 'UPS', active: true },
      { code: 71, name: 'PostNord', active: false },
    ],
    priceLists: [
      { id: 1, isDefault: true, currency: 'SEK' },
      { id: 2, isDefault: false, currency: 'EUR' },
    ],
    zones: [
      ...seZones(road.id),
      zone(road.id, 'NORDIC', ['DK', 'NO', 'FI'], { extraDays: 1, kgPerM3: 350, kgPerLdm: 2000 }),
      ...seZones(pallet.id),
      ...seZones(ups.id),
      ...seZones(upsDrop.id),
      ...seZones(postnord.id),
      ...seZones(priceless.id),
      ...seZones(noBreaks.id),
      zone(courier.id, 'SE', ['SE']),
      zone(courier.id, 'WORLD', ['*'], { extraDays: 2 }),
      zone(imported.id, 'NORDIC', ['SE'], {
        originCountries: ['DK', 'NO', 'FI'],
        kgPerM3: 350,
        kgPerLdm: 2000,
      }),
      zone(imported.id, 'EU', ['SE'], { originCountries: ['ES', 'DE'], kgPerM3: 333, kgPerLdm: 1850 }),
    ],
    tariffs: [
      breaks(
        1,
        road.id,
        'Z1',
        [
          [25, 30000],
          [50, 40000],
          [100, 60000],
        ],
        30000,
        500,
      ),
      breaks(
        1,
        road.id,
        'Z2',
        [
          [25, 35000],
          [50, 45000],
          [100, 65000],
        ],
        35000,
        600,
      ),
      breaks(
        1,
        road.id,
        'NORDIC',
        [
          [100, 60000],
          [300, 120000],
          [500, 150000],
        ],
        60000,
        300,
      ),
      breaks(
        2,
        road.id,
        'Z1',
        [
          [25, 27000],
          [50, 36000],
          [100, 54000],
        ],
        27000,
        450,
      ),
      breaks(
        1,
        courier.id,
        'SE',
        [
          [0.5, 20000],
          [1, 25000],
          [2, 30000],
        ],
        20000,
        4000,
      ),
      breaks(
        1,
        courier.id,
        'WORLD',
        [
          [0.5, 20000],
          [1, 25000],
          [2, 30000],
        ],
        20000,
        4000,
      ),
      breaks(1, ups.id, 'Z1', [[25, 20000]], 20000, 300),
      breaks(1, upsDrop.id, 'Z1', [[25, 15000]], 15000, 300),
      breaks(1, postnord.id, 'Z1', [[25, 100]], 100, 1),
      breaks(1, noBreaks.id, 'Z1', [], 10000, 100),
      breaks(1, imported.id, 'NORDIC', [[100, 70000]], 70000, 700),
      breaks(1, imported.id, 'EU', [[100, 110000]], 110000, 1100),
    ],
    fixedPrices: [
      {
        id: nextRowId(),
        priceListId: 1,
        templateId: pallet.id,
        zone: 'Z1',
        packageType: 'pallet',
        priceOre: 100000,
      },
      {
        id: nextRowId(),
        priceListId: 1,
        templateId: pallet.id,
        zone: 'Z1',
        packageType: 'halfpallet',
        priceOre: 60000,
      },
    ],
    fuel: [
      { id: nextRowId(), carrierCode: 116, percent: 10, validFrom: '2026-01-01' },
      { id: nextRowId(), carrierCode: 116, percent: 20, validFrom: '2026-12-01' },
      { id: nextRowId(), carrierCode: 131, percent: 25, validFrom: '2026-01-01' },
      { id: nextRowId(), carrierCode: 4, percent: 15, validFrom: '2026-01-01' },
    ],
    surcharges: [
      surcharge(road.id, 'pickup', 5000),
      surcharge(road.id, 'privateConsignee', 9500),
      surcharge(road.id, 'preNotice', 5500, { coveredByOptions: ['phoneNotice'] }),
      surcharge(road.id, 'bigCity', 6500, { postcodeRanges: [['40000', '44999']], atPickup: true }),
    ],
    options: [
      option(road.id, 'tailLift', 'Bakgavellyft', 'Tail lift', 26000),
      option(road.id, 'phoneNotice', 'Telefonavisering', 'Phone notice', 5500),
    ],
  };
  return {
    book: buildTariffBook(rows),
    templates: { road, courier, pallet, ups, upsDrop, postnord, priceless, noBreaks, imported },
  };
}

function surcharge(templateId: number, kind: string, amountOre: number, params: SurchargeParams = {}) {
  return { id: nextRowId(), templateId, kind, amountOre, perPackage: false, params };
}

function option(templateId: number, type: string, labelSv: string, labelEn: string, priceOre: number) {
  return {
    id: nextRowId(),
    templateId,
    type,
    labelSv,
    labelEn,
    priceOre,
    perPackage: false,
    fields: [],
    termsSv: '',
    termsEn: '',
  };
}
