import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { type Session, signIn, USERS } from './helpers/auth.ts';
import { bookingAnswer } from './helpers/booked-shipment.ts';

// The price list no longer carries an added service's fields (decision 351): the booking takes
// them from the tariffs it prices again with, and the carrier still checks them.

const NOW = new Date('2026-11-23T10:00:00Z');
let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp({ today: () => '2026-11-23', bookingsNow: () => NOW });
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

const errorCodesOf = (res: { json: () => { errors?: { code: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.code);

describe('an added service with a field of its own, booked', () => {
  it('is refused by the carrier when its required field is empty', async () => {
    const { answer } = await bookingAnswer(t.app, user, {
      templateName: 'dsv_groupage',
      serviceOption: [{ type: 'timeDelivery', time: '' }],
    });
    expect(errorCodesOf(answer)).toContain('carrier.service_option.timeDelivery.time');
  });

  it('is booked with its field filled in', async () => {
    const { answer } = await bookingAnswer(t.app, user, {
      templateName: 'dsv_groupage',
      serviceOption: [{ type: 'timeDelivery', time: '10 till 12' }],
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(errorCodesOf(answer)).toEqual([]);
    expect(answer.json().consignmentNo).toMatch(/\S/);
  });
});
