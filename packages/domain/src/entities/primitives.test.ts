import { describe, expect, it } from 'vitest';
import { signinRequestSchema } from '../requests/auth.ts';
import { idParamsSchema } from '../requests/common.ts';
import { customerSettingRequestSchema, pageViewRequestSchema } from '../requests/customer.ts';
import { carrierListEntrySchema } from './customer.ts';
import { INT4_MAX, int4Schema, positiveIdSchema, textSchema } from './primitives.ts';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('the shared string schema', () => {
  it('refuses the null character anywhere, and keeps its own limits when extended', () => {
    expect(ok(textSchema, 'Göteborg')).toBe(true);
    expect(ok(textSchema, '\u0000')).toBe(false);
    expect(ok(textSchema, 'x\ud800y')).toBe(false);
    expect(ok(textSchema, 'y\udc00')).toBe(false);
    expect(ok(textSchema, 'paket 📦')).toBe(true);
    expect(ok(textSchema, 'a\u0000b')).toBe(false);
    expect(ok(textSchema.max(3), 'abcd')).toBe(false);
    expect(ok(signinRequestSchema, { username: 'user@skeppa.test\u0000', password: 'x' })).toBe(false);
    expect(ok(pageViewRequestSchema, { path: '/start', title: 'x\u0000' })).toBe(false);
  });
});

describe('integers bound for PostgreSQL integer columns', () => {
  it('stop at 2,147,483,647', () => {
    expect(INT4_MAX).toBe(2 ** 31 - 1);
    expect(ok(positiveIdSchema, INT4_MAX)).toBe(true);
    expect(ok(positiveIdSchema, INT4_MAX + 1)).toBe(false);
    expect(ok(int4Schema, -(2 ** 31))).toBe(true);
    expect(ok(int4Schema, -(2 ** 31) - 1)).toBe(false);
    expect(ok(idParamsSchema, { id: String(INT4_MAX) })).toBe(true);
    expect(ok(idParamsSchema, { id: '2147483648' })).toBe(false);
    expect(ok(customerSettingRequestSchema, { setting: 'primaryContactId', value: 2 ** 31 })).toBe(false);
    const carrier = { code: 2, name: 'DSV', logoName: 'dsv', priceSupplier: 2, active: true };
    expect(ok(carrierListEntrySchema, carrier)).toBe(true);
    expect(ok(carrierListEntrySchema, { ...carrier, code: 2 ** 31 })).toBe(false);
    expect(ok(carrierListEntrySchema, { ...carrier, priceSupplier: 2 ** 31 })).toBe(false);
  });
});
