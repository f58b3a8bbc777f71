import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openContentModal } from '@/shared/content/open-content-modal';
import { setNavigator } from '@/shared/routes/navigator';
import { setUnbookedCount } from '@/shared/send-list/unbooked-count';
import { forgetCachedKey } from '@/shared/session/key-store';
import { clearSession, getUser, setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, type Call, json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser, demoUser } from '@/test/users';
import { MainLayout } from './main-layout';

const navigate = vi.fn();
const content = (key: string, body: string) => (c: Call) =>
  c.path.startsWith(`/api/content/key/${key}`)
    ? json(200, { id: 1, language: 'sv', subject: 'Driftstörning', content: body })
    : undefined;
// The seeded site notice is empty: all is well.
const noSiteNotice = content('freight.error.site', '');
const customer =
  (overrides: Parameters<typeof makeCustomer>[0] = {}) =>
  (c: Call) =>
    c.path === `/api/customer/${overrides.id ?? 7}` ? json(200, makeCustomer(overrides)) : undefined;

const unbookedOrder = (orderNo: string) => ({
  orderNo,
  custId: 7,
  supplierId: 116,
  priceSupplier: null,
  consignmentId: 1,
  consignmentNo: null,
  templateName: 'dhl_freight_parcel',
  consigneeType: 'company',
  calculatedPrice: 412.5,
  calculatedCurrency: 'SEK',
  senderOrderRef: '',
  dateBooked: null,
  printed: false,
  noPickup: false,
  insured: false,
  goodsValue: null,
  insurancePrice: null,
  statusCategory: '',
  statusName: '',
  statusUpdated: null,
  datePrinted: null,
  datePlaced: '2026-11-24T08:00:00.000Z',
  archived: false,
  from: { name: 'Lagerhuset AB', postcode: '11351', city: 'Stockholm', countrycode: 'SE' },
  to: { name: 'Kund AB', postcode: '41101', city: 'Göteborg', countrycode: 'SE' },
  consignment: null,
});
/** The send list's unbooked orders (GET /order/customer/7?booked=0…). */
const unbooked =
  (orderNos: string[] = [], total = orderNos.length) =>
  (c: Call) =>
    c.path.startsWith('/api/order/customer/7?booked=0')
      ? json(200, {
          orders: orderNos.map(unbookedOrder),
          total,
          totalCapped: false,
          page: 1,
          pageSize: 100,
          showAllBooked: false,
        })
      : undefined;

function renderLayout() {
  const router = createMemoryRouter(
    [{ Component: MainLayout, children: [{ path: '/start', element: <p>start page</p> }] }],
    { initialEntries: ['/start'] },
  );
  renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
  );
}

// happy-dom is 1024 px wide by default, below the 1200 px where the navbar folds into a menu.
const happyDom = (
  window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
).happyDOM;

