import { contactBulkResponseSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { contactsKey } from '@/shared/contacts/api/keys';

/** PUT /contact/bulk/delete/: all the listed contacts, or none when one is refused. */
export async function bulkDeleteContacts(ids: number[]) {
  return contactBulkResponseSchema.parse(await api.put('/contact/bulk/delete/', ids));
}

export function useBulkDeleteContacts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteContacts,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: contactsKey });
      void client.invalidateQueries({ queryKey: ['customer'] });
    },
  });
}
