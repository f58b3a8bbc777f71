import { escapeMarkup } from '../../platform/markup.ts';
import { vatByRate } from './invoice-pdf.ts';
import type { InvoiceDocument, InvoiceParty } from './types.ts';

const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const amount = (ore: number) => (ore / 100).toFixed(2);
const el = (name: string, value: string, attrs = '') => `<${name}${attrs}>${escapeMarkup(value)}</${name}>`;
const money = (name: string, ore: number) => el(name, amount(ore), ' currencyID="SEK"');

const REASONS: Record<string, { code: string | null; text: string }> = {
  // EN 16931's exemption code for art. 146.1 e of the VAT directive: services tied to export or import.
  export: { code: 'VATEX-EU-146-1E', text: 'Transport connected with the export or import of goods' },
  insurance: { code: null, text: 'Insurance service' },
};

/**
 * EN 16931's VAT category of lines at a rate: S (standard) at 25 %; at 0 % E (exempt), with the
 * reasons of its lines. A transport service tied to export is exempt under art. 146.1 e, not a
 * "free export item" (G), which is for goods.
 */
function category(rate: number, exemptions: (string | null)[]) {
  if (rate > 0) return { id: 'S', code: null, reason: null };
  const reasons = [...new Set(exemptions.map((e) => e ?? 'export'))].map(
    (e) => REASONS[e] ?? REASONS.export!,
  );
  return {
    id: 'E',
    code: reasons.length === 1 ? reasons[0]!.code : null,
    reason: reasons.map((r) => r.text).join('; '),
  };
}

function party(p: InvoiceParty, extra: string) {
  const digits = p.orgNo.replace(/\D/g, '');
  return [
    '<cac:Party>',
    el('cbc:EndpointID', digits, ' schemeID="0007"'),
    `<cac:PartyName>${el('cbc:Name', p.name)}</cac:PartyName>`,
    '<cac:PostalAddress>',
    el('cbc:StreetName', p.address),
    p.address2 ? el('cbc:AdditionalStreetName', p.address2) : '',
    el('cbc:CityName', p.city),
    el('cbc:PostalZone', p.postcode),
    `<cac:Country>${el('cbc:IdentificationCode', p.country)}</cac:Country>`,
    '</cac:PostalAddress>',
    p.vatNo
      ? `<cac:PartyTaxScheme>${el('cbc:CompanyID', p.vatNo)}<cac:TaxScheme>${el('cbc:ID', 'VAT')}</cac:TaxScheme></cac:PartyTaxScheme>`
      : '',
    extra,
    `<cac:PartyLegalEntity>${el('cbc:RegistrationName', p.name)}${el('cbc:CompanyID', digits, ' schemeID="0007"')}</cac:PartyLegalEntity>`,
    '</cac:Party>',
  ].join('');
}

/**
 * The invoice as a Peppol BIS Billing 3.0 UBL 2.1 document (an Invoice, or a CreditNote with its
 * amounts positive as BIS asks), for customers who take e-invoices. Built from the same document
 * as the PDF; text escaped, amounts with two decimals.
 */
