import type { Bill, BillStatus } from '@skeppa/domain';
import { paths } from '@/shared/routes/paths';

// Sums are added in öre: 0.1 + 0.2 in SEK is not 0.3 in floating point.
const ore = (sek: number) => Math.round(sek * 100);

/** What the invoice is for in all: capital and VAT. */
export function billAmount(bill: Pick<Bill, 'totalCapital' | 'totalVat'>): number {
  return (ore(bill.totalCapital) + ore(bill.totalVat)) / 100;
}

/** What is left to pay: the amount less what is paid or settled by credit. */
export function billLeft(bill: Pick<Bill, 'totalCapital' | 'totalVat' | 'paid'>): number {
  return (ore(billAmount(bill)) - ore(bill.paid)) / 100;
}

// Dark shades under white text: every status reads at WCAG AA contrast.
export const STATUS_COLOUR: Record<BillStatus, string> = {
  paid: 'teal.9',
  unpaid: 'blue.8',
  overdue: 'red.9',
};

/** A credit note has no PDF or e-invoice of its own (SPEC §8: "Credit invoices not available"). */
export const hasFiles = (bill: Pick<Bill, 'type'>) => bill.type === 'invoice';

export type BillFileFormat = 'pdf' | 'ubl';

/** GET /bill/link/{id}: the PDF, or with `?format=ubl` the Peppol BIS Billing 3.0 e-invoice. */
export const billFilePath = (id: number, format: BillFileFormat) =>
  `/bill/link/${id}${format === 'ubl' ? '?format=ubl' : ''}`;

/** The name to save under when the server gives none. */
export const billFileName = (bill: Pick<Bill, 'invoiceNo'>, format: BillFileFormat) =>
  `skeppa-invoice-${bill.invoiceNo}.${format === 'ubl' ? 'xml' : 'pdf'}`;

/** The consignment page of a bill order's shipment, as the booked list links it. */
export const consignmentPath = (orderNo: string) =>
  `${paths.consignment}?orderNo=${encodeURIComponent(orderNo)}`;
