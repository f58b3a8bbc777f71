import { aftercareTexts } from '@/shared/aftercare/texts';
import { addFeatureLocales } from '@/shared/i18n/i18n';

/**
 * The claim texts (`claims.*`) and the notice periods' (`aftercare.*`) load with the claim page,
 * not with the first screen: the page exports this promise as `texts`, and the route waits for it.
 */
export const claimTexts: Promise<void> = Promise.all([
  addFeatureLocales('claims', {
    sv: () => import('./locales/sv.json'),
    en: () => import('./locales/en.json'),
  }),
  aftercareTexts,
]).then(() => undefined);
