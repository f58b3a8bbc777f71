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

/** Every package's label layout, in package order. */
export function shipmentLabels(s: PrintableShipment): LabelLayout[] {
  const [w, h] = labelSizeMm(s);
  return s.packages.map((_, i) => labelLayout(labelContent(s, i), w, h));
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

/** One `^XA … ^XZ` block per label, each on its own lines. */
export function zplLabels(labels: LabelLayout[]): string {
  return labels.map(zplLabel).join('\n');
}
