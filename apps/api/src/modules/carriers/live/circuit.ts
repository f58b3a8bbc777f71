import { CarrierUnavailable } from '../errors.ts';

/**
 * A circuit around one carrier's API: after `threshold` failures in a row it opens and callers
 * get `CarrierUnavailable` at once for `openMs`, instead of each booking waiting out the
 * carrier's timeouts; then one call is let through, and its success closes the circuit.
 */
export interface Circuit {
  /** Throws `CarrierUnavailable` while open; otherwise lets the call through. */
  enter(): void;
  success(): void;
  failure(): void;
  readonly state: 'closed' | 'open' | 'half-open';
}

export function circuit(
  carrier: string,
  { threshold = 5, openMs = 30_000, now = () => Date.now() } = {},
): Circuit {
  let failures = 0;
  let openedAt: number | null = null;
  let trial = false;
  return {
    get state() {
      if (openedAt === null) return 'closed';
      return now() - openedAt >= openMs ? 'half-open' : 'open';
    },
    enter() {
      if (openedAt === null) return;
      // Half-open lets one call through; the others keep answering fast until it is back.
      if (now() - openedAt >= openMs && !trial) {
        trial = true;
        return;
      }
      throw new CarrierUnavailable(
        carrier,
        'circuit_open',
        `${carrier}: circuit open after ${failures} failures`,
      );
    },
    success() {
      failures = 0;
      openedAt = null;
      trial = false;
    },
    failure() {
      failures += 1;
      if (trial || failures >= threshold) openedAt = now();
      trial = false;
    },
  };
}
