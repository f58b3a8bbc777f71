import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/platform/errors.ts';
import { createPasswordHasher } from '../src/platform/passwords.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';

describe('password hashing queue', () => {
  it('lets two hashes run and the bound wait; past that it refuses at once with server.busy', async () => {
    const hasher = createPasswordHasher({ queueLimit: 1 });
    const hash = await hasher.hash('secret');
    const checks = Array.from({ length: 5 }, () =>
      hasher.verify(hash, 'secret').then(
        (ok) => ({ ok }),
        (error: unknown) => ({ error }),
      ),
    );
    const results = await Promise.all(checks);
    // Two run at once, one waits for a slot, the last two are refused.
    expect(results.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    for (const result of results.slice(3)) {
      const error = (result as { error: AppError }).error;
      expect(error).toBeInstanceOf(AppError);
      expect(error.code).toBe('server.busy');
      expect(error.status).toBe(503);
      expect(error.retryAfterSeconds).toBeGreaterThan(0);
    }
    // Once the queue drained, checks run again.
    expect(await hasher.verify(hash, 'wrong')).toBe(false);
  });
});

describe('sign-in while the hashing queue is full', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ passwordHashQueueLimit: 0 });
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After and a code, never 500, and does not count it as a failure', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { username: 'user@skeppa.test', password: 'wrong' },
          remoteAddress: `10.50.0.${i}`,
        }),
      ),
    );
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 503)).toBe(true);
    expect(busy.length).toBeGreaterThan(0);
    expect(errorCodes(busy[0]!)).toEqual(['server.busy']);
    expect(Number(busy[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await sql<{ n: number }>(t.databaseUrl, 'SELECT count(*)::int AS n FROM login_failures');
    expect(rows[0]?.n).toBe(answers.length - busy.length);
  });
});