describe('main layout', () => {
  beforeEach(async () => {
    happyDom.setViewport({ width: 1400, height: 900 });
    forgetCachedKey();
    clearSession();
    navigate.mockReset();
    setNavigator(navigate);
  });

  it('waits for the customer, then shows the page, the send list, its badge and the unread-news dot', async () => {
    await setUser(customerUser);
    mockFetch(
      noSiteNotice,
      customer({ hasUnviewedNewsArticles: true }),
      unbooked(['ABCDEFGHIJKLMNOP', 'BCDEFGHIJKLMNOPQ'], 3),
    );
    act(() => setUnbookedCount(0));
    renderLayout();
    expect(await screen.findByText('start page')).toBeInTheDocument();
    const sendList = await screen.findByTestId('send-list');
    expect(await within(sendList).findAllByTestId('send-list-item')).toHaveLength(2);
    const links = within(sendList).getAllByRole('link', {
      name: /Boka sändningen från 113 51 Stockholm till 411 01 Göteborg/,
    });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/shipment/book?orderNo=ABCDEFGHIJKLMNOP',
      '/shipment/book?orderNo=BCDEFGHIJKLMNOPQ',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    // The badge counts every unbooked shipment, also those past the sidebar's page.
    await waitFor(() => expect(within(nav).getByTestId('unbooked-badge')).toHaveTextContent('3'));
    expect(within(nav).getByRole('link', { name: /Bokade/ })).toBeInTheDocument();
    expect(screen.queryByTestId('site-error-banner')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('profile-button'));
    const drawer = await screen.findByTestId('profile-drawer');
    expect(within(drawer).getAllByRole('link')).toHaveLength(10);
    expect(within(drawer).queryByRole('link', { name: 'Händelselogg' })).toBeNull();
    expect(within(drawer).getByLabelText('Olästa nyheter')).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Webhooks' })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'API-nycklar' })).toBeNull();
  });

  it("gives the company's administrators API keys, webhooks and the audit log in the menu", async () => {
    await setUser(customerUser);
    mockFetch(noSiteNotice, customer({ custLevel: 1, customerLevel: 1 }), unbooked());
    renderLayout();
    await screen.findByText('start page');
    await userEvent.click(screen.getByTestId('profile-button'));
    const drawer = await screen.findByTestId('profile-drawer');
    // The ten links every user has, and the administrator's three.
    await waitFor(() => expect(within(drawer).getAllByRole('link')).toHaveLength(13));
    for (const [name, href] of [
      ['API-nycklar', '/profile/apikeys'],
      ['Webhooks', '/profile/webhooks'],
      ['Händelselogg', '/profile/audit'],
    ]) {
      expect(within(drawer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('gives the demo user the reduced navbar and menu', async () => {
    await setUser(demoUser);
    mockFetch(noSiteNotice, customer({ id: demoUser.id }));
    renderLayout();
    await screen.findByText('start page');
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Ny frakt']);
    await userEvent.click(screen.getByTestId('profile-button'));
    const drawer = await screen.findByTestId('profile-drawer');
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Information']);
    expect(within(drawer).getByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
  });

  it('says so when there are no unbooked shipments', async () => {
    await setUser(customerUser);
    mockFetch(noSiteNotice, customer(), unbooked());
    renderLayout();
    expect(await screen.findByTestId('send-list-empty')).toHaveTextContent('Inga obokade sändningar');
    expect(screen.queryByTestId('book-all')).not.toBeInTheDocument();
  });

  it('shows the site-wide notice when the content store has one', async () => {
    await setUser(customerUser);
    mockFetch(content('freight.error.site', '<p>UPS hämtar inte i dag.</p>'), customer(), unbooked());
    renderLayout();
    const banner = await screen.findByTestId('site-error-banner');
    // The text follows once the sanitiser has loaded.
    expect(await within(banner).findByText('UPS hämtar inte i dag.')).toBeInTheDocument();
  });

  it('shows content in its modal until closed', async () => {
    await setUser(customerUser);
    mockFetch(
      content('freight.page.insurance', '<p>0,75 % av godsvärdet.</p>'),
      noSiteNotice,
      customer(),
      unbooked(),
    );
    renderLayout();
    await screen.findByText('start page');
    await act(() => openContentModal('freight.page.insurance'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Driftstörning');
    expect(dialog).toHaveTextContent('0,75 % av godsvärdet.');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Stäng' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the error and logs out when the customer cannot be loaded', async () => {
    await setUser(customerUser);
    const { calls } = mockFetch(
      noSiteNotice,
      (c) => (c.path === '/api/customer/7' ? apiErrorResponse(404, 'customer.not_found') : undefined),
      (c) => (c.path === '/api/auth/logout' ? new Response(null, { status: 204 }) : undefined),
    );
    renderLayout();
    expect(await screen.findByText('Kunden finns inte.')).toBeInTheDocument();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/welcome'));
    expect(getUser()).toBeNull();
    expect(calls.find((c) => c.path === '/api/auth/logout')?.body).toEqual({ userId: 7, token: 'refresh-1' });
  });
});
