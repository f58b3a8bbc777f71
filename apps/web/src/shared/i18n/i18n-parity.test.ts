import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import sv from './locales/sv.json';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function leaves(tree: unknown): string[] {
  if (typeof tree !== 'object' || tree === null) return [String(tree)];
  return Object.values(tree).flatMap(leaves);
}

describe('translations', () => {
  it('has every key in both Swedish and English', () => {
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
  });

  it('has no empty texts', () => {
    expect(leaves(sv).filter((text) => text.trim() === '')).toEqual([]);
    expect(leaves(en).filter((text) => text.trim() === '')).toEqual([]);
  });
});
