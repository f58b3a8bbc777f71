/** The report's arithmetic: percentiles, the memory series' summary and growth. */

/** Nearest rank of an ascending list: the smallest value with at least p % of them at or below it. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

export function latencySummary(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.length > 0 ? sorted[sorted.length - 1]! : Number.NaN,
  };
}

/** From the first value to the last, in per cent of the first. */
export function growthPercent(first: number, last: number): number {
  return first > 0 ? ((last - first) / first) * 100 : Number.NaN;
}

/** The warm-up left out of the memory verdict: the first two minutes, or the first fifth of a short run. */
export function warmupSeconds(seconds: number): number {
  return Math.min(120, seconds * 0.2);
}

export interface Sample {
  /** Seconds from the first arrival. */
  t: number;
  value: number;
}

/** The series after the warm-up: its min, max, first and last, and the growth from first to last. */
export function seriesAfterWarmup(samples: readonly Sample[], warmup: number) {
  const after = samples.filter((s) => s.t >= warmup);
  if (after.length === 0) return null;
  const values = after.map((s) => s.value);
  const first = after[0]!.value;
  const last = after[after.length - 1]!.value;
  return {
    samples: after.length,
    first,
    last,
    min: Math.min(...values),
    max: Math.max(...values),
    growth: growthPercent(first, last),
  };
}

/** How much the database grew for each 1,000 bookings, in bytes; NaN without a booking. */
export function growthPerThousand(bytesBefore: number, bytesAfter: number, bookings: number): number {
  return bookings > 0 ? ((bytesAfter - bytesBefore) / bookings) * 1000 : Number.NaN;
}
