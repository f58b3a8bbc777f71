import { describe, expect, it } from 'vitest';
import { labelContent } from '../../src/documents/label-content.ts';
import { labelLayout } from '../../src/documents/label-layout.ts';
import { printShipments } from '../../src/documents/print.ts';
import { type Decoded, decoded, hasValidCheckDigit, within } from '../helpers/document-checks.ts';
import { type ActiveCarrier, shipment } from '../helpers/printable-shipments.ts';
import { readPdf, readRegion } from '../helpers/read-documents.ts';
import { parseZpl } from '../helpers/zpl-parse.ts';

const CARRIERS: ActiveCarrier[] = [116, 4, 225, 131];
const PACKAGES = 2;

/** What each package's label must carry, by the carrier's rules, from the shipment's own numbers. */
function expectedBarcodes(carrier: ActiveCarrier, waybill: string, packageNo: string): Decoded[] {
  const routing = { gs1: true, data: '42175238631' };
  if (carrier === 225) return [routing, { gs1: false, data: packageNo }];
  if (carrier === 131) return [routing, { gs1: false, data: waybill }, { gs1: false, data: `J${packageNo}` }];
  return [routing, { gs1: false, data: waybill }, { gs1: true, data: `00${packageNo}` }];
}

const sorted = (list: Decoded[]) => [...list].sort((a, b) => a.data.localeCompare(b.data));

describe.each(CARRIERS)('labels of carrier %i', (carrier) => {
  const s = shipment(carrier, PACKAGES);
  const size = carrier === 225 ? [288, 432] : [283.46, 425.2];

  it('has valid check digits on every number it prints', () => {
    expect(hasValidCheckDigit(carrier, 'waybill', s.waybillNo)).toBe(true);
    for (const p of s.packages) expect(hasValidCheckDigit(carrier, 'package', p.number), p.number).toBe(true);
  });

  it('prints one thermal page per package, at the label size, every barcode decoding', async () => {
    const { document } = await printShipments([s], 'LABEL');
    const pages = await readPdf(document!.body);
    expect(pages).toHaveLength(PACKAGES);
    for (const [i, page] of pages.entries()) {
      expect(within(page.width, size[0]!), `width ${page.width}`).toBe(true);
      expect(within(page.height, size[1]!), `height ${page.height}`).toBe(true);
      expect(page.text).toContain('Åkesson & Söner AB');
      expect(page.text).toContain('SE-41101 Göteborg');
      expect(page.text).toContain('Ölands Trä & Järn AB');
      expect(page.text).toContain(`${i + 1}/${PACKAGES}`);
      expect(page.text).toContain(s.waybillNo);
      expect(page.text).toContain('SANDBOX');
      // Nothing lies outside the page: every text starts within it.
      for (const item of page.items) {
        expect(item.x).toBeGreaterThanOrEqual(0);
        expect(item.x).toBeLessThan(page.width);
        expect(item.y).toBeGreaterThan(0);
        expect(item.y).toBeLessThan(page.height);
      }
      const found = (await page.barcodes()).filter((b) => b.format === 'Code128').map(decoded);
      const packageNo = s.packages[i]!.number;
      expect(sorted(found)).toEqual(sorted(expectedBarcodes(carrier, s.waybillNo, packageNo)));
    }
  });

  it('writes one ZPL block per package with the same barcode data', async () => {
    const { document } = await printShipments([s], 'ZPL');
    const labels = parseZpl(document!.body.toString('utf8'));
    expect(labels).toHaveLength(PACKAGES);
    labels.forEach((label, i) => {
      expect(label.width).toBe(800);
      expect(label.length).toBe(1200);
      expect(label.commands).toContain('CI28');
      expect(label.texts).toContain('Ölands Trä & Järn AB');
      expect(label.texts).toContain(`${i + 1}/${PACKAGES}`);
      const code128 = label.barcodes
        .filter((b) => b.kind === 'code128')
        .map(({ gs1, data }) => ({ gs1, data }));
      expect(sorted(code128)).toEqual(sorted(expectedBarcodes(carrier, s.waybillNo, s.packages[i]!.number)));
      const maxi = label.barcodes.filter((b) => b.kind === 'maxicode');
      expect(maxi).toHaveLength(carrier === 225 ? 1 : 0);
      if (carrier === 225) expect(maxi[0]!.data).toContain(s.packages[i]!.number);
    });
  });
});

describe('the UPS label', () => {
  it("carries a MaxiCode that decodes to the package's structured message", async () => {
    const s = shipment(225, 1);
    const { document } = await printShipments([s], 'LABEL');
    const [page] = await readPdf(document!.body);
    const maxi = labelLayout(labelContent(s, 0), 101.6, 152.4).elements.find((e) => e.kind === 'maxicode');
    if (maxi?.kind !== 'maxicode') throw new Error('no MaxiCode on the UPS label');
    // zxing reads MaxiCode only as the sole symbol of an image: decode the symbol's own area.
    const [result] = await readRegion(page!, maxi.x - 1, maxi.y - 1, 30.2, 27.6, ['MaxiCode']);
    expect(result?.format).toBe('MaxiCode');
    // zxing shows the separators GS and RS as their visible pictures (U+241D, U+241E).
    const fields = result!.text.replaceAll('\u241d', '|').replaceAll('\u241e', '#');
    expect(fields).toContain('|752|001|1ZX61W026600001010|UPSN|X61W02|328|');
    expect(fields).toContain('1/1|13|N|FARJESTADEN|');
    expect(fields).toMatch(/^\[\)>#01\|9638631/);
  });

  it('says EDI when the invoice went paperless, and no SANDBOX in production', async () => {
    const { document } = await printShipments(
      [shipment(225, 1, { paperless: true, sandbox: false })],
      'LABEL',
    );
    const [page] = await readPdf(document!.body);
    expect(page!.text).toContain('EDI');
    expect(page!.text).not.toContain('SANDBOX');
  });
});
