// Verifying a Skeppa webhook in Node, without dependencies (docs/integrations.md). Pass the body
// exactly as received, before any JSON parsing; `secrets` may hold two during a rotation.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOLERANCE_SECONDS = 300;

export function verifySkeppaWebhook(rawBody, header, secrets, now = Date.now() / 1000) {
  const pairs = header.split(',').map((part) => part.trim().split('='));
  const t = Number(pairs.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(now - t) > TOLERANCE_SECONDS) return false;
  const sent = pairs.filter(([name]) => name === 'v1').map(([, hex]) => Buffer.from(hex ?? '', 'hex'));
  return [secrets].flat().some((secret) => {
    const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
    return sent.some((v1) => v1.length === expected.length && timingSafeEqual(v1, expected));
  });
}
