import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser, demoUser } from '@/test/users';
import { carrierContactTexts } from '../texts';
import { CarrierContact } from './carrier-contact';

const customer = makeCustomer({
  id: customerUser.id,
  carriers: [
    { code: 116, name: 'DHL Freight', logoName: 'dhl-freight', priceSupplier: 116, active: true },
    { code: 4, name: 'DSV', logoName: 'dsv', priceSupplier: 4, active: true },
    { code: 225, name: 'UPS', logoName: 'ups', priceSupplier: 225, active: false },
  ],
});

const customerAnswer: Responder = (c) =>
  c.path === `/api/customer/${customer.id}` ? json(200, customer) : undefined;
const agreementNo: Responder = (c) =>
  c.path === `/api/customer/agreementno/${customer.id}/?supplierId=116`
    ? json(200, { supplierId: 116, agreementNo: '4410231', isDefault: false })
    : undefined;
const queued =
  (status: number, body: unknown): Responder =>
  (c) =>
    c.method === 'POST' && c.path.startsWith('/api/email/') ? json(status, body) : undefined;

async function openCarrier(name: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('form', { name: `Meddelande till ${name}` });
}

describe('contacting a carrier on /info/carriers', { timeout: 20_000 }, () => {
  // The page waits for its texts before drawing; the component alone is given them here.
  beforeAll(() => carrierContactTexts);
  beforeEach(async () => {
    clearSession();
    await setUser(customerUser);
  });

  it('offers the carriers the customer uses, and shows who the carrier will read about', async () => {
    mockFetch(customerAnswer, agreementNo);
    renderWithProviders(<CarrierContact />);
    const items = await screen.findAllByTestId('carrier-contact');
    expect(items.map((i) => i.getAttribute('data-carrier'))).toEqual(['DHL Freight', 'DSV']);
    const form = await openCarrier('DHL Freight');
    expect(form).toHaveTextContent('Erik Johansson, Nordisk Verktyg AB');
    expect(form).toHaveTextContent('556677-8899');
    expect(await within(form).findByText('4410231')).toBeInTheDocument();
  });

  it('asks for the message and the consent before sending anything', async () => {
    const { calls } = mockFetch(customerAnswer, agreementNo);
    renderWithProviders(<CarrierContact />);
    const form = await openCarrier('DHL Freight');
    await userEvent.click(within(form).getByRole('button', { name: 'Skicka meddelande' }));
    expect(within(form).getAllByText('Obligatoriskt fält')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('sends the message to the carrier through POST /email and empties the form', async () => {
    const { calls } = mockFetch(
      customerAnswer,
      agreementNo,
      queued(202, { id: '5b0d8a53-3d3c-4a43-9a4e-5ad1f1c3a9b1', state: 'queued' }),
    );
    renderWithProviders(<CarrierContact />);
    const form = await openCarrier('DHL Freight');
    await userEvent.type(within(form).getByLabelText('Försändelsenummer', { exact: false }), 'SKP123');
    await userEvent.type(within(form).getByLabelText(/^Meddelande/), 'Pallen kom fram skadad.');
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: 'Skicka meddelande' }));

    expect(await screen.findByText('Meddelandet till DHL Freight är skickat.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.path).toBe('/api/email/?formatType=carrierMessage&senderType=carrier');
    expect(sent?.body).toEqual({
      supplierId: 116,
      shipmentNo: 'SKP123',
      content: 'Pallen kom fram skadad.',
      consent: true,
    });
    expect(within(form).getByLabelText(/^Meddelande/)).toHaveValue('');
  });

  it('says the message failed and to contact customer service, with the reason', async () => {
    mockFetch(customerAnswer, agreementNo, (c) =>
      c.method === 'POST' ? apiErrorResponse(429, 'email.rate_limited') : undefined,
    );
    renderWithProviders(<CarrierContact />);
    const form = await openCarrier('DHL Freight');
    await userEvent.type(within(form).getByLabelText(/^Meddelande/), 'Hej');
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: 'Skicka meddelande' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Det gick inte att skicka meddelandet, kontakta kundtjänst');
    expect(alert).toHaveTextContent('Du har skickat många mejl den senaste timmen.');
  });

  it('signs up for the newsletter with the consent', async () => {
    const { calls } = mockFetch(
      customerAnswer,
      agreementNo,
      queued(202, { id: '5b0d8a53-3d3c-4a43-9a4e-5ad1f1c3a9b2', state: 'queued' }),
    );
    renderWithProviders(<CarrierContact />);
    await openCarrier('DHL Freight');
    const signUp = screen.getByRole('form', { name: 'Nyhetsbrev från DHL Freight' });
    expect(signUp).toHaveTextContent('Nyhetsbrevet skickas till user@skeppa.test.');
    await userEvent.click(within(signUp).getByRole('button', { name: 'Anmäl mig' }));
    expect(within(signUp).getByText('Obligatoriskt fält')).toBeInTheDocument();
    await userEvent.click(within(signUp).getByRole('checkbox'));
    await userEvent.click(within(signUp).getByRole('button', { name: 'Anmäl mig' }));
    expect(
      await screen.findByText('Din anmälan till nyhetsbrevet från DHL Freight är skickad.'),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.path).toBe('/api/email/?formatType=newsletter&senderType=carrier');
    expect(sent?.body).toEqual({ supplierId: 116, consent: true });
  });

  it('shows the demo user nothing to send', async () => {
    await setUser(demoUser);
    mockFetch((c) =>
      c.path.startsWith('/api/customer/') ? json(200, makeCustomer({ id: demoUser.id })) : undefined,
    );
    renderWithProviders(<CarrierContact />);
    expect(screen.queryByRole('heading', { name: 'Kontakta en transportör' })).toBeNull();
    expect(screen.queryByTestId('carrier-contact')).toBeNull();
  });
});
