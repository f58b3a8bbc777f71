import { FALLBACK_LANGUAGE, type Language } from '@skeppa/domain';

/**
 * Texts per language, looked up by dotted key. Our own, not i18next: the product uses nested
 * keys, `{{name}}` values and `_one`/`_other` plurals only, and i18next with its React binding
 * weighed 18 KB gzipped of the first screen's 150 KB budget (docs/decisions.md).
 */
type Texts = { [key: string]: string | Texts };

export interface TOptions {
  /** Chooses the plural form (`key_one`, `key_other`, …) and fills `{{count}}`. */
  count?: number;
  /** Answered when no language has the key (instead of the key itself). */
  defaultValue?: string;
  lng?: Language;
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Copies as it merges: the sources are imported JSON modules, which must stay as they are. */
function merge(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'string') target[key] = value;
    else target[key] = merge(typeof current === 'object' ? current : {}, value);
  }
  return target;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function interpolate(text: string, options: TOptions): string {
  // React escapes what it renders, so values go in as they are.
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export class Translator {
  private readonly texts = new Map<Language, Texts>();
  private readonly listeners = new Set<() => void>();
  private current: Language;
  /** Changes whenever a language or a text changes, so a hook knows to draw again. */
  private revision = 0;

  constructor(language: Language) {
    this.current = language;
  }

  get resolvedLanguage(): Language {
    return this.current;
  }

  get version(): number {
    return this.revision;
  }

  hasTexts(language: Language): boolean {
    return this.texts.has(language);
  }

  /** Merges texts into a language, later ones winning key by key. */
  addTexts(language: Language, texts: Record<string, unknown>): void {
    this.texts.set(language, merge(this.texts.get(language) ?? {}, texts as Texts));
    this.changed();
  }

  setLanguage(language: Language): void {
    if (language === this.current) return;
    this.current = language;
    this.changed();
  }

  exists(key: string, options: { lng?: Language } = {}): boolean {
    return lookup(this.texts.get(options.lng ?? this.current), key) !== undefined;
  }

  readonly t: TFunction = (key, options = {}) => {
    const language = options.lng ?? this.current;
    for (const lng of language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE]) {
      const texts = this.texts.get(lng);
      const plural =
        options.count === undefined ? undefined : lookup(texts, `${key}_${pluralForm(lng, options.count)}`);
      const text = plural ?? lookup(texts, key);
      if (text !== undefined) return interpolate(text, options);
    }
    return options.defaultValue ?? key;
  };

  /** A t bound to one language, whatever the user has chosen. */
  getFixedT(language: Language): TFunction {
    return (key, options = {}) => this.t(key, { ...options, lng: language });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.revision += 1;
    for (const listener of this.listeners) listener();
  }
}
