import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
