import {
  type AftercareDeadlinesResponse,
  type AftercareFile,
  type Claim,
  newConsignment,
  type Order,
} from '@skeppa/domain';

/** Consignment 41, order 1000234: booked with DHL Freight, insured for 25 000 SEK unless told. */
export function makeOrder(o: Partial<Order> = {}): Order {
  const consignment = { ...newConsignment(() => 0.5), consignmentId: 41, orderNo: '1000234' };
  return {
    orderNo: '1000234',
    custId: 7,
    supplierId: 116,
    priceSupplier: 116,
    consignmentId: 41,
    consignmentNo: '1234567897',
    templateName: 'dhl_freight_paket',
    consigneeType: 'company',
    calculatedPrice: 162.5,
    calculatedCurrency: 'SEK',
    senderOrderRef: '',
    dateBooked: '2026-11-20T10:00:00Z',
    printed: true,
    noPickup: false,
    insured: true,
    goodsValue: 25_000,
    insurancePrice: 187.5,
    statusCategory: 'DELIVERED',
    statusName: 'Levererad',
    statusUpdated: '2026-11-23T14:00:00Z',
    datePrinted: '2026-11-20T10:05:00Z',
    datePlaced: '2026-11-20T09:00:00Z',
    archived: false,
    from: { name: 'Nordisk Verktyg AB', postcode: '11122', city: 'Stockholm', countrycode: 'SE' },
    to: { name: 'Kund AB', postcode: '41101', city: 'Göteborg', countrycode: 'SE' },
    consignment,
    ...o,
  };
}

export const deadlines: AftercareDeadlinesResponse = {
  consignmentId: 41,
  mode: 'road',
  deliveredOn: '2026-11-23',
  estimated: false,
  deadlines: [
    { kind: 'hiddenDamage', lastDay: '2026-11-30', near: true, passed: false },
    { kind: 'delay', lastDay: '2026-12-14', near: false, passed: false },
    { kind: 'timeBar', lastDay: '2027-11-23', near: false, passed: false },
  ],
};

export function makeFile(o: Partial<AftercareFile> = {}): AftercareFile {
  return {
    id: 9,
    fileName: 'skada.jpg',
    contentType: 'image/jpeg',
    size: 2048,
    filePath: 'c3f1a2',
    uploadedAt: '2026-11-25T09:00:00Z',
    ...o,
  };
}

export function makeClaim(o: Partial<Claim> = {}): Claim {
  return {
    id: 3,
    claimNo: '',
    consignmentId: 41,
    consignmentNo: '1234567897',
    custId: 7,
    createdBy: 'user@skeppa.test',
    createdDate: '2026-11-25T09:00:00Z',
    submittedDate: null,
    kind: 'damage',
    description: 'Två lådor krossade vid leverans.',
    amount: 12_500.5,
    insuredValue: 25_000,
    bankAccount: { type: 'bankgiro', clearing: '', number: '50501055' },
    status: 'draft',
    files: [],
    ...o,
  };
}
