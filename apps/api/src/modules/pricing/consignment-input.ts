import { foreignPickup, isIsoDate, isStackable, type PriceableConsignment } from '@skeppa/domain';
import type { PricingInput } from './types.ts';

export interface PricingContext {
  consigneeType: 'company' | 'private';
  noPickup: boolean;
  /** The calendar day in Sweden, 'YYYY-MM-DD'. */
  today: string;
}

export type InputOrError = { input: PricingInput } | { error: 'pricing.parties_missing' };

type Place = { countrycode: string; postcode: string };

/**
 * The day whose fuel surcharge applies: the pickup day when one is given, today when none is.
 * A pickup day in the past is moved to today, as the consignment itself is (SPEC §4).
 */
export function pricingDay(pickupDate: string | undefined, today: string): string {
  return pickupDate && isIsoDate(pickupDate) && pickupDate > today ? pickupDate : today;
}

/**
 * Sender and recipient must have a country, and in Sweden a postcode, before anything is priced.
 * Goods collected abroad are priced from where they are collected (SPEC §4).
 */
export function toPricingInput(c: PriceableConsignment, ctx: PricingContext): InputOrError {
  const consignor = (foreignPickup(c.parts) ?? c.parts.find((p) => p.role === 'consignor'))?.address;
  const consignee = c.parts.find((p) => p.role === 'consignee')?.address;
  const complete = (a?: Place) =>
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
        isStackable: isStackable(g, g.isStackable),
      })),
      serviceOptions: (c.transportProduct?.serviceOption ?? []).map((o) => o.type),
      insuranceGoodsValue: insured,
      date: pricingDay(c.transportProduct?.pickup?.date, ctx.today),
    },
  };
}
