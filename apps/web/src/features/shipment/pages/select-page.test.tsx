import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setUser } from '@/shared/session/session-store';
import { apiErrorResponse, json, mockFetch } from '@/test/fetch-mock';
import { customerUser, demoUser } from '@/test/users';
import { useDraftStore } from '../model/draft-store';
import { completeDraft, makeQuote, renderAt, setDraft } from '../test/fixtures';
import SelectPage from './select-page';

const quotes = [
  makeQuote({
    templateName: 'dhl_express_0900',
    templateSubject: 'DHL Express 9:00',
    supplier: 'DHL Express',
    logo: 'dhl-express',
    price: 2185.09,
    vat: 0,
    total: 2185.09,
    deliveryMinDays: 1,
    deliveryMaxDays: 1,
  }),
  makeQuote({ templateName: 'dsv_groupage', templateSubject: 'DSV Styckegods', price: 1162.57 }),
  makeQuote({
    templateName: 'dhl_freight_stycke',
    templateSubject: 'DHL Stycke',
    supplier: 'DHL Freight',
    price: 1197.16,
  }),
];

const answering = (body: unknown, status = 200) =>
  mockFetch((c) => (c.path === '/api/consignment/price/' ? json(status, body) : undefined));

function renderSelect() {
  return renderAt('/shipment/select', [{ path: '/shipment/select', Component: SelectPage }]);
}

describe('select page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    sessionStorage.clear();
    setDraft(completeDraft());
    await setUser(customerUser);
  });

  it('lists the services cheapest first with price, VAT, delivery days and marks', async () => {
    answering({ priceResult: quotes, unpriced: [], errors: [] });
    renderSelect();
    const cards = await screen.findAllByTestId('quote');
    expect(cards.map((c) => c.getAttribute('data-carrier'))).toEqual(['DSV', 'DHL Freight', 'DHL Express']);
    expect(within(cards[0]!).getByTestId('quote-price')).toHaveTextContent('1 162,57 SEK');
    expect(cards[0]).toHaveTextContent('exkl. moms');
    expect(cards[0]).toHaveTextContent('1 453,21 SEK inkl. moms');
    expect(cards[0]).toHaveTextContent('1–3 arbetsdagar');
    expect(within(cards[0]!).getByText('Billigast')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('Snabbast')).toBeInTheDocument();
    expect(cards[2]).toHaveTextContent('1 arbetsdag');
    expect(within(cards[2]!).getByRole('img', { name: 'DHL Express' })).toHaveAttribute(
      'src',
      '/carriers/dhl-express.svg',
    );
  });

  it('breaks the price down by translated lines, with the chargeable weight', async () => {
    answering({ priceResult: [quotes[1]], unpriced: [], errors: [] });
    renderSelect();
    await userEvent.click(await screen.findByRole('button', { name: /Visa prisdetaljer/ }));
    const breakdown = screen.getByTestId('quote-breakdown');
    expect(breakdown).toHaveTextContent('Drivmedelstillägg (15 %)128,81 SEK');
    expect(breakdown).toHaveTextContent('Storstadstillägg');
    expect(within(breakdown).getByTestId('chargeable-weight')).toHaveTextContent('538,00 kg (volymvikt)');
  });

  it('keeps a customer’s choice for step 3', async () => {
    answering({ priceResult: quotes, unpriced: [], errors: [] });
    const router = renderSelect();
    const [first] = await screen.findAllByTestId('quote');
    await userEvent.click(within(first!).getByRole('button', { name: 'Välj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipment/complete'));
    expect(useDraftStore.getState().draft?.templateName).toBe('dsv_groupage');
  });

  it('invites a demo visitor to log in instead, booking nothing', async () => {
    clearSession();
    await setUser(demoUser);
    answering({ priceResult: quotes, unpriced: [], errors: [] });
    const router = renderSelect();
    const [first] = await screen.findAllByTestId('quote');
    await userEvent.click(within(first!).getByRole('button', { name: 'Välj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logga in för att boka' });
    expect(within(dialog).getByRole('link', { name: 'Anmäl intresse' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:kundtjanst@skeppa\.se/),
    );
    expect(within(dialog).getByRole('link', { name: 'Logga in' })).toHaveAttribute('href', '/welcome');
    expect(router.state.location.pathname).toBe('/shipment/select');
    expect(useDraftStore.getState().draft?.templateName).toBeNull();
  });

  it('says so when no service can take the shipment', async () => {
    answering({ priceResult: [], unpriced: [], errors: [{ code: 'pricing.no_products', description: 'x' }] });
    renderSelect();
    expect(await screen.findByTestId('result-empty')).toHaveTextContent('Kontrollera postnumren');
    expect(screen.getByRole('link', { name: /Ändra sändningen/ }).getAttribute('href')).toBe(
      '/shipment/price',
    );
  });

  it('shows a failed call translated, with the way back to edit', async () => {
    mockFetch((c) =>
      c.path === '/api/consignment/price/' ? apiErrorResponse(404, 'pricing.price_not_found') : undefined,
    );
    renderSelect();
    expect(await screen.findByTestId('result-error')).toHaveTextContent('Priset kunde inte hittas.');
    expect(screen.getByRole('link', { name: 'Ändra och försök igen' })).toHaveAttribute(
      'href',
      '/shipment/price',
    );
  });

  it('sends an unfinished draft back to the form without asking the server', async () => {
    const { calls } = mockFetch();
    setDraft(null);
    renderSelect();
    expect(await screen.findByTestId('result-noDraft')).toHaveTextContent('Ingen sändning att prissätta');
    expect(calls.some((c) => c.path.startsWith('/api/consignment/price'))).toBe(false);
  });
});
