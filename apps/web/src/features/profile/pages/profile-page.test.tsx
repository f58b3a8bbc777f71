import { Notifications, notifications } from '@mantine/notifications';
import { contactSchema } from '@skeppa/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRICE_QUERY_KEY } from '@/shared/api/query-keys';
import { setUser } from '@/shared/session/session-store';
import { apiErrorResponse, type Call, json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { customerServer } from '../test/fake-server';
import ProfilePage from './profile-page';

function renderProfile(path = '/profile') {
  const router = createMemoryRouter(
    [
      { path: '/profile', Component: ProfilePage },
      { path: '/contact/list', element: <p>contacts</p> },
    ],
    { initialEntries: [path] },
  );
  const rendered = renderWithProviders(
    <>
      <Notifications />
      <RouterProvider router={router} />
    </>,
  );
  return { ...rendered, router };
}

const calls = (all: Call[], method: string, path: string) =>
  all.filter((c) => c.method === method && c.path === path);

describe('profile page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
  });
  afterEach(() => act(() => notifications.clean()));

  it('shows the company to an ordinary user without a way to change it, and lets them change their own details', async () => {
    const server = customerServer({ custLevel: 0, customerLevel: 0, orgNo: '5566778899' });
    const { calls: sent } = mockFetch(server.responder);
    renderProfile();
    expect(await screen.findByText('556677-8899')).toBeInTheDocument();
    expect(screen.getByText('Verktygsgatan 1')).toBeInTheDocument();
    expect(screen.getByText('Sverige')).toBeInTheDocument();
    expect(screen.getByTestId('company-admin-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ändra företagsuppgifter' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Ändra dina uppgifter' }));
    const form = screen.getByRole('form', { name: 'Kontaktperson' });
    const phone = within(form).getByRole('textbox', { name: 'Telefon' });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'ring mig');
    await userEvent.click(within(form).getByRole('button', { name: 'Spara' }));
    expect(within(form).getByText(/Ange ett telefonnummer med siffror/)).toBeInTheDocument();
    expect(calls(sent, 'PUT', '/api/customer/details/7')).toHaveLength(0);

    await userEvent.clear(phone);
    await userEvent.type(phone, '031-12 34 56');
    await userEvent.click(within(form).getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('031-12 34 56')).toBeInTheDocument();
    expect(calls(sent, 'PUT', '/api/customer/details/7')[0]).toMatchObject({
      body: { firstName: 'Erik', lastName: 'Johansson', phone: '031-12 34 56', mobile: '' },
    });
  });

  it('names the sender favourite by its name and place', async () => {
    const favourite = contactSchema.parse({
      id: 4,
      custId: 7,
      fullName: 'Eva Berg',
      company: 'Lagerhuset AB',
      postcode: '11351',
      city: 'Stockholm',
    });
    const server = customerServer({ primaryContactId: 4 });
    mockFetch(server.responder, (c) => (c.path === '/api/contact/4' ? json(200, favourite) : undefined));
    renderProfile('/profile?tab=settings');
    const setting = await screen.findByTestId('setting-primaryContactId');
    expect(
      await within(setting).findByText('Lagerhuset AB, 113 51 Stockholm är vald som avsändarfavorit.'),
    ).toBeInTheDocument();
  });

  it('says the sender favourite is gone when its contact was deleted', async () => {
    const server = customerServer({ primaryContactId: 9 });
    mockFetch(server.responder, (c) =>
      c.path === '/api/contact/9' ? apiErrorResponse(404, 'contact.not_found') : undefined,
    );
    renderProfile('/profile?tab=settings');
    const setting = await screen.findByTestId('setting-primaryContactId');
    expect(await within(setting).findByText(/finns inte längre bland kontakterna/)).toBeInTheDocument();
  });

  it('lets an administrator change the company, checking the organisation number first', async () => {
    const server = customerServer({ custLevel: 1, customerLevel: 1 });
    const { calls: sent } = mockFetch(server.responder);
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Ändra företagsuppgifter' }));
    const form = screen.getByRole('form', { name: 'Företagsuppgifter' });
    const orgNo = within(form).getByRole('textbox', { name: /Organisationsnummer/ });
    await userEvent.clear(orgNo);
    await userEvent.type(orgNo, '556677-8898');
    await userEvent.click(within(form).getByRole('button', { name: 'Spara' }));
    expect(within(form).getByText(/Organisationsnumret stämmer inte/)).toBeInTheDocument();
    expect(calls(sent, 'PUT', '/api/customer/company/7')).toHaveLength(0);

    await userEvent.clear(orgNo);
    await userEvent.type(orgNo, '556677-8899');
    await userEvent.click(within(form).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Företagsuppgifter' })).toBeNull());
    expect(calls(sent, 'PUT', '/api/customer/company/7')[0]?.body).toMatchObject({ orgNo: '556677-8899' });
  });

  it('shows a new print format at once, then keeps what the server stored', async () => {
    const server = customerServer({ printFormat: 'PDF' });
    mockFetch(server.responder);
    renderProfile('/profile?tab=settings');
    const zpl = await screen.findByRole('radio', { name: 'ZPL för etikettskrivare' });
    server.state.hold = true;
    await userEvent.click(zpl);
    // Before the server has answered.
    expect(zpl).toBeChecked();
    expect(server.state.held).toHaveLength(1);
    act(() => server.release());
    await waitFor(() => expect(server.state.customer.printFormat).toBe('ZPL'));
    expect(zpl).toBeChecked();
  });

  it('takes a refused setting back and says so', async () => {
    const server = customerServer({ noPickup: false });
    mockFetch(server.responder);
    renderProfile('/profile?tab=settings');
    const noPickup = await screen.findByRole('switch', { name: /Ingen upphämtning/ });
    server.state.hold = true;
    server.state.refuse = { status: 400, code: 'validation.failed' };
    await userEvent.click(noPickup);
    expect(noPickup).toBeChecked();
    act(() => server.release());
    await waitFor(() => expect(noPickup).not.toBeChecked());
    expect(await screen.findByText('Inställningen sparades inte och är återställd')).toBeInTheDocument();
    expect(screen.getByText(/Uppgifterna är inte giltiga/)).toBeInTheDocument();
  });

  it('checks the default insured goods value before saving it', async () => {
    const server = customerServer({ insuranceGoodsValue: null });
    const { calls: sent } = mockFetch(server.responder);
    renderProfile('/profile?tab=settings');
    const value = await screen.findByRole('textbox', { name: /Förvalt godsvärde/ });
    await userEvent.type(value, '999');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(screen.getByText('Minst 1 000 SEK')).toBeInTheDocument();
    await userEvent.clear(value);
    await userEvent.type(value, '25 000,5{Enter}');
    await waitFor(() => expect(server.state.customer.insuranceGoodsValue).toBe(25000.5));
    expect(calls(sent, 'PUT', '/api/customer/setting/7').map((c) => c.body)).toEqual([
      { setting: 'insuranceGoodsValue', value: 25000.5 },
    ]);
    await waitFor(() => expect(value).toHaveValue('25\u00a0000,50'));
  });

  it("shows the shipment notices on, turns one off and sets the language of the sender's mails", async () => {
    const server = customerServer();
    const { calls: sent } = mockFetch(server.responder);
    renderProfile('/profile?tab=settings');
    const names = [
      'Mottagaren: försändelsen är upphämtad',
      'Mottagaren: försändelsen är ute för utkörning',
      'Avsändaren: försändelsen är levererad',
      /Avsändaren: en avvikelse, med orsaken/,
    ];
    for (const name of names) expect(await screen.findByRole('switch', { name })).toBeChecked();
    const exception = screen.getByRole('switch', { name: /Avsändaren: en avvikelse/ });
    await userEvent.click(exception);
    await waitFor(() => expect(server.state.customer.trackingMailSenderException).toBe(false));
    expect(exception).not.toBeChecked();
    const language = within(screen.getByTestId('setting-language'));
    expect(language.getByRole('radio', { name: 'Svenska' })).toBeChecked();
    await userEvent.click(language.getByRole('radio', { name: 'Engelska' }));
    await waitFor(() => expect(server.state.customer.language).toBe('en'));
    expect(calls(sent, 'PUT', '/api/customer/setting/7').map((c) => c.body)).toEqual([
      { setting: 'trackingMailSenderException', value: false },
      { setting: 'language', value: 'en' },
    ]);
  });

  it('switches a carrier off, drops the cached prices, and shows the agreement numbers', async () => {
    const server = customerServer();
    const { calls: sent } = mockFetch(server.responder);
    const { client } = renderProfile('/profile?tab=carriers');
    client.setQueryData([...PRICE_QUERY_KEY, 7, { any: 'consignment' }], { priceResult: [] });
    const rows = await screen.findAllByTestId('carrier-row');
    expect(rows.map((r) => r.getAttribute('data-carrier'))).toEqual([
      'DHL Express',
      'DHL Freight',
      'DSV',
      'UPS',
      'PostNord',
      'TNT',
    ]);
    expect(within(rows[4]!).getByText('Inte tillgänglig')).toBeInTheDocument();
    expect(within(rows[4]!).queryByRole('switch')).toBeNull();
    expect(await within(rows[1]!).findByText('4410231')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Skeppas avtal')).toBeNull();
    expect(await within(rows[2]!).findByText('DEF4')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Skeppas avtal')).toBeInTheDocument();

    await userEvent.click(within(rows[2]!).getByRole('switch', { name: 'Använd DSV' }));
    await waitFor(() => expect(server.state.customer.carriers.find((c) => c.code === 4)?.active).toBe(false));
    const body = calls(sent, 'PUT', '/api/customer/carriers/7')[0]?.body as {
      code: number;
      active: boolean;
    }[];
    expect(body.map((c) => [c.code, c.active])).toEqual([
      [131, true],
      [116, true],
      [4, false],
      [225, true],
    ]);
    await waitFor(() =>
      expect(client.getQueryState([...PRICE_QUERY_KEY, 7, { any: 'consignment' }])?.isInvalidated).toBe(true),
    );
  });
});
