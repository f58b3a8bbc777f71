import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { contactsKey } from '@/shared/contacts/api/keys';

/** DELETE /contact/{id}. */
export async function deleteContact(id: number): Promise<void> {
  await api.delete(`/contact/${id}`);
}

/** Deleting the sender favourite clears the customer's setting on the server: both are read again. */
export function useDeleteContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: contactsKey });
      void client.invalidateQueries({ queryKey: ['customer'] });
    },
  });
}
