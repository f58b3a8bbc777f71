import { addFeatureLocales } from '@/shared/i18n/i18n';

/**
 * The shipment texts (`shipment.*`) load with the feature, not with the first screen: the
 * feature's pages export this promise as `texts`, and the route waits for it before drawing.
 */
export const shipmentTexts = addFeatureLocales('shipment', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});

/** The start page's own texts (`start.*`), with the page rather than the first screen. */
export const startTexts = addFeatureLocales('start', {
  sv: () => import('./start-locales/sv.json'),
  en: () => import('./start-locales/en.json'),
});

/** What the start page waits for before it draws. */
export const startPageTexts = Promise.all([shipmentTexts, startTexts]).then(() => {});
