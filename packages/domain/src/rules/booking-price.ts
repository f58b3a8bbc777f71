import type { PriceableConsignment } from '../api/pricing-requests.ts';
import { priceableConsignmentSchema } from '../api/pricing-requests.ts';
import type { Consignment } from '../entities/consignment.ts';
import type { ConsigneeType } from '../entities/customer.ts';
import { insuredValueProblem } from './insurance.ts';

/** What an order says of how its consignment is priced: who receives, pickup, insurance. */
export interface BookingPriceTerms {
  consigneeType: ConsigneeType;
  noPickup: boolean;
  insured: boolean;
  /** SEK; only read when insured. */
  goodsValue: number | null;
}

/**
 * Who receives and whether it is picked up, for a consignment priced without saying: the
 * customer's settings, and for no customer (or none set) a company, picked up. Pricing, the
 * freight-service filter and a new draft in the web app all start from these.
 */
export function pricingChoices(
  own: { consigneeType?: ConsigneeType; noPickup?: boolean },
  customer?: { consigneeType?: string | null; noPickup?: boolean },
): { consigneeType: ConsigneeType; noPickup: boolean } {
  return {
    consigneeType: own.consigneeType ?? (customer?.consigneeType === 'private' ? 'private' : 'company'),
    noPickup: own.noPickup ?? customer?.noPickup ?? false,
  };
}

/**
 * The one way a shipment about to be booked is priced: its consignment with the order's terms,
 * the added services chosen on it, and the insurance the order carries (the order's goods value,
 * whatever the consignment's own field says). Step 3 shows this price, the order stores it, step
 * 4 asks for it again and the booking checks it; all four ask pricing with this input, so freight,
 * each added service, insurance and VAT are composed the same way everywhere. Null when the
 * consignment cannot be priced yet (what is still missing, the form says).
 */
export function bookingPriceInput(
  terms: BookingPriceTerms,
  consignment: Consignment,
): PriceableConsignment | null {
  const insured = terms.insured && insuredValueProblem(terms.goodsValue) === null;
  const parsed = priceableConsignmentSchema.safeParse({
    ...consignment,
    consigneeType: terms.consigneeType,
    noPickup: terms.noPickup,
    insuranceDisabled: false,
    insuranceGoodsValue: insured ? terms.goodsValue : null,
  });
  return parsed.success ? parsed.data : null;
}

/** Two prices (SEK) that differ by at most this many öre are one price: the shown figure is rounded. */
const PRICE_TOLERANCE_ORE = 1;

/** Whether the price the user agreed to is still the price; no agreed price never is. */
export function samePrice(agreed: number | null, now: number): boolean {
  return agreed !== null && Math.abs(Math.round(agreed * 100) - Math.round(now * 100)) <= PRICE_TOLERANCE_ORE;
}
