import { addFeatureLocales } from '@/shared/i18n/i18n';

/**
 * The carrier message texts (`carrierContact.*`) load with the feature, not with the first screen: the
 * feature's pages export this promise as `texts`, and the route waits for it before drawing.
 */
export const carrierContactTexts = addFeatureLocales('carrierContact', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});

/** The info pages' own texts (`info.*`): tabs and asides, with the page. */
export const infoTexts = addFeatureLocales('info', {
  sv: () => import('./info-locales/sv.json'),
  en: () => import('./info-locales/en.json'),
});

/** What an info page waits for before it draws. */
export const infoPageTexts = Promise.all([carrierContactTexts, infoTexts]).then(() => {});
