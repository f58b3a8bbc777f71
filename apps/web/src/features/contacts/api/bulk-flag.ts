import { type ContactBulkFlag, contactBulkResponseSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { contactsKey } from '@/shared/contacts/api/keys';

export interface BulkFlagRequest {
  flag: ContactBulkFlag;
  checked: boolean;
  ids: number[];
}

/** PUT /contact/bulk/{sender|receiver|consumer|locked}/?checked=0|1 on the listed contacts. */
export async function bulkFlagContacts({ flag, checked, ids }: BulkFlagRequest) {
  return contactBulkResponseSchema.parse(
    await api.put(`/contact/bulk/${flag}/?checked=${checked ? 1 : 0}`, ids),
  );
}

export function useBulkFlagContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkFlagContacts,
    onSuccess: () => void client.invalidateQueries({ queryKey: contactsKey }),
  });
}
