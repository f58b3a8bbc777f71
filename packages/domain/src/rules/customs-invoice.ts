import { isCountryCode } from '../constants/countries.ts';
import type { CustomsInvoice, CustomsLine, CustomsParty } from '../entities/customs-invoice.ts';

/** Translation keys (web `customs.problems.*`): each missing or bad field says what is wrong. */
export const CUSTOMS_PROBLEM_KEYS = [
  'customs.problems.required',
  'customs.problems.eori',
  'customs.problems.vatNo',
  'customs.problems.hsCode',
  'customs.problems.vagueDescription',
  'customs.problems.country',
  'customs.problems.currency',
  'customs.problems.date',
  'customs.problems.positive',
  'customs.problems.reasonExplanation',
  'customs.problems.noLines',
  'customs.problems.netOverGross',
] as const;
export type CustomsProblemKey = (typeof CUSTOMS_PROBLEM_KEYS)[number];

/** `field` is the path in the invoice, `lines.2.hsCode` for a line's. */
export interface CustomsProblem {
  field: string;
  key: CustomsProblemKey;
}

/** A Swedish EORI is `SE` and the 10 digits of the organisation number; other EU ones up to 15. */
export function isEori(value: string): boolean {
  const v = value.replace(/\s/g, '').toUpperCase();
  if (v.startsWith('SE')) return /^SE\d{10}$/.test(v);
  return /^[A-Z]{2}[0-9A-Z]{1,15}$/.test(v);
}

export function isVatNo(value: string): boolean {
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value.replace(/[\s.-]/g, '').toUpperCase());
}

/** The HS code's digits: at least the 6 of the international nomenclature, at most 10 (TARIC). */
export function normaliseHsCode(value: string): string {
  return value.replace(/[\s.]/g, '');
}
export function isHsCode(value: string): boolean {
  return /^\d{6,10}$/.test(normaliseHsCode(value));
}

// Words that say nothing of what the goods are; customs refuse a description made only of them.
const VAGUE = new Set(
  [
    'gift gifts present presents sample samples part parts spare spares goods merchandise items',
    'item stuff various misc miscellaneous accessories products product commercial personal',
    'effects general cargo and of for a the gåva gåvor present presenter prov varuprov del delar',
    'reservdelar varor diverse tillbehör produkter och av för',
  ]
    .join(' ')
    .split(' '),
);

