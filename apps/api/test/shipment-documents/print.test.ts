import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from '../helpers/auth.ts';
import { BERGEN, bookedPackageNumbers, bookShipment, NEW_YORK } from '../helpers/booked-shipment.ts';
import { sql } from '../helpers/database.ts';
import { decoded, hasValidCheckDigit, within } from '../helpers/document-checks.ts';
import { updateCustomer } from '../helpers/factories.ts';
import { readPdf } from '../helpers/read-documents.ts';
import { completeInvoice } from '../helpers/shipment-factory.ts';
import { caller } from '../helpers/shipments.ts';
import { parseZpl } from '../helpers/zpl-parse.ts';

// One shipment's print; several shipments in one file are in print-bulk.test.ts.

const NOW = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let user: Session;
let admin: Session;
let other: Session;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ today: () => '2026-11-23', bookingsNow: () => NOW });
  call = caller(t.app);
  [user, admin, other] = await Promise.all([
    signIn(t.app, USERS.user),
    signIn(t.app, USERS.admin),
    signIn(t.app, USERS.other),
  ]);
});
afterAll(() => t.close());

const A4 = [595.28, 841.89];

function print(s: Session, id: number, format?: string) {
  return call(s, 'POST', `/consignment/print/${id}/${format ? `?format=${format}` : ''}`);
}

async function saveInvoice(s: Session, id: number, waybillNo: string, to: typeof BERGEN) {
  const invoice = completeInvoice({
    waybillNo,
    importer: { ...completeInvoice().importer, name: to.name, city: to.city, countrycode: to.countrycode },
    namedPlace: to.city,
    grossWeightKg: 20,
  });
  const res = await call(s, 'PUT', `/consignment/customs/${id}`, invoice);
  expect(res.json().problems).toEqual([]);
}

const CASES = [
  {
    carrier: 116,
    slug: 'dhl-freight',
    templateName: 'dhl_freight_paket',
    product: 'DHL Paket',
    to: undefined,
    label: [283.46, 425.2],
  },
  {
    carrier: 4,
    slug: 'dsv',
    templateName: 'dsv_groupage',
    product: 'DSV Styckegods',
    to: undefined,
    label: [283.46, 425.2],
  },
  {
    carrier: 131,
    slug: 'dhl-express',
    templateName: 'dhl_express_worldwide',
    product: 'DHL Express Worldwide',
    to: NEW_YORK,
    label: [283.46, 425.2],
  },
  {
    carrier: 225,
    slug: 'ups',
    templateName: 'ups_express_saver',
    product: 'UPS Express Saver',
    to: BERGEN,
    label: [288, 432],
  },
] as const;

describe.each(CASES)(
  'a booked shipment of carrier $carrier',
  ({ carrier, slug, templateName, product, to, label }) => {
    let booked: Awaited<ReturnType<typeof bookShipment>>;
    let numbers: string[];
    beforeAll(async () => {
      booked = await bookShipment(t.app, user, { templateName, to, packages: 2 });
      numbers = await bookedPackageNumbers(t.databaseUrl, booked.consignmentId);
      if (to) await saveInvoice(user, booked.consignmentId, booked.consignmentNo, to);
    });

    it('prints on A4: the freight document with its waybill barcode, invoice copies abroad, then the labels', async () => {
      const res = await print(user, booked.consignmentId, 'PDF');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`skeppa-${slug}-${booked.consignmentNo}.pdf`);
      const pages = await readPdf(res.rawPayload, 200);
      // Freight document, three invoice copies for goods leaving the EU, one sheet for two labels.
      expect(pages).toHaveLength(1 + (to ? 3 : 0) + 1);
      for (const page of pages) expect(within(page.width, A4[0]!) && within(page.height, A4[1]!)).toBe(true);
      const first = pages[0]!;
      expect(first.text).toContain(booked.consignmentNo);
      expect(first.text).toContain('Lagerhuset AB');
      expect(first.text).toContain(to ? to.city : 'Göteborg');
      expect(first.text).toContain('SANDBOX');
      expect(first.text).toContain(product);
      const waybill = (await first.barcodes()).map(decoded).map((d) => d.data);
      expect(waybill).toContain(booked.consignmentNo);
      expect(hasValidCheckDigit(carrier, 'waybill', booked.consignmentNo)).toBe(true);
      if (to) {
        expect(pages[1]!.text).toContain('Kopia 1 av 3');
        expect(pages[1]!.text).toContain(to.name);
        expect(pages[1]!.text).toContain(booked.consignmentNo);
      }
    });

    it('prints thermal labels, one page per package at the label size, each barcode decoding', async () => {
      const res = await print(user, booked.consignmentId, 'LABEL');
      expect(res.statusCode).toBe(200);
      const pages = await readPdf(res.rawPayload);
      expect(pages).toHaveLength(2);
      expect(numbers).toHaveLength(2);
      for (const [i, page] of pages.entries()) {
        expect(within(page.width, label[0]) && within(page.height, label[1])).toBe(true);
        expect(page.text).toContain(`${i + 1}/2`);
        const found = (await page.barcodes()).map(decoded).map((d) => d.data);
        const own = numbers[i]!;
        expect(hasValidCheckDigit(carrier, 'package', own)).toBe(true);
        expect(
          found.some((d) => d.endsWith(own)),
          `${own} in ${found.join(', ')}`,
        ).toBe(true);
      }
    });

    it('writes ZPL: one block per package with its number in a barcode', async () => {
      const res = await print(user, booked.consignmentId, 'ZPL');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('.zpl');
      const labels = parseZpl(res.body);
      expect(labels).toHaveLength(2);
      labels.forEach((l, i) => {
        expect(l.width).toBe(800);
        expect(l.barcodes.some((b) => b.data.endsWith(numbers[i]!))).toBe(true);
      });
    });
  },
);

