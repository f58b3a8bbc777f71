import type { ApiKey } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { type Call, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { apiKeysTexts } from '../texts';
import ApiKeysPage from './api-keys-page';

const customer =
  (custLevel: number): Responder =>
  (c) =>
    c.path === '/api/customer/7'
      ? json(200, makeCustomer({ id: 7, custLevel, customerLevel: custLevel }))
      : undefined;

const KEY: ApiKey = {
  id: 3,
  name: 'Webbutik',
  prefix: 'sk_live_Ab12Cd34',
  scopes: ['book:write', 'tracking:read'],
  createdBy: { customerId: 7, name: 'Eva Berg' },
  createdAt: '2026-11-20T09:00:00Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: '2026-11-23T08:15:00Z',
  lastUsedFrom: '203.0.113.7',
  status: 'active',
};

/** The key calls over one company's keys: a new key is answered with its secret, once. */
function keyServer(): Responder {
  const keys = [KEY];
  return (c) => {
    if (c.path === '/api/apikey' && c.method === 'GET') return json(200, { keys });
    if (c.path === '/api/apikey' && c.method === 'POST') {
      const body = c.body as { name: string; scopes: ApiKey['scopes'] };
      const made = {
        ...KEY,
        id: 4,
        name: body.name,
        scopes: body.scopes,
        prefix: 'sk_live_Zz98Yy76' as const,
        lastUsedAt: null,
        lastUsedFrom: null,
      };
      keys.unshift(made);
      return json(201, { ...made, secret: `sk_live_Zz98Yy76_${'s'.repeat(40)}` });
    }
    if (c.path === '/api/apikey/3/revoke') {
      keys[keys.length - 1] = { ...KEY, status: 'revoked', revokedAt: '2026-11-23T10:00:00Z' };
      return json(200, keys[keys.length - 1]);
    }
    return undefined;
  };
}
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

function renderPage() {
  const router = createMemoryRouter([{ path: '/profile/apikeys', Component: ApiKeysPage }], {
    initialEntries: ['/profile/apikeys'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('API keys page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await apiKeysTexts;
  });

  it('lists the keys by prefix with what they may do, and shows a new key’s secret once', async () => {
    const { calls } = mockFetch(customer(1), keyServer());
    renderPage();
    const row = await screen.findByText('Webbutik');
    const tr = row.closest('tr') as HTMLElement;
    expect(within(tr).getByText('sk_live_Ab12Cd34…')).toBeInTheDocument();
    expect(within(tr).getByText('Bokningar: läsa och ändra')).toBeInTheDocument();
    expect(within(tr).getByText('från 203.0.113.7')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ny nyckel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Skapa nyckel' }));
    expect(await screen.findByText('Ge nyckeln ett namn.')).toBeInTheDocument();
    expect(screen.getByText('Välj minst en sak som nyckeln får göra.')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/^Namn/), 'Lager');
    const contacts = screen.getByRole('radiogroup', { name: 'Kontakter' });
    await userEvent.click(within(contacts).getByText('Läsa'));
    await userEvent.click(screen.getByRole('button', { name: 'Skapa nyckel' }));
    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent(
      `sk_live_Zz98Yy76_${'s'.repeat(40)}`,
    );
    expect(posts(calls)[0]?.body).toEqual({ name: 'Lager', scopes: ['contacts:read'], expiresOn: null });
    await userEvent.click(screen.getByRole('button', { name: 'Jag har sparat nyckeln' }));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).not.toBeInTheDocument());
  });

  it('revokes a key after asking', async () => {
    mockFetch(customer(1), keyServer());
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Åtgärder: Webbutik' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Återkalla' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Återkalla nyckeln' }));
    expect(await screen.findByText('Återkallad')).toBeInTheDocument();
  });

  it('tells a user who is not an administrator who manages keys, and asks the server nothing', async () => {
    const { calls } = mockFetch(customer(0), keyServer());
    renderPage();
    expect(await screen.findByTestId('admin-only')).toHaveTextContent('Bara ert företags administratörer');
    expect(calls.some((c) => c.path === '/api/apikey')).toBe(false);
  });
});
