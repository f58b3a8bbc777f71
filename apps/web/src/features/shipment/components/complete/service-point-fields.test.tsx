import { newConsignment, type ServicePoint } from '@skeppa/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadErrorTexts } from '@/shared/i18n/errors/texts';
import { setUser } from '@/shared/session/session-store';
import { apiErrorResponse, json, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { customerUser } from '@/test/users';
import { newCompletion } from '../../model/completion';
import { completionActions, useCompletionStore } from '../../model/completion-store';
import { newDraft } from '../../model/draft';
import { shipmentTexts } from '../../texts';
import { ServicePointFields } from './service-point-fields';

const point = (id: string, name: string, distanceMetres: number): ServicePoint => ({
  carrierCode: 116,
  id,
  name,
  street: 'Storgatan 3',
  postcode: '41104',
  city: 'Göteborg',
  countryCode: 'SE',
  openingHours: [
    ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, ranges: ['07:00–22:00'] })),
    { day: 'sat' as const, ranges: ['08:00–20:00'] },
    { day: 'sun' as const, ranges: [] },
  ],
  distanceMetres,
  accessPointType: null,
});
const points = [point('1000001', 'ICA Nära Torget', 340), point('1000002', 'Coop Centrum', 1240)];

function Finder() {
  const chosen = useCompletionStore((s) => s.completion?.consignment.transportProduct.servicePoint ?? null);
  return (
    <ServicePointFields
      supplierId={116}
      ups={false}
      receiver={{ postcode: '411 04', countrycode: 'SE' }}
      chosen={chosen}
    />
  );
}

describe('step 3 service point finder', () => {
  beforeEach(async () => {
    await Promise.all([shipmentTexts, loadErrorTexts()]);
    await setUser(customerUser);
    completionActions.start(newCompletion(newDraft(newConsignment()), 'dhl_freight_servicepoint'));
  });

  it("lists the carrier's points near the receiver with hours and distance, and keeps the one chosen", async () => {
    const { calls } = mockFetch((c) =>
      c.path.startsWith('/api/servicepoint?') ? json(200, { servicePoints: points }) : undefined,
    );
    renderWithProviders(<Finder />);
    expect(screen.getByText('Söker utlämningsställen …')).toBeInTheDocument();
    expect(await screen.findByText('ICA Nära Torget')).toBeInTheDocument();
    expect(screen.getByText('340 m')).toBeInTheDocument();
    expect(screen.getByText('1,2 km')).toBeInTheDocument();
    expect(screen.getAllByText('Öppet: mån–fre 07:00–22:00 · lör 08:00–20:00 · sön stängt')).toHaveLength(2);
    expect(calls[0]?.path).toContain('supplierId=116&postcode=41104&countryCode=SE');
    await userEvent.click(screen.getByRole('radio', { name: /Coop Centrum/ }));
    expect(useCompletionStore.getState().completion?.consignment.transportProduct.servicePoint).toEqual(
      points[1],
    );
  });

  it('says there are no pickup points for the postcode', async () => {
    mockFetch((c) =>
      c.path.startsWith('/api/servicepoint?') ? apiErrorResponse(404, 'servicepoint.not_found') : undefined,
    );
    renderWithProviders(<Finder />);
    expect(
      await screen.findByText('Inga utlämningsställen (eller Access Points) för angivet postnummer.'),
    ).toBeInTheDocument();
  });
});
