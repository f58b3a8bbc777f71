import type { PricingInput } from './types.ts';

/** The parts of a consignment that pricing reads (structural, so the domain Consignment fits). */
export interface PriceableConsignment {
  parts: { role: string; address: { countrycode: string; postcode: string } }[];
  goodsItem: {
    noOfPackages: number;
    weight: number;
    length: number;
    width: number;
    height: number;
    packageType: string;
    isStackable: boolean;
  }[];
  transportProduct?: { serviceOption?: { type: string }[] };
  insuranceDisabled?: boolean;
  insuranceGoodsValue?: number | null;
}

export interface PricingContext {
  consigneeType: 'company' | 'private';
  noPickup: boolean;
  date: string;
}

export type InputOrError = { input: PricingInput } | { error: 'pricing.parties_missing' };

/** Sender and recipient must have a country, and in Sweden a postcode, before anything is priced. */
export function toPricingInput(c: PriceableConsignment, ctx: PricingContext): InputOrError {
  const consignor = c.parts.find((p) => p.role === 'consignor')?.address;
  const consignee = c.parts.find((p) => p.role === 'consignee')?.address;
  const complete = (a?: { countrycode: string; postcode: string }) =>
    !!a && /^[A-Z]{2}$/.test(a.countrycode) && (a.countrycode !== 'SE' || a.postcode.trim() !== '');
  if (!consignor || !consignee || !complete(consignor) || !complete(consignee))
    return { error: 'pricing.parties_missing' };
  const insured = !c.insuranceDisabled && c.insuranceGoodsValue ? c.insuranceGoodsValue : null;
  return {
    input: {
      from: { countrycode: consignor.countrycode, postcode: consignor.postcode },
      to: { countrycode: consignee.countrycode, postcode: consignee.postcode },
      consigneeType: ctx.consigneeType,
      pickup: !ctx.noPickup,
      goods: c.goodsItem.map((g) => ({
        noOfPackages: g.noOfPackages,
        weight: g.weight,
        length: g.length,
        width: g.width,
        height: g.height,
        packageType: g.packageType,
        isStackable: g.isStackable,
      })),
      serviceOptions: (c.transportProduct?.serviceOption ?? []).map((o) => o.type),
      insuranceGoodsValue: insured,
      date: ctx.date,
    },
  };
}

// Building a formatter is costly; one serves every request.
const stockholmDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' });

/** Today in Sweden (YYYY-MM-DD), for the fuel surcharge in force. */
export function stockholmDate(now = new Date()) {
  return stockholmDay.format(now);
}
