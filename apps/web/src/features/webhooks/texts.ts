import { addFeatureLocales } from '@/shared/i18n/i18n';

/** The webhook page's texts (`webhooks.*`) load with the page, not with the first screen. */
export const webhookTexts = addFeatureLocales('webhooks', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
