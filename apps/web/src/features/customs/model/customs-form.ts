import {
  CUSTOMS_DECLARATION,
  type CustomsInvoice,
  type CustomsLine,
  type CustomsParty,
  type CustomsTotals,
  customsInvoiceTotals,
  parseDecimal,
} from '@skeppa/domain';

/** A goods line as typed: numbers stay text until they are read, so "1," can be typed. */
export interface LineForm {
  /** Stable across edits and removals, so React keeps each row's inputs (and memo) in place. */
  key: string;
  description: string;
  hsCode: string;
  originCountry: string;
  quantity: string;
  unit: string;
  unitValue: string;
  netWeightKg: string;
}

type NumberField = 'freight' | 'insurance' | 'otherCharges' | 'grossWeightKg' | 'packageCount';

/** The customs invoice as the form holds it: the domain shape with its numbers as typed text. */
export type CustomsForm = Omit<CustomsInvoice, 'lines' | NumberField> & { lines: LineForm[] } & Record<
    NumberField,
    string
  >;

export type LineNumberField = 'quantity' | 'unitValue' | 'netWeightKg';
export type LineTextField = Exclude<keyof LineForm, 'key' | LineNumberField>;

let nextKey = 0;
const newKey = () => `line-${++nextKey}`;

/** A number as the form shows it: decimal comma, nothing for zero (an empty field reads as 0). */
export function numberText(value: number): string {
  return value === 0 ? '' : String(value).replace('.', ',');
}

/** Empty reads as 0 (charges left blank are none); text that is no number reads as NaN. */
export function readNumber(text: string): number {
  if (text.trim() === '') return 0;
  return parseDecimal(text) ?? Number.NaN;
}

export function emptyLine(): LineForm {
  return {
    key: newKey(),
    description: '',
    hsCode: '',
    originCountry: '',
    quantity: '',
    unit: '',
    unitValue: '',
    netWeightKg: '',
  };
}

export function emptyParty(countrycode = ''): CustomsParty {
  return { name: '', address: ['', ''], postcode: '', city: '', countrycode, vatNo: '', eori: '' };
}

function lineToForm(line: CustomsLine): LineForm {
  return {
    key: newKey(),
    description: line.description,
    hsCode: line.hsCode,
    originCountry: line.originCountry,
    quantity: numberText(line.quantity),
    unit: line.unit,
    unitValue: numberText(line.unitValue),
    netWeightKg: numberText(line.netWeightKg),
  };
}

export function toForm(invoice: CustomsInvoice): CustomsForm {
  return {
    ...invoice,
    lines: invoice.lines.length > 0 ? invoice.lines.map(lineToForm) : [emptyLine()],
    freight: numberText(invoice.freight),
    insurance: numberText(invoice.insurance),
    otherCharges: numberText(invoice.otherCharges),
    grossWeightKg: numberText(invoice.grossWeightKg),
    packageCount: numberText(invoice.packageCount),
  };
}

// A line is read again only when it changed: the other rows' objects are kept by every edit.
const readLines = new WeakMap<LineForm, CustomsLine>();

function readLine(line: LineForm): CustomsLine {
  let read = readLines.get(line);
  if (!read) {
    read = {
      description: line.description,
      hsCode: line.hsCode,
      originCountry: line.originCountry,
      quantity: readNumber(line.quantity),
      unit: line.unit,
      unitValue: readNumber(line.unitValue),
      netWeightKg: readNumber(line.netWeightKg),
    };
    readLines.set(line, read);
  }
  return read;
}

/**
 * The invoice the form says, for the rules and the server. Numbers that are not numbers stay NaN,
 * so the schema names them. Every row is a line, blank ones too: a problem's index
 * (`lines.2.hsCode`) is then the row's.
 */
export function toInvoice(form: CustomsForm): CustomsInvoice {
  return {
    ...form,
    lines: form.lines.map(readLine),
    freight: readNumber(form.freight),
    insurance: readNumber(form.insurance),
    otherCharges: readNumber(form.otherCharges),
    grossWeightKg: readNumber(form.grossWeightKg),
    packageCount: readNumber(form.packageCount),
  };
}

const zeroIfNaN = (n: number) => (Number.isNaN(n) ? 0 : n);

/** The totals as far as they are known while typing: a number not yet readable counts as 0. */
export function formTotals(form: CustomsForm): CustomsTotals {
  const inv = toInvoice(form);
  return customsInvoiceTotals({
    ...inv,
    lines: inv.lines.map((l) => ({
      ...l,
      quantity: zeroIfNaN(l.quantity),
      unitValue: zeroIfNaN(l.unitValue),
      netWeightKg: zeroIfNaN(l.netWeightKg),
    })),
    freight: zeroIfNaN(inv.freight),
    insurance: zeroIfNaN(inv.insurance),
    otherCharges: zeroIfNaN(inv.otherCharges),
  });
}

export function addLine(form: CustomsForm): CustomsForm {
  return { ...form, lines: [...form.lines, emptyLine()] };
}

/** Removes a line; the last one is emptied instead, so there is always a row to type in. */
export function removeLine(form: CustomsForm, key: string): CustomsForm {
  const lines = form.lines.filter((l) => l.key !== key);
  return { ...form, lines: lines.length > 0 ? lines : [emptyLine()] };
}

/** Changes one line; every other line keeps its object, so its row does not draw again. */
export function setLine(form: CustomsForm, key: string, patch: Partial<Omit<LineForm, 'key'>>): CustomsForm {
  return { ...form, lines: form.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) };
}

export type PartyName = 'exporter' | 'importer' | 'buyer';

export function setParty(form: CustomsForm, which: PartyName, patch: Partial<CustomsParty>): CustomsForm {
  const party = form[which] ?? emptyParty();
  return { ...form, [which]: { ...party, ...patch } };
}

/** The buyer is asked for only when it is not the importer. */
export function setSeparateBuyer(form: CustomsForm, separate: boolean): CustomsForm {
  return { ...form, buyer: separate ? (form.buyer ?? emptyParty()) : null };
}

/**
 * What a new invoice starts with where the server's draft left it open: today's date for the
 * invoice and the signature, and the usual declaration (CUSTOMS_DECLARATION, in English).
 */
export function withDefaults(invoice: CustomsInvoice, today: string): CustomsInvoice {
  return {
    ...invoice,
    invoiceDate: invoice.invoiceDate || today,
    declaration: invoice.declaration || CUSTOMS_DECLARATION,
    signatory: { ...invoice.signatory, date: invoice.signatory.date || today },
  };
}
