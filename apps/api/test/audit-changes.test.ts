import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_LIMITS, changedFields } from '../src/modules/audit/index.ts';

describe('changedFields', () => {
  it('names each field that changed with its old and new value, and no other', () => {
    const before = { company: 'Lager AB', city: 'Solna', locked: false, phone: '08-1' };
    const after = { company: 'Lager AB', city: 'Kista', locked: true, phone: '08-1' };
    expect(changedFields(before, after)).toEqual({
      city: { from: 'Solna', to: 'Kista' },
      locked: { from: false, to: true },
    });
  });

  it('gives a made object every filled field from null, and leaves out the blank ones', () => {
    expect(changedFields(null, { company: 'Lager AB', address2: '', state: null, consumer: false })).toEqual({
      company: { from: null, to: 'Lager AB' },
      consumer: { from: null, to: false },
    });
  });

  it('follows nested objects under dotted names, and lists of objects by their index', () => {
    const before = { address: { city: 'Solna', lines: ['Väg 1'] }, goods: [{ weight: 5 }] };
    const after = { address: { city: 'Solna', lines: ['Väg 2'] }, goods: [{ weight: 7 }] };
    expect(changedFields(before, after)).toEqual({
      'address.lines': { from: ['Väg 1'], to: ['Väg 2'] },
      'goods.0.weight': { from: 5, to: 7 },
    });
  });

  it('never includes passwords, tokens, secrets, hashes, signatures or documents, at any depth', () => {
    const after = {
      password: 'hunter2',
      passwordHash: '$argon2id$…',
      refreshToken: 'abc',
      clientSecret: 's3cret',
      login: { newPassword: 'x', keyHash: 'y' },
      signature: 'v1=…',
      pdf: Buffer.from('%PDF-1.7'),
      label: new Uint8Array([1, 2, 3]),
      file: 'base64…',
      apiKey: 'sk_live_abc',
      note: 'sk_live_0123456789abcdef0123456789',
      prefix: 'sk_live_0123',
      bearer: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      city: 'Kista',
    };
    const changes = changedFields(null, after);
    expect(Object.keys(changes)).toEqual(['note', 'prefix', 'bearer', 'city']);
    // A credential under an innocent name is still left out: its value is dropped.
    expect(changes.note).toEqual({ from: null, to: null });
    expect(changes.bearer).toEqual({ from: null, to: null });
    // A key's short public prefix, as the key lists show it, is no secret.
    expect(changes.prefix).toEqual({ from: null, to: 'sk_live_0123' });
    expect(JSON.stringify(changes)).not.toMatch(/hunter2|argon2|s3cret|sk_live_0123456789abcdef|eyJ|PDF/);
  });

  it('cuts long texts and lists, and keeps at most the field limit, counting the rest', () => {
    const long = 'å'.repeat(500);
    const changes = changedFields({ text: '' }, { text: long, ids: Array.from({ length: 30 }, (_, i) => i) });
    expect([...(changes.text!.to as string)]).toHaveLength(AUDIT_LIMITS.text);
    expect(changes.text!.to).toMatch(/…$/);
    expect(changes.ids!.to).toHaveLength(AUDIT_LIMITS.list + 1);
    expect((changes.ids!.to as unknown[]).at(-1)).toBe('…+10');

    const wide = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, i]));
    const many = changedFields(null, wide);
    expect(Object.keys(many)).toHaveLength(AUDIT_LIMITS.fields + 1);
    expect(many._more).toEqual({ from: null, to: 10 });
  });

  it('counts a difference past the cut, and leaves out what the caller says changes every write', () => {
    const a = `${'x'.repeat(300)}a`;
    const b = `${'x'.repeat(300)}b`;
    expect(Object.keys(changedFields({ text: a }, { text: b }))).toEqual(['text']);
    expect(
      changedFields({ city: 'A', updatedAt: 1 }, { city: 'A', updatedAt: 2 }, { omit: ['updatedAt'] }),
    ).toEqual({});
  });

  it('lets no field named for a secret through, whatever else the objects hold', () => {
    const secretName = fc.constantFrom(
      'password',
      'passwordHash',
      'accessToken',
      'secret',
      'tokenHash',
      'signature',
    );
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), value),
        secretName,
        fc.string({ minLength: 1 }),
        (rest, name, secret) => {
          const changes = changedFields(rest, { ...rest, [name]: secret, nested: { [name]: secret } });
          return Object.keys(changes).every((k) => !k.split('.').includes(name));
        },
      ),
    );
  });
});
