import type { Order } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { type Call, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { makeFreightService } from '@/test/freight-service';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { consignmentTexts } from '../texts';
import ConsignmentListPage from './consignment-list-page';
import ConsignmentNewPage from './consignment-new-page';

function order(o: Partial<Order>, receiver = 'Kund AB'): Order {
  return {
    orderNo: 'ABCDEFGHJKLMNPQR',
    custId: 7,
    supplierId: 116,
    priceSupplier: 116,
    consignmentId: 1,
    consignmentNo: null,
    templateName: 'dhl_freight_parcel',
    consigneeType: 'company',
    calculatedPrice: 1162.57,
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
    datePlaced: '2026-11-20T09:00:00Z',
    archived: false,
    from: { name: 'Nordisk Verktyg AB', postcode: '11351', city: 'Stockholm', countrycode: 'SE' },
    to: { name: receiver, postcode: '41101', city: 'Göteborg', countrycode: 'SE' },
    consignment: null,
    ...o,
  };
}

const deliveredOne = order({
  orderNo: '1000234',
  consignmentNo: '1234567897',
  dateBooked: '2026-11-20T10:00:00Z',
  statusCategory: 'DELIVERED',
});
const unknownStatus = order(
  {
    orderNo: '1000235',
    consignmentNo: '1234567898',
    dateBooked: '2026-11-21T10:00:00Z',
    statusCategory: 'HELD',
  },
  'Lager Nord AB',
);
const unbooked = [order({ orderNo: 'AAAAAAAAAAAAAAAA' }), order({ orderNo: 'BBBBBBBBBBBBBBBB' }, 'Andra AB')];

let showAllBooked = false;
const customer: Responder = (c) => {
  if (c.path === '/api/customer/setting/7' && c.method === 'PUT') {
    showAllBooked = (c.body as { value: boolean }).value;
  } else if (c.path !== '/api/customer/7') return undefined;
  return json(200, makeCustomer({ id: 7, showAllBooked }));
};
let remaining = unbooked;
let counted: { total: number; totalCapped: boolean } | null = null;
const listing: Responder = (c) => {
  if (c.method !== 'GET' || !c.path.startsWith('/api/order/customer/7')) return undefined;
  const booked = c.path.includes('booked=1');
  const orders = booked ? [deliveredOne, unknownStatus] : remaining;
  return json(200, {
    orders,
    total: orders.length,
    totalCapped: false,
    ...counted,
    page: 1,
    pageSize: 25,
    showAllBooked,
  });
};
/** Every service the lists name: DHL Paket, whatever template a row names. */
const services: Responder = (c) =>
  c.path.startsWith('/api/freightservice/') ? json(200, makeFreightService()) : undefined;
const listCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/order/customer/7'));

function render(path: '/consignment/list' | '/consignment/new') {
  const router = createMemoryRouter(
    [
      { path: '/consignment/list', Component: ConsignmentListPage },
      { path: '/consignment/new', Component: ConsignmentNewPage },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe('shipment lists', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    showAllBooked = false;
    remaining = unbooked;
    counted = null;
    await setUser(customerUser);
    await consignmentTexts;
  });

  it('lists booked shipments with their status, an unknown carrier status as no status, linked to their page', async () => {
    const { calls } = mockFetch(customer, services, listing);
    render('/consignment/list');
    const link = await screen.findByRole('link', { name: 'Visa sändning 1234567897' });
    expect(link).toHaveAttribute('href', '/consignment?orderNo=1000234');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('Levererad')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Ingen status')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 162,57 SEK', { exact: false })).toBeInTheDocument();
    // The service by its name, never its code.
    expect(await within(rows[1]!).findByText('DHL Paket')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('dhl_freight_parcel')).toBeNull();
    const first = listCalls(calls)[0]?.path ?? '';
    expect(first).toMatch(/booked=1/);
    expect(first).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    expect(first).toMatch(/sort=dateBooked&order=desc/);
  });

  it('says "more than" when the server stopped counting', async () => {
    counted = { total: 10_000, totalCapped: true };
    mockFetch(customer, services, listing);
    render('/consignment/list');
    expect(await screen.findByText(/^1–\d+ av fler än 10\s000$/)).toBeInTheDocument();
  });

  it('sends the date range, search and status to the server, and keeps a reversed range back', async () => {
    const { calls } = mockFetch(customer, services, listing);
    render('/consignment/list');
    await screen.findByText('Kund AB');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Under transport' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toMatch(/status=inTransit/));
    await userEvent.type(screen.getByRole('textbox', { name: 'Sök' }), 'Göteborg');
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toMatch(/search=G%C3%B6teborg/));

    const from = screen.getByLabelText('Från och med');
    await userEvent.clear(from);
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).not.toMatch(/from=/));
    const before = listCalls(calls).length;
    await userEvent.type(from, '2099-01-01');
    expect(await screen.findByText('Slutdatumet ligger före startdatumet')).toBeInTheDocument();
    expect(listCalls(calls).length).toBe(before);
    await userEvent.clear(from);
    // A date that does not exist is no date: nothing is asked of the server.
    const cleared = listCalls(calls).length;
    await userEvent.type(from, '2026-02-30');
    expect(listCalls(calls).length).toBe(cleared);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toMatch(/from=2026-01-01/));
    expect(from).toHaveValue('2026-01-01');
  });

  it('stores "show booked for all users" as the showAllBooked setting and lists again', async () => {
    const { calls } = mockFetch(customer, services, listing);
    render('/consignment/list');
    await screen.findByText('Kund AB');
    const before = listCalls(calls).length;
    await userEvent.click(screen.getByRole('switch', { name: 'Visa bokade sändningar för alla användare' }));
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ setting: 'showAllBooked', value: true });
    expect(await screen.findByText('Visar hela företagets bokningar.')).toBeInTheDocument();
  });

  it('deletes the selected unbooked shipments after asking, and links each into step 4', async () => {
    const { calls } = mockFetch(customer, services, listing, (c) => {
      if (c.method !== 'PUT' || c.path !== '/api/order/bulk/delete/') return undefined;
      remaining = [];
      return json(200, { orderNos: c.body });
    });
    render('/consignment/new');
    expect(await screen.findByRole('link', { name: 'Boka AAAAAAAAAAAAAAAA' })).toHaveAttribute(
      'href',
      '/shipment/book?orderNo=AAAAAAAAAAAAAAAA',
    );
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Markera alla på sidan' }));
    const bar = screen.getByTestId('bulk-actions');
    expect(bar).toHaveTextContent('2 sändningar markerade');
    await userEvent.click(within(bar).getByRole('button', { name: 'Ta bort markerade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort sändning' });
    expect(dialog).toHaveTextContent('Vill du ta bort 2 ej bokade sändningar?');
    expect(calls.some((c) => c.path === '/api/order/bulk/delete/')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Inga ej bokade sändningar')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/order/bulk/delete/')?.body).toEqual([
      'AAAAAAAAAAAAAAAA',
      'BBBBBBBBBBBBBBBB',
    ]);
  });
});
