import { CONTACT_EXPORT_MAX_ROWS, type ContactExportQuery } from '@skeppa/domain';
import { AppError } from '../../../platform/errors.ts';
import type { AccessClaims } from '../../../platform/tokens.ts';
import type { ContactRepository, ContactRow } from '../repository.ts';
import { visibleScope } from '../service.ts';
import { CSV_TYPE, writeContactCsv } from './csv-writer.ts';
import { type ContactSheetValues, writeContactWorkbook, XLSX_TYPE } from './xlsx-writer.ts';

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

export interface ContactExportFile {
  bytes: Buffer;
  type: string;
  extension: ContactExportQuery['format'];
}

/** The list as the caller sees it (search, own contacts only, order), every page, as an xlsx or CSV. */
export async function exportContacts(
  repo: ContactRepository,
  user: AccessClaims,
  custId: number,
  q: ContactExportQuery,
): Promise<ContactExportFile> {
  const { scope } = await visibleScope(repo, user, custId, q);
  const rows = await repo.all(scope, q, CONTACT_EXPORT_MAX_ROWS + 1);
  if (rows.length > CONTACT_EXPORT_MAX_ROWS) throw new AppError('contact.export_too_large');
  const values = rows.map(toSheetValues);
  return q.format === 'csv'
    ? { bytes: writeContactCsv(values), type: CSV_TYPE, extension: 'csv' }
    : { bytes: await writeContactWorkbook(values), type: XLSX_TYPE, extension: 'xlsx' };
}
