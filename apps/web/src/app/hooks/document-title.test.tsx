import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { clearSession, setUser } from '@/shared/session/session-store';
import { mockFetch, pageViews } from '@/test/fetch-mock';
import { renderAppAt } from '@/test/render-app';
import { customerUser } from '@/test/users';
import { formatDocumentTitle } from './use-document-title';

describe('document title', () => {
  beforeEach(async () => {
    clearSession();
    await setUser(customerUser);
  });
  afterEach(async () => {
    await changeLanguage('sv');
    vi.unstubAllGlobals();
  });

  it('is the app title, plus " : " and the page title when there is one', () => {
    expect(formatDocumentTitle('Skeppa')).toBe('Skeppa');
    expect(formatDocumentTitle('Skeppa', 'Vanliga frågor')).toBe('Skeppa : Vanliga frågor');
  });

  it('follows navigation and the language', async () => {
    mockFetch(pageViews);
    const app = await renderAppAt('/info/faq');
    await waitFor(() => expect(document.title).toBe('Skeppa : Vanliga frågor'));
    await app.navigate('/bill/list');
    await waitFor(() => expect(document.title).toBe('Skeppa : Fakturahistorik'));
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Skeppa : Invoice history'));
  });

  it('is the bare app title on a page without a title', async () => {
    mockFetch(pageViews);
    clearSession();
    await renderAppAt('/priser');
    await waitFor(() => expect(document.title).toBe('Skeppa'));
  });
});

describe('page views', () => {
  beforeEach(async () => {
    clearSession();
    await setUser(customerUser);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends one per navigation with path, title and bearer, none for a language switch', async () => {
    const { calls } = mockFetch(pageViews);
    const views = () => calls.filter((c) => c.path === '/api/analytics/pageview');
    const app = await renderAppAt('/info/faq');
    await waitFor(() => expect(views()).toHaveLength(1));
    expect(views()[0]).toMatchObject({
      method: 'POST',
      auth: 'Bearer access-1',
      body: { path: '/info/faq', title: 'Skeppa : Vanliga frågor' },
    });
    await app.navigate('/start');
    await waitFor(() => expect(views()).toHaveLength(2));
    await act(() => changeLanguage('en'));
    // The view would go out in the same commit that renames the page.
    await waitFor(() => expect(document.title).toBe('Skeppa : Price calculation'));
    expect(views()).toHaveLength(2);
    await changeLanguage('sv');
  });

  it('never sends the SSO key', async () => {
    clearSession();
    const { calls } = mockFetch(pageViews);
    await renderAppAt('/sso/secret-key-1234567890');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/analytics/pageview')).toBe(true));
    expect(JSON.stringify(calls)).not.toContain('secret-key');
  });
});
