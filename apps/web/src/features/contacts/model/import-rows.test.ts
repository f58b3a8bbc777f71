import type { ContactImportRow } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { contactTexts } from '@/shared/contacts/texts';
import { changeLanguage, i18n } from '@/shared/i18n/i18n';
import { importReportCsv } from './import-report';
import { filterRows, rowsToImport } from './import-rows';

const row = (o: Partial<ContactImportRow>): ContactImportRow => ({
  row: 2,
  action: 'create',
  id: null,
  summary: {
    company: 'Lager AB',
    fullName: '',
    address1: 'Gatan 1',
    postcode: '11351',
    city: 'Stockholm',
    country: 'SE',
  },
  problems: [],
  duplicateOf: null,
  duplicateRow: null,
  outcome: 'valid',
  ...o,
});

const rows = [
  row({ row: 2 }),
  row({ row: 3, duplicateOf: 41 }),
  row({ row: 4, outcome: 'invalid', problems: [{ field: 'postcode', key: 'validation.format' }] }),
  row({ row: 5, duplicateRow: 2, summary: { ...row({}).summary, company: 'Citat "AB"; filial' } }),
];

describe('import rows', () => {
  it('count what an import would write, duplicates only when wanted', () => {
    expect(rowsToImport(rows, false)).toBe(1);
    expect(rowsToImport(rows, true)).toBe(3);
  });

  it('filter errors and duplicates', () => {
    expect(filterRows(rows, 'invalid').map((r) => r.row)).toEqual([4]);
    expect(filterRows(rows, 'duplicates').map((r) => r.row)).toEqual([3, 5]);
    expect(filterRows(rows, 'all')).toHaveLength(4);
  });

  it('write a report with the field and message of each problem, in the language shown', async () => {
    await contactTexts;
    await changeLanguage('sv');
    const csv = importReportCsv(i18n.t, rows);
    const lines = csv.replace('\ufeff', '').trim().split('\r\n');
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe('Rad;Resultat;Id;Företag;Namn;Postnummer;Ort;Land;Meddelanden');
    expect(lines[3]).toBe('4;Fel;;Lager AB;;11351;Stockholm;SE;Postnummer: Ogiltigt format');
    expect(lines[2]).toContain('Trolig dubblett av kontakt 41');
    expect(lines[4]).toContain('"Citat ""AB""; filial"');
  });
});
