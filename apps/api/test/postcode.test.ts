import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { importGeonames } from '../src/modules/postcodes/import-geonames.ts';
import { postcodeRepository } from '../src/modules/postcodes/repository.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes } from './helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (country: string, code: string) =>
  t.app.inject({ method: 'GET', url: `/api/postcode/${country}/${encodeURIComponent(code)}` });

describe('GET /api/postcode/:countrycode/:postcode', () => {
  it('finds the seeded Swedish areas, with or without the space', async () => {
    expect((await lookup('SE', '11122')).json()).toEqual({
      countrycode: 'SE',
      postcode: '11122',
      city: 'Stockholm',
    });
    expect((await lookup('se', '411 01')).json().city).toBe('Göteborg');
    expect((await lookup('SE', '70211')).json().city).toBe('Örebro');
  });

  it('answers "Can\'t find city" with 404 when nothing is known', async () => {
    const res = await lookup('SE', '99999');
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['postcode.city_not_found']);
    expect(res.json().message).toBe("Can't find city");
  });

  it('rejects a malformed Swedish postcode or country with 400', async () => {
    expect(errorCodes(await lookup('SE', '0123'))).toEqual(['postcode.invalid']);
    expect(errorCodes(await lookup('SE', 'abcde'))).toEqual(['postcode.invalid']);
    expect((await lookup('SWE', '11122')).statusCode).toBe(400);
  });
});

describe('GeoNames import', () => {
  it('adds exact postcodes that win over the seeded areas, and skips bad lines', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'skeppa-geonames-'));
    const file = path.join(dir, 'SE.txt');
    await writeFile(
      file,
      [
        'SE\t111 22\tStockholm City\tStockholm\t01',
        'DE\t10115\tBerlin\tBerlin\tBE',
        'garbage line without tabs',
        'SE\t\tNo code',
        '',
      ].join('\n'),
    );
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
    const repo = postcodeRepository(drizzle(pool, { schema }));
    expect(await importGeonames(repo, file)).toEqual({ imported: 2, skipped: 2, duplicates: 0 });
    // Importing again updates rather than duplicates.
    expect(await importGeonames(repo, file)).toEqual({ imported: 2, skipped: 2, duplicates: 0 });
    await pool.end();
    expect((await lookup('SE', '11122')).json().city).toBe('Stockholm City');
    expect((await lookup('SE', '11123')).json().city).toBe('Stockholm');
    expect((await lookup('DE', '10115')).json().city).toBe('Berlin');
  });

  it('survives a file that lists the same postcode twice, keeping the first place', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'skeppa-geonames-'));
    const file = path.join(dir, 'SE.txt');
    await writeFile(
      file,
      [
        'SE\t820 62\tBergsjö\tGävleborg\t21',
        'SE\t82062\tHassela\tGävleborg\t21',
        'SE\t820 64\tGnarp\tGävleborg\t21',
        '',
      ].join('\n'),
    );
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
    try {
      const repo = postcodeRepository(drizzle(pool, { schema }));
      expect(await importGeonames(repo, file)).toEqual({ imported: 2, skipped: 0, duplicates: 1 });
    } finally {
      await pool.end();
    }
    expect((await lookup('SE', '82062')).json().city).toBe('Bergsjö');
    expect((await lookup('SE', '82064')).json().city).toBe('Gnarp');
  });
});
