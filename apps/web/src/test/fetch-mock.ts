import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
}

type Responder = (call: Call) => Response | undefined;

export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const apiErrorResponse = (status: number, code: string) =>
  json(status, { message: code, errors: [{ code, description: code }] });

/**
 * Replaces fetch with a list of responders tried in order; records every call. Unanswered calls
 * get a 204, so analytics and the like stay quiet.
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
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
