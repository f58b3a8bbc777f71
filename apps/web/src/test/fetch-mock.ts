import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}

export type Responder = (call: Call) => Response | Promise<Response> | undefined;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const apiErrorResponse = (status: number, code: string) =>
  json(status, { message: code, errors: [{ code, description: code }] });

/** The server's answer to a page view; every screen rendered under the app root sends one. */
export const pageViews: Responder = (c) =>
  c.method === 'POST' && c.path === '/api/analytics/pageview'
    ? new Response(null, { status: 204 })
    : undefined;

// Some callers (analytics) swallow a failed fetch, so a throw alone could go unnoticed: the
// unanswered calls are also kept here and fail the test in the shared afterEach (setup.ts).
const unanswered: string[] = [];

/** The calls no responder answered since the last look, emptied. */
export function takeUnanswered(): string[] {
  return unanswered.splice(0);
}

/**
 * Replaces fetch with a list of responders tried in order; records every call. A call that no
 * responder answers is an error naming its method and URL: a test stubs what the code calls.
 */
export function mockFetch(...responders: Responder[]) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init?.headers);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      auth: headers.get('Authorization'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    for (const respond of responders) {
      const res = respond(call);
      if (res) return res;
    }
    const what = `${call.method} ${call.path}`;
    unanswered.push(what);
    throw new Error(`Unexpected fetch in a test: ${what}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
