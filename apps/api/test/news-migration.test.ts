import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { databaseBefore } from './helpers/earlier-migrations.ts';

let handle: DatabaseHandle;
let close: () => Promise<void>;

// The migrations as they were before article texts moved to a table of their own.
beforeAll(async () => {
  ({ handle, close } = await databaseBefore('_news_texts'));
});
afterAll(async () => close());

describe('moving article texts into news_texts', () => {
  it('keeps the texts written before in their language and turns the A4 print format into PDF', async () => {
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
