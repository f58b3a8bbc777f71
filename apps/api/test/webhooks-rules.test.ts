import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressAllowed } from '../src/modules/webhooks/address-guard.ts';
import {
  FIRST_RETRY_MS,
  failedForADay,
  LONGEST_RETRY_MS,
  nextAttemptAt,
  RETRY_FOR_MS,
  retryDelayMs,
} from '../src/modules/webhooks/retry.ts';

const HOUR = 3600_000;

describe('the webhook retry schedule', () => {
  it('doubles from about a minute, between half and all of each step, up to six hours', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, FIRST_RETRY_MS, () => 1))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ]);
    expect([1, 2, 3].map((n) => retryDelayMs(n, FIRST_RETRY_MS, () => 0))).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(9, FIRST_RETRY_MS, () => 1)).toBe(256 * 60_000);
    expect(retryDelayMs(10, FIRST_RETRY_MS, () => 1)).toBe(LONGEST_RETRY_MS);
    expect(retryDelayMs(40, FIRST_RETRY_MS, () => 1)).toBe(LONGEST_RETRY_MS);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const delay = retryDelayMs(n, FIRST_RETRY_MS, () => r);
        expect(delay).toBeGreaterThanOrEqual(FIRST_RETRY_MS / 2);
        expect(delay).toBeLessThanOrEqual(LONGEST_RETRY_MS);
      }),
    );
  });

  it('gives up once the next attempt would fall past three days from the event', () => {
    const created = new Date('2026-11-23T10:00:00Z');
    const late = new Date(created.getTime() + RETRY_FOR_MS - 2 * HOUR);
    expect(nextAttemptAt(created, late, 20, FIRST_RETRY_MS, () => 0)).toBeNull();
    expect(nextAttemptAt(created, late, 3, FIRST_RETRY_MS, () => 1)).toEqual(
      new Date(late.getTime() + 240_000),
    );
    // The whole schedule, never unlucky: about twenty attempts in three days.
    let now = created;
    let attempts = 1;
    for (let next = nextAttemptAt(created, now, attempts, FIRST_RETRY_MS, () => 1); next; attempts++) {
      now = next;
      next = nextAttemptAt(created, now, attempts + 1, FIRST_RETRY_MS, () => 1);
    }
    expect(attempts).toBeGreaterThanOrEqual(15);
    expect(attempts).toBeLessThanOrEqual(25);
    expect(now.getTime() - created.getTime()).toBeLessThanOrEqual(RETRY_FOR_MS);
  });

  it('pauses after a whole day of failures, not before', () => {
    const since = new Date('2026-11-23T10:00:00Z');
    expect(failedForADay(since, new Date(since.getTime() + 24 * HOUR - 1))).toBe(false);
    expect(failedForADay(since, new Date(since.getTime() + 24 * HOUR))).toBe(true);
  });
});

describe('the addresses a webhook may go to', () => {
  it('are public unicast addresses only', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])
      expect(addressAllowed(address, false), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.255.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '0.1.2.3',
      '255.255.255.255',
      '224.0.0.1',
      '192.0.2.10',
      '198.18.0.1',
      '240.0.0.1',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
      '2001:db8::1',
      'ff02::1',
      'not an address',
    ])
      expect(addressAllowed(address, false), address).toBe(false);
  });

  it('take loopback only where the setting allows it, and nothing else private with it', () => {
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('::1', true)).toBe(true);
    expect(addressAllowed('::ffff:127.0.0.1', true)).toBe(true);
    for (const address of ['10.0.0.1', '169.254.169.254', '192.168.0.1', '::', 'fd00::1'])
      expect(addressAllowed(address, true), address).toBe(false);
  });
});
