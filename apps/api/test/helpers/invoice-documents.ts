import { ocrReference, vatOre } from '@skeppa/domain';
import type { InvoiceDocument, InvoiceLine } from '../../src/documents/invoice/types.ts';
import { SELLER } from '../../src/modules/bills/seller.ts';

const line = (netOre: number, vatRate: number, o: Partial<InvoiceLine> = {}): InvoiceLine => ({
  article: 'Frakt',
  text: 'DHL Freight 40123456781, Göteborg SE → Stockholm SE',
  orderNo: 'SK2611230001',
  date: '2026-11-23',
  netOre,
  vatRate,
  vatOre: vatOre(netOre, vatRate),
  vatExemption: vatRate > 0 ? null : 'export',
  ...o,
});

/** An invoice of three lines: freight and fuel at 25 %, a transport to Norway without VAT. */
export function invoiceDocument(o: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = o.lines ?? [
    line(48_900, 25),
    line(4_890, 25, { article: 'Drivmedelstillägg', text: 'DHL Freight 40123456781, drivmedelstillägg' }),
    line(125_000, 0, {
      orderNo: 'SK2611240002',
      text: 'UPS 1Z999AA10123456784, Göteborg SE → Oslo NO',
      date: '2026-11-24',
    }),
  ];
  return {
    kind: 'invoice',
    invoiceNo: '1001',
    creditedInvoiceNo: null,
    billDate: '2026-12-01',
    dueDate: '2026-12-31',
    language: 'sv',
    currency: 'SEK',
    seller: { ...SELLER },
    buyer: {
      name: 'Nordisk Verktyg AB',
      orgNo: '556677-8899',
      vatNo: 'SE556677889901',
      address: 'Verkstadsgatan 12',
      address2: '',
      postcode: '41707',
      city: 'Göteborg',
      country: 'SE',
      customerNo: '2',
      reference: 'Anna Lindqvist',
    },
    lines,
    totalNetOre: lines.reduce((s, l) => s + l.netOre, 0),
    totalVatOre: lines.reduce((s, l) => s + l.vatOre, 0),
    ocr: ocrReference(o.invoiceNo ?? '1001'),
    paymentTermsDays: 30,
    ...o,
  };
}

export { line as invoiceLine };
