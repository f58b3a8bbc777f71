import { CUSTOMS_DECLARATION, customsInvoiceTotals } from '@skeppa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from '../helpers/auth.ts';
import { within } from '../helpers/document-checks.ts';
import { readPdf } from '../helpers/read-documents.ts';
import { completeInvoice, createShipment } from '../helpers/shipment-factory.ts';

let t: TestApp;
let admin: Session;
let user: Session;
let other: Session;
let toNorway: number;
let toUs: number;
let toGermany: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, user, other] = await Promise.all([
    signIn(t.app, USERS.admin),
    signIn(t.app, USERS.user),
    signIn(t.app, USERS.other),
  ]);
  toNorway = (await createShipment(t.databaseUrl, { customerId: USERS.user.id, to: 'NO', carrier: 116 })).id;
  toUs = (await createShipment(t.databaseUrl, { customerId: USERS.admin.id, to: 'US', carrier: 225 })).id;
  toGermany = (await createShipment(t.databaseUrl, { customerId: USERS.user.id, to: 'DE', carrier: 4 })).id;
});
afterAll(() => t.close());

const call = (s: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(s ? { headers: s.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('GET /consignment/customs/{id}', () => {
  it('offers a draft from the shipment for goods leaving the EU, with what is still missing', async () => {
    const res = await call(user, 'GET', `/consignment/customs/${toNorway}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ consignmentId: toNorway, required: true, saved: false, updatedAt: null });
    expect(body.invoice).toMatchObject({
      exporter: { name: 'Nordisk Verktyg AB', city: 'Göteborg', countrycode: 'SE', eori: 'SE5566778899' },
      importer: { name: 'Fjord Import AS', city: 'Bergen', countrycode: 'NO' },
      incoterm: 'DAP',
      namedPlace: 'Bergen',
      grossWeightKg: 24.5,
      packageCount: 2,
      waybillNo: '1ZX61W026600000105',
      // In English for the customs that read it, whatever the user's language.
      declaration: CUSTOMS_DECLARATION,
    });
    const fields = body.problems.map((p: { field: string }) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['invoiceNo', 'reason', 'lines', 'signatory.title']));
    expect(fields).not.toContain('exporter.eori');
  });

  it('says a shipment within the EU needs none, and shows it to a colleague of the same company', async () => {
    const res = await call(admin, 'GET', `/consignment/customs/${toGermany}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().required).toBe(false);
  });

  it("answers 404 for another company's shipment and for one that does not exist", async () => {
    for (const id of [toNorway, 999_999]) {
      const res = await call(other, 'GET', `/consignment/customs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(errorCodes(res)).toEqual(['consignment.not_found']);
    }
  });

  it('refuses the demo user and callers without a session', async () => {
    const demo = await signInDemo(t.app);
    expect((await call(demo, 'GET', `/consignment/customs/${toNorway}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/consignment/customs/${toNorway}`)).statusCode).toBe(401);
  });
});

describe('PUT /consignment/customs/{id}', () => {
  it('keeps a half-filled invoice and answers each problem as a field and its translation key', async () => {
    const half = completeInvoice({
      lines: [{ ...completeInvoice().lines[0]!, description: 'Samples', hsCode: '8204' }],
      exporter: { ...completeInvoice().exporter, eori: 'SE12345' },
    });
    const res = await call(user, 'PUT', `/consignment/customs/${toNorway}`, half);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.saved).toBe(true);
    expect(body.updatedAt).toEqual(expect.any(String));
    expect(body.problems).toEqual([
      { field: 'exporter.eori', key: 'customs.problems.eori' },
      { field: 'lines.0.description', key: 'customs.problems.vagueDescription' },
      { field: 'lines.0.hsCode', key: 'customs.problems.hsCode' },
    ]);
    const read = await call(user, 'GET', `/consignment/customs/${toNorway}`);
    expect(read.json().invoice.lines[0].description).toBe('Samples');
  });

  it('replaces the invoice whole on the next save', async () => {
    const res = await call(user, 'PUT', `/consignment/customs/${toNorway}`, completeInvoice());
    expect(res.statusCode).toBe(200);
    expect(res.json().problems).toEqual([]);
    expect((await call(user, 'GET', `/consignment/customs/${toNorway}`)).json().invoice).toEqual(
      completeInvoice(),
    );
  });

  it('refuses a body that is not an invoice, the demo user and another company', async () => {
    const bad = await call(user, 'PUT', `/consignment/customs/${toNorway}`, {
      ...completeInvoice(),
      incoterm: 'XYZ',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorCodes(bad)).toContain('validation.failed');
    const demo = await signInDemo(t.app);
    const refused = await call(demo, 'PUT', `/consignment/customs/${toNorway}`, completeInvoice());
    expect(refused.statusCode).toBe(403);
    expect(errorCodes(refused)).toEqual(['auth.demo_forbidden']);
    const foreign = await call(other, 'PUT', `/consignment/customs/${toNorway}`, completeInvoice());
    expect(foreign.statusCode).toBe(404);
    expect((await call(user, 'GET', `/consignment/customs/${toNorway}`)).json().invoice).toEqual(
      completeInvoice(),
    );
  });
});

describe('POST /consignment/customs/{id}/pdf', () => {
  it('prints the invoice to Norway on A4, with its numbers and the total read back', async () => {
    const invoice = completeInvoice();
    await call(user, 'PUT', `/consignment/customs/${toNorway}`, invoice);
    const res = await call(user, 'POST', `/consignment/customs/${toNorway}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('invoice-INV-2026-0042.pdf');
    const pages = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(within(pages[0]!.width, 595.28) && within(pages[0]!.height, 841.89)).toBe(true);
    const text = pages[0]!.text.replace(/\s+/g, ' ');
    expect(text).toContain('INV-2026-0042');
    expect(text).toContain('Fjord Import AS');
    expect(text).toContain('Göteborg');
    expect(text).toContain('820411');
    // 40 × 189,50 + 450 freight = 8 030,00
    expect(customsInvoiceTotals(invoice).total).toBe(8030);
    expect(text).toMatch(/8[\s\u00a0]?030,00/);
  });

  it('prints a proforma invoice for a gift to the US', async () => {
    const invoice = completeInvoice({
      kind: 'proforma',
      invoiceNo: 'PF-7',
      reason: 'gift',
      importer: {
        ...completeInvoice().importer,
        name: 'Hudson Tools Inc',
        city: 'New York',
        countrycode: 'US',
      },
      namedPlace: 'New York',
    });
    await call(admin, 'PUT', `/consignment/customs/${toUs}`, invoice);
    const res = await call(admin, 'POST', `/consignment/customs/${toUs}/pdf`);
    expect(res.statusCode).toBe(200);
    const text = (await readPdf(res.rawPayload))[0]!.text.replace(/\s+/g, ' ');
    expect(text).toContain('PROFORMA');
    expect(text).toContain('Hudson Tools Inc');
  });

  it('refuses an invoice customs would refuse, naming each field with its key', async () => {
    await call(
      user,
      'PUT',
      `/consignment/customs/${toNorway}`,
      completeInvoice({ invoiceNo: '', reason: null }),
    );
    const res = await call(user, 'POST', `/consignment/customs/${toNorway}/pdf`);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { code: string; values: string[] }[];
    expect(errors.map((e) => e.code)).toEqual(['customs.invoice_incomplete', 'customs.invoice_incomplete']);
    expect(errors.map((e) => e.values)).toEqual([
      ['invoiceNo', 'customs.problems.required'],
      ['reason', 'customs.problems.required'],
    ]);
  });

  it('answers 404 when no invoice was saved, and for another company', async () => {
    const none = await call(user, 'POST', `/consignment/customs/${toGermany}/pdf`);
    expect(none.statusCode).toBe(404);
    expect(errorCodes(none)).toEqual(['customs.invoice_missing']);
    const foreign = await call(other, 'POST', `/consignment/customs/${toUs}/pdf`);
    expect(foreign.statusCode).toBe(404);
    expect(errorCodes(foreign)).toEqual(['consignment.not_found']);
  });
});
