import { luhnCheckDigit } from './orgnr.ts';

/**
 * The numbers carriers hand out, with their check digits (DOMAIN.md). The sandbox carriers issue
 * them and the documents print them, so a label never carries a number a carrier's scanner refuses.
 */

const DIGITS = /^\d+$/;

/** GS1 mod-10: from the rightmost data digit leftwards weigh 3, 1, 3, 1 …; SSCC and GTIN use it. */
export function gs1CheckDigit(data: string): number {
  if (!DIGITS.test(data)) throw new Error(`digits expected, got ${data}`);
  let sum = 0;
  for (let i = 0; i < data.length; i++) {
    const fromRight = data.length - 1 - i;
    sum += Number(data[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** SSCC-18 from its 17 data digits (extension, GS1 company prefix, serial reference). */
export function sscc(data17: string): string {
  if (!/^\d{17}$/.test(data17)) throw new Error(`an SSCC takes 17 data digits, got ${data17}`);
  return `${data17}${gs1CheckDigit(data17)}`;
}

export function isValidSscc(value: string): boolean {
  return /^\d{18}$/.test(value) && gs1CheckDigit(value.slice(0, 17)) === Number(value[17]);
}

/** DHL Express waybill: nine digits and a check digit, the nine read as one number mod 7. */
export function dhlExpressWaybill(data9: string): string {
  if (!/^\d{9}$/.test(data9)) throw new Error(`a DHL Express waybill takes 9 digits, got ${data9}`);
  return `${data9}${Number(data9) % 7}`;
}

export function isValidDhlExpressWaybill(value: string): boolean {
  return /^\d{10}$/.test(value) && Number(value.slice(0, 9)) % 7 === Number(value[9]);
}

/** A 10-digit waybill number whose last digit is a Luhn check (the sandbox's DHL Freight and DSV). */
export function luhnWaybill(data9: string): string {
  if (!/^\d{9}$/.test(data9)) throw new Error(`a waybill number takes 9 digits, got ${data9}`);
  return `${data9}${luhnCheckDigit(data9)}`;
}

export function isValidLuhnWaybill(value: string): boolean {
  return /^\d{10}$/.test(value) && luhnCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** UPS's value of one character of a tracking number: digits stay, letters (ASCII − 63) mod 10. */
function upsValue(c: string): number {
  return /\d/.test(c) ? Number(c) : (c.charCodeAt(0) - 63) % 10;
}

/** The check digit over the 15 characters after `1Z`: every odd position (from 0) doubled, summed. */
export function upsCheckDigit(body15: string): number {
  if (!/^[0-9A-Z]{15}$/.test(body15)) throw new Error(`a UPS number body is 15 of 0-9A-Z, got ${body15}`);
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += upsValue(body15[i] as string) * (i % 2 === 1 ? 2 : 1);
  return (10 - (sum % 10)) % 10;
}

/** `1Z` + shipper account (6) + service code (2) + package id (7) + check digit: 18 characters. */
export function upsTrackingNumber(account: string, service: string, packageId: string): string {
  const body = `${account}${service}${packageId}`;
  if (!/^[0-9A-Z]{6}$/.test(account) || !/^[0-9A-Z]{2}$/.test(service) || !/^\d{7}$/.test(packageId))
    throw new Error(`not a UPS account, service and package id: ${account} ${service} ${packageId}`);
  return `1Z${body}${upsCheckDigit(body)}`;
}

export function isValidUpsTrackingNumber(value: string): boolean {
  return /^1Z[0-9A-Z]{15}\d$/.test(value) && upsCheckDigit(value.slice(2, 17)) === Number(value[17]);
}

/**
 * DHL Express piece id (licence plate, scanned with data identifier `J`): `JD01` and 16 digits.
 * DHL publishes no check for it; the last digit is a GS1 mod-10 over the 15 before it, so our own
 * reading of a piece id (label checks, a typed-in number) catches a wrong digit.
 */
export function dhlExpressPieceId(serial15: string): string {
  if (!/^\d{15}$/.test(serial15)) throw new Error(`a DHL Express piece id takes 15 digits, got ${serial15}`);
  return `JD01${serial15}${gs1CheckDigit(serial15)}`;
}

export function isValidDhlExpressPieceId(value: string): boolean {
  return /^JD01\d{16}$/.test(value) && gs1CheckDigit(value.slice(4, 19)) === Number(value[19]);
}
