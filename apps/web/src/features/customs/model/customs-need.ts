import { isInEu } from '@skeppa/domain';

/** What the page tells the user about this shipment's invoice. */
export type CustomsNeed = 'leavesEu' | 'entersEu' | 'optional';

/**
 * The server says whether customs need an invoice for the shipment (`required`: one end outside
 * the EU); the exporter's country says which way the goods cross. An exporter with no country
 * yet is taken as ours: customers send from Sweden.
 */
export function customsNeed(required: boolean, exporterCountry: string): CustomsNeed {
  if (!required) return 'optional';
  return exporterCountry === '' || isInEu(exporterCountry) ? 'leavesEu' : 'entersEu';
}
