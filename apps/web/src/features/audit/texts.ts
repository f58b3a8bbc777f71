import { addFeatureLocales } from '@/shared/i18n/i18n';

/** The audit log's texts (`audit.*`) load with its page, not with the first screen. */
export const auditTexts = addFeatureLocales('audit', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
