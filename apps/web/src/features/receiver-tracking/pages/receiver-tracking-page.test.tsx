import type { PublicTracking } from '@skeppa/domain';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorResponse, json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { receiverTrackingTexts } from '../texts';
import ReceiverTrackingPage from './receiver-tracking-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

const TRACKING: PublicTracking = {
  consignmentNo: '7000123456',
  carrier: 'DHL Freight',
  status: 'deliveryFailed',
  expectedDelivery: '2026-11-27',
  carrierTrackingUrl: 'https://www.dhl.com/se-sv/home/tracking/tracking-freight.html?tracking-id=7000123456',
  events: [
    {
      at: '2026-11-26T13:40:00+01:00',
      place: { city: 'Umeå', countryCode: 'SE' },
      status: 'deliveryFailed',
      cause: 'receiver',
    },
    {
      at: '2026-11-25T14:12:00+01:00',
      place: { city: 'Stockholm', countryCode: 'SE' },
      status: 'pickup',
      cause: null,
    },
    { at: '2026-11-23T11:00:00+01:00', place: null, status: 'confirmed', cause: null },
  ],
};

function open(answer: Response) {
  const fetch = mockFetch((c) => (c.path === `/api/public/tracking/${TOKEN}` ? answer : undefined));
  const router = createMemoryRouter([{ path: '/t/:token', Component: ReceiverTrackingPage }], {
    initialEntries: [`/t/${TOKEN}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return fetch;
}

describe("the receiver's tracking page", () => {
  beforeAll(() => receiverTrackingTexts);

  it('shows the status, expected delivery, carrier link and events newest first with the cause', async () => {
    const fetch = open(json(200, TRACKING));
    expect(await screen.findByTestId('receiver-status')).toHaveTextContent('Leveransförsöket misslyckades');
    expect(screen.getByTestId('receiver-expected')).toHaveTextContent('2026-11-27');
    expect(screen.getByRole('link', { name: /Spåra hos DHL Freight/ })).toHaveAttribute(
      'href',
      TRACKING.carrierTrackingUrl,
    );
    const events = screen.getAllByTestId('receiver-event');
    expect(events.map((e) => within(e).getByTestId('receiver-event-status').textContent)).toEqual([
      'Leveransförsöket misslyckades',
      'Upphämtad',
      'Registrerad hos transportören',
    ]);
    expect(events[0]).toHaveTextContent('2026-11-26 13:40 · Umeå, Sverige');
    expect(events[0]).toHaveTextContent('Orsak: ingen kunde ta emot den');
    // Nobody signs in here: the call carries no token.
    expect(fetch.calls[0]?.auth).toBeNull();
  });

  it('says plainly when the link does not work', async () => {
    open(apiErrorResponse(404, 'tracking.not_found'));
    expect(await screen.findByTestId('receiver-tracking-error')).toHaveTextContent(/länken fungerar inte/);
  });
});
