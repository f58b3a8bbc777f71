import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, signIn, signInDemo, USERS } from './helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginThrottle: { maxPerUsernameAndAddress: 3, maxPerAddress: 6, windowSeconds: 900 },
  });
});
afterAll(() => t.close());

const signin = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password }, remoteAddress });

describe('POST /api/auth/signin', () => {
  it('returns tokens and the user id for a right password', async () => {
    const res = await signin(USERS.user.email, USERS.user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: USERS.user.id, email: USERS.user.email, demoUser: false });
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThan(30);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await signin('  USER@Skeppa.test ', USERS.user.password);
    expect(res.statusCode).toBe(200);
  });

  it('answers the same for a wrong password and an unknown user', async () => {
    const wrong = await signin(USERS.admin.email, 'nope', '10.9.0.1');
    const unknown = await signin('nobody@skeppa.test', 'nope', '10.9.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(errorCodes(wrong)).toEqual(['auth.invalid_credentials']);
  });

  it('rejects bad bodies with 400 and a code', async () => {
    for (const payload of [
      {},
      { username: 'a' },
      { username: '', password: 'x' },
      { username: 5, password: [] },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload });
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)[0]).toBe('validation.failed');
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
    expect(errorCodes(notJson)).toEqual(['request.invalid_json']);
  });

  it('throttles failed logins per address across usernames', async () => {
    for (let i = 0; i < 6; i++) await signin(`guess${i}@skeppa.test`, 'bad', '10.2.0.1');
    const blocked = await signin(USERS.admin.email, USERS.admin.password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await signin(USERS.admin.email, USERS.admin.password, '10.2.0.2');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('does not let anyone sign in as the demo user with a password', async () => {
    const res = await signin('demo@skeppa.se', '');
    expect(res.statusCode).toBe(400);
    const res2 = await signin('demo@skeppa.se', 'anything');
    expect(res2.statusCode).toBe(401);
  });
});

describe('POST /api/auth/demo', () => {
  it('signs in as user 93608 flagged as demo', async () => {
    const demo = await signInDemo(t.app);
    expect(demo.id).toBe(93608);
    expect((demo as unknown as { demoUser: boolean }).demoUser).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/customer/93608', headers: demo.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().hasUnviewedNewsArticles).toBe(false);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session so its refresh token no longer works', async () => {
    const s = await signIn(t.app, USERS.user);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { userId: s.id, token: s.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { refreshToken: s.refreshToken },
    });
    expect(res.statusCode).toBe(403);
  });

  it('does not let one user end another user’s session', async () => {
    const victim = await signIn(t.app, USERS.admin);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { userId: USERS.other.id, token: victim.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refreshtoken',
      payload: { refreshToken: victim.refreshToken },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('are refused when missing, tampered with or signed with another algorithm', async () => {
    const s = await signIn(t.app, USERS.user);
    const url = `/api/customer/${USERS.user.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const [h, p, sig] = s.accessToken.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: '10001', cid: 2 })).toString('base64url')}.${sig}`;
    const none = `${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString('base64url')}.${p}.`;
    for (const token of [forged, none, 'garbage']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(401);
      expect(errorCodes(res)).toEqual(['auth.token_invalid']);
    }
  });
});
