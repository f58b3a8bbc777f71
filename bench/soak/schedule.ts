/**
 * The open loop's clock and choices, without timers, so they can be tested. Arrivals are evenly
 * spaced: a fixed rate shows a slower server as longer answers, never as fewer requests.
 */
export interface Schedule {
  count: number;
  /** The arrival's time in ms from the start. */
  at(i: number): number;
}

export function schedule(ratePerSecond: number, seconds: number): Schedule {
  if (!(ratePerSecond > 0) || !(seconds > 0)) return { count: 0, at: () => 0 };
  // The epsilon keeps 0.1 × 30 from counting as 2.999…
  const count = Math.floor(ratePerSecond * seconds + 1e-9);
  return { count, at: (i) => (i * 1000) / ratePerSecond };
}

/**
 * Smooth weighted round robin (as nginx balances upstreams): each name comes up exactly its weight
 * times in every run of total-weight picks, spread out rather than in blocks, so even a one-minute
 * soak carries the whole mix.
 */
export function weightedRoundRobin<K extends string>(weights: Record<K, number>) {
  const entries = (Object.entries(weights) as [K, number][]).filter(([, w]) => w > 0);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  if (total === 0) throw new Error('a mix needs a weight above 0');
  const current = new Map<K, number>(entries.map(([k]) => [k, 0]));
  return (): K => {
    let best: K | undefined;
    let bestValue = Number.NEGATIVE_INFINITY;
    for (const [k, w] of entries) {
      const value = (current.get(k) ?? 0) + w;
      current.set(k, value);
      if (value > bestValue) [best, bestValue] = [k, value];
    }
    current.set(best as K, bestValue - total);
    return best as K;
  };
}

/** Mulberry32: a seeded [0, 1) generator, so two runs send the same shipments in the same order. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
