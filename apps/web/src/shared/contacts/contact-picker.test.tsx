import { type Contact, newConsignment, newContactFields, type Part } from '@skeppa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCustomer } from '@/test/customer';
import { type Call, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { setUser } from '../session/session-store';
import { ContactPicker } from './contact-picker';
import { contactTexts } from './texts';

const lager: Contact = {
  ...newContactFields(),
  id: 42,
  custId: 7,
  company: 'Lagerhuset AB',
  firstName: 'Eva',
  lastName: 'Berg',
  fullName: 'Eva Berg',
  address1: 'Hamngatan 1',
  postcode: '11351',
  city: 'Stockholm',
  mobile: '070-123 45 67',
  reference: 'Port 3',
  consignor: true,
};

const customer =
  (primaryContactId: number | null): Responder =>
  (c) =>
    c.path === '/api/customer/7' ? json(200, makeCustomer({ id: 7, primaryContactId })) : undefined;
const searching: Responder = (c) =>
  c.method === 'GET' && c.path.startsWith('/api/contact/customer/7?')
    ? json(200, {
        contacts: [lager],
        total: 1,
        totalCapped: false,
        page: 1,
        pageSize: 10,
        filterContacts: false,
      })
    : undefined;

/** The picker as a screen would hold it: the part in state, shown back for the test to read. */
function Holder({ start }: { start: Part }) {
  const [part, setPart] = useState(start);
  return (
    <>
      <ContactPicker part={part} onChange={setPart} />
      <pre data-testid="part">{JSON.stringify(part)}</pre>
    </>
  );
}
const shownPart = () => JSON.parse(screen.getByTestId('part').textContent ?? '{}') as Part;
const [consignor, consignee] = newConsignment().parts as [Part, Part];

describe('contact picker', () => {
  beforeEach(async () => {
    await setUser(customerUser);
    // Loading the texts the first time takes the test runner a while to transform; not the subject here.
    await contactTexts;
  });

  it('searches senders as the user types and fills the part from the chosen contact', async () => {
    const { calls } = mockFetch(customer(null), searching);
    renderWithProviders(<Holder start={consignor} />);
    const input = await screen.findByRole('textbox', { name: 'Sök bland kontakter' });
    await userEvent.type(input, 'la');
    expect(screen.getByText('Skriv minst 3 tecken')).toBeInTheDocument();
    await userEvent.type(input, 'g');
    await userEvent.click(await screen.findByText('Lagerhuset AB · Eva Berg'));

    const search = calls.find((c: Call) => c.path.startsWith('/api/contact/customer/7?'));
    expect(search?.path).toBe('/api/contact/customer/7?search=lag&role=consignor&pageSize=10');
    expect(calls.filter((c) => c.path.startsWith('/api/contact/customer/'))).toHaveLength(1);
    expect(shownPart()).toMatchObject({
      role: 'consignor',
      address: {
        id: 42,
        name: 'Lagerhuset AB',
        address: ['Hamngatan 1', ''],
        postcode: '11351',
        city: 'Stockholm',
      },
      communication: { contactPerson: 'Eva Berg', mobile: { value: '070-123 45 67' } },
      reference: { reference: 'Port 3' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Uppgifterna hämtades från Lagerhuset AB.');
  });

  it('fills the sender from the sender favourite', async () => {
    mockFetch(customer(42), (c) => (c.path === '/api/contact/42' ? json(200, lager) : undefined));
    renderWithProviders(<Holder start={consignor} />);
    const button = await screen.findByRole('button', { name: 'Använd avsändarfavorit' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(shownPart().address.name).toBe('Lagerhuset AB'));
  });

  it('says "No sender favourite" when the customer has none', async () => {
    mockFetch(customer(null));
    renderWithProviders(<Holder start={consignor} />);
    const button = await screen.findByRole('button', { name: 'Använd avsändarfavorit' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('Ingen avsändarfavorit');
    expect(shownPart()).toEqual(consignor);
  });

  it('saves a typed receiver as a new contact and links the part to it', async () => {
    const { calls } = mockFetch(customer(null), (c) =>
      c.method === 'POST' && c.path === '/api/contact/'
        ? json(201, { ...lager, id: 77, consignor: false })
        : undefined,
    );
    const typed: Part = {
      ...consignee,
      address: {
        ...consignee.address,
        name: 'Lagerhuset AB',
        address: ['Hamngatan 1', ''],
        postcode: '113 51',
        city: 'Stockholm',
      },
      communication: { ...consignee.communication, contactPerson: 'Eva Berg' },
    };
    renderWithProviders(<Holder start={typed} />);
    expect(screen.queryByRole('button', { name: 'Använd avsändarfavorit' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Spara som ny kontakt' }));
    await waitFor(() => expect(shownPart().address.id).toBe(77));
    const posted = calls.find((c) => c.method === 'POST');
    expect(posted?.body).toMatchObject({
      company: 'Lagerhuset AB',
      firstName: 'Eva',
      lastName: 'Berg',
      postcode: '11351',
      consignee: true,
      consignor: false,
    });
  });

  it('does not save an incomplete part, and names what is missing', async () => {
    const { calls } = mockFetch(customer(null));
    renderWithProviders(<Holder start={consignee} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Spara som ny kontakt' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Fyll i Företag, Adress, Ort, Postnummer innan du sparar som kontakt.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
