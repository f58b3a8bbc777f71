import type { ContactExportQuery } from '@skeppa/domain';
import { downloadFile, saveFile } from '@/shared/api/transfer';
import type { ContactListParams } from '@/shared/contacts/api/list-contacts';
import { contactListSearch } from '@/shared/contacts/api/list-contacts';

export type ContactExportFormat = ContactExportQuery['format'];

/** GET /contact/export/{custId}?format=: the list as shown (search and order, every page) as a file. */
export async function exportContacts(
  custId: number,
  params: Pick<ContactListParams, 'search' | 'sort' | 'order'>,
  format: ContactExportFormat,
) {
  const search = contactListSearch(params);
  const query = `${search}${search === '' ? '?' : '&'}format=${format}`;
  const { blob, name } = await downloadFile(`/contact/export/${custId}${query}`, `skeppa-contacts.${format}`);
  saveFile(blob, name);
}
