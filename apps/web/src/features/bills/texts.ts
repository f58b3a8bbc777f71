import { addFeatureLocales } from '@/shared/i18n/i18n';

/** The bill texts (`bills.*`) load with the feature's pages, not with the first screen. */
export const billTexts = addFeatureLocales('bills', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
