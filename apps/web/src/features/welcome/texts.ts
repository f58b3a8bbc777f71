import { addFeatureLocales } from '@/shared/i18n/i18n';

/**
 * The welcome page's texts (`welcome.*`) load with it: the login screen, the other first screen,
 * does not carry them.
 */
export const welcomeTexts = addFeatureLocales('welcome', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
