import { billArticleName } from '@skeppa/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bills, companies, customers } from '../../db/schema/index.ts';
import type { InvoiceDocument, InvoiceLine } from '../../documents/invoice/types.ts';
import { type BillRepository, type BillRow, billRepository } from './repository.ts';
import { SELLER } from './seller.ts';

/** A Swedish company's VAT number from its org. no. (SE + the ten digits + 01). */
const vatNoOf = (orgNo: string) => {
  const digits = orgNo.replace(/\D/g, '');
  return digits.length === 10 ? `SE${digits}01` : '';
};

export const billPdfKey = (row: Pick<BillRow, 'companyId' | 'invoiceNo'>) =>
  `bills/${row.companyId}/invoice-${row.invoiceNo}`;

/** A bill as its documents print it: seller, buyer, lines and totals, in the customer's language. */
export async function invoiceDocument(db: Database, row: BillRow, repo: BillRepository = billRepository(db)) {
  const language = row.language === 'en' ? 'en' : 'sv';
  const [company] = await db.select().from(companies).where(eq(companies.id, row.companyId));
  const [customer] = row.customerId
    ? await db.select().from(customers).where(eq(customers.id, row.customerId))
    : [];
  const [credited] = row.creditedBillId
    ? await db.select({ invoiceNo: bills.invoiceNo }).from(bills).where(eq(bills.id, row.creditedBillId))
    : [];
  const lines: InvoiceLine[] = (await repo.billLines(row.id)).map((l) => ({
    article: billArticleName(l.article, language),
    text: l.infoText,
    orderNo: l.orderNo,
    date: l.dateCreated.toISOString().slice(0, 10),
    netOre: l.totalPriceOre,
    vatRate: l.vatRate,
    vatOre: l.vatOre,
    vatExemption: l.vatRate > 0 ? null : l.article.startsWith('INSURANCE') ? 'insurance' : 'export',
  }));
  const doc: InvoiceDocument = {
    kind: row.type === 'credit' ? 'credit' : 'invoice',
    invoiceNo: String(row.invoiceNo),
    creditedInvoiceNo: credited ? String(credited.invoiceNo) : null,
    billDate: row.billDate,
    dueDate: row.dueDate,
    language,
    currency: 'SEK',
    seller: { ...SELLER },
    buyer: {
      name: company?.name ?? '',
      orgNo: company?.orgNo ?? '',
      vatNo: vatNoOf(company?.orgNo ?? ''),
      address: company?.address ?? '',
      address2: company?.address2 ?? '',
      postcode: company?.postcode ?? '',
      city: company?.city ?? '',
      country: company?.country ?? 'SE',
      customerNo: String(row.companyId),
      reference: customer ? `${customer.firstName} ${customer.lastName}`.trim() : '',
    },
    lines,
    totalNetOre: row.totalCapitalOre,
    totalVatOre: row.totalVatOre,
    ocr: row.ocr,
    paymentTermsDays: Math.round((Date.parse(row.dueDate) - Date.parse(row.billDate)) / 86_400_000),
  };
  return doc;
}
