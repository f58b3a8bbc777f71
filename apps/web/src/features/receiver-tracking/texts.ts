import { addFeatureLocales } from '@/shared/i18n/i18n';

/** The receiver's page texts (`receiverTracking.*`) load with the page, not with the first screen. */
export const receiverTrackingTexts = addFeatureLocales('receiverTracking', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
