/** Package types of SPEC §3. `showStackable` says whether the stackable choice is offered. */
export const PACKAGE_TYPE_CODES = ['unspecified', 'parcel', 'pallet', 'halfpallet'] as const;
export type PackageTypeCode = (typeof PACKAGE_TYPE_CODES)[number];

export interface PackageType {
  code: PackageTypeCode;
  /** Swedish name, as carriers and the booked list print it. */
  name: string;
  nameEn: string;
  type: PackageTypeCode;
  showStackable: boolean;
  showInSelect: boolean;
  /** Pallets have fixed length and width (cm) that the user cannot change. */
  fixedDimensions: { length: number; width: number } | null;
}

export const PACKAGE_TYPES: readonly PackageType[] = [
  {
    code: 'unspecified',
    name: 'Ospecificerat',
    nameEn: 'Unspecified',
    type: 'unspecified',
    showStackable: true,
    showInSelect: true,
    fixedDimensions: null,
  },
  {
    code: 'parcel',
    name: 'Paket',
    nameEn: 'Parcel',
    type: 'parcel',
    showStackable: false,
    showInSelect: true,
    fixedDimensions: null,
  },
  {
    code: 'pallet',
    name: 'EUR Pall',
    nameEn: 'EUR pallet',
    type: 'pallet',
    showStackable: true,
    showInSelect: true,
    fixedDimensions: { length: 120, width: 80 },
  },
  {
    code: 'halfpallet',
    name: 'EUR Halvpall',
    nameEn: 'EUR half pallet',
    type: 'halfpallet',
    showStackable: true,
    showInSelect: true,
    fixedDimensions: { length: 60, width: 80 },
  },
];

export function packageTypeOf(code: string): PackageType | undefined {
  return PACKAGE_TYPES.find((p) => p.code === code);
}

/** The heaviest parcel any carrier's parcel service takes (kg per package); heavier goes as pallet. */
export const PARCEL_MAX_WEIGHT_KG = 70;
