import type { Part, PartRole } from '../entities/consignment.ts';
import { type Contact, type ContactFields, contactFullName, newContactFields } from '../entities/contact.ts';

/**
 * A consignment part filled from a contact: the address (keeping the contact's id), the
 * communication and the reference. What the contact does not hold (the account, the customer
 * number, whether the receiver is notified by SMS or e-mail) stays as the part had it.
 */
export function contactToPart(contact: Contact, part: Part): Part {
  const person = contactFullName(contact);
  return {
    ...part,
    address: {
      id: contact.id,
      name: contact.company || person,
      address: [contact.address1, contact.address2],
      postcode: contact.postcode,
      city: contact.city,
      state: contact.state,
      countrycode: contact.country,
    },
    communication: {
      contactPerson: person,
      phone: contact.phone,
      mobile: { ...part.communication.mobile, value: contact.mobile },
      email: { ...part.communication.email, value: contact.email },
    },
    reference: { ...part.reference, reference: contact.reference },
  };
}

const SENDING_ROLES: readonly PartRole[] = ['consignor', 'pickupAddress'];
const RECEIVING_ROLES: readonly PartRole[] = ['consignee', 'receivingAgent'];

/**
 * A new contact from a part typed on a consignment: its name becomes the company, the contact
 * person's last word the last name and the words before it the first name. The part's role says
 * whether it is a sender or a receiver.
 */
export function partToContact(part: Part): ContactFields {
  const words = part.communication.contactPerson.trim().split(/\s+/).filter(Boolean);
  const lastName = words.length > 1 ? (words.at(-1) ?? '') : '';
  const firstName = words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
  return {
    ...newContactFields(),
    company: part.address.name.trim(),
    firstName,
    lastName,
    address1: part.address.address[0].trim(),
    address2: part.address.address[1].trim(),
    postcode: part.address.postcode.trim(),
    city: part.address.city.trim(),
    state: part.address.state.trim(),
    country: part.address.countrycode,
    phone: part.communication.phone.trim(),
    mobile: part.communication.mobile.value.trim(),
    email: part.communication.email.value.trim(),
    reference: (part.reference.reference ?? '').trim(),
    consignor: SENDING_ROLES.includes(part.role),
    consignee: RECEIVING_ROLES.includes(part.role),
  };
}
