import { downloadFile, saveFile } from '@/shared/api/transfer';
import type { ContactListParams } from '@/shared/contacts/api/list-contacts';
import { contactListSearch } from '@/shared/contacts/api/list-contacts';

/** GET /contact/export/{custId}: the list as shown (search and order, every page) as an xlsx. */
export async function exportContacts(
  custId: number,
  params: Pick<ContactListParams, 'search' | 'sort' | 'order'>,
) {
  const { blob, name } = await downloadFile(
    `/contact/export/${custId}${contactListSearch(params)}`,
    'skeppa-contacts.xlsx',
  );
  saveFile(blob, name);
}
