import { addFeatureLocales } from '@/shared/i18n/i18n';

/** The API key texts (`apiKeys.*`), loaded with the page. */
export const apiKeysTexts = addFeatureLocales('apiKeys', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
