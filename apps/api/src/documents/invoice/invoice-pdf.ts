import { formatNumber } from '@skeppa/domain';
import { BOLD, type PdfDoc, REGULAR } from '../fonts.ts';
import { BODY_PT, box, caption, line, PAGE_MARGIN } from '../page-parts.ts';
import { documentDate, newPdf } from '../pdf.ts';
import { BOTTOM, drawTable, newPage, ROW, SECOND_LINE, type TableColumn, WIDTH } from '../table.ts';
import { INVOICE_TEXTS, type InvoiceTexts } from './texts.ts';
import type { InvoiceDocument, InvoiceParty } from './types.ts';

const money = (ore: number) => `${formatNumber(ore / 100, 2)} SEK`;

/** Each VAT rate of the lines with its taxable amount and VAT, highest rate first. */
export function vatByRate(doc: Pick<InvoiceDocument, 'lines'>) {
  const rates = new Map<number, { netOre: number; vatOre: number }>();
  for (const l of doc.lines) {
    const r = rates.get(l.vatRate) ?? { netOre: 0, vatOre: 0 };
    rates.set(l.vatRate, { netOre: r.netOre + l.netOre, vatOre: r.vatOre + l.vatOre });
  }
  return [...rates.entries()].sort(([a], [b]) => b - a).map(([rate, sums]) => ({ rate, ...sums }));
}

function partyLines(p: InvoiceParty, t: InvoiceTexts) {
  return [
    p.name,
    p.address,
    p.address2,
    `${p.postcode} ${p.city}`.trim(),
    p.country === 'SE' ? '' : p.country,
    p.orgNo ? `${t.orgNo} ${p.orgNo}` : '',
    p.vatNo ? `${t.vatNo} ${p.vatNo}` : '',
  ].filter((s) => s !== '');
}

/**
 * Our invoice (or credit note) to a customer as an A4 PDF, with what Swedish law asks an invoice
 * to hold (ML 2023:200, 17 kap. 24 §; docs/rules.md, Bills). A pure function of the document: the
 * same bill prints the same bytes.
 */
export async function printInvoice(inv: InvoiceDocument): Promise<Buffer> {
  const t = INVOICE_TEXTS[inv.language];
  const credit = inv.kind === 'credit';
  const { doc, done } = newPdf(
    `${credit ? t.credit : t.invoice} ${inv.invoiceNo}`,
    documentDate(inv.billDate),
  );
  let y = newPage(doc);

  doc.font(BOLD).fontSize(16).text(inv.seller.name, PAGE_MARGIN, y, { lineBreak: false });
  doc.font(BOLD).fontSize(16);
  line(doc, credit ? t.credit : t.invoice, PAGE_MARGIN, y, WIDTH, 'right');
  y += 30;
  const facts: [string, string][] = [
    [credit ? t.creditNo : t.invoiceNo, inv.invoiceNo],
    ...(credit && inv.creditedInvoiceNo ? ([[t.credits, inv.creditedInvoiceNo]] as [string, string][]) : []),
    [t.billDate, inv.billDate],
    ...(credit ? [] : ([[t.dueDate, inv.dueDate]] as [string, string][])),
    [t.customerNo, inv.buyer.customerNo],
    ...(inv.buyer.reference ? ([[t.reference, inv.buyer.reference]] as [string, string][]) : []),
  ];
  const half = (WIDTH - 8) / 2;
  const buyerHeight = box(doc, t.buyer, partyLines(inv.buyer, t), PAGE_MARGIN, y, half);
  facts.forEach(([label, value], i) => {
    caption(doc, label, PAGE_MARGIN + half + 8, y + i * 18, half);
    doc.font(BOLD).fontSize(BODY_PT);
    line(doc, value, PAGE_MARGIN + half + 8, y + i * 18 + 7, half);
  });
  y += Math.max(buyerHeight, facts.length * 18) + 16;

  const columns: TableColumn[] = [
    { title: t.columns[0], width: 58, align: 'left' },
    { title: t.columns[1], width: 78, align: 'left' },
    { title: t.columns[2], width: 88, align: 'left' },
    { title: t.columns[3], width: 186, align: 'left', wrap: true },
    { title: t.columns[4], width: 32, align: 'right' },
    { title: t.columns[5], width: WIDTH - 442, align: 'right' },
  ];
  y = drawTable(doc, columns, inv.lines, y, {
    cells: (l) => [
      l.date,
      l.orderNo ?? '',
      l.article,
      l.text,
      `${l.vatRate} %`,
      formatNumber(l.netOre / 100, 2),
    ],
    height: (l) => (doc.font(REGULAR).fontSize(8).widthOfString(l.text) > 182 ? ROW + SECOND_LINE : ROW),
  });

  // The totals and payment stay together: on a new page when they would not fit under the lines.
  const rates = vatByRate(inv);
  const exemptions = [...new Set(inv.lines.map((l) => l.vatExemption).filter((e) => e !== null))];
  const needed = 60 + rates.length * 13 + exemptions.length * 12 + 120;
  if (y + needed > BOTTOM) y = newPage(doc);
  y = drawTotals(doc, inv, t, rates, y + 12);
  doc.font(REGULAR).fontSize(7.5);
  for (const e of exemptions) {
    line(doc, t.exempt[e as keyof typeof t.exempt] ?? e, PAGE_MARGIN, y, WIDTH);
    y += 12;
  }
  y = drawPayment(doc, inv, t, y + 10);
  footer(doc, inv, t);
  doc.end();
  return done;
}

