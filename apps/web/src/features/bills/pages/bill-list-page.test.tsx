import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '@/shared/session/session-store';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, type Call, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { FOUR_BILLS, makeBalance } from '../test/fixtures';
import { billTexts } from '../texts';
import BillListPage from './bill-list-page';

const ADMIN = 1;
const customer =
  (custLevel: number): Responder =>
  (c) =>
    c.path === '/api/customer/7'
      ? json(200, makeCustomer({ id: 7, custLevel, customerLevel: custLevel }))
      : undefined;
const balance =
  (overrides = {}): Responder =>
  (c) =>
    c.path === '/api/bill/balance/customer/7' ? json(200, makeBalance(overrides)) : undefined;
/** The list as the server pages it: filtered by status when one is asked for. */
const bills: Responder = (c) => {
  if (!c.path.startsWith('/api/bill/customer/7')) return undefined;
  const status = new URL(c.path, 'http://x').searchParams.get('status');
  const shown = FOUR_BILLS.filter((b) => !status || b.status === status);
  return json(200, { bills: shown, total: shown.length, page: 1, pageSize: 25 });
};
const listCalls = (calls: Call[]) => calls.filter((c) => c.path.startsWith('/api/bill/customer/7'));

function renderPage() {
  const router = createMemoryRouter([{ path: '/bill/list', Component: BillListPage }], {
    initialEntries: ['/bill/list'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

const row = (invoiceNo: string) =>
  screen.getAllByTestId('bill-row').find((r) => r.getAttribute('data-invoice-no') === invoiceNo)!;

describe('bill list page', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await billTexts;
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:bill-1'), revokeObjectURL: vi.fn() });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the invoices with amount, paid and status; a credit note has no files but says what it credits', async () => {
    mockFetch(customer(ADMIN), balance(), bills);
    renderPage();
    expect(await screen.findAllByTestId('bill-row')).toHaveLength(4);
    expect(within(row('1002')).getByTestId('bill-status')).toHaveTextContent('Förfallen');
    expect(within(row('1001')).getByTestId('bill-status')).toHaveTextContent('Betald');
    expect(within(row('1003')).getByTestId('bill-status')).toHaveTextContent('Obetald');
    // 2 000,40 + 500,10 in öre: 2 500,50, no floating point dust.
    expect(row('1002')).toHaveTextContent(/2\s500,50\sSEK/);
    expect(row('1001')).toHaveTextContent('OCR 100147');
    expect(within(row('1002')).getByRole('button', { name: 'Öppna faktura 1002 som PDF' })).toBeEnabled();

    const credit = row('1004');
    expect(within(credit).getByTestId('credit-note')).toHaveTextContent('Kreditfaktura');
    expect(credit).toHaveTextContent('krediterar faktura 1001');
    expect(credit).toHaveTextContent(/-500,00\sSEK/);
    expect(within(credit).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('payment-info')).toHaveTextContent(
      'Betala till bankgiro 5050-1055 med fakturans OCR-nummer.',
    );
  });

  it('shows a skeleton while the first page loads, then the rows; an empty period says so', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    mockFetch(customer(ADMIN), balance(), (c) =>
      c.path.startsWith('/api/bill/customer/7')
        ? held.then(() => json(200, { bills: [], total: 0, page: 1, pageSize: 25 }))
        : undefined,
    );
    renderPage();
    expect(await screen.findByTestId('table-skeleton')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Inga fakturor under perioden.')).toBeInTheDocument();
    expect(screen.queryByTestId('table-skeleton')).toBeNull();
  });

  it('asks the server for the chosen status, the date range and the first page', async () => {
    const { calls } = mockFetch(customer(ADMIN), balance(), bills);
    renderPage();
    await screen.findAllByTestId('bill-row');
    const first = new URL(listCalls(calls)[0]!.path, 'http://x').searchParams;
    expect(first.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.get('status')).toBeNull();
    expect(first.get('page')).toBe('1');

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Förfallen' }));
    await waitFor(() => expect(screen.getAllByTestId('bill-row')).toHaveLength(1));
    expect(listCalls(calls).at(-1)?.path).toMatch(/status=overdue&page=1&pageSize=25$/);
    expect(row('1002')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Från'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).not.toMatch(/from=/));
  });

  it('colours overdue red and stops booking on a credit block; a credit shows only when there is one', async () => {
    mockFetch(customer(ADMIN), balance({ creditBlock: true }), bills);
    renderPage();
    const card = await screen.findByTestId('balance-card');
    await waitFor(() =>
      expect(within(card).getByTestId('balance-overdue')).toHaveAttribute('data-tone', 'alert'),
    );
    expect(within(card).getByTestId('balance-overdue')).toHaveTextContent(/Förfallet\s*2\s500,50\sSEK/);
    expect(within(card).getByTestId('balance-notOverdue')).toHaveAttribute('data-tone', 'plain');
    expect(within(card).getByTestId('balance-balance')).toHaveTextContent(
      /Kvar att använda\s*45\s049,50\sSEK/,
    );
    expect(within(card).queryByTestId('balance-credit')).toBeNull();
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Bokning är stoppad tills den förfallna fakturan är betald.',
    );
  });

  it('shows nothing overdue in plain colours and no block', async () => {
    mockFetch(customer(ADMIN), balance({ overdue: 0, credit: 300 }), bills);
    renderPage();
    const card = await screen.findByTestId('balance-card');
    await waitFor(() =>
      expect(within(card).getByTestId('balance-overdue')).toHaveAttribute('data-tone', 'plain'),
    );
    expect(within(card).getByTestId('balance-credit')).toHaveTextContent(/Tillgodo\s*300,00\sSEK/);
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it("tells a user who is not an administrator that the company's invoices are for its administrators", async () => {
    const { calls } = mockFetch(customer(0), balance(), bills);
    renderPage();
    expect(await screen.findByTestId('admin-only')).toHaveTextContent('Fakturorna visas för administratörer');
    expect(screen.queryByRole('alert')).toBeNull();
    // The account is every user's; the list is not asked for.
    await screen.findByTestId('balance-unbilled');
    expect(listCalls(calls)).toHaveLength(0);
  });

  it('says the same calmly when the server refuses the list to a user it does not count as administrator', async () => {
    mockFetch(customer(ADMIN), balance(), (c) =>
      c.path.startsWith('/api/bill/customer/7') ? apiErrorResponse(403, 'bill.admin_required') : undefined,
    );
    renderPage();
    expect(await screen.findByTestId('admin-only')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the PDF in a new tab once it is here, and says when the file is not made yet', async () => {
    const tab = { opener: {}, location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { calls } = mockFetch(customer(ADMIN), balance(), bills, (c) => {
      if (c.path === '/api/bill/link/12')
        return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        });
      if (c.path === '/api/bill/link/13') return apiErrorResponse(404, 'bill.file_not_found');
      return undefined;
    });
    renderPage();
    await screen.findAllByTestId('bill-row');
    await userEvent.click(screen.getByRole('button', { name: 'Öppna faktura 1002 som PDF' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:bill-1'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(calls.find((c) => c.path === '/api/bill/link/12')?.auth).toBe('Bearer access-1');

    await userEvent.click(screen.getByRole('button', { name: 'Öppna faktura 1003 som PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fakturafilen finns inte ännu (det kan ta ett par dagar).',
    );
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('saves the e-invoice under the name the server gives', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mockFetch(customer(ADMIN), balance(), bills, (c) =>
      c.path === '/api/bill/link/12?format=ubl'
        ? new Response('<Invoice/>', {
            status: 200,
            headers: {
              'Content-Type': 'application/xml',
              'Content-Disposition': 'attachment; filename="1002.xml"',
            },
          })
        : undefined,
    );
    renderPage();
    await screen.findAllByTestId('bill-row');
    await userEvent.click(
      screen.getByRole('button', { name: 'Ladda ner faktura 1002 som e-faktura (Peppol BIS Billing 3.0)' }),
    );
    await waitFor(() => expect(saved).toEqual(['1002.xml']));
  });
});
