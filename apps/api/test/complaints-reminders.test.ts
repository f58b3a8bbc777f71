import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMIND_COMPLAINTS_JOB } from '../src/modules/complaints/jobs/remind.ts';
import { JOBS_SCHEMA } from '../src/platform/jobs/jobs.ts';
import { errorCodes } from './helpers/auth.ts';
import { complaintBody, fileComplaint, sendComplaint } from './helpers/complaints.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// Reminders to the carrier (issue 32.1) on the injected clock: when a refused one may go again,
// the job run twice at once, a reply taken back, and the job's schedule.

const START = new Date('2026-11-23T09:00:00Z');
let clock = START;
const a = useSignedInApp({ bookingsNow: () => clock });
afterEach(() => {
  clock = START;
});

const reminders = async (id: number) =>
  (
    await sql<{ n: number }>(
      a.t.databaseUrl,
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'complaint.reminder' AND subject LIKE $1`,
      [`%(Skeppa ${id})`],
    )
  )[0]!.n;

async function sentAt(at: Date) {
  clock = at;
  const c = await fileComplaint(a.t.app, a.user);
  await sendComplaint(a.t.app, a.user, c.id);
  return c;
}

describe('a reminder refused the same day', () => {
  it.each([
    ['in winter', '2026-11-23T09:00:00Z', '2026-11-23T20:00:00Z', '2026-11-23T23:00:00.000Z'],
    // Summer time starts on 29 March 2026 at 02:00: that midnight is still +01:00.
    [
      'the day before summer time',
      '2026-03-28T08:00:00Z',
      '2026-03-28T21:00:00Z',
      '2026-03-28T23:00:00.000Z',
    ],
    // It ends on 25 October 2026 at 03:00: that midnight is still +02:00.
    [
      'the day before winter time',
      '2026-10-24T08:00:00Z',
      '2026-10-24T20:00:00Z',
      '2026-10-24T22:00:00.000Z',
    ],
  ])('%s names the Stockholm midnight it may go from', async (_, sent, asked, again) => {
    const c = await sentAt(new Date(sent));
    clock = new Date(asked);
    const res = await a.call(a.user, 'GET', `/complaint/reminder/${c.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorCodes(res)).toEqual(['complaint.reminder_too_soon']);
    expect(res.json().errors[0].values).toEqual([again]);
    clock = new Date(again);
    expect((await a.call(a.user, 'GET', `/complaint/reminder/${c.id}`)).json()).toEqual({
      id: c.id,
      lastReminderDate: again,
    });
  });
});

describe('the reminder job', () => {
  it('reminds a complaint once when two runs meet on it', async () => {
    const c = await sentAt(START);
    clock = new Date('2026-12-01T09:00:00Z');
    // Both runs find the complaint due, then wait on its row while another transaction holds it.
    const holder = new pg.Client({ connectionString: a.t.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM complaints WHERE id = $1 FOR UPDATE', [c.id]);
      const runs = [a.t.app.complaints.remindDue(), a.t.app.complaints.remindDue()];
      await vi.waitFor(
        async () => {
          const [waiting] = await sql<{ n: number }>(
            a.t.databaseUrl,
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          expect(waiting!.n).toBe(2);
        },
        { timeout: 10_000, interval: 50 },
      );
      await holder.query('COMMIT');
      const results = await Promise.all(runs);
      expect(results.map((r) => r.failed)).toEqual([0, 0]);
    } finally {
      await holder.end();
    }
    expect(await reminders(c.id)).toBe(1);
  });

  it('reminds again when a reply is taken back, and the reply recorded next is published', async () => {
    const c = await sentAt(START);
    const reply = (replyToMember: string) =>
      a.call(a.admin, 'PUT', '/complaint/', { ...complaintBody(), id: c.id, replyToMember });
    expect((await reply('Fel ärende')).json().status).toBe('answered');
    expect((await reply('')).json().status).toBe('sent');

    clock = new Date('2026-12-01T09:00:00Z');
    await a.t.app.complaints.remindDue();
    expect(await reminders(c.id)).toBe(1);

    expect((await reply('UPS ersätter.')).json().status).toBe('answered');
    const events = await sql<{ payload: { answeredAt: string } }>(
      a.t.databaseUrl,
      `SELECT payload FROM events WHERE type = 'complaint.answered' AND subject_id = $1`,
      [String(c.id)],
    );
    expect(events.map((e) => e.payload.answeredAt).sort()).toEqual([
      START.toISOString(),
      clock.toISOString(),
    ]);
    clock = new Date('2026-12-20T09:00:00Z');
    await a.t.app.complaints.remindDue();
    expect(await reminders(c.id)).toBe(1);
  });

  it('is scheduled every morning in Swedish time, once however many processes run', async () => {
    const schedules = await sql<{ name: string; cron: string; timezone: string }>(
      a.t.databaseUrl,
      `SELECT name, cron, timezone FROM ${JOBS_SCHEMA}.schedule WHERE name = $1`,
      [REMIND_COMPLAINTS_JOB],
    );
    expect(schedules).toEqual([
      { name: 'complaints.remind', cron: '0 8 * * *', timezone: 'Europe/Stockholm' },
    ]);
  });
});
