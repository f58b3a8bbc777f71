import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_PURGE_JOB, analyticsPurgeJob } from '../src/modules/analytics/jobs/purge.ts';
import { AUTH_PURGE_JOB, authPurgeJob } from '../src/modules/auth/jobs/purge.ts';
import { MAIL_PURGE_JOB, mailPurgeJob } from '../src/modules/mail/jobs/purge.ts';
import { NIGHTLY_PURGE_CRON } from '../src/platform/jobs/nightly-purge.ts';
import { RATE_LIMIT_PURGE_JOB, rateLimitPurgeJob } from '../src/platform/rate-limit-purge.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One row that is past its retention and one that is not, in every table the purge looks after. */
async function seedOldAndNew(tag: string) {
  const id = USERS.user.id;
  await sql(
    t.databaseUrl,
    `INSERT INTO refresh_tokens (customer_id, family_id, token_hash, expires_at) VALUES
       ($1, gen_random_uuid(), $2 || '-old', now() - interval '1 minute'),
       ($1, gen_random_uuid(), $2 || '-new', now() + interval '1 day')`,
    [id, tag],
  );
  await sql(
    t.databaseUrl,
    `INSERT INTO sso_keys (key_hash, customer_id, expires_at) VALUES
       ($2 || '-old', $1, now() - interval '1 minute'), ($2 || '-new', $1, now() + interval '5 minutes')`,
    [id, tag],
  );
  await sql(
    t.databaseUrl,
    `INSERT INTO sso_request_signatures (signature, expires_at) VALUES
       ($1 || '-old', now() - interval '1 second'), ($1 || '-new', now() + interval '4 minutes')`,
    [tag],
  );
  await sql(
    t.databaseUrl,
    `INSERT INTO login_failures (username, address, created_at) VALUES
       ($1 || '-old', '10.60.0.1', now() - interval '8 days'), ($1 || '-new', '10.60.0.1', now() - interval '6 days')`,
    [tag],
  );
  await sql(
    t.databaseUrl,
    `INSERT INTO page_views (path, created_at) VALUES
       ('/' || $1 || '-old', now() - interval '14 months'), ('/' || $1 || '-new', now() - interval '12 months')`,
    [tag],
  );
  await sql(
    t.databaseUrl,
    `INSERT INTO rate_limit_hits (key, hits, resets_at) VALUES
       ($1 || '-old', 3, now() - interval '1 second'), ($1 || '-new', 3, now() + interval '30 seconds')`,
    [tag],
  );
  // Sent and failed mails go after 90 days; one still queued stays whatever its age.
  await sql(
    t.databaseUrl,
    `INSERT INTO mail_outbox (kind, language, to_addresses, subject, text_body, html_body, message_id, state, created_at)
     SELECT 'test', 'sv', ARRAY['a@example.se'], $1 || v.suffix, '', '', '<x>', v.state, now() - v.age
       FROM (VALUES ('-old', 'sent', interval '91 days'), ('-new', 'sent', interval '89 days'),
                    ('-oldfailed', 'failed', interval '91 days'), ('-queued', 'queued', interval '91 days'))
            AS v(suffix, state, age)`,
    [tag],
  );
}

async function remaining(tag: string) {
  const like = [`${tag}-%`];
  const [rows] = await sql<Record<string, string[] | null>>(
    t.databaseUrl,
    `SELECT
       (SELECT array_agg(token_hash ORDER BY token_hash) FROM refresh_tokens WHERE token_hash LIKE $1) AS refresh_tokens,
       (SELECT array_agg(key_hash ORDER BY key_hash) FROM sso_keys WHERE key_hash LIKE $1) AS sso_keys,
       (SELECT array_agg(signature ORDER BY signature) FROM sso_request_signatures WHERE signature LIKE $1) AS signatures,
       (SELECT array_agg(username ORDER BY username) FROM login_failures WHERE username LIKE $1) AS failures,
       (SELECT array_agg(path ORDER BY path) FROM page_views WHERE path LIKE '/' || $1) AS page_views,
       (SELECT array_agg(key ORDER BY key) FROM rate_limit_hits WHERE key LIKE $1) AS rate_limits,
       (SELECT array_agg(subject ORDER BY subject) FROM mail_outbox WHERE subject LIKE $1) AS mails`,
    like,
  );
  if (!rows) throw new Error('no row');
  return rows;
}

const log = { info: () => {}, warn: () => {}, error: () => {} };
const context = { jobId: 'manual', retryCount: 0, lastAttempt: false };
/** Each module purges its own tables (auth, analytics, mail; the platform its rate-limit counters). */
const purges = [authPurgeJob, analyticsPurgeJob, rateLimitPurgeJob, mailPurgeJob];
const NAMES = [AUTH_PURGE_JOB, ANALYTICS_PURGE_JOB, RATE_LIMIT_PURGE_JOB, MAIL_PURGE_JOB];

async function purgeAll() {
  const deleted = await Promise.all(purges.map((job) => job({ db: t.app.db, log }).handler({}, context)));
  return Object.assign({}, ...deleted);
}

describe('retention', () => {
  it('deletes exactly what has outlived its retention', async () => {
    await seedOldAndNew('svc');
    const deleted = await purgeAll();
    expect(deleted).toMatchObject({
      refreshTokens: 1,
      ssoKeys: 1,
      ssoRequestSignatures: 1,
      loginFailures: 1,
      pageViews: 1,
      rateLimitCounters: 1,
      mails: 2,
    });
    expect(await remaining('svc')).toEqual({
      refresh_tokens: ['svc-new'],
      sso_keys: ['svc-new'],
      signatures: ['svc-new'],
      failures: ['svc-new'],
      page_views: ['/svc-new'],
      rate_limits: ['svc-new'],
      mails: ['svc-new', 'svc-queued'],
    });
  });

  it('is a nightly job per owning module at 03:30 Swedish time, whose handlers purge', async () => {
    const schedules = await sql(
      t.databaseUrl,
      `SELECT name, cron, timezone FROM pgboss.schedule WHERE name = ANY($1) ORDER BY name`,
      [NAMES],
    );
    expect(schedules).toEqual(
      [...NAMES].sort().map((name) => ({ name, cron: NIGHTLY_PURGE_CRON, timezone: 'Europe/Stockholm' })),
    );
    expect(NIGHTLY_PURGE_CRON).toBe('30 3 * * *');

    await seedOldAndNew('job');
    await purgeAll();
    const left = await remaining('job');
    expect(left.refresh_tokens).toEqual(['job-new']);
    expect(left.page_views).toEqual(['/job-new']);
    expect(left.failures).toEqual(['job-new']);
    expect(left.mails).toEqual(['job-new', 'job-queued']);
  });
});