describe('POST /consignment/print/{id}', () => {
  it("prints in the customer's print format when none is asked, and marks the order printed", async () => {
    const { consignmentId, orderNo } = await bookShipment(t.app, user, { templateName: 'dhl_freight_paket' });
    await updateCustomer(t.databaseUrl, USERS.user.id, { printFormat: 'ZPL' });
    try {
      const res = await print(user, consignmentId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(parseZpl(res.body)).toHaveLength(2);
    } finally {
      await updateCustomer(t.databaseUrl, USERS.user.id, { printFormat: 'PDF' });
    }
    const order = (await call(user, 'GET', `/order/${orderNo}`)).json();
    expect(order.printed).toBe(true);
    expect(order.datePrinted).toBe(NOW.toISOString());
  });

  it('gives the same bytes on a reprint, also by a colleague', async () => {
    const { consignmentId } = await bookShipment(t.app, user, { templateName: 'dsv_groupage', packages: 3 });
    const first = await print(user, consignmentId, 'PDF');
    const again = await print(admin, consignmentId, 'PDF');
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, again.rawPayload)).toBe(0);
    const zpl = [await print(user, consignmentId, 'ZPL'), await print(user, consignmentId, 'ZPL')];
    expect(zpl[0]!.body).toBe(zpl[1]!.body);
  });

  it('refuses an archived shipment and one not booked, and prints nothing', async () => {
    const { consignmentId, orderNo } = await bookShipment(t.app, user, { templateName: 'dhl_freight_paket' });
    await sql(t.databaseUrl, "UPDATE orders SET date_booked = '2025-09-01T10:00:00Z' WHERE order_no = $1", [
      orderNo,
    ]);
    const archived = await print(user, consignmentId, 'PDF');
    expect(archived.statusCode).toBe(409);
    expect(errorCodes(archived)).toEqual(['print.archived']);
    expect((await call(user, 'GET', `/order/${orderNo}`)).json().printed).toBe(false);

    const saved = await call(
      user,
      'POST',
      '/consignment/?temp=1',
      (await import('../helpers/shipments.ts')).fullConsignment(),
    );
    const draft = saved.json().consignments[0].consignmentId;
    const unbooked = await print(user, draft, 'PDF');
    expect(unbooked.statusCode).toBe(409);
    expect(errorCodes(unbooked)).toEqual(['print.not_booked']);
  });

  it('refuses goods leaving the EU without a customs invoice, or with one customs would refuse', async () => {
    const { consignmentId, consignmentNo } = await bookShipment(t.app, user, {
      templateName: 'ups_express_saver',
      to: BERGEN,
    });
    const missing = await print(user, consignmentId, 'LABEL');
    expect(missing.statusCode).toBe(400);
    expect(errorCodes(missing)).toEqual(['print.customs_invoice_missing']);
    await call(
      user,
      'PUT',
      `/consignment/customs/${consignmentId}`,
      completeInvoice({ waybillNo: consignmentNo, lines: [] }),
    );
    const incomplete = await print(user, consignmentId, 'LABEL');
    expect(incomplete.statusCode).toBe(400);
    expect(errorCodes(incomplete)).toEqual(['customs.invoice_incomplete']);
  });

  it('prints no paper invoice and marks the labels EDI once the invoice went paperless', async () => {
    const { consignmentId, consignmentNo } = await bookShipment(t.app, user, {
      templateName: 'ups_express_saver',
      to: BERGEN,
    });
    await saveInvoice(user, consignmentId, consignmentNo, BERGEN);
    const sent = await call(user, 'POST', `/consignment/upspaperless/${consignmentId}/invoice`);
    expect(sent.statusCode).toBe(201);
    const pages = await readPdf((await print(user, consignmentId, 'PDF')).rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages.map((p) => p.text).join('\n')).not.toContain('Kopia 1 av 3');
    const labels = await readPdf((await print(user, consignmentId, 'LABEL')).rawPayload);
    for (const page of labels) expect(page.text).toContain('EDI');
  });

  it("answers 404 for another company's shipment and refuses the demo user", async () => {
    const { consignmentId } = await bookShipment(t.app, user, { templateName: 'dhl_freight_paket' });
    const foreign = await print(other, consignmentId, 'PDF');
    expect(foreign.statusCode).toBe(404);
    expect(errorCodes(foreign)).toEqual(['consignment.not_found']);
    const demo = await signInDemo(t.app);
    expect((await print(demo, consignmentId, 'PDF')).statusCode).toBe(403);
    expect((await call(user, 'POST', `/consignment/print/${consignmentId}/?format=DOCX`)).statusCode).toBe(
      400,
    );
  });
});
