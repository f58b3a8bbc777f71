import { buildTariffBook, type TariffRows } from '../../src/modules/pricing/tariff-book.ts';
import { nextRowId, template } from './template-row.ts';

/** A small hand-made tariff book whose prices are easy to compute by hand. */
export function fixtureBook() {
  const road = template({ templateName: 'road', supplierId: 116 });
  const courier = template({
    templateName: 'courier',
    supplierId: 131,
    kgPerM3: 200,
    kgPerLdm: 0,
    weightStep: 0.5,
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
  const templates = [road, courier, pallet, ups, upsDrop, postnord, priceless];
  const seZones = (templateId: number) => [
    {
      id: nextRowId(),
      templateId,
      zone: 'Z1',
      countries: ['SE'],
      postcodeFrom: '10000',
      postcodeTo: '19999',
      extraDays: 0,
    },
    {
      id: nextRowId(),
      templateId,
      zone: 'Z2',
      countries: ['SE'],
      postcodeFrom: '40000',
      postcodeTo: '44999',
      extraDays: 1,
    },
  ];
  const breaks = (
    list: number,
    templateId: number,
    zone: string,
    b: [number, number][],
    min: number,
    beyond: number,
  ) => ({
    id: nextRowId(),
    priceListId: list,
    templateId,
    zone,
    breaks: b,
    minChargeOre: min,
    perKgBeyondOre: beyond,
  });
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
      { id: 1, isDefault: true },
      { id: 2, isDefault: false },
    ],
    zones: [
      ...seZones(road.id),
      ...seZones(pallet.id),
      ...seZones(ups.id),
      ...seZones(upsDrop.id),
      ...seZones(postnord.id),
      ...seZones(priceless.id),
      {
        id: nextRowId(),
        templateId: courier.id,
        zone: 'SE',
        countries: ['SE'],
        postcodeFrom: null,
        postcodeTo: null,
        extraDays: 0,
      },
      {
        id: nextRowId(),
        templateId: courier.id,
        zone: 'WORLD',
        countries: ['*'],
        postcodeFrom: null,
        postcodeTo: null,
        extraDays: 2,
      },
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
      {
        id: nextRowId(),
        templateId: road.id,
        kind: 'pickup',
        amountOre: 5000,
        perPackage: false,
        params: {},
      },
      {
        id: nextRowId(),
        templateId: road.id,
        kind: 'privateConsignee',
        amountOre: 9500,
        perPackage: false,
        params: {},
      },
      {
        id: nextRowId(),
        templateId: road.id,
        kind: 'preNotice',
        amountOre: 5500,
        perPackage: false,
        params: {},
      },
      {
        id: nextRowId(),
        templateId: road.id,
        kind: 'bigCity',
        amountOre: 6500,
        perPackage: false,
        params: { postcodeRanges: [['40000', '44999']] },
      },
    ],
    options: [
      {
        id: nextRowId(),
        templateId: road.id,
        type: 'tailLift',
        labelSv: 'Bakgavellyft',
        labelEn: 'Tail lift',
        priceOre: 26000,
        perPackage: false,
        fields: [],
        termsSv: '',
        termsEn: '',
      },
    ],
  };
  return {
    book: buildTariffBook(rows),
    templates: { road, courier, pallet, ups, upsDrop, postnord, priceless },
  };
}
