import { type Contact, contactSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { contactsKey } from './keys';

/** GET /contact/{id}: one contact of the company. */
export async function getContact(id: number): Promise<Contact> {
  return contactSchema.parse(await api.get(`/contact/${id}`));
}

export const contactQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...contactsKey, 'one', id], queryFn: () => getContact(id), staleTime: 30_000 });

export function useContact(id: number | null | undefined) {
  return useQuery({ ...contactQueryOptions(id ?? 0), enabled: typeof id === 'number' });
}
