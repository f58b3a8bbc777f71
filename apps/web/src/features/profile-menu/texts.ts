import { addFeatureLocales } from '@/shared/i18n/i18n';

/** The menu's texts (`profileMenu.*`) load with the main layout, not with the first screen. */
export const profileMenuTexts = addFeatureLocales('profileMenu', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
