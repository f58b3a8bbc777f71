import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '@skeppa/domain';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `n` characters of base 62 from the system's random source (a tiny bias is of no consequence). */
function base62(n: number) {
  return [...randomBytes(n)].map((b) => ALPHABET[b % 62]).join('');
}

/** A new key: `sk_live_` + 8 characters (its public prefix) + `_` + 40 characters of secret. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const prefix = `${API_KEY_PREFIX}${base62(8)}`;
  const key = `${prefix}_${base62(40)}`;
  return { key, prefix, hash: hashApiKey(key) };
}

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The public prefix of what looks like one of our keys, or null. */
export function apiKeyPrefix(token: string): string | null {
  const match = /^(sk_live_[0-9A-Za-z]{8})_[0-9A-Za-z]{40}$/.exec(token);
  return match?.[1] ?? null;
}

export function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
