import { newConsignment, type Order } from '@skeppa/domain';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { makeFreightService } from '@/test/freight-service';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { consignmentTexts } from '../texts';
import ConsignmentPage from './consignment-page';

const consignment = newConsignment(() => 0.5);
consignment.goodsItem = [
  { ...consignment.goodsItem[0]!, weight: 5, length: 40, width: 30, height: 20, volume: 0.024 },
];

function order(o: Partial<Order>): Order {
  return {
    orderNo: '1000234',
    custId: 7,
    supplierId: 116,
    priceSupplier: 116,
    consignmentId: 1,
    consignmentNo: '1234567897',
    templateName: 'dhl_freight_paket',
    consigneeType: 'company',
    calculatedPrice: 162.5,
    calculatedCurrency: 'SEK',
    senderOrderRef: '',
    dateBooked: '2026-11-20T10:00:00Z',
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
    to: { name: 'Kund AB', postcode: '41101', city: 'Göteborg', countrycode: 'SE' },
    consignment,
    ...o,
  };
}

const service = makeFreightService({ templateName: 'dhl_freight_paket', templateSubject: 'DHL Paket' });

const answers =
  (shown: Order): Responder =>
  (c) => {
    if (c.path === `/api/order/${shown.orderNo}`) return json(200, shown);
    if (c.path === `/api/order/${shown.orderNo}/tracking`) return apiErrorResponse(404, 'tracking.not_found');
    if (c.path.startsWith('/api/freightservice/dhl_freight_paket')) return json(200, service);
    return undefined;
  };

function render(orderNo: string) {
  const router = createMemoryRouter([{ path: '/consignment', Component: ConsignmentPage }], {
    initialEntries: [`/consignment?orderNo=${orderNo}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('consignment page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await consignmentTexts;
  });

  it('shows a 40×30×20 cm parcel as 0,024 m³ and the service by its name', async () => {
    mockFetch(answers(order({})));
    render('1000234');
    const goods = await screen.findByTestId('goods');
    expect(within(goods).getAllByText('0,024')).toHaveLength(2);
    const card = screen.getByTestId('service');
    expect(await within(card).findByText('DHL Paket')).toBeInTheDocument();
    expect(within(card).queryByText('dhl_freight_paket')).not.toBeInTheDocument();
    // Booked before tracking began: the section says so, and the page is not an error page.
    expect(await screen.findByTestId('not-tracked')).toBeInTheDocument();
  });

  it('titles an archived shipment’s card as a summary, with the service’s name', async () => {
    mockFetch(answers(order({ archived: true, consignment: null })));
    render('1000234');
    const card = await screen.findByTestId('archived-summary');
    expect(within(card).getByText('Sammanfattning')).toBeInTheDocument();
    expect(within(card).queryByText('Tjänst och pris')).not.toBeInTheDocument();
    expect(await within(card).findByText('DHL Paket')).toBeInTheDocument();
    // An archived shipment's tracking ended long ago: the summary goes without it.
    expect(screen.queryByTestId('tracking')).not.toBeInTheDocument();
  });

  it('shows no tracking for an unbooked shipment', async () => {
    const { calls } = mockFetch(answers(order({ dateBooked: null })));
    render('1000234');
    await screen.findByTestId('goods');
    expect(screen.queryByTestId('tracking')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/tracking'))).toBe(false);
  });

  // With its id, as a booked consignment has one: the documents and the claim go by it.
  const withId = { ...consignment, consignmentId: 1 };
  const insured = { insured: true, goodsValue: 25_000, insurancePrice: 187.5, consignment: withId };
  // The print button of a booked shipment reads the customer's print format.
  const customer: Responder = (c) => (c.path === '/api/customer/7' ? json(200, makeCustomer()) : undefined);

  it('offers an insurance claim on an insured booked shipment', async () => {
    mockFetch(answers(order(insured)), customer);
    render('1000234');
    const link = await screen.findByRole('link', { name: 'Gör en skadeanmälan' });
    expect(link).toHaveAttribute('href', '/consignment/claim?id=1');
  });

  it('offers no insurance claim on an uninsured shipment', async () => {
    mockFetch(answers(order({ consignment: withId })), customer);
    render('1000234');
    await screen.findByTestId('print-button');
    expect(screen.queryByTestId('claim-link')).not.toBeInTheDocument();
  });

  it('offers no insurance claim on an insured shipment before it is booked', async () => {
    mockFetch(answers(order({ ...insured, dateBooked: null })));
    render('1000234');
    await screen.findByTestId('goods');
    expect(screen.queryByTestId('claim-link')).not.toBeInTheDocument();
  });
});
