import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, json, mockFetch } from '@/test/fetch-mock';
import { customerUser } from '@/test/users';
import { setNavigator } from '../routes/navigator';
import { forgetCachedKey } from '../session/key-store';
import { getUser, setUser } from '../session/session-store';
import { loadStoredUser } from '../session/stored-user';
import { ApiError } from './api-error';
import { api } from './client';

const navigate = vi.fn();

describe('API client', () => {
  beforeEach(async () => {
    forgetCachedKey();
    navigate.mockReset();
    setNavigator(navigate);
    await setUser(customerUser);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token', async () => {
    const { calls } = mockFetch(() => json(200, { ok: true }));
    await expect(api.get('/customer/7')).resolves.toEqual({ ok: true });
    expect(calls[0]?.auth).toBe('Bearer access-1');
  });

  it('on a 401 refreshes once, stores the rotated tokens and retries', async () => {
    const { calls } = mockFetch(
      (c) =>
        c.path === '/api/auth/refreshtoken'
          ? json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' })
          : undefined,
      (c) => (c.auth === 'Bearer access-1' ? apiErrorResponse(401, 'auth.token_invalid') : undefined),
      () => json(200, { id: 7 }),
    );
    await expect(api.get('/customer/7')).resolves.toEqual({ id: 7 });

    expect(calls.map((c) => `${c.method} ${c.path} ${c.auth ?? ''}`)).toEqual([
      'GET /api/customer/7 Bearer access-1',
      'POST /api/auth/refreshtoken ',
      'GET /api/customer/7 Bearer access-2',
    ]);
    expect(calls[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(getUser()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    forgetCachedKey();
    expect(await loadStoredUser()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it('shares one refresh between calls that fail together', async () => {
    const { calls } = mockFetch(
      (c) =>
        c.path === '/api/auth/refreshtoken'
          ? json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' })
          : undefined,
      (c) => (c.auth === 'Bearer access-1' ? apiErrorResponse(401, 'auth.token_invalid') : undefined),
      () => json(200, {}),
    );
    await Promise.all([api.get('/customer/7'), api.get('/content/x'), api.put('/customer/setting/7', {})]);
    expect(calls.filter((c) => c.path === '/api/auth/refreshtoken')).toHaveLength(1);
    expect(calls.filter((c) => c.auth === 'Bearer access-2')).toHaveLength(3);
  });

  it('does not refresh a second time when the retry is refused too', async () => {
    const { calls } = mockFetch(
      (c) =>
        c.path === '/api/auth/refreshtoken'
          ? json(200, { accessToken: 'access-2', refreshToken: 'refresh-2' })
          : undefined,
      () => apiErrorResponse(401, 'auth.token_invalid'),
    );
    const error = await api.get('/customer/7').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('auth.token_invalid');
    expect(calls.filter((c) => c.path === '/api/auth/refreshtoken')).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('logs out and goes to /welcome when the refresh is refused with 403', async () => {
    const { calls } = mockFetch(
      (c) =>
        c.path === '/api/auth/refreshtoken' ? apiErrorResponse(403, 'auth.refresh_invalid') : undefined,
      () => apiErrorResponse(401, 'auth.token_invalid'),
    );
    const error = await api.get('/customer/7').catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('auth.refresh_invalid');
    expect(navigate).toHaveBeenCalledWith('/welcome');
    expect(getUser()).toBeNull();
    expect(await loadStoredUser()).toBeNull();
    // The refresh token is already dead: no logout call, and no retry of the original request.
    expect(calls.map((c) => c.path)).toEqual(['/api/customer/7', '/api/auth/refreshtoken']);
  });

  it('leaves anonymous calls alone', async () => {
    const { calls } = mockFetch(() => apiErrorResponse(401, 'auth.invalid_credentials'));
    await expect(
      api.post('/auth/signin', { username: 'a', password: 'b' }, { auth: false }),
    ).rejects.toThrow();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.auth).toBeNull();
  });
});
