import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { entriesOf, oneEntry, wholeLog } from './helpers/audit.ts';
import { SSO_TEST_SECRET, signedSsoKeyRequest, USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';

let t: TestApp;
let companyOf: (customerId: number) => Promise<number>;
beforeAll(async () => {
  t = await createTestApp({ ssoSharedSecret: SSO_TEST_SECRET });
  companyOf = async (id) =>
    (
      await sql<{ company_id: number }>(t.databaseUrl, 'SELECT company_id FROM customers WHERE id = $1', [id])
    )[0]!.company_id;
});
afterAll(() => t.close());

const signIn = (username: string, password: string, address = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username, password },
    remoteAddress: address,
  });

describe('the audit log of signing in', () => {
  it('records a sign-in once: the user, from which address, on their own customer', async () => {
    const entry = await oneEntry(t.databaseUrl, async () => {
      expect((await signIn(USERS.user.email, USERS.user.password)).statusCode).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'auth.signed_in',
      company_id: await companyOf(USERS.user.id),
      customer_id: USERS.user.id,
      api_key_id: null,
      address: '203.0.113.7',
      object_type: 'customer',
      object_id: String(USERS.user.id),
      object_label: USERS.user.email,
      changes: { method: { from: null, to: 'password' } },
    });
    // The name is the user's as the customer record has it.
    const [name] = await sql(t.databaseUrl, 'SELECT first_name, last_name FROM customers WHERE id = $1', [
      USERS.user.id,
    ]);
    expect(entry.actor_name).toBe(`${name.first_name} ${name.last_name}`.trim());
  });

  it('records a failed sign-in with the username tried and the address, in the company of the user it names', async () => {
    const entry = await oneEntry(t.databaseUrl, async () => {
      expect(
        (await signIn(`  ${USERS.admin.email.toUpperCase()} `, 'not-the-password', '198.51.100.4'))
          .statusCode,
      ).toBe(401);
    });
    expect(entry).toMatchObject({
      action: 'auth.sign_in_failed',
      company_id: await companyOf(USERS.admin.id),
      customer_id: null,
      actor_name: USERS.admin.email,
      address: '198.51.100.4',
      object_type: 'customer',
      object_id: String(USERS.admin.id),
      object_label: USERS.admin.email,
      changes: {},
    });
  });

  it("records a failed sign-in under a username nobody has in no company's log", async () => {
    const entry = await oneEntry(t.databaseUrl, async () => {
      expect((await signIn('nobody@example.se', 'whatever-password')).statusCode).toBe(401);
    });
    expect(entry).toMatchObject({ company_id: null, object_id: null, actor_name: 'nobody@example.se' });
  });

  it('keeps a username tried that is no e-mail address only by its start and length: it may be a password', async () => {
    const entry = await oneEntry(t.databaseUrl, async () => {
      expect((await signIn('Hemligt-lösen-42', 'whatever-password')).statusCode).toBe(401);
    });
    expect(entry).toMatchObject({ actor_name: 'he… (16)', object_label: 'he… (16)', company_id: null });
    expect(await wholeLog(t.databaseUrl)).not.toContain('lösen');
  });

  it('records a sign-in through SSO as such', async () => {
    const { key } = (await t.app.inject(signedSsoKeyRequest({ email: USERS.other.email }))).json();
    const entry = await oneEntry(t.databaseUrl, async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sso', payload: { key } });
      expect(res.statusCode).toBe(200);
    });
    expect(entry).toMatchObject({
      action: 'auth.signed_in',
      customer_id: USERS.other.id,
      company_id: await companyOf(USERS.other.id),
      changes: { method: { from: null, to: 'sso' } },
    });
  });

  it("records nothing of the demo user's sign-ins, which are everyone's", async () => {
    const entries = await entriesOf(t.databaseUrl, async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/demo' })).statusCode).toBe(200);
    });
    expect(entries).toEqual([]);
  });

  it('never writes a password, a token or a hash into the log', async () => {
    const res = await signIn(USERS.admin.email, USERS.admin.password);
    const { accessToken, refreshToken } = res.json();
    await signIn(USERS.admin.email, 'a-wrong-password-9');
    const log = await wholeLog(t.databaseUrl);
    for (const secret of [USERS.admin.password, 'a-wrong-password-9', accessToken, refreshToken, '$argon2']) {
      expect(log).not.toContain(secret);
    }
  });
});
