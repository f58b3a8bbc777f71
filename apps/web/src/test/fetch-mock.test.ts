import { describe, expect, it } from 'vitest';
import { json, mockFetch, takeUnanswered } from './fetch-mock';

describe('the fetch stub', () => {
  it('answers what a test stubs and records the call', async () => {
    const { calls } = mockFetch((c) => (c.path === '/api/config' ? json(200, { ok: true }) : undefined));
    const res = await fetch('/api/config');
    expect(await res.json()).toEqual({ ok: true });
    expect(calls).toEqual([{ method: 'GET', path: '/api/config', auth: null, body: undefined }]);
  });

  it('refuses a call nobody stubbed, naming its method and URL, and keeps it for the afterEach', async () => {
    mockFetch();
    await expect(fetch('/api/customer/7?x=1', { method: 'PUT', body: '{}' })).rejects.toThrow(
      'Unexpected fetch in a test: PUT /api/customer/7?x=1',
    );
    // Taken here so that this test, which provoked the call on purpose, passes.
    expect(takeUnanswered()).toEqual(['PUT /api/customer/7?x=1']);
  });
});
