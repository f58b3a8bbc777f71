import { TEMPORARY_ORDER_NO_LENGTH } from '../constants/limits.ts';

/** SPEC §4: an order number of 16 characters is a temporary order, not yet booked. */
export function isTemporaryOrderNo(orderNo: string | null | undefined): boolean {
  return typeof orderNo === 'string' && orderNo.length === TEMPORARY_ORDER_NO_LENGTH;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * A uniform number in [0, 1) from the platform's cryptographic source (Web Crypto, in browsers
 * and Node alike): order numbers appear in URLs, so they should not be guessable.
 */
export function cryptoRandom(): number {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return (n ?? 0) / 2 ** 32;
}

/**
 * A new temporary order number: 16 characters of A–Z and 0–9 (upper case only, so it reads out
 * over the phone and never differs by case alone). `random` is injectable for tests.
 */
export function newTemporaryOrderNo(random: () => number = cryptoRandom): string {
  let orderNo = '';
  for (let i = 0; i < TEMPORARY_ORDER_NO_LENGTH; i++) {
    const index = Math.min(ALPHABET.length - 1, Math.floor(random() * ALPHABET.length));
    orderNo += ALPHABET[index] ?? 'A';
  }
  return orderNo;
}
