import { Notifications, notifications } from '@mantine/notifications';
import type { PayLaterStatus } from '@skeppa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, type Call, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { payLaterTexts } from '../texts';
import PayLaterPage from './pay-later-page';
import PayLaterTermsPage from './pay-later-terms-page';

const NONE: PayLaterStatus = {
  status: 'none',
  appliedAt: null,
  requestedLimit: null,
  decidedAt: null,
  creditLimit: 0,
  creditDays: 30,
};

const customer =
  (custLevel: number): Responder =>
  (c) =>
    c.path === '/api/customer/7'
      ? json(200, makeCustomer({ id: 7, custLevel, customerLevel: custLevel, orgNo: '5560360793' }))
      : undefined;

/** The pay-later calls holding one company's status: an application makes it pending. */
function payLaterServer(start: PayLaterStatus, refuse?: { status: number; code: string }): Responder {
  let status = start;
  return (c) => {
    if (c.path !== '/api/bill/paylater/customer/7') return undefined;
    if (c.method === 'POST') {
      if (refuse) return apiErrorResponse(refuse.status, refuse.code);
      const body = c.body as { requestedLimit: number };
      status = {
        ...status,
        status: 'pending',
        appliedAt: '2026-12-02T10:00:00+01:00',
        requestedLimit: body.requestedLimit,
      };
    }
    return json(200, status);
  };
}
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

function renderPage(path = '/profile/paylater') {
  const router = createMemoryRouter(
    [
      { path: '/profile/paylater', Component: PayLaterPage },
      { path: '/profile/paylaterterms', Component: PayLaterTermsPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
  );
  return router;
}

describe('pay-later page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await payLaterTexts;
    // Notifications live in one store for the whole file: an earlier test's must not be read here.
    notifications.clean();
  });

  it("lets an administrator apply with the company's org. no., checked before it is sent, and shows it pending", async () => {
    const { calls } = mockFetch(customer(1), payLaterServer(NONE));
    renderPage();
    expect(await screen.findByText('Företaget har inte ansökt om Betala senare.')).toBeInTheDocument();
    const orgNo = await screen.findByRole('textbox', { name: /^Organisationsnummer/ });
    expect(orgNo).toHaveValue('556036-0793');
    const limit = screen.getByRole('textbox', { name: /^Önskad kreditgräns/ });

    // Nothing is sent while the form has problems; each is said at its field.
    await userEvent.clear(orgNo);
    await userEvent.type(orgNo, '556036-0794');
    await userEvent.type(limit, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka ansökan' }));
    expect(
      await screen.findByText('Organisationsnumret stämmer inte. Kontrollera siffrorna.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Ange en kreditgräns från 1 000 till 5 000 000 kr i hela kronor.'),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await userEvent.clear(orgNo);
    await userEvent.type(orgNo, '556036-0793');
    await userEvent.clear(limit);
    await userEvent.type(limit, '75000');
    expect(limit).toHaveValue('75 000');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Meddelande till kreditavdelningen' }),
      'Cirka 40 bokningar i månaden.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skicka ansökan' }));

    expect(
      await screen.findByText('Ansökan är skickad. Skeppas kreditavdelning hör av sig.'),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        path: '/api/bill/paylater/customer/7',
        body: { orgNo: '556036-0793', requestedLimit: 75_000, message: 'Cirka 40 bokningar i månaden.' },
      }),
    ]);
    expect(screen.getByTestId('pay-later-state')).toHaveTextContent('Väntar på beslut');
    expect(screen.getByTestId('pay-later-status')).toHaveTextContent(/2026-12-02.*75\s000\sSEK/);
    // A waiting application is decided before another can be made.
    expect(screen.queryByRole('button', { name: 'Skicka ansökan' })).toBeNull();
  });

  it('says why the server refused, translated', async () => {
    mockFetch(customer(1), payLaterServer(NONE, { status: 409, code: 'paylater.pending' }));
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Önskad kreditgräns/ }), '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka ansökan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'En ansökan om fakturabetalning väntar redan på beslut.',
    );
    expect(screen.queryByText('Ansökan är skickad. Skeppas kreditavdelning hör av sig.')).toBeNull();
  });

  it('shows an approved limit and credit period; someone who is not an administrator is told who applies', async () => {
    const { calls } = mockFetch(
      customer(0),
      payLaterServer({
        ...NONE,
        status: 'approved',
        creditLimit: 50_000,
        creditDays: 30,
        decidedAt: '2026-11-15T09:00:00Z',
      }),
    );
    renderPage();
    expect(
      await screen.findByText(/kreditgräns på 50\s000\sSEK och 30 dagars kredittid/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('admin-applies')).toHaveTextContent('administratörskonton ansöker');
    expect(screen.queryByRole('button', { name: 'Skicka ansökan' })).toBeNull();
    expect(posts(calls)).toHaveLength(0);
  });

  it('links to the terms, which link back', async () => {
    mockFetch(customer(1), payLaterServer(NONE));
    const router = renderPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Villkor för Betala senare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/paylaterterms'));
    expect(screen.getByRole('heading', { level: 1, name: 'Villkor för Betala senare' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sen betalning' })).toBeInTheDocument();
    expect(screen.getByText(/referensränta plus åtta procentenheter/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Tillbaka till Betala senare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/paylater'));
  });
});
