import { type CustomsInvoiceResponse, customsInvoiceProblems } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '@/shared/session/session-store';
import { useUiStore } from '@/shared/ui/ui-store';
import { json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { goodInvoice } from '../test/invoice';
import { customsTexts } from '../texts';
import { CustomsInvoiceForm } from './customs-invoice-form';

/** The draft the server makes from a shipment to Oslo: parties, weights and waybill, no lines. */
function draft(): CustomsInvoiceResponse {
  return {
    consignmentId: 12,
    required: true,
    saved: false,
    invoice: { ...goodInvoice(), invoiceNo: '', reason: null, lines: [] },
    problems: [],
    updatedAt: null,
  };
}

/** The server keeps what it is sent and answers it with the domain's problems, as it does. */
const saving: Responder = (c) =>
  c.method === 'PUT' && c.path === '/api/consignment/customs/12'
    ? json(200, {
        ...draft(),
        saved: true,
        invoice: c.body,
        problems: customsInvoiceProblems(c.body as CustomsInvoiceResponse['invoice']),
        updatedAt: '2026-11-24T10:00:00.000Z',
      })
    : undefined;

/** Pastes the text, as typing it key by key redraws this long form once per key in jsdom. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const line = () => screen.getByRole('group', { name: 'Varurad 1' });
const inLine = (name: RegExp) => within(line()).getByRole('textbox', { name });

// A whole invoice form with its country lists is slow to draw in jsdom on a busy machine.
describe('customs invoice form', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await customsTexts;
    useUiStore.setState({ successVisible: false });
  });

  it('shows nothing wrong before the first save, then each problem at its own field', async () => {
    const { calls } = mockFetch(saving);
    renderWithProviders(<CustomsInvoiceForm consignmentId={12} initial={draft()} onRemoved={vi.fn()} />);
    // The server's `required`: goods from Göteborg to Oslo leave the EU.
    expect(screen.getByRole('note')).toHaveTextContent(
      'Sändningen lämnar EU: transportören behöver en tullfaktura.',
    );
    expect(screen.queryByText('Obligatoriskt fält')).toBeNull();
    await fill(inLine(/^Varubeskrivning/), 'Gift');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));

    // Half-filled, it is still kept: the server stores it and the rules say what stops printing.
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(within(line()).getByText(/Beskriv varorna konkret/)).toBeInTheDocument();
    expect(inLine(/^HS-nummer/)).toHaveAccessibleDescription('Obligatoriskt fält');
    const invoiceNo = screen.getByRole('textbox', { name: /^Fakturanummer/ });
    expect(invoiceNo).toHaveAccessibleDescription('Obligatoriskt fält');
    expect(screen.getByTestId('customs-problems')).toHaveTextContent(/fält måste rättas/);
  });

  it('clears a problem as it is corrected and sends the invoice with its numbers read', async () => {
    const { calls } = mockFetch(saving);
    renderWithProviders(<CustomsInvoiceForm consignmentId={12} initial={draft()} onRemoved={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    // A new invoice starts with one empty line, which is then what is missing.
    await waitFor(() => expect(inLine(/^Varubeskrivning/)).toHaveAccessibleDescription('Obligatoriskt fält'));

    await fill(screen.getByRole('textbox', { name: /^Fakturanummer/ }), 'INV-7');
    await fill(inLine(/^Varubeskrivning/), 'Kitchen knives of stainless steel');
    await fill(inLine(/^HS-nummer/), '821191');
    await fill(inLine(/^Antal/), '3');
    await fill(inLine(/^Enhet/), 'pcs');
    await fill(inLine(/^Styckvärde/), '199,90');
    await fill(inLine(/^Nettovikt/), '0,9');
    await waitFor(() =>
      expect(inLine(/^Varubeskrivning/)).not.toHaveAccessibleDescription('Obligatoriskt fält'),
    );
    expect(inLine(/^HS-nummer/)).not.toHaveAccessibleDescription('Obligatoriskt fält');
    expect(within(line()).getByRole('textbox', { name: /^Värde/ })).toHaveValue('599,70');

    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const sent = calls.filter((c) => c.method === 'PUT').at(-1)?.body as CustomsInvoiceResponse['invoice'];
    expect(sent.invoiceNo).toBe('INV-7');
    expect(sent.lines).toEqual([
      {
        description: 'Kitchen knives of stainless steel',
        hsCode: '821191',
        originCountry: '',
        quantity: 3,
        unit: 'pcs',
        unitValue: 199.9,
        netWeightKg: 0.9,
      },
    ]);
    // Kept, yet no reason for the export and no origin: a draft, not a success.
    expect(await screen.findByTestId('customs-notice')).toHaveTextContent('Utkastet är sparat');
  });

  it('does not send a number that is no number, and says so at the field', async () => {
    const { calls } = mockFetch(saving);
    renderWithProviders(<CustomsInvoiceForm consignmentId={12} initial={draft()} onRemoved={vi.fn()} />);
    await fill(inLine(/^Antal/), 'tre');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await within(line()).findByText('Måste vara ett tal')).toBeInTheDocument();
    expect(screen.getByTestId('customs-notice')).toHaveTextContent('Rätta de markerade fälten');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('keeps a half-filled invoice as a draft and says so, with no success said or flashed', async () => {
    const { calls } = mockFetch(saving);
    renderWithProviders(<CustomsInvoiceForm consignmentId={12} initial={draft()} onRemoved={vi.fn()} />);
    await fill(inLine(/^Varubeskrivning/), 'Gift');
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const notice = await screen.findByTestId('customs-notice');
    expect(notice).toHaveTextContent('Utkastet är sparat');
    expect(notice).not.toHaveTextContent('Tullfakturan är sparad.');
    expect(notice).toHaveAttribute('data-outcome', 'draft');
    expect(useUiStore.getState().successVisible).toBe(false);
  });

  it('says and flashes success once the saved invoice is one customs would take', async () => {
    mockFetch(saving);
    renderWithProviders(
      <CustomsInvoiceForm
        consignmentId={12}
        initial={{ ...draft(), invoice: goodInvoice() }}
        onRemoved={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    const notice = await screen.findByTestId('customs-notice');
    expect(notice).toHaveTextContent('Tullfakturan är sparad.');
    expect(notice).toHaveAttribute('data-outcome', 'saved');
    expect(useUiStore.getState().successVisible).toBe(true);
  });
});
