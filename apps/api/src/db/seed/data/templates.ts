/**
 * Sample freight services of the active carriers (and of the inactive ones, which are never
 * priced). Prices are in SEK excluding VAT for the first Swedish zone; other zones scale by
 * ZONE_FACTORS. Factors follow DOMAIN.md: courier 200 kg/m³ per piece; road services take their
 * factors from the zone (ROAD_FACTORS): Swedish road 280 kg/m³ and 1,950 kg/ldm, Nordic road
 * 350/2,000, European road 333/1,850.
 */
export type TariffKind = 'courier' | 'parcel' | 'groupage' | 'pallet';
/**
 * Where a template goes. FROM_NORDIC and FROM_EU are imports into Sweden, zoned by the country
 * the goods come from.
 */
export type Scope = 'SE' | 'NORDIC' | 'EU' | 'WORLD' | 'FROM_NORDIC' | 'FROM_EU';

/** Road factors by the zone's road network; courier services keep the template's own factor. */
export const ROAD_FACTORS: Record<'SE' | 'NORDIC' | 'EU', { kgPerM3: number; kgPerLdm: number }> = {
  SE: { kgPerM3: 280, kgPerLdm: 1950 },
  NORDIC: { kgPerM3: 350, kgPerLdm: 2000 },
  EU: { kgPerM3: 333, kgPerLdm: 1850 },
};

export interface SurchargeSeed {
  kind: 'pickup' | 'privateConsignee' | 'bigCity' | 'preNotice';
  sek: number;
  perPackage?: boolean;
}

export interface OptionSeed {
  type: string;
  labelSv: string;
  labelEn: string;
  sek: number;
  perPackage?: boolean;
  fields?: {
    name: string;
    labelSv: string;
    labelEn: string;
    required: boolean;
    format?: string;
    maxLength?: number;
    exactLength?: number;
  }[];
}

export interface TemplateSeed {
  templateName: string;
  templateSubject: string;
  supplierId: number;
  code: string;
  kind: TariffKind;
  scopes: Scope[];
  fromCountries?: string[];
  days: [number, number];
  baseSek: number;
  perKgSek: number;
  consigneeTypes: ('company' | 'private')[];
  packageTypes: string[];
  maxWeight: number;
  maxDims: [number, number, number];
  kgPerM3: number;
  kgPerLdm?: number;
  weightStep?: number;
  /** Courier rule: each package weighed and rounded on its own. */
  perPiece?: boolean;
  fixedSek?: Partial<Record<'pallet' | 'halfpallet', number>>;
  noPickupTemplateExists?: boolean;
  hidePriceless?: boolean;
  locationFinder?: boolean;
  pickupTime?: string;
  mandatoryMobileConsignee?: boolean;
  surcharges?: SurchargeSeed[];
  options?: OptionSeed[];
  infoSv: string;
  infoEn: string;
}

export const ZONE_FACTORS: Record<string, number> = {
  SE1: 1,
  SE2: 1.1,
  SE3: 1.2,
  SE4: 1.45,
  NORDIC: 1.8,
  EU: 2.4,
  WORLD: 3.6,
};

export const BREAKS: Record<TariffKind, number[]> = {
  courier: [0.5, 1, 2, 3, 5, 10, 15, 20, 30, 50, 70],
  parcel: [1, 3, 5, 10, 15, 20, 35],
  groupage: [25, 50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 5000],
  pallet: [],
};

export const PARCELS = ['parcel', 'unspecified'];
export const ALL_TYPES = ['parcel', 'unspecified', 'pallet', 'halfpallet'];
export const PALLETS = ['pallet', 'halfpallet'];
export const COURIER_DIMS: [number, number, number] = [120, 80, 80];
export const ROAD_DIMS: [number, number, number] = [240, 180, 220];

export const bigCity: SurchargeSeed = { kind: 'bigCity', sek: 65 };
export const tailLift = (sek: number): OptionSeed => ({ type: 'tailLift', labelSv: 'Bakgavellyft', labelEn: 'Tail lift', sek });
export const phoneNotice: OptionSeed = {
  type: 'phoneNotice',
  labelSv: 'Telefonavisering',
  labelEn: 'Phone notice',
  sek: 55,
  fields: [{ name: 'phone', labelSv: 'Telefon', labelEn: 'Phone', required: true, format: 'numeric', maxLength: 15 }],
};
export const saturday = (sek: number): OptionSeed => ({
  type: 'saturdayDelivery',
  labelSv: 'Lördagsleverans',
  labelEn: 'Saturday delivery',
  sek,
});

export const dhlExpress = (t: Partial<TemplateSeed> & Pick<TemplateSeed, 'templateName' | 'templateSubject' | 'code' | 'scopes' | 'days' | 'baseSek' | 'perKgSek' | 'infoSv' | 'infoEn'>): TemplateSeed => ({
  supplierId: 131,
  kind: 'courier',
  consigneeTypes: ['company', 'private'],
  packageTypes: PARCELS,
  maxWeight: 70,
  maxDims: COURIER_DIMS,
  kgPerM3: 200,
  weightStep: 0.5,
  perPiece: true,
  pickupTime: '09:00-17:00',
  options: [saturday(495), { type: 'paperlessTrade', labelSv: 'Papperslös tull', labelEn: 'Paperless trade', sek: 0 }],
  ...t,
});

export const ups = (t: Partial<TemplateSeed> & Pick<TemplateSeed, 'templateName' | 'templateSubject' | 'code' | 'scopes' | 'days' | 'baseSek' | 'perKgSek' | 'infoSv' | 'infoEn'>): TemplateSeed => ({
  supplierId: 225,
  kind: 'courier',
  consigneeTypes: ['company', 'private'],
  packageTypes: PARCELS,
  maxWeight: 70,
  maxDims: [150, 100, 100],
  kgPerM3: 200,
  weightStep: 0.5,
  perPiece: true,
  surcharges: [
    { kind: 'pickup', sek: 60 },
    { kind: 'privateConsignee', sek: 38 },
  ],
  options: [
    { type: 'signatureRequired', labelSv: 'Mottagarsignatur', labelEn: 'Signature required', sek: 39 },
    saturday(260),
    {
      type: 'cod',
      labelSv: 'Postförskott',
      labelEn: 'Cash on delivery',
      sek: 95,
      fields: [{ name: 'amount', labelSv: 'Belopp', labelEn: 'Amount', required: true, format: 'decimal', maxLength: 10 }],
    },
  ],
  ...t,
});
