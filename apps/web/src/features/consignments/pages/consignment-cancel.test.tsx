import type { Order } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '@/shared/session/session-store';
import { apiErrorResponse, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { consignmentTexts } from '../texts';
import ConsignmentPage from './consignment-page';

const bookedOrder: Order = {
  orderNo: '1000234',
  custId: 7,
  supplierId: 116,
  priceSupplier: 116,
  consignmentId: 1,
  consignmentNo: '1234567897',
  templateName: 'dhl_freight_parcel',
  consigneeType: 'company',
  calculatedPrice: 1162.57,
  calculatedCurrency: 'SEK',
  senderOrderRef: '',
  dateBooked: '2026-11-23T10:00:00Z',
  printed: false,
  noPickup: false,
  insured: false,
  goodsValue: null,
  insurancePrice: null,
  statusCategory: '',
  statusName: '',
  statusUpdated: null,
  datePrinted: null,
  datePlaced: '2026-11-23T09:00:00Z',
  archived: false,
  from: { name: 'Nordisk Verktyg AB', postcode: '11351', city: 'Stockholm', countrycode: 'SE' },
  to: { name: 'Kund AB', postcode: '41101', city: 'Göteborg', countrycode: 'SE' },
  consignment: null,
};

let current: Order;
// The service's name is not what these tests are about: the page shows the template code instead.
const getOrder: Responder = (c) => {
  if (c.method === 'GET' && c.path.startsWith('/api/freightservice/'))
    return apiErrorResponse(404, 'freightservice.not_found');
  if (c.method === 'GET' && c.path === '/api/order/1000234/tracking') return json(200, trackingOf(current));
  return c.method === 'GET' && c.path === '/api/order/1000234' ? json(200, current) : undefined;
};
/**
 * Tracking as the server answers right after a cancellation: tracking stops on the cancellation's
 * event, which the job queue delivers a few seconds later, so it still says booked.
 */
const trackingOf = (o: Order) => ({
  orderNo: o.orderNo,
  consignmentNo: o.consignmentNo,
  status: 'booked',
  expectedDelivery: '2026-11-25',
  carrierTrackingUrl: null,
  receiverTrackingUrl: 'http://127.0.0.1/t/AAAAAAAAAAAAAAAAAAAAAA',
  checkedAt: null,
  finished: false,
  events: [],
});
const cancelled = (): Responder => (c) => {
  if (c.method !== 'PUT' || c.path !== '/api/order/cancel/') return undefined;
  current = { ...current, statusCategory: 'CANCELLED', statusUpdated: '2026-11-23T11:00:00Z' };
  return json(200, current);
};
const refused: Responder = (c) =>
  c.method === 'PUT' && c.path === '/api/order/cancel/'
    ? apiErrorResponse(409, 'booking.cancel_refused')
    : undefined;

function render() {
  const router = createMemoryRouter([{ path: '/consignment', Component: ConsignmentPage }], {
    initialEntries: ['/consignment?orderNo=1000234'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('cancelling a booking on the consignment page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    current = bookedOrder;
    await setUser(customerUser);
    await consignmentTexts;
  });

  it('asks first, cancels, and shows the cancelled status without the button', async () => {
    const { calls } = mockFetch(getOrder, cancelled());
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Avboka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avboka sändningen' });
    expect(within(dialog).getByText(/1234567897/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avboka' }));
    await waitFor(() =>
      expect(document.querySelector('[data-status]')).toHaveAttribute('data-status', 'cancelled'),
    );
    expect(document.querySelector('[data-status]')).toHaveTextContent('Avbokad');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Avboka' })).not.toBeInTheDocument());
    // The order is believed before tracking hears of it: ended, with no delivery to expect.
    const tracking = screen.getByTestId('tracking');
    expect(await within(tracking).findByTestId('tracking-ended')).toBeInTheDocument();
    expect(within(tracking).getByText('Avbokad')).toBeInTheDocument();
    expect(within(tracking).queryByTestId('expected-delivery')).not.toBeInTheDocument();
    // No check is promised for a booking that is no longer followed.
    expect(within(tracking).queryByTestId('checked-at')).not.toBeInTheDocument();
    expect(within(tracking).queryByText(/tillfrågas/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/api/order/cancel/', body: { orderNo: '1000234' } }),
    ]);
  });

  it("shows the carrier's refusal in the dialog and keeps the booking", async () => {
    mockFetch(getOrder, refused);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Avboka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avboka sändningen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avboka' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Transportören kunde inte avboka: sändningen är redan upphämtad.',
    );
    expect(document.querySelector('[data-status]')).toHaveAttribute('data-status', 'booked');
  });

  it('offers no cancel once the carrier has picked up', async () => {
    current = { ...bookedOrder, statusCategory: 'PICKUP' };
    mockFetch(getOrder);
    render();
    expect(await screen.findByText('Upphämtad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Avboka' })).not.toBeInTheDocument();
  });
});
