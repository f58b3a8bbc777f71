import type { AftercareMode } from '@skeppa/domain';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { carriers } from './companies.ts';

/** A carrier's product as sold to customers (SPEC §3 freight service template) with its limits. */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    templateName: text('template_name').notNull().unique(),
    templateSubject: text('template_subject').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => carriers.code),
    code: text('code').notNull().default(''),
    serviceId: text('service_id').notNull().default(''),
    textId: integer('text_id'),
    addService: text('add_service').notNull().default(''),
    priceCode: text('price_code').notNull().default(''),
    priceTransportProduct: text('price_transport_product').notNull().default(''),
    priceSupplier: integer('price_supplier').notNull(),
    priceInfo: text('price_info').notNull().default(''),
    instruction: text('instruction').notNull().default(''),
    deliveryMinDays: integer('delivery_min_days').notNull(),
    deliveryMaxDays: integer('delivery_max_days').notNull(),
    deliveryInfo: text('delivery_info').notNull().default(''),
    trackingUrl: text('tracking_url').notNull().default(''),
    paymentCollect: boolean('payment_collect').notNull().default(false),
    hidePriceless: boolean('hide_priceless').notNull().default(true),
    locationFinder: boolean('location_finder').notNull().default(false),
    locationFinderUps: boolean('location_finder_ups').notNull().default(false),
    pickupTime: text('pickup_time').notNull().default(''),
    returnService: boolean('return_service').notNull().default(false),
    noPickupTemplateExists: boolean('no_pickup_template_exists').notNull().default(false),
    mandatoryNameConsignor: boolean('mandatory_name_consignor').notNull().default(false),
    mandatoryNameConsignee: boolean('mandatory_name_consignee').notNull().default(false),
    mandatoryMobileConsignor: boolean('mandatory_mobile_consignor').notNull().default(false),
    mandatoryMobileConsignee: boolean('mandatory_mobile_consignee').notNull().default(false),
    logo: text('logo').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Lowest member level that may buy it. */
    minMemberLevel: integer('min_member_level').notNull().default(0),
    fromCountries: text('from_countries').array().notNull(),
    consigneeTypes: text('consignee_types').array().notNull(),
    packageTypes: text('package_types').array().notNull(),
    maxWeightPerPackage: doublePrecision('max_weight_per_package').notNull(),
    maxLength: doublePrecision('max_length').notNull(),
    maxWidth: doublePrecision('max_width').notNull(),
    maxHeight: doublePrecision('max_height').notNull(),
    maxPackages: integer('max_packages').notNull().default(99),
    /** Chargeable weight: volume × kg/m³ and loading metres × kg/ldm (0 = not used). */
    kgPerM3: doublePrecision('kg_per_m3').notNull().default(0),
    kgPerLdm: doublePrecision('kg_per_ldm').notNull().default(0),
    /** Round chargeable weight up to this step (kg), e.g. 0.5 for UPS. */
    weightStep: doublePrecision('weight_step').notNull().default(1),
    /**
     * Courier rule: each package is weighed and rounded up to the step on its own before the
     * packages are summed (DHL Express, UPS). Otherwise the consignment is weighed as a whole.
     */
    perPiece: boolean('per_piece').notNull().default(false),
    /**
     * How the goods travel: `air` for the courier services (DHL Express, UPS, TNT), `road` for the
     * rest. It sets the receiver's notice periods (docs/rules.md, Notice periods).
     */
    transportMode: text('transport_mode').$type<AftercareMode>().notNull().default('road'),
    vatRate: doublePrecision('vat_rate').notNull().default(0.25),
    termsSv: text('terms_sv').notNull().default(''),
    termsEn: text('terms_en').notNull().default(''),
    infoSv: text('info_sv').notNull().default(''),
    infoEn: text('info_en').notNull().default(''),
  },
  (t) => [index('templates_supplier_idx').on(t.supplierId)],
);

export const priceLists = pgTable('price_lists', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** ISO 4217 code of every amount in the list; quotes carry it. */
  currency: text('currency').notNull().default('SEK'),
});

/**
 * Where a template goes: destination countries, and in Sweden optionally a postcode range; for
 * imports also where from (origin countries; empty means from anywhere the template takes).
 * A zone may carry its own chargeable-weight factors, which override the template's: Nordic and
 * European road are charged on other factors than Swedish road.
 */
