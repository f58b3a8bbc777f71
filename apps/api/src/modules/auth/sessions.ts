import { randomUUID } from 'node:crypto';
import { DEMO_USER_ID, type SigninResponse } from '@skeppa/domain';
import type { Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { type AccessTokens, hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import type { Audit } from '../audit/index.ts';
import type { AuthRepository, AuthUser } from './repository.ts';

export interface SessionDeps {
  repo: AuthRepository;
  /** Sign-ins and failed sign-ins go to the audit log. */
  audit: Audit;
  tokens: AccessTokens;
  refreshTokenTtlDays: number;
  /** How long after its rotation a refresh token may be presented again (decision 225). */
  reuseGraceSeconds: number;
}

/**
 * Starts a session: an access token and the first refresh token of a new family, written in the
 * caller's transaction with the sign-in's audit entry.
 */
export async function startSession(
  deps: SessionDeps,
  user: AuthUser,
  signedIn: { tx: Executor; address: string; method: 'password' | 'sso' },
): Promise<SigninResponse> {
  const familyId = randomUUID();
  const expiresAt = new Date(Date.now() + deps.refreshTokenTtlDays * 86_400_000);
  const refreshToken = await issueRefreshToken(deps, signedIn.tx, user.id, familyId, expiresAt);
  // The demo user is everyone's: its sign-ins tell no company anything.
  if (user.id !== DEMO_USER_ID) {
    await deps.audit.record(
      signedIn.tx,
      { customerId: user.id, companyId: user.companyId, address: signedIn.address },
      {
        action: 'auth.signed_in',
        object: { id: user.id, label: user.email },
        changes: { method: { from: null, to: signedIn.method } },
      },
    );
  }
  return {
    accessToken: await signFor(deps, user),
    refreshToken,
    id: user.id,
    email: user.email,
    demoUser: user.id === DEMO_USER_ID,
  };
}

/**
 * Rotates a refresh token. Using one that was already rotated means it leaked (or a client
 * raced itself): the whole family is revoked and the user must sign in again. Within the reuse
 * grace of its rotation, and while its successor is still unused, the answer to that rotation
 * went missing (a reload mid-refresh): the client gets a new pair, and the successor it never
 * received is revoked, so a family never holds two live tokens (decision 225).
 */
export async function refreshSession(deps: SessionDeps, refreshToken: string) {
  const next = newOpaqueToken();
  const rotated = await deps.repo.inTransaction((tx) =>
    rotateUnderLock(deps, tx, hashToken(refreshToken), hashToken(next)),
  );
  if (!rotated) throw new AppError('auth.refresh_invalid');
  const user = await deps.repo.findUserById(rotated.customerId);
  if (!user) throw new AppError('auth.refresh_invalid');
  return { accessToken: await signFor(deps, user), refreshToken: next };
}

async function rotateUnderLock(deps: SessionDeps, tx: Transaction, hash: string, nextHash: string) {
  const token = await deps.repo.lockRefreshToken(tx, hash);
  if (!token) return undefined;
  if (!(await mayRotate(deps, tx, token))) {
    await deps.repo.revokeFamily(token.familyId, tx);
    return undefined;
  }
  // The family keeps its first expiry: rotation never extends a session past its absolute end.
  await deps.repo.rotateInto(tx, token.id, {
    id: randomUUID(),
    customerId: token.customerId,
    familyId: token.familyId,
    tokenHash: nextHash,
    expiresAt: token.expiresAt,
  });
  return token;
}

type LockedRefreshToken = NonNullable<Awaited<ReturnType<AuthRepository['lockRefreshToken']>>>;

/** A live token never used; or one used within the grace whose successor nobody has used. */
async function mayRotate(deps: SessionDeps, tx: Transaction, token: LockedRefreshToken) {
  if (token.revoked || token.expired) return false;
  if (token.secondsSinceRotation === null) return true;
  if (token.secondsSinceRotation >= deps.reuseGraceSeconds || token.replacedBy === null) return false;
  // Revoking the successor is also the check that it is unused: only then did its answer go missing.
  return deps.repo.revokeUnused(tx, token.replacedBy);
}

/** Ends the session the refresh token belongs to; silent when the token is unknown or not theirs. */
export async function endSession(deps: SessionDeps, userId: number, refreshToken: string) {
  const known = await deps.repo.findRefreshToken(hashToken(refreshToken));
  if (known && known.customerId === userId) await deps.repo.revokeFamily(known.familyId);
}

function signFor(deps: SessionDeps, user: AuthUser) {
  return deps.tokens.sign({
    customerId: user.id,
    companyId: user.companyId,
    demo: user.id === DEMO_USER_ID,
    level: user.customerLevel,
  });
}

async function issueRefreshToken(
  deps: SessionDeps,
  ex: Executor,
  customerId: number,
  familyId: string,
  expiresAt: Date,
) {
  const token = newOpaqueToken();
  await deps.repo.insertRefreshToken({ customerId, familyId, tokenHash: hashToken(token), expiresAt }, ex);
  return token;
}
