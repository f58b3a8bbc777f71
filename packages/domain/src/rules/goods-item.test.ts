import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newGoodsItem } from '../entities/consignment.ts';
import {
  exactLoadingMetres,
  exactVolumeM3,
  fixedDimensionsOf,
  isStackable,
  loadingMetres,
  newGoodsItemId,
  volumeM3,
  withDerivedMeasures,
} from './goods-item.ts';

const dimension = fc.integer({ min: 0, max: 2000 });
const packages = fc.integer({ min: 1, max: 999 });

describe('volumeM3', () => {
  it('multiplies the dimensions in metres and the packages (SPEC §9)', () => {
    expect(volumeM3({ noOfPackages: 1, length: 100, width: 100, height: 100 })).toBe(1);
    expect(volumeM3({ noOfPackages: 2, length: 120, width: 80, height: 100 })).toBe(1.92);
    expect(volumeM3({ noOfPackages: 3, length: 0, width: 80, height: 100 })).toBe(0);
  });

  it('is never negative and grows in proportion to the packages', () => {
    fc.assert(
      fc.property(dimension, dimension, dimension, packages, (length, width, height, n) => {
        const one = volumeM3({ noOfPackages: 1, length, width, height });
        const many = volumeM3({ noOfPackages: n, length, width, height });
        expect(one).toBeGreaterThanOrEqual(0);
        // Each is rounded to litres, so n × one may differ by the rounding of one, times n.
        expect(Math.abs(many - n * one)).toBeLessThanOrEqual(0.0005 * (n + 1) + 1e-9);
      }),
    );
  });
});

describe('exact measures', () => {
  it('are not rounded to litres, and round to the shown measures', () => {
    expect(exactVolumeM3({ noOfPackages: 1, length: 89, width: 40, height: 10 })).toBeCloseTo(0.0356, 12);
    expect(volumeM3({ noOfPackages: 1, length: 89, width: 40, height: 10 })).toBe(0.036);
    expect(exactLoadingMetres({ noOfPackages: 1, length: 50, width: 50 })).toBeCloseTo(0.1041666667, 9);
    expect(loadingMetres({ noOfPackages: 1, length: 50, width: 50 })).toBe(0.104);
  });
});

describe('loadingMetres', () => {
  it('is width × length in metres / 2.4 times the packages', () => {
    expect(loadingMetres({ noOfPackages: 1, length: 120, width: 80 })).toBe(0.4);
    expect(loadingMetres({ noOfPackages: 3, length: 120, width: 80 })).toBe(1.2);
    expect(loadingMetres({ noOfPackages: 1, length: 60, width: 80 })).toBe(0.2);
  });

  it('is never negative', () => {
    fc.assert(
      fc.property(dimension, dimension, packages, (length, width, n) => {
        expect(loadingMetres({ noOfPackages: n, length, width })).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('stacking and fixed dimensions', () => {
  const goods = (packageType: string, length = 120, width = 80) => ({
    packageType,
    length,
    width,
    noOfPackages: 2,
  });

  it('starts goods that take loading metres as not stackable, unless the user says they are', () => {
    expect(isStackable(goods('pallet'), undefined)).toBe(false);
    expect(isStackable(goods('halfpallet', 60), null)).toBe(false);
    expect(isStackable(goods('unspecified', 50, 40), undefined)).toBe(false);
    expect(isStackable(goods('pallet'), true)).toBe(true);
    expect(isStackable(goods('unspecified', 50, 40), true)).toBe(true);
    // Nothing typed yet takes no floor: stackable until the user says otherwise.
    expect(isStackable(goods('unspecified', 0, 0), undefined)).toBe(true);
    expect(isStackable(goods('unspecified', 0, 0), false)).toBe(false);
  });

  it('always stacks parcels, which do not offer the choice', () => {
    expect(isStackable(goods('parcel', 40, 30), undefined)).toBe(true);
    expect(isStackable(goods('parcel', 40, 30), false)).toBe(true);
  });

  it('follows the user wherever the package type offers the choice', () => {
    const type = fc.constantFrom('pallet', 'halfpallet', 'unspecified');
    fc.assert(
      fc.property(type, dimension, dimension, fc.boolean(), (t, length, width, said) => {
        expect(isStackable(goods(t, length, width), said)).toBe(said);
      }),
    );
  });

  it('fixes pallets at 120 × 80 and half pallets at 60 × 80', () => {
    expect(fixedDimensionsOf('pallet')).toEqual({ length: 120, width: 80 });
    expect(fixedDimensionsOf('halfpallet')).toEqual({ length: 60, width: 80 });
    expect(fixedDimensionsOf('parcel')).toBeNull();
    expect(fixedDimensionsOf('unspecified')).toBeNull();
    expect(fixedDimensionsOf('crate')).toBeNull();
  });
});

describe('newGoodsItemId', () => {
  it('makes 6 letters or digits from any random source', () => {
    expect(newGoodsItemId(() => 0)).toBe('AAAAAA');
    expect(newGoodsItemId()).toMatch(/^[A-Za-z0-9]{6}$/);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (r) => {
        expect(newGoodsItemId(() => r)).toMatch(/^[A-Za-z0-9]{6}$/);
      }),
    );
  });
});

describe('withDerivedMeasures', () => {
  it('locks a pallet at 120 × 80 whatever was typed, and computes its measures', () => {
    const typed = {
      ...newGoodsItem(() => 0),
      packageType: 'pallet' as const,
      length: 50,
      width: 50,
      height: 100,
    };
    const pallet = withDerivedMeasures({ ...typed, noOfPackages: 2 });
    expect(pallet).toMatchObject({
      length: 120,
      width: 80,
      height: 100,
      tag: 'pallet',
      isReadOnly: true,
      readOnly: true,
    });
    expect(pallet.volume).toBe(1.92);
    expect(pallet.loadingMetres).toBe(0.8);
    expect(typed.length).toBe(50);
  });

  it('keeps typed dimensions of a parcel and unlocks it', () => {
    const parcel = withDerivedMeasures({
      ...newGoodsItem(() => 0),
      packageType: 'parcel' as const,
      length: 40,
      width: 30,
      height: 20,
      isReadOnly: true,
      readOnly: true,
    });
    expect(parcel).toMatchObject({
      length: 40,
      width: 30,
      tag: 'parcel',
      isReadOnly: false,
      readOnly: false,
    });
    expect(parcel.volume).toBe(0.024);
  });

  it('always gives a pallet 120 × 80, read-only, and measures matching its dimensions', () => {
    const type = fc.constantFrom('pallet', 'halfpallet', 'parcel', 'unspecified') as fc.Arbitrary<
      'pallet' | 'halfpallet' | 'parcel' | 'unspecified'
    >;
    fc.assert(
      fc.property(
        type,
        dimension,
        dimension,
        dimension,
        packages,
        (packageType, length, width, height, n) => {
          const item = { ...newGoodsItem(() => 0), packageType, length, width, height, noOfPackages: n };
          const out = withDerivedMeasures(item);
          if (packageType === 'pallet') expect([out.length, out.width]).toEqual([120, 80]);
          if (packageType === 'halfpallet') expect([out.length, out.width]).toEqual([60, 80]);
          expect(out.isReadOnly).toBe(packageType === 'pallet' || packageType === 'halfpallet');
          expect(out.volume).toBe(volumeM3(out));
          expect(out.loadingMetres).toBe(loadingMetres(out));
          expect(out.tag).toBe(packageType);
        },
      ),
    );
  });
});
