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
