import { newConsignment } from '@skeppa/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorResponse, json, mockFetch } from '@/test/fetch-mock';
import { useDraftStore } from '../model/draft-store';
import PricePage from '../pages/price-page';
import { completeDraft, draftPostcodes, renderAt, setDraft } from '../test/fixtures';

const row = () => screen.getByRole('group', { name: 'Godsrad 1' });
const field = (name: string) => within(row()).getByRole('textbox', { name });

function renderForm(draft = completeDraft()) {
  setDraft(draft);
  return renderAt('/shipment/price', [{ path: '/shipment/price', Component: PricePage }]);
}

async function choosePackageType(label: string) {
  await userEvent.click(within(row()).getByRole('combobox', { name: 'Kollityp' }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('price form', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('computes volume and loading metres as the goods are typed, with a decimal comma', async () => {
    mockFetch(draftPostcodes);
    renderForm();
    await userEvent.clear(field('Antal kolli'));
    await userEvent.type(field('Antal kolli'), '2');
    await userEvent.clear(field('Höjd (cm)'));
    await userEvent.type(field('Höjd (cm)'), '20,5');
    expect(field('Volym (m³)')).toHaveValue('0,049');
    expect(field('Flakmeter')).toHaveValue('0,10');
    expect(screen.getByTestId('total-packages')).toHaveTextContent('2');
  });

  it('fixes and locks length and width of a pallet, and offers stacking only where it applies', async () => {
    mockFetch(draftPostcodes);
    renderForm();
    expect(within(row()).queryByRole('checkbox', { name: 'Stapelbar' })).toBeNull();
    await choosePackageType('EUR Pall');
    expect(field('Längd (cm)')).toHaveValue('120');
    expect(field('Bredd (cm)')).toHaveValue('80');
    expect(field('Längd (cm)')).toHaveAttribute('readonly');
    expect(field('Höjd (cm)')).not.toHaveAttribute('readonly');
    // Pallets take loading metres: not stackable until the user ticks it.
    const stackable = within(row()).getByRole('checkbox', { name: 'Stapelbar' });
    expect(stackable).not.toBeChecked();
    await userEvent.click(stackable);
    expect(stackable).toBeChecked();
    expect(useDraftStore.getState().draft?.goods[0]?.isStackable).toBe(true);
  });

  it('shows the validation messages and prices nothing while they stand', async () => {
    const { calls } = mockFetch(draftPostcodes);
    const draft = completeDraft();
    renderForm({ ...draft, from: { ...draft.from, postcode: '' } });
    await userEvent.clear(field('Vikt totalt (kg)'));
    await userEvent.type(field('Vikt totalt (kg)'), 'tung');
    expect(await within(row()).findByText('Vikt totalt (kg): Måste vara ett tal')).toBeInTheDocument();
    await userEvent.clear(field('Vikt totalt (kg)'));
    await userEvent.type(field('Vikt totalt (kg)'), '71');
    // The field is the row's total; the message says what each package weighs, beside the limit.
    expect(
      await within(row()).findByText('Vikt totalt (kg): 71 kg per kolli, högst 70 kg för paket'),
    ).toBeInTheDocument();
    expect(field('Vikt totalt (kg)')).toHaveAccessibleDescription('71 kg per kolli, högst 70 kg för paket');

    await userEvent.click(screen.getByRole('button', { name: 'Visa priser' }));
    expect(await screen.findByText('Obligatoriskt fält')).toBeInTheDocument();
    expect(screen.getByText(/Ange först avsändare och mottagare/)).toBeInTheDocument();
    expect(screen.getByTestId('form-invalid')).toHaveTextContent('Formuläret innehåller fel');
    expect(calls.some((c) => c.path.startsWith('/api/consignment/price'))).toBe(false);
  });

  it('posts the draft and goes to step 2', async () => {
    const { calls } = mockFetch(draftPostcodes, (c) =>
      c.path === '/api/consignment/price/'
        ? json(200, { priceResult: [], unpriced: [], errors: [] })
        : undefined,
    );
    const router = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Visa priser' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipment/select'));
    const body = calls.find((c) => c.path === '/api/consignment/price/')?.body as Record<string, unknown>[];
    expect(body[0]).toMatchObject({ consigneeType: 'company', noPickup: false });
    expect(body[0]?.goodsItem).toEqual([
      expect.objectContaining({
        weight: 5,
        length: 40,
        width: 30,
        height: 20,
        volume: 0.024,
        packageType: 'parcel',
      }),
    ]);
  });

  it('sends pallets as not stackable, and as stackable once ticked', async () => {
    const { calls } = mockFetch(draftPostcodes, (c) =>
      c.path === '/api/consignment/price/'
        ? json(200, { priceResult: [], unpriced: [], errors: [] })
        : undefined,
    );
    const draft = completeDraft();
    const pallets = {
      ...draft.goods[0]!,
      packageType: 'pallet' as const,
      noOfPackages: '2',
      length: '120',
      width: '80',
    };
    const router = renderForm({
      ...draft,
      goods: [pallets, { ...pallets, id: 'Second', isStackable: true }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Visa priser' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shipment/select'));
    const body = calls.find((c) => c.path === '/api/consignment/price/')?.body as { goodsItem: unknown[] }[];
    expect(body[0]?.goodsItem).toEqual([
      expect.objectContaining({ packageType: 'pallet', loadingMetres: 0.8, isStackable: false }),
      expect.objectContaining({ packageType: 'pallet', loadingMetres: 0.8, isStackable: true }),
    ]);
  });

  it('fills the city from a complete postcode; an unknown one hints and empties the city found before', async () => {
    mockFetch(
      (c) =>
        c.path === '/api/postcode/SE/41104'
          ? json(200, { countrycode: 'SE', postcode: '41104', city: 'Göteborg' })
          : undefined,
      (c) =>
        c.path.startsWith('/api/postcode/') ? apiErrorResponse(404, 'postcode.city_not_found') : undefined,
    );
    const draft = completeDraft();
    renderForm({ ...draft, to: { countrycode: 'SE', postcode: '', city: '', state: '' } });
    const to = screen.getByRole('group', { name: 'Mottagare' });
    await userEvent.type(within(to).getByRole('textbox', { name: /Postnummer/ }), '41104');
    // The lookup waits for typing to stop (400 ms), then asks the server: more than findBy's 1 s
    // on a busy machine.
    const lookup = { timeout: 4_000 };
    await waitFor(
      () => expect(within(to).getByRole('textbox', { name: 'Ort' })).toHaveValue('Göteborg'),
      lookup,
    );
    expect(useDraftStore.getState().draft?.to.city).toBe('Göteborg');

    await userEvent.clear(within(to).getByRole('textbox', { name: /Postnummer/ }));
    await userEvent.type(within(to).getByRole('textbox', { name: /Postnummer/ }), '99999');
    expect(
      await within(to).findByText('Hittar inte orten. Skriv in den själv.', {}, lookup),
    ).toBeInTheDocument();
    // Göteborg was the city of 41104, not of 99999.
    expect(within(to).getByRole('textbox', { name: 'Ort' })).toHaveValue('');
    await userEvent.type(within(to).getByRole('textbox', { name: 'Ort' }), 'Långtbortistan');
    expect(useDraftStore.getState().draft?.to.city).toBe('Långtbortistan');
  });

  it('empties the form on request, starting again from the consignment template', async () => {
    mockFetch(draftPostcodes, (c) =>
      c.path === '/api/consignment/template/' ? json(200, newConsignment()) : undefined,
    );
    renderForm();
    expect(field('Vikt totalt (kg)')).toHaveValue('5');
    await userEvent.click(screen.getByRole('button', { name: 'Töm formuläret' }));
    await waitFor(() => expect(field('Vikt totalt (kg)')).toHaveValue(''));
    expect(useDraftStore.getState().draft?.to.postcode).toBe('');
  });
});
