import { type ContactListQuery, type ContactListResponse, contactListResponseSchema } from '@skeppa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { contactsKey } from './keys';

export type ContactListParams = Partial<ContactListQuery>;

/** The query string of a list or export: only what differs from the server's defaults. */
export function contactListSearch(params: ContactListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /contact/customer/{custId}: one page of the contacts the customer sees. */
export async function listContacts(custId: number, params: ContactListParams): Promise<ContactListResponse> {
  return contactListResponseSchema.parse(
    await api.get(`/contact/customer/${custId}${contactListSearch(params)}`),
  );
}

/**
 * A page stays on screen while the next loads (paging, typing a search), and is fresh for half a
 * minute: colleagues add contacts, but not by the second.
 */
export const contactListQueryOptions = (custId: number, params: ContactListParams) =>
  queryOptions({
    queryKey: [...contactsKey, 'list', custId, params],
    queryFn: () => listContacts(custId, params),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useContactList(custId: number | undefined, params: ContactListParams, enabled = true) {
  return useQuery({
    ...contactListQueryOptions(custId ?? 0, params),
    enabled: enabled && custId !== undefined,
  });
}
