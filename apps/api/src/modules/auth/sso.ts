import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors.ts';
import { hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import type { AuthRepository } from './repository.ts';
import { type SessionDeps, startSession } from './sessions.ts';

export const SSO_KEY_TTL_MS = 5 * 60_000;
/** A signed request older or newer than this is refused, so a captured one cannot be replayed later. */
const SIGNATURE_MAX_SKEW_MS = 5 * 60_000;

/** Creates a one-time key for a customer; the integrating system sends the user to /sso/{key}. */
export async function createSsoKey(repo: AuthRepository, who: { customerId?: number; email?: string }) {
  const user = await repo.findUserByIdOrEmail(who);
  if (!user) throw new AppError('customer.not_found');
  const key = newOpaqueToken();
  const expiresAt = new Date(Date.now() + SSO_KEY_TTL_MS);
  await repo.insertSsoKey({ keyHash: hashToken(key), customerId: user.id, expiresAt });
  return { key, customerId: user.id, expiresAt: expiresAt.toISOString() };
}

/** The key is used up in the transaction that starts the session and records the sign-in. */
export async function signInWithSsoKey(deps: SessionDeps, key: string, address: string) {
  return deps.repo.inTransaction(async (tx) => {
    const used = await deps.repo.consumeSsoKey(hashToken(key), tx);
    if (!used) throw new AppError('auth.sso_invalid');
    const user = await deps.repo.findUserById(used.customerId, tx);
    if (!user) throw new AppError('auth.sso_invalid');
    return startSession(deps, user, { tx, address, method: 'sso' });
  });
}

/** HMAC-SHA256 over `${timestamp}.${rawBody}` with the shared secret, hex encoded. */
export function ssoSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * Checks the signature and the timestamp's age. Answers the signature as we computed it (not as
 * sent: hex in another case or with trailing bytes would decode the same) and until when the
 * request could be accepted.
 */
export function verifySsoSignature(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
  now = Date.now(),
): { signature: string; acceptableUntil: Date } {
  const ts = Number(timestamp);
  if (!timestamp || !signature || !Number.isFinite(ts) || Math.abs(now - ts * 1000) > SIGNATURE_MAX_SKEW_MS) {
    throw new AppError('auth.sso_signature_invalid');
  }
  const hex = ssoSignature(secret, timestamp, rawBody);
  const expected = Buffer.from(hex, 'hex');
  const given = Buffer.from(signature, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new AppError('auth.sso_signature_invalid');
  }
  return { signature: hex, acceptableUntil: new Date(ts * 1000 + SIGNATURE_MAX_SKEW_MS) };
}

/** A signed request is served once: the same signature again within its window is a replay. */
export async function refuseReplay(
  repo: AuthRepository,
  verified: { signature: string; acceptableUntil: Date },
) {
  const first = await repo.rememberSsoSignature(verified.signature, verified.acceptableUntil);
  if (!first) throw new AppError('auth.sso_replayed');
}
