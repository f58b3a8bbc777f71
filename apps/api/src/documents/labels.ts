import { CarrierLabelUnreadable, carrierImageLayout, carrierZpl, readCarrierGif } from './carrier-label.ts';
import type { PdfDoc } from './fonts.ts';
import { labelContent } from './label-content.ts';
import { type LabelLayout, labelLayout } from './label-layout.ts';
import { drawLabel } from './label-pdf.ts';
import { A4, LABEL_MM, MM } from './pdf.ts';
import type { PrintableShipment } from './types.ts';
import { zplLabel } from './zpl.ts';

/** UPS prints on 4 × 6 in, the others on 100 × 150 mm. */
export function labelSizeMm(s: PrintableShipment): readonly [number, number] {
  return s.carrier.code === 225 ? LABEL_MM.ups : LABEL_MM.standard;
}

/**
 * One package's label laid out: the carrier's own image where it sent one (a driver scans the
 * carrier's label, not ours), else ours. A carrier's ZPL has no layout: it prints only as ZPL.
 */
function packageLayout(s: PrintableShipment, i: number): LabelLayout {
  const [w, h] = labelSizeMm(s);
  const p = s.packages[i]!;
  if (!p.carrierLabel) return labelLayout(labelContent(s, i), w, h);
  const of = { shipmentId: s.id, packageNo: p.number };
  if (p.carrierLabel.format === 'zpl') throw new CarrierLabelUnreadable('zplOnly', of);
  return carrierImageLayout(readCarrierGif(p.carrierLabel.data, of), w, h);
}

/** Every package's label layout, in package order, for the PDFs. */
export function shipmentLabels(s: PrintableShipment): LabelLayout[] {
  return s.packages.map((_, i) => packageLayout(s, i));
}

/** Every package's ZPL label, in package order: the carrier's ZPL as it sent it, else the layout's. */
export function shipmentZpl(s: PrintableShipment): Buffer[] {
  return s.packages.map((p, i) =>
    p.carrierLabel?.format === 'zpl'
      ? carrierZpl(p.carrierLabel.data, { shipmentId: s.id, packageNo: p.number })
      : Buffer.from(zplLabel(packageLayout(s, i)), 'utf8'),
  );
}

/** Thermal PDF: one page per label, the label's own size, drawn unscaled. */
export function drawThermalLabels(doc: PdfDoc, labels: LabelLayout[]) {
  for (const l of labels) {
    doc.addPage({ size: [l.width * MM, l.height * MM], margin: 0 });
    drawLabel(doc, l, 0, 0);
  }
}

/**
 * A4 laser sheets: two A5 halves, each with one label turned a quarter and centred, unscaled, and
 * a dashed cut line between them.
 */
export function drawLaserLabels(doc: PdfDoc, labels: LabelLayout[]) {
  const half = A4[1] / 2;
  labels.forEach((l, i) => {
    if (i % 2 === 0) {
      doc.addPage({ size: A4, margin: 0 });
      doc
        .moveTo(18, half)
        .lineTo(A4[0] - 18, half)
        .lineWidth(0.5)
        .dash(4, { space: 4 })
        .stroke('#777777');
      doc.undash();
    }
    const footprint = [l.height * MM, l.width * MM] as const;
    const x = (A4[0] - footprint[0]) / 2;
    const y = (i % 2) * half + (half - footprint[1]) / 2;
    drawLabel(doc, l, x, y, true);
  });
}

const NEWLINE = Buffer.from('\n');

/**
 * One `^XA … ^XZ` block per label, each on its own lines. Joined as bytes: a carrier's ZPL keeps
 * its own code page, ours is UTF-8 (`^CI28`).
 */
export function zplLabels(labels: Buffer[]): Buffer {
  return Buffer.concat(labels.flatMap((l) => [l, NEWLINE]));
}
