import { addFeatureLocales } from '@/shared/i18n/i18n';

/** The send list's texts (`sendList.*`) load with the sidebar, not with the first screen. */
export const sendListTexts = addFeatureLocales('sendList', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
