import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, type Call, json, mockFetch } from '@/test/fetch-mock';
import { customerUser } from '@/test/users';
import { installWebLocks } from '@/test/web-locks';

/**
 * Each "tab" is its own copy of the API client and session modules, as in two browser tabs; they
 * share what tabs share: localStorage, IndexedDB (the key), Web Locks and BroadcastChannel.
 */
async function openTab() {
  vi.resetModules();
  const [client, store, storedUser, sync, navigator] = await Promise.all([
    import('./client'),
    import('../session/session-store'),
    import('../session/stored-user'),
    import('../session/tab-sync'),
    import('../routes/navigator'),
  ]);
  navigator.setNavigator(() => undefined);
  return { api: client.api, ...store, ...storedUser, ...sync };
}

/** A server that rotates refresh tokens and treats a second use of one as reuse (403). */
function rotatingServer(generation = 1) {
  const used = new Set<string>();
  return mockFetch(
    (c: Call) => {
      if (c.path !== '/api/auth/refreshtoken') return undefined;
      const { refreshToken } = c.body as { refreshToken: string };
      if (used.has(refreshToken) || refreshToken !== `refresh-${generation}`)
        return apiErrorResponse(403, 'auth.refresh_invalid');
      used.add(refreshToken);
      generation++;
      return json(200, { accessToken: `access-${generation}`, refreshToken: `refresh-${generation}` });
    },
    (c) => (c.auth === 'Bearer access-1' ? apiErrorResponse(401, 'auth.token_invalid') : undefined),
    () => json(200, { id: 7 }),
  );
}

describe('one session shared by several tabs', () => {
  const stops: (() => void)[] = [];
  beforeEach(() => {
    localStorage.clear();
    stops.push(installWebLocks());
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it('takes the pair another tab already rotated instead of using its own, used refresh token', async () => {
    const tab = await openTab();
    await tab.setUser(customerUser);
    // Another tab rotated meanwhile and stored the new pair.
    await tab.saveStoredUser({ ...customerUser, accessToken: 'access-2', refreshToken: 'refresh-2' });
    const { calls } = rotatingServer();

    await expect(tab.api.get('/customer/7')).resolves.toEqual({ id: 7 });
    expect(calls.map((c) => `${c.path} ${c.auth ?? ''}`)).toEqual([
      '/api/customer/7 Bearer access-1',
      '/api/customer/7 Bearer access-2',
    ]);
    expect(tab.getUser()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('refreshes with the stored refresh token when the stored access token has expired too', async () => {
    const tab = await openTab();
    await tab.setUser(customerUser);
    const exp = Math.floor(Date.now() / 1000) - 60;
    const stale = `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.sig`;
    await tab.saveStoredUser({ ...customerUser, accessToken: stale, refreshToken: 'refresh-2' });
    const { calls } = rotatingServer(2);

    await expect(tab.api.get('/customer/7')).resolves.toEqual({ id: 7 });
    expect(calls.map((c) => `${c.path} ${c.auth ?? ''}`)).toEqual([
      '/api/customer/7 Bearer access-1',
      '/api/auth/refreshtoken ',
      '/api/customer/7 Bearer access-3',
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: 'refresh-2' });
  });

  it('refreshes once when two tabs find the access token expired at the same time', async () => {
    const a = await openTab();
    const b = await openTab();
    await a.setUser(customerUser);
    await b.setUser(customerUser);
    const { calls } = rotatingServer();

    const answers = await Promise.all([a.api.get('/customer/7'), b.api.get('/customer/7')]);
    expect(answers).toEqual([{ id: 7 }, { id: 7 }]);
    expect(calls.filter((c) => c.path === '/api/auth/refreshtoken')).toHaveLength(1);
    expect(a.getUser()?.refreshToken).toBe('refresh-2');
    expect(b.getUser()?.refreshToken).toBe('refresh-2');
    expect(await a.loadStoredUser()).toMatchObject({ refreshToken: 'refresh-2' });
  });

  it('tells the other tabs, which take the new pair at once', async () => {
    const a = await openTab();
    const b = await openTab();
    stops.push(b.followOtherTabs());
    await a.setUser(customerUser);
    await b.setUser(customerUser);
    rotatingServer();

    await a.api.get('/customer/7');
    await vi.waitFor(() =>
      expect(b.getUser()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
    );
  });
});
