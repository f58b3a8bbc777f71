import { Notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCustomer } from '@/test/customer';
import { apiErrorResponse, json, mockFetch, type Responder } from '@/test/fetch-mock';
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

/** A tab as window.open gives it, reserved at the click; the PDF's address is written into it. */
function fakeTab() {
  const tab = { closed: false, opener: {}, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
}

function renderAction(props: Partial<Parameters<typeof PrintAction>[0]> = {}) {
  const onPrinted = vi.fn();
  renderWithProviders(
    <>
      <Notifications />
      <PrintAction consignmentIds={[5]} onPrinted={onPrinted} {...props} />
    </>,
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

  it("prints in the customer's format and opens the PDF in the tab reserved at the click", async () => {
    const tab = fakeTab();
    const { calls } = mockFetch(
      customer('LABEL'),
      printed('/api/consignment/print/5/?format=LABEL', () => file('labels-5.pdf', 'application/pdf')),
    );
    const { onPrinted } = renderAction();
    const button = await screen.findByRole('button', { name: 'Skriv ut · Etikett' });
    await userEvent.click(button);
    await waitFor(() => expect(onPrinted).toHaveBeenCalledTimes(1));
    expect(tab.location.href).toBe('blob:print-1');
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
      printed('/api/consignment/print/5/?format=ZPL', () => file('labels-5.zpl', 'text/plain')),
    );
    const { onPrinted } = renderAction();
    await screen.findByRole('button', { name: 'Skriv ut · A4' });
    await userEvent.click(screen.getByRole('button', { name: 'Välj utskriftsformat' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /ZPL-fil/ }));
    await waitFor(() => expect(onPrinted).toHaveBeenCalledTimes(1));
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByText(/ZPL-filen labels-5\.zpl är sparad/)).toBeInTheDocument();
    // The customer's own choice is unchanged: the button still prints A4.
    expect(screen.getByRole('button', { name: 'Skriv ut · A4' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says "No document" with the reason when the server refuses the print, and closes the tab', async () => {
    const tab = fakeTab();
    mockFetch(
      customer('PDF'),
      printed('/api/consignment/print/5/?format=PDF', () => apiErrorResponse(409, 'print.archived')),
    );
    const { onPrinted } = renderAction();
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv ut · A4' }));
    expect(await screen.findByText('Inget dokument')).toBeInTheDocument();
    expect(screen.getByTestId('print-error')).toHaveTextContent('Arkiverade sändningar kan inte skrivas ut.');
    expect(tab.close).toHaveBeenCalled();
    expect(onPrinted).not.toHaveBeenCalled();
  });

  it('prints a selection into one file and lists the shipments left out, with their reasons', async () => {
    fakeTab();
    const { calls } = mockFetch(
      customer('PDF'),
      printed('/api/consignment/print/?format=PDF', () =>
        file('skeppa-1-shipments.pdf', 'application/pdf', {
          'x-skeppa-refused': JSON.stringify([{ id: 6, reason: 'archived' }]),
        }),
      ),
    );
    const { onPrinted } = renderAction({ consignmentIds: [5, 6], bulk: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Skriv ut 2 sändningar · A4' }));
    expect(await screen.findByText('1 sändning skrevs inte ut')).toBeInTheDocument();
    expect(screen.getByText('Sändning 6: Arkiverade sändningar kan inte skrivas ut.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/consignment/print/?format=PDF')?.body).toEqual([5, 6]);
    expect(onPrinted).toHaveBeenCalledTimes(1);
  });

  it('counts a selection on the button and is off while nothing is chosen', async () => {
    mockFetch(customer('PDF'));
    renderWithProviders(<PrintAction consignmentIds={[]} bulk />);
    expect(await screen.findByRole('button', { name: 'Skriv ut 0 sändningar · A4' })).toBeDisabled();
  });
});
