import { packageTypeOf } from '../constants/package-types.ts';

/** Measures in cm and kg, as the goods rows hold them. */
export interface GoodsMeasures {
  noOfPackages: number;
  length: number;
  width: number;
  height: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
/** A trailer is 2.4 m wide; loading metres are the floor length the goods take on it. */
const TRAILER_WIDTH_M = 2.4;

/**
 * Volume in m³ (SPEC §9) unrounded: pricing multiplies it by a factor first and rounds the
 * weight, so a litre rounded away here never moves a price to the next kilo.
 */
export function exactVolumeM3(g: GoodsMeasures): number {
  return (g.length / 100) * (g.width / 100) * (g.height / 100) * g.noOfPackages;
}

/** Loading metres (SPEC §9) unrounded, for the same reason. */
export function exactLoadingMetres(g: Pick<GoodsMeasures, 'noOfPackages' | 'length' | 'width'>): number {
  return ((g.width / 100) * (g.length / 100) * g.noOfPackages) / TRAILER_WIDTH_M;
}

/** Volume in m³ as shown (SPEC §9): each dimension in metres, multiplied, times the packages. */
export function volumeM3(g: GoodsMeasures): number {
  return round3(exactVolumeM3(g));
}

/** Loading metres as shown (SPEC §9): width × length in metres / 2.4, times the packages. */
export function loadingMetres(g: Pick<GoodsMeasures, 'noOfPackages' | 'length' | 'width'>): number {
  return round3(exactLoadingMetres(g));
}

/**
 * Whether goods may be stacked, for the web draft and the API alike. SPEC §4: goods that take
 * loading metres are not stackable unless the user says they are; the user can say so only where
 * the package type offers the choice (`showStackable`). Parcels, which do not offer it, always
 * stack: no carrier charges floor space for a parcel.
 */
export function isStackable(
  g: Pick<GoodsMeasures, 'noOfPackages' | 'length' | 'width'> & { packageType: string },
  said: boolean | null | undefined,
): boolean {
  if (!(packageTypeOf(g.packageType)?.showStackable ?? false)) return true;
  return said ?? !(exactLoadingMetres(g) > 0);
}

/** Pallet and half pallet fix length and width; other types keep what the user typed. */
export function fixedDimensionsOf(packageType: string): { length: number; width: number } | null {
  return packageTypeOf(packageType)?.fixedDimensions ?? null;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A goods item id: 6 random characters (SPEC §9). `random` is injectable for tests. */
export function newGoodsItemId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < 6; i++) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)] ?? 'A';
  return id;
}

/** What the rule works out from a goods row's measures and package type. */
export interface DerivedMeasures {
  volume: number;
  loadingMetres: number;
  tag: string;
  isReadOnly: boolean;
  readOnly: boolean;
}

/**
 * A goods row after the user changed it: pallets take their fixed length and width and lock them,
 * the tag follows the package type, and volume and loading metres are computed again.
 */
export function withDerivedMeasures<T extends GoodsMeasures & { packageType: string }>(
  item: T,
): Omit<T, keyof DerivedMeasures> & DerivedMeasures {
  const fixed = fixedDimensionsOf(item.packageType);
  const next = { ...item, tag: item.packageType, isReadOnly: fixed !== null, readOnly: fixed !== null };
  if (fixed) Object.assign(next, fixed);
  return { ...next, volume: volumeM3(next), loadingMetres: loadingMetres(next) };
}
