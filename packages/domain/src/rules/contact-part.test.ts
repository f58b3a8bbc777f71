import { describe, expect, it } from 'vitest';
import { newConsignment } from '../entities/consignment.ts';
import { type Contact, newContactFields } from '../entities/contact.ts';
import { contactToPart, partToContact } from './contact-part.ts';

const contact: Contact = {
  ...newContactFields(),
  id: 42,
  custId: 7,
  company: 'Lager AB',
  firstName: 'Eva Maria',
  lastName: 'Berg',
  fullName: 'Eva Maria Berg',
  address1: 'Hamngatan 1',
  address2: 'Port 3',
  postcode: '11351',
  city: 'Stockholm',
  phone: '08-123 45 67',
  mobile: '070-123 45 67',
  email: 'eva@lager.se',
  reference: 'Godsmottagning',
};

describe('contactToPart', () => {
  it('fills address, communication and reference and keeps what the contact does not hold', () => {
    const consignee = newConsignment().parts[1]!;
    const start = {
      ...consignee,
      account: 'ACC-1',
      communication: { ...consignee.communication, mobile: { value: '', notify: true } },
      reference: { customerNo: 'K-9', reference: '' },
    };
    const part = contactToPart(contact, start);
    expect(part.role).toBe('consignee');
    expect(part.account).toBe('ACC-1');
    expect(part.address).toEqual({
      id: 42,
      name: 'Lager AB',
      address: ['Hamngatan 1', 'Port 3'],
      postcode: '11351',
      city: 'Stockholm',
      state: '',
      countrycode: 'SE',
    });
    expect(part.communication).toEqual({
      contactPerson: 'Eva Maria Berg',
      phone: '08-123 45 67',
      mobile: { value: '070-123 45 67', notify: true },
      email: { value: 'eva@lager.se', notify: false },
    });
    expect(part.reference).toEqual({ customerNo: 'K-9', reference: 'Godsmottagning' });
  });

  it('names a private person by their name', () => {
    const part = contactToPart({ ...contact, company: '' }, newConsignment().parts[0]!);
    expect(part.address.name).toBe('Eva Maria Berg');
  });
});

describe('partToContact', () => {
  it('reads back the contact a part was filled from', () => {
    const part = contactToPart(contact, newConsignment().parts[1]!);
    const back = partToContact(part);
    expect(back).toMatchObject({
      company: 'Lager AB',
      firstName: 'Eva Maria',
      lastName: 'Berg',
      address1: 'Hamngatan 1',
      postcode: '11351',
      reference: 'Godsmottagning',
      consignee: true,
      consignor: false,
    });
  });

  it('makes a sender of the consignor and a one-word contact person a first name', () => {
    const consignor = newConsignment().parts[0]!;
    const back = partToContact({
      ...consignor,
      communication: { ...consignor.communication, contactPerson: 'Eva' },
    });
    expect(back).toMatchObject({ consignor: true, consignee: false, firstName: 'Eva', lastName: '' });
  });
});
