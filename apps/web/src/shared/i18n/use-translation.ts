import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './instance';
import type { TFunction } from './translator';

/**
 * The texts of the chosen language. `t` is a new function whenever the language or the texts
 * change, so components and memos that depend on it draw again.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const version = useSyncExternalStore(i18n.subscribe, () => i18n.version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is what makes t new.
  const t = useMemo<TFunction>(() => (key, options) => i18n.t(key, options), [version]);
  return { t, i18n };
}
