import argon2 from 'argon2';
import { AppError } from './errors.ts';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Each hash holds 19 MiB and a core for ~50 ms; a burst of logins must not exhaust the machine.
const MAX_CONCURRENT = 2;
// A full queue drains in well under a second; the caller is told to come back after that.
const RETRY_AFTER_SECONDS = 1;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Verifies against a dummy hash when there is no user, so timing does not reveal who exists. */
  verify(hash: string | null | undefined, password: string): Promise<boolean>;
}

/**
 * At most two hashes run at once and at most `queueLimit` wait for a slot. Past that the caller
 * gets 503 `server.busy` with Retry-After at once: an unbounded queue would hold every request's
 * memory and answer them all too late anyway.
 */
export function createPasswordHasher(opts: { queueLimit: number }): PasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= MAX_CONCURRENT) {
      if (waiting.length >= opts.queueLimit) throw AppError.retryLater('server.busy', RETRY_AFTER_SECONDS);
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  // Made once, outside the queue, on the first sign-in for an unknown user.
  let dummyHash: Promise<string> | undefined;

  return {
    hash: (password) => withSlot(() => argon2.hash(password, OPTIONS)),
    async verify(hash, password) {
      if (!hash) {
        dummyHash ??= argon2.hash('not-a-real-password', OPTIONS);
        const dummy = await dummyHash;
        await withSlot(() => argon2.verify(dummy, password));
        return false;
      }
      return withSlot(() => argon2.verify(hash, password).catch(() => false));
    },
  };
}

/** For the seed and scripts, which hash one password at a time. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}
