import { CONTACT_EXPORT_MAX_ROWS, type ContactListQuery } from '@skeppa/domain';
import { AppError } from '../../../platform/errors.ts';
import type { AccessClaims } from '../../../platform/tokens.ts';
import type { ContactRepository, ContactRow } from '../repository.ts';
import { visibleScope } from '../service.ts';
import { type ContactSheetValues, writeContactWorkbook } from './xlsx-writer.ts';

export function toSheetValues(row: ContactRow): ContactSheetValues {
  return {
    id: row.id,
    company: row.company,
    firstName: row.firstName,
    lastName: row.lastName,
    address1: row.address1,
    address2: row.address2,
    postcode: row.postcode,
    city: row.city,
    state: row.state,
    country: row.country,
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    reference: row.reference,
    comments: row.comments,
    consignor: row.consignor,
    consignee: row.consignee,
    consumer: row.consumer,
    locked: row.locked,
  };
}

/** The list as the caller sees it (search, own contacts only, order), every page, as an xlsx. */
export async function exportContacts(
  repo: ContactRepository,
  user: AccessClaims,
  custId: number,
  q: Pick<ContactListQuery, 'search' | 'role' | 'sort' | 'order'>,
): Promise<Buffer> {
  const { scope } = await visibleScope(repo, user, custId, q);
  const rows = await repo.all(scope, q, CONTACT_EXPORT_MAX_ROWS + 1);
  if (rows.length > CONTACT_EXPORT_MAX_ROWS) throw new AppError('contact.export_too_large');
  return writeContactWorkbook(rows.map(toSheetValues));
}
