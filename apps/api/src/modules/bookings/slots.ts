/**
 * At most `size` bookings run at once in a process. A booking holds a pooled connection for its
 * transaction (and the order's row lock) while pricing, the customer's agreement and the carrier
 * each borrow one more for a moment; unbounded, ten bookings at once would hold the whole pool of
 * ten and wait for an eleventh forever. Waiting here costs memory only.
 */
export function bookingSlots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** With the pool's ten connections: four bookings hold at most eight, two stay for everyone else. */
export const BOOKING_SLOTS = 4;

export type BookingSlots = ReturnType<typeof bookingSlots>;
