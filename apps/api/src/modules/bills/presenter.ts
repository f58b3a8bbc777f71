import type { Bill, BillBalance, BillOrder, BillStatus } from '@skeppa/domain';
import { type AccountOre, creditLeft } from './balance.ts';
import type { BillOrderRow, BillRow } from './repository.ts';

const sek = (ore: number) => ore / 100;

/** Paid in full (a credit note always), else unpaid until its due date has passed. */
export function billStatus(row: BillRow, today: string): BillStatus {
  if (row.type === 'credit' || row.paidOre >= row.totalCapitalOre + row.totalVatOre) return 'paid';
  return row.dueDate < today ? 'overdue' : 'unpaid';
}

export function presentBill(row: BillRow, today: string): Bill {
  return {
    id: row.id,
    type: row.type === 'credit' ? 'credit' : 'invoice',
    refId: row.refId,
    invoiceNo: String(row.invoiceNo),
    ocr: row.ocr,
    status: billStatus(row, today),
    custId: row.customerId,
    billDate: row.billDate,
    dueDate: row.dueDate,
    paidDate: row.paidDate,
    currency: row.currency,
    totalCapital: sek(row.totalCapitalOre),
    totalVat: sek(row.totalVatOre),
    paid: sek(row.paidOre),
    spotfactoringInvoiceId: row.spotfactoringInvoiceId,
  };
}

export function presentBillOrder(row: BillOrderRow): BillOrder {
  return {
    id: row.id,
    type: row.type as BillOrder['type'],
    orderNo: row.orderNo,
    article: row.article,
    infoText: row.infoText,
    totalPrice: sek(row.totalPriceOre),
    custId: row.customerId,
    customer: row.customer,
    supplierId: row.supplierId,
    supplier: row.supplier,
    dateCreated: row.dateCreated.toISOString(),
    billed: row.billed,
    dateBilled: row.dateBilled?.toISOString() ?? null,
    billId: row.billId,
    invoiceNo: row.invoiceNo === null ? null : String(row.invoiceNo),
    vat: sek(row.vatOre),
    vatRate: row.vatRate,
  };
}

export function presentBalance(companyId: number, a: AccountOre): BillBalance {
  return {
    compId: companyId,
    creditLimit: sek(a.creditLimit),
    unbilled: sek(a.unbilled),
    overdue: sek(a.overdue),
    notOverdue: sek(a.notOverdue),
    credit: sek(a.credit),
    balance: sek(creditLeft(a)),
    creditBlock: a.creditBlock,
  };
}
