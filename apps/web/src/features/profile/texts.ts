import { addFeatureLocales } from '@/shared/i18n/i18n';

/**
 * The profile texts (`profile.*`) load with the feature, not with the first screen: the
 * feature's pages export this promise as `texts`, and the route waits for it before drawing.
 */
export const profileTexts = addFeatureLocales('profile', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