export const tariffZones = pgTable(
  'tariff_zones',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    zone: text('zone').notNull(),
    countries: text('countries').array().notNull(),
    postcodeFrom: text('postcode_from'),
    postcodeTo: text('postcode_to'),
    /** Extra transit days on top of the template's for this zone. */
    extraDays: integer('extra_days').notNull().default(0),
    originCountries: text('origin_countries').array().notNull().default([]),
    /** kg/m³ and kg/ldm in this zone; null means the template's. */
    kgPerM3: doublePrecision('kg_per_m3'),
    kgPerLdm: doublePrecision('kg_per_ldm'),
  },
  (t) => [index('tariff_zones_template_idx').on(t.templateId)],
);

export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    zone: text('zone').notNull(),
    minChargeOre: bigint('min_charge_ore', { mode: 'number' }).notNull(),
    perKgBeyondOre: bigint('per_kg_beyond_ore', { mode: 'number' }).notNull(),
    /** [[upToKg, priceOre], …] ascending. */
    breaks: jsonb('breaks').$type<[number, number][]>().notNull(),
  },
  (t) => [
    index('tariffs_template_idx').on(t.templateId),
    unique('tariffs_list_template_zone_uq').on(t.priceListId, t.templateId, t.zone),
  ],
);

export const fixedPrices = pgTable(
  'fixed_prices',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    zone: text('zone').notNull(),
    packageType: text('package_type').notNull(),
    priceOre: bigint('price_ore', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('fixed_prices_template_idx').on(t.templateId),
    unique('fixed_prices_uq').on(t.priceListId, t.templateId, t.zone, t.packageType),
  ],
);

export const fuelSurcharges = pgTable(
  'fuel_surcharges',
  {
    id: serial('id').primaryKey(),
    carrierCode: integer('carrier_code')
      .notNull()
      .references(() => carriers.code),
    percent: doublePrecision('percent').notNull(),
    validFrom: date('valid_from').notNull(),
  },
  (t) => [unique('fuel_surcharges_uq').on(t.carrierCode, t.validFrom)],
);

export interface SurchargeParams {
  /** bigCity: the postcode ranges it applies to. */
  postcodeRanges?: [string, string][];
  /** bigCity: charged for a pickup in the ranges too, not only for the delivery. */
  atPickup?: boolean;
  /** preNotice: chosen added services that are this notice, so it is not charged twice. */
  coveredByOptions?: string[];
}

/** pickup, privateConsignee, bigCity, preNotice (see SurchargeParams): per consignment or per package. */
export const surcharges = pgTable(
  'surcharges',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountOre: bigint('amount_ore', { mode: 'number' }).notNull(),
    perPackage: boolean('per_package').notNull().default(false),
    params: jsonb('params').$type<SurchargeParams>().notNull().default({}),
  },
  (t) => [index('surcharges_template_idx').on(t.templateId)],
);

export interface ServiceOptionField {
  name: string;
  labelSv: string;
  labelEn: string;
  required: boolean;
  format?: string;
  maxLength?: number;
  exactLength?: number;
}

/** Added services a customer may choose on a template, with their price and field rules (SPEC §5). */
export const serviceOptions = pgTable(
  'service_options',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    labelSv: text('label_sv').notNull(),
    labelEn: text('label_en').notNull(),
    priceOre: bigint('price_ore', { mode: 'number' }).notNull().default(0),
    perPackage: boolean('per_package').notNull().default(false),
    fields: jsonb('fields').$type<ServiceOptionField[]>().notNull().default([]),
    termsSv: text('terms_sv').notNull().default(''),
    termsEn: text('terms_en').notNull().default(''),
  },
  (t) => [unique('service_options_uq').on(t.templateId, t.type)],
);

/** Bumped by triggers whenever tariff data changes, so every API process reloads its cache. */
export const tariffVersion = pgTable('tariff_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Postcode ranges that belong to one place: the seed's Swedish areas, and imported files' rows. */
export const postcodeAreas = pgTable(
  'postcode_areas',
  {
    id: serial('id').primaryKey(),
    countrycode: text('countrycode').notNull(),
    postcodeFrom: text('postcode_from').notNull(),
    postcodeTo: text('postcode_to').notNull(),
    city: text('city').notNull(),
  },
  (t) => [
    unique('postcode_areas_uq').on(t.countrycode, t.postcodeFrom, t.postcodeTo),
    index('postcode_areas_lookup_idx').on(t.countrycode, t.postcodeFrom),
  ],
);
