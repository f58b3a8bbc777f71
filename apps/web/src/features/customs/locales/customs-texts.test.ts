import { CUSTOMS_PROBLEM_KEYS } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import sv from './sv.json';

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
}

describe('customs invoice texts', () => {
  it.each(CUSTOMS_PROBLEM_KEYS)('%s has a Swedish and an English text', (key) => {
    expect(typeof lookup(sv, key)).toBe('string');
    expect(typeof lookup(en, key)).toBe('string');
  });
});
