import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labelContent } from '../../src/documents/label-content.ts';
import { labelLayout } from '../../src/documents/label-layout.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from '../helpers/auth.ts';
import { BERGEN, bookingAnswer, bookShipment, HAMBURG } from '../helpers/booked-shipment.ts';
import { sql } from '../helpers/database.ts';
import { shipment } from '../helpers/printable-shipments.ts';
import { readPdf, readRegion } from '../helpers/read-documents.ts';
import { completeInvoice } from '../helpers/shipment-factory.ts';
import { caller, fullConsignment } from '../helpers/shipments.ts';
import { parseZpl } from '../helpers/zpl-parse.ts';

// The documents print what was booked: its day, its terms, its goods, under a name of its own.

const NOW = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let user: Session;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ today: () => '2026-11-23', bookingsNow: () => NOW });
  call = caller(t.app);
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

const print = (id: number, format: string) =>
  call(user, 'POST', `/consignment/print/${id}/?format=${format}`);

async function saveInvoice(id: number, waybillNo: string, over: Parameters<typeof completeInvoice>[0] = {}) {
  const invoice = completeInvoice({
    waybillNo,
    importer: { ...completeInvoice().importer, name: BERGEN.name, city: BERGEN.city, countrycode: 'NO' },
    namedPlace: BERGEN.city,
    grossWeightKg: 20,
    ...over,
  });
  const res = await call(user, 'PUT', `/consignment/customs/${id}`, invoice);
  expect(res.json().problems).toEqual([]);
}

/** The fields of the MaxiCode on a UPS label page, GS as "|" (zxing shows it as U+241D). */
async function maxiCodeFields(page: Awaited<ReturnType<typeof readPdf>>[number]) {
  const maxi = labelLayout(labelContent(shipment(225, 1), 0), 101.6, 152.4).elements.find(
    (e) => e.kind === 'maxicode',
  );
  if (maxi?.kind !== 'maxicode') throw new Error('no MaxiCode on the UPS label');
  const [result] = await readRegion(page, maxi.x - 1, maxi.y - 1, 30.2, 27.6, ['MaxiCode']);
  return result!.text.replaceAll('\u241d', '|');
}

describe('the day the documents carry', () => {
  it("is the booked pickup day on the labels, UPS's MaxiCode and the waybill, not the day of printing", async () => {
    const booked = await bookShipment(t.app, user, {
      templateName: 'ups_express_saver',
      to: BERGEN,
      packages: 1,
      pickupDate: '2026-11-26',
    });
    await saveInvoice(booked.consignmentId, booked.consignmentNo);
    const [label] = await readPdf((await print(booked.consignmentId, 'LABEL')).rawPayload);
    expect(label!.text).toContain('2026-11-26');
    expect(label!.text).not.toContain('2026-11-23');
    // 26 November 2026 is day 330 of its year: UPS's pickup day in the MaxiCode.
    expect(await maxiCodeFields(label!)).toContain(`|${booked.consignmentNo}|UPSN|`);
    expect(await maxiCodeFields(label!)).toMatch(/\|UPSN\|\w{6}\|330\|/);
    const [zpl] = parseZpl((await print(booked.consignmentId, 'ZPL')).body);
    expect(zpl!.texts).toContain('2026-11-26');
    const [waybill] = await readPdf((await print(booked.consignmentId, 'PDF')).rawPayload, 100);
    expect(waybill!.text).toContain('Datum / Date: 2026-11-26');
  });

  it('is the booking day for goods handed in without a pickup, whenever they are printed', async () => {
    const booked = await bookShipment(t.app, user, {
      templateName: 'dhl_freight_paket',
      noPickup: true,
      packages: 1,
      pickupDate: '2026-11-26',
    });
    // Booked three days before this print: the labels keep that day.
    await sql(t.databaseUrl, "UPDATE orders SET date_booked = '2026-11-20T09:30:00Z' WHERE order_no = $1", [
      booked.orderNo,
    ]);
    const [label] = await readPdf((await print(booked.consignmentId, 'LABEL')).rawPayload);
    expect(label!.text).toContain('2026-11-20');
    expect(label!.text).not.toMatch(/2026-11-2[36]/);
  });
});

/** The terms-of-delivery box of the freight document, its lines joined. */
async function waybillTerms(id: number) {
  const [page] = await readPdf((await print(id, 'PDF')).rawPayload, 100);
  const text = page!.text.replace(/\s+/g, ' ');
  return text.slice(
    text.indexOf('Leveransvillkor / Terms of delivery'),
    text.indexOf('Referenser / References'),
  );
}

