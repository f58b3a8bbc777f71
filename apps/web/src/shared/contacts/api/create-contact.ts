import { type Contact, type ContactFields, contactSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { contactsKey } from './keys';

/** POST /contact/: a new contact owned by the signed-in user. */
export async function createContact(fields: ContactFields): Promise<Contact> {
  return contactSchema.parse(await api.post('/contact/', fields));
}

/** Every list and picker shows the new contact; a favourite changes the customer as well. */
export function useCreateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: (_contact, fields) => {
      void client.invalidateQueries({ queryKey: contactsKey });
      if (fields.primary) void client.invalidateQueries({ queryKey: ['customer'] });
    },
  });
}
