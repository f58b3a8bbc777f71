import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseWebhookSignatureHeader,
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_TOLERANCE_SECONDS,
  webhookSignatureHeader,
} from './webhook-signature.ts';

// Worked out with `printf '%s' '1767225600.<body>' | openssl dgst -sha256 -hmac '<secret>' -hex`.
const SECRET = 'whsec_bXlfc2VjcmV0X3NpZ25pbmdfa2V5XzAxMjM0NTY3';
const OLD_SECRET = 'whsec_b2xkX3NlY3JldF9zdGlsbF9zaWduaW5nX2Zvcl9ub3c';
const T = 1_767_225_600; // 2026-01-01T00:00:00Z
const BODY = '{"id":"9b1f0c1e-2f4b-4c1a-9d53-6f1f4a8f0b21","type":"order.cancelled"}';
const SIGNED = '8cd565cb46da50563628bfa7efd16aaf81afbf5af5bffe4937ca5e20ac3b43b9';
const OLD_SIGNED = '1c5113cec22cad3a6c5bcf798a2dce249d26c0ae05e403888a6450ae0076ce60';

describe('webhook signatures', () => {
  it('signs t.body with HMAC-SHA256 in hex, as openssl does', async () => {
    expect(await signWebhook(SECRET, T, BODY)).toBe(SIGNED);
    expect(await webhookSignatureHeader([SECRET], T, BODY)).toBe(`t=${T},v1=${SIGNED}`);
    expect(await webhookSignatureHeader([SECRET, OLD_SECRET], T, BODY)).toBe(
      `t=${T},v1=${SIGNED},v1=${OLD_SIGNED}`,
    );
  });

  it('verifies within five minutes either way and refuses a replay outside them', async () => {
    const header = `t=${T},v1=${SIGNED}`;
    expect(await verifyWebhookSignature(header, BODY, [SECRET], T)).toEqual({ ok: true, timestamp: T });
    expect((await verifyWebhookSignature(header, BODY, [SECRET], T + 300)).ok).toBe(true);
    expect((await verifyWebhookSignature(header, BODY, [SECRET], T - 300)).ok).toBe(true);
    expect(await verifyWebhookSignature(header, BODY, [SECRET], T + 301)).toEqual({
      ok: false,
      reason: 'outside_tolerance',
    });
    expect(await verifyWebhookSignature(header, BODY, [SECRET], new Date((T + 3600) * 1000))).toEqual({
      ok: false,
      reason: 'outside_tolerance',
    });
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300);
  });

  it('takes either signature of an overlap, under either secret the receiver holds', async () => {
    const header = `t=${T},v1=${SIGNED},v1=${OLD_SIGNED}`;
    expect((await verifyWebhookSignature(header, BODY, [OLD_SECRET], T)).ok).toBe(true);
    expect((await verifyWebhookSignature(header, BODY, [SECRET], T)).ok).toBe(true);
    expect((await verifyWebhookSignature(`t=${T},v1=${OLD_SIGNED}`, BODY, [SECRET, OLD_SECRET], T)).ok).toBe(
      true,
    );
  });

  it('refuses another body, another secret, another timestamp and a malformed header', async () => {
    const header = `t=${T},v1=${SIGNED}`;
    expect(await verifyWebhookSignature(header, `${BODY} `, [SECRET], T)).toEqual({
      ok: false,
      reason: 'no_match',
    });
    expect((await verifyWebhookSignature(header, BODY, [OLD_SECRET], T)).ok).toBe(false);
    expect((await verifyWebhookSignature(`t=${T + 1},v1=${SIGNED}`, BODY, [SECRET], T)).ok).toBe(false);
    for (const bad of ['', `v1=${SIGNED}`, `t=${T}`, `t=soon,v1=${SIGNED}`, 'garbage'])
      expect(await verifyWebhookSignature(bad, BODY, [SECRET], T)).toEqual({
        ok: false,
        reason: 'malformed',
      });
    expect((await verifyWebhookSignature(`t=${T},v1=${SIGNED.slice(2)}`, BODY, [SECRET], T)).ok).toBe(false);
  });

  it('reads the header whatever the spacing, skipping schemes it does not know', () => {
    expect(parseWebhookSignatureHeader(` t=${T} , v0=abc, v1=${SIGNED} ,v1=${OLD_SIGNED}`)).toEqual({
      timestamp: T,
      signatures: [SIGNED, OLD_SIGNED],
    });
  });

  it('verifies what it signs, for any body and secret', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.string({ minLength: 1 }),
        fc.nat(4_000_000_000),
        async (body, secret, t) => {
          const header = await webhookSignatureHeader([secret], t, body);
          expect((await verifyWebhookSignature(header, body, [secret], t)).ok).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
