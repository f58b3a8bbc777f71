import { type Customer, customerSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { contactsKey } from '@/shared/contacts/api/keys';
import { customerQueryOptions } from '@/shared/customer/get-customer';

/** The two customer settings the contact screens change (SPEC §7 PUT /customer/setting/{id}). */
export type ContactSetting =
  | { setting: 'filterContacts'; value: boolean }
  | { setting: 'primaryContactId'; value: number | null };

export async function updateContactSetting(customerId: number, change: ContactSetting): Promise<Customer> {
  return customerSchema.parse(await api.put(`/customer/setting/${customerId}`, change));
}

/**
 * Settings change optimistically (SPEC §4): the customer shows the new value at once, the server is
 * called after, and a refusal puts the old value back.
 */
export function useUpdateContactSetting(customerId: number) {
  const client = useQueryClient();
  const key = customerQueryOptions(customerId).queryKey;
  return useMutation({
    mutationFn: (change: ContactSetting) => updateContactSetting(customerId, change),
    // One at a time, in the order clicked: two quick toggles must reach the server in that order,
    // or the first could land last and stay.
    scope: { id: `customer-setting-${customerId}` },
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData(key);
      if (before) client.setQueryData(key, { ...before, [change.setting]: change.value });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (customer) => {
      client.setQueryData(key, customer);
      void client.invalidateQueries({ queryKey: contactsKey });
    },
  });
}
