/** Start-up language choice (spec 1: default MY) and the language table (shared/languages.md). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isLanguageCode, LANGUAGES } from '../../src/i18n/languages';
import { pickLanguage } from '../../src/i18n/pick-language';

const SUPPORTED = ['MY', 'EN', 'AR'] as const;

describe('pickLanguage', () => {
  it('?lang wins when the merchant supports it', () => {
    expect(pickLanguage('EN', 'AR', SUPPORTED, 'MY')).toBe('EN');
  });

  it('?lang is case-insensitive', () => {
    expect(pickLanguage('en', undefined, SUPPORTED, 'MY')).toBe('EN');
    expect(pickLanguage('Ar', 'EN', SUPPORTED, 'MY')).toBe('AR');
  });

  it('the remembered choice comes next when there is no ?lang', () => {
    expect(pickLanguage(null, 'AR', SUPPORTED, 'MY')).toBe('AR');
    expect(pickLanguage(undefined, 'EN', SUPPORTED, 'MY')).toBe('EN');
    expect(pickLanguage('', 'EN', SUPPORTED, 'MY')).toBe('EN');
  });

  it('an unsupported ?lang is ignored (remembered choice, then default)', () => {
    expect(pickLanguage('FR', 'AR', SUPPORTED, 'MY')).toBe('AR');
    expect(pickLanguage('xx', undefined, SUPPORTED, 'MY')).toBe('MY');
    expect(pickLanguage('constructor', undefined, SUPPORTED, 'MY')).toBe('MY');
  });

  it('an unsupported remembered choice is ignored', () => {
    expect(pickLanguage(null, 'FR', SUPPORTED, 'MY')).toBe('MY');
    expect(pickLanguage(null, 'nonsense', SUPPORTED, 'EN')).toBe('EN');
  });

  it('falls back to the merchant default otherwise', () => {
    expect(pickLanguage(null, undefined, SUPPORTED, 'MY')).toBe('MY');
  });
});

describe('language table', () => {
  it("the schema's languageCode enum equals the codes of LANGUAGES", () => {
    const schema = JSON.parse(readFileSync('schemas/merchant.schema.json', 'utf8'));
    expect(schema.$defs.languageCode.enum).toEqual(Object.keys(LANGUAGES));
  });

  it('UR, AR and FA are right-to-left; the rest left-to-right', () => {
    for (const code of ['UR', 'AR', 'FA'] as const) expect(LANGUAGES[code].dir, code).toBe('rtl');
    for (const [code, lang] of Object.entries(LANGUAGES)) {
      if (!['UR', 'AR', 'FA'].includes(code)) expect(lang.dir, code).toBe('ltr');
    }
  });

  it("MY is Burmese ('my') and MS is Malay ('ms')", () => {
    expect(LANGUAGES.MY.tag).toBe('my');
    expect(LANGUAGES.MS.tag).toBe('ms');
  });

  it('isLanguageCode knows only own codes, not prototype names', () => {
    expect(isLanguageCode('MY')).toBe(true);
    expect(isLanguageCode('my')).toBe(false);
    expect(isLanguageCode('constructor')).toBe(false);
    expect(isLanguageCode('toString')).toBe(false);
  });
});
