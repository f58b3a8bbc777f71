import { type Contact, type ContactFields, contactSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { contactsKey } from '@/shared/contacts/api/keys';

/** PUT /contact/: every field of a contact; `primary` makes it (or stops it being) the sender favourite. */
export async function updateContact(contact: ContactFields & { id: number }): Promise<Contact> {
  return contactSchema.parse(await api.put('/contact/', contact));
}

export function useUpdateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: contactsKey });
      // The favourite is the customer's setting: saving may have changed it.
      void client.invalidateQueries({ queryKey: ['customer'] });
    },
  });
}
