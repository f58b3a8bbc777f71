import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, type Call, json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { setUser } from '../session/session-store';
import { PrintAction } from './print-action';
import { printTexts } from './texts';

const customer =
  (printFormat: 'PDF' | 'LABEL' | 'ZPL'): Responder =>
  (c) =>
    c.path === '/api/customer/7' ? json(200, makeCustomer({ id: 7, printFormat })) : undefined;

const file = (name: string, type: string, headers: Record<string, string> = {}) =>
  new Response(new Blob(['%PDF-1.7 …'], { type }), {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"`, ...headers },
  });

const printed =
  (path: string, answer: () => Response): Responder =>
  (c) =>
    c.method === 'POST' && c.path === path ? answer() : undefined;

/**
 * A tab as window.open gives it; the PDF's address is written into it. `printsAsked` is how many
 * prints the server had been asked for when the tab was opened.
 */
function fakeTab(calls?: Call[]) {
  const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn(), printsAsked: -1 };
  vi.spyOn(window, 'open').mockImplementation(() => {
    tab.printsAsked = calls?.filter((c) => c.path.startsWith('/api/consignment/print/')).length ?? -1;
    return tab as unknown as Window;
  });
  return tab;
}

/** A refusal as the print routes answer it: the code, and the shipment with its reason. */
const refusal = (status: number, code: string, id: number, reason: string) =>
  json(status, { message: code, errors: [{ code, description: code, values: [id, reason] }] });

function renderAction(props: Partial<Parameters<typeof PrintAction>[0]> = {}) {
  const onPrinted = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <Notifications />
      <PrintAction consignmentIds={[5]} onPrinted={onPrinted} {...props} />
    </MemoryRouter>,
  );
  return { onPrinted };
}

