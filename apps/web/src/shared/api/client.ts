import { getUser } from '../session/session-store';
import { readJson, type SendOptions, send } from './http';
import { refreshAccessToken } from './refresh';

export interface RequestOptions extends Omit<SendOptions, 'token'> {
  /** Anonymous calls (sign-in, content for the welcome page) skip the refresh dance. */
  auth?: boolean;
}

/**
 * The one way features call the API. Adds the bearer token of the signed-in user; on a 401 it
 * refreshes once and retries once. If another call refreshed meanwhile, it only retries.
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const { auth = true, ...rest } = opts;
  const usedToken = auth ? getUser()?.accessToken : undefined;
  let res = await send(path, { ...rest, token: usedToken });
  if (res.status === 401 && usedToken) {
    const current = getUser()?.accessToken;
    const token = current && current !== usedToken ? current : await refreshAccessToken(usedToken);
    res = await send(path, { ...rest, token });
  }
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
