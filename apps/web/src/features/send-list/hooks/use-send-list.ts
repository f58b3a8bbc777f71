import { ORDER_PAGE_SIZES } from '@skeppa/domain';
import { useEffect } from 'react';
import { useOrderList } from '@/shared/api/bookings/list-orders';
import { useCustomer } from '@/shared/customer/get-customer';
import { setUnbookedCount } from '@/shared/send-list/unbooked-count';

/** The most the sidebar lists; more than that are found in the not-booked list. */
export const SEND_LIST_SIZE = ORDER_PAGE_SIZES[ORDER_PAGE_SIZES.length - 1] ?? 100;

/**
 * The unbooked shipments, newest first, and the navbar badge fed from their total. Every save,
 * booking or delete invalidates the bookings queries, so the list and the badge follow.
 */
export function useSendList() {
  const customer = useCustomer().data;
  const list = useOrderList(customer?.id, {
    booked: false,
    pageSize: SEND_LIST_SIZE,
    sort: 'datePlaced',
    order: 'desc',
  });
  const total = list.data?.total;
  useEffect(() => {
    if (total !== undefined) setUnbookedCount(total);
  }, [total]);
  return list;
}
