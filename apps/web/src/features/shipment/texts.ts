import { addFeatureLocales } from '@/shared/i18n/i18n';

/**
 * The shipment texts (`shipment.*`) load with the feature, not with the first screen: the
 * feature's pages export this promise as `texts`, and the route waits for it before drawing.
 */
export const shipmentTexts = addFeatureLocales('shipment', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
