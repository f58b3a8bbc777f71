import { type BookingPriceTerms, type Consignment, formatNumber, type Quote } from '@skeppa/domain';
import type { OrderInput } from '@/shared/api/bookings/create-order';
import type { Completion } from './completion';
import { parseDecimal } from './parse-number';

/** A goods value as the field shows it: "20 000", or "12 500,50" when it has öre; empty for none. */
export function goodsValueText(value: number | null): string {
  return value === null ? '' : formatNumber(value, Number.isInteger(value) ? 0 : 2);
}

/** The goods value as a number, or null while it is empty or not a number. */
export function goodsValueOf(completion: Completion): number | null {
  const p = parseDecimal(completion.goodsValue);
  return p.kind === 'number' ? p.value : null;
}

/**
 * The consignment to save, its chosen services as service options with their fields. What is
 * still blank on Save for later (temp=1) the server fills with the SPEC's placeholders.
 */
export function toSavedConsignment(completion: Completion): Consignment {
  const { consignment } = completion;
  return {
    ...consignment,
    insuranceGoodsValue: completion.insured ? goodsValueOf(completion) : null,
    transportProduct: {
      ...consignment.transportProduct,
      serviceOption: completion.services.map((s) => ({ type: s.type, ...s.fields })),
    },
  };
}

/** How the shipment prices: who receives, pickup, and the insurance chosen. */
export function bookingTermsOf(completion: Completion): BookingPriceTerms {
  return {
    consigneeType: completion.consigneeType,
    noPickup: completion.noPickup,
    insured: completion.insured,
    goodsValue: goodsValueOf(completion),
  };
}

/**
 * The order that goes with it: the service, the price the user was shown for the shipment as
 * completed (freight, added services, insurance), and the insurance.
 */
export function toOrderInput(
  completion: Completion,
  consignmentId: number | null,
  quote: Pick<Quote, 'price' | 'currency' | 'supplierId'> | null,
): OrderInput {
  const { consignment } = completion;
  return {
    consignmentId,
    supplierId: quote?.supplierId ?? null,
    templateName: completion.templateName,
    consigneeType: completion.consigneeType,
    calculatedPrice: quote?.price ?? null,
    calculatedCurrency: quote?.currency ?? 'SEK',
    senderOrderRef: consignment.senderOrderRef,
    noPickup: completion.noPickup,
    insured: completion.insured,
    goodsValue: completion.insured ? goodsValueOf(completion) : null,
  };
}
