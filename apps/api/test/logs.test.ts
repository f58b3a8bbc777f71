import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql as statement } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/platform/embedded-postgres.ts';
import type { LogFormat } from '../src/platform/logger.ts';
import { prettyLines, serializeError } from '../src/platform/logger.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { USERS } from './helpers/auth.ts';

function capture() {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { destination, text: () => chunks.join('') };
}

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const logging = (format: LogFormat) => {
  const log = capture();
  return { log, overrides: { logLevel: 'info', logFormat: format, logDestination: log.destination } };
};

describe('error logs', () => {
  const { log, overrides } = logging('json');
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(overrides);
  });
  afterAll(() => t.close());

  it('keep e-mail addresses, passwords and tokens out when a query fails', async () => {
    // A real failure of the database under sign-in and refresh: their tables are gone.
    await sql(t.databaseUrl, 'ALTER TABLE customers RENAME TO customers_gone');
    await sql(t.databaseUrl, 'ALTER TABLE refresh_tokens RENAME TO refresh_tokens_gone');
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: USERS.user.email, password: USERS.user.password },
    });
    expect(signin.statusCode).toBe(500);
    const refreshToken = 'aQ3-very-secret-refresh-token-value-0123456789abcdef';
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { refreshToken },
    });
    expect(refresh.statusCode).toBe(500);

    const text = log.text();
    const errors = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((l) => l.msg === 'unhandled error');
    expect(errors).toHaveLength(2);
    // The failure is still told: which statement, and why.
    expect(JSON.stringify(errors)).toContain('customers');
    expect(JSON.stringify(errors)).toContain('does not exist');
    for (const secret of [
      USERS.user.email,
      USERS.user.password,
      refreshToken,
      createHash('sha256').update(refreshToken).digest('hex'),
      createHash('sha256').update(refreshToken).digest('base64url'),
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("leave out a failed statement's input: PostgreSQL's context and detail, Drizzle's parameters, a quoted value", async () => {
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
    const db = drizzle(pool);
    const failure = (query: ReturnType<typeof statement>) =>
      db.execute(query).then(
        () => expect.fail('the statement should have failed'),
        (err: unknown) => err,
      );
    try {
      // A body read as jsonb (its context quotes the JSON text), a value over several lines (which
      // Drizzle's message carries on after its "params:" line), data exceptions (whose message
      // quotes the input) and a duplicate key (whose detail names it).
      const errors = [
        await failure(statement`SELECT ${'[{"company":"Rederi Sjöfågel\\u0000"}]'}::jsonb`),
        await failure(statement`SELECT ${'Hamngatan 1\nLådan Trettiotre'}::int`),
        await failure(statement`SELECT ${'Kaj Nio'}::date`),
      ];
      await db.execute(statement`CREATE TEMP TABLE once (x text PRIMARY KEY)`);
      errors.push(await failure(statement`INSERT INTO once VALUES (${'Unik Rad'}), (${'Unik Rad'})`));
      const serialized = errors.map((e) => serializeError(e) as { stack: string });
      const text = JSON.stringify(serialized);
      const inputs = ['Sjöfågel', 'Hamngatan', 'Trettiotre', 'Kaj Nio', 'Unik Rad'];
      expect(inputs.filter((input) => text.includes(input))).toEqual([]);
      // What failed is still told: the statement, PostgreSQL's message and its code.
      expect(text).toContain('invalid input syntax for type integer');
      expect(text).toContain('duplicate key value violates unique constraint');
      expect(text).toContain('22P02');
      expect(text).toContain('SELECT $1::jsonb');
      expect(serialized.every((e) => /\n\s+at /.test(e.stack))).toBe(true);
    } finally {
      await pool.end();
    }
  });

  it('name a request by its path, never its query string', async () => {
    const before = log.text().length;
    await t.app.inject({ method: 'GET', url: '/api/health/live?search=Lilla%20Bommen' });
    const lines = log.text().slice(before);
    expect(lines).toContain('/api/health/live');
    expect(lines).not.toMatch(/Lilla|search=/);
  });

  it('leave out request bodies and secret fields of any error, however deep', () => {
    const cause = new Error('insert failed for kund@example.se');
    const err = Object.assign(
      new Error('Failed query: insert into x values ($1, $2)\nparams: a@b.se,hunter2', { cause }),
      {
        body: { password: 'hunter2' },
        detail: { token: 'abc', note: 'Key (email)=(kund@example.se) already exists.' },
      },
    );
    const text = JSON.stringify(serializeError(err));
    expect(text).not.toMatch(/hunter2|a@b\.se|kund@example\.se|"abc"/);
    expect(text).toContain('insert into x');
  });
});

describe("the embedded PostgreSQL's own lines in the log", () => {
  it('leave out the statements that failed and their input, and still say the server started', async () => {
    const lines: unknown[] = [];
    const keep = (obj: object, msg?: string) => lines.push({ ...obj, msg });
    const dir = await mkdtemp(path.join(tmpdir(), 'skeppa-log-pg-'));
    const embedded = await startEmbeddedPostgres(dir, {
      log: { debug: keep, info: keep, warn: keep, error: keep },
      settings: { fsync: 'off' },
    });
    try {
      const client = new pg.Client({ connectionString: embedded.connectionString });
      await client.connect();
      const body = '[{"company":"Rederi Sjöfågel\\u0000"}]';
      await expect(client.query('SELECT $1::jsonb', [body])).rejects.toThrow(/Unicode/);
      await expect(client.query('SELECT $1::int', ['Hamngatan 1'])).rejects.toThrow(/integer/);
      await client.end();
    } finally {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    }
    const text = JSON.stringify(lines);
    expect(text).toContain('database system is ready to accept connections');
    expect(text).not.toMatch(/Sjöfågel|Hamngatan|jsonb/);
  }, 60_000);
});

describe('log lines', () => {
  it('are readable text for a person at a terminal, and JSON lines otherwise', async () => {
    expect(prettyLines('auto', true)).toBe(true);
    expect(prettyLines('auto', false)).toBe(false);
    expect(prettyLines('json', true)).toBe(false);

    const pretty = logging('pretty');
    const t = await createTestApp(pretty.overrides);
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.close();
    const lines = pretty.log.text().split('\n').filter(Boolean);
    expect(lines.some((l) => /INFO.*request completed/.test(l))).toBe(true);
    expect(lines.every((l) => !l.startsWith('{'))).toBe(true);

    const json = logging('json');
    const u = await createTestApp(json.overrides);
    await u.app.inject({ method: 'GET', url: '/api/health/live' });
    await u.close();
    const records = json.log
      .text()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(records.some((r) => r.msg === 'request completed')).toBe(true);
  });
});
