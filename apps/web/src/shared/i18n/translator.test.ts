import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const t = new Translator('sv');
  t.addTexts('sv', {
    a: { b: 'Hej {{name}}', n_one: '{{count}} sändning', n_other: '{{count}} sändningar' },
  });
  t.addTexts('en', { a: { b: 'Hi {{name}}', only: 'English only', n_one: 'one', n_other: 'many' } });
  return t;
}

describe('translator', () => {
  it('reads dotted keys and fills values', () => {
    expect(translator().t('a.b', { name: 'Åsa' })).toBe('Hej Åsa');
  });

  it('chooses the plural form of the language', () => {
    const t = translator();
    expect(t.t('a.n', { count: 1 })).toBe('1 sändning');
    expect(t.t('a.n', { count: 3 })).toBe('3 sändningar');
    expect(t.getFixedT('en')('a.n', { count: 0 })).toBe('many');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const t = translator();
    expect(t.t('a.only')).toBe('English only');
    expect(t.t('a.none', { defaultValue: '' })).toBe('');
    expect(t.t('a.none')).toBe('a.none');
    expect(t.exists('a.only')).toBe(false);
    expect(t.exists('a.only', { lng: 'en' })).toBe(true);
  });

  it('merges later texts key by key and tells its listeners', () => {
    const t = translator();
    const listener = vi.fn();
    t.subscribe(listener);
    t.addTexts('sv', { a: { c: 'Ny' } });
    t.setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(t.getFixedT('sv')('a.b', { name: 'x' })).toBe('Hej x');
    expect(t.t('a.b', { name: 'x' })).toBe('Hi x');
  });

  it('leaves the texts it was given as they were', () => {
    const sv = { a: { b: 'x' } };
    const t = new Translator('sv');
    t.addTexts('sv', sv);
    t.addTexts('sv', { a: { c: 'y' } });
    expect(sv).toEqual({ a: { b: 'x' } });
    expect(t.t('a.c')).toBe('y');
  });
});
