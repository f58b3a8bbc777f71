import type { PayLaterStatus } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { errorCodes } from './helpers/auth.ts';
import { bookingAnswer } from './helpers/booked-shipment.ts';
import { TEMPLATE } from './helpers/bookings.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// The credit a booking may use (issue 33.7): the limit, a bill overdue too long, and applying for
// invoice payment with the credit staff's decision.

const BOOKED_AT = new Date('2026-11-23T10:00:00Z');
const clock = BOOKED_AT;
const a = useSignedInApp({ bookingsNow: () => clock, carriers: { mode: 'sandbox', now: () => clock } });
const COMPANY = 2;

const setCompany = (set: string) => sql(a.t.databaseUrl, `UPDATE companies SET ${set} WHERE id = ${COMPANY}`);
const book = () => bookingAnswer(a.t.app, a.user, { templateName: TEMPLATE });

async function unpaidInvoice(due: string, totalOre: number) {
  await sql(
    a.t.databaseUrl,
    `INSERT INTO bills (company_id, type, bill_date, due_date, total_capital_ore, total_vat_ore, invoice_no, ocr)
     VALUES ($1, 'invoice', '2026-10-01', $2, $3, 0, (SELECT next_no FROM bill_number_series), '')`,
    [COMPANY, due, totalOre],
  );
  await sql(a.t.databaseUrl, 'UPDATE bill_number_series SET next_no = next_no + 1');
}

describe('the credit a booking may use', () => {
  it('refuses a booking that would pass the credit limit, and takes it once the limit allows', async () => {
    await setCompany('credit_limit_ore = 10000');
    const { answer } = await book();
    expect([answer.statusCode, errorCodes(answer)]).toEqual([403, ['booking.credit_limit']]);
    const [order] = await sql<{ n: number }>(
      a.t.databaseUrl,
      'SELECT count(*)::int AS n FROM orders WHERE company_id = $1 AND date_booked IS NOT NULL',
      [COMPANY],
    );
    expect(order!.n).toBe(0);
    await setCompany('credit_limit_ore = 100000000');
    expect((await book()).answer.statusCode).toBe(200);
  });

  it('refuses every booking while a bill is overdue beyond the block days, and books again once it is paid', async () => {
    await unpaidInvoice('2026-11-01', 50_000);
    const { answer } = await book();
    expect([answer.statusCode, errorCodes(answer)]).toEqual([403, ['booking.credit_blocked']]);
    const balance = await a.call(a.user, 'GET', `/bill/balance/customer/${a.user.id}`);
    expect(balance.json()).toMatchObject({ overdue: 500, creditBlock: true });
    await sql(
      a.t.databaseUrl,
      `UPDATE bills SET paid_ore = 50000, paid_date = '2026-11-20' WHERE due_date = '2026-11-01'`,
    );
    expect((await book()).answer.statusCode).toBe(200);
  });

  it('lets a bill be overdue fewer days than the block without stopping bookings', async () => {
    await unpaidInvoice('2026-11-15', 20_000);
    expect((await book()).answer.statusCode).toBe(200);
  });
});

describe('pay later', () => {
  const path = () => `/bill/paylater/customer/${a.admin.id}`;
  const application = {
    orgNo: '556677-8899',
    requestedLimit: 150_000,
    message: 'Vi bokar ca 40 sändningar i månaden.',
  };

  it('takes one application from an administrator and the credit staff decide it', async () => {
    expect((await a.call(a.admin, 'GET', path())).json()).toMatchObject({ status: 'none', appliedAt: null });
    const applied = await a.call(a.admin, 'POST', path(), application);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({ status: 'pending', requestedLimit: 150_000 });
    const again = await a.call(a.admin, 'POST', path(), application);
    expect([again.statusCode, errorCodes(again)]).toEqual([409, ['paylater.pending']]);

    await a.t.app.bills.payLater.decide(
      COMPANY,
      { approve: true, limitSek: 120_000, creditDays: 20 },
      'kredit@skeppa.se',
    );
    const decided = (await a.call(a.admin, 'GET', path())).json() as PayLaterStatus;
    expect(decided).toMatchObject({ status: 'approved', creditLimit: 120_000, creditDays: 20 });
    expect(decided.decidedAt).not.toBeNull();
    const [row] = await sql<{ decided_by: string }>(
      a.t.databaseUrl,
      'SELECT decided_by FROM pay_later_applications WHERE company_id = $1',
      [COMPANY],
    );
    expect(row!.decided_by).toBe('kredit@skeppa.se');
    await expect(
      a.t.app.bills.payLater.decide(COMPANY, { approve: false }, 'kredit@skeppa.se'),
    ).rejects.toMatchObject({ code: 'paylater.none_pending' });
  });

  it('refuses an application from a user who is not an administrator, or with a wrong org. no.', async () => {
    const user = await a.call(a.user, 'POST', `/bill/paylater/customer/${a.user.id}`, application);
    expect([user.statusCode, errorCodes(user)]).toEqual([403, ['bill.admin_required']]);
    const bad = await a.call(a.admin, 'POST', path(), { ...application, orgNo: '556677-8890' });
    expect(bad.statusCode).toBe(400);
    const tooMuch = await a.call(a.admin, 'POST', path(), { ...application, requestedLimit: 10_000_000 });
    expect(tooMuch.statusCode).toBe(400);
    expect((await a.call(a.other, 'GET', path())).statusCode).toBe(404);
  });
});
