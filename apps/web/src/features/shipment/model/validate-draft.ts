import { formatShortNumber, PARCEL_MAX_WEIGHT_KG, postcodeKey, postcodeRequired } from '@skeppa/domain';
import type { GoodsRowForm, PlaceForm, ShipmentDraft } from './draft';
import { parseDecimal } from './parse-number';

/** A message of SPEC §5 as a translation key with its values, so tests and screens share it. */
export interface FieldError {
  key: string;
  /** Already written as the screen shows them ('1 000', '72,5'). */
  values?: Record<string, string>;
}

export type FieldErrors = Record<string, FieldError>;

const LIMITS = { noOfPackages: 999, weight: 50_000, dimension: 2_000 };

interface NumberRule {
  /** Must be at least this (Minimum) … */
  min?: number;
  /** … or strictly above this (More than). */
  moreThan?: number;
  max: number;
  integer?: boolean;
}

function checkNumber(text: string, rule: NumberRule): FieldError | undefined {
  const p = parseDecimal(text);
  if (p.kind === 'empty') return { key: 'validation.required' };
  if (p.kind === 'invalid') return { key: 'validation.number' };
  if (rule.integer && !Number.isInteger(p.value)) return { key: 'shipment.validation.wholeNumber' };
  if (rule.min !== undefined && p.value < rule.min)
    return { key: 'shipment.validation.min', values: { min: formatShortNumber(rule.min) } };
  if (rule.moreThan !== undefined && p.value <= rule.moreThan)
    return { key: 'shipment.validation.moreThan', values: { min: formatShortNumber(rule.moreThan) } };
  if (p.value > rule.max)
    return { key: 'shipment.validation.max', values: { max: formatShortNumber(rule.max) } };
  return undefined;
}

function validateRow(row: GoodsRowForm, errors: FieldErrors) {
  const at = (field: string, error: FieldError | undefined) => {
    if (error) errors[`goods.${row.id}.${field}`] = error;
  };
  const packages = checkNumber(row.noOfPackages, { min: 1, max: LIMITS.noOfPackages, integer: true });
  at('noOfPackages', packages);
  let weight = checkNumber(row.weight, { moreThan: 0, max: LIMITS.weight });
  const kg = parseDecimal(row.weight);
  const count = parseDecimal(row.noOfPackages);
  if (!weight && row.packageType === 'parcel' && kg.kind === 'number' && count.kind === 'number') {
    // The limit is per package: 3 parcels of 30 kg weigh 90 kg together and are fine.
    // The field holds the row's total, so the message says what each package weighs.
    const each = count.value > 0 ? kg.value / count.value : 0;
    if (each > PARCEL_MAX_WEIGHT_KG)
      weight = {
        key: 'shipment.validation.maxParcelWeight',
        values: { max: formatShortNumber(PARCEL_MAX_WEIGHT_KG), each: formatShortNumber(each) },
      };
  }
  at('weight', weight);
  const dimension = { moreThan: 0, max: LIMITS.dimension };
  // Pallet length and width are fixed by the package type, never typed.
  const fixed = row.packageType === 'pallet' || row.packageType === 'halfpallet';
  if (!fixed) at('length', checkNumber(row.length, dimension));
  if (!fixed) at('width', checkNumber(row.width, dimension));
  at('height', checkNumber(row.height, dimension));
}

function validatePlace(name: 'from' | 'to', place: PlaceForm, errors: FieldErrors) {
  if (!place.countrycode) errors[`${name}.countrycode`] = { key: 'validation.required' };
  const postcode = postcodeKey(place.postcode);
  if (postcodeRequired(place.countrycode) && postcode === '')
    errors[`${name}.postcode`] = { key: 'validation.required' };
  // Swedish postcodes are five digits, never starting with 0: "1135" is a typo, not a place.
  else if (place.countrycode === 'SE' && postcode !== '' && !/^[1-9]\d{4}$/.test(postcode))
    errors[`${name}.postcode`] = { key: 'validation.format' };
}

/** Every message of the price form, by field path (`from.postcode`, `goods.<id>.weight`). */
export function validateDraft(draft: Pick<ShipmentDraft, 'from' | 'to' | 'goods'>): FieldErrors {
  const errors: FieldErrors = {};
  validatePlace('from', draft.from, errors);
  validatePlace('to', draft.to, errors);
  for (const row of draft.goods) validateRow(row, errors);
  return errors;
}

/** SPEC §8 "First enter the sender and recipient": the form says so above the goods. */
export function partiesMissing(errors: FieldErrors): boolean {
  return ['from.postcode', 'to.postcode', 'from.countrycode', 'to.countrycode'].some(
    (k) => errors[k]?.key === 'validation.required',
  );
}
