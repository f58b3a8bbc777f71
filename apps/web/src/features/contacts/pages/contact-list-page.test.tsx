import { type Contact, newContactFields } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contactTexts } from '@/shared/contacts/texts';
import { setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, type Call, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import ContactListPage from './contact-list-page';

const contact = (o: Partial<Contact>): Contact => ({
  ...newContactFields(),
  id: 1,
  custId: 7,
  fullName: '',
  address1: 'Hamngatan 1',
  postcode: '11351',
  city: 'Stockholm',
  ...o,
});
const mine = contact({ id: 1, company: 'Eget Lager AB' });
const lockedByColleague = contact({ id: 2, custId: 8, company: 'Kollegans Lager AB', locked: true });

let filterContacts = false;
const customer: Responder = (c) => {
  if (c.path !== '/api/customer/7') return undefined;
  if (c.method === 'PUT') {
    filterContacts = (c.body as { value: boolean }).value;
  }
  return json(200, makeCustomer({ id: 7, filterContacts }));
};
// A search for "lager" has more hits than the server counts.
const listing: Responder = (c) =>
  c.method === 'GET' && c.path.startsWith('/api/contact/customer/7')
    ? json(200, {
        contacts: filterContacts ? [mine] : [mine, lockedByColleague],
        total: c.path.includes('search=lager') ? 5000 : filterContacts ? 1 : 2,
        totalCapped: c.path.includes('search=lager'),
        page: 1,
        pageSize: 25,
        filterContacts,
      })
    : undefined;
const settings: Responder = (c) =>
  c.method === 'PUT' && c.path === '/api/customer/setting/7'
    ? customer({ ...c, path: '/api/customer/7' })
    : undefined;

function renderList() {
  const router = createMemoryRouter([{ path: '/contact/list', Component: ContactListPage }], {
    initialEntries: ['/contact/list'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}
const listCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/contact/customer/7'));

describe('contact list page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    filterContacts = false;
    await setUser(customerUser);
    await contactTexts;
  });

  it("shows the company's contacts; a colleague's locked one cannot be selected or deleted", async () => {
    mockFetch(customer, listing);
    renderList();
    expect(await screen.findByText('Kollegans Lager AB')).toBeInTheDocument();
    expect(screen.getAllByText('113 51', { selector: 'td' })).toHaveLength(2);
    expect(screen.getByTestId('sender-favourite')).toHaveTextContent('Ingen avsändarfavorit');
    expect(screen.getByRole('checkbox', { name: 'Markera Kollegans Lager AB' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ta bort Kollegans Lager AB' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ta bort Eget Lager AB' })).toBeEnabled();
  });

  it('asks for three characters before it searches', async () => {
    const { calls } = mockFetch(customer, listing);
    renderList();
    await screen.findByText('Eget Lager AB');
    const search = screen.getByRole('textbox', { name: 'Sök' });
    await userEvent.type(search, 'la');
    expect(await screen.findByText('Skriv minst 3 tecken')).toBeInTheDocument();
    await userEvent.type(search, 'g');
    await waitFor(() => expect(listCalls(calls).some((c) => c.path.includes('search=lag'))).toBe(true));
    expect(listCalls(calls).some((c) => c.path.includes('search=la&') || c.path.endsWith('search=la'))).toBe(
      false,
    );
  });

  it('says "more than" when a search has more hits than the server counted', async () => {
    mockFetch(customer, listing);
    renderList();
    expect(await screen.findByText('1–2 av 2')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Sök' }), 'lager');
    expect(await screen.findByText(/^1–2 av fler än 5\s000$/)).toBeInTheDocument();
  });

  it('stores "only my own contacts" as the filterContacts setting and lists again', async () => {
    const { calls } = mockFetch(customer, settings, listing);
    renderList();
    await screen.findByText('Kollegans Lager AB');
    await userEvent.click(screen.getByRole('switch', { name: 'Visa bara mina egna kontakter' }));
    await waitFor(() => expect(screen.queryByText('Kollegans Lager AB')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ setting: 'filterContacts', value: true });
    expect(screen.getByRole('switch', { name: 'Visa bara mina egna kontakter' })).toBeChecked();
  });

  it('sets a flag on the selected contacts and names the ones the server refused', async () => {
    const { calls } = mockFetch(customer, listing, (c) =>
      c.method === 'PUT' && c.path.startsWith('/api/contact/bulk/')
        ? json(403, {
            message: 'locked',
            errors: [{ code: 'contact.locked', description: 'locked', values: [1] }],
          })
        : undefined,
    );
    renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Markera Eget Lager AB' }));
    const bar = screen.getByTestId('bulk-actions');
    expect(bar).toHaveTextContent('1 markerad');
    await userEvent.click(within(bar).getByRole('button', { name: 'Ändra markerade' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Gör till avsändare' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kontakten är låst av sin ägare och kan inte ändras av dig.: Eget Lager AB',
    );
    const bulk = calls.find((c) => c.path.startsWith('/api/contact/bulk/'));
    expect(bulk).toMatchObject({ method: 'PUT', path: '/api/contact/bulk/sender/?checked=1', body: [1] });
  });

  it('exports the list as shown in the file chosen: CSV or xlsx, saved under the name the server gives', async () => {
    const { calls } = mockFetch(customer, listing, (c) => {
      if (!c.path.startsWith('/api/contact/export/7')) return undefined;
      const extension = c.path.endsWith('format=csv') ? 'csv' : 'xlsx';
      return new Response('file', {
        status: 200,
        headers: { 'Content-Disposition': `attachment; filename="skeppa-contacts-2026-12-01.${extension}"` },
      });
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      renderList();
      await screen.findByText('Eget Lager AB');
      for (const choice of ['CSV-fil (.csv, semikolonseparerad)', 'Excel-fil (.xlsx)']) {
        await userEvent.click(screen.getByRole('button', { name: 'Exportera' }));
        await userEvent.click(await screen.findByRole('menuitem', { name: choice }));
      }
      await waitFor(() =>
        expect(saved).toEqual(['skeppa-contacts-2026-12-01.csv', 'skeppa-contacts-2026-12-01.xlsx']),
      );
      expect(calls.filter((c) => c.path.startsWith('/api/contact/export/')).map((c) => c.path)).toEqual([
        '/api/contact/export/7?sort=company&order=asc&format=csv',
        '/api/contact/export/7?sort=company&order=asc&format=xlsx',
      ]);
    } finally {
      click.mockRestore();
    }
  });

  it('shows an error the list call answers with', async () => {
    mockFetch(customer, (c) =>
      c.path.startsWith('/api/contact/customer/7')
        ? apiErrorResponse(400, 'contact.search_too_short')
        : undefined,
    );
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Skriv minst tre tecken för att söka.');
  });
});
