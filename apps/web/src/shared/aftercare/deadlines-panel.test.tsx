import type { AftercareDeadlinesResponse } from '@skeppa/domain';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { setUser } from '@/shared/session/session-store';
import { apiErrorResponse, json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { DeadlinesPanel } from './deadlines-panel';
import { aftercareTexts } from './texts';

const answer = (o: Partial<AftercareDeadlinesResponse> = {}): AftercareDeadlinesResponse => ({
  consignmentId: 41,
  mode: 'road',
  deliveredOn: '2026-11-20',
  estimated: false,
  deadlines: [
    { kind: 'hiddenDamage', lastDay: '2026-11-27', near: true, passed: false },
    { kind: 'delay', lastDay: '2026-12-11', near: false, passed: false },
    { kind: 'timeBar', lastDay: '2027-11-20', near: false, passed: false },
  ],
  ...o,
});

const serves = (body: AftercareDeadlinesResponse) =>
  mockFetch((c) => (c.path === '/api/consignment/deadlines/41' ? json(200, body) : undefined));

describe('deadlines panel', () => {
  beforeEach(async () => {
    await setUser(customerUser);
    await aftercareTexts;
    await changeLanguage('sv');
  });

  it('shows the delivered day, the mode and each last day, warning of the one 2 days or fewer away', async () => {
    serves(answer());
    renderWithProviders(<DeadlinesPanel consignmentId={41} />);
    const hidden = await screen.findByTestId('deadline-hiddenDamage');
    expect(screen.getByTestId('deadlines-delivered')).toHaveTextContent('Levererad 2026-11-20');
    expect(screen.getByText('Vägtransport')).toBeInTheDocument();
    expect(hidden).toHaveAttribute('data-look', 'near');
    expect(within(hidden).getByText('Dold skada')).toBeInTheDocument();
    expect(within(hidden).getByText('2026-11-27')).toBeInTheDocument();
    expect(within(hidden).getByText('2 dagar eller färre kvar')).toBeInTheDocument();
    const delay = screen.getByTestId('deadline-delay');
    expect(delay).toHaveAttribute('data-look', 'open');
    expect(within(delay).getByText('2026-12-11')).toBeInTheDocument();
    expect(within(screen.getByTestId('deadline-timeBar')).getByText('2027-11-20')).toBeInTheDocument();
  });

  it('marks a passed day as passed, and an estimated delivery as expected, in English', async () => {
    await changeLanguage('en');
    serves(
      answer({
        mode: 'air',
        estimated: true,
        deliveredOn: '2026-10-01',
        deadlines: [{ kind: 'hiddenDamage', lastDay: '2026-10-15', near: false, passed: true }],
      }),
    );
    renderWithProviders(<DeadlinesPanel consignmentId={41} />);
    const hidden = await screen.findByTestId('deadline-hiddenDamage');
    expect(hidden).toHaveAttribute('data-look', 'passed');
    expect(within(hidden).getByText('Passed')).toBeInTheDocument();
    expect(screen.getByTestId('deadlines-delivered')).toHaveTextContent(/^Expected delivery 2026-10-01/);
    expect(screen.getByText('By air')).toBeInTheDocument();
    await changeLanguage('sv');
  });

  it('says the days come with a delivery day when the shipment has none', async () => {
    serves(answer({ deliveredOn: null, estimated: true, deadlines: [] }));
    renderWithProviders(<DeadlinesPanel consignmentId={41} />);
    expect(await screen.findByText(/Sändningen har ännu ingen leveransdag/)).toBeInTheDocument();
    expect(screen.queryByTestId('deadline-hiddenDamage')).not.toBeInTheDocument();
  });

  it('says so when the periods cannot be read', async () => {
    mockFetch((c) =>
      c.path === '/api/consignment/deadlines/41' ? apiErrorResponse(404, 'consignment.not_found') : undefined,
    );
    renderWithProviders(<DeadlinesPanel consignmentId={41} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Reklamationsfristerna kunde inte läsas.');
  });
});
