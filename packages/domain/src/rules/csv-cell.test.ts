import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, restoreCsvCell } from './csv-cell.ts';

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

describe('neutraliseCsvCell', () => {
  it('puts a quote before a value a spreadsheet would run as a formula', () => {
    expect(neutraliseCsvCell('=HYPERLINK("http://x.se","Klicka")')).toBe(
      `'=HYPERLINK("http://x.se","Klicka")`,
    );
    expect(neutraliseCsvCell('+46 31 123 45 60')).toBe("'+46 31 123 45 60");
    expect(neutraliseCsvCell('-2+3+cmd')).toBe("'-2+3+cmd");
    expect(neutraliseCsvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCsvCell('\t=1')).toBe("'\t=1");
    expect(neutraliseCsvCell('\r=1')).toBe("'\r=1");
    expect(neutraliseCsvCell("'=1")).toBe("''=1");
  });

  it('leaves every other value as it is', () => {
    for (const value of ['', 'Lager AB', '031-123 45 60', 'a=b', "O'Brien", "'quoted'", ' =1', '1-2']) {
      expect(neutraliseCsvCell(value)).toBe(value);
    }
  });

  it('never lets a cell start a formula', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(FORMULA_STARTS).not.toContain(neutraliseCsvCell(value)[0]);
      }),
    );
  });
});

describe('restoreCsvCell', () => {
  it('takes off the quote neutralising added, and no other', () => {
    expect(restoreCsvCell("'=1+1")).toBe('=1+1');
    expect(restoreCsvCell("'+46 31 123 45 60")).toBe('+46 31 123 45 60');
    expect(restoreCsvCell("''=1")).toBe("'=1");
    expect(restoreCsvCell("'Lager")).toBe("'Lager");
    expect(restoreCsvCell("'")).toBe("'");
    expect(restoreCsvCell('=1')).toBe('=1');
  });

  it('gives back every value exactly, whatever it holds', () => {
    const formulaish = fc
      .tuple(fc.stringMatching(/^'{0,3}$/), fc.constantFrom(...FORMULA_STARTS, 'a', ' '), fc.string())
      .map(([quotes, first, rest]) => quotes + first + rest);
    fc.assert(
      fc.property(fc.oneof(fc.string(), formulaish), (value) => {
        expect(restoreCsvCell(neutraliseCsvCell(value))).toBe(value);
      }),
    );
  });
});
