import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CustomsInvoice, customsInvoiceSchema } from '../entities/customs-invoice.ts';
import {
  customsInvoiceProblems,
  customsInvoiceTotals,
  isEori,
  isHsCode,
  isVagueDescription,
} from './customs-invoice.ts';

const party = (over: Partial<CustomsInvoice['exporter']> = {}): CustomsInvoice['exporter'] => ({
  name: 'Åkesson & Söner AB',
  address: ['Hamngatan 1', ''],
  postcode: '41101',
  city: 'Göteborg',
  countrycode: 'SE',
  vatNo: 'SE556036079301',
  eori: 'SE5560360793',
  ...over,
});

function invoice(over: Partial<CustomsInvoice> = {}): CustomsInvoice {
  return {
    kind: 'commercial',
    invoiceNo: 'F-1001',
    invoiceDate: '2026-11-23',
    exporter: party(),
    importer: party({ name: 'Nordlys AS', countrycode: 'NO', vatNo: '', eori: '', city: 'Oslo' }),
    buyer: null,
    currency: 'SEK',
    incoterm: 'DAP',
    namedPlace: 'Oslo',
    reason: 'sale',
    reasonExplanation: '',
    lines: [
      {
        description: 'Cotton T-shirts, men’s, printed',
        hsCode: '6109.10',
        originCountry: 'SE',
        quantity: 3,
        unit: 'pcs',
        unitValue: 99.9,
        netWeightKg: 0.6,
      },
      {
        description: 'Steel ball bearings 608-2RS',
        hsCode: '8482 10 10',
        originCountry: 'DE',
        quantity: 7,
        unit: 'pcs',
        unitValue: 12.35,
        netWeightKg: 0.14,
      },
    ],
    freight: 250,
    insurance: 10.5,
    otherCharges: 0,
    grossWeightKg: 1.2,
    packageCount: 1,
    waybillNo: '1234567897',
    declaration: 'I declare that the information is true and correct.',
    signatory: { name: 'Eva Åkesson', title: 'CEO', place: 'Göteborg', date: '2026-11-23' },
    ...over,
  };
}

describe('customs invoice rules', () => {
  it('accepts a complete invoice and the schema parses it', () => {
    expect(customsInvoiceSchema.parse(invoice())).toEqual(invoice());
    expect(customsInvoiceProblems(invoice())).toEqual([]);
  });

  it('knows a Swedish EORI as SE and 10 digits', () => {
    expect(isEori('SE5560360793')).toBe(true);
    expect(isEori('SE 556036 0793')).toBe(true);
    expect(isEori('SE556036079')).toBe(false);
    expect(isEori('SE55603607931')).toBe(false);
    expect(isEori('DE123456789012345')).toBe(true);
    expect(isEori('5560360793')).toBe(false);
  });

  it('wants an HS code of at least 6 digits', () => {
    expect(isHsCode('610910')).toBe(true);
    expect(isHsCode('8482.10.10')).toBe(true);
    expect(isHsCode('6109')).toBe(false);
    expect(isHsCode('61091O')).toBe(false);
  });

  it('refuses bare descriptions and keeps specific ones', () => {
    for (const bare of ['gift', 'Samples', 'parts', 'spare parts', 'Gåva', 'reservdelar', 'Gift items'])
      expect(isVagueDescription(bare), bare).toBe(true);
    for (const specific of ['Wool socks', 'Spare parts for Volvo V70 brakes', 'Sample of printed fabric'])
      expect(isVagueDescription(specific), specific).toBe(false);
  });

  it('names each bad field with its own message', () => {
    const bad = invoice({
      invoiceDate: '2026-02-30',
      exporter: party({ eori: 'SE123' }),
      currency: 'KRONOR',
      reason: 'other',
      lines: [{ ...invoice().lines[0]!, description: 'gift', hsCode: '6109', quantity: 0 }],
      signatory: { name: '', title: 'CEO', place: 'Göteborg', date: '2026-11-23' },
    });
    expect(customsInvoiceProblems(bad)).toEqual([
      { field: 'invoiceDate', key: 'customs.problems.date' },
      { field: 'exporter.eori', key: 'customs.problems.eori' },
      { field: 'currency', key: 'customs.problems.currency' },
      { field: 'reasonExplanation', key: 'customs.problems.reasonExplanation' },
      { field: 'lines.0.description', key: 'customs.problems.vagueDescription' },
      { field: 'lines.0.hsCode', key: 'customs.problems.hsCode' },
      { field: 'lines.0.quantity', key: 'customs.problems.positive' },
      { field: 'signatory.name', key: 'customs.problems.required' },
    ]);
    expect(customsInvoiceProblems(invoice({ exporter: party({ eori: '' }) }))).toEqual([
      { field: 'exporter.eori', key: 'customs.problems.required' },
    ]);
    expect(customsInvoiceProblems(invoice({ grossWeightKg: 0.5 }))).toEqual([
      { field: 'grossWeightKg', key: 'customs.problems.netOverGross' },
    ]);
  });

  it('totals the lines in whole cents: 3 × 99.90 + 7 × 12.35 + 250 + 10.50', () => {
    const t = customsInvoiceTotals(invoice());
    expect(t.lineValues).toEqual([299.7, 86.45]);
    expect(t.goods).toBe(386.15);
    expect(t.total).toBe(646.65);
    expect(t.netWeightKg).toBe(0.74);
  });

  it('has a total that is exactly the goods plus the charges, to the cent', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 1000 }),
      unitValue: fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const inv = invoice({ lines: lines.map((l) => ({ ...invoice().lines[0]!, ...l })) });
        const t = customsInvoiceTotals(inv);
        const sumCents = t.lineValues.reduce((a, v) => a + Math.round(v * 100), 0);
        expect(Math.round(t.goods * 100)).toBe(sumCents);
        expect(Math.round(t.total * 100)).toBe(sumCents + 25_000 + 1_050);
      }),
    );
  });
});
