import { newConsignment, type Order } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '@/shared/session/session-store';
import { useUiStore } from '@/shared/ui/ui-store';
import { apiErrorResponse, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { customerUser } from '@/test/users';
import { makeQuote, renderAt } from '../test/fixtures';
import { shipmentTexts } from '../texts';
import BookPage from './book-page';

const ORDER_NO = 'ABCDEFGHIJKLMNOP';

/** A pallet to Oslo saved with a tail lift and insured for 20 000 SEK. */
function savedOrder(calculatedPrice: number): Order {
  const c = newConsignment(() => 0.5);
  c.consignmentId = 41;
  c.templateName = 'dhl_freight_stycke';
  c.parts[0]!.address = {
    ...c.parts[0]!.address,
    name: 'Nordisk Verktyg AB',
    postcode: '11351',
    city: 'Stockholm',
  };
  c.parts[1]!.address = {
    ...c.parts[1]!.address,
    name: 'Kund AS',
    postcode: '0154',
    city: 'Oslo',
    countrycode: 'NO',
  };
  c.goodsItem = [
    { ...c.goodsItem[0]!, packageType: 'pallet', weight: 300, length: 120, width: 80, height: 100 },
  ];
  c.transportProduct.serviceOption = [{ type: 'tailLift' }];
  c.insuranceGoodsValue = 20_000;
  c.transportProduct.pickup.instruction = [{ text: 'Port 4, ring på' }];
  return {
    orderNo: ORDER_NO,
    custId: 7,
    supplierId: 116,
    priceSupplier: null,
    consignmentId: 41,
    consignmentNo: null,
    templateName: 'dhl_freight_stycke',
    consigneeType: 'company',
    calculatedPrice,
    calculatedCurrency: 'SEK',
    senderOrderRef: 'PO-7',
    dateBooked: null,
    printed: false,
    noPickup: false,
    insured: true,
    goodsValue: 20_000,
    insurancePrice: null,
    statusCategory: '',
    statusName: '',
    statusUpdated: null,
    datePrinted: null,
    datePlaced: '2026-11-27T09:00:00Z',
    archived: false,
    from: null,
    to: null,
    consignment: c,
  };
}

const quote = makeQuote({
  templateName: 'dhl_freight_stycke',
  templateSubject: 'DHL Stycke',
  supplierId: 116,
  price: 2600.3,
  vat: 0,
  total: 2600.3,
  lines: [
    { code: 'freight', amount: 1773.19 },
    { code: 'fuel', percent: 14.5, amount: 257.11 },
    { code: 'pickup', amount: 95 },
    { code: 'bigCity', amount: 65 },
    { code: 'serviceOption', type: 'tailLift', labelSv: 'Bakgavellyft', labelEn: 'Tail lift', amount: 260 },
    { code: 'insurance', amount: 150 },
  ],
});

/**
 * The server: the order (as PUT /order/ last left it), the price, and the two book calls; the
 * order's booking answers once `carrier` lets it, as a carrier takes its time.
 */
function server(order: Order, carrier: Promise<void> = Promise.resolve()): Responder {
  let current = order;
  return (c) => {
    if (c.method === 'GET' && c.path === `/api/order/${ORDER_NO}`) return json(200, current);
    if (c.method === 'PUT' && c.path === '/api/order/') {
      current = { ...current, ...(c.body as Partial<Order>) };
      return json(200, current);
    }
    if (c.path.startsWith('/api/freightservice/')) return apiErrorResponse(404, 'freightservice.not_found');
    if (c.path === '/api/consignment/price/')
      return json(200, { priceResult: [quote], unpriced: [], errors: [] });
    if (c.path === '/api/consignment/book/')
      return json(200, { consignments: [current.consignment], errors: [] });
    if (c.path === '/api/order/book/')
      return carrier.then(() =>
        json(200, {
          ...current,
          orderNo: '1000009',
          consignmentNo: '1234567897',
          dateBooked: '2026-11-28T10:00:00Z',
        }),
      );
    return undefined;
  };
}

function renderBook() {
  return renderAt(`/shipment/book?orderNo=${ORDER_NO}`, [
    { path: '/shipment/book', Component: BookPage },
    { path: '/consignment', Component: () => <p>consignment page</p> },
  ]);
}

describe('step 4: book', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    sessionStorage.clear();
    await setUser(customerUser);
    await shipmentTexts;
  });

  it('shows the reference, the instructions and every part of the price the booking checks, and books', async () => {
    let answer = () => {};
    const { calls } = mockFetch(server(savedOrder(2600.3), new Promise((r) => (answer = r))));
    renderBook();
    const table = await screen.findByTestId('price-table');
    expect(within(table).getByTestId('price-line-serviceOption')).toHaveTextContent('Bakgavellyft260,00 SEK');
    expect(within(table).getByTestId('price-line-insurance')).toHaveTextContent(
      'Transportförsäkring150,00 SEK',
    );
    expect(within(table).getByTestId('price-net')).toHaveTextContent('2 600,30 SEK');
    expect(screen.queryByTestId('price-changed')).toBeNull();
    expect(screen.getAllByTestId('summary-instruction').map((e) => e.textContent)).toEqual([
      'Er ordereferens: PO-7',
      'Instruktioner till chauffören: Port 4, ring på',
    ]);
    const priced = calls.find((c) => c.path === '/api/consignment/price/')?.body as Record<string, unknown>[];
    expect(priced[0]).toMatchObject({
      insuranceGoodsValue: 20_000,
      transportProduct: { serviceOption: [{ type: 'tailLift' }] },
    });

    await userEvent.click(screen.getByTestId('book-button'));
    // While the carrier answers, the layout's confirming overlay holds the page.
    await waitFor(() => expect(useUiStore.getState().confirming).toBe(true));
    answer();
    expect(await screen.findByText('consignment page')).toBeInTheDocument();
    expect(useUiStore.getState().confirming).toBe(false);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      '/api/consignment/book/',
      '/api/order/book/',
    ]);
  });

  it('puts a moved price beside the saved one; Book at the new price stores it on the order, then books', async () => {
    const { calls } = mockFetch(server(savedOrder(1773.19)));
    renderBook();
    const panel = await screen.findByTestId('price-changed');
    expect(within(panel).getByTestId('price-saved')).toHaveTextContent('1 773,19 SEK');
    expect(within(panel).getByTestId('price-now')).toHaveTextContent('2 600,30 SEK');
    expect(within(panel).getByRole('button', { name: 'Ändra sändningen' })).toBeEnabled();
    // Book at the old price is not offered: it could only be refused.
    expect(screen.queryByTestId('book-button')).toBeNull();

    await userEvent.click(within(panel).getByTestId('book-new-price'));
    expect(await screen.findByText('consignment page')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.path)).toEqual(['/api/order/', '/api/consignment/book/', '/api/order/book/']);
    // The order is sent back whole, only its price changed.
    expect(puts[0]?.body).toMatchObject({
      orderNo: ORDER_NO,
      calculatedPrice: 2600.3,
      templateName: 'dhl_freight_stycke',
      senderOrderRef: 'PO-7',
      insured: true,
      goodsValue: 20_000,
    });
  });

  it('offers to change a shipment opened from the send list, back in step 3 with what was saved', async () => {
    mockFetch(server(savedOrder(2600.3)));
    const router = renderBook();
    await userEvent.click(await screen.findByRole('button', { name: 'Ändra sändningen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipment/complete'));
    const stored = JSON.parse(sessionStorage.getItem('skeppa.shipment-completion') ?? '{}');
    expect(stored.state.completion).toMatchObject({
      orderNo: ORDER_NO,
      insured: true,
      services: [{ type: 'tailLift', fields: {} }],
    });
  });
});
