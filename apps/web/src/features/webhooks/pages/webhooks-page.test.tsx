import type { WebhookEndpoint } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, type Call, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { makeAttempt, makeDelivery, makeEndpoint, SECRET } from '../test/fixtures';
import { webhookTexts } from '../texts';
import WebhooksPage from './webhooks-page';

const customerIs =
  (custLevel: number): Responder =>
  (c) =>
    c.path === `/api/customer/${customerUser.id}`
      ? json(200, makeCustomer({ id: customerUser.id, custLevel, customerLevel: custLevel }))
      : undefined;
const admin = customerIs(1);

/** The server's endpoints, as a list the test changes as the calls would. */
function server(start: WebhookEndpoint[]) {
  const endpoints = [...start];
  const respond: Responder = (c) => {
    if (c.method === 'GET' && c.path === '/api/webhook/endpoint') return json(200, { endpoints });
    return undefined;
  };
  return { endpoints, respond };
}

const calls = (all: Call[], method: string, path: RegExp) =>
  all.filter((c) => c.method === method && path.test(c.path));

describe('the webhooks page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    clearSession();
    await setUser(customerUser);
    await webhookTexts;
  });

  it('shows a 403 page to a user who is not an administrator, and asks nothing of the webhooks', async () => {
    const { calls: all } = mockFetch(customerIs(0));
    renderWithProviders(<WebhooksPage />);
    expect(await screen.findByTestId('forbidden')).toHaveTextContent(
      'Webhooks hanteras av företagets administratörer.',
    );
    expect(all.some((c) => c.path.startsWith('/api/webhook'))).toBe(false);
  });

  it('says so when there are no endpoints yet', async () => {
    mockFetch(admin, server([]).respond);
    renderWithProviders(<WebhooksPage />);
    expect(await screen.findByTestId('no-endpoints')).toHaveTextContent('Inga mottagare än.');
  });

  it('lists each endpoint with its state, events and secret’s end; a paused one says why and resumes', async () => {
    const s = server([
      makeEndpoint({ previousSecretExpiresAt: '2026-11-24T08:00:00.000Z' }),
      makeEndpoint({
        id: 4,
        url: 'https://lager.example.se/in',
        description: '',
        eventTypes: ['bill.issued'],
        state: 'paused',
        pausedAt: '2026-11-23T11:02:00.000Z',
        failingSince: '2026-11-22T10:00:00.000Z',
      }),
    ]);
    const { calls: all } = mockFetch(admin, s.respond, (c) => {
      if (c.method !== 'POST' || c.path !== '/api/webhook/endpoint/4/resume') return undefined;
      s.endpoints[1] = { ...s.endpoints[1]!, state: 'active', pausedAt: null, failingSince: null };
      return json(200, s.endpoints[1]);
    });
    renderWithProviders(<WebhooksPage />);
    const [active, paused] = await screen.findAllByTestId('endpoint');
    expect(within(active!).getByTestId('endpoint-state')).toHaveTextContent('Aktiv');
    expect(active).toHaveTextContent('https://erp.nordiskverktyg.se/hooks/skeppa');
    expect(active).toHaveTextContent('Affärssystemet');
    expect(active).toHaveTextContent('Sändning bokad');
    expect(active).toHaveTextContent('Spårningsstatus ändrad');
    expect(active).toHaveTextContent('whsec_…Qx7w');
    expect(within(active!).getByTestId('overlap-note')).toHaveTextContent('2026-11-24 09:00');
    expect(active).not.toHaveTextContent(SECRET);

    expect(within(paused!).getByTestId('endpoint-state')).toHaveTextContent('Pausad');
    expect(within(paused!).getByTestId('paused-note')).toHaveTextContent('Pausad 2026-11-23 12:02');
    await userEvent.click(within(paused!).getByRole('button', { name: 'Återuppta' }));
    await waitFor(() => expect(screen.getAllByTestId('endpoint')[1]).toHaveAttribute('data-state', 'active'));
    expect(calls(all, 'POST', /\/resume$/)).toHaveLength(1);
  });

  it('adds an endpoint with the events ticked, then shows its secret once with a copy button', async () => {
    const s = server([]);
    const { calls: all } = mockFetch(admin, s.respond, (c) => {
      if (c.method !== 'POST' || c.path !== '/api/webhook/endpoint') return undefined;
      const body = c.body as { url: string; description: string; eventTypes: string[] };
      const created = makeEndpoint({
        id: 9,
        ...body,
        eventTypes: body.eventTypes as WebhookEndpoint['eventTypes'],
      });
      s.endpoints.push(created);
      return json(201, { ...created, secret: SECRET });
    });
    renderWithProviders(<WebhooksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Lägg till mottagare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lägg till en mottagare' });
    // "Mandatory field" waits for the first try.
    expect(within(dialog).queryByText('Obligatoriskt fält')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till mottagare' }));
    expect(await within(dialog).findByText('Obligatoriskt fält')).toBeInTheDocument();

    const url = within(dialog).getByRole('textbox', { name: /Mottagarens adress/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://erp.example.se/hooks/skeppa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Beskrivning' }), 'ERP');
    for (const name of [/Faktura utfärdad/, /Faktura betald/, /Reklamation besvarad/])
      await userEvent.click(within(dialog).getByRole('checkbox', { name }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till mottagare' }));

    const secret = await screen.findByTestId('secret-modal');
    expect(within(secret).getByTestId('secret-value')).toHaveValue(SECRET);
    expect(within(secret).getByRole('button', { name: 'Kopiera' })).toBeInTheDocument();
    expect(secret).toHaveTextContent('Den visas bara den här gången.');
    expect(calls(all, 'POST', /\/api\/webhook\/endpoint$/)[0]?.body).toEqual({
      url: 'https://erp.example.se/hooks/skeppa',
      description: 'ERP',
      eventTypes: ['order.booked', 'order.cancelled', 'shipment.status_changed'],
    });
    await userEvent.click(within(secret).getByRole('button', { name: 'Klart, jag har sparat den' }));
    await waitFor(() => expect(screen.queryByTestId('secret-modal')).toBeNull());
    expect(await screen.findByTestId('endpoint')).toHaveTextContent('https://erp.example.se/hooks/skeppa');
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('shows the server’s refusal of an address at the field, in Swedish', async () => {
    mockFetch(admin, server([]).respond, (c) =>
      c.method === 'POST' && c.path === '/api/webhook/endpoint'
        ? apiErrorResponse(400, 'webhook.address_refused')
        : undefined,
    );
    renderWithProviders(<WebhooksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Lägg till mottagare' }));
    const dialog = await screen.findByRole('dialog');
    const url = within(dialog).getByRole('textbox', { name: /Mottagarens adress/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://10.0.0.1/hooks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lägg till mottagare' }));
    expect(
      await within(dialog).findByText(/Adressen pekar på ett privat eller internt nät/),
    ).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
  });

  it('rotates the secret with the overlap chosen and shows the new one with when the old one stops', async () => {
    const { calls: all } = mockFetch(admin, server([makeEndpoint()]).respond, (c) =>
      c.method === 'POST' && c.path === '/api/webhook/endpoint/3/rotate'
        ? json(200, {
            ...makeEndpoint({ previousSecretExpiresAt: '2026-11-30T09:00:00.000Z' }),
            secret: SECRET,
          })
        : undefined,
    );
    renderWithProviders(<WebhooksPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Fler åtgärder för/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Byt hemlighet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Byt hemlighet' });
    expect(within(dialog).getByRole('radio', { name: '24 timmar' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: '7 dygn' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Byt' }));
    const secret = await screen.findByTestId('secret-modal');
    expect(secret).toHaveTextContent('den förra bredvid den till 2026-11-30 10:00');
    expect(within(secret).getByTestId('secret-value')).toHaveValue(SECRET);
    expect(calls(all, 'POST', /\/rotate$/)[0]?.body).toEqual({ overlapHours: 168 });
  });

  it('deletes an endpoint only after asking', async () => {
    const s = server([makeEndpoint()]);
    const { calls: all } = mockFetch(admin, s.respond, (c) => {
      if (c.method !== 'DELETE' || c.path !== '/api/webhook/endpoint/3') return undefined;
      s.endpoints.splice(0);
      return new Response(null, { status: 204 });
    });
    renderWithProviders(<WebhooksPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Fler åtgärder för/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Ta bort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort mottagaren?' });
    expect(dialog).toHaveTextContent('https://erp.nordiskverktyg.se/hooks/skeppa får inga fler händelser');
    expect(calls(all, 'DELETE', /./)).toHaveLength(0);
    await userEvent.click(within(dialog).getByTestId('confirm-delete'));
    expect(await screen.findByTestId('no-endpoints')).toBeInTheDocument();
    expect(calls(all, 'DELETE', /\/3$/)).toHaveLength(1);
  });

  it('shows the deliveries with their latest attempt, redelivers one and opens its attempts', async () => {
    const failing = makeDelivery({
      id: 42,
      eventId: '5c2d9e47-8a1b-4f6c-b3d2-1e7a9c4f5b08',
      type: 'order.cancelled',
      status: 'pending',
      attempts: 2,
      nextAttemptAt: '2026-11-23T10:20:00.000Z',
      deliveredAt: null,
      lastAttempt: makeAttempt({
        attempt: 2,
        ok: false,
        httpStatus: 503,
        failure: 'status',
        answer: 'Service Unavailable',
      }),
    });
    const { calls: all } = mockFetch(
      admin,
      server([makeEndpoint()]).respond,
      (c) =>
        c.method === 'GET' && c.path.startsWith('/api/webhook/endpoint/3/deliveries?')
          ? json(200, { deliveries: [failing, makeDelivery()], total: 2, page: 1, pageSize: 25 })
          : undefined,
      (c) =>
        c.method === 'POST' && c.path === '/api/webhook/delivery/42/redeliver'
          ? json(200, {
              ...failing,
              status: 'delivered',
              attempts: 3,
              lastAttempt: makeAttempt({ attempt: 3, manual: true, durationMs: 1432 }),
            })
          : undefined,
      (c) =>
        c.method === 'GET' && c.path === '/api/webhook/delivery/42/attempts'
          ? json(200, {
              attempts: [
                failing.lastAttempt,
                makeAttempt({
                  attempt: 1,
                  ok: false,
                  httpStatus: null,
                  failure: 'timeout',
                  durationMs: 10_000,
                  answer: '',
                }),
              ],
            })
          : undefined,
    );
    renderWithProviders(<WebhooksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Leveranser' }));
    const rows = await screen.findAllByTestId('delivery-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('delivery-status')).toHaveTextContent('Försöker igen');
    expect(rows[0]).toHaveTextContent('Bokning avbokad');
    expect(rows[0]).toHaveTextContent('5c2d9e47');
    expect(rows[0]).toHaveTextContent('HTTP 503');
    expect(rows[0]).toHaveTextContent('nästa 2026-11-23 11:20');
    expect(within(rows[1]!).getByTestId('delivery-status')).toHaveTextContent('Levererad');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Försöken för händelse 5c2d9e47' }));
    const history = await screen.findByTestId('attempts-modal');
    await waitFor(() => expect(within(history).getAllByTestId('attempt')).toHaveLength(2));
    expect(history).toHaveTextContent('Service Unavailable');
    expect(history).toHaveTextContent('inget svar inom 10 s');
    expect(history).toHaveTextContent('5c2d9e47-8a1b-4f6c-b3d2-1e7a9c4f5b08');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stäng' }));

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Skicka händelse 5c2d9e47 igen' }));
    await waitFor(() => expect(calls(all, 'POST', /\/redeliver$/)).toHaveLength(1));
  });

  it('offers no redelivery while the endpoint is paused', async () => {
    mockFetch(
      admin,
      server([makeEndpoint({ state: 'paused', pausedAt: '2026-11-23T11:02:00.000Z' })]).respond,
      (c) =>
        c.path.startsWith('/api/webhook/endpoint/3/deliveries?')
          ? json(200, { deliveries: [makeDelivery({ status: 'held' })], total: 1, page: 1, pageSize: 25 })
          : undefined,
    );
    renderWithProviders(<WebhooksPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Leveranser' }));
    const [row] = await screen.findAllByTestId('delivery-row');
    expect(within(row!).getByTestId('delivery-status')).toHaveTextContent('Sparad');
    expect(within(row!).getByRole('button', { name: /igen$/ })).toBeDisabled();
  });
});
