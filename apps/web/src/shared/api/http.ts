import { ApiError } from './api-error';

export const API_BASE = '/api';

export interface SendOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  token?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Extra headers of one call, e.g. a booking's Idempotency-Key. */
  headers?: Record<string, string> | undefined;
}

/** One HTTP call to the API, JSON in; no retries, no session logic. */
export function send(path: string, opts: SendOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  return fetch(`${API_BASE}${path}`, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
}

/** JSON of a 2xx answer (undefined for 204), or the answer as an ApiError. */
export async function readJson<T>(res: Response): Promise<T> {
  if (!res.ok) throw await ApiError.fromResponse(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
