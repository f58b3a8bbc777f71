import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, serve, signedInInSwedish } from '../test/claim-page';
import { makeClaim, makeOrder } from '../test/shipment';

// What the page shows around the form: the shipment, its notice periods, its claims and the
// administrator's record of the insurer's decision; and when there is no form to show.

describe('claim page: the shipment and its claims', { timeout: 30_000 }, () => {
  beforeEach(signedInInSwedish);

  it('shows the shipment, its notice periods and its claims beside the form', async () => {
    serve({ claims: [makeClaim({ id: 5, claimNo: 'SK-2026-000100', status: 'inReview' })] });
    render();
    const shipment = await screen.findByTestId('claim-shipment');
    expect(within(shipment).getByText('1234567897')).toBeInTheDocument();
    expect(within(shipment).getByText('DHL Freight')).toBeInTheDocument();
    expect(within(shipment).getByText('25 000,00 SEK')).toBeInTheDocument();
    expect(await screen.findByTestId('deadline-hiddenDamage')).toHaveAttribute('data-look', 'near');
    const row = await screen.findByTestId('claim-row');
    expect(within(row).getByText('SK-2026-000100')).toBeInTheDocument();
    expect(within(row).getByText('Under handläggning')).toBeInTheDocument();
    // Only an administrator records the insurer's decision.
    expect(screen.queryByTestId('claim-status-select')).not.toBeInTheDocument();
    expect(screen.getByText(/foton på skadan/)).toBeInTheDocument();
    expect(screen.getByText(/det signerade leveranskvittot/)).toBeInTheDocument();
  });

  it('tells an uninsured shipment there is no claim to file, with no form', async () => {
    const { calls } = serve({ order: makeOrder({ insured: false, goodsValue: null, insurancePrice: null }) });
    render();
    const notice = await screen.findByTestId('claim-not-insured');
    expect(notice).toHaveTextContent('Sändningen är inte försäkrad');
    expect(notice).toHaveTextContent('Sändning 1234567897 bokades utan transportförsäkring');
    expect(within(notice).getByRole('link', { name: 'Öppna sändningen' })).toHaveAttribute(
      'href',
      '/consignment?orderNo=1000234',
    );
    expect(screen.queryByTestId('claim-form')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/claim/'))).toBe(false);
  });

  it('asks for a shipment when the address names none', async () => {
    serve();
    render('');
    expect(await screen.findByText(/Välj en sändning först/)).toBeInTheDocument();
  });

  it("lets an administrator record the insurer's next decision on a claim, by the domain's steps", async () => {
    const { log } = serve({
      admin: true,
      claims: [
        makeClaim({ id: 5, claimNo: 'SK-2026-000100', status: 'submitted' }),
        makeClaim({ id: 6, claimNo: 'SK-2026-000099', status: 'paid' }),
        makeClaim({ id: 4 }),
      ],
    });
    render();
    const select = await screen.findByRole('combobox', { name: 'Status för skadeanmälan SK-2026-000100' });
    // A draft is only submitted, and a paid claim is closed: neither has a status to set.
    expect(screen.getAllByTestId('claim-status-select')).toHaveLength(1);
    await userEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Under handläggning',
      'Godkänd',
      'Delvis godkänd',
      'Avslagen',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Godkänd' }));
    await waitFor(() => expect(log).toEqual(['status 5 approved']));
    expect(await screen.findByText('Skadeanmälan SK-2026-000100 har nu status Godkänd.')).toBeInTheDocument();
  });
});
