import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collectConsignmentErrors,
  dedupeErrorsByCode,
  EMAIL_NOTICE_MISSING_CODE,
  errorTextOrGeneric,
  isEmailNoticeWithSmsError,
  presentConsignmentError,
} from './errors.ts';

const e = (code: string, description = code) => ({ code, description });

describe('dedupeErrorsByCode', () => {
  it('keeps the first error of each code, in order', () => {
    expect(dedupeErrorsByCode([e('A', '1'), e('B'), e('A', '2'), e('C'), e('B', '3')])).toEqual([
      e('A', '1'),
      e('B'),
      e('C'),
    ]);
  });

  it('gives distinct codes, keeps every code and is idempotent', () => {
    const codes = fc.array(
      fc.record({ code: fc.constantFrom('A', 'B', 'C', 'D'), description: fc.string() }),
    );
    fc.assert(
      fc.property(codes, (errors) => {
        const out = dedupeErrorsByCode(errors);
        expect(new Set(out.map((x) => x.code)).size).toBe(out.length);
        expect(new Set(out.map((x) => x.code))).toEqual(new Set(errors.map((x) => x.code)));
        for (const x of out) expect(x).toBe(errors.find((y) => y.code === x.code));
        expect(dedupeErrorsByCode(out)).toEqual(out);
      }),
    );
  });
});

describe('the e-mail notice refusal', () => {
  it('is recognised by our code or by a carrier text', () => {
    expect(isEmailNoticeWithSmsError(e(EMAIL_NOTICE_MISSING_CODE, ''))).toBe(true);
    const carrier = e(
      'DHL-4711',
      'Service option NOTIFICATION_EMAIL cannot be combined with NOTIFICATION_SMS',
    );
    expect(isEmailNoticeWithSmsError(carrier)).toBe(true);
    expect(isEmailNoticeWithSmsError(e('X', 'E-postavisering kan inte kombineras med SMS-avisering'))).toBe(
      true,
    );
    expect(isEmailNoticeWithSmsError(e('X', 'Invalid e-mail address'))).toBe(false);
    expect(isEmailNoticeWithSmsError(e('X', 'SMS notice needs a mobile number'))).toBe(false);
  });

  it("is shown as 'E-post saknas för mottagare' and other errors are left alone", () => {
    const shown = presentConsignmentError({
      ...e('DHL-4711', 'E-mail notice cannot be combined with SMS'),
      extra: 1,
    });
    expect(shown).toEqual({
      code: EMAIL_NOTICE_MISSING_CODE,
      description: 'E-post saknas för mottagare',
      extra: 1,
    });
    const other = e('POSTCODE', 'Can not find city');
    expect(presentConsignmentError(other)).toBe(other);
  });

  it('collapses with its variants when errors are collected', () => {
    const out = collectConsignmentErrors([
      [e('A'), e('DHL-1', 'email option can not be combined with sms')],
      null,
      [e('UPS-2', 'E-mail and SMS notice cannot be used together'), e('A', 'later')],
    ]);
    expect(out).toEqual([
      e('A'),
      { code: EMAIL_NOTICE_MISSING_CODE, description: 'E-post saknas för mottagare' },
    ]);
  });
});

describe('errorTextOrGeneric', () => {
  it('falls back to the generic key when the text is missing or says undefined', () => {
    for (const bad of [
      undefined,
      null,
      '',
      '  ',
      'Error: undefined',
      'Cannot read properties of undefined',
      42,
    ]) {
      expect(errorTextOrGeneric(bad)).toEqual({ key: 'errors.generic' });
    }
    expect(errorTextOrGeneric('Price can not be found')).toEqual({ text: 'Price can not be found' });
  });
});
