import type { ChargeableWeightRule, QuoteLineCode } from '@skeppa/domain';
import type { ServiceOptionRow } from './tariff-book.ts';

export interface PricingGoods {
  noOfPackages: number;
  /** Total weight of the row in kg (all its packages). */
  weight: number;
  length: number;
  width: number;
  height: number;
  packageType: string;
  /** Settled by the domain rule before pricing: the user's choice or the loading-metre default. */
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
  /** YYYY-MM-DD, the pickup day: picks the fuel surcharge in force. */
  date: string;
}

export interface PricingCustomer {
  priceList: number;
  memberLevel: number;
  /** Carrier codes the customer has chosen and that are active for them. */
  carriers: Set<number>;
}

export interface QuoteLine {
  code: QuoteLineCode;
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
  fields: ServiceOptionRow['fields'];
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
  /** The price list's currency. */
  currency: string;
  chargeableWeight: number;
  chargeableWeightRule: ChargeableWeightRule;
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
