import { collectConsignmentErrors, type Order } from '@skeppa/domain';
import type { BookingError, BookingKeys, BookingResult } from '@/shared/api/bookings/book-order';

/** A shipment's refusal, with its values (a changed price names the saved one and the new one). */
export type BookAllError = BookingError & { orderNo: string };

export interface BookAllOutcome {
  booked: number;
  errors: BookAllError[];
}

/**
 * Book all of SPEC §4: each shipment in turn is read, booked, then its order booked. One refusal
 * does not stop the rest; every shipment's errors are collected (de-duplicated by code within
 * the shipment, as the domain rule says) and shown together afterwards. `book` is the booking of
 * one shipment; each gets its own keys, made once, so a network retry inside never books twice.
 */
export async function bookAll(
  orderNos: readonly string[],
  book: (orderNo: string, keys: BookingKeys) => Promise<BookingResult>,
  newKey: () => string,
  describe: (error: unknown) => string,
  onProgress: (done: number) => void = () => {},
): Promise<BookAllOutcome> {
  const outcome: BookAllOutcome = { booked: 0, errors: [] };
  for (const [i, orderNo] of orderNos.entries()) {
    try {
      const result = await book(orderNo, { consignment: newKey(), order: newKey() });
      if (result.booked) outcome.booked++;
      else outcome.errors.push(...collectConsignmentErrors([result.errors]).map((e) => ({ orderNo, ...e })));
    } catch (error) {
      outcome.errors.push({ orderNo, code: 'call', description: describe(error) });
    }
    onProgress(i + 1);
  }
  return outcome;
}

/** What Book all is about to book: how many, and their saved prices summed per currency. */
export function bookAllSummary(orders: readonly Pick<Order, 'calculatedPrice' | 'calculatedCurrency'>[]) {
  const totals = new Map<string, number>();
  let unpriced = 0;
  for (const o of orders) {
    if (o.calculatedPrice === null) unpriced++;
    // Summed in öre, so that many prices of two decimals add up exactly.
    else
      totals.set(
        o.calculatedCurrency,
        (totals.get(o.calculatedCurrency) ?? 0) + Math.round(o.calculatedPrice * 100),
      );
  }
  return {
    count: orders.length,
    totals: [...totals].map(([currency, ore]) => ({ currency, amount: ore / 100 })),
    unpriced,
  };
}
