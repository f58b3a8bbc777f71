import { describe, expect, it } from 'vitest';
import { type GoodsRowForm, newGoodsRow } from './draft';
import { deriveRow, goodsTotals } from './goods-row';
import { parseDecimal } from './parse-number';

const row = (patch: Partial<GoodsRowForm>): GoodsRowForm => ({ ...newGoodsRow(), ...patch });

describe('goods row', () => {
  it('reads a decimal comma, spaces between thousands, and rejects other text', () => {
    expect(parseDecimal('12,5')).toEqual({ kind: 'number', value: 12.5 });
    expect(parseDecimal('1 200.5')).toEqual({ kind: 'number', value: 1200.5 });
    expect(parseDecimal('  ')).toEqual({ kind: 'empty' });
    expect(parseDecimal('12kg')).toEqual({ kind: 'invalid' });
    expect(parseDecimal('1,2,3')).toEqual({ kind: 'invalid' });
  });

  it('computes volume and loading metres with the domain rule', () => {
    const d = deriveRow(row({ noOfPackages: '2', length: '40', width: '30', height: '20,5' }));
    expect(d.volume).toBeCloseTo(0.049, 3);
    expect(d.loadingMetres).toBeCloseTo(0.1, 3);
    expect(d.locked).toBe(false);
  });

  it('fixes and locks a pallet at 120 × 80 whatever was typed', () => {
    const d = deriveRow(
      row({ packageType: 'pallet', noOfPackages: '2', length: '99', width: '1', height: '100' }),
    );
    expect(d).toMatchObject({ length: 120, width: 80, locked: true, showStackable: true });
    expect(d.volume).toBeCloseTo(1.92, 3);
    expect(d.loadingMetres).toBeCloseTo(0.8, 3);
    expect(deriveRow(row({ packageType: 'halfpallet' }))).toMatchObject({
      length: 60,
      width: 80,
      locked: true,
    });
  });

  it('counts parcels as stackable, where the choice is not offered', () => {
    expect(
      deriveRow(row({ packageType: 'parcel', length: '40', width: '30', isStackable: false })),
    ).toMatchObject({
      showStackable: false,
      isStackable: true,
    });
    expect(deriveRow(row({ packageType: 'unspecified', isStackable: false })).isStackable).toBe(false);
  });

  it('starts pallets and other goods taking loading metres as not stackable, until the user ticks it', () => {
    const pallet = row({ packageType: 'pallet', noOfPackages: '2', height: '100' });
    expect(deriveRow(pallet).isStackable).toBe(false);
    expect(deriveRow({ ...pallet, isStackable: true }).isStackable).toBe(true);
    expect(deriveRow(row({ packageType: 'unspecified', length: '50', width: '40' })).isStackable).toBe(false);
    // Nothing typed yet takes no floor space.
    expect(deriveRow(row({ packageType: 'unspecified' })).isStackable).toBe(true);
  });

  it('sums the rows, leaving out what is not a number yet', () => {
    const totals = goodsTotals([
      row({ noOfPackages: '2', weight: '400', packageType: 'pallet', height: '100' }),
      row({ noOfPackages: '1', weight: '2,5', length: 'x' }),
    ]);
    expect(totals.packages).toBe(3);
    expect(totals.weight).toBeCloseTo(402.5);
    expect(totals.volume).toBeCloseTo(1.92, 3);
    expect(totals.loadingMetres).toBeCloseTo(0.8, 3);
  });
});
