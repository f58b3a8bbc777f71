import {
  isValidDhlExpressWaybill,
  isValidLuhnWaybill,
  isValidSscc,
  isValidUpsTrackingNumber,
} from '@skeppa/domain';
import type { ReadResult } from 'zxing-wasm/reader';

/** A decoded barcode as comparable data: GS1 element strings without their brackets. */
export interface Decoded {
  gs1: boolean;
  data: string;
}

export function decoded(r: ReadResult): Decoded {
  const gs1 = r.symbologyIdentifier === ']C1';
  return { gs1, data: gs1 ? r.text.replace(/[()]/g, '') : r.text };
}

/** Whether a number a label carries has a valid check digit by its carrier's rule (DOMAIN.md). */
export function hasValidCheckDigit(carrier: number, kind: 'waybill' | 'package', value: string): boolean {
  if (carrier === 225) return isValidUpsTrackingNumber(value);
  if (carrier === 131)
    return kind === 'waybill' ? isValidDhlExpressWaybill(value) : /^JD01\d{16}$/.test(value);
  return kind === 'waybill' ? isValidLuhnWaybill(value) : isValidSscc(value);
}

/** Points of a page size may differ from the nominal by ±0.5 pt. */
export const within = (actual: number, expected: number) => Math.abs(actual - expected) <= 0.5;
