import { addFeatureLocales } from '@/shared/i18n/i18n';

/**
 * The shipment list and consignment texts (`consignments.*`) load with these screens, not with the
 * first screen: the pages export this promise as `texts`, and the route waits for it.
 */
export const consignmentTexts = addFeatureLocales('consignments', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
