import { addFeatureLocales } from '../i18n';

let loading: Promise<void> | undefined;

/**
 * The error texts of the screens behind sign-in (pricing, contacts, booking, documents…). The
 * first screen carries only the codes that sign-in and the welcome page can meet, to stay within
 * its 150 KB budget; every other page waits for these before it draws (to-route-object.ts).
 */
export function loadErrorTexts(): Promise<void> {
  loading ??= addFeatureLocales('errors', {
    sv: () => import('./locales/sv.json'),
    en: () => import('./locales/en.json'),
  });
  return loading;
}
