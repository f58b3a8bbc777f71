import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Barcode, linearModules } from '../../src/documents/barcodes.ts';
import { labelContent } from '../../src/documents/label-content.ts';
import { DOT_MM, labelLayout } from '../../src/documents/label-layout.ts';
import { printShipments } from '../../src/documents/print.ts';
import { zplCode128 } from '../../src/documents/zpl-code128.ts';
import { party, shipment } from '../helpers/printable-shipments.ts';
import { parseZpl } from '../helpers/zpl-parse.ts';

const text = fc.string({ maxLength: 120 });
const addressParty = fc.record({
  name: text,
  street: text,
  co: text,
  postcode: fc.stringMatching(/^[0-9A-Z -]{0,12}$/),
  city: text,
  countrycode: fc.constantFrom('SE', 'NO', 'US', 'DE', 'GB', 'FI'),
});

describe('the label layout', () => {
  it('keeps every element inside the label, whatever the addresses hold', () => {
    fc.assert(
      fc.property(fc.constantFrom(116, 4, 225, 131), addressParty, addressParty, (carrier, r, snd) => {
        const s = shipment(carrier as 116, 3, {
          receiver: party({ ...r, address: [r.street, r.co] }),
          sender: party({ ...snd, address: [snd.street, snd.co] }),
        });
        const [w, h] = carrier === 225 ? [101.6, 152.4] : [100, 150];
        for (let i = 0; i < s.packages.length; i++) {
          for (const e of labelLayout(labelContent(s, i), w, h).elements) {
            expect(e.x).toBeGreaterThanOrEqual(0);
            expect(e.y).toBeGreaterThanOrEqual(0);
            if (e.kind === 'text' || e.kind === 'rule' || e.kind === 'mark')
              expect(e.x + e.width).toBeLessThanOrEqual(w);
            if (e.kind === 'barcode') {
              // The wider of the PDF's and the ZPL's encoding.
              const modules = Math.max(zplCode128(e.barcode).modules, linearModules(e.barcode));
              expect(e.x + modules * e.dots * DOT_MM).toBeLessThanOrEqual(w);
              expect(e.y + e.height).toBeLessThanOrEqual(h);
              // 10 modules of quiet zone on each side stay on the label.
              expect(e.x - 10 * e.dots * DOT_MM).toBeGreaterThanOrEqual(0);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('writes ZPL Code 128 field data that reads back to the same data', () => {
    const gs1 = fc.oneof(
      fc.stringMatching(/^\d{17}$/).map((d) => `(00)${d}0`),
      fc.stringMatching(/^\d{3,9}$/).map((d) => `(421)752${d}`),
      fc.stringMatching(/^[0-9A-Z]{3,9}$/).map((d) => `(420)${d}`),
    );
    const plain = fc.stringMatching(/^[ -~]{1,30}$/);
    fc.assert(
      fc.property(
        fc.oneof(
          gs1.map((data) => ({ gs1: true, data })),
          plain.map((data) => ({ gs1: false, data })),
        ),
        (b) => {
          const barcode: Barcode = { symbology: b.gs1 ? 'gs1-128' : 'code128', data: b.data, text: b.data };
          const stream = `^XA^PW800^LL1200^FO0,0^BY2,3,80^BCN,80,N,N,N,N^FH_^FD${zplFieldData(barcode)}^FS^XZ`;
          const [label] = parseZpl(stream);
          expect(label!.barcodes).toEqual([
            { kind: 'code128', gs1: b.gs1, data: b.gs1 ? b.data.replace(/[()]/g, '') : b.data },
          ]);
        },
      ),
    );
  });

  it('escapes ^ ~ and _ in addresses so ZPL reads them as text', async () => {
    const s = shipment(116, 1, { receiver: party({ name: 'A^B~C_D Åkeri', city: 'Malmö^XZ' }) });
    const { document } = await printShipments([s], 'ZPL');
    const [label, ...rest] = parseZpl(document!.body.toString('utf8'));
    expect(rest).toHaveLength(0);
    expect(label!.texts).toContain('A^B~C_D Åkeri');
    expect(label!.texts).toContain('SE-41101 MALMÖ^XZ');
  });

  it('prints letters the font lacks without failing', async () => {
    const s = shipment(131, 1, { receiver: party({ name: '東京物流 📦 Łódź Ærø' }) });
    const { document } = await printShipments([s], 'LABEL');
    expect(document!.body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/** The ZPL field data with `^FH_` escapes, as the label writer puts it in `^FD`. */
function zplFieldData(b: Barcode): string {
  return zplCode128(b).fieldData.replace(/[\^~_]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
