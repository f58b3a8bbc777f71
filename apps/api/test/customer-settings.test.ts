import { CUSTOMER_SETTINGS, DEMO_USER_ID } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { errorCodes, type Session, USERS } from './helpers/auth.ts';
import { createContact } from './helpers/factories.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// The ten settings of the specification, the mail language and the four tracking notices, each
// changed, refused for others and checked.
const app = useSignedInApp();

const setting = (s: Session, id: number, body: unknown) =>
  app.call(s, 'PUT', `/customer/setting/${id}`, body);

describe('PUT /api/customer/setting/:id', () => {
  // Each setting: a value it takes, the field of the customer that shows it, and a value it refuses.
  const settings: [string, unknown, string, unknown, unknown][] = [
    ['filterContacts', true, 'filterContacts', true, 'yes'],
    ['archivedComplaints', true, 'archivedComplaints', true, 1],
    ['showAllBooked', true, 'showAllBooked', true, null],
    ['printFormat', 'ZPL', 'printFormat', 'ZPL', 'A4'],
    ['printFormat', 'LABEL', 'printFormat', 'LABEL', 'DOCX'],
    ['moduleMessage', true, 'moduleMessageRead', true, 'true'],
    ['insuranceDisabled', true, 'insuranceDisabled', true, 0],
    ['insuranceGoodsValue', 25000.5, 'insuranceGoodsValue', 25000.5, 999],
    ['insuranceGoodsValue', 1000, 'insuranceGoodsValue', 1000, 1_000_001],
    ['insuranceGoodsValue', null, 'insuranceGoodsValue', null, '5000'],
    ['noPickup', true, 'noPickup', true, 'no'],
    ['consigneeType', 'private', 'consigneeType', 'private', 'person'],
    ['primaryContactId', null, 'primaryContactId', null, -1],
    ['language', 'en', 'language', 'en', 'de'],
    ['trackingMailReceiverPickup', false, 'trackingMailReceiverPickup', false, 'off'],
    ['trackingMailReceiverOutForDelivery', false, 'trackingMailReceiverOutForDelivery', false, 0],
    ['trackingMailSenderDelivered', false, 'trackingMailSenderDelivered', false, null],
    ['trackingMailSenderException', false, 'trackingMailSenderException', false, 'no'],
  ];
  const readField = async (s: Session, field: string) =>
    (await app.t.app.inject({ method: 'GET', url: `/api/customer/${s.id}`, headers: s.headers })).json()[
      field
    ];

  it.each(settings)('changes %s to %j and keeps it', async (name, value, field, expected) => {
    const res = await setting(app.user, USERS.user.id, { setting: name, value });
    expect(res.statusCode).toBe(200);
    expect(res.json()[field]).toEqual(expected);
    expect(await readField(app.user, field)).toEqual(expected);
  });

  it.each(settings)(
    'refuses %s for another customer with 404, changing nothing',
    async (name, value, field) => {
      const before = await readField(app.user, field);
      for (const s of [app.other, app.admin]) {
        const res = await setting(s, USERS.user.id, { setting: name, value });
        expect(res.statusCode).toBe(404);
        expect(errorCodes(res)).toEqual(['customer.not_found']);
      }
      expect(await readField(app.user, field)).toEqual(before);
    },
  );

  it.each(settings)('refuses %s for the demo user with 403', async (name, value, field) => {
    const before = await readField(app.demo, field);
    const res = await setting(app.demo, DEMO_USER_ID, { setting: name, value });
    expect(res.statusCode).toBe(403);
    expect(errorCodes(res)).toEqual(['auth.demo_forbidden']);
    expect(await readField(app.demo, field)).toEqual(before);
  });

  it.each(settings)(
    'refuses a bad value of %s with 400, changing nothing',
    async (name, _v, field, _e, bad) => {
      const before = await readField(app.user, field);
      const res = await setting(app.user, USERS.user.id, { setting: name, value: bad });
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)[0]).toBe('validation.failed');
      expect(await readField(app.user, field)).toEqual(before);
    },
  );

  it("knows exactly the specification's ten settings, the mail language and the four notices", () => {
    expect(CUSTOMER_SETTINGS).toHaveLength(15);
  });

  it('sets the primary contact only to a contact of the own company', async () => {
    const own = await createContact(app.t.databaseUrl, { customerId: USERS.admin.id });
    const foreign = await createContact(app.t.databaseUrl, { customerId: USERS.other.id });
    const ok = await setting(app.user, USERS.user.id, { setting: 'primaryContactId', value: own.id });
    expect(ok.json().primaryContactId).toBe(own.id);
    const bad = await setting(app.user, USERS.user.id, { setting: 'primaryContactId', value: foreign.id });
    expect(bad.statusCode).toBe(404);
    expect(errorCodes(bad)).toEqual(['contact.not_found']);
  });

  it('rejects an unknown setting or a value of the wrong type with 400', async () => {
    for (const body of [
      { setting: 'creditLimit', value: 1e9 },
      { setting: 'printFormat', value: 'DOCX' },
      { setting: 'noPickup', value: 'yes' },
      { setting: 'insuranceGoodsValue', value: -5 },
      // SPEC §5: an insured goods value is SEK 1,000 to 1,000,000.
      { setting: 'insuranceGoodsValue', value: 0 },
      { setting: 'insuranceGoodsValue', value: 999 },
      { setting: 'insuranceGoodsValue', value: 1_000_001 },
      {},
    ]) {
      const res = await setting(app.user, USERS.user.id, body);
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)[0]).toBe('validation.failed');
    }
  });
});
