import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { type Call, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { makeBillOrder } from '../test/fixtures';
import { billTexts } from '../texts';
import BillOrderListPage from './bill-order-list-page';

const customer =
  (custLevel: number): Responder =>
  (c) =>
    c.path === '/api/customer/7'
      ? json(200, makeCustomer({ id: 7, custLevel, customerLevel: custLevel }))
      : undefined;
const ORDERS = [
  makeBillOrder({
    id: 22,
    orderNo: '2611-0050',
    article: 'Försäkring',
    type: 'insurance',
    totalPrice: 65,
    vat: 0,
    vatRate: 0,
  }),
  makeBillOrder({
    id: 21,
    billed: true,
    billId: 12,
    invoiceNo: '1002',
    dateBilled: '2026-12-01T02:00:00+01:00',
  }),
];
const orders: Responder = (c) =>
  c.path.startsWith('/api/bill/order/customer/7')
    ? json(200, { orders: ORDERS, total: ORDERS.length, page: 1, pageSize: 25 })
    : undefined;
const listCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/bill/order/customer/7'));

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/bill/order/list', Component: BillOrderListPage },
      { path: '/consignment', element: <p>consignment</p> },
      { path: '/bill/list', element: <p>bill list</p> },
    ],
    { initialEntries: ['/bill/order/list'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('bill order list page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await billTexts;
  });

  it('shows each line with its amount, VAT and whether it is billed, linked to its shipment', async () => {
    mockFetch(customer(0), orders);
    const router = renderPage();
    const rows = await screen.findAllByTestId('bill-order-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('order-billed')).toHaveTextContent('Ej fakturerad');
    expect(within(rows[1]!).getByTestId('order-billed')).toHaveTextContent('Faktura 1002');
    expect(rows[1]).toHaveTextContent(/420,00\sSEK/);
    expect(rows[1]).toHaveTextContent(/105,00\sSEK\s*25\s%/);
    expect(rows[1]).toHaveTextContent('DHL Freight');
    // Only an administrator sees the company's lines, and so who booked them.
    expect(screen.queryByRole('columnheader', { name: 'Bokad av' })).toBeNull();

    await userEvent.click(within(rows[1]!).getByRole('link', { name: 'Öppna sändning 2611-0042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/consignment'));
    expect(router.state.location.search).toBe('?orderNo=2611-0042');
  });

  it('sends the search once typing pauses, and the billed choice as 0 or 1', async () => {
    const { calls } = mockFetch(customer(1), orders);
    renderPage();
    await screen.findAllByTestId('bill-order-row');
    expect(screen.getByRole('columnheader', { name: 'Bokad av' })).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(1);

    await userEvent.type(screen.getByRole('textbox', { name: 'Sök' }), 'DHL Paket');
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toMatch(/searchPhrase=DHL\+Paket&page=1/));
    // Debounced: the letters typed before the pause were not each sent.
    expect(listCalls(calls).length).toBeLessThan(4);

    await userEvent.click(screen.getByRole('combobox', { name: 'Fakturerad' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ej fakturerade' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toMatch(/billed=0&page=1&pageSize=25$/));
  });

  it('links to the invoices, marking this page as the one shown', async () => {
    mockFetch(customer(1), orders);
    const router = renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Fakturor och ordrar' });
    expect(within(nav).getByRole('link', { name: 'Ordrar' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Fakturahistorik' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bill/list'));
  });
});
