import { type Consignment, type ConsignmentResponse, consignmentResponseSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { bookingsKey } from './keys';

export interface SaveConsignmentInput {
  consignment: Consignment;
  /** A temporary save (Save for later): the server accepts what is still missing. */
  temp: boolean;
}

/** POST /consignment/?temp=0|1: a new consignment; the answer carries it with its id, and its errors. */
export async function saveConsignment({
  consignment,
  temp,
}: SaveConsignmentInput): Promise<ConsignmentResponse> {
  return consignmentResponseSchema.parse(await api.post(`/consignment/?temp=${temp ? 1 : 0}`, consignment));
}

export function useSaveConsignment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveConsignment,
    onSuccess: () => client.invalidateQueries({ queryKey: bookingsKey }),
  });
}
