/** A failed delivery is tried again for this long after its event, then given up (status failed). */
export const RETRY_FOR_MS = 3 * 24 * 60 * 60 * 1000;
/** An endpoint whose attempts have failed this long, with no delivery in between, is paused. */
export const PAUSE_AFTER_MS = 24 * 60 * 60 * 1000;
/** The first retry comes after about a minute, doubling … */
export const FIRST_RETRY_MS = 60 * 1000;
/** … up to six hours between attempts. */
export const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;

/**
 * The pause after the n-th failed attempt: exponential (first × 2^(n−1), at most the longest),
 * with "equal jitter" (between half and all of it), so receivers that come back after an outage
 * are not met by every sender's retries in the same second.
 */
export function retryDelayMs(failedAttempts: number, firstMs = FIRST_RETRY_MS, random = Math.random): number {
  const ceiling = Math.min(firstMs * 2 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** When the next attempt is due, or null when it would fall past the three days. */
export function nextAttemptAt(
  createdAt: Date,
  now: Date,
  failedAttempts: number,
  firstMs = FIRST_RETRY_MS,
  random = Math.random,
): Date | null {
  const next = new Date(now.getTime() + retryDelayMs(failedAttempts, firstMs, random));
  return next.getTime() - createdAt.getTime() > RETRY_FOR_MS ? null : next;
}

/** Failing since then, by now: a whole day of it pauses the endpoint. */
export const failedForADay = (failingSince: Date, now: Date) =>
  now.getTime() - failingSince.getTime() >= PAUSE_AFTER_MS;
