import { type Customer, customerSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersKey } from '@/shared/api/bookings/keys';
import { api } from '@/shared/api/client';
import { customerQueryKey } from '@/shared/customer/get-customer';

/** PUT /customer/setting/{id} with showAllBooked: whether the booked list shows every colleague's bookings. */
export async function updateShowAllBooked(customerId: number, value: boolean): Promise<Customer> {
  return customerSchema.parse(
    await api.put(`/customer/setting/${customerId}`, { setting: 'showAllBooked', value }),
  );
}

/**
 * Optimistic like every customer setting (SPEC §4): the switch and the list follow at once, the
 * server is called after, and a refusal puts the old value back.
 */
export function useUpdateShowAllBooked(customerId: number) {
  const client = useQueryClient();
  const key = customerQueryKey(customerId);
  return useMutation({
    mutationFn: (value: boolean) => updateShowAllBooked(customerId, value),
    // In the order clicked: two quick toggles must reach the server in that order.
    scope: { id: `customer-setting-${customerId}` },
    onMutate: async (value) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Customer>(key);
      if (before) client.setQueryData(key, { ...before, showAllBooked: value });
      return { before };
    },
    onError: (_error, _value, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (customer) => {
      client.setQueryData(key, customer);
      void client.invalidateQueries({ queryKey: ordersKey });
    },
  });
}
