import { type Consignment, type ConsignmentResponse, consignmentResponseSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { bookingsKey } from './keys';

/** PUT /consignment/: a saved consignment changed (its consignmentId set). */
export async function updateConsignment(consignment: Consignment): Promise<ConsignmentResponse> {
  return consignmentResponseSchema.parse(await api.put('/consignment/', consignment));
}

export function useUpdateConsignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateConsignment,
    onSuccess: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