export function invoiceUbl(inv: InvoiceDocument): string {
  const credit = inv.kind === 'credit';
  const root = credit ? 'CreditNote' : 'Invoice';
  const sign = credit ? -1 : 1;
  const ns = `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`;
  // The Swedish CIUS: the F-tax approval as a second tax scheme of the seller.
  const fSkatt = inv.seller.fSkatt
    ? `<cac:PartyTaxScheme>${el('cbc:CompanyID', 'Godkänd för F-skatt')}<cac:TaxScheme>${el('cbc:ID', 'TAX')}</cac:TaxScheme></cac:PartyTaxScheme>`
    : '';
  const rates = vatByRate(inv);
  const subtotals = rates.map((r) => {
    const c = category(
      r.rate,
      inv.lines.filter((l) => l.vatRate === r.rate).map((l) => l.vatExemption),
    );
    return [
      '<cac:TaxSubtotal>',
      money('cbc:TaxableAmount', sign * r.netOre),
      money('cbc:TaxAmount', sign * r.vatOre),
      '<cac:TaxCategory>',
      el('cbc:ID', c.id),
      el('cbc:Percent', String(r.rate)),
      c.code ? el('cbc:TaxExemptionReasonCode', c.code) : '',
      c.reason ? el('cbc:TaxExemptionReason', c.reason) : '',
      `<cac:TaxScheme>${el('cbc:ID', 'VAT')}</cac:TaxScheme>`,
      '</cac:TaxCategory>',
      '</cac:TaxSubtotal>',
    ].join('');
  });
  const lines = inv.lines.map((l, i) => {
    const c = category(l.vatRate, [l.vatExemption]);
    const tag = credit ? 'CreditNoteLine' : 'InvoiceLine';
    return [
      `<cac:${tag}>`,
      el('cbc:ID', String(i + 1)),
      el(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', '1', ' unitCode="C62"'),
      money('cbc:LineExtensionAmount', sign * l.netOre),
      '<cac:Item>',
      el('cbc:Description', l.text),
      el('cbc:Name', l.orderNo ? `${l.article} ${l.orderNo}` : l.article),
      `<cac:ClassifiedTaxCategory>${el('cbc:ID', c.id)}${el('cbc:Percent', String(l.vatRate))}<cac:TaxScheme>${el('cbc:ID', 'VAT')}</cac:TaxScheme></cac:ClassifiedTaxCategory>`,
      '</cac:Item>',
      `<cac:Price>${money('cbc:PriceAmount', sign * l.netOre)}</cac:Price>`,
      `</cac:${tag}>`,
    ].join('');
  });
  const total = inv.totalNetOre + inv.totalVatOre;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${ns}" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">`,
    el('cbc:CustomizationID', CUSTOMIZATION),
    el('cbc:ProfileID', PROFILE),
    el('cbc:ID', inv.invoiceNo),
    el('cbc:IssueDate', inv.billDate),
    credit ? '' : el('cbc:DueDate', inv.dueDate),
    el(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', credit ? '381' : '380'),
    el('cbc:DocumentCurrencyCode', inv.currency),
    el('cbc:BuyerReference', inv.buyer.reference || inv.buyer.customerNo),
    credit && inv.creditedInvoiceNo
      ? `<cac:BillingReference><cac:InvoiceDocumentReference>${el('cbc:ID', inv.creditedInvoiceNo)}</cac:InvoiceDocumentReference></cac:BillingReference>`
      : '',
    `<cac:AccountingSupplierParty>${party(inv.seller, fSkatt)}</cac:AccountingSupplierParty>`,
    `<cac:AccountingCustomerParty>${party(inv.buyer, '')}</cac:AccountingCustomerParty>`,
    credit
      ? ''
      : [
          '<cac:PaymentMeans>',
          el('cbc:PaymentMeansCode', '30'),
          el('cbc:PaymentID', inv.ocr),
          '<cac:PayeeFinancialAccount>',
          el('cbc:ID', inv.seller.bankgiro.replace(/\D/g, '')),
          `<cac:FinancialInstitutionBranch>${el('cbc:ID', 'SE:BANKGIRO')}</cac:FinancialInstitutionBranch>`,
          '</cac:PayeeFinancialAccount>',
          '</cac:PaymentMeans>',
          `<cac:PaymentTerms>${el('cbc:Note', `${inv.paymentTermsDays} dagar netto / ${inv.paymentTermsDays} days net`)}</cac:PaymentTerms>`,
        ].join(''),
    `<cac:TaxTotal>${money('cbc:TaxAmount', sign * inv.totalVatOre)}${subtotals.join('')}</cac:TaxTotal>`,
    '<cac:LegalMonetaryTotal>',
    money('cbc:LineExtensionAmount', sign * inv.totalNetOre),
    money('cbc:TaxExclusiveAmount', sign * inv.totalNetOre),
    money('cbc:TaxInclusiveAmount', sign * total),
    money('cbc:PayableAmount', sign * total),
    '</cac:LegalMonetaryTotal>',
    ...lines,
    `</${root}>`,
  ].join('\n');
}
