import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@skeppa/domain';

/** A new endpoint secret: `whsec_` and 32 random bytes, base64url (43 characters). */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What the endpoint list shows of a secret: its last four characters. */
export const secretHint = (secret: string) => secret.slice(-4);

export interface SecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

const VERSION = 'v1';

/**
 * Endpoint secrets encrypted at rest (decision 331): AES-256-GCM under a key derived from
 * WEBHOOKS_SECRET_KEY (or the one generated in DATA_DIR), written `v1.<iv>.<ciphertext+tag>`. A
 * copy of the database alone cannot sign a webhook; the server, which must sign, can open them.
 */
export function secretBox(keyText: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', keyText, 'skeppa', 'webhook endpoint secrets', 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [VERSION, iv.toString('base64url'), sealed.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, data] = sealed.split('.');
      if (version !== VERSION || !iv || !data) throw new Error('not a sealed webhook secret');
      const bytes = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
