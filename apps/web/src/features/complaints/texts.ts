import { aftercareTexts } from '@/shared/aftercare/texts';
import { addFeatureLocales } from '@/shared/i18n/i18n';

/** The complaint texts (`complaints.*`) and the shared aftercare ones load with the page. */
export const complaintTexts: Promise<void> = Promise.all([
  addFeatureLocales('complaints', {
    sv: () => import('./locales/sv.json'),
    en: () => import('./locales/en.json'),
  }),
  aftercareTexts,
]).then(() => undefined);
