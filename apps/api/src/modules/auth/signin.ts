import { DEMO_USER_ID } from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { type SessionDeps, startSession } from './sessions.ts';

export interface ThrottleLimits {
  maxPerUsername: number;
  maxPerAddress: number;
  windowSeconds: number;
}

/**
 * Password sign-in. Failures are counted per username and per address; past either limit the
 * caller gets 429 before any password is checked. The answer never tells whether a user exists.
 */
export async function signIn(
  deps: SessionDeps & { limits: ThrottleLimits },
  input: { username: string; password: string; address: string },
) {
  const username = input.username.trim().toLowerCase();
  const since = new Date(Date.now() - deps.limits.windowSeconds * 1000);
  const failures = await deps.repo.countFailures(username, input.address, since);
  if (failures.byUsername >= deps.limits.maxPerUsername || failures.byAddress >= deps.limits.maxPerAddress) {
    throw new AppError('auth.too_many_attempts');
  }
  const user = await deps.repo.findUserByEmail(username);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok || user.id === DEMO_USER_ID) {
    await deps.repo.recordFailure(username, input.address);
    throw new AppError('auth.invalid_credentials');
  }
  await deps.repo.clearFailures(username);
  return startSession(deps, user);
}

export async function signInDemo(deps: SessionDeps) {
  const demo = await deps.repo.findUserById(DEMO_USER_ID);
  if (!demo) throw new AppError('auth.invalid_credentials', 'The demo user is not set up');
  return startSession(deps, demo);
}
