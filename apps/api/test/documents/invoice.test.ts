import { isValidOcrReference } from '@skeppa/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { printInvoice } from '../../src/documents/invoice/invoice-pdf.ts';
import { invoiceUbl } from '../../src/documents/invoice/invoice-ubl.ts';
import { invoiceDocument, invoiceLine } from '../helpers/invoice-documents.ts';
import { readPdf } from '../helpers/read-documents.ts';

const flat = (t: string) => t.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');

describe('the invoice as PDF', () => {
  it('holds what Swedish law asks of an invoice, in Swedish', async () => {
    const inv = invoiceDocument();
    const pages = await readPdf(await printInvoice(inv));
    expect(pages).toHaveLength(1);
    const text = flat(pages[0]!.text);
    for (const t of [
      'FAKTURA',
      'Fakturanummer',
      '1001',
      'Fakturadatum',
      '2026-12-01',
      'Förfallodag',
      '2026-12-31',
      'Nordisk Verktyg AB',
      'Momsreg.nr SE556677889901',
      'Org.nr 556677-8899',
      'Skeppa AB',
      'Momsreg.nr SE559123456101',
      'Godkänd för F-skatt',
      'Er referens',
      'Anna Lindqvist',
      'DHL Freight 40123456781, Göteborg SE → Stockholm SE',
      'SK2611240002',
      // 489.00 + 48.90 at 25 %: VAT 134.48; 1 250.00 at 0 %.
      'Moms 25 % (Underlag 537,90 SEK)',
      '134,48 SEK',
      'Moms 0 % (Underlag 1 250,00 SEK)',
      'Summa exkl. moms',
      '1 787,90 SEK',
      'Att betala',
      '1 922,38 SEK',
      'Undantag från skatteplikt: transport i samband med export eller import',
      'Bankgiro',
      '5050-1055',
      'OCR-nummer',
      '100164',
      'Betalningsvillkor: 30 dagar netto.',
      'dröjsmålsränta enligt räntelagen',
      'Sida 1 av 1',
    ])
      expect(text, t).toContain(t);
    expect(isValidOcrReference(inv.ocr)).toBe(true);
    expect(inv.totalNetOre + inv.totalVatOre).toBe(192_238);
  });

  it('is written wholly in English for an English-speaking customer', async () => {
    const text = flat((await readPdf(await printInvoice(invoiceDocument({ language: 'en' }))))[0]!.text);
    for (const t of [
      'INVOICE',
      'Invoice number',
      'Due date',
      'VAT no. SE556677889901',
      'Approved for F-tax',
      'Amount due',
      'OCR number',
      'Terms of payment: 30 days net.',
      'Page 1 of 1',
    ])
      expect(text, t).toContain(t);
    expect(text).not.toContain('Förfallodag');
  });

  it('prints a credit note with the invoice it credits and no payment slip', async () => {
    const credit = invoiceDocument({
      kind: 'credit',
      invoiceNo: '1004',
      creditedInvoiceNo: '1001',
      ocr: '',
      lines: [invoiceLine(-4_890, 25, { article: 'Drivmedelstillägg' })],
    });
    const text = flat((await readPdf(await printInvoice(credit)))[0]!.text);
    for (const t of ['KREDITFAKTURA', 'Krediterar faktura', '1001', 'Till er kredit', '-61,13 SEK'])
      expect(text, t).toContain(t);
    expect(text).not.toContain('OCR-nummer');
    expect(text).not.toContain('Att betala');
  });

  it('carries sixty lines over pages, the header on each, the totals and payment on the last', async () => {
    const lines = Array.from({ length: 60 }, (_, i) =>
      invoiceLine(10_000 + i, 25, { orderNo: `SK26112300${String(i).padStart(2, '0')}` }),
    );
    const pages = await readPdf(await printInvoice(invoiceDocument({ lines })));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((p, i) => {
      expect(flat(p.text)).toContain(`Sida ${i + 1} av ${pages.length}`);
      expect(p.text).toContain('Beskrivning');
    });
    const all = pages.map((p) => p.text).join('\n');
    for (let i = 0; i < 60; i++) expect(all).toContain(`SK26112300${String(i).padStart(2, '0')}`);
    expect(flat(pages.at(-1)!.text)).toContain('Att betala');
    expect(flat(pages[0]!.text)).not.toContain('Att betala');
  });
});

describe('the invoice as a Peppol BIS Billing 3.0 e-invoice', () => {
  const parse = (xml: string) => {
    expect(XMLValidator.validate(xml)).toBe(true);
    return new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false }).parse(xml);
  };

  it('has the mandatory parts, VAT per category and sums that add up', () => {
    const { Invoice: inv } = parse(invoiceUbl(invoiceDocument()));
    expect(inv.CustomizationID).toBe(
      'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    );
    expect(inv.ProfileID).toBe('urn:fdc:peppol.eu:2017:poacc:billing:01:1.0');
    expect([inv.ID, inv.IssueDate, inv.DueDate, inv.InvoiceTypeCode, inv.DocumentCurrencyCode]).toEqual([
      '1001',
      '2026-12-01',
      '2026-12-31',
      '380',
      'SEK',
    ]);
    expect(inv.BuyerReference).toBe('Anna Lindqvist');
    const seller = inv.AccountingSupplierParty.Party;
    expect(seller.EndpointID['#text']).toBe('5591234561');
    expect(seller.PartyTaxScheme.map((s: { CompanyID: string }) => s.CompanyID)).toEqual([
      'SE559123456101',
      'Godkänd för F-skatt',
    ]);
    expect(inv.PaymentMeans.PaymentID).toBe('100164');
    expect(inv.PaymentMeans.PayeeFinancialAccount.ID).toBe('50501055');
    const subtotals = inv.TaxTotal.TaxSubtotal;
    expect(subtotals.map((s: { TaxCategory: { ID: string } }) => s.TaxCategory.ID)).toEqual(['S', 'E']);
    expect(subtotals[1].TaxCategory.TaxExemptionReasonCode).toBe('VATEX-EU-146-1E');
    const lines = inv.InvoiceLine as { LineExtensionAmount: { '#text': string } }[];
    const sum = lines.reduce((s, l) => s + Number(l.LineExtensionAmount['#text']), 0);
    const totals = inv.LegalMonetaryTotal;
    expect(Number(totals.LineExtensionAmount['#text'])).toBeCloseTo(sum, 2);
    expect(Number(totals.TaxInclusiveAmount['#text'])).toBeCloseTo(
      Number(totals.TaxExclusiveAmount['#text']) + Number(inv.TaxTotal.TaxAmount['#text']),
      2,
    );
    expect(totals.PayableAmount['#text']).toBe('1922.38');
  });

  it('escapes what a name may hold and writes a credit note with its reference', () => {
    const doc = invoiceDocument({
      kind: 'credit',
      invoiceNo: '1004',
      creditedInvoiceNo: '1001',
      buyer: { ...invoiceDocument().buyer, name: 'Ek & Söner <AB>' },
      lines: [invoiceLine(-4_890, 25)],
    });
    const xml = invoiceUbl(doc);
    expect(xml).toContain('Ek &amp; Söner &lt;AB&gt;');
    const { CreditNote: note } = parse(xml);
    expect(note.CreditNoteTypeCode).toBe('381');
    expect(note.BillingReference.InvoiceDocumentReference.ID).toBe('1001');
    expect(note.AccountingCustomerParty.Party.PartyName.Name).toBe('Ek & Söner <AB>');
    expect(note.LegalMonetaryTotal.PayableAmount['#text']).toBe('61.13');
    expect(note.PaymentMeans).toBeUndefined();
  });
});
