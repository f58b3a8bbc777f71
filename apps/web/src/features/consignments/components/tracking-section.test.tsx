import type { ShipmentTracking } from '@skeppa/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { setUser } from '@/shared/session/session-store';
import { apiErrorResponse, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser, demoUser } from '@/test/users';
import { consignmentTexts } from '../texts';
import { TrackingSection } from './tracking-section';

const ORDER = '1000234';
const PATH = `/api/order/${ORDER}/tracking`;
const RECEIVER = 'https://skeppa.example/t/AAAAAAAAAAAAAAAAAAAAAA';

type Event = ShipmentTracking['events'][number]['event'];
const event = (id: number, e: Partial<Event>) => ({
  id,
  recordedAt: '2026-11-21T12:00:00.000Z',
  event: {
    at: '2026-11-20T14:32:00+01:00',
    place: null,
    carrierCode: 'X',
    carrierText: '',
    status: 'inTransit' as const,
    cause: null,
    ...e,
  },
});

function tracking(t: Partial<ShipmentTracking> = {}): ShipmentTracking {
  return {
    orderNo: ORDER,
    consignmentNo: '1234567897',
    status: 'deliveryFailed',
    expectedDelivery: '2026-11-24',
    carrierTrackingUrl: 'https://carrier.example/track?id=1234567897',
    receiverTrackingUrl: RECEIVER,
    checkedAt: '2026-11-21T11:40:00.000Z',
    finished: false,
    // Newest first, as the server answers.
    events: [
      event(3, {
        at: '2026-11-21T11:05:00+01:00',
        place: { city: 'Göteborg', countryCode: 'SE' },
        carrierCode: 'NH',
        carrierText: 'Delivery attempted: receiver not available',
        status: 'deliveryFailed',
        cause: 'receiver',
      }),
      event(2, {
        at: '2026-11-21T07:20:00+01:00',
        place: { city: 'Göteborg', countryCode: 'SE' },
        carrierText: 'Out for delivery',
        status: 'outForDelivery',
      }),
      event(1, {
        at: '2026-11-20T15:10:00+01:00',
        place: { city: 'Oslo', countryCode: 'NO' },
        carrierText: 'Picked up',
        status: 'pickup',
      }),
    ],
    ...t,
  };
}

const answering =
  (answer: () => Response): Responder =>
  (c) =>
    c.method === 'GET' && c.path === PATH ? answer() : undefined;

// Booked days ago: a 404 then means the shipment is not tracked.
function render(dateBooked = '2026-11-20T10:00:00Z') {
  return renderWithProviders(<TrackingSection orderNo={ORDER} dateBooked={dateBooked} cancelled={false} />);
}

