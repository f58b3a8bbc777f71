import { type CustomsInvoice, customsInvoiceRequired, type ExportReason } from '@skeppa/domain';
import type { CarrierBookingRequest } from '../types.ts';

const REASONS: Partial<Record<ExportReason, string>> = {
  sale: 'SALE',
  gift: 'GIFT',
  sample: 'SAMPLE',
  return: 'RETURN',
  repair: 'REPAIR',
};

/** The invoice's unit as UPS's three-letter code: pieces unless it says kilograms or pairs. */
function unitCode(unit: string) {
  const u = unit.trim().toLowerCase();
  if (u === 'kg') return 'KG';
  if (u === 'par' || u === 'pr' || u === 'pair') return 'PR';
  return 'PCS';
}

const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2);
const cut = (text: string, max: number) => text.trim().slice(0, max);

/**
 * The customs invoice as UPS's `ShipmentServiceOptions.InternationalForms` (form `01`, invoice):
 * its number and date, the buyer as sold-to, the terms, the charges and one product per line with
 * its HS code and origin. Sent only where the goods leave the EU's customs union and the invoice
 * has lines; UPS then clears the goods from the data (its paperless invoice), and the printed
 * copies go with the goods as well.
 */
export function internationalForms(req: CarrierBookingRequest) {
  const invoice: CustomsInvoice | null = req.customsInvoice;
  const country = (role: string) => req.parts.find((p) => p.role === role)?.address.countrycode ?? '';
  if (!invoice || invoice.lines.length === 0) return undefined;
  if (!customsInvoiceRequired(country('consignor'), country('consignee'))) return undefined;
  const buyer = invoice.buyer ?? invoice.importer;
  const contact = req.parts.find((p) => p.role === 'consignee')?.communication.contactPerson ?? '';
  const reason = invoice.reason ? REASONS[invoice.reason] : undefined;
  return {
    FormType: ['01'],
    InvoiceNumber: cut(invoice.invoiceNo, 35),
    InvoiceDate: invoice.invoiceDate.replaceAll('-', '').slice(0, 8),
    CurrencyCode: invoice.currency.toUpperCase(),
    ...(reason ? { ReasonForExport: reason } : {}),
    ...(invoice.incoterm ? { TermsOfShipment: invoice.incoterm } : {}),
    ...(invoice.declaration.trim() ? { DeclarationStatement: cut(invoice.declaration, 550) } : {}),
    ...(invoice.freight > 0 ? { FreightCharges: { MonetaryValue: money(invoice.freight) } } : {}),
    ...(invoice.insurance > 0 ? { InsuranceCharges: { MonetaryValue: money(invoice.insurance) } } : {}),
    Contacts: {
      SoldTo: {
        Name: cut(buyer.name, 35),
        AttentionName: cut(contact || buyer.name, 35),
        ...(buyer.vatNo.trim() ? { TaxIdentificationNumber: cut(buyer.vatNo, 15) } : {}),
        Address: {
          AddressLine: buyer.address.map((l) => cut(l, 35)).filter((l) => l !== ''),
          City: cut(buyer.city, 30),
          PostalCode: buyer.postcode.replace(/\s+/g, '').slice(0, 9),
          CountryCode: buyer.countrycode.toUpperCase(),
        },
      },
    },
    Product: invoice.lines.map((l) => ({
      Description: [cut(l.description, 35)],
      Unit: {
        Number: String(Math.round(l.quantity)).slice(0, 7),
        Value: money(l.unitValue),
        UnitOfMeasurement: { Code: unitCode(l.unit) },
      },
      ...(l.hsCode.trim() ? { CommodityCode: l.hsCode.replace(/\D/g, '').slice(0, 15) } : {}),
      ...(l.originCountry.trim() ? { OriginCountryCode: l.originCountry.toUpperCase() } : {}),
    })),
  };
}
