import { isInEu } from './customs-required.ts';

/**
 * The VAT rate of a transport of goods we sell to a Swedish business customer (sources in
 * docs/rules.md, Bills: VAT on freight). A business buyer established in Sweden makes Sweden the
 * place of supply, so a transport within Sweden or between two EU member states carries Swedish
 * VAT of 25 %; a transport tied to the export or import of goods (one end outside the EU) is exempt
 * with the right of deduction (Directive 2006/112/EC art. 146.1 e and 144; ML 2023:200, 10 kap.).
 */
export const STANDARD_VAT_RATE = 25;

export function freightVatRate(fromCountry: string, toCountry: string): number {
  return isInEu(fromCountry) && isInEu(toCountry) ? STANDARD_VAT_RATE : 0;
}

/** Why a line is billed without VAT: printed on the invoice as the law asks (ML 17 kap. 24 §). */
export type VatExemption = 'export' | 'insurance';

/** A line's VAT in öre, rounded half up per line: the bill's VAT is the sum of its lines'. */
export function vatOre(netOre: number, rate: number): number {
  return Math.sign(netOre) * Math.round((Math.abs(netOre) * rate) / 100);
}
