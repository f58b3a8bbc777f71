import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from '../helpers/auth.ts';
import { bookShipment } from '../helpers/booked-shipment.ts';
import { readPdf } from '../helpers/read-documents.ts';
import { completeInvoice } from '../helpers/shipment-factory.ts';
import { caller } from '../helpers/shipments.ts';

// A customs invoice kept for a shipment that needs none (Sweden to Sweden) and its removal.

const NOW = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let user: Session;
let other: Session;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ today: () => '2026-11-23', bookingsNow: () => NOW });
  call = caller(t.app);
  [user, other] = await Promise.all([signIn(t.app, USERS.user), signIn(t.app, USERS.other)]);
});
afterAll(() => t.close());

const halfFilled = (waybillNo: string) => completeInvoice({ waybillNo, invoiceNo: '', reason: null });

describe('a customs invoice on a shipment within Sweden', () => {
  it('never stops its print while half filled, and goes with it once complete', async () => {
    const booked = await bookShipment(t.app, user, { templateName: 'dhl_freight_paket', packages: 2 });
    const kept = await call(user, 'PUT', `/consignment/customs/${booked.consignmentId}`, halfFilled('x'));
    expect(kept.json()).toMatchObject({ required: false, saved: true });
    const res = await call(user, 'POST', `/consignment/print/${booked.consignmentId}/?format=PDF`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    // The freight document and one sheet of two labels; no copies of an invoice customs would refuse.
    const pages = await readPdf(res.rawPayload, 72);
    expect(pages).toHaveLength(2);
    expect(pages.map((p) => p.text).join('\n')).not.toContain('Kopia 1 av 3');

    await call(user, 'PUT', `/consignment/customs/${booked.consignmentId}`, completeInvoice());
    const chosen = await call(user, 'POST', `/consignment/print/${booked.consignmentId}/?format=PDF`);
    expect(await readPdf(chosen.rawPayload, 72)).toHaveLength(2 + 3);
  });
});

describe('DELETE /consignment/customs/{id}', () => {
  it('removes the saved invoice, so the shipment offers its draft again', async () => {
    const booked = await bookShipment(t.app, user, { templateName: 'dhl_freight_paket' });
    const path = `/consignment/customs/${booked.consignmentId}`;
    await call(user, 'PUT', path, halfFilled(booked.consignmentNo));
    const gone = await call(user, 'DELETE', path);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    const read = (await call(user, 'GET', path)).json();
    expect(read).toMatchObject({ saved: false, updatedAt: null, required: false });
    expect(read.invoice.waybillNo).toBe(booked.consignmentNo);
    const again = await call(user, 'DELETE', path);
    expect(again.statusCode).toBe(404);
    expect(errorCodes(again)).toEqual(['customs.invoice_missing']);
  });

  it("answers 404 for another company's shipment and keeps its invoice; refuses the demo user", async () => {
    const booked = await bookShipment(t.app, user, { templateName: 'dhl_freight_paket' });
    const path = `/consignment/customs/${booked.consignmentId}`;
    await call(user, 'PUT', path, halfFilled(booked.consignmentNo));
    const foreign = await call(other, 'DELETE', path);
    expect(foreign.statusCode).toBe(404);
    expect(errorCodes(foreign)).toEqual(['consignment.not_found']);
    const demo = await signInDemo(t.app);
    expect((await call(demo, 'DELETE', path)).statusCode).toBe(403);
    expect((await call(null, 'DELETE', path)).statusCode).toBe(401);
    expect((await call(user, 'GET', path)).json().saved).toBe(true);
  });
});
