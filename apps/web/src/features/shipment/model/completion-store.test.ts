import { newConsignment } from '@skeppa/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { newCompletion } from './completion';
import { completionActions, useCompletionStore } from './completion-store';
import { newDraft } from './draft';

const goodsValue = () => useCompletionStore.getState().completion?.goodsValue;

describe('ticking insurance', () => {
  beforeEach(() => completionActions.start(newCompletion(newDraft(newConsignment()), 'dhl_freight_paket')));

  it("fills in the customer's saved goods value when none is typed yet", () => {
    completionActions.setInsured(true, '25 000');
    expect(useCompletionStore.getState().completion?.insured).toBe(true);
    expect(goodsValue()).toBe('25 000');
  });

  it('keeps a value the user typed, also through unticking and ticking again', () => {
    completionActions.setGoodsValue('12 000');
    completionActions.setInsured(true, '25 000');
    expect(goodsValue()).toBe('12 000');
    completionActions.setInsured(false, '25 000');
    completionActions.setInsured(true, '25 000');
    expect(goodsValue()).toBe('12 000');
  });
});

describe('describing the goods', () => {
  it('keeps what one goods line is, leaving the others as they were', () => {
    const draft = newDraft(newConsignment());
    const two = { ...draft, goods: [draft.goods[0]!, { ...draft.goods[0]!, id: 'line02' }] };
    completionActions.start(newCompletion(two, 'dhl_freight_paket'));
    completionActions.setGoodsType('line02', 'Reservdelar till pumpar');
    const goods = useCompletionStore.getState().completion?.consignment.goodsItem;
    expect(goods?.map((g) => g.goodsType)).toEqual(['', 'Reservdelar till pumpar']);
  });
});
