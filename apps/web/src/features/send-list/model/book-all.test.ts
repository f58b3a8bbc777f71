import { describe, expect, it } from 'vitest';
import type { BookingKeys, BookingResult } from '@/shared/api/bookings/book-order';
import { bookAll, bookAllSummary } from './book-all';

const order = (orderNo: string) => ({ orderNo }) as never;

describe('Book all', () => {
  it('books every shipment in turn, collects the refusals of each and goes on after one fails', async () => {
    const seen: { orderNo: string; keys: BookingKeys }[] = [];
    let n = 0;
    const book = async (orderNo: string, keys: BookingKeys): Promise<BookingResult> => {
      seen.push({ orderNo, keys });
      if (orderNo === 'B') {
        return {
          booked: false,
          errors: [
            { code: 'consignment.email_notice_missing', description: 'x' },
            { code: 'consignment.email_notice_missing', description: 'y' },
          ],
        };
      }
      if (orderNo === 'C') throw new Error('offline');
      return { booked: true, order: order(orderNo) };
    };
    const progress: number[] = [];
    const outcome = await bookAll(
      ['A', 'B', 'C', 'D'],
      book,
      () => `k${++n}`,
      (e) => String(e),
      (d) => progress.push(d),
    );

    expect(seen.map((s) => s.orderNo)).toEqual(['A', 'B', 'C', 'D']);
    // Every call of every shipment has a key of its own.
    expect(new Set(seen.flatMap((s) => [s.keys.consignment, s.keys.order])).size).toBe(8);
    expect(outcome.booked).toBe(2);
    expect(outcome.errors).toEqual([
      { orderNo: 'B', code: 'consignment.email_notice_missing', description: 'E-post saknas för mottagare' },
      { orderNo: 'C', code: 'call', description: 'Error: offline' },
    ]);
    expect(progress).toEqual([1, 2, 3, 4]);
  });

  it('has nothing to report when every shipment books', async () => {
    const outcome = await bookAll(
      ['A'],
      async (o) => ({ booked: true, order: order(o) }),
      () => 'k',
      String,
    );
    expect(outcome).toEqual({ booked: 1, errors: [] });
  });
});

describe('what Book all asks before it books', () => {
  it('counts the shipments and sums their saved prices per currency, to the öre', () => {
    const o = (calculatedPrice: number | null, calculatedCurrency = 'SEK') => ({
      calculatedPrice,
      calculatedCurrency,
    });
    expect(bookAllSummary([o(0.1), o(0.2), o(2600.3), o(null), o(12.5, 'EUR')])).toEqual({
      count: 5,
      totals: [
        { currency: 'SEK', amount: 2600.6 },
        { currency: 'EUR', amount: 12.5 },
      ],
      unpriced: 1,
    });
    expect(bookAllSummary([])).toEqual({ count: 0, totals: [], unpriced: 0 });
  });
});
