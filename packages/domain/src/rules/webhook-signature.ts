// The signature of a webhook POST (issue 35.2), as Stripe signs: HMAC-SHA256 under the endpoint's
// secret over `${t}.${body}`, where t is the Unix second of the attempt, sent as
// `Skeppa-Signature: t=<t>,v1=<hex>[,v1=<hex>]`. The timestamp inside the signed text is what
// makes a captured request useless after the tolerance. Web Crypto, so the rule runs unchanged in
// Node and in the browser, and compares in constant time (`subtle.verify`).

/** The header a webhook POST carries its signature in. */
export const WEBHOOK_SIGNATURE_HEADER = 'Skeppa-Signature';
/** How far a signature's timestamp may be from the receiver's clock, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
/** A webhook secret starts with this, so that one found in a log or a file is known for what it is. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    usage,
  ]);
}

const signedText = (timestamp: number, body: string) => encoder.encode(`${timestamp}.${body}`);

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** 32 bytes as 64 lower- or upper-case hex digits; anything else is no signature. */
function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** The hex HMAC-SHA256 of `${timestamp}.${body}` under the secret (the whole `whsec_…` text). */
export async function signWebhook(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await hmacKey(secret, 'sign');
  return toHex(await crypto.subtle.sign('HMAC', key, signedText(timestamp, body)));
}

/** The header's value: the timestamp and one `v1=` per secret that signs (two during an overlap). */
export async function webhookSignatureHeader(
  secrets: readonly string[],
  timestamp: number,
  body: string,
): Promise<string> {
  const signatures = await Promise.all(secrets.map((s) => signWebhook(s, timestamp, body)));
  return [`t=${timestamp}`, ...signatures.map((s) => `v1=${s}`)].join(',');
}

export interface ParsedWebhookSignature {
  timestamp: number;
  signatures: string[];
}

/** `t=…,v1=…[,v1=…]`; other schemes (a later `v2=`) are skipped; null without a t or a v1. */
export function parseWebhookSignatureHeader(header: string): ParsedWebhookSignature | null {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1') signatures.push(value);
  }
  return timestamp === undefined || signatures.length === 0 ? null : { timestamp, signatures };
}

export type WebhookVerification =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'malformed' | 'outside_tolerance' | 'no_match' };

/**
 * Whether a POST's header signs its body under one of the secrets, within the tolerance of `now`
 * (Unix seconds, or a Date). The body is the raw text received, before any JSON parsing.
 */
export async function verifyWebhookSignature(
  header: string,
  body: string,
  secrets: readonly string[],
  now: number | Date,
  toleranceSeconds: number = WEBHOOK_TOLERANCE_SECONDS,
): Promise<WebhookVerification> {
  const parsed = parseWebhookSignatureHeader(header);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const nowSeconds = typeof now === 'number' ? now : Math.floor(now.getTime() / 1000);
  if (Math.abs(nowSeconds - parsed.timestamp) > toleranceSeconds)
    return { ok: false, reason: 'outside_tolerance' };
  const data = signedText(parsed.timestamp, body);
  for (const secret of secrets) {
    const key = await hmacKey(secret, 'verify');
    for (const hex of parsed.signatures) {
      const signature = fromHex(hex);
      if (signature && (await crypto.subtle.verify('HMAC', key, signature, data)))
        return { ok: true, timestamp: parsed.timestamp };
    }
  }
  return { ok: false, reason: 'no_match' };
}
