import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, type Language, languages } from '@skeppa/domain';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import en from './locales/en.json';
import sv from './locales/sv.json';

/** The chosen language is a preference of the browser, kept across logout (SPEC §2). */
export const LANGUAGE_STORAGE_KEY = 'skeppa.language';

export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

void i18n.use(initReactI18next).init({
  resources: { sv: { translation: sv }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: FALLBACK_LANGUAGE,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function changeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

/** The current UI language, narrowed to the ones the product has. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : DEFAULT_LANGUAGE;
}

export { i18n };
