import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { buildTariffBook, type TariffBook } from '../src/modules/pricing/tariff-book.ts';
import { tariffRepository } from '../src/modules/pricing/tariff-repository.ts';
import { createTestDatabase } from './helpers/database.ts';
import { assertPriceNeverFalls } from './helpers/price-properties.ts';

// The sample tariffs as the seed writes them, read through the real repository.
let book: TariffBook;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    book = buildTariffBook(await tariffRepository(drizzle(pool, { schema })).loadAll());
  } finally {
    await pool.end();
  }
});
afterAll(() => drop());

const customer = { priceList: 1, memberLevel: 1, carriers: new Set([131, 116, 4, 225, 71, 210]) };

describe('seeded tariffs', () => {
  it('price every active service in SEK, road services in zones with their own factors', () => {
    const active = book.templates.filter((t) => book.activeCarriers.has(t.supplierId));
    expect(active.length).toBeGreaterThan(15);
    expect([...book.priceListCurrencies.values()]).toEqual(['SEK', 'SEK']);
    const stycke = book.templatesByName.get('dhl_freight_stycke');
    const nordic = book.zonesByTemplate.get(stycke?.id ?? 0)?.find((z) => z.zone === 'NORDIC');
    expect([nordic?.kgPerM3, nordic?.kgPerLdm]).toEqual([350, 2000]);
    expect(book.templatesByName.get('ups_standard')?.perPiece).toBe(true);
    expect(book.templatesByName.get('dsv_groupage')?.perPiece).toBe(false);
  });

  it('never let the price of an active service fall as the weight rises, within its limits', () => {
    for (const t of book.templates.filter((x) => book.activeCarriers.has(x.supplierId)))
      assertPriceNeverFalls(book, t, customer);
  });
});
