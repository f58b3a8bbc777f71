import { DEFAULT_LANGUAGE, type Language, languages } from '@skeppa/domain';
import { i18n } from './instance';
import sv from './locales/sv.json';
import { useTranslation } from './use-translation';

/** The chosen language is a preference of the browser, kept across logout (SPEC §2). */
export const LANGUAGE_STORAGE_KEY = 'skeppa.language';

type Texts = typeof sv;

// Swedish, the default, comes with the first screen; English is loaded when chosen, so a visitor
// downloads the texts of one language only (both have every key, see the parity test).
const texts: Record<Language, () => Promise<Texts>> = {
  sv: async () => sv,
  en: async () => (await import('./locales/en.json')).default,
};

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

/** The texts of a part of the app that loads lazily, in one language, under their own top key. */
export type FeatureTexts = (language: Language) => Promise<Record<string, unknown>>;
const featureTexts: FeatureTexts[] = [];
const merged = new Map<FeatureTexts, Set<Language>>();

async function mergeFeature(load: FeatureTexts, language: Language): Promise<void> {
  const done = merged.get(load) ?? new Set<Language>();
  merged.set(load, done);
  if (done.has(language)) return;
  done.add(language);
  i18n.addTexts(language, await load(language));
}

async function loadTexts(language: Language): Promise<void> {
  if (!i18n.hasTexts(language)) i18n.addTexts(language, await texts[language]());
  // Read after the await: a feature that registered meanwhile gets this language too.
  await Promise.all(featureTexts.map((load) => mergeFeature(load, language)));
}

/**
 * Adds the texts of a lazily loaded feature, so the first screen does not carry them: they are
 * merged into every language already in and into each language chosen later, before it shows. A
 * feature's module awaits this at its top, so its screens never draw without their texts.
 */
async function addFeatureTexts(load: FeatureTexts): Promise<void> {
  featureTexts.push(load);
  const loaded = languages.filter((l) => i18n.hasTexts(l));
  await Promise.all(loaded.map((l) => mergeFeature(load, l)));
}

type LocaleFile = () => Promise<{ default: Record<string, unknown> }>;

/**
 * A feature's own locale files (`locales/sv.json`, `locales/en.json` beside its `texts.ts`) under
 * one top key. The feature's `texts.ts` awaits this at its top, so every module importing it waits
 * for the texts, and the first screen carries none of them.
 */
export function addFeatureLocales(key: string, files: Record<Language, LocaleFile>): Promise<void> {
  return addFeatureTexts(async (language) => ({ [key]: (await files[language]()).default }));
}

async function switchTo(language: Language): Promise<void> {
  await loadTexts(language);
  i18n.setLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Settles once the stored language's texts are in; the app renders after it. */
export const i18nReady: Promise<void> = switchTo(storedLanguage());

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await switchTo(language);
}

/** The current UI language, narrowed to the ones the product has. */
export function useLanguage(): Language {
  useTranslation();
  return i18n.resolvedLanguage;
}

export { i18n };
