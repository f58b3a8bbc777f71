import { describe, expect, it } from 'vitest';
import { schedule, seededRandom, weightedRoundRobin } from './schedule.ts';
import { routeFor, SOAK_MIX, type SoakRoute } from './traffic.ts';

describe('the open loop schedule', () => {
  it('sends rate × seconds arrivals, evenly spaced, the last before the end', () => {
    const ten = schedule(25, 600);
    expect(ten.count).toBe(15_000);
    expect(ten.at(0)).toBe(0);
    expect(ten.at(1)).toBe(40);
    expect(ten.at(ten.count - 1)).toBe(599_960);
    expect(schedule(0.1, 30).count).toBe(3);
    expect(schedule(7, 1.5).count).toBe(10);
    expect(schedule(0, 60).count).toBe(0);
  });

  it('sends a fixed number per second whatever the rate and duration', () => {
    for (const [rate, seconds] of [
      [1, 1],
      [20, 60],
      [30, 10],
      [2.5, 4],
    ] as const) {
      const s = schedule(rate, seconds);
      const inFirstSecond = Array.from({ length: s.count }, (_, i) => s.at(i)).filter((t) => t < 1000);
      expect(inFirstSecond.length).toBe(Math.ceil(rate));
      expect(s.count).toBe(rate * seconds);
    }
  });
});

describe('the mix', () => {
  it('draws each route exactly its weight times in every round of the total weight', () => {
    const draw = weightedRoundRobin(SOAK_MIX);
    const total = Object.values(SOAK_MIX).reduce((a, b) => a + b, 0);
    const drawn = new Map<string, number>();
    for (let i = 0; i < 3 * total; i++) {
      const route = draw();
      drawn.set(route, (drawn.get(route) ?? 0) + 1);
    }
    for (const [route, weight] of Object.entries(SOAK_MIX)) expect(drawn.get(route)).toBe(3 * weight);
  });

  it('spreads a heavy route out rather than sending it in a block', () => {
    const draw = weightedRoundRobin({ a: 3, b: 1 });
    expect(Array.from({ length: 8 }, draw).join('')).toBe('aabaaaba');
  });

  it('refuses a mix with nothing in it', () => {
    expect(() => weightedRoundRobin({ a: 0 })).toThrow();
  });

  it('falls back along the steps a booking takes when the company lacks what a route works on', () => {
    const none = () => false;
    expect(routeFor('print', none)).toBe('save');
    expect(routeFor('receiverPage', none)).toBe('save');
    const saved = (r: SoakRoute) => r === 'order';
    expect(routeFor('print', saved)).toBe('order');
    expect(routeFor('book', () => true)).toBe('book');
    expect(routeFor('price', none)).toBe('price');
  });

  it('draws the same numbers from the same seed, each in [0, 1)', () => {
    const a = seededRandom(36);
    const b = seededRandom(36);
    const xs = Array.from({ length: 1000 }, a);
    expect(xs).toEqual(Array.from({ length: 1000 }, b));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(xs).size).toBeGreaterThan(990);
  });
});
