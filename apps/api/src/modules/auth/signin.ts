import { DEMO_USER_ID, isEmail } from '@skeppa/domain';
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
  if (!user || !ok || user.id === DEMO_USER_ID) {
    await recordFailure(deps, username, input.address, user);
    throw new AppError('auth.invalid_credentials');
  }
  const signedIn = user;
  return deps.repo.inTransaction(async (tx) => {
    await deps.repo.clearFailures(username, input.address, tx);
    return startSession(deps, signedIn, { tx, address: input.address, method: 'password' });
  });
}

/**
 * A username tried as the log keeps it: an e-mail address as typed; anything else only by its
 * first two characters and length, since what was typed into the username field may well be a
 * password.
 */
export function triedUsername(username: string): string {
  if (isEmail(username)) return username;
  const chars = [...username];
  return `${chars.slice(0, 2).join('')}… (${chars.length})`;
}

/**
 * A failed sign-in in the audit log: the username tried (never the password) and the address, in
 * the log of the company whose user it names; one naming nobody is in no company's. It stands on
 * its own: what it records (the failure counted by `reserveAttempt`) is already written.
 */
async function recordFailure(
  deps: SessionDeps,
  username: string,
  address: string,
  user: AuthUser | undefined,
) {
  const named = user && user.id !== DEMO_USER_ID ? user : undefined;
  const tried = triedUsername(username);
  await deps.audit.record(
    deps.repo.db,
    { customerId: null, companyId: named?.companyId ?? null, name: tried, address },
    { action: 'auth.sign_in_failed', object: { id: named?.id ?? null, label: tried } },
  );
}

export async function signInDemo(deps: SessionDeps, address: string) {
  const demo = await deps.repo.findUserById(DEMO_USER_ID);
  if (!demo) throw new AppError('auth.invalid_credentials', 'The demo user is not set up');
  return deps.repo.inTransaction((tx) => startSession(deps, demo, { tx, address, method: 'password' }));
}
