import { orderBulkDeleteRequestSchema, orderBulkResponseSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { bookingsKey } from './keys';

/** PUT /order/bulk/delete/: several unbooked orders, with their consignments, at once. */
export async function bulkDeleteOrders(orderNos: string[]): Promise<string[]> {
  return orderBulkResponseSchema.parse(
    await api.put('/order/bulk/delete/', orderBulkDeleteRequestSchema.parse(orderNos)),
  ).orderNos;
}

export function useBulkDeleteOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteOrders,
    onSuccess: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
