import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import MailTestPage from './mail-test-page';

const admin = makeCustomer({ id: customerUser.id, customerLevel: 1, custLevel: 1, firstName: 'Anna' });
const MAIL_ID = '0f5e7a44-7d1e-4a8c-9a55-3f1f2b6c8d01';

const mail = (overrides: Record<string, unknown> = {}) => ({
  id: MAIL_ID,
  kind: 'carrierMessage',
  to: ['medlemsservice.dhl-freight@skeppa.se'],
  subject: 'Meddelande från kund via Skeppa: Nordisk Verktyg AB',
  state: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-23T09:15:00.000Z',
  sentAt: '2026-11-23T09:15:02.000Z',
  ...overrides,
});

const customerIs =
  (customer: ReturnType<typeof makeCustomer>): Responder =>
  (c) =>
    c.path === `/api/customer/${customer.id}` ? json(200, customer) : undefined;

const outbox =
  (items: unknown[], total = items.length): Responder =>
  (c) =>
    c.method === 'GET' && c.path.startsWith('/api/mail/outbox?')
      ? json(200, {
          items,
          total,
          page: Number(new URLSearchParams(c.path.split('?')[1]).get('page')),
          pageSize: 20,
        })
      : undefined;

describe('MailTest page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    clearSession();
    await setUser(customerUser);
  });

  it('shows a 403 page to a user who is not an administrator, and asks nothing of the outbox', async () => {
    const { calls } = mockFetch(customerIs(makeCustomer({ id: customerUser.id, custLevel: 0 })));
    renderWithProviders(<MailTestPage />);
    expect(await screen.findByTestId('forbidden')).toHaveTextContent('Ingen behörighet');
    expect(calls.some((c) => c.path.startsWith('/api/mail/'))).toBe(false);
  });

  it('lists the outbox with recipient, subject, state, attempts and time', async () => {
    mockFetch(
      customerIs(admin),
      outbox([
        mail(),
        mail({
          id: 'a1b2c3d4-0000-4000-8000-000000000002',
          state: 'failed',
          attempts: 6,
          to: ['x@example.se'],
          subject: 'Testmejl från Skeppa',
        }),
      ]),
    );
    renderWithProviders(<MailTestPage />);
    const rows = await screen.findAllByTestId('outbox-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2026-11-23 10:15');
    expect(rows[0]).toHaveTextContent('medlemsservice.dhl-freight@skeppa.se');
    expect(rows[0]).toHaveTextContent('Skickat');
    expect(rows[1]).toHaveTextContent('Misslyckades');
    expect(rows[1]).toHaveTextContent('6');
  });

  it('pages through the outbox', async () => {
    const { calls } = mockFetch(customerIs(admin), outbox([mail()], 45));
    renderWithProviders(<MailTestPage />);
    await screen.findAllByTestId('outbox-row');
    await userEvent.click(screen.getByRole('button', { name: 'Sida 3' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/mail/outbox?page=3&pageSize=20')).toBe(true),
    );
  });

  it('sends a test mail through POST /mail/test and asks for the outbox again', async () => {
    const { calls } = mockFetch(customerIs(admin), outbox([]), (c) =>
      c.method === 'POST' && c.path === '/api/mail/test'
        ? json(202, { id: MAIL_ID, state: 'queued' })
        : undefined,
    );
    renderWithProviders(<MailTestPage />);
    expect(await screen.findByText('Inga mejl än.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Skicka ett testmejl' });
    await userEvent.click(within(form).getByRole('button', { name: 'Skicka testmejl' }));
    expect(within(form).getByText('Obligatoriskt fält')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Mottagare/), 'prov@example.se');
    await userEvent.click(within(form).getByText('English'));
    const listed = calls.filter((c) => c.path.startsWith('/api/mail/outbox?')).length;
    await userEvent.click(within(form).getByRole('button', { name: 'Skicka testmejl' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ to: 'prov@example.se', language: 'en' }),
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/api/mail/outbox?')).length).toBeGreaterThan(listed),
    );
  });

  it('opens a mail with its headers, text and delivery', async () => {
    mockFetch(customerIs(admin), outbox([mail()]), (c) =>
      c.path === `/api/mail/outbox/${MAIL_ID}`
        ? json(200, {
            ...mail(),
            language: 'sv',
            from: 'Skeppa <noreply@skeppa.se>',
            cc: ['kundtjanst@skeppa.se'],
            bcc: [],
            replyTo: 'user@skeppa.test',
            text: 'Kund: Erik Johansson\n\nPallen kom fram skadad.',
            html: '<p>Pallen kom fram skadad.</p>',
            messageId: `<${MAIL_ID}@skeppa.se>`,
            deliveredVia: 'mailbox',
            mailboxSource: 'Subject: x',
          })
        : undefined,
    );
    renderWithProviders(<MailTestPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Meddelande från kund/ }));
    const detail = await screen.findByTestId('mail-detail');
    expect(detail).toHaveTextContent('Skeppa <noreply@skeppa.se>');
    expect(detail).toHaveTextContent('kundtjanst@skeppa.se');
    expect(detail).toHaveTextContent('Skeppas egen brevlåda');
    expect(within(detail).getByTestId('mail-text')).toHaveTextContent('Pallen kom fram skadad.');
  });
});
