/**
 * The 27 member states of the EU customs union. Goods moving between them are not exported; goods
 * leaving them are, and need a customs invoice. Norway, Switzerland and the United Kingdom are
 * outside it although close to it.
 */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

const EU = new Set<string>(EU_MEMBER_STATES);

export function isInEu(countrycode: string): boolean {
  return EU.has(countrycode.toUpperCase());
}

/**
 * A shipment needs a customs invoice when its goods leave the EU: sent from a member state to a
 * country outside it (Norway, the US, the UK, Switzerland), or brought in from outside. Users may
 * add one to any other shipment too.
 */
export function customsInvoiceRequired(fromCountry: string, toCountry: string): boolean {
  return isInEu(fromCountry) !== isInEu(toCountry);
}

/** Paper copies of the invoice that travel with the goods: three, or none when sent paperless. */
export const CUSTOMS_INVOICE_PAPER_COPIES = 3;
export function customsInvoiceCopies(paperless: boolean): number {
  return paperless ? 0 : CUSTOMS_INVOICE_PAPER_COPIES;
}
