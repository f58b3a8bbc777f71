import { type Customer, customerSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { customerQueryKey } from '@/shared/customer/get-customer';
import { complaintsKey } from './keys';

/** PUT /customer/setting/{id} with archivedComplaints: whether the list shows archived complaints. */
export async function updateArchivedSetting(customerId: number, value: boolean): Promise<Customer> {
  return customerSchema.parse(
    await api.put(`/customer/setting/${customerId}`, { setting: 'archivedComplaints', value }),
  );
}

/** Optimistic like every customer setting (SPEC §4): the switch moves at once, a refusal moves it back. */
export function useUpdateArchivedSetting(customerId: number) {
  const client = useQueryClient();
  const key = customerQueryKey(customerId);
  return useMutation({
    mutationFn: (value: boolean) => updateArchivedSetting(customerId, value),
    scope: { id: `customer-setting-${customerId}` },
    onMutate: async (value) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Customer>(key);
      if (before) client.setQueryData(key, { ...before, archivedComplaints: value });
      return { before };
    },
    onError: (_error, _value, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (customer) => {
      client.setQueryData(key, customer);
      void client.invalidateQueries({ queryKey: complaintsKey });
    },
  });
}
