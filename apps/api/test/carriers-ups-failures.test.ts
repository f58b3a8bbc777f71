import { beforeEach, describe, expect, it } from 'vitest';
import type { CarrierUnavailable } from '../src/modules/carriers/errors.ts';
import { bookingRequest } from './helpers/carrier-requests.ts';
import { BOOKED_AT, booked, ctx, refused } from './helpers/sandbox-carriers.ts';
import { upsShipAnswer, useUpsLive } from './helpers/ups-live.ts';

// What a live carrier does wrong, played on UPS's documents: tokens that expire or are revoked,
// 429s and 5xx, answers that never come, a carrier that keeps failing, and UPS's refusals.

const ups = useUpsLive({ timeoutMs: 2_000 });
const SHIP = { method: 'POST', path: /\/api\/shipments\/v2409\/ship$/ };
const TRACK = { method: 'GET', path: /\/api\/track\/v1\/details\// };
const TOKEN = { method: 'POST', path: /^\/security\/v1\/oauth\/token$/ };
const tokenCalls = () => ups.ups.calls.filter((c) => c.url.startsWith('/security/'));
const shipCalls = () => ups.ups.calls.filter((c) => c.url.endsWith('/ship'));
const unavailable = (reason: CarrierUnavailable['reason']) =>
  expect.objectContaining({ name: 'CarrierUnavailable', reason });

beforeEach(() => {
  ups.clock = BOOKED_AT;
  ups.restart();
});

describe('the OAuth token', () => {
  it('is fetched once for concurrent bookings, with the client credentials as Basic and the shipper number', async () => {
    // Prism checking five Ship requests at once may pass the timeout: a retry is answered too.
    ups.ups.answer(SHIP, upsShipAnswer, 15);
    await Promise.all(Array.from({ length: 5 }, () => ups.live.adapter.book(bookingRequest(225), ctx(225))));
    expect(tokenCalls()).toHaveLength(1);
    const [call] = tokenCalls();
    const basic = Buffer.from('skeppa-test-client:skeppa-test-secret-never-logged').toString('base64');
    expect(call?.headers.authorization).toBe(`Basic ${basic}`);
    expect(call?.headers['x-merchant-id']).toBe('A1B2C3');
    expect(call?.body).toBe('grant_type=client_credentials');
    expect(shipCalls().every((c) => c.headers.authorization?.startsWith('Bearer '))).toBe(true);
  });

  it('is kept until shortly before it expires, then fetched anew', async () => {
    ups.ups.answer(TOKEN, {
      status: 200,
      body: { access_token: 'tok-1', token_type: 'Bearer', expires_in: '600' },
    });
    ups.ups.answer(TOKEN, {
      status: 200,
      body: { access_token: 'tok-2', token_type: 'Bearer', expires_in: '600' },
    });
    const track = () =>
      ups.live.adapter.servicePoints({ postcode: '11122', countryCode: 'SE', limit: 1 }, ctx(225));
    await track();
    ups.clock = new Date(BOOKED_AT.getTime() + 500_000);
    await track();
    expect(tokenCalls()).toHaveLength(1);
    ups.clock = new Date(BOOKED_AT.getTime() + 541_000);
    await track();
    expect(tokenCalls()).toHaveLength(2);
    const bearers = ups.ups.calls
      .filter((c) => c.url.startsWith('/api/'))
      .map((c) => c.headers.authorization);
    expect(bearers).toEqual(['Bearer tok-1', 'Bearer tok-1', 'Bearer tok-2']);
  });

  it('revoked early (401), is fetched once more and the call sent again', async () => {
    ups.ups.answer(SHIP, {
      status: 401,
      body: { response: { errors: [{ code: '250002', message: 'Invalid Authentication Information.' }] } },
    });
    ups.ups.answer(SHIP, upsShipAnswer);
    booked(await ups.live.adapter.book(bookingRequest(225), ctx(225)));
    expect(tokenCalls()).toHaveLength(2);
    expect(shipCalls()).toHaveLength(2);
  });
});

describe('credentials UPS does not know', () => {
  it('stop the booking at the token, sent once, and say so by name', async () => {
    ups.ups.answer(TOKEN, {
      status: 401,
      body: { response: { errors: [{ code: '10401', message: 'ClientId is Invalid' }] } },
    });
    await expect(ups.live.adapter.book(bookingRequest(225), ctx(225))).rejects.toMatchObject({
      name: 'UpsCredentialsRefused',
    });
    expect(tokenCalls()).toHaveLength(1);
    expect(shipCalls()).toHaveLength(0);
  });
});

describe('retries', () => {
  it('sends a Ship answered 429 again after Retry-After, under the same transaction id', async () => {
    ups.ups.answer(SHIP, {
      status: 429,
      headers: { 'retry-after': '0' },
      body: { response: { errors: [{ code: '429', message: 'Rate Limit Exceeded' }] } },
    });
    ups.ups.answer(SHIP, upsShipAnswer);
    booked(await ups.live.adapter.book(bookingRequest(225), ctx(225)));
    const [first, second] = shipCalls();
    expect(shipCalls()).toHaveLength(2);
    expect(first?.headers.transid).toBe(second?.headers.transid);
    expect(first?.headers.transid).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives up after three 5xx and says UPS cannot be reached; nothing is kept', async () => {
    ups.ups.answer(SHIP, { status: 503 }, 3);
    const req = bookingRequest(225);
    await expect(ups.live.adapter.book(req, ctx(225))).rejects.toEqual(unavailable('status'));
    expect(shipCalls()).toHaveLength(3);
    // Answered at last, the same key books once.
    ups.ups.answer(SHIP, upsShipAnswer);
    booked(await ups.live.adapter.book(req, ctx(225)));
  });

  it('counts an answer slower than UPS_TIMEOUT_MS as none, and tries again', async () => {
    ups.ups.answer(TRACK, { status: 200, delayMs: 2_500, body: {} }, 3);
    ups.ups.answer(SHIP, upsShipAnswer);
    const { consignmentNo } = booked(await ups.live.adapter.book(bookingRequest(225), ctx(225)));
    // Each answer would come, a 200, after the timeout: only the timeout makes this fail.
    await expect(ups.live.adapter.track(consignmentNo, ctx(225))).rejects.toEqual(unavailable('timeout'));
    expect(ups.ups.calls.filter((c) => c.url.includes('/track/'))).toHaveLength(3);
  });

  it('never sends a pickup order twice: a failed one leaves the booking with a notice', async () => {
    ups.ups.answer(SHIP, upsShipAnswer);
    ups.ups.answer({ method: 'POST', path: /\/pickupcreation\// }, { status: 503 });
    const result = booked(await ups.live.adapter.book(bookingRequest(225), ctx(225)));
    expect(result.messages.map((m) => m.code)).toEqual(['carrier.pickup_not_ordered']);
    expect(ups.ups.calls.filter((c) => c.url.includes('/pickupcreation/'))).toHaveLength(1);
  });
});

describe('the circuit', () => {
  it('opens after five failed calls and answers at once without calling UPS, then lets one through', async () => {
    ups.ups.answer(TRACK, { status: 500 }, 15);
    ups.ups.answer(SHIP, upsShipAnswer);
    const { consignmentNo } = booked(await ups.live.adapter.book(bookingRequest(225), ctx(225)));
    for (let n = 0; n < 5; n++)
      await expect(ups.live.adapter.track(consignmentNo, ctx(225))).rejects.toEqual(unavailable('status'));
    expect(ups.live.circuit.state).toBe('open');
    const sent = ups.ups.calls.length;
    await expect(ups.live.adapter.book(bookingRequest(225), ctx(225))).rejects.toEqual(
      unavailable('circuit_open'),
    );
    expect(ups.ups.calls.length).toBe(sent);
    ups.clock = new Date(BOOKED_AT.getTime() + 31_000);
    expect(ups.live.circuit.state).toBe('half-open');
    await ups.live.adapter.track(consignmentNo, ctx(225));
    expect(ups.live.circuit.state).toBe('closed');
  });
});

describe('UPS’s refusals in our codes, with UPS’s own words', () => {
  const refusal = (code: string, message: string) => ({
    status: 400,
    body: { response: { errors: [{ code, message }] } },
  });

  it.each([
    ['120802', 'Address Validation Error on ShipTo address', 'carrier.consignee.postcode_invalid'],
    [
      '111210',
      'The requested service is unavailable between the selected locations.',
      'carrier.service_unavailable',
    ],
    ['250002', 'Invalid Authentication Information.', 'carrier.account_unauthorised'],
    ['120999', 'The ship to postal code is invalid for the country', 'carrier.consignee.postcode_invalid'],
    ['999999', 'Something UPS has not told us about', 'carrier.refused'],
  ])('UPS %s becomes %s', async (code, message, ours) => {
    ups.ups.answer(SHIP, refusal(code, message));
    const errors = refused(await ups.live.adapter.book(bookingRequest(225), ctx(225)));
    expect(errors).toEqual([{ code: ours, description: `${message} (UPS ${code})` }]);
  });

  it('refuses what UPS would refuse before asking it, in the sandbox’s words', async () => {
    const req = bookingRequest(225);
    const errors = refused(
      await ups.live.adapter.book(
        { ...req, parts: req.parts.filter((p) => p.role !== 'consignee') },
        ctx(225),
      ),
    );
    expect(errors.map((e) => e.code)).toContain('carrier.consignee.missing');
    expect(shipCalls()).toHaveLength(0);
  });

  it('a void after pickup is refused as the sandbox refuses it; another account’s number is unknown', async () => {
    ups.ups.answer(SHIP, upsShipAnswer);
    const { consignmentNo } = booked(await ups.live.adapter.book(bookingRequest(225), ctx(225)));
    expect(await ups.live.adapter.cancel(consignmentNo, { customerId: 1, account: 'Z9Z9Z9' })).toMatchObject({
      ok: false,
      errors: [{ code: 'carrier.booking_unknown' }],
    });
    ups.ups.answer(
      { method: 'DELETE', path: /\/void\/cancel\// },
      refusal('190117', 'Void period has expired'),
    );
    expect(await ups.live.adapter.cancel(consignmentNo, ctx(225))).toMatchObject({
      ok: false,
      errors: [{ code: 'carrier.cancel_after_pickup' }],
    });
  });
});
