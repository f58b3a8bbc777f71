import { addFeatureLocales } from '../i18n/i18n';

/**
 * The print texts (`print.*`) come with the screens that print (consignment page, booked list,
 * booking), not with the first screen: loading starts when the print action is first imported.
 */
export const printTexts: Promise<void> = addFeatureLocales('print', {
  sv: () => import('./locales/sv.json'),
  en: () => import('./locales/en.json'),
});
