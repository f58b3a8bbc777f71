import {
  type CustomsInvoice,
  type CustomsParty,
  customsInvoiceTotals,
  type ExportReason,
  formatNumber,
  normaliseHsCode,
} from '@skeppa/domain';
import { BOLD, type PdfDoc, REGULAR } from './fonts.ts';
import {
  BODY_PT,
  box,
  boxPair,
  line,
  numberPages,
  PAGE_MARGIN,
  paragraphBox,
  signatureFields,
} from './page-parts.ts';
import { A4 } from './pdf.ts';
import { BOTTOM, drawTable, newPage, ROW, type TableColumn, WIDTH } from './table.ts';

const REASON: Record<ExportReason, string> = {
  sale: 'Försäljning / Sale',
  gift: 'Gåva / Gift',
  sample: 'Varuprov / Sample',
  return: 'Retur / Return',
  repair: 'Reparation / Repair',
  other: 'Annat / Other',
};

const TITLE = {
  commercial: ['COMMERCIAL INVOICE', 'Handelsfaktura'],
  proforma: ['PROFORMA INVOICE', 'Proformafaktura'],
} as const;

const COLUMNS: TableColumn[] = [
  { title: 'Varubeskrivning / Description', width: 151, align: 'left' },
  { title: 'HS-nr / HS code', width: 62, align: 'left' },
  { title: 'Ursprung / Origin', width: 60, align: 'left' },
  { title: 'Antal / Qty', width: 58, align: 'right' },
  { title: 'À-pris / Unit value', width: 64, align: 'right' },
  { title: 'Värde / Value', width: 70, align: 'right' },
  { title: 'Netto kg / Net kg', width: WIDTH - 465, align: 'right' },
];

function partyLines(p: CustomsParty): string[] {
  return [
    p.name,
    ...p.address.filter((l) => l !== ''),
    `${p.countrycode}-${p.postcode} ${p.city}`,
    ...(p.vatNo ? [`Momsreg.nr / VAT no: ${p.vatNo}`] : []),
    ...(p.eori ? [`EORI: ${p.eori}`] : []),
  ];
}

/**
 * Draws one copy of a customs invoice on new pages of `doc`. Line values and totals come from the
 * domain's `customsInvoiceTotals`, in whole cents, so the total printed is the sum of the lines
 * printed. `copy` marks which of the paper copies this is.
 */
export function drawCustomsInvoice(doc: PdfDoc, inv: CustomsInvoice, copy: { n: number; of: number }) {
  const range = doc.bufferedPageRange();
  const first = range.start + range.count;
  let y = newPage(doc);
  const [title, swedish] = TITLE[inv.kind];
  doc.font(BOLD).fontSize(18);
  line(doc, title, PAGE_MARGIN, y, 300);
  doc.font(REGULAR).fontSize(9);
  line(doc, swedish, PAGE_MARGIN, y + 22, 300);
  if (copy.of > 1)
    line(doc, `Kopia ${copy.n} av ${copy.of} / Copy ${copy.n} of ${copy.of}`, PAGE_MARGIN, y + 34, 300);
  const right = A4[0] - PAGE_MARGIN - 200;
  doc.font(BOLD).fontSize(BODY_PT);
  line(doc, `Fakturanr / Invoice no: ${inv.invoiceNo}`, right, y, 200, 'right');
  doc.font(REGULAR);
  line(doc, `Datum / Date: ${inv.invoiceDate}`, right, y + 13, 200, 'right');
  line(doc, `Fraktsedel / Waybill: ${inv.waybillNo}`, right, y + 26, 200, 'right');
  y += 52;

  y +=
    boxPair(
      doc,
      y,
      ['Exportör / Exporter', partyLines(inv.exporter)],
      ['Importör / Importer', partyLines(inv.importer)],
      WIDTH,
    ) + 6;
  const terms = [
    `${inv.incoterm ?? '–'} ${inv.namedPlace} (Incoterms 2020)`,
    `Valuta / Currency: ${inv.currency}`,
    `Exportorsak / Reason for export: ${inv.reason ? REASON[inv.reason] : '–'}`,
    ...(inv.reasonExplanation ? [inv.reasonExplanation] : []),
  ];
  const buyer = inv.buyer ? partyLines(inv.buyer) : ['Som importören / As importer'];
  y += boxPair(doc, y, ['Köpare / Buyer', buyer], ['Villkor / Terms', terms], WIDTH) + 8;

  const totals = customsInvoiceTotals(inv);
  y = drawTable(doc, COLUMNS, inv.lines, y, {
    cells: (l, i) => [
      l.description,
      normaliseHsCode(l.hsCode),
      l.originCountry,
      `${formatNumber(l.quantity, l.quantity % 1 === 0 ? 0 : 2)} ${l.unit}`,
      formatNumber(l.unitValue, 2),
      formatNumber(totals.lineValues[i], 2),
      formatNumber(l.netWeightKg, 3),
    ],
  });
  y += 6;

  const sums: [string, number][] = [
    ['Varuvärde / Goods', totals.goods],
    ['Frakt / Freight', inv.freight],
    ['Försäkring / Insurance', inv.insurance],
    ['Övrigt / Other', inv.otherCharges],
  ];
  if (y + 5 * ROW + 20 > BOTTOM) y = newPage(doc);
  const sumsX = PAGE_MARGIN + WIDTH - 230;
  doc.font(REGULAR).fontSize(BODY_PT);
  const weights = [
    `Bruttovikt / Gross weight: ${formatNumber(inv.grossWeightKg, 1)} kg`,
    `Nettovikt / Net weight: ${formatNumber(totals.netWeightKg, 3)} kg`,
    `Antal kolli / Packages: ${inv.packageCount}`,
  ];
  weights.forEach((w, i) => {
    line(doc, w, PAGE_MARGIN, y + i * ROW, 250);
  });
  sums.forEach(([label, value], i) => {
    line(doc, label, sumsX, y + i * ROW, 130);
    line(doc, `${formatNumber(value, 2)} ${inv.currency}`, sumsX + 130, y + i * ROW, 100, 'right');
  });
  doc.font(BOLD);
  line(doc, 'Totalt / Total', sumsX, y + 4 * ROW + 2, 130);
  line(doc, `${formatNumber(totals.total, 2)} ${inv.currency}`, sumsX + 130, y + 4 * ROW + 2, 100, 'right');
  y += 5 * ROW + 14;

  if (y + 40 + inv.declaration.length / 2 > BOTTOM) y = newPage(doc);
  y += paragraphBox(doc, 'Försäkran / Declaration', inv.declaration, PAGE_MARGIN, y, WIDTH) + 8;
  if (y + 110 > BOTTOM) y = newPage(doc);
  const s = inv.signatory;
  y +=
    box(doc, 'Undertecknad / Signatory', [s.name, s.title, `${s.place}, ${s.date}`], PAGE_MARGIN, y, WIDTH) +
    6;
  signatureFields(doc, ['Exportör / Exporter'], y, WIDTH / 2);
  numberPages(doc, first, `${title} ${inv.invoiceNo} · ${inv.waybillNo}`);
}
