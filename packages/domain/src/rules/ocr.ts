import { isMod10Valid } from './bank-account.ts';
import { luhnCheckDigit } from './orgnr.ts';

/**
 * A Swedish OCR reference for a payment to a Bankgiro number, in Bankgirot's "variable length with
 * length and check digit" form: the reference, then a length digit (the last digit of the whole
 * reference's length, both added digits counted), then a mod 10 (Luhn) check digit over everything
 * before it. The bank's app refuses a reference whose check digit or length is wrong, so a payer's
 * typo never reaches us as someone else's bill. Sources in docs/rules.md, Bills.
 */
export const OCR_MIN_LENGTH = 2;
export const OCR_MAX_LENGTH = 25;

/** The OCR reference of a bill: its invoice number with the length digit and the check digit. */
export function ocrReference(invoiceNo: number | string): string {
  const digits = String(invoiceNo);
  if (!/^\d+$/.test(digits) || digits.length + 2 > OCR_MAX_LENGTH)
    throw new RangeError(`not an invoice number: ${digits}`);
  const withLength = `${digits}${(digits.length + 2) % 10}`;
  return `${withLength}${luhnCheckDigit(withLength)}`;
}

/** Whether a payer's reference is an OCR number we could have written: length digit and check digit right. */
export function isValidOcrReference(value: string): boolean {
  if (!/^\d+$/.test(value) || value.length < OCR_MIN_LENGTH || value.length > OCR_MAX_LENGTH) return false;
  return Number(value.at(-2)) === value.length % 10 && isMod10Valid(value);
}

/** The invoice number an OCR reference of ours carries, or null when it is not one. */
export function invoiceNoOfOcr(value: string): string | null {
  return value.length > 2 && isValidOcrReference(value) ? value.slice(0, -2) : null;
}
