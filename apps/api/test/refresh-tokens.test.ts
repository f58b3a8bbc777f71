import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { hashToken } from '../src/platform/tokens.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, signIn, USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refreshtoken', payload: { refreshToken } });

/** Refreshes and expects a new pair. */
async function rotate(refreshToken: string): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await refresh(refreshToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Moves a token's rotation into the past: the clock of the reuse grace, set by hand. */
async function ageRotation(refreshToken: string, seconds: number) {
  await sql(
    t.databaseUrl,
    'UPDATE refresh_tokens SET rotated_at = rotated_at - make_interval(secs => $2) WHERE token_hash = $1',
    [hashToken(refreshToken), seconds],
  );
}

/** The refresh tokens of a family nobody has used or revoked, by hash. */
async function liveTokensOfFamilyOf(refreshToken: string) {
  const rows = await sql<{ token_hash: string }>(
    t.databaseUrl,
    `SELECT token_hash FROM refresh_tokens
     WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)
       AND rotated_at IS NULL AND revoked_at IS NULL`,
    [hashToken(refreshToken)],
  );
  return rows.map((r) => r.token_hash);
}

describe('refresh tokens', () => {
  it('rotates: the new pair works and the old refresh token does not', async () => {
    const s = await signIn(t.app, USERS.user);
    const next = await rotate(s.refreshToken);
    expect(next.refreshToken).not.toBe(s.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/customer/${USERS.user.id}`,
      headers: { authorization: `Bearer ${next.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    await rotate(next.refreshToken);
    expect(await liveTokensOfFamilyOf(s.refreshToken)).toHaveLength(1);
  });

  it('refuses an unknown token with 403', async () => {
    expect((await refresh('not-a-token')).statusCode).toBe(403);
  });

  it('keeps the family’s absolute expiry through rotations', async () => {
    const s = await signIn(t.app, USERS.admin);
    const expiries = () =>
      sql<{ expires_at: Date }>(
        t.databaseUrl,
        `SELECT DISTINCT expires_at FROM refresh_tokens
         WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
        [hashToken(s.refreshToken)],
      );
    const [before] = await expiries();
    const lost = await rotate(s.refreshToken);
    // A reissue within the grace keeps it too.
    await rotate(s.refreshToken);
    expect(lost.refreshToken).toBeTruthy();
    const after = await expiries();
    expect(after).toHaveLength(1);
    expect(after[0]?.expires_at.getTime()).toBe(before?.expires_at.getTime());
  });
});

describe('a rotated refresh token presented again', () => {
  it('within the grace, its successor unused: a new pair, and the session goes on', async () => {
    const s = await signIn(t.app, USERS.user);
    // The answer to this rotation never reaches the client: the page was reloaded meanwhile.
    await rotate(s.refreshToken);
    const again = await rotate(s.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/customer/${USERS.user.id}`,
      headers: { authorization: `Bearer ${again.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    const later = await rotate(again.refreshToken);
    expect(await liveTokensOfFamilyOf(s.refreshToken)).toEqual([hashToken(later.refreshToken)]);
  });

  it('within the grace, revokes the successor it replaces; that one shown later ends the family', async () => {
    const s = await signIn(t.app, USERS.user);
    const holder = await rotate(s.refreshToken);
    // A thief quick enough to use the stolen token inside the grace gets a pair…
    const thief = await rotate(s.refreshToken);
    expect(await liveTokensOfFamilyOf(s.refreshToken)).toEqual([hashToken(thief.refreshToken)]);
    // …until the holder refreshes with the token that was revoked: then the family ends.
    const refused = await refresh(holder.refreshToken);
    expect(refused.statusCode).toBe(403);
    expect(errorCodes(refused)).toEqual(['auth.refresh_invalid']);
    expect((await refresh(thief.refreshToken)).statusCode).toBe(403);
    expect(await liveTokensOfFamilyOf(s.refreshToken)).toEqual([]);
  });

  it('after the grace: the whole family is revoked', async () => {
    const s = await signIn(t.app, USERS.user);
    const rotated = await rotate(s.refreshToken);
    await ageRotation(s.refreshToken, 31);
    const reuse = await refresh(s.refreshToken);
    expect(reuse.statusCode).toBe(403);
    expect(errorCodes(reuse)).toEqual(['auth.refresh_invalid']);
    // The thief's reuse also ends the legitimate holder's newer token.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(403);
  });

  it('just inside the grace still counts as a lost answer', async () => {
    const s = await signIn(t.app, USERS.user);
    await rotate(s.refreshToken);
    await ageRotation(s.refreshToken, 25);
    await rotate(s.refreshToken);
  });

  it('within the grace but after its successor was used: the whole family is revoked', async () => {
    const s = await signIn(t.app, USERS.user);
    const second = await rotate(s.refreshToken);
    const third = await rotate(second.refreshToken);
    // The client had the successor and went on with it: the old token comes from someone else.
    expect((await refresh(s.refreshToken)).statusCode).toBe(403);
    expect((await refresh(third.refreshToken)).statusCode).toBe(403);
  });

  it('within the grace after logout: refused', async () => {
    const s = await signIn(t.app, USERS.user);
    const rotated = await rotate(s.refreshToken);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { userId: s.id, token: rotated.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(s.refreshToken)).statusCode).toBe(403);
  });

  it('concurrently: uses take turns, and the family is left with one live token', async () => {
    const s = await signIn(t.app, USERS.user);
    const results = await Promise.all([1, 2, 3].map(() => refresh(s.refreshToken)));
    // The first rotates; each later one finds the answer before it unused and replaces it.
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const issued = results.map((r) => hashToken(r.json().refreshToken));
    const live = await liveTokensOfFamilyOf(s.refreshToken);
    expect(live).toHaveLength(1);
    expect(issued).toContain(live[0]);
  });
});

describe('the reuse grace, configured', () => {
  it('is 30 seconds unless REFRESH_TOKEN_REUSE_GRACE_SECONDS says otherwise, at most 300', () => {
    expect(loadConfig({}).refreshTokenReuseGraceSeconds).toBe(30);
    expect(loadConfig({ REFRESH_TOKEN_REUSE_GRACE_SECONDS: '0' }).refreshTokenReuseGraceSeconds).toBe(0);
    expect(() => loadConfig({ REFRESH_TOKEN_REUSE_GRACE_SECONDS: '301' })).toThrow(ConfigError);
  });

  it('of 0 revokes the family on any reuse, at once', async () => {
    const strict = await createTestApp({ refreshTokenReuseGraceSeconds: 0 });
    try {
      const send = (refreshToken: string) =>
        strict.app.inject({ method: 'POST', url: '/api/auth/refreshtoken', payload: { refreshToken } });
      const s = await signIn(strict.app, USERS.user);
      const rotated = await send(s.refreshToken);
      expect(rotated.statusCode).toBe(200);
      expect((await send(s.refreshToken)).statusCode).toBe(403);
      expect((await send(rotated.json().refreshToken)).statusCode).toBe(403);
    } finally {
      await strict.close();
    }
  });
});
