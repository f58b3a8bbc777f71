import { randomUUID } from 'node:crypto';
import { DEMO_USER_ID, type SigninResponse } from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import { type AccessTokens, hashToken, newOpaqueToken } from '../../platform/tokens.ts';
import type { AuthRepository, AuthUser } from './repository.ts';

export interface SessionDeps {
  repo: AuthRepository;
  tokens: AccessTokens;
  refreshTokenTtlDays: number;
}

/** Starts a session: an access token and the first refresh token of a new family. */
export async function startSession(deps: SessionDeps, user: AuthUser): Promise<SigninResponse> {
  const familyId = randomUUID();
  const expiresAt = new Date(Date.now() + deps.refreshTokenTtlDays * 86_400_000);
  const refreshToken = await issueRefreshToken(deps, user.id, familyId, expiresAt);
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
 * raced itself): the whole family is revoked and the user must sign in again.
 */
export async function refreshSession(deps: SessionDeps, refreshToken: string) {
  const hash = hashToken(refreshToken);
  const claimed = await deps.repo.claimRefreshToken(hash);
  if (!claimed) {
    const known = await deps.repo.findRefreshToken(hash);
    if (known) await deps.repo.revokeFamily(known.familyId);
    throw new AppError('auth.refresh_invalid');
  }
  const user = await deps.repo.findUserById(claimed.customerId);
  if (!user) throw new AppError('auth.refresh_invalid');
  return {
    accessToken: await signFor(deps, user),
    // The family keeps its first expiry: rotation never extends a session past its absolute end.
    refreshToken: await issueRefreshToken(deps, user.id, claimed.familyId, claimed.expiresAt),
  };
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

async function issueRefreshToken(deps: SessionDeps, customerId: number, familyId: string, expiresAt: Date) {
  const token = newOpaqueToken();
  await deps.repo.insertRefreshToken({ customerId, familyId, tokenHash: hashToken(token), expiresAt });
  return token;
}
