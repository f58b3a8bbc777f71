import { insurancePrice, postcodeKey } from '@skeppa/domain';
import { chargeableWeight } from './chargeable-weight.ts';
import { type TariffBook, type TemplateRow, tariffKey, type ZoneRow } from './tariff-book.ts';
import type { OfferedOption, PricingInput, Quote, QuoteLine, Unpriced } from './types.ts';

/** Net freight from the weight breaks: the first break that holds the weight, else per kg beyond. */
export function freightFromBreaks(
  breaks: [number, number][],
  minChargeOre: number,
  perKgBeyondOre: number,
  kg: number,
) {
  for (const [upTo, priceOre] of breaks) if (kg <= upTo + 1e-9) return Math.max(priceOre, minChargeOre);
  const last = breaks[breaks.length - 1];
  if (!last) return minChargeOre;
  return Math.max(last[1] + Math.ceil(kg - last[0] - 1e-9) * perKgBeyondOre, minChargeOre);
}

export function insurancePriceOre(goodsValueSek: number) {
  return Math.round(insurancePrice(goodsValueSek) * 100);
}

function fuelPercent(book: TariffBook, carrier: number, date: string) {
  return book.fuel.get(carrier)?.find((f) => f.validFrom <= date)?.percent ?? 0;
}

function inRanges(postcode: string, ranges: [string, string][] | undefined) {
  const p = postcodeKey(postcode);
  return (ranges ?? []).some(([from, to]) => p.length === from.length && p >= from && p <= to);
}

/** Prices one eligible template in its zone: freight, fuel, surcharges, added services, insurance, VAT. */
export function priceTemplate(
  book: TariffBook,
  t: TemplateRow,
  zone: ZoneRow,
  input: PricingInput,
  priceListId: number,
): Quote | Unpriced {
  const packages = input.goods.reduce((n, g) => n + g.noOfPackages, 0);
  const key = tariffKey(priceListId, t.id, zone.zone);
  const fixed = input.goods.map((g) => book.fixedPrices.get(`${key}:${g.packageType}`));
  const weight = chargeableWeight(input.goods, t.kgPerM3, t.kgPerLdm, t.weightStep);
  let freightOre: number;
  let rule = weight.rule;
  let chargeable = weight.chargeable;
  if (fixed.every((f) => f !== undefined)) {
    freightOre = input.goods.reduce((sum, g, i) => sum + g.noOfPackages * (fixed[i] ?? 0), 0);
    rule = 'fixed';
    chargeable = weight.actual;
  } else {
    const tariff = book.tariffs.get(key);
    if (!tariff) {
      return {
        templateName: t.templateName,
        templateSubject: t.templateSubject,
        supplierId: t.supplierId,
        reason: 'pricing.price_not_found',
      };
    }
    freightOre = freightFromBreaks(
      tariff.breaks,
      tariff.minChargeOre,
      tariff.perKgBeyondOre,
      weight.chargeable,
    );
  }

  const lines: QuoteLine[] = [{ code: 'freight', amountOre: freightOre }];
  const percent = fuelPercent(book, t.supplierId, input.date);
  if (percent > 0) lines.push({ code: 'fuel', percent, amountOre: Math.round((freightOre * percent) / 100) });
  for (const s of book.surchargesByTemplate.get(t.id) ?? []) {
    const applies =
      (s.kind === 'pickup' && input.pickup) ||
      ((s.kind === 'privateConsignee' || s.kind === 'preNotice') && input.consigneeType === 'private') ||
      (s.kind === 'bigCity' &&
        input.to.countrycode === 'SE' &&
        inRanges(input.to.postcode, s.params.postcodeRanges));
    if (applies && s.amountOre > 0) {
      lines.push({
        code: s.kind as QuoteLine['code'],
        amountOre: s.perPackage ? s.amountOre * packages : s.amountOre,
      });
    }
  }
  const offered: OfferedOption[] = (book.optionsByTemplate.get(t.id) ?? []).map((o) => ({
    id: o.id,
    type: o.type,
    labelSv: o.labelSv,
    labelEn: o.labelEn,
    priceOre: o.perPackage ? o.priceOre * packages : o.priceOre,
    perPackage: o.perPackage,
    chosen: input.serviceOptions.includes(o.type),
    fields: o.fields,
  }));
  for (const o of offered.filter((x) => x.chosen)) {
    lines.push({
      code: 'serviceOption',
      type: o.type,
      labelSv: o.labelSv,
      labelEn: o.labelEn,
      amountOre: o.priceOre,
    });
  }
  const vatable = lines.reduce((sum, l) => sum + l.amountOre, 0);
  // Insurance premiums are exempt from VAT; the line is added after the VAT base is taken.
  if (input.insuranceGoodsValue && input.insuranceGoodsValue > 0) {
    lines.push({ code: 'insurance', amountOre: insurancePriceOre(input.insuranceGoodsValue) });
  }
  const netOre = lines.reduce((sum, l) => sum + l.amountOre, 0);
  // Domestic transport carries VAT; export and import transport is zero-rated.
  const domestic = input.from.countrycode === 'SE' && input.to.countrycode === 'SE';
  const vatOre = domestic ? Math.round(vatable * t.vatRate) : 0;
  return {
    templateId: t.id,
    templateName: t.templateName,
    templateSubject: t.templateSubject,
    supplier: book.carrierNames.get(t.supplierId) ?? '',
    supplierId: t.supplierId,
    logo: t.logo,
    netOre,
    vatOre,
    totalOre: netOre + vatOre,
    currency: 'SEK',
    chargeableWeight: chargeable,
    chargeableWeightRule: rule,
    actualWeight: weight.actual,
    deliveryMinDays: t.deliveryMinDays + zone.extraDays,
    deliveryMaxDays: t.deliveryMaxDays + zone.extraDays,
    lines,
    serviceOptions: offered,
  };
}
