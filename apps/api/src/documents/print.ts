import { type CustomsInvoice, customsInvoiceProblems } from '@skeppa/domain';
import { drawCustomsInvoice } from './customs-invoice-pdf.ts';
import { drawFreightDocument } from './freight-document.ts';
import { drawLaserLabels, drawThermalLabels, shipmentLabels, shipmentZpl, zplLabels } from './labels.ts';
import { documentDate, newPdf } from './pdf.ts';
import type { PrintableShipment, PrintFormat } from './types.ts';

export type RefusalReason = 'archived' | 'notBooked' | 'noPackages' | 'customsInvoiceIncomplete';
export interface RefusedShipment {
  id: number;
  reason: RefusalReason;
}

export interface PrintResult {
  /** Null when nothing could be printed ("No document"). */
  document: { body: Buffer; contentType: string; extension: 'pdf' | 'zpl' } | null;
  /** Shipments that were asked for and left out, with why: never left out silently. */
  refused: RefusedShipment[];
}

/** Why a shipment cannot be printed, or null: archived and unbooked ones have no documents. */
export function refusal(s: PrintableShipment): RefusalReason | null {
  if (s.status === 'archived') return 'archived';
  if (s.status !== 'booked' && s.status !== 'printed') return 'notBooked';
  if (s.packages.length === 0) return 'noPackages';
  // Goods that need a customs invoice do not leave without one the carrier accepts.
  if (s.customsInvoice && customsInvoiceProblems(s.customsInvoice).length > 0)
    return 'customsInvoiceIncomplete';
  return null;
}

/**
 * The documents of one or more shipments in one file, in the order given: PDF (A4 laser) the
 * freight documents, each followed by its customs invoice's paper copies, then the labels, two to
 * a sheet; LABEL (thermal PDF) one page per package;
 * ZPL one block per package. Labels go shipment by shipment, package by package. A package with
 * the carrier's own label prints that one; where it cannot be printed this throws
 * `CarrierLabelUnreadable` naming the shipment, for the caller to refuse it.
 */
export async function printShipments(
  shipments: PrintableShipment[],
  format: PrintFormat,
): Promise<PrintResult> {
  const refused: RefusedShipment[] = [];
  const printable = shipments.filter((s) => {
    const reason = refusal(s);
    if (reason) refused.push({ id: s.id, reason });
    return reason === null;
  });
  const [first] = printable;
  if (!first) return { document: null, refused };
  if (format === 'ZPL') {
    return {
      document: {
        body: zplLabels(printable.flatMap(shipmentZpl)),
        contentType: 'text/plain',
        extension: 'zpl',
      },
      refused,
    };
  }
  const title =
    printable.length === 1 ? `Fraktsedel ${first.waybillNo}` : `Fraktsedlar (${printable.length})`;
  const labels = printable.flatMap(shipmentLabels);
  const { doc, done } = newPdf(title, documentDate(first.shipDate));
  if (format === 'LABEL') drawThermalLabels(doc, labels);
  else {
    for (const s of printable) {
      drawFreightDocument(doc, s);
      const invoice = s.customsInvoice;
      for (let n = 1; invoice && n <= s.invoiceCopies; n++)
        drawCustomsInvoice(doc, invoice, { n, of: s.invoiceCopies });
    }
    drawLaserLabels(doc, labels);
  }
  doc.end();
  return { document: { body: await done, contentType: 'application/pdf', extension: 'pdf' }, refused };
}

/** A customs invoice alone, in `copies` copies: for the customs screen and a paperless upload. */
export async function printCustomsInvoice(invoice: CustomsInvoice, copies = 1): Promise<Buffer> {
  const { doc, done } = newPdf(`Invoice ${invoice.invoiceNo}`, documentDate(invoice.invoiceDate));
  for (let n = 1; n <= copies; n++) drawCustomsInvoice(doc, invoice, { n, of: copies });
  doc.end();
  return done;
}