function drawTotals(
  doc: PdfDoc,
  inv: InvoiceDocument,
  t: InvoiceTexts,
  rates: ReturnType<typeof vatByRate>,
  at: number,
): number {
  let y = at;
  const x = PAGE_MARGIN + WIDTH / 2;
  const w = WIDTH / 2;
  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? BOLD : REGULAR).fontSize(bold ? 10 : BODY_PT);
    line(doc, label, x, y, w * 0.78);
    line(doc, value, x, y, w, 'right');
    y += bold ? 16 : 13;
  };
  caption(doc, t.vatSummary, x, y, w);
  y += 10;
  for (const r of rates) row(`${t.vat} ${r.rate} % (${t.vatBase} ${money(r.netOre)})`, money(r.vatOre));
  doc
    .moveTo(x, y)
    .lineTo(x + w, y)
    .lineWidth(0.6)
    .stroke('#000000');
  y += 4;
  row(t.net, money(inv.totalNetOre));
  row(t.totalVat, money(inv.totalVatOre));
  row(inv.kind === 'credit' ? t.toCredit : t.toPay, money(inv.totalNetOre + inv.totalVatOre), true);
  return y + 6;
}

function drawPayment(doc: PdfDoc, inv: InvoiceDocument, t: InvoiceTexts, at: number): number {
  if (inv.kind === 'credit') {
    doc.font(REGULAR).fontSize(BODY_PT).text(t.creditNote, PAGE_MARGIN, at, { width: WIDTH });
    return at + 20;
  }
  const height = 58;
  doc.lineWidth(1).rect(PAGE_MARGIN, at, WIDTH, height).stroke('#000000');
  caption(doc, t.payment, PAGE_MARGIN + 6, at + 4, WIDTH);
  const cell = (label: string, value: string, x: number) => {
    caption(doc, label, x, at + 16, 160);
    doc.font(BOLD).fontSize(12);
    line(doc, value, x, at + 25, 160);
  };
  cell(t.bankgiro, inv.seller.bankgiro, PAGE_MARGIN + 6);
  cell(t.ocr, inv.ocr, PAGE_MARGIN + 150);
  cell(t.dueDate, inv.dueDate, PAGE_MARGIN + 300);
  cell(t.toPay, money(inv.totalNetOre + inv.totalVatOre), PAGE_MARGIN + 400);
  doc.font(REGULAR).fontSize(7.5);
  line(doc, `${t.terms(inv.paymentTermsDays)} ${t.interest}`, PAGE_MARGIN + 6, at + 45, WIDTH - 12);
  return at + height + 8;
}

/** The seller's details and "page n of N" at the foot of every page. */
function footer(doc: PdfDoc, inv: InvoiceDocument, t: InvoiceTexts) {
  const s = inv.seller;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - PAGE_MARGIN - 4;
    doc
      .moveTo(PAGE_MARGIN, y - 6)
      .lineTo(PAGE_MARGIN + WIDTH, y - 6)
      .lineWidth(0.3)
      .stroke('#999999');
    doc.font(REGULAR).fontSize(7);
    line(
      doc,
      `${s.name}, ${s.address}, ${s.postcode} ${s.city} · ${t.orgNo} ${s.orgNo} · ${t.vatNo} ${s.vatNo}${s.fSkatt ? ` · ${t.fSkatt}` : ''}`,
      PAGE_MARGIN,
      y,
      WIDTH * 0.8,
    );
    line(doc, `${t.contact}: ${s.email}, ${s.phone}`, PAGE_MARGIN, y + 9, WIDTH * 0.8);
    line(doc, t.page(i - range.start + 1, range.count), PAGE_MARGIN, y, WIDTH, 'right');
  }
}
