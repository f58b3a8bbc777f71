import { formatNumber, PACKAGE_TYPES } from '@skeppa/domain';
import { type Barcode, drawLinear, linearModules } from './barcodes.ts';
import { BOLD, type PdfDoc, REGULAR } from './fonts.ts';
import {
  BODY_PT,
  box,
  boxPair,
  caption,
  line,
  numberPages,
  PAGE_MARGIN,
  partyLines,
  sandboxMark,
  signatureFields,
} from './page-parts.ts';
import { A4, MM } from './pdf.ts';
import { BOTTOM, drawTable, newPage, ROW, SECOND_LINE, type TableColumn, tableRow, WIDTH } from './table.ts';
import type { PrintableGoodsLine, PrintableServicePoint, PrintableShipment } from './types.ts';

// Waybill Code 128: 0.375 mm modules (3 dots at 8/mm), 12 mm bars.
const WAYBILL_MODULE = 0.375 * MM;
const WAYBILL_HEIGHT = 12 * MM;

const PAYER: Record<PrintableShipment['payer']['kind'], string> = {
  sender: 'Avsändaren / Sender',
  receiver: 'Mottagaren / Receiver',
  other: 'Annan / Other',
};

interface Column extends TableColumn {
  value: (g: PrintableGoodsLine) => string;
}

const kind = (code: string) => {
  const t = PACKAGE_TYPES.find((p) => p.code === code);
  return t ? t.name : code;
};

const COLUMNS: Column[] = [
  { title: 'Märkning / Marks', width: 66, align: 'left', value: (g) => g.marks },
  { title: 'Antal / No.', width: 38, align: 'right', value: (g) => String(g.noOfPackages) },
  { title: 'Slag / Kind', width: 60, align: 'left', value: (g) => kind(g.packageType) },
  // The goods are described whole: wrapped at words onto a second line, never cut.
  { title: 'Varuslag / Description', width: 132, align: 'left', wrap: true, value: (g) => g.description },
  { title: 'Vikt kg / Gross kg', width: 58, align: 'right', value: (g) => formatNumber(g.weightKg, 1) },
  { title: 'Volym m³', width: 46, align: 'right', value: (g) => formatNumber(g.volumeM3, 3) },
  { title: 'Flakm. / ldm', width: 50, align: 'right', value: (g) => formatNumber(g.loadingMetres, 2) },
  {
    title: 'Mått cm / Dimensions',
    width: WIDTH - 450,
    align: 'right',
    value: (g) => `${g.lengthCm}×${g.widthCm}×${g.heightCm}`,
  },
];

/**
 * The sums as printed: each line rounded as shown (kg to 0.1, m³ to 0.001, ldm to 0.01) and added
 * in those units, so the totals row is exactly the sum of the rows above it.
 */
export function goodsTotals(goods: PrintableGoodsLine[]) {
  const sum = (f: (g: PrintableGoodsLine) => number, scale: number) =>
    goods.reduce((a, g) => a + Math.round(f(g) * scale), 0) / scale;
  return {
    packages: goods.reduce((a, g) => a + g.noOfPackages, 0),
    weightKg: sum((g) => g.weightKg, 10),
    volumeM3: sum((g) => g.volumeM3, 1000),
    loadingMetres: sum((g) => g.loadingMetres, 100),
  };
}

const DESCRIPTION = COLUMNS.findIndex((c) => c.title.startsWith('Varuslag'));
const DESCRIPTION_WIDTH = (COLUMNS[DESCRIPTION]?.width ?? 0) - 4;
// A description wider than its column takes a second line (35 characters always fit in two).

/** The height of a goods line's row: one line, or two where its description needs them. */
function rowHeight(doc: PdfDoc, g: PrintableGoodsLine): number {
  doc.font(REGULAR).fontSize(8);
  return doc.widthOfString(g.description) > DESCRIPTION_WIDTH ? ROW + SECOND_LINE : ROW;
}

function header(doc: PdfDoc, s: PrintableShipment) {
  const top = PAGE_MARGIN;
  doc.font(BOLD).fontSize(18).text('FRAKTSEDEL', PAGE_MARGIN, top, { lineBreak: false });
  doc
    .font(REGULAR)
    .fontSize(9)
    .text('Consignment note', PAGE_MARGIN, top + 22, { lineBreak: false });
  doc.font(BOLD).fontSize(11);
  line(doc, `${s.carrier.name} – ${s.template.product}`, PAGE_MARGIN, top + 40, 280);
  doc
    .font(REGULAR)
    .fontSize(BODY_PT)
    .text(`Datum / Date: ${s.shipDate}    Order: ${s.orderNo}`, PAGE_MARGIN, top + 56, { lineBreak: false });
  if (s.sandbox) sandboxMark(doc, PAGE_MARGIN + 170, top);

  // The waybill number, scannable, at the top right.
  const barcode: Barcode = { symbology: 'code128', data: s.waybillNo, text: s.waybillNo };
  const barsWidth = linearModules(barcode) * WAYBILL_MODULE;
  const right = A4[0] - PAGE_MARGIN;
  caption(doc, 'Fraktsedelsnummer / Waybill no.', right - 200, top, 200);
  drawLinear(doc, barcode, right - barsWidth - 10 * WAYBILL_MODULE, top + 10, WAYBILL_MODULE, WAYBILL_HEIGHT);
  doc.font(BOLD).fontSize(11);
  line(doc, s.waybillNo, right - 200, top + 12 + WAYBILL_HEIGHT, 200, 'right');
}

