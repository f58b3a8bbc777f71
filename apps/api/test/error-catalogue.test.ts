import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../src/platform/errors.ts';

// The web app's translations, read as the files they are: this test sits with the catalogue it
// walks, and the web's JSON is plain data it can open without importing the web app.
// The codes sign-in can meet come with the first screen, the rest load later (shared/i18n/errors).
const i18nDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/shared/i18n');

function codesIn(file: string): Record<string, unknown> {
  const texts = JSON.parse(readFileSync(path.join(i18nDir, file), 'utf8'));
  return texts.codes ?? texts.errors?.codes ?? {};
}

function translation(language: string, code: string): unknown {
  const codes = { ...codesIn(`locales/${language}.json`), ...codesIn(`errors/locales/${language}.json`) };
  return code.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], codes);
}

describe('error catalogue', () => {
  const codes = Object.keys(ERRORS);

  it.each(['sv', 'en'])('has a %s text in the web app for every code the API can send', (language) => {
    const missing = codes.filter((code) => {
      const text = translation(language, code);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('gives each code a client or server error status', () => {
    for (const [code, { status }] of Object.entries(ERRORS)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });
});
