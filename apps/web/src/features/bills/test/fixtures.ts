import type { Bill, BillBalance, BillOrder } from '@skeppa/domain';

/** An invoice as GET /bill/customer answers it (1 000 SEK + VAT, unpaid by default). */
export function makeBill(overrides: Partial<Bill> = {}): Bill {
  return {
    id: 11,
    type: 'invoice',
    refId: '',
    invoiceNo: '1001',
    ocr: '100147',
    status: 'unpaid',
    custId: 7,
    billDate: '2026-11-01',
    dueDate: '2026-12-01',
    paidDate: null,
    currency: 'SEK',
    totalCapital: 1000,
    totalVat: 250,
    paid: 0,
    spotfactoringInvoiceId: null,
    ...overrides,
  };
}

/** The seeded company's four bills: paid, overdue, not yet due, and a credit note of the first. */
export const FOUR_BILLS: Bill[] = [
  makeBill({
    id: 14,
    type: 'credit',
    invoiceNo: '1004',
    refId: '1001',
    ocr: '',
    status: 'paid',
    totalCapital: -400,
    totalVat: -100,
    paid: -500,
  }),
  makeBill({
    id: 13,
    invoiceNo: '1003',
    ocr: '100345',
    status: 'unpaid',
    billDate: '2026-11-01',
    dueDate: '2026-12-01',
  }),
  makeBill({
    id: 12,
    invoiceNo: '1002',
    ocr: '100246',
    status: 'overdue',
    billDate: '2026-10-01',
    dueDate: '2026-10-31',
    totalCapital: 2000.4,
    totalVat: 500.1,
  }),
  makeBill({
    id: 11,
    invoiceNo: '1001',
    status: 'paid',
    billDate: '2026-09-01',
    dueDate: '2026-10-01',
    paid: 1250,
    paidDate: '2026-09-20',
  }),
];

export function makeBalance(overrides: Partial<BillBalance> = {}): BillBalance {
  return {
    compId: 1,
    creditLimit: 50_000,
    unbilled: 1_200,
    overdue: 2_500.5,
    notOverdue: 1_250,
    credit: 0,
    balance: 45_049.5,
    creditBlock: false,
    ...overrides,
  };
}

export function makeBillOrder(overrides: Partial<BillOrder> = {}): BillOrder {
  return {
    id: 21,
    type: 'freight',
    orderNo: '2611-0042',
    article: 'DHL Paket',
    infoText: 'DHL Freight 1000000016, Göteborg SE → Stockholm SE',
    totalPrice: 420,
    custId: 7,
    customer: 'Erik Johansson',
    supplierId: 116,
    supplier: 'DHL Freight',
    dateCreated: '2026-11-12T09:30:00+01:00',
    billed: false,
    dateBilled: null,
    billId: null,
    invoiceNo: null,
    vat: 105,
    vatRate: 25,
    ...overrides,
  };
}