describe('the terms of delivery on the freight document', () => {
  it('are the incoterm and place booked for a _dap service, else those its name says', async () => {
    const booked = await bookShipment(t.app, user, {
      templateName: 'dsv_road_europe_dap',
      to: HAMBURG,
      tod: { combiterm: 'DAP', location: 'Hamburg' },
    });
    const terms = await waybillTerms(booked.consignmentId);
    expect(terms).toContain('DAP');
    expect(terms).toContain('Ort / Place: Hamburg');
    // An import booked through the API without terms: the service's own, at the sender's place.
    const exw = await bookShipment(t.app, user, { templateName: 'dsv_road_europe_exw', from: HAMBURG });
    const own = await waybillTerms(exw.consignmentId);
    expect(own).toContain('EXW');
    expect(own).toContain('Ort / Place: Hamburg');
  });

  it("are the customs invoice's incoterm and named place where the service names none", async () => {
    const booked = await bookShipment(t.app, user, { templateName: 'ups_express_saver', to: BERGEN });
    await saveInvoice(booked.consignmentId, booked.consignmentNo, { incoterm: 'DAP', namedPlace: 'Bergen' });
    const terms = await waybillTerms(booked.consignmentId);
    expect(terms).not.toContain('–');
    expect(terms).toContain('DAP');
    expect(terms).toContain('Ort / Place: Bergen');
  });
});

describe('the name a print is saved under', () => {
  it("is the carrier's and the waybill's, so two carriers' equal numbers never share a file name", async () => {
    const dhl = await bookShipment(t.app, user, { templateName: 'dhl_freight_paket' });
    const dsv = await bookShipment(t.app, user, { templateName: 'dsv_groupage' });
    // Each carrier numbers its own waybills: the same number can come from two of them.
    await sql(t.databaseUrl, 'UPDATE consignments SET consignment_no = $1 WHERE id = $2', [
      dhl.consignmentNo,
      dsv.consignmentId,
    ]);
    const names = await Promise.all([
      print(dhl.consignmentId, 'PDF'),
      print(dsv.consignmentId, 'PDF'),
      print(dsv.consignmentId, 'ZPL'),
    ]).then((answers) => answers.map((a) => a.headers['content-disposition']));
    expect(names).toEqual([
      expect.stringContaining(`filename="skeppa-dhl-freight-${dhl.consignmentNo}.pdf"`),
      expect.stringContaining(`filename="skeppa-dsv-${dhl.consignmentNo}.pdf"`),
      expect.stringContaining(`filename="skeppa-dsv-${dhl.consignmentNo}.zpl"`),
    ]);
  });
});

describe('the goods description', () => {
  // 35 characters, the most a goods line's description holds: printed whole, never cut.
  const OAK = 'Möbeldelar i ek, oljade, 12 kartong';
  const CAPITALS = 'MÖBELDELAR I EK, OLJADE, 12 KARTONG';

  it('is printed on the freight document as the user gave it, whole', async () => {
    for (const goods of [OAK, CAPITALS]) {
      const booked = await bookShipment(t.app, user, { templateName: 'dhl_freight_paket', goods });
      const [page] = await readPdf((await print(booked.consignmentId, 'PDF')).rawPayload, 100);
      const text = page!.text.replace(/\s+/g, ' ');
      expect(text).toContain(goods);
      expect(text).not.toContain('Standard');
      expect(text).not.toContain('…');
    }
  });

  it('is kept with the consignment, at most 35 characters, and no carrier books goods without one', async () => {
    const saved = await call(user, 'POST', '/consignment/?temp=1', {
      ...fullConsignment(),
      goodsItem: [{ ...fullConsignment().goodsItem[0]!, goodsType: OAK }],
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().consignments[0].consignmentId;
    const read = (await call(user, 'GET', `/consignment/${id}`)).json().consignments[0];
    expect(read.goodsItem[0].goodsType).toBe(OAK);
    const long = await call(user, 'POST', '/consignment/?temp=1', {
      ...fullConsignment(),
      goodsItem: [{ ...fullConsignment().goodsItem[0]!, goodsType: `${OAK}r` }],
    });
    expect(long.statusCode).toBe(400);
    expect(errorCodes(long)).toContain('validation.failed');
    const blank = await bookingAnswer(t.app, user, { templateName: 'dhl_freight_paket', goods: '' });
    expect(blank.answer.statusCode).toBe(422);
    expect(errorCodes(blank.answer)).toEqual([
      'booking.carrier_refused',
      'carrier.goods.description_missing',
    ]);
  });
});
