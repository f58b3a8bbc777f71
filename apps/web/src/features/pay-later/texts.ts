import { addFeatureLocales } from '@/shared/i18n/i18n';

/** The pay-later texts (`payLater.*`), terms included, load with the feature's pages. */
export const payLaterTexts = addFeatureLocales('payLater', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
