import type { UserSession } from '@skeppa/domain';
import { loadFirstScreenSchemas } from '../api/load-schemas';
import { getSessionKey } from './key-store';

export const STORED_USER_KEY = 'skeppa.user';

interface Envelope {
  v: 1;
  iv: string;
  data: string;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function isEnvelope(value: unknown): value is Envelope {
  const v = value as Partial<Envelope> | null;
  return !!v && v.v === 1 && typeof v.iv === 'string' && typeof v.data === 'string';
}

/** Encrypts the user with AES-GCM (fresh 96-bit IV each time) and stores the envelope. */
export async function saveStoredUser(user: UserSession): Promise<void> {
  const key = await getSessionKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(user));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const envelope: Envelope = { v: 1, iv: toBase64(iv), data: toBase64(cipher) };
  localStorage.setItem(STORED_USER_KEY, JSON.stringify(envelope));
}

/**
 * The stored user, or null. Anything that is not our encrypted envelope, including a user with a
 * plain access token (an old format, or one planted by hand), is ignored and removed, as is an
 * envelope that no longer decrypts (the key store was cleared).
 */
export async function loadStoredUser(): Promise<UserSession | null> {
  const raw = localStorage.getItem(STORED_USER_KEY);
  if (!raw) return null;
  try {
    const envelope: unknown = JSON.parse(raw);
    if (!isEnvelope(envelope)) throw new Error('not an encrypted user');
    const [key, { userSessionSchema }] = await Promise.all([getSessionKey(), loadFirstScreenSchemas()]);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(envelope.iv) },
      key,
      fromBase64(envelope.data),
    );
    return userSessionSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
  } catch {
    localStorage.removeItem(STORED_USER_KEY);
    return null;
  }
}

export function clearStoredUser(): void {
  localStorage.removeItem(STORED_USER_KEY);
}
