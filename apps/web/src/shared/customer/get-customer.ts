import { type Customer, customerSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useSessionStore } from '../session/session-store';

/** GET /customer/{id}: the signed-in customer, read at start and by every screen after. */
export async function getCustomer(id: number): Promise<Customer> {
  return customerSchema.parse(await api.get(`/customer/${id}`));
}

/** The customer's cache entry: screens that change the customer update or invalidate it. */
export const customerQueryKey = (id: number) => ['customer', id] as const;

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerQueryKey(id),
    queryFn: () => getCustomer(id),
    staleTime: 5 * 60_000,
    // The layout logs out when this fails; a retry would only delay that.
    retry: false,
  });

/** The signed-in customer; idle while nobody is signed in. */
export function useCustomer() {
  const id = useSessionStore((s) => s.user?.id);
  return useQuery({ ...customerQueryOptions(id ?? 0), enabled: id !== undefined });
}
