import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await sql(
    t.databaseUrl,
    "INSERT INTO content (key, language, subject, content) VALUES ('test.only.en', 'en', 'English only', '<p>en</p>')",
  );
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('content', () => {
  it('reads a key in Swedish by default and in English when asked', async () => {
    const sv = await get('/api/content/key/freight.page.loggedout');
    const en = await get('/api/content/key/freight.page.loggedout?language=en');
    expect(sv.statusCode).toBe(200);
    expect(sv.json().language).toBe('sv');
    expect(en.json().language).toBe('en');
    expect(sv.json().subject).not.toBe(en.json().subject);
    expect(Object.keys(sv.json()).sort()).toEqual(['content', 'id', 'language', 'subject']);
  });

  it('falls back to English when the Swedish text is missing', async () => {
    const res = await get('/api/content/key/test.only.en?language=sv');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'en', subject: 'English only' });
  });

  it('answers 404 with a code for an unknown key or id', async () => {
    const res = await get('/api/content/key/no.such.key');
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['content.not_found']);
    expect((await get('/api/content/999999')).statusCode).toBe(404);
  });

  it('reads by id, and the same piece in another language', async () => {
    const sv = (await get('/api/content/key/freight.page.loggedout')).json();
    const byId = await get(`/api/content/${sv.id}`);
    expect(byId.json()).toEqual(sv);
    const en = await get(`/api/content/${sv.id}?language=en`);
    expect(en.json().language).toBe('en');
  });

  it('serves the home content and the (possibly empty) site error', async () => {
    const home = await get('/api/content/home?language=en');
    expect(home.statusCode).toBe(200);
    expect(home.json().language).toBe('en');
    expect((await get('/api/content/key/freight.error.site')).statusCode).toBe(200);
  });

  it('rejects an unsupported language', async () => {
    const res = await get('/api/content/home?language=de');
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)[0]).toBe('validation.failed');
  });
});
