import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, USERS } from './helpers/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginThrottle: { maxPerUsernameAndAddress: 5, maxPerAddress: 20, windowSeconds: 900 },
  });
});
afterAll(() => t.close());

const signin = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password }, remoteAddress });

describe('failed-login limits', () => {
  it('hold when wrong passwords for one username arrive all at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => signin(USERS.user.email, 'wrong', '10.20.0.1')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('hold per address when many usernames are tried from it at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signin(`guess${i}@skeppa.test`, 'wrong', '10.21.0.1')),
    );
    expect(answers.filter((a) => a.statusCode !== 429).length).toBeLessThanOrEqual(20);
  });

  it('do not let others lock a known user out: the right password still works from the user’s own address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signin(USERS.admin.email, 'wrong', `10.22.0.${i}`)).statusCode).toBe(401);
    expect((await signin(USERS.admin.email, USERS.admin.password, '10.22.9.9')).statusCode).toBe(200);
  });

  it('stop one address after five wrong passwords for a username, even with the right one', async () => {
    for (let i = 0; i < 5; i++) await signin(USERS.other.email, 'wrong', '10.23.0.1');
    const blocked = await signin(USERS.other.email, USERS.other.password, '10.23.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(errorCodes(blocked)).toEqual(['auth.too_many_attempts']);
    expect((await signin(USERS.other.email, USERS.other.password, '10.23.0.2')).statusCode).toBe(200);
  });

  it('are cleared for the username and address by a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await signin(USERS.user.email, 'wrong', '10.24.0.1');
    expect((await signin(USERS.user.email, USERS.user.password, '10.24.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await signin(USERS.user.email, 'wrong', '10.24.0.1')).statusCode).toBe(401);
  });
});
