import { describe, expect, it } from 'vitest';
import {
  growthPercent,
  growthPerThousand,
  latencySummary,
  percentile,
  seriesAfterWarmup,
  warmupSeconds,
} from './stats.ts';

describe('percentiles', () => {
  it('takes the nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarises unsorted latencies without reordering them', () => {
    const values = [30, 10, 20, 1000, 15];
    expect(latencySummary(values)).toEqual({ count: 5, p50: 20, p99: 1000, max: 1000 });
    expect(values).toEqual([30, 10, 20, 1000, 15]);
  });
});

describe('memory and database growth', () => {
  it('gives growth in per cent of the first value', () => {
    expect(growthPercent(200, 220)).toBeCloseTo(10);
    expect(growthPercent(200, 190)).toBeCloseTo(-5);
    expect(growthPercent(0, 10)).toBeNaN();
  });

  it('leaves out two minutes, or a fifth of a short run', () => {
    expect(warmupSeconds(600)).toBe(120);
    expect(warmupSeconds(3600)).toBe(120);
    expect(warmupSeconds(60)).toBe(12);
  });

  it('summarises the series after the warm-up', () => {
    const samples = [
      { t: 0, value: 100 },
      { t: 10, value: 180 },
      { t: 20, value: 150 },
      { t: 30, value: 170 },
      { t: 40, value: 165 },
    ];
    expect(seriesAfterWarmup(samples, 12)).toEqual({
      samples: 3,
      first: 150,
      last: 165,
      min: 150,
      max: 170,
      growth: 10,
    });
    expect(seriesAfterWarmup(samples, 50)).toBeNull();
  });

  it('scales database growth to 1,000 bookings', () => {
    expect(growthPerThousand(10_000_000, 12_000_000, 500)).toBe(4_000_000);
    expect(growthPerThousand(10, 20, 0)).toBeNaN();
  });
});
