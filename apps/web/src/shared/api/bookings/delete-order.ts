import { orderBulkResponseSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { bookingsKey } from './keys';

/** DELETE /order/{orderNo}: the order and its consignment. */
export async function deleteOrder(orderNo: string): Promise<string[]> {
  return orderBulkResponseSchema.parse(await api.delete(`/order/${encodeURIComponent(orderNo)}`)).orderNos;
}

export function useDeleteOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
