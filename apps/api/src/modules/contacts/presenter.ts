import { type Contact, contactFullName } from '@skeppa/domain';
import type { ContactRow, StoredFields } from './repository.ts';

/** A stored contact as the API shows it; `primary` is whether it is the caller's sender favourite. */
export function presentContact(row: ContactRow, primary: boolean): Contact {
  return {
    id: row.id,
    custId: row.customerId,
    company: row.company,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: contactFullName(row),
    address1: row.address1,
    address2: row.address2,
    postcode: row.postcode,
    city: row.city,
    state: row.state,
    country: row.country,
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    consignor: row.consignor,
    consignee: row.consignee,
    primary,
    reference: row.reference,
    comments: row.comments,
    consumer: row.consumer,
    locked: row.locked,
  };
}

/** The stored columns of a contact's fields (the favourite is the caller's setting, not a column). */
export function storedFields({
  primary: _favourite,
  ...fields
}: StoredFields & { primary?: boolean }): StoredFields {
  return fields;
}

/** How the audit log names a contact: its company, or its person when it has none. */
export function contactLabel(c: Pick<StoredFields, 'company' | 'firstName' | 'lastName'>): string {
  return c.company.trim() || contactFullName(c);
}

/** A stored contact's own fields, as the audit log compares them (no ids, owners or times). */
export function recordedFields(row: ContactRow): StoredFields {
  const {
    id: _id,
    customerId: _owner,
    companyId: _company,
    searchText: _search,
    createdAt: _c,
    updatedAt: _u,
    ...fields
  } = row;
  return fields;
}
