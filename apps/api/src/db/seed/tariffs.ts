import { templateNameFlags } from '@skeppa/domain';
import type { Database } from '../client.ts';
import {
  fixedPrices,
  fuelSurcharges,
  postcodeAreas,
  priceLists,
  type SurchargeParams,
  serviceOptions,
  surcharges,
  tariffs,
  tariffZones,
  templates,
} from '../schema/index.ts';
import { LOGOS, TRACKING_URLS, termsFor } from './data/carrier-info.ts';
import { seedPostcodeAreas } from './data/postcode-areas.ts';
import { seedTemplates } from './data/template-list.ts';
import { seedTemplatesMore } from './data/template-list-more.ts';
import {
  BREAKS,
  ROAD_FACTORS,
  type Scope,
  type TariffKind,
  type TemplateSeed,
  ZONE_FACTORS,
} from './data/templates.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const NORDIC = ['DK', 'NO', 'FI'];
const EU = 'AT BE BG CY CZ DE EE ES FR GR HR HU IE IT LT LU LV MT NL PL PT RO SI SK'.split(' ');
const SE_ZONES = [
  { zone: 'SE1', postcodeFrom: '10000', postcodeTo: '19999' },
  { zone: 'SE2', postcodeFrom: '20000', postcodeTo: '59999' },
  { zone: 'SE3', postcodeFrom: '60000', postcodeTo: '89999' },
  { zone: 'SE4', postcodeFrom: '90000', postcodeTo: '98999' },
];
/** Price list 2 is an agreement list: 10 % below the standard list. */
const PRICE_LISTS = [
  { id: 1, name: 'Standard', isDefault: true, currency: 'SEK', factor: 1 },
  { id: 2, name: 'Avtal 2', isDefault: false, currency: 'SEK', factor: 0.9 },
];
const FUEL = [
  { carrierCode: 131, percent: 27.5, validFrom: '2026-10-01' },
  { carrierCode: 131, percent: 28.5, validFrom: '2026-11-01' },
  { carrierCode: 116, percent: 14.5, validFrom: '2026-11-01' },
  { carrierCode: 4, percent: 15, validFrom: '2026-11-01' },
  { carrierCode: 225, percent: 27.25, validFrom: '2026-11-01' },
];

const ore = (sek: number) => Math.round(sek * 100);

interface ZoneSeed {
  zone: string;
  countries: string[];
  originCountries: string[];
  postcodeFrom: string | null;
  postcodeTo: string | null;
  extraDays: number;
  kgPerM3: number | null;
  kgPerLdm: number | null;
}

const anyOrigin = { originCountries: [], postcodeFrom: null, postcodeTo: null };

/** The zones of the scopes; road services get the factors of each zone's road network. */
function zonesFor(scopes: Scope[], kind: TariffKind): ZoneSeed[] {
  const road = (network: keyof typeof ROAD_FACTORS) =>
    kind === 'courier' ? { kgPerM3: null, kgPerLdm: null } : ROAD_FACTORS[network];
  return scopes.flatMap((scope): ZoneSeed[] => {
    switch (scope) {
      case 'SE':
        return SE_ZONES.map((z) => ({
          ...z,
          countries: ['SE'],
          originCountries: [],
          extraDays: z.zone === 'SE4' ? 1 : 0,
          ...road('SE'),
        }));
      case 'NORDIC':
        return [{ zone: 'NORDIC', countries: NORDIC, ...anyOrigin, extraDays: 1, ...road('NORDIC') }];
      case 'EU':
        return [{ zone: 'EU', countries: EU, ...anyOrigin, extraDays: 1, ...road('EU') }];
      case 'FROM_NORDIC':
        return [
          {
            ...anyOrigin,
            zone: 'NORDIC',
            countries: ['SE'],
            originCountries: NORDIC,
            extraDays: 1,
            ...road('NORDIC'),
          },
        ];
      case 'FROM_EU':
        return [
          { ...anyOrigin, zone: 'EU', countries: ['SE'], originCountries: EU, extraDays: 1, ...road('EU') },
        ];
      default: // WORLD
        return [
          { zone: 'WORLD', countries: ['*'], ...anyOrigin, extraDays: 2, kgPerM3: null, kgPerLdm: null },
        ];
    }
  });
}

/** Break prices rise with weight (degressive per kg), so price never falls as weight rises. */
function breaksFor(t: TemplateSeed, factor: number): [number, number][] {
  return BREAKS[t.kind].map((kg) => [kg, ore((t.baseSek + t.perKgSek * kg ** 0.85) * factor)]);
}

