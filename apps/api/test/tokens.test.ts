import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from '../src/platform/tokens.ts';

const claims = { customerId: 10002, companyId: 2, demo: false, level: 0 };
const secret = 'a-secret-of-at-least-32-characters-for-tests';

describe('access tokens, verified once and then known', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token checked before with the same claims', async () => {
    const tokens = new AccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a known token once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const tokens = new AccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T10:00:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-26T10:01:00Z'));
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'auth.token_invalid' });
  });

  it('refuses a token altered after a check of the original, or signed with another secret', async () => {
    const tokens = new AccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '1', cid: 1, exp: 9e9 })).toString('base64url');
    await expect(tokens.verify(`${header}.${forged}.${signature}`)).rejects.toMatchObject({
      code: 'auth.token_invalid',
    });
    const foreign = await new AccessTokens(`${secret}-other`, 60).sign(claims);
    await expect(tokens.verify(foreign)).rejects.toMatchObject({ code: 'auth.token_invalid' });
  });
});
