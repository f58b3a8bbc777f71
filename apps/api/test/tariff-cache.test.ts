import { describe, expect, it } from 'vitest';
import type { TariffRows } from '../src/modules/pricing/tariff-book.ts';
import { tariffCache } from '../src/modules/pricing/tariff-cache.ts';

const rowsAt = (version: number): TariffRows => ({
  version,
  templates: [],
  carriers: [],
  priceLists: [{ id: 1, isDefault: true, currency: 'SEK' }],
  zones: [],
  tariffs: [],
  fixedPrices: [],
  fuel: [],
  surcharges: [],
  options: [],
});

/**
 * A repository of rows whose loads the test finishes by hand: each load takes the snapshot of the
 * version current when it starts, as the real repeatable-read transaction does.
 */
function controlledRepository(startVersion: number) {
  let version = startVersion;
  const pending: { snapshot: number; finish: () => void }[] = [];
  return {
    repo: {
      version: async () => version,
      loadAll: () =>
        new Promise<TariffRows>((resolve) => {
          const snapshot = version;
          pending.push({ snapshot, finish: () => resolve(rowsAt(snapshot)) });
        }),
    },
    bump: () => {
      version += 1;
    },
    loads: () => pending.map((p) => p.snapshot),
    finish: async (index: number) => {
      pending[index]?.finish();
      // Let the cache's continuations run before the test looks again.
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe('tariff cache', () => {
  it('never hands a request a book older than the version it read', async () => {
    const db = controlledRepository(4);
    const cache = tariffCache(db.repo);
    const first = cache.atVersion(4); // starts a load of version 4
    db.bump(); // tariffs change while it runs
    const second = cache.atVersion(5); // joins the load in flight
    await db.finish(0);
    expect((await first).version).toBe(4);
    // The version-4 book is too old for the second request: it loads again.
    expect(db.loads()).toEqual([4, 5]);
    await db.finish(1);
    expect((await second).version).toBe(5);
  });

  it('shares one load between requests of the same version, and reuses the book until it moves', async () => {
    const db = controlledRepository(7);
    const cache = tariffCache(db.repo);
    const a = cache.atVersion(7);
    const b = cache.current();
    await new Promise((r) => setImmediate(r));
    await db.finish(0);
    expect([(await a).version, (await b).version]).toEqual([7, 7]);
    expect(await cache.atVersion(6)).toBe(await a);
    expect(db.loads()).toEqual([7]);
  });
});
