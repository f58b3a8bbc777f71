import { getUser } from '../session/session-store';
import { readJson, type SendOptions, send } from './http';
import { refreshAccessToken } from './refresh';

export interface RequestOptions extends Omit<SendOptions, 'token'> {
  /** Anonymous calls (sign-in, content for the welcome page) skip the refresh dance. */
  auth?: boolean;
}

/**
 * Makes a call with the signed-in user's access token; on a 401 it refreshes once and retries
 * once. If another call refreshed meanwhile, it only retries. `call` sends with the token given.
 */
export async function withFreshToken(
  call: (token: string | undefined) => Promise<Response>,
): Promise<Response> {
  const usedToken = getUser()?.accessToken;
  const res = await call(usedToken);
  if (res.status !== 401 || !usedToken) return res;
  const current = getUser()?.accessToken;
  const token = current && current !== usedToken ? current : await refreshAccessToken(usedToken);
  return call(token);
}

/** The one way features call the API: JSON in and out, with the token of the signed-in user. */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const { auth = true, ...rest } = opts;
  const res = auth ? await withFreshToken((token) => send(path, { ...rest, token })) : await send(path, rest);
  return readJson<T>(res);
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...opts, method: 'PUT', body }),
  delete: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...opts, method: 'DELETE' }),
};
