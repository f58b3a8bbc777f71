import { addFeatureLocales } from '@/shared/i18n/i18n';

/**
 * The customs texts (`customs.*`: the invoice form and the domain's problem messages) load with
 * the page, not with the first screen; the route waits for them before drawing.
 */
export const customsTexts = addFeatureLocales('customs', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
