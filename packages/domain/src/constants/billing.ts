/** Skeppa's Bankgiro number: where customers pay their invoices, and the account bank files credit. */
export const SKEPPA_BANKGIRO = '5050-1055';
