/**
 * Every order and consignment query sits under `bookingsKey`, so a save, booking or delete
 * anywhere (a step, the send list, a list page) refreshes every list, badge and summary at once.
 */
export const bookingsKey = ['bookings'] as const;
export const ordersKey = [...bookingsKey, 'orders'] as const;
export const orderKey = (orderNo: string) => [...bookingsKey, 'order', orderNo] as const;
export const consignmentKey = (id: number) => [...bookingsKey, 'consignment', id] as const;
