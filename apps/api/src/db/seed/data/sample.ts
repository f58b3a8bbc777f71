import { DEMO_USER_ID } from '@skeppa/domain';

/** Companies and users a new install starts with. Passwords are hashed at seed time. */
export const demoCompany = { id: 1, name: 'Skeppa Demo', orgNo: '', city: 'Stockholm', country: 'SE' };
export const demoCustomer = {
  id: DEMO_USER_ID,
  companyId: 1,
  email: 'demo@skeppa.se',
  firstName: 'Demo',
  lastName: 'Användare',
};

export const sampleCompanies = [
  {
    id: 2,
    name: 'Nordisk Verktyg AB',
    orgNo: '556677-8899',
    address: 'Verkstadsgatan 12',
    postcode: '41707',
    city: 'Göteborg',
    country: 'SE',
    creditLimitOre: 500_000_00,
  },
  {
    id: 3,
    name: 'Östersjö Handel AB',
    orgNo: '559012-3450',
    address: 'Hamngatan 4',
    postcode: '21120',
    city: 'Malmö',
    country: 'SE',
    creditLimitOre: 200_000_00,
  },
];

export const sampleCustomers = [
  {
    id: 10001,
    companyId: 2,
    email: 'admin@skeppa.test',
    password: 'skeppa-admin',
    customerLevel: 1,
    firstName: 'Anna',
    lastName: 'Lindqvist',
    phone: '031-123 45 60',
    mobile: '070-123 45 60',
    priceList: 1,
  },
  {
    id: 10002,
    companyId: 2,
    email: 'user@skeppa.test',
    password: 'skeppa-user',
    customerLevel: 0,
    firstName: 'Erik',
    lastName: 'Johansson',
    phone: '031-123 45 61',
    mobile: '070-123 45 61',
    priceList: 1,
  },
  {
    id: 10003,
    companyId: 3,
    email: 'other@skeppa.test',
    password: 'skeppa-other',
    customerLevel: 1,
    firstName: 'Sara',
    lastName: 'Nilsson',
    phone: '040-765 43 21',
    mobile: '073-765 43 21',
    priceList: 2,
  },
];

/** Carrier agreement numbers of the sample customers; empty means the carrier's default applies. */
export const sampleAgreementNos: Record<number, Record<number, string>> = {
  10001: { 116: '4410231', 225: 'A1B2C3' },
  10002: { 116: '4410231', 131: '10002' },
  10003: { 4: '880017' },
};

export const carrierDefaultAgreementNos: Record<number, { list2: string; other: string }> = {
  131: { list2: '960012345', other: '960098765' },
  116: { list2: '1000002', other: '1000001' },
  4: { list2: '770002', other: '770001' },
  225: { list2: 'SKP002', other: 'SKP001' },
  71: { list2: '', other: '' },
  210: { list2: '', other: '' },
};
