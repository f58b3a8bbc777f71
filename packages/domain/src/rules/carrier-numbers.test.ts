import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dhlExpressPieceId,
  dhlExpressWaybill,
  gs1CheckDigit,
  isValidDhlExpressPieceId,
  isValidDhlExpressWaybill,
  isValidLuhnWaybill,
  isValidSscc,
  isValidUpsTrackingNumber,
  luhnWaybill,
  sscc,
  upsCheckDigit,
  upsTrackingNumber,
} from './carrier-numbers.ts';

const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));

describe('carrier numbers (DOMAIN.md examples)', () => {
  it('UPS: 1Z999AA10123456784 and 1ZWX0692YP40636269 are valid; their check digits are computed', () => {
    expect(upsCheckDigit('999AA1012345678')).toBe(4);
    expect(upsCheckDigit('WX0692YP4063626')).toBe(9);
    expect(upsTrackingNumber('999AA1', '01', '2345678')).toBe('1Z999AA10123456784');
    expect(isValidUpsTrackingNumber('1Z999AA10123456784')).toBe(true);
    expect(isValidUpsTrackingNumber('1ZWX0692YP40636269')).toBe(true);
    expect(isValidUpsTrackingNumber('1Z999AA10123456785')).toBe(false);
    expect(isValidUpsTrackingNumber('1Z999AA1012345678')).toBe(false);
  });

  it('DHL Express: the first nine digits mod 7 (123456789 → 1234567891)', () => {
    expect(dhlExpressWaybill('123456789')).toBe('1234567891');
    expect(isValidDhlExpressWaybill('1234567891')).toBe(true);
    expect(isValidDhlExpressWaybill('1234567892')).toBe(false);
  });

  it('DHL Express piece id: JD01, 15 digits and their GS1 mod-10', () => {
    expect(dhlExpressPieceId('000000000000001')).toBe('JD010000000000000017');
    expect(isValidDhlExpressPieceId('JD010000000000000017')).toBe(true);
    expect(isValidDhlExpressPieceId('JD010000000000000018')).toBe(false);
    expect(isValidDhlExpressPieceId('JD000000000000000017')).toBe(false);
    expect(() => dhlExpressPieceId('1234')).toThrow();
  });

  it('SSCC: (00) 09528765432101234 6', () => {
    expect(gs1CheckDigit('09528765432101234')).toBe(6);
    expect(sscc('09528765432101234')).toBe('095287654321012346');
    expect(isValidSscc('095287654321012346')).toBe(true);
    expect(isValidSscc('095287654321012347')).toBe(false);
  });

  it('Luhn waybill numbers carry the Luhn check of their first nine digits', () => {
    expect(luhnWaybill('556036079')).toBe('5560360793');
    expect(isValidLuhnWaybill('5560360793')).toBe(true);
    expect(isValidLuhnWaybill('5560360794')).toBe(false);
  });

  it('refuses data of the wrong shape instead of making a number', () => {
    expect(() => sscc('123')).toThrow();
    expect(() => dhlExpressWaybill('12345678a')).toThrow();
    expect(() => upsTrackingNumber('999AA1', '01', '234567')).toThrow();
  });
});

describe('properties', () => {
  it('every number made is valid, and changing its check digit makes it invalid', () => {
    const other = (d: string) => String((Number(d) + 1) % 10);
    fc.assert(
      fc.property(digits(17), digits(9), digits(7), digits(15), (d17, d9, d7, d15) => {
        const made = [
          [sscc(d17), isValidSscc],
          [dhlExpressWaybill(d9), isValidDhlExpressWaybill],
          [luhnWaybill(d9), isValidLuhnWaybill],
          [upsTrackingNumber('999AA1', '01', d7), isValidUpsTrackingNumber],
          [dhlExpressPieceId(d15), isValidDhlExpressPieceId],
        ] as const;
        return made.every(([n, valid]) => valid(n) && !valid(n.slice(0, -1) + other(n.slice(-1))));
      }),
    );
  });

  it('a UPS check digit catches any one digit of the service code or package id changed', () => {
    fc.assert(
      fc.property(
        digits(7),
        fc.integer({ min: 10, max: 16 }),
        fc.integer({ min: 1, max: 9 }),
        (id, at, by) => {
          const n = upsTrackingNumber('999AA1', '01', id);
          // A doubled digit changed by 5 moves the sum by 10: the one change the scheme cannot see.
          if (by === 5 && (at - 2) % 2 === 1) return true;
          const changed = String((Number(n[at]) + by) % 10);
          return !isValidUpsTrackingNumber(n.slice(0, at) + changed + n.slice(at + 1));
        },
      ),
    );
  });
});
