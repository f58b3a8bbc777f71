import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { ordersKey } from './order-list';

/** PUT /order/bulk/delete/: the listed unbooked orders and their consignments, or none when one is refused. */
export async function bulkRemoveOrders(orderNos: string[]): Promise<void> {
  await api.put('/order/bulk/delete/', orderNos);
}

export function useBulkRemoveOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkRemoveOrders,
    onSuccess: () => void client.invalidateQueries({ queryKey: ordersKey }),
  });
}
