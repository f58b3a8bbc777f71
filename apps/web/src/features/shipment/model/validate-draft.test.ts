import { describe, expect, it } from 'vitest';
import { completeDraft } from '../test/fixtures';
import type { GoodsRowForm } from './draft';
import { partiesMissing, validateDraft } from './validate-draft';

function withRow(patch: Partial<GoodsRowForm>) {
  const draft = completeDraft();
  const first = draft.goods[0]!;
  return { draft: { ...draft, goods: [{ ...first, ...patch }] }, id: first.id };
}

describe('validateDraft', () => {
  it('passes a complete draft, decimal comma included', () => {
    const { draft } = withRow({ weight: '12,5', height: '20,5' });
    expect(validateDraft(draft)).toEqual({});
  });

  it('asks for sender and recipient first', () => {
    const draft = completeDraft();
    const errors = validateDraft({ ...draft, from: { ...draft.from, postcode: ' ' } });
    expect(errors['from.postcode']).toEqual({ key: 'validation.required' });
    expect(partiesMissing(errors)).toBe(true);
  });

  it('says a Swedish postcode of the wrong shape is invalid, not missing', () => {
    const draft = completeDraft();
    const errors = validateDraft({ ...draft, to: { ...draft.to, postcode: '1135' } });
    expect(errors['to.postcode']).toEqual({ key: 'validation.format' });
    expect(partiesMissing(errors)).toBe(false);
    expect(validateDraft({ ...draft, to: { ...draft.to, postcode: '113 51' } })).toEqual({});
  });

  it('gives the messages of SPEC §5 for goods', () => {
    const { draft, id } = withRow({
      noOfPackages: '0',
      weight: 'abc',
      length: '',
      width: '0',
      height: '1,5',
    });
    const errors = validateDraft(draft);
    expect(errors[`goods.${id}.noOfPackages`]).toEqual({
      key: 'shipment.validation.min',
      values: { min: '1' },
    });
    expect(errors[`goods.${id}.weight`]).toEqual({ key: 'validation.number' });
    expect(errors[`goods.${id}.length`]).toEqual({ key: 'validation.required' });
    expect(errors[`goods.${id}.width`]).toEqual({
      key: 'shipment.validation.moreThan',
      values: { min: '0' },
    });
    expect(errors[`goods.${id}.height`]).toBeUndefined();
  });

  it('limits a parcel to 70 kg per package', () => {
    const heavy = withRow({ packageType: 'parcel', noOfPackages: '1', weight: '70,5' });
    expect(validateDraft(heavy.draft)[`goods.${heavy.id}.weight`]).toEqual({
      key: 'shipment.validation.maxParcelWeight',
      values: { max: '70', each: '70,5' },
    });
    // The field is the row's total: 150 kg in two parcels is 75 kg each, and the message says so.
    const two = withRow({ packageType: 'parcel', noOfPackages: '2', weight: '150' });
    expect(validateDraft(two.draft)[`goods.${two.id}.weight`]?.values).toEqual({ max: '70', each: '75' });
    // Two parcels of 40 kg are 80 kg in all, and fine.
    expect(validateDraft(withRow({ noOfPackages: '2', weight: '80' }).draft)).toEqual({});
    // A pallet of 400 kg is not a parcel.
    expect(validateDraft(withRow({ packageType: 'pallet', weight: '400' }).draft)).toEqual({});
  });

  it('does not ask for the fixed length and width of pallets', () => {
    const { draft } = withRow({ packageType: 'halfpallet', length: '', width: '', weight: '100' });
    expect(validateDraft(draft)).toEqual({});
  });
});