describe('tracking section', () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await consignmentTexts;
  });

  it('shows the status, expected delivery and last check, and the events newest first', async () => {
    mockFetch(answering(() => json(200, tracking())));
    render();
    const section = await screen.findByTestId('timeline');
    expect(screen.getByTestId('expected-delivery')).toHaveTextContent('Beräknad leverans2026-11-24');
    // 11:40 UTC is 12:40 in Stockholm.
    expect(screen.getByTestId('checked-at')).toHaveTextContent('2026-11-21 12:40');
    expect(
      screen.getByText('Leverans misslyckades', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    const items = within(section).getAllByTestId('tracking-event');
    expect(items.map((i) => i.dataset.eventStatus)).toEqual(['deliveryFailed', 'outForDelivery', 'pickup']);
    // The carrier's own time as given, the place with its country's name, our label, its text.
    expect(items[0]).toHaveTextContent('2026-11-21 11:05 · Göteborg, Sverige');
    expect(items[2]).toHaveTextContent('2026-11-20 15:10 · Oslo, Norge');
    expect(within(items[1] as HTMLElement).getByText('Ute för leverans')).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByText('Delivery attempted: receiver not available'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('tracking-ended')).not.toBeInTheDocument();
  });

  it('says who caused an exception in plain words, in Swedish and English', async () => {
    mockFetch(answering(() => json(200, tracking())));
    render();
    const causes = await screen.findAllByTestId('event-cause');
    // Only the exception has a cause line.
    expect(causes.map((c) => c.textContent)).toEqual(['Orsak: mottagaren var inte anträffbar']);
    await act(() => changeLanguage('en'));
    try {
      expect(await screen.findByText('Cause: the receiver was not available')).toBeInTheDocument();
      expect(screen.getByTestId('expected-delivery')).toHaveTextContent('Expected delivery2026-11-24');
    } finally {
      await act(() => changeLanguage('sv'));
    }
  });

  it('says plainly when the carrier has reported nothing yet', async () => {
    mockFetch(answering(() => json(200, tracking({ status: 'booked', events: [], checkedAt: null }))));
    render();
    expect(await screen.findByTestId('no-events')).toHaveTextContent(
      'Transportören har inte rapporterat något ännu.',
    );
    expect(screen.getByTestId('checked-at')).toHaveTextContent('Inte ännu');
  });

  it('links to the carrier’s tracking page in a new tab, and leaves the link out when there is none', async () => {
    mockFetch(answering(() => json(200, tracking())));
    const { unmount } = render();
    const link = await screen.findByRole('link', { name: /Spåra hos transportören/ });
    expect(link).toHaveAttribute('href', 'https://carrier.example/track?id=1234567897');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    unmount();
    mockFetch(answering(() => json(200, tracking({ carrierTrackingUrl: null }))));
    render();
    await screen.findByTestId('timeline');
    expect(screen.queryByTestId('carrier-tracking-link')).not.toBeInTheDocument();
  });

  it('shows a delivered shipment’s delivery time and that tracking has ended', async () => {
    const delivered = event(4, {
      at: '2026-11-22T13:15:00+01:00',
      status: 'delivered',
      carrierText: 'Delivered',
    });
    mockFetch(
      answering(() =>
        json(
          200,
          tracking({ status: 'delivered', finished: true, events: [delivered, ...tracking().events] }),
        ),
      ),
    );
    render();
    expect(await screen.findByTestId('tracking-ended')).toHaveTextContent('Spårningen har avslutats');
    expect(screen.getByTestId('delivered-at')).toHaveTextContent('2026-11-22 13:15');
    expect(screen.queryByTestId('expected-delivery')).not.toBeInTheDocument();
  });

  it('shows a shipment that is not tracked as a plain note, not an error', async () => {
    mockFetch(answering(() => apiErrorResponse(404, 'tracking.not_found')));
    render();
    expect(await screen.findByTestId('not-tracked')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('waits for the tracking of a shipment booked a moment ago, then shows it', async () => {
    let asked = 0;
    mockFetch(
      answering(() => {
        asked += 1;
        return asked === 1
          ? apiErrorResponse(404, 'tracking.not_found')
          : json(200, tracking({ status: 'booked', events: [] }));
      }),
    );
    render(new Date().toISOString());
    expect(await screen.findByText('Spårningen startar …')).toBeInTheDocument();
    expect(screen.queryByTestId('not-tracked')).not.toBeInTheDocument();
    expect(await screen.findByTestId('no-events')).toBeInTheDocument();
    expect(asked).toBe(2);
  });

  it('shows a failed call as a translated error', async () => {
    mockFetch(answering(() => new Response('Bad gateway', { status: 502 })));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ett oväntat fel inträffade');
    expect(screen.queryByTestId('timeline')).not.toBeInTheDocument();
  });

  it('copies the receiver’s link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockFetch(answering(() => json(200, tracking())));
    render();
    expect(await screen.findByTestId('receiver-url')).toHaveValue(RECEIVER);
    await userEvent.click(screen.getByRole('button', { name: 'Kopiera' }));
    expect(writeText).toHaveBeenCalledWith(RECEIVER);
    expect(await screen.findByRole('button', { name: 'Kopierad' })).toBeInTheDocument();
  });

  it('makes a new receiver’s link after asking, and shows it', async () => {
    const renewed = 'https://skeppa.example/t/BBBBBBBBBBBBBBBBBBBBBB';
    const { calls } = mockFetch(
      answering(() => json(200, tracking())),
      (c) =>
        c.method === 'PUT' && c.path === `${PATH}/link`
          ? json(200, tracking({ receiverTrackingUrl: renewed }))
          : undefined,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Ny länk' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('slutar fungera');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skapa ny länk' }));
    await waitFor(() => expect(screen.getByTestId('receiver-url')).toHaveValue(renewed));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(screen.getByText('En ny länk är skapad. Den gamla fungerar inte längre.')).toBeInTheDocument();
  });

  it('closes the receiver’s page after asking, and offers a new one', async () => {
    const { calls } = mockFetch(
      answering(() => json(200, tracking())),
      (c) =>
        c.method === 'DELETE' && c.path === `${PATH}/link`
          ? json(200, tracking({ receiverTrackingUrl: null }))
          : undefined,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Stäng sidan' }));
    const dialog = await screen.findByRole('dialog');
    // Keeping the page calls nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Stäng sidan' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stäng sidan' }),
    );
    expect(await screen.findByTestId('receiver-closed')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByTestId('receiver-url')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Öppna en ny sida' })).toBeInTheDocument();
  });

  it('shows the demo user the link without the actions', async () => {
    await setUser(demoUser);
    mockFetch(answering(() => json(200, tracking())));
    render();
    await screen.findByTestId('receiver-url');
    expect(screen.queryByRole('button', { name: 'Ny länk' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stäng sidan' })).not.toBeInTheDocument();
  });
});
