import { newConsignment } from '@skeppa/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/shared/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { newCompletion } from '../../model/completion';
import { completionActions, useCompletionStore } from '../../model/completion-store';
import { newDraft } from '../../model/draft';
import { shipmentTexts } from '../../texts';
import { GoodsFields } from './goods-fields';

/** Two goods lines to Oslo: a parcel of 12,5 kg and two pallets of 300 kg. */
function start() {
  const draft = newDraft(newConsignment());
  const row = draft.goods[0]!;
  const goods = [
    { ...row, id: 'parcel', weight: '12,5', length: '40', width: '30', height: '20' },
    { ...row, id: 'pallet', noOfPackages: '2', packageType: 'pallet' as const, weight: '300', height: '100' },
  ];
  const to = { countrycode: 'NO', postcode: '0150', city: 'Oslo', state: '' };
  completionActions.start(newCompletion({ ...draft, goods, to }, 'dhl_freight_pall'));
}

function Fields({ errors = {} }: { errors?: Record<string, string> }) {
  const consignment = useCompletionStore((s) => s.completion?.consignment);
  return consignment ? <GoodsFields consignment={consignment} error={(id) => errors[id]} /> : null;
}

describe('step 3 goods', () => {
  beforeEach(async () => {
    await shipmentTexts;
    start();
  });
  afterEach(async () => {
    await act(() => changeLanguage('sv'));
  });

  it('asks what each goods line is, naming the line, and keeps what is typed', async () => {
    renderWithProviders(<Fields />);
    const first = screen.getByRole('textbox', { name: /^Varubeskrivning, rad 1/ });
    expect(first).toHaveAccessibleDescription('1 × Paket, 12,5 kg');
    expect(screen.getByRole('textbox', { name: /^Varubeskrivning, rad 2/ })).toHaveAccessibleDescription(
      '2 × EUR Pall, 300,0 kg',
    );
    // To Oslo: the goods leave the EU, and the page says customs read the description.
    expect(screen.getByText(/tullen läser den också/)).toBeInTheDocument();
    await userEvent.type(first, 'Reservdelar till pumpar');
    const goods = useCompletionStore.getState().completion?.consignment.goodsItem;
    expect(goods?.map((g) => g.goodsType)).toEqual(['Reservdelar till pumpar', '']);
    expect(first).toHaveAttribute('maxlength', '35');
  });

  it('shows a line its problem, in English too', async () => {
    await act(() => changeLanguage('en'));
    renderWithProviders(<Fields errors={{ pallet: 'Mandatory field' }} />);
    const pallet = screen.getByRole('textbox', { name: /^Goods description, line 2/ });
    expect(pallet).toHaveAccessibleDescription(/Mandatory field/);
    expect(pallet).toBeInvalid();
    expect(screen.getByRole('textbox', { name: /^Goods description, line 1/ })).toBeValid();
  });
});
