import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { databaseUrl } from './helpers/database.ts';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');
const name = `skeppa_news_migration_${process.pid}`;
let handle: DatabaseHandle;
let earlier: string;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The migrations as they were before article texts moved to a table of their own. */
async function migrationsBeforeNewsTexts() {
  const dir = await mkdtemp(path.join(tmpdir(), 'skeppa-migrations-'));
  await cp(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith('_news_texts'));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

beforeAll(async () => {
  await admin(`CREATE DATABASE ${name}`);
  handle = connectDatabase(databaseUrl(name), () => {});
  earlier = await migrationsBeforeNewsTexts();
});
afterAll(async () => {
  await handle.close();
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await rm(earlier, { recursive: true, force: true });
});

describe('moving article texts into news_texts', () => {
  it('keeps the texts written before in their language and turns the A4 print format into PDF', async () => {
    await migrate(handle.db, { migrationsFolder: earlier });
    await handle.pool.query(`
      INSERT INTO companies (id, name) VALUES (1, 'Gamla AB');
      INSERT INTO customers (id, company_id, email, print_format) VALUES (1, 1, 'a@example.se', 'A4');
      INSERT INTO news (id, language, header, message, link_url, link_text, message_extended, pic_name)
        VALUES (7, 'en', 'Old news', 'Body', 'https://example.se/', 'More', 'Longer', 'x.svg');`);

    await migrateDatabase(handle);

    const texts = await handle.pool.query('SELECT * FROM news_texts');
    expect(texts.rows).toEqual([
      {
        news_id: 7,
        language: 'en',
        header: 'Old news',
        message: 'Body',
        link_url: 'https://example.se/',
        link_text: 'More',
        message_extended: 'Longer',
      },
    ]);
    const article = await handle.pool.query('SELECT pic_name FROM news WHERE id = 7');
    expect(article.rows).toEqual([{ pic_name: 'x.svg' }]);
    const customer = await handle.pool.query('SELECT print_format FROM customers');
    expect(customer.rows).toEqual([{ print_format: 'PDF' }]);
  });
});
