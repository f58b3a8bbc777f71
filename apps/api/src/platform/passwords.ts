import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Each hash holds 19 MiB and a core for ~50 ms; a burst of logins must not exhaust the machine.
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withSlot(() => argon2.hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a dummy hash when there is no user, so timing does not reveal who exists. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await withSlot(async () => argon2.verify(await dummyHash!, password));
    return false;
  }
  return withSlot(() => argon2.verify(hash, password).catch(() => false));
}
