import { SKEPPA_BANKGIRO } from '@skeppa/domain';

/**
 * Skeppa as the seller on its invoices: what Swedish law asks an invoice to name of the seller
 * (ML 2023:200, 17 kap. 24 §) and where to pay. The Bankgiro number is the one camt files credit.
 */
export const SELLER = {
  name: 'Skeppa AB',
  orgNo: '559123-4561',
  vatNo: 'SE559123456101',
  address: 'Skeppsbron 10',
  address2: '',
  postcode: '111 30',
  city: 'Stockholm',
  country: 'SE',
  bankgiro: SKEPPA_BANKGIRO,
  email: 'faktura@skeppa.se',
  phone: '08-123 456 00',
  fSkatt: true,
} as const;
