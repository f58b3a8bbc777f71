import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, signInDemo, USERS } from './helpers/auth.ts';
import { countNewsViews, createNews } from './helpers/factories.ts';

let t: TestApp;
let user: Session;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp();
  [user, admin, other] = await Promise.all([
    signIn(t.app, USERS.user),
    signIn(t.app, USERS.admin),
    signIn(t.app, USERS.other),
  ]);
});
afterAll(() => t.close());

interface Article {
  id: number;
  header: string;
  language: string;
  viewed: boolean;
  linkUrl: string;
  linkText: string;
  linkTarget: string;
  sortNr: number;
}

const get = (s: Session, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: s.headers });
const list = async (s: Session, query = ''): Promise<Article[]> => {
  const res = await get(s, `/news/list/${s.id}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const ids = (articles: Article[]) => articles.map((a) => a.id);
const unread = async (s: Session) => (await get(s, `/customer/${s.id}`)).json().hasUnviewedNewsArticles;
const hour = 3_600_000;

describe('GET /api/news/list/:custId', () => {
  it('lists the published articles in sort order, in Swedish unless English is asked for', async () => {
    const sv = await list(user);
    expect(ids(sv)).toEqual([1, 2, 3, 4, 5]);
    expect(sv[0]).toMatchObject({
      header: 'Nytt: jämför priser från fyra transportörer',
      language: 'sv',
      linkUrl: '/start',
      linkTarget: '_self',
      picName: 'compare.svg',
      viewed: false,
    });
    expect(sv[4]).toMatchObject({ linkUrl: 'https://www.transportstyrelsen.se/', linkTarget: '_blank' });
    const en = await list(user, '?language=en');
    expect(en[0]).toMatchObject({ header: 'New: compare prices from four carriers', language: 'en' });
  });

  it('shows an article only between its publish and remove dates', async () => {
    const now = Date.now();
    const future = await createNews(t.databaseUrl, { datePublish: new Date(now + hour) });
    const removed = await createNews(t.databaseUrl, { dateRemove: new Date(now - 60_000) });
    const leaving = await createNews(t.databaseUrl, { dateRemove: new Date(now + hour), sortNr: 9 });
    const shown = ids(await list(user));
    expect(shown).toContain(leaving.id);
    expect(shown).not.toContain(future.id);
    expect(shown).not.toContain(removed.id);
    expect((await get(user, `/news/${future.id}`)).statusCode).toBe(404);
    expect(errorCodes(await get(user, `/news/${removed.id}`))).toEqual(['news.not_found']);
  });

  it('orders by sort number, then the newest first', async () => {
    const older = await createNews(t.databaseUrl, {
      sortNr: -1,
      datePublish: new Date(Date.now() - 2 * hour),
    });
    const newer = await createNews(t.databaseUrl, { sortNr: -1 });
    expect(ids(await list(user)).slice(0, 3)).toEqual([newer.id, older.id, 1]);
  });

  it('shows an article meant for one company to that company only', async () => {
    const own = await createNews(t.databaseUrl, { companyId: 3 });
    expect(ids(await list(other))).toContain(own.id);
    expect(ids(await list(user))).not.toContain(own.id);
    expect((await get(user, `/news/${own.id}`)).statusCode).toBe(404);
  });

  it('falls back to English, then Swedish, and leaves out an article without texts', async () => {
    const svOnly = await createNews(t.databaseUrl, {}, [{ language: 'sv', header: 'Bara svenska' }]);
    const enOnly = await createNews(t.databaseUrl, {}, [{ language: 'en', header: 'English only' }]);
    const none = await createNews(t.databaseUrl, {}, []);
    const en = await list(user, '?language=en');
    expect(en.find((a) => a.id === svOnly.id)).toMatchObject({ header: 'Bara svenska', language: 'sv' });
    const sv = await list(user, '?language=sv');
    expect(sv.find((a) => a.id === enOnly.id)).toMatchObject({ header: 'English only', language: 'en' });
    expect(ids(sv)).not.toContain(none.id);
  });

  it('never hands on a link that is not a web address or a path here', async () => {
    const bad = await createNews(t.databaseUrl, { linkTarget: 'top' }, [
      { language: 'sv', header: 'Länk', linkUrl: 'javascript:alert(1)', linkText: 'Klicka' },
    ]);
    const res = await get(user, `/news/${bad.id}`);
    expect(res.json()).toMatchObject({ linkUrl: '', linkText: '', linkTarget: '_blank' });
  });

  it("answers 404 for another customer's list, 400 for an unknown language and 401 without a token", async () => {
    const res = await get(user, `/news/list/${USERS.admin.id}`);
    expect(res.statusCode).toBe(404);
    expect(errorCodes(res)).toEqual(['customer.not_found']);
    expect((await get(user, `/news/list/${user.id}?language=de`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/news/list/${user.id}` })).statusCode).toBe(401);
  });
});

describe('GET /api/news/viewed/:id', () => {
  it('marks the article read for that customer only, once however often it is opened', async () => {
    const res = await get(user, `/news/viewed/2/?custId=${user.id}&language=en`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 2, viewed: true, language: 'en' });
    await get(user, `/news/viewed/2/?custId=${user.id}`);
    expect(await countNewsViews(t.databaseUrl, user.id)).toBe(1);
    expect((await list(user)).find((a) => a.id === 2)?.viewed).toBe(true);
    expect((await list(admin)).find((a) => a.id === 2)?.viewed).toBe(false);
    expect((await get(user, '/news/2')).json().viewed).toBe(true);
  });

  it('puts out the red dot when the last unread article is read, and lights it for a new one', async () => {
    expect(await unread(admin)).toBe(true);
    for (const article of await list(admin)) {
      expect((await get(admin, `/news/viewed/${article.id}?custId=${admin.id}`)).statusCode).toBe(200);
    }
    expect(await unread(admin)).toBe(false);
    // An article not yet published does not count; one just published does.
    await createNews(t.databaseUrl, { datePublish: new Date(Date.now() + hour) });
    expect(await unread(admin)).toBe(false);
    await createNews(t.databaseUrl);
    expect(await unread(admin)).toBe(true);
  });

  it('refuses articles not shown and lists not owned, and writes nothing then', async () => {
    const before = await countNewsViews(t.databaseUrl, user.id);
    const future = await createNews(t.databaseUrl, { datePublish: new Date(Date.now() + hour) });
    const notShown = await get(user, `/news/viewed/${future.id}?custId=${user.id}`);
    expect(notShown.statusCode).toBe(404);
    expect(errorCodes(notShown)).toEqual(['news.not_found']);
    const foreign = await get(user, `/news/viewed/1?custId=${USERS.admin.id}`);
    expect(errorCodes(foreign)).toEqual(['customer.not_found']);
    expect((await get(user, '/news/viewed/1')).statusCode).toBe(400);
    expect(await countNewsViews(t.databaseUrl, user.id)).toBe(before);
  });
});

describe('news for the demo user', () => {
  it('lists the articles with nothing unread and keeps no read marks', async () => {
    const demo = await signInDemo(t.app);
    const articles = await list(demo);
    expect(articles.length).toBeGreaterThanOrEqual(5);
    expect(articles.every((a) => a.viewed)).toBe(true);
    expect(await unread(demo)).toBe(false);
    const res = await get(demo, `/news/viewed/1?custId=${demo.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().viewed).toBe(true);
    expect(await countNewsViews(t.databaseUrl, demo.id)).toBe(0);
  });
});
