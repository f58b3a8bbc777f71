import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bills } from '../../db/schema/index.ts';
import { printInvoice } from '../../documents/invoice/invoice-pdf.ts';
import { invoiceUbl } from '../../documents/invoice/invoice-ubl.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { billPdfKey, invoiceDocument } from './documents.ts';
import type { BillService } from './service.ts';

/** An invoice's files: its PDF as rendered once after the run, and its Peppol BIS 3.0 e-invoice. */
export function billLinks(deps: { db: Database; files: FileStore; service: BillService }) {
  const { db, files } = deps;

  async function render(billId: number) {
    const [row] = await db.select().from(bills).where(eq(bills.id, billId));
    if (!row || row.pdfKey || row.type === 'credit') return;
    const key = billPdfKey(row);
    await files.put(key, await printInvoice(await invoiceDocument(db, row)));
    await db.update(bills).set({ pdfKey: key }).where(eq(bills.id, billId));
  }

  /** GET /bill/link/{id}: a credit note is not shown (SPEC §4), an invoice not yet rendered not found. */
  async function link(user: AccessClaims, id: number, format: 'pdf' | 'ubl') {
    const row = await deps.service.billOf(user, id);
    if (row.type === 'credit') throw new AppError('bill.credit_not_available');
    if (!row.pdfKey) throw new AppError('bill.file_not_found');
    const name = `faktura-${row.invoiceNo}`;
    if (format === 'ubl') {
      const xml = invoiceUbl(await invoiceDocument(db, row));
      return { contentType: 'application/xml', fileName: `${name}.xml`, body: Buffer.from(xml) };
    }
    const body = await files.get(row.pdfKey);
    if (!body) throw new AppError('bill.file_not_found');
    return { contentType: 'application/pdf', fileName: `${name}.pdf`, body };
  }

  /** Invoices whose PDF is not written yet: a render lost with a stopped process is queued again at start. */
  async function unrendered(): Promise<number[]> {
    const rows = await db
      .select({ id: bills.id })
      .from(bills)
      .where(and(isNull(bills.pdfKey), eq(bills.type, 'invoice')));
    return rows.map((r) => r.id);
  }

  return { render, link, unrendered };
}