/** The receiver's service point: its name, address and the carrier's id of it. */
export function servicePointLines(p: PrintableServicePoint): string[] {
  return [p.name, p.street, `${p.countrycode}-${p.postcode} ${p.city}`, `ID: ${p.id}`];
}

/** Draws the A4 freight document of a shipment on new pages of `doc`, numbered "n of N". */
export function drawFreightDocument(doc: PdfDoc, s: PrintableShipment) {
  const first = doc.bufferedPageRange().start + doc.bufferedPageRange().count;
  doc.addPage({ size: A4, margin: 0 });
  header(doc, s);
  let y = PAGE_MARGIN + 84;
  y +=
    boxPair(
      doc,
      y,
      ['Avsändare / Sender', partyLines(s.sender, true)],
      ['Mottagare / Receiver', partyLines(s.receiver, true)],
      WIDTH,
    ) + 6;
  if (s.pickup || s.delivery) {
    y +=
      boxPair(
        doc,
        y,
        [
          'Upphämtningsadress / Pickup address',
          s.pickup ? partyLines(s.pickup, false) : ['Som avsändaren / As sender'],
        ],
        [
          'Leveransadress / Delivery address',
          s.delivery ? partyLines(s.delivery, false) : ['Som mottagaren / As receiver'],
        ],
        WIDTH,
      ) + 6;
  }
  if (s.servicePoint) {
    y +=
      box(doc, 'Utlämningsställe / Service point', servicePointLines(s.servicePoint), PAGE_MARGIN, y, WIDTH) +
      6;
  }
  const payer = [
    PAYER[s.payer.kind],
    ...(s.payer.customerNo ? [`Kundnr / Customer no: ${s.payer.customerNo}`] : []),
    ...(s.payer.party ? partyLines(s.payer.party, false) : []),
  ];
  const terms = [s.terms.code || '–', ...(s.terms.place ? [`Ort / Place: ${s.terms.place}`] : [])];
  y +=
    boxPair(doc, y, ['Fraktbetalare / Payer', payer], ['Leveransvillkor / Terms of delivery', terms], WIDTH) +
    6;
  const refs = [
    `Avsändarens ref. / Sender's ref.: ${s.references.sender || '–'}`,
    `Mottagarens ref. / Receiver's ref.: ${s.references.receiver || '–'}`,
  ];
  const insurance = s.insurance
    ? [`Försäkringsvärde / Insured value: ${formatNumber(s.insurance.value, 2)} ${s.insurance.currency}`]
    : ['Ingen / None'];
  y += boxPair(doc, y, ['Referenser / References', refs], ['Försäkring / Insurance', insurance], WIDTH) + 8;

  y = drawTable(doc, COLUMNS, s.goods, y, {
    cells: (g) => COLUMNS.map((c) => c.value(g)),
    height: (g) => rowHeight(doc, g),
  });
  const t = goodsTotals(s.goods);
  tableRow(
    doc,
    COLUMNS,
    [
      'Summa / Total',
      String(t.packages),
      '',
      '',
      formatNumber(t.weightKg, 1),
      formatNumber(t.volumeM3, 3),
      formatNumber(t.loadingMetres, 2),
      '',
    ],
    y,
    true,
  );
  y += ROW + 10;

  const instructions = [
    `Leverans / Delivery: ${s.instructions.delivery || '–'}`,
    `Upphämtning / Pickup: ${s.instructions.pickup || '–'}`,
  ];
  if (y + 50 > BOTTOM) {
    y = newPage(doc);
  }
  y += box(doc, 'Instruktioner / Instructions', instructions, PAGE_MARGIN, y, WIDTH) + 8;
  if (y + 74 > BOTTOM) {
    y = newPage(doc);
  }
  signatureFields(doc, ['Avsändare / Sender', 'Förare / Driver', 'Mottagare / Receiver'], y, WIDTH);
  numberPages(doc, first, `${s.carrier.name} · Fraktsedel / Waybill ${s.waybillNo}`);
}
