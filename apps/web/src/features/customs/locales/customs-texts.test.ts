import { CUSTOMS_PROBLEM_KEYS } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import sv from './sv.json';

// The files hold the texts under `customs.*` without that top key (texts.ts adds it).
function lookup(tree: unknown, key: string): unknown {
  return key
    .replace(/^customs\./, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

describe('customs invoice texts', () => {
  it.each(CUSTOMS_PROBLEM_KEYS)('%s has a Swedish and an English text', (key) => {
    expect(typeof lookup(sv, key)).toBe('string');
    expect(typeof lookup(en, key)).toBe('string');
  });
});

// The form's own messages beside the domain's: numbers that are none, too large, too many lines.
const FORM_KEYS = [
  'customs.form.wholeNumber',
  'customs.form.tooLarge',
  'customs.form.negative',
  'customs.form.tooManyLines',
];

describe('customs form texts', () => {
  it.each(FORM_KEYS)('%s has a Swedish and an English text', (key) => {
    expect(typeof lookup(sv, key)).toBe('string');
    expect(typeof lookup(en, key)).toBe('string');
  });
});