export async function seedTariffs(tx: Tx) {
  await tx
    .insert(priceLists)
    .values(PRICE_LISTS.map(({ factor: _f, ...p }) => p))
    .onConflictDoNothing();
  await tx.insert(fuelSurcharges).values(FUEL).onConflictDoNothing();
  await tx
    .insert(postcodeAreas)
    .values(
      seedPostcodeAreas.map(([postcodeFrom, postcodeTo, city]) => ({
        countrycode: 'SE',
        postcodeFrom,
        postcodeTo,
        city,
      })),
    )
    .onConflictDoNothing();
  for (const t of [...seedTemplates, ...seedTemplatesMore]) await seedTemplate(tx, t);
}

/**
 * Big-city fees cover Stockholm (10–19) and Göteborg (40–44), for the delivery and the pickup; a
 * phone notice, where offered, is the pre-notice, so choosing it replaces the automatic fee.
 */
function surchargeParams(kind: string, t: TemplateSeed): SurchargeParams {
  if (kind === 'bigCity')
    return {
      postcodeRanges: [
        ['10000', '19999'],
        ['40000', '44999'],
      ],
      atPickup: true,
    };
  if (kind === 'preNotice')
    return { coveredByOptions: (t.options ?? []).filter((o) => o.type === 'phoneNotice').map((o) => o.type) };
  return {};
}

async function seedTemplate(tx: Tx, t: TemplateSeed) {
  const international = !t.scopes.includes('SE') || (t.fromCountries ?? ['SE']).some((c) => c !== 'SE');
  const terms = termsFor(t.kind, international);
  const [row] = await tx
    .insert(templates)
    .values({
      templateName: t.templateName,
      templateSubject: t.templateSubject,
      supplierId: t.supplierId,
      code: t.code,
      serviceId: t.code,
      priceSupplier: t.supplierId,
      priceTransportProduct: t.code,
      deliveryMinDays: t.days[0],
      deliveryMaxDays: t.days[1],
      trackingUrl: TRACKING_URLS[t.supplierId] ?? '',
      logo: LOGOS[t.supplierId] ?? '',
      hidePriceless: t.hidePriceless ?? true,
      locationFinder: t.locationFinder ?? false,
      locationFinderUps: t.supplierId === 225 && templateNameFlags(t.templateName).noPickup,
      pickupTime: t.pickupTime ?? '08:00-16:00',
      noPickupTemplateExists: t.noPickupTemplateExists ?? false,
      mandatoryMobileConsignee: t.mandatoryMobileConsignee ?? false,
      fromCountries: t.fromCountries ?? ['SE'],
      consigneeTypes: t.consigneeTypes,
      packageTypes: t.packageTypes,
      maxWeightPerPackage: t.maxWeight,
      maxLength: t.maxDims[0],
      maxWidth: t.maxDims[1],
      maxHeight: t.maxDims[2],
      kgPerM3: t.kgPerM3,
      kgPerLdm: t.kgPerLdm ?? 0,
      weightStep: t.weightStep ?? 1,
      perPiece: t.perPiece ?? false,
      transportMode: t.kind === 'courier' ? 'air' : 'road',
      termsSv: terms.sv,
      termsEn: terms.en,
      infoSv: t.infoSv,
      infoEn: t.infoEn,
    })
    .onConflictDoNothing()
    .returning({ id: templates.id });
  if (!row) return; // Seeded before: leave it, and whatever was changed since, alone.
  const templateId = row.id;
  const zones = zonesFor(t.scopes, t.kind);
  await tx.insert(tariffZones).values(zones.map((z) => ({ ...z, templateId })));
  for (const list of PRICE_LISTS) {
    for (const z of zones) {
      const factor = (ZONE_FACTORS[z.zone] ?? 1) * list.factor;
      if (t.kind !== 'pallet') {
        const breaks = breaksFor(t, factor);
        await tx.insert(tariffs).values({
          priceListId: list.id,
          templateId,
          zone: z.zone,
          minChargeOre: breaks[0]?.[1] ?? 0,
          perKgBeyondOre: ore(t.perKgSek * 0.75 * factor),
          breaks,
        });
      }
      for (const [packageType, sek] of Object.entries(t.fixedSek ?? {})) {
        await tx.insert(fixedPrices).values({
          priceListId: list.id,
          templateId,
          zone: z.zone,
          packageType,
          priceOre: ore(sek * factor),
        });
      }
    }
  }
  if (t.surcharges?.length) {
    await tx.insert(surcharges).values(
      t.surcharges.map((s) => ({
        templateId,
        kind: s.kind,
        amountOre: ore(s.sek),
        perPackage: s.perPackage ?? false,
        params: surchargeParams(s.kind, t),
      })),
    );
  }
  if (t.options?.length) {
    await tx.insert(serviceOptions).values(
      t.options.map((o) => ({
        templateId,
        type: o.type,
        labelSv: o.labelSv,
        labelEn: o.labelEn,
        priceOre: ore(o.sek),
        perPackage: o.perPackage ?? false,
        fields: o.fields ?? [],
      })),
    );
  }
}
