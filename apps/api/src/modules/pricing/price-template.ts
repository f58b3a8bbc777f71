import { freightVatRate, insurancePrice, postcodeKey } from '@skeppa/domain';
import { chargeableWeight } from './chargeable-weight.ts';
import {
  type SurchargeRow,
  type TariffBook,
  type TemplateRow,
  tariffKey,
  type ZoneRow,
} from './tariff-book.ts';
import type { OfferedOption, PricingInput, Quote, QuoteLine, Unpriced } from './types.ts';

/**
 * Net freight from the weight breaks: the first break that holds the weight, else the last break
 * and a price per started kg beyond; never below the minimum charge. No breaks is no price: a
 * minimum charge alone is not a tariff.
 */
export function freightFromBreaks(
  breaks: [number, number][],
  minChargeOre: number,
  perKgBeyondOre: number,
  kg: number,
): number | undefined {
  for (const [upTo, priceOre] of breaks) if (kg <= upTo + 1e-9) return Math.max(priceOre, minChargeOre);
  const last = breaks[breaks.length - 1];
  if (!last) return undefined;
  return Math.max(last[1] + Math.ceil(kg - last[0] - 1e-9) * perKgBeyondOre, minChargeOre);
}

export function insurancePriceOre(goodsValueSek: number) {
  return Math.round(insurancePrice(goodsValueSek) * 100);
}

function fuelPercent(book: TariffBook, carrier: number, date: string) {
  return book.fuel.get(carrier)?.find((f) => f.validFrom <= date)?.percent ?? 0;
}

function inRanges(place: PricingInput['to'], ranges: [string, string][] | undefined) {
  if (place.countrycode !== 'SE') return false;
  const p = postcodeKey(place.postcode);
  return (ranges ?? []).some(([from, to]) => p.length === from.length && p >= from && p <= to);
}

/** How many times a surcharge applies: 0 when it does not, 2 for a big-city fee at both ends. */
function surchargeCount(s: SurchargeRow, input: PricingInput): number {
  const is = (yes: boolean) => (yes ? 1 : 0);
  switch (s.kind) {
    case 'pickup':
      return is(input.pickup);
    case 'privateConsignee':
      return is(input.consigneeType === 'private');
    case 'preNotice': {
      // Charged once: a chosen added service that is this notice replaces the automatic fee.
      const chosen = (s.params.coveredByOptions ?? []).some((o) => input.serviceOptions.includes(o));
      return is(input.consigneeType === 'private' && !chosen);
    }
    case 'bigCity':
      return (
        is(inRanges(input.to, s.params.postcodeRanges)) +
        is(!!s.params.atPickup && input.pickup && inRanges(input.from, s.params.postcodeRanges))
      );
    default:
      return 0;
  }
}

function unpriced(t: TemplateRow): Unpriced {
  return {
    templateName: t.templateName,
    templateSubject: t.templateSubject,
    supplierId: t.supplierId,
    reason: 'pricing.price_not_found',
  };
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
  const weight = chargeableWeight(input.goods, {
    kgPerM3: zone.kgPerM3 ?? t.kgPerM3,
    kgPerLdm: zone.kgPerLdm ?? t.kgPerLdm,
    step: t.weightStep,
    perPiece: t.perPiece,
  });
  let freightOre: number;
  let rule = weight.rule;
  let chargeable = weight.chargeable;
  if (fixed.every((f) => f !== undefined)) {
    freightOre = input.goods.reduce((sum, g, i) => sum + g.noOfPackages * (fixed[i] ?? 0), 0);
    rule = 'fixed';
    chargeable = weight.actual;
  } else {
    const tariff = book.tariffs.get(key);
    const fromBreaks =
      tariff &&
      freightFromBreaks(tariff.breaks, tariff.minChargeOre, tariff.perKgBeyondOre, weight.chargeable);
    if (fromBreaks === undefined) return unpriced(t);
    freightOre = fromBreaks;
  }

  const lines: QuoteLine[] = [{ code: 'freight', amountOre: freightOre }];
  const percent = fuelPercent(book, t.supplierId, input.date);
  if (percent > 0) lines.push({ code: 'fuel', percent, amountOre: Math.round((freightOre * percent) / 100) });
  for (const s of book.surchargesByTemplate.get(t.id) ?? []) {
    const count = surchargeCount(s, input);
    if (count > 0 && s.amountOre > 0) {
      lines.push({
        code: s.kind as QuoteLine['code'],
        amountOre: count * (s.perPackage ? s.amountOre * packages : s.amountOre),
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
  // Transport within the EU carries Swedish VAT; tied to export or import it is exempt (rules/freight-vat.ts).
  const taxed = freightVatRate(input.from.countrycode, input.to.countrycode) > 0;
  const vatOre = taxed ? Math.round(vatable * t.vatRate) : 0;
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
    currency: book.priceListCurrencies.get(priceListId) ?? 'SEK',
    chargeableWeight: chargeable,
    chargeableWeightRule: rule,
    actualWeight: weight.actual,
    deliveryMinDays: t.deliveryMinDays + zone.extraDays,
    deliveryMaxDays: t.deliveryMaxDays + zone.extraDays,
    lines,
    serviceOptions: offered,
  };
}
