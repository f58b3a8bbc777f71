import { oreOfAmount } from './amount.ts';
import type { XmlNode } from './read-xml.ts';

/** A file that is camt but lacks or garbles a part we need; `message` names its path. */
export class CamtMalformed extends Error {}

export const missing = (path: string) => new CamtMalformed(`missing ${path}`);

/** An element's text: a plain leaf, or the text of a leaf with attributes (an amount's Ccy). */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isNode(value) && typeof value['#text'] === 'string') return value['#text'];
  return undefined;
}

/** A mandatory element's text; an empty element counts as missing. */
export function required(parent: XmlNode, name: string, path: string): string {
  const value = text(parent[name]);
  if (!value) throw missing(path);
  return value;
}

/** An element with children, or an empty one as no children; anything else is malformed. */
export function node(value: unknown, path: string): XmlNode {
  if (value === '') return {};
  if (value === undefined) throw missing(path);
  if (!isNode(value)) throw new CamtMalformed(`${path}: not the element expected`);
  return value;
}

export function optionalNode(value: unknown): XmlNode | undefined {
  return isNode(value) ? value : undefined;
}

export function list(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export interface Money {
  ore: number;
  currency: string;
}

/** An ISO 20022 amount with its currency attribute, in öre (minor units). */
export function money(value: unknown, path: string): Money {
  const amount = text(value);
  if (!amount) throw missing(path);
  const currency = isNode(value) ? value['@Ccy'] : undefined;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw missing(`${path}/@Ccy`);
  const ore = oreOfAmount(amount);
  if (ore === null)
    throw new CamtMalformed(`${path}: "${amount}" is not an amount with at most two decimals`);
  return { ore, currency };
}

/** The calendar day of a DateAndDateTimeChoice (`Dt`, or the date part of `DtTm` as written). */
export function dateOf(value: unknown, path: string): string {
  const choice = node(value, path);
  const written = text(choice.Dt) ?? text(choice.DtTm);
  if (!written) throw missing(`${path}/Dt`);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(written);
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])))
    throw new CamtMalformed(`${path}: "${written}" is not a date`);
  return match[0];
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isNode(value: unknown): value is XmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
