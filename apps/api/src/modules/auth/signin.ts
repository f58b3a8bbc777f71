import { DEMO_USER_ID } from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { PasswordHasher } from '../../platform/passwords.ts';
import type { AttemptLimits, AuthUser } from './repository.ts';
import { type SessionDeps, startSession } from './sessions.ts';

export type ThrottleLimits = AttemptLimits;

/**
 * Password sign-in. Failures are counted per username and address together, and per address;
 * past either limit the caller gets 429 before any password is checked. Others guessing from
 * elsewhere therefore never lock a user out of their own address. The answer never tells whether
 * a user exists.
 */
export async function signIn(
  deps: SessionDeps & { limits: ThrottleLimits; passwords: PasswordHasher },
  input: { username: string; password: string; address: string },
) {
  const username = input.username.trim().toLowerCase();
  const attempt = await deps.repo.reserveAttempt(username, input.address, deps.limits);
  if (!attempt) throw new AppError('auth.too_many_attempts');
  let ok: boolean;
  let user: AuthUser | undefined;
  try {
    user = await deps.repo.findUserByEmail(username);
    ok = await deps.passwords.verify(user?.passwordHash, input.password);
  } catch (error) {
    await deps.repo.releaseAttempt(attempt);
    throw error;
  }
  // A wrong password leaves the reserved attempt in place as the recorded failure.
  if (!user || !ok || user.id === DEMO_USER_ID) throw new AppError('auth.invalid_credentials');
  await deps.repo.clearFailures(username, input.address);
  return startSession(deps, user);
}

export async function signInDemo(deps: SessionDeps) {
  const demo = await deps.repo.findUserById(DEMO_USER_ID);
  if (!demo) throw new AppError('auth.invalid_credentials', 'The demo user is not set up');
  return startSession(deps, demo);
}