describe('print action', () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await printTexts;
    // jsdom has no object URLs; here they are only the addresses handed to the tab or the download.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:print-1'), revokeObjectURL: vi.fn() });
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("prints in the customer's format and opens the PDF in a new tab once it is here", async () => {
    const { calls } = mockFetch(
      customer('LABEL'),
      printed('/api/consignment/print/5/?format=LABEL', () => file('labels-5.pdf', 'application/pdf')),
    );
    const tab = fakeTab(calls);
    const { onPrinted } = renderAction();
    const button = await screen.findByRole('button', { name: 'Skriv ut · Etikett' });
    await userEvent.click(button);
    await waitFor(() => expect(onPrinted).toHaveBeenCalledTimes(1));
    expect(tab.location.href).toBe('blob:print-1');
    expect(tab.printsAsked).toBe(1);
    expect(calls.filter((c) => c.path.startsWith('/api/consignment/print/'))).toHaveLength(1);
  });

  it("in a list's row is the printer alone, named with the customer's format, and prints in it", async () => {
    const tab = fakeTab();
    const { calls } = mockFetch(
      customer('LABEL'),
      printed('/api/consignment/print/5/?format=LABEL', () => file('labels-5.pdf', 'application/pdf')),
    );
    const { onPrinted } = renderAction({ compact: true, size: 'xs' });
    const button = await screen.findByRole('button', { name: 'Skriv ut · Etikett' });
    expect(button).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Välj utskriftsformat' })).toBeNull();
    await userEvent.click(button);
    await waitFor(() => expect(onPrinted).toHaveBeenCalledTimes(1));
    expect(tab.location.href).toBe('blob:print-1');
    expect(calls.filter((c) => c.path.startsWith('/api/consignment/print/'))).toHaveLength(1);
  });

  it('prints once in another format from the menu, and saves ZPL as a file', async () => {
    const open = vi.spyOn(window, 'open');
    const { calls } = mockFetch(
      customer('PDF'),
      printed('/api/consignment/print/5/?format=ZPL', () => file('skeppa-dsv-1000000008.zpl', 'text/plain')),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { onPrinted } = renderAction();
    await screen.findByRole('button', { name: 'Skriv ut · A4' });
    await userEvent.click(screen.getByRole('button', { name: 'Välj utskriftsformat' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /ZPL-fil/ }));
    await waitFor(() => expect(onPrinted).toHaveBeenCalledTimes(1));
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByText(/ZPL-filen skeppa-dsv-1000000008\.zpl är sparad/)).toBeInTheDocument();
    // Saved under the carrier's name and waybill number the server gave it.
    expect(saved).toEqual(['skeppa-dsv-1000000008.zpl']);
    // The customer's own choice is unchanged: the button still prints A4.
    expect(screen.getByRole('button', { name: 'Skriv ut · A4' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says "No document" and why at the button when the server refuses the print, and opens no tab', async () => {
    const open = vi.spyOn(window, 'open');
    mockFetch(
      customer('PDF'),
      printed('/api/consignment/print/5/?format=PDF', () => apiErrorResponse(409, 'print.archived')),
    );
    const { onPrinted } = renderAction();
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv ut · A4' }));
    const problem = await screen.findByTestId('print-problem');
    expect(problem).toHaveTextContent('Inget dokument');
    expect(problem).toHaveTextContent('Arkiverade sändningar kan inte skrivas ut.');
    expect(open).not.toHaveBeenCalled();
    expect(onPrinted).not.toHaveBeenCalled();
  });

  it('leads to the customs invoice when an incomplete one stops the print', async () => {
    const open = vi.spyOn(window, 'open');
    mockFetch(
      customer('PDF'),
      printed('/api/consignment/print/5/?format=PDF', () =>
        refusal(400, 'customs.invoice_incomplete', 5, 'customsInvoiceIncomplete'),
      ),
    );
    renderAction();
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv ut · A4' }));
    const problem = await screen.findByTestId('print-problem');
    expect(problem).toHaveTextContent('Tullfakturan är inte komplett, så tullen skulle inte godta den.');
    expect(within(problem).getByRole('link', { name: 'Öppna tullfakturan' })).toHaveAttribute(
      'href',
      '/consignment/customs?consignmentId=5',
    );
    expect(open).not.toHaveBeenCalled();
    // Closed, it is gone until the next print.
    await userEvent.click(within(problem).getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByTestId('print-problem')).toBeNull());
  });

  it('prints a selection into one file and lists the shipments left out at the button, with their reasons', async () => {
    const tab = fakeTab();
    const { calls } = mockFetch(
      customer('PDF'),
      printed('/api/consignment/print/?format=PDF', () =>
        file('skeppa-1-shipments.pdf', 'application/pdf', {
          'x-skeppa-refused': JSON.stringify([
            { id: 6, reason: 'archived' },
            { id: 7, reason: 'customsInvoiceMissing' },
          ]),
        }),
      ),
    );
    const { onPrinted } = renderAction({ consignmentIds: [5, 6, 7], bulk: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv ut 3 sändningar · A4' }));
    const problem = await screen.findByTestId('print-problem');
    expect(problem).toHaveTextContent('2 sändningar skrevs inte ut');
    expect(problem).toHaveTextContent('Sändning 6: Arkiverade sändningar kan inte skrivas ut.');
    expect(problem).toHaveTextContent('Sändning 7: Varorna lämnar EU och ingen tullfaktura är sparad.');
    expect(within(problem).getAllByRole('link', { name: 'Öppna tullfakturan' })).toHaveLength(1);
    expect(within(problem).getByRole('link', { name: 'Öppna tullfakturan' })).toHaveAttribute(
      'href',
      '/consignment/customs?consignmentId=7',
    );
    expect(tab.location.href).toBe('blob:print-1');
    expect(calls.find((c) => c.path === '/api/consignment/print/?format=PDF')?.body).toEqual([5, 6, 7]);
    expect(onPrinted).toHaveBeenCalledTimes(1);
  });

  it('counts a selection on the button and is off while nothing is chosen', async () => {
    mockFetch(customer('PDF'));
    renderWithProviders(
      <MemoryRouter>
        <PrintAction consignmentIds={[]} bulk />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Skriv ut 0 sändningar · A4' })).toBeDisabled();
  });
});
