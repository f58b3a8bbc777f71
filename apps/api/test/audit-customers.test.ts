import { describe, expect, it } from 'vitest';
import { entriesOf, failCommitsWithAudit, oneEntry } from './helpers/audit.ts';
import { USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

const app = useSignedInApp();

const carriersOf = (id: number) =>
  sql<{ carrier_code: number; active: boolean }>(
    app.t.databaseUrl,
    'SELECT carrier_code, active FROM customer_carriers WHERE customer_id = $1 ORDER BY sort_nr',
    [id],
  );

describe('the audit log of customers', () => {
  it('records a setting changed, with its value before and after as the customer reads it', async () => {
    const entry = await oneEntry(app.t.databaseUrl, async () => {
      const res = await app.call(app.user, 'PUT', `/customer/setting/${USERS.user.id}`, {
        setting: 'insuranceGoodsValue',
        value: 25000.5,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'customer.settings_changed',
      customer_id: USERS.user.id,
      object_type: 'customer',
      object_id: String(USERS.user.id),
      object_label: USERS.user.email,
      changes: { insuranceGoodsValue: { from: null, to: 25000.5 } },
    });
    expect(entry.address).not.toBeNull();
  });

  it("records the company's details changed by an administrator, field by field", async () => {
    const [before] = await sql(
      app.t.databaseUrl,
      'SELECT c.* FROM companies c JOIN customers u ON u.company_id = c.id WHERE u.id = $1',
      [USERS.admin.id],
    );
    const entry = await oneEntry(app.t.databaseUrl, async () => {
      const res = await app.call(app.admin, 'PUT', `/customer/company/${USERS.admin.id}`, {
        company: before.name,
        orgNo: before.org_no,
        address: 'Verkstadsgatan 99',
        address2: before.address2,
        postcode: before.postcode,
        city: before.city,
        state: before.state,
        country: before.country,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'customer.company_changed',
      customer_id: USERS.admin.id,
      company_id: before.id,
      object_type: 'company',
      object_id: String(before.id),
      object_label: before.name,
      changes: { address: { from: before.address, to: 'Verkstadsgatan 99' } },
    });
  });

  it('records nothing for a change refused (an ordinary user at the company details)', async () => {
    const entries = await entriesOf(app.t.databaseUrl, async () => {
      const res = await app.call(app.user, 'PUT', `/customer/company/${USERS.user.id}`, {
        company: 'Kuppen AB',
        orgNo: '5566778899',
        address: 'Gatan 1',
        postcode: '41705',
        city: 'Göteborg',
        country: 'SE',
      });
      expect(res.statusCode).toBe(403);
    });
    expect(entries).toEqual([]);
  });

  it("records a user's own details changed", async () => {
    const entry = await oneEntry(app.t.databaseUrl, async () => {
      const res = await app.call(app.user, 'PUT', `/customer/details/${USERS.user.id}`, {
        firstName: 'Erika',
        lastName: 'Johansson',
        phone: '031-123 45 69',
        mobile: '',
      });
      expect(res.statusCode).toBe(200);
    });
    expect(entry).toMatchObject({ action: 'customer.details_changed', object_id: String(USERS.user.id) });
    expect(entry.changes.firstName).toEqual({ from: expect.any(String), to: 'Erika' });
    // Recorded in the transaction: the name is the one written by it.
    expect(entry.actor_name).toBe('Erika Johansson');
  });

  it('records the carrier list replaced, carrier by carrier', async () => {
    const before = await carriersOf(USERS.other.id);
    expect(before.length).toBeGreaterThan(1);
    const entry = await oneEntry(app.t.databaseUrl, async () => {
      const res = await app.call(app.other, 'PUT', `/customer/carriers/${USERS.other.id}`, [
        { code: 225, name: 'UPS', logoName: 'x', priceSupplier: 225, active: false },
      ]);
      expect(res.statusCode).toBe(200);
    });
    expect(entry).toMatchObject({ action: 'customer.carrier_changed', customer_id: USERS.other.id });
    expect(entry.changes['UPS.active']).toEqual({ from: true, to: false });
    // A carrier left out is gone from the list: its fields go to nothing.
    const gone = Object.keys(entry.changes).filter(
      (k) => k.endsWith('.active') && entry.changes[k]!.to === null,
    );
    expect(gone.length).toBe(before.length - 1);
  });

  it('writes no entry when the change rolls back, and the change is not made either', async () => {
    const undo = await failCommitsWithAudit(app.t.databaseUrl);
    try {
      const entries = await entriesOf(app.t.databaseUrl, async () => {
        const res = await app.call(app.user, 'PUT', `/customer/setting/${USERS.user.id}`, {
          setting: 'printFormat',
          value: 'ZPL',
        });
        expect(res.statusCode).toBe(500);
      });
      expect(entries).toEqual([]);
    } finally {
      await undo();
    }
    const [row] = await sql(app.t.databaseUrl, 'SELECT print_format FROM customers WHERE id = $1', [
      USERS.user.id,
    ]);
    expect(row.print_format).not.toBe('ZPL');
  });
});
