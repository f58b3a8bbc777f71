import { AppError } from '../../platform/errors.ts';
import type { BookingTermsRow, CarrierAgreement } from './repository.ts';

/**
 * The customer's agreement number with a carrier. An empty one, one equal to the customer id,
 * or one containing "L" is not a real agreement: the carrier's default by price list applies.
 */
function agreementWith(customerId: number, priceList: number, source: CarrierAgreement) {
  const own = source.own ?? '';
  const usable = own !== '' && own !== String(customerId) && !own.toUpperCase().includes('L');
  const fallback = priceList === 2 ? source.defaultList2 : source.defaultOther;
  return { agreementNo: usable ? own : fallback, isDefault: !usable };
}

/**
 * The settings a booking acts on and the agreement with each carrier, from a row of
 * `bookingTermFields`.
 */
export function bookingTermsOf(customerId: number, row: BookingTermsRow) {
  const { agreements, priceList, showAllBooked, insuranceDisabled, creditBlock } = row;
  return {
    showAllBooked,
    insuranceDisabled,
    creditBlock,
    agreement(carrierCode: number) {
      const source = agreements.find((a) => a.code === carrierCode);
      if (!source) throw new AppError('carrier.not_found');
      return agreementWith(customerId, priceList, source);
    },
  };
}
export type BookingTerms = ReturnType<typeof bookingTermsOf>;
