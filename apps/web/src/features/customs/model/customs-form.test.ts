import { CUSTOMS_DECLARATION } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { goodInvoice } from '../test/invoice';
import {
  addLine,
  type CustomsForm,
  emptyParty,
  formTotals,
  numberText,
  readNumber,
  removeLine,
  setLine,
  setParty,
  setSeparateBuyer,
  toForm,
  toInvoice,
  withDefaults,
} from './customs-form';
import { invoiceProblems, lineProblems, savable } from './problems';

const form = (): CustomsForm => toForm(goodInvoice());

describe('customs form', () => {
  it('gives back the invoice it was made from', () => {
    expect(toInvoice(form())).toEqual(goodInvoice());
  });

  it('reads numbers as a Swedish user types them, with an empty field as 0 and text as NaN', () => {
    expect(readNumber('1 200,5')).toBe(1200.5);
    expect(readNumber('')).toBe(0);
    expect(readNumber('tolv')).toBeNaN();
    expect(numberText(199.9)).toBe('199,9');
    expect(numberText(0)).toBe('');
  });

  it('changes one line and keeps the others as they were, object and all', () => {
    const two = addLine(form());
    const [first, second] = two.lines;
    const changed = setLine(two, second?.key ?? '', { description: 'Cutting boards of oak' });
    expect(changed.lines[0]).toBe(first);
    expect(changed.lines[1]?.description).toBe('Cutting boards of oak');
    expect(changed.lines[1]?.key).toBe(second?.key);
  });

  it('removes a line, and empties the last one rather than leaving no row', () => {
    const two = addLine(form());
    expect(removeLine(two, two.lines[0]?.key ?? '').lines).toEqual([two.lines[1]]);
    const one = form();
    const emptied = removeLine(one, one.lines[0]?.key ?? '');
    expect(emptied.lines).toHaveLength(1);
    expect(emptied.lines[0]?.description).toBe('');
  });

  it('asks for a buyer only when it is not the importer, and keeps what was typed for it', () => {
    const withBuyer = setParty(setSeparateBuyer(form(), true), 'buyer', { name: 'Fjord Holding AS' });
    expect(withBuyer.buyer?.name).toBe('Fjord Holding AS');
    expect(setSeparateBuyer(withBuyer, true).buyer?.name).toBe('Fjord Holding AS');
    expect(setSeparateBuyer(withBuyer, false).buyer).toBeNull();
  });

  it('totals the lines as printed, in whole cents, while a number being typed counts as 0', () => {
    let f = addLine(form());
    f = setLine(f, f.lines[1]?.key ?? '', { quantity: '2', unitValue: '0,105', netWeightKg: 'x' });
    const totals = formTotals(f);
    expect(totals.lineValues).toEqual([599.7, 0.21]);
    expect(totals.goods).toBe(599.91);
    expect(totals.total).toBe(749.91);
    expect(totals.netWeightKg).toBe(0.9);
  });
});

describe('customs form problems', () => {
  it('finds none in an invoice customs would accept', () => {
    expect(invoiceProblems(goodInvoice())).toEqual({});
  });

  it('names a bare description, a short HS code and a bad EORI at their fields, from the domain rules', () => {
    const f = setParty(form(), 'exporter', { eori: 'SE123' });
    const bad = setLine(f, f.lines[0]?.key ?? '', { description: 'Gift', hsCode: '8211' });
    expect(invoiceProblems(toInvoice(bad))).toEqual({
      'exporter.eori': { key: 'customs.problems.eori' },
      'lines.0.description': { key: 'customs.problems.vagueDescription' },
      'lines.0.hsCode': { key: 'customs.problems.hsCode' },
    });
  });

  it('says a number is no number before the rules call it missing, and such a form is not saved', () => {
    const f = form();
    const bad = { ...setLine(f, f.lines[0]?.key ?? '', { quantity: 'tre' }), packageCount: '1,5' };
    const invoice = toInvoice(bad);
    expect(invoiceProblems(invoice)).toEqual({
      'lines.0.quantity': { key: 'validation.number' },
      packageCount: { key: 'customs.form.wholeNumber' },
    });
    expect(savable(invoice)).toBe(false);
    expect(savable(toInvoice(form()))).toBe(true);
  });

  it('says a text is too long and a value too large by the schema, the address by its first line', () => {
    const f = setParty(form(), 'importer', { address: ['x'.repeat(101), ''] });
    const problems = invoiceProblems(toInvoice({ ...f, freight: '200000000' }));
    expect(problems['importer.address']).toEqual({ key: 'validation.tooLong' });
    expect(problems.freight).toEqual({ key: 'customs.form.tooLarge', values: { max: 100_000_000 } });
  });

  it('keeps a half-filled invoice savable, though it cannot be printed', () => {
    const half = { ...form(), importer: emptyParty('NO'), lines: [] };
    const invoice = toInvoice(half);
    expect(savable(invoice)).toBe(true);
    expect(invoiceProblems(invoice)).toMatchObject({
      'importer.name': { key: 'customs.problems.required' },
      lines: { key: 'customs.problems.noLines' },
    });
  });

  it('hands each row its problems, the same object again when they did not change', () => {
    let f = addLine(form());
    f = setLine(f, f.lines[1]?.key ?? '', { description: 'Samples' });
    const [first, second] = f.lines;
    const before = lineProblems(invoiceProblems(toInvoice(f)), f.lines, new Map());
    expect(before.get(first?.key ?? '')).toEqual({});
    expect(before.get(second?.key ?? '')).toMatchObject({
      description: { key: 'customs.problems.vagueDescription' },
      hsCode: { key: 'customs.problems.required' },
    });
    const typed = setLine(f, second?.key ?? '', { unit: 'pcs' });
    const after = lineProblems(invoiceProblems(toInvoice(typed)), typed.lines, before);
    expect(after.get(first?.key ?? '')).toBe(before.get(first?.key ?? ''));
    expect(after.get(second?.key ?? '')).not.toBe(before.get(second?.key ?? ''));
    expect(after.get(second?.key ?? '')?.unit).toBeUndefined();
  });
});

describe('a new customs invoice', () => {
  it('starts with today and the declaration where the draft left them open, and keeps what it had', () => {
    const open = {
      ...goodInvoice(),
      invoiceDate: '',
      declaration: '',
      signatory: { ...goodInvoice().signatory, date: '' },
    };
    const filled = withDefaults(open, '2026-11-25');
    expect(filled.invoiceDate).toBe('2026-11-25');
    expect(filled.signatory.date).toBe('2026-11-25');
    expect(filled.declaration).toBe(CUSTOMS_DECLARATION);
    expect(withDefaults(goodInvoice(), '2026-11-25')).toEqual(goodInvoice());
  });
});
