import { parsePrintRefusedHeader } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { BERGEN, bookedPackageNumbers, bookShipment } from '../helpers/booked-shipment.ts';
import { sql } from '../helpers/database.ts';
import { decoded } from '../helpers/document-checks.ts';
import { readPdf } from '../helpers/read-documents.ts';
import { fullConsignment } from '../helpers/shipments.ts';
import { useSignedInApp } from '../helpers/signed-in-app.ts';
import { parseZpl } from '../helpers/zpl-parse.ts';

// Several shipments printed in one file; one shipment's print is in print.test.ts.

const app = useSignedInApp({
  today: () => '2026-11-23',
  bookingsNow: () => new Date('2026-11-23T10:00:00Z'),
});

describe('POST /consignment/print (several shipments)', () => {
  it('prints them in one file in the order given, shipment then package, naming the one left out', async () => {
    const a = await bookShipment(app.t.app, app.user, { templateName: 'dhl_freight_paket', packages: 2 });
    const b = await bookShipment(app.t.app, app.admin, { templateName: 'dsv_groupage', packages: 3 });
    const old = await bookShipment(app.t.app, app.user, { templateName: 'dhl_freight_paket', packages: 1 });
    await sql(
      app.t.databaseUrl,
      "UPDATE orders SET date_booked = '2025-01-01T10:00:00Z' WHERE order_no = $1",
      [old.orderNo],
    );
    const res = await app.call(app.user, 'POST', '/consignment/print/?format=LABEL', [
      b.consignmentId,
      old.consignmentId,
      a.consignmentId,
    ]);
    expect(res.statusCode).toBe(200);
    expect(parsePrintRefusedHeader(res.headers['x-skeppa-refused'] as string)).toEqual([
      { id: old.consignmentId, reason: 'archived' },
    ]);
    const expected = [
      ...(await bookedPackageNumbers(app.t.databaseUrl, b.consignmentId)),
      ...(await bookedPackageNumbers(app.t.databaseUrl, a.consignmentId)),
    ];
    const pages = await readPdf(res.rawPayload, 200);
    expect(pages).toHaveLength(5);
    for (const [i, page] of pages.entries()) {
      const found = (await page.barcodes()).map(decoded).map((d) => d.data);
      expect(
        found.some((d) => d.endsWith(expected[i]!)),
        `page ${i + 1}: ${found.join(', ')}`,
      ).toBe(true);
    }

    const zpl = await app.call(app.user, 'POST', '/consignment/print/?format=ZPL', [
      a.consignmentId,
      b.consignmentId,
    ]);
    expect(parsePrintRefusedHeader(zpl.headers['x-skeppa-refused'] as string)).toEqual([]);
    const blocks = parseZpl(zpl.body);
    const order = [
      ...(await bookedPackageNumbers(app.t.databaseUrl, a.consignmentId)),
      ...(await bookedPackageNumbers(app.t.databaseUrl, b.consignmentId)),
    ];
    expect(blocks).toHaveLength(5);
    blocks.forEach((block, i) => {
      expect(block.barcodes.some((bc) => bc.data.endsWith(order[i]!))).toBe(true);
    });
  });

  it('answers "No document" when none can be printed, each shipment with its reason', async () => {
    const old = await bookShipment(app.t.app, app.user, { templateName: 'dhl_freight_paket', packages: 1 });
    await sql(
      app.t.databaseUrl,
      "UPDATE orders SET date_booked = '2025-01-01T10:00:00Z' WHERE order_no = $1",
      [old.orderNo],
    );
    const abroad = await bookShipment(app.t.app, app.user, { templateName: 'ups_express_saver', to: BERGEN });
    const res = await app.call(app.user, 'POST', '/consignment/print/', [
      old.consignmentId,
      abroad.consignmentId,
    ]);
    expect(res.statusCode).toBe(404);
    const errors = res.json().errors as { code: string; values: unknown[] }[];
    expect(res.json().message).toBe('No document');
    expect(errors.map((e) => [e.code, e.values])).toEqual([
      ['print.archived', [old.consignmentId, 'archived']],
      ['print.customs_invoice_missing', [abroad.consignmentId, 'customsInvoiceMissing']],
    ]);
  });

  it('answers a list of one shipment that cannot print with its own reason, as the one-shipment print does', async () => {
    const saved = await app.call(app.user, 'POST', '/consignment/?temp=1', fullConsignment());
    const { consignmentId } = saved.json().consignments[0];
    const res = await app.call(app.user, 'POST', '/consignment/print/', [consignmentId]);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.map((e: { code: string }) => e.code)).toEqual(['print.not_booked']);
  });

  it("refuses the whole print when one id is another company's", async () => {
    const mine = await bookShipment(app.t.app, app.user, { templateName: 'dhl_freight_paket' });
    const theirs = await bookShipment(app.t.app, app.other, { templateName: 'dhl_freight_paket' });
    const res = await app.call(app.user, 'POST', '/consignment/print/', [
      mine.consignmentId,
      theirs.consignmentId,
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].values).toEqual([theirs.consignmentId]);
  });
});
