import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, type Call, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { THREE_ENTRIES } from '../test/fixtures';
import { auditTexts } from '../texts';
import AuditPage from './audit-page';

const ADMIN = 1;
const customer =
  (custLevel: number): Responder =>
  (c) =>
    c.path === '/api/customer/7'
      ? json(200, makeCustomer({ id: 7, custLevel, customerLevel: custLevel }))
      : undefined;
const actors: Responder = (c) =>
  c.path === '/api/audit/actors'
    ? json(200, {
        actors: [
          { customerId: 7, apiKeyId: null, name: 'Erik Johansson' },
          { customerId: 10001, apiKeyId: null, name: 'Anna Admin' },
          { customerId: 10001, apiKeyId: 5, name: 'Anna Admin' },
        ],
      })
    : undefined;
/** The log as the server pages it: narrowed by action and by API key when asked. */
const log: Responder = (c) => {
  if (!c.path.startsWith('/api/audit?') && c.path !== '/api/audit') return undefined;
  const q = new URL(c.path, 'http://x').searchParams;
  const shown = THREE_ENTRIES.filter(
    (e) =>
      (!q.get('action') || e.action === q.get('action')) &&
      (!q.get('apiKeyId') || String(e.actor.apiKeyId) === q.get('apiKeyId')),
  );
  return json(200, { entries: shown, total: shown.length, totalCapped: false, page: 1, pageSize: 50 });
};
const listCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/audit?'));

function renderPage() {
  const router = createMemoryRouter([{ path: '/profile/audit', Component: AuditPage }], {
    initialEntries: ['/profile/audit'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const row = (action: string) =>
  screen.getAllByTestId('audit-row').find((r) => r.getAttribute('data-action') === action)!;

describe('the audit log page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await auditTexts;
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows when, who, from where, what, on which object and the changed fields', async () => {
    mockFetch(customer(ADMIN), actors, log);
    renderPage();
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(3);
    const booked = row('order.booked');
    expect(booked).toHaveTextContent('2026-11-23 12:00');
    expect(booked).toHaveTextContent('API-nyckel 5 (Anna Admin)');
    expect(booked).toHaveTextContent('198.51.100.20');
    expect(within(booked).getByTestId('audit-action')).toHaveTextContent('Bokade');
    expect(booked).toHaveTextContent('Mottagare AB, Göteborg');
    expect(booked).toHaveTextContent('2611-0042');
    expect(booked).toHaveTextContent('consignmentNo – → 1000000016');

    const failed = row('auth.sign_in_failed');
    expect(failed).toHaveTextContent('erik@lager.se');
    expect(failed).toHaveTextContent('användarnamn som prövades');
    expect(within(failed).getByTestId('audit-action')).toHaveTextContent('Misslyckad inloggning');

    // Past three fields the rest fold away, and open on a click.
    const changed = row('contact.changed');
    expect(changed).toHaveTextContent('locked nej → ja');
    expect(changed).not.toHaveTextContent('eva.berg@lager.se');
    await userEvent.click(within(changed).getByRole('button', { name: 'Visa 2 till' }));
    expect(changed).toHaveTextContent('email eva@lager.se → eva.berg@lager.se');
    expect(within(changed).getByRole('button', { name: 'Visa färre' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('asks the server for the chosen action and the chosen API key, from the first page', async () => {
    const { calls } = mockFetch(customer(ADMIN), actors, log);
    renderPage();
    await screen.findAllByTestId('audit-row');
    expect(listCalls(calls)[0]?.path).toBe('/api/audit?page=1&pageSize=50');

    await userEvent.click(screen.getByRole('combobox', { name: 'Vad' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bokade' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(1));
    expect(listCalls(calls).at(-1)?.path).toBe('/api/audit?action=order.booked&page=1&pageSize=50');

    await userEvent.click(screen.getByRole('combobox', { name: 'Vem' }));
    await userEvent.click(await screen.findByRole('option', { name: 'API-nyckel 5 (Anna Admin)' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.path).toBe(
        '/api/audit?apiKeyId=5&action=order.booked&page=1&pageSize=50',
      ),
    );
  });

  it('exports the filtered log as Excel in the page language, and says why when the server refuses', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:audit'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { calls } = mockFetch(customer(ADMIN), actors, log, (c) => {
      if (c.path.startsWith('/api/audit/export?') && c.path.includes('format=xlsx'))
        return new Response(new Blob(['PK']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="skeppa-audit-2026-11-23.xlsx"' },
        });
      if (c.path.startsWith('/api/audit/export?')) return apiErrorResponse(400, 'audit.export_too_large');
      return undefined;
    });
    renderPage();
    await screen.findAllByTestId('audit-row');
    await userEvent.click(screen.getByRole('button', { name: 'Exportera till Excel' }));
    await waitFor(() => expect(saved).toEqual(['skeppa-audit-2026-11-23.xlsx']));
    expect(calls.find((c) => c.path.startsWith('/api/audit/export'))?.path).toBe(
      '/api/audit/export?format=xlsx&language=sv',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Exportera till CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('För många händelser att exportera');
  });

  it('tells someone who is not an administrator that the log is for administrators, without asking for it', async () => {
    const { calls } = mockFetch(customer(0), actors, log);
    renderPage();
    expect(await screen.findByTestId('admin-only')).toHaveTextContent('Loggen visas för administratörer');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('says the same calmly when the server does not count the user as an administrator', async () => {
    mockFetch(customer(ADMIN), actors, (c) =>
      c.path.startsWith('/api/audit?') ? apiErrorResponse(403, 'audit.admin_required') : undefined,
    );
    renderPage();
    expect(await screen.findByTestId('admin-only')).toBeInTheDocument();
  });
});
