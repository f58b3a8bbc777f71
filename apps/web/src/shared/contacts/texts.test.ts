import { CONTACT_IMPORT_COLUMNS, CONTACT_IMPORT_ROW_KEYS, CONTACT_PROBLEM_KEYS } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../i18n/i18n';
import en from './locales/en.json';
import sv from './locales/sv.json';
import { contactTexts } from './texts';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('contact texts', () => {
  it('have every key in Swedish and English, none empty', () => {
    expect(keys(sv)).toEqual(keys(en));
    for (const texts of [sv, en]) expect(keys(texts).filter((k) => !String(k).trim())).toEqual([]);
  });

  it('are in before a contact screen draws, in both languages', async () => {
    await contactTexts;
    for (const language of ['en', 'sv'] as const) {
      await changeLanguage(language);
      expect(i18n.t('contacts.list.new')).toBe(language === 'sv' ? 'Ny kontakt' : 'New contact');
    }
  });

  it('name every message and field an import or a form can show', async () => {
    await changeLanguage('en');
    await changeLanguage('sv');
    const missing = [
      ...CONTACT_PROBLEM_KEYS,
      ...CONTACT_IMPORT_ROW_KEYS,
      ...CONTACT_IMPORT_COLUMNS.map((c) => `contacts.fields.${c.field}`),
      ...CONTACT_IMPORT_COLUMNS.map((c) => `contacts.import.columns.about.${c.field}`),
    ].filter((key) => !(['sv', 'en'] as const).every((lng) => i18n.exists(key, { lng })));
    expect(missing).toEqual([]);
  });
});
