export type ChargeableRule = 'actual' | 'volume' | 'loadingMetres' | 'fixed';

export interface PricingGoods {
  noOfPackages: number;
  /** Total weight of the row in kg (all its packages). */
  weight: number;
  length: number;
  width: number;
  height: number;
  packageType: string;
  isStackable: boolean;
}

export interface PricingInput {
  from: { countrycode: string; postcode: string };
  to: { countrycode: string; postcode: string };
  consigneeType: 'company' | 'private';
  pickup: boolean;
  goods: PricingGoods[];
  /** Types of the added services the customer chose. */
  serviceOptions: string[];
  /** SEK; null or 0 means not insured. */
  insuranceGoodsValue: number | null;
  /** YYYY-MM-DD, picks the fuel surcharge in force. */
  date: string;
}

export interface PricingCustomer {
  priceList: number;
  memberLevel: number;
  /** Carrier codes the customer has chosen and that are active for them. */
  carriers: Set<number>;
}

export type LineCode =
  | 'freight'
  | 'fuel'
  | 'pickup'
  | 'privateConsignee'
  | 'bigCity'
  | 'preNotice'
  | 'serviceOption'
  | 'insurance';

export interface QuoteLine {
  code: LineCode;
  /** The added service's type, on serviceOption lines. */
  type?: string;
  labelSv?: string;
  labelEn?: string;
  /** Percent, on the fuel line. */
  percent?: number;
  amountOre: number;
}

export interface OfferedOption {
  id: number;
  type: string;
  labelSv: string;
  labelEn: string;
  priceOre: number;
  perPackage: boolean;
  chosen: boolean;
  fields: {
    name: string;
    labelSv: string;
    labelEn: string;
    required: boolean;
    format?: string;
    maxLength?: number;
    exactLength?: number;
  }[];
}

export interface Quote {
  templateId: number;
  templateName: string;
  templateSubject: string;
  supplier: string;
  supplierId: number;
  logo: string;
  netOre: number;
  vatOre: number;
  totalOre: number;
  currency: 'SEK';
  chargeableWeight: number;
  chargeableWeightRule: ChargeableRule;
  actualWeight: number;
  deliveryMinDays: number;
  deliveryMaxDays: number;
  lines: QuoteLine[];
  serviceOptions: OfferedOption[];
}

export interface Unpriced {
  templateName: string;
  templateSubject: string;
  supplierId: number;
  reason: 'pricing.price_not_found';
}

export interface PricingResult {
  quotes: Quote[];
  unpriced: Unpriced[];
}
