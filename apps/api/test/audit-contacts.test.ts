import { describe, expect, it } from 'vitest';
import { entriesOf, failCommitsWithAudit, oneEntry } from './helpers/audit.ts';
import { USERS } from './helpers/auth.ts';
import { csv, uploadContacts } from './helpers/contact-files.ts';
import { sql } from './helpers/database.ts';
import { createContact } from './helpers/factories.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

const app = useSignedInApp();

const place = {
  company: 'Lagerhuset AB',
  firstName: 'Eva',
  lastName: 'Berg',
  address1: 'Hamngatan 1',
  postcode: '113 51',
  city: 'Stockholm',
};

async function created() {
  const res = await app.call(app.user, 'POST', '/contact/', place);
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('the audit log of contacts', () => {
  it('records a contact made, with the fields it was given', async () => {
    let id = 0;
    const entry = await oneEntry(app.t.databaseUrl, async () => {
      id = (await created()).id;
    });
    expect(entry).toMatchObject({
      action: 'contact.created',
      customer_id: USERS.user.id,
      object_type: 'contact',
      object_id: String(id),
      object_label: 'Lagerhuset AB',
    });
    expect(entry.changes).toMatchObject({
      company: { from: null, to: 'Lagerhuset AB' },
      postcode: { from: null, to: '11351' },
      city: { from: null, to: 'Stockholm' },
    });
    // Blank fields of a new contact are no change.
    expect(entry.changes.address2).toBeUndefined();
  });

  it('records a contact changed with only what changed, the favourite included', async () => {
    const contact = await created();
    const entry = await oneEntry(app.t.databaseUrl, async () => {
      const res = await app.call(app.user, 'PUT', '/contact/', { ...contact, city: 'Solna', primary: true });
      expect(res.statusCode).toBe(200);
    });
    expect(entry).toMatchObject({ action: 'contact.changed', object_id: String(contact.id) });
    expect(entry.changes).toEqual({
      city: { from: 'Stockholm', to: 'Solna' },
      primary: { from: false, to: true },
    });
  });

  it('records a contact deleted with what it held', async () => {
    const contact = await created();
    const entry = await oneEntry(app.t.databaseUrl, async () => {
      expect((await app.call(app.user, 'DELETE', `/contact/${contact.id}`)).statusCode).toBe(204);
    });
    expect(entry).toMatchObject({
      action: 'contact.deleted',
      object_id: String(contact.id),
      object_label: 'Lagerhuset AB',
    });
    expect(entry.changes.company).toEqual({ from: 'Lagerhuset AB', to: null });
  });

  it('records a bulk delete and a bulk flag as one entry each, naming every contact', async () => {
    const a = await createContact(app.t.databaseUrl, { customerId: USERS.user.id, company: 'Alfa AB' });
    const b = await createContact(app.t.databaseUrl, { customerId: USERS.user.id, company: 'Beta AB' });
    const flagged = await oneEntry(app.t.databaseUrl, async () => {
      const res = await app.call(app.user, 'PUT', '/contact/bulk/sender?checked=1', [a.id, b.id]);
      expect(res.statusCode).toBe(200);
    });
    expect(flagged).toMatchObject({
      action: 'contact.bulk_flagged',
      object_id: null,
      object_label: 'Alfa AB, Beta AB',
      changes: {
        consignor: { from: null, to: true },
        count: { from: null, to: 2 },
        ids: { from: null, to: [a.id, b.id] },
      },
    });
    const deleted = await oneEntry(app.t.databaseUrl, async () => {
      const res = await app.call(app.user, 'PUT', '/contact/bulk/delete', [a.id, b.id]);
      expect(res.statusCode).toBe(200);
    });
    expect(deleted).toMatchObject({
      action: 'contact.bulk_deleted',
      object_id: null,
      changes: { count: { from: null, to: 2 }, ids: { from: null, to: [a.id, b.id] } },
    });
  });

  it('records nothing when a bulk action is refused as a whole (a locked contact of someone else)', async () => {
    const mine = await createContact(app.t.databaseUrl, { customerId: USERS.user.id, company: 'Min AB' });
    const locked = await createContact(app.t.databaseUrl, {
      customerId: USERS.admin.id,
      company: 'Låst AB',
      locked: true,
    });
    const entries = await entriesOf(app.t.databaseUrl, async () => {
      const res = await app.call(app.user, 'PUT', '/contact/bulk/delete', [mine.id, locked.id]);
      expect(res.statusCode).toBe(403);
    });
    expect(entries).toEqual([]);
  });

  it('records an import as one entry with what it made and changed; a preview records nothing', async () => {
    const file = csv([
      'COMPANY;FIRSTNAME;LASTNAME;ADDRESS1;POSTCODE;CITY;COUNTRY',
      'Import Ett AB;;;Gatan 1;11351;Stockholm;SE',
      'Import Två AB;;;Gatan 2;11351;Stockholm;SE',
    ]);
    const preview = await entriesOf(app.t.databaseUrl, async () => {
      expect((await uploadContacts(app.t.app, app.user, file)).statusCode).toBe(200);
    });
    expect(preview).toEqual([]);
    const entry = await oneEntry(app.t.databaseUrl, async () => {
      const res = await uploadContacts(app.t.app, app.user, file, '?preview=0');
      expect(res.json()).toMatchObject({ preview: false, counts: { created: 2 } });
    });
    expect(entry).toMatchObject({
      action: 'contact.imported',
      object_id: null,
      object_label: 'Import Ett AB, Import Två AB',
      changes: {
        format: { from: null, to: 'csv' },
        created: { from: null, to: 2 },
        updated: { from: null, to: 0 },
        count: { from: null, to: 2 },
      },
    });
  });

  it('writes no entry when the change rolls back, and leaves no contact either', async () => {
    const before = await sql(
      app.t.databaseUrl,
      "SELECT count(*)::int AS n FROM contacts WHERE company = 'Ångrad AB'",
    );
    const undo = await failCommitsWithAudit(app.t.databaseUrl);
    try {
      const entries = await entriesOf(app.t.databaseUrl, async () => {
        const res = await app.call(app.user, 'POST', '/contact/', { ...place, company: 'Ångrad AB' });
        expect(res.statusCode).toBe(500);
      });
      expect(entries).toEqual([]);
    } finally {
      await undo();
    }
    const after = await sql(
      app.t.databaseUrl,
      "SELECT count(*)::int AS n FROM contacts WHERE company = 'Ångrad AB'",
    );
    expect(after[0].n).toBe(before[0].n);
  });
});
