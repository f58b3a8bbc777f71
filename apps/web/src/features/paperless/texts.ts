import { addFeatureLocales } from '@/shared/i18n/i18n';

/** The paperless texts (`paperless.*`) load with the page, not with the first screen. */
export const paperlessTexts = addFeatureLocales('paperless', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
