import type { CustomsInvoiceResponse } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUser } from '@/shared/session/session-store';
import { json, mockFetch, type Responder } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { goodInvoice } from '../test/invoice';
import { customsTexts } from '../texts';
import CustomsPage from './customs-page';

/** A parcel to Göteborg: customs need no invoice, yet one was saved half filled. */
function answer(saved: boolean): CustomsInvoiceResponse {
  const invoice = saved
    ? { ...goodInvoice(), invoiceNo: 'UTKAST', reason: null }
    : { ...goodInvoice(), invoiceNo: '', reason: null, lines: [] };
  return {
    consignmentId: 12,
    required: false,
    saved,
    invoice,
    problems: [{ field: 'reason', key: 'customs.problems.required' }],
    updatedAt: saved ? '2026-11-24T10:00:00.000Z' : null,
  };
}

/** The server: the saved invoice until it is removed, then the shipment's draft. */
function server() {
  let saved = true;
  const responder: Responder = (c) => {
    if (c.path !== '/api/consignment/customs/12') return undefined;
    if (c.method === 'GET') return json(200, answer(saved));
    if (c.method === 'DELETE') {
      saved = false;
      return new Response(null, { status: 204 });
    }
    return undefined;
  };
  return responder;
}

function render() {
  const router = createMemoryRouter([{ path: '/consignment/customs', Component: CustomsPage }], {
    initialEntries: ['/consignment/customs?consignmentId=12'],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

describe('customs page', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await customsTexts;
  });

  it('removes a saved invoice after asking, and starts over from the draft', async () => {
    const { calls } = mockFetch(server());
    render();
    expect(await screen.findByRole('textbox', { name: /^Fakturanummer/ })).toHaveValue('UTKAST');
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort fakturan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort tullfakturan?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));

    expect(await screen.findByTestId('customs-removed')).toHaveTextContent('Tullfakturan är borttagen.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Fakturanummer/ })).toHaveValue(''));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    // Nothing saved now, so nothing to remove.
    expect(screen.queryByRole('button', { name: 'Ta bort fakturan' })).toBeNull();
  });
});
