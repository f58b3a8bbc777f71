import type {
  fixedPrices,
  fuelSurcharges,
  serviceOptions,
  surcharges,
  tariffs,
  tariffZones,
  templates,
} from '../../db/schema/index.ts';

export type TemplateRow = typeof templates.$inferSelect;
export type ZoneRow = typeof tariffZones.$inferSelect;
export type TariffRow = typeof tariffs.$inferSelect;
export type FixedPriceRow = typeof fixedPrices.$inferSelect;
export type FuelRow = typeof fuelSurcharges.$inferSelect;
export type SurchargeRow = typeof surcharges.$inferSelect;
export type ServiceOptionRow = typeof serviceOptions.$inferSelect;

/** Everything pricing needs, indexed for lookups on the hot path; rebuilt when tariffs change. */
export interface TariffBook {
  version: number;
  templates: TemplateRow[];
  templatesByName: Map<string, TemplateRow>;
  activeCarriers: Set<number>;
  carrierNames: Map<number, string>;
  defaultPriceListId: number;
  /** Currency by price list id; a customer's list that is not here falls back to the default. */
  priceListCurrencies: Map<number, string>;
  zonesByTemplate: Map<number, ZoneRow[]>;
  /** key `${priceListId}:${templateId}:${zone}` */
  tariffs: Map<string, TariffRow>;
  /** key `${priceListId}:${templateId}:${zone}:${packageType}` */
  fixedPrices: Map<string, number>;
  templatesWithFixedPrices: Set<number>;
  /** per carrier, newest first */
  fuel: Map<number, FuelRow[]>;
  surchargesByTemplate: Map<number, SurchargeRow[]>;
  optionsByTemplate: Map<number, ServiceOptionRow[]>;
  optionsById: Map<number, ServiceOptionRow>;
}

export const tariffKey = (priceListId: number, templateId: number, zone: string) =>
  `${priceListId}:${templateId}:${zone}`;

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

export interface TariffRows {
  version: number;
  templates: TemplateRow[];
  carriers: { code: number; name: string; active: boolean }[];
  priceLists: { id: number; isDefault: boolean; currency: string }[];
  zones: ZoneRow[];
  tariffs: TariffRow[];
  fixedPrices: FixedPriceRow[];
  fuel: FuelRow[];
  surcharges: SurchargeRow[];
  options: ServiceOptionRow[];
}

export function buildTariffBook(rows: TariffRows): TariffBook {
  const fuel = groupBy(rows.fuel, (f) => f.carrierCode);
  for (const list of fuel.values()) list.sort((a, b) => b.validFrom.localeCompare(a.validFrom));
  return {
    version: rows.version,
    templates: rows.templates,
    templatesByName: new Map(rows.templates.map((t) => [t.templateName, t])),
    activeCarriers: new Set(rows.carriers.filter((c) => c.active).map((c) => c.code)),
    carrierNames: new Map(rows.carriers.map((c) => [c.code, c.name])),
    defaultPriceListId: rows.priceLists.find((p) => p.isDefault)?.id ?? rows.priceLists[0]?.id ?? 1,
    priceListCurrencies: new Map(rows.priceLists.map((p) => [p.id, p.currency])),
    zonesByTemplate: groupBy(rows.zones, (z) => z.templateId),
    tariffs: new Map(rows.tariffs.map((t) => [tariffKey(t.priceListId, t.templateId, t.zone), t])),
    fixedPrices: new Map(
      rows.fixedPrices.map((f) => [
        `${tariffKey(f.priceListId, f.templateId, f.zone)}:${f.packageType}`,
        f.priceOre,
      ]),
    ),
    templatesWithFixedPrices: new Set(rows.fixedPrices.map((f) => f.templateId)),
    fuel,
    surchargesByTemplate: groupBy(rows.surcharges, (s) => s.templateId),
    optionsByTemplate: groupBy(rows.options, (o) => o.templateId),
    optionsById: new Map(rows.options.map((o) => [o.id, o])),
  };
}