/** A description customs refuse as too bare: empty of anything but words like "gift" or "parts". */
export function isVagueDescription(value: string): boolean {
  const words = value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
  return words.length > 0 && words.every((w) => VAGUE.has(w));
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

function partyProblems(p: CustomsParty, prefix: string, add: (f: string, k: CustomsProblemKey) => void) {
  if (p.name.trim() === '') add(`${prefix}.name`, 'customs.problems.required');
  if (p.address[0].trim() === '') add(`${prefix}.address`, 'customs.problems.required');
  if (p.city.trim() === '') add(`${prefix}.city`, 'customs.problems.required');
  if (p.countrycode === '') add(`${prefix}.countrycode`, 'customs.problems.required');
  else if (!isCountryCode(p.countrycode)) add(`${prefix}.countrycode`, 'customs.problems.country');
  if (p.vatNo !== '' && !isVatNo(p.vatNo)) add(`${prefix}.vatNo`, 'customs.problems.vatNo');
  if (p.eori !== '' && !isEori(p.eori)) add(`${prefix}.eori`, 'customs.problems.eori');
}

function lineProblems(l: CustomsLine, prefix: string, add: (f: string, k: CustomsProblemKey) => void) {
  if (l.description.trim() === '') add(`${prefix}.description`, 'customs.problems.required');
  else if (isVagueDescription(l.description))
    add(`${prefix}.description`, 'customs.problems.vagueDescription');
  if (l.hsCode.trim() === '') add(`${prefix}.hsCode`, 'customs.problems.required');
  else if (!isHsCode(l.hsCode)) add(`${prefix}.hsCode`, 'customs.problems.hsCode');
  if (l.originCountry === '') add(`${prefix}.originCountry`, 'customs.problems.required');
  else if (!isCountryCode(l.originCountry)) add(`${prefix}.originCountry`, 'customs.problems.country');
  if (!(l.quantity > 0)) add(`${prefix}.quantity`, 'customs.problems.positive');
  if (l.unit.trim() === '') add(`${prefix}.unit`, 'customs.problems.required');
  if (!(l.unitValue > 0)) add(`${prefix}.unitValue`, 'customs.problems.positive');
  if (!(l.netWeightKg > 0)) add(`${prefix}.netWeightKg`, 'customs.problems.positive');
}

/**
 * Every problem that keeps a customs invoice from being printed, at most one per field, in the
 * order of the form. The exporter needs an EORI (customs refuse an export without one); a Swedish
 * one is `SE` and 10 digits.
 */
export function customsInvoiceProblems(inv: CustomsInvoice): CustomsProblem[] {
  const problems = new Map<string, CustomsProblemKey>();
  const add = (field: string, key: CustomsProblemKey) => {
    if (!problems.has(field)) problems.set(field, key);
  };
  if (inv.invoiceNo.trim() === '') add('invoiceNo', 'customs.problems.required');
  if (inv.invoiceDate === '') add('invoiceDate', 'customs.problems.required');
  else if (!isIsoDate(inv.invoiceDate)) add('invoiceDate', 'customs.problems.date');
  if (inv.exporter.eori === '') add('exporter.eori', 'customs.problems.required');
  partyProblems(inv.exporter, 'exporter', add);
  partyProblems(inv.importer, 'importer', add);
  if (inv.buyer) partyProblems(inv.buyer, 'buyer', add);
  if (inv.currency === '') add('currency', 'customs.problems.required');
  else if (!CURRENCIES.has(inv.currency)) add('currency', 'customs.problems.currency');
  if (inv.incoterm === null) add('incoterm', 'customs.problems.required');
  if (inv.namedPlace.trim() === '') add('namedPlace', 'customs.problems.required');
  if (inv.reason === null) add('reason', 'customs.problems.required');
  else if (inv.reason === 'other' && inv.reasonExplanation.trim() === '')
    add('reasonExplanation', 'customs.problems.reasonExplanation');
  if (inv.lines.length === 0) add('lines', 'customs.problems.noLines');
  inv.lines.forEach((l, i) => {
    lineProblems(l, `lines.${i}`, add);
  });
  if (!(inv.grossWeightKg > 0)) add('grossWeightKg', 'customs.problems.positive');
  else if (customsInvoiceTotals(inv).netWeightKg > inv.grossWeightKg)
    add('grossWeightKg', 'customs.problems.netOverGross');
  if (!(inv.packageCount > 0)) add('packageCount', 'customs.problems.positive');
  if (inv.waybillNo.trim() === '') add('waybillNo', 'customs.problems.required');
  if (inv.declaration.trim() === '') add('declaration', 'customs.problems.required');
  if (inv.signatory.name.trim() === '') add('signatory.name', 'customs.problems.required');
  if (inv.signatory.title.trim() === '') add('signatory.title', 'customs.problems.required');
  if (inv.signatory.place.trim() === '') add('signatory.place', 'customs.problems.required');
  if (inv.signatory.date === '') add('signatory.date', 'customs.problems.required');
  else if (!isIsoDate(inv.signatory.date)) add('signatory.date', 'customs.problems.date');
  return [...problems].map(([field, key]) => ({ field, key }));
}

const cents = (n: number) => Math.round(n * 100);

export interface CustomsTotals {
  /** Each line's value (quantity × unit value), rounded to the cent. */
  lineValues: number[];
  goods: number;
  total: number;
  netWeightKg: number;
}

/** Sums in whole cents, so the printed total is exactly the sum of the printed lines. */
export function customsInvoiceTotals(inv: CustomsInvoice): CustomsTotals {
  const lineCents = inv.lines.map((l) => cents(l.quantity * l.unitValue));
  const goods = lineCents.reduce((a, b) => a + b, 0);
  const total = goods + cents(inv.freight) + cents(inv.insurance) + cents(inv.otherCharges);
  const grams = inv.lines.reduce((a, l) => a + Math.round(l.netWeightKg * 1000), 0);
  return {
    lineValues: lineCents.map((c) => c / 100),
    goods: goods / 100,
    total: total / 100,
    netWeightKg: grams / 1000,
  };
}
