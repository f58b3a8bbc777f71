import { describe, expect, it } from 'vitest';

// The app's own texts and every feature's that load with it (`locales/` beside a `texts.ts`).
const files = import.meta.glob<{ default: unknown }>('/src/**/locales/{sv,en}.json', { eager: true });
const folders = [...new Set(Object.keys(files).map((f) => f.replace(/\/(sv|en)\.json$/, '')))];

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(tree: unknown): string[] {
  if (typeof tree !== 'object' || tree === null) return [String(tree)];
  return Object.values(tree).flatMap(leaves);
}

describe('translations', () => {
  it('are found for the app and its features', () => {
    expect(folders).toContain('/src/shared/i18n/locales');
    expect(folders.length).toBeGreaterThan(1);
  });

  it.each(folders)('%s: has every key in both Swedish and English, and no empty text', (folder) => {
    const sv = files[`${folder}/sv.json`]?.default;
    const en = files[`${folder}/en.json`]?.default;
    const svKeys = new Set(keys(sv));
    const enKeys = new Set(keys(en));
    expect(
      [...svKeys].filter((k) => !enKeys.has(k)),
      'missing in en.json',
    ).toEqual([]);
    expect(
      [...enKeys].filter((k) => !svKeys.has(k)),
      'missing in sv.json',
    ).toEqual([]);
    expect(leaves(sv).filter((text) => text.trim() === '')).toEqual([]);
    expect(leaves(en).filter((text) => text.trim() === '')).toEqual([]);
  });
});
