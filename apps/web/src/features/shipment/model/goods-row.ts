import { isStackable, packageTypeOf, withDerivedMeasures } from '@skeppa/domain';
import type { GoodsRowForm } from './draft';
import { numberOrZero } from './parse-number';

export interface DerivedRow {
  noOfPackages: number;
  weight: number;
  length: number;
  width: number;
  height: number;
  volume: number;
  loadingMetres: number;
  /** Pallets fix length and width; the inputs are then read-only. */
  locked: boolean;
  showStackable: boolean;
  isStackable: boolean;
}

/**
 * A goods row's numbers with the domain rules applied: pallet sizes, volume and loading metres,
 * and whether the goods stack (the same rule the API applies).
 */
export function deriveRow(row: GoodsRowForm): DerivedRow {
  const item = withDerivedMeasures({
    noOfPackages: numberOrZero(row.noOfPackages),
    length: numberOrZero(row.length),
    width: numberOrZero(row.width),
    height: numberOrZero(row.height),
    packageType: row.packageType,
  });
  return {
    noOfPackages: item.noOfPackages,
    weight: numberOrZero(row.weight),
    length: item.length,
    width: item.width,
    height: item.height,
    volume: item.volume,
    loadingMetres: item.loadingMetres,
    locked: item.readOnly,
    showStackable: packageTypeOf(row.packageType)?.showStackable ?? false,
    isStackable: isStackable(item, row.isStackable),
  };
}

export interface GoodsTotals {
  packages: number;
  weight: number;
  volume: number;
  loadingMetres: number;
}

export function goodsTotals(rows: readonly GoodsRowForm[]): GoodsTotals {
  const sum: GoodsTotals = { packages: 0, weight: 0, volume: 0, loadingMetres: 0 };
  for (const row of rows) {
    const d = deriveRow(row);
    sum.packages += d.noOfPackages;
    sum.weight += d.weight;
    sum.volume += d.volume;
    sum.loadingMetres += d.loadingMetres;
  }
  return sum;
}
