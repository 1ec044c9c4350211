// @vitest-environment jsdom
/**
 * Issue 19: the 28 catalogs.
 * - npm run check:i18n: every catalog has exactly EN's keys (plural keys in the language's own categories),
 *   the same variables, balanced syntax, and at most 5 % of its strings identical to EN's.
 * - Plurals as i18next picks them (Intl.PluralRules): Arabic's six forms, Russian's three, Burmese's one.
 * - Formats from Intl for the language's tag: money keeps 2 decimals and the platform's symbol, in the
 *   language's digits (Burmese and Persian digits, Latin in EN); inputs take Latin digits (form.tsx).
 * - A language chosen in another tab applies here too (app/follow-language.ts).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkI18n, compareCatalog, expectedKeys, flatten, nothingToTranslate, placeholders } from '../../scripts/check-i18n';
import ar from '../../src/i18n/locales/ar.json' with { type: 'json' };
import my from '../../src/i18n/locales/my.json' with { type: 'json' };
import ru from '../../src/i18n/locales/ru.json' with { type: 'json' };
import { followLanguageOfOtherTabs } from '../../src/app/follow-language';
import { initI18n, switchLanguage } from '../../src/i18n/setup';
import { formatMoney } from '../../src/lib/money';
import { PREFERENCES_STORAGE_KEY } from '../../src/state/preferences';

const EN = new Map([
  ['a.title', 'Deposit'],
  ['a.sent_one', '{{total}} sent in {{count}} envelope'],
  ['a.sent_other', '{{total}} sent in {{count}} envelopes'],
  ['a.brand', 'VIP'],
  ['a.terms', 'I agree to the <terms>terms</terms>'],
]);

describe('npm run check:i18n', () => {
  it('expects each plural key in the language’s own plural categories', () => {
    const sorted = (tag: string) => [...expectedKeys(EN, tag).keys()].filter((k) => k.startsWith('a.sent')).sort();
    expect(sorted('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'].map((c) => `a.sent_${c}`));
    expect(sorted('ja')).toEqual(['a.sent_other']);
    expect(sorted('ru')).toEqual(['a.sent_few', 'a.sent_many', 'a.sent_one', 'a.sent_other']);
  });

  it('reads variables and tags, and names broken syntax', () => {
    expect(placeholders('I agree to the <terms>terms</terms> of {{name}}')).toEqual(['</terms>', '<terms>', 'name']);
    expect(placeholders('{{count} left')).toBe('unbalanced {{ }}');
    expect(placeholders('read </terms>')).toBe('</terms> closes nothing');
    expect(placeholders('read <terms>')).toBe('<terms> is never closed');
    expect(placeholders('{{ }}')).toBe('a {{ }} without a variable name');
  });

  it('keeps brand words and bare variables out of the identical-to-EN count', () => {
    expect(nothingToTranslate('VIP')).toBe(true);
    expect(nothingToTranslate('{{n}} / {{max}}')).toBe(true);
    expect(nothingToTranslate('Deposit')).toBe(false);
  });

  it('names a missing key, a stale key, a variable that differs and an empty string', () => {
    const catalog = new Map([
      ['a.title', ''],
      ['a.sent_other', '{{total}} — {{amount}}'],
      ['a.brand', 'VIP'],
      ['a.old', 'x'],
    ]);
    const { problems } = compareCatalog(EN, 'xx.json', catalog, 'ja');
    expect(problems).toContain('xx.json lacks "a.terms"');
    expect(problems.some((p) => p.startsWith('xx.json has "a.old"'))).toBe(true);
    expect(problems).toContain('xx.json "a.sent_other" uses amount, total; EN uses count, total');
    expect(problems).toContain('xx.json "a.title" is empty');
  });

  it('lets a plural form other than "other" spell the number out, but not drop another variable', () => {
    const base = { 'a.title': 'إيداع', 'a.brand': 'VIP', 'a.terms': 'أوافق على <terms>الشروط</terms>' };
    const forms = { zero: '{{total}} ولا مظروف', one: '{{total}} في مظروف واحد', two: '{{total}} في مظروفين', few: '{{total}} في {{count}} مظاريف', many: '{{total}} في {{count}} مظروفًا', other: '{{total}} في {{count}} مظروف' };
    const catalog = new Map([...Object.entries(base), ...Object.entries(forms).map(([c, v]) => [`a.sent_${c}`, v] as [string, string])]);
    expect(compareCatalog(EN, 'ar.json', catalog, 'ar').problems).toEqual([]);
    catalog.set('a.sent_one', 'في مظروف واحد');
    expect(compareCatalog(EN, 'ar.json', catalog, 'ar').problems).toEqual(['ar.json "a.sent_one" uses no variables; EN uses count, total']);
  });

  it('fails a catalog with more than 5 % of its strings left in English', () => {
    // Japanese keys, EN's texts: three of the four strings are EN's ('VIP' is a brand word).
    const { problems, report } = compareCatalog(EN, 'de.json', expectedKeys(EN, 'ja'), 'ja');
    expect(report.identical.sort()).toEqual(['a.sent_other', 'a.terms', 'a.title']);
    expect(problems.at(-1)).toMatch(/^de\.json: 75\.0 % of its strings are EN's \(at most 5 %\)/);
  });

  it('names a language without a catalog and a catalog that is not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'livery-i18n-'));
    writeFileSync(join(dir, 'en.json'), JSON.stringify({ a: { title: 'Deposit' } }));
    writeFileSync(join(dir, 'ja.json'), '{ "a": { "title": "入金" ');
    writeFileSync(join(dir, 'xx.json'), '{}');
    const { problems } = checkI18n(dir, ['en', 'ja', 'ko']);
    expect(problems.some((p) => p.startsWith('ja.json is not valid JSON'))).toBe(true);
    expect(problems).toContain('ko.json is missing: every language of src/i18n/languages.ts needs its catalog');
    expect(problems).toContain('xx.json is not the catalog of a language of src/i18n/languages.ts');
  });

  it('passes the catalogs of the repository, each under 5 % identical to EN', () => {
    const { problems, reports } = checkI18n();
    expect(problems).toEqual([]);
    expect(reports).toHaveLength(27);
    for (const r of reports) expect(r.share, r.file).toBeLessThanOrEqual(0.05);
  });
});

/** A catalog string with its variables filled in, counts formatted in the language as `{{count, number}}` asks. */
const fill = (text: string, tag: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)(, number)?\}\}/g, (_, name: string, number?: string) => (number ? new Intl.NumberFormat(tag).format(Number(values[name])) : String(values[name])));

describe('plurals as i18next picks them', () => {
  beforeAll(async () => {
    await initI18n('AR');
  });
  afterAll(async () => {
    await switchLanguage('EN');
  });

  it('Arabic: six forms', async () => {
    await switchLanguage('AR');
    const sent = (count: number) => i18next.t('redEnvelope.sent', { count, total: '10.00' });
    const forms = ar.redEnvelope;
    expect(sent(0)).toBe(fill(forms.sent_zero, 'ar', { count: 0, total: '10.00' }));
    expect(sent(1)).toBe(fill(forms.sent_one, 'ar', { count: 1, total: '10.00' }));
    expect(sent(2)).toBe(fill(forms.sent_two, 'ar', { count: 2, total: '10.00' }));
    expect(sent(3)).toBe(fill(forms.sent_few, 'ar', { count: 3, total: '10.00' }));
    expect(sent(11)).toBe(fill(forms.sent_many, 'ar', { count: 11, total: '10.00' }));
    expect(sent(100)).toBe(fill(forms.sent_other, 'ar', { count: 100, total: '10.00' }));
    expect(new Set([0, 1, 2, 3, 11, 100].map(sent)).size).toBe(6);
  });

  it('Russian: one, few and many', async () => {
    await switchLanguage('RU');
    const days = (count: number) => i18next.t('records.rangeProblem.tooLong', { count });
    const forms = ru.records.rangeProblem;
    expect(days(1)).toBe(fill(forms.tooLong_one, 'ru', { count: 1 }));
    expect(days(21)).toBe(fill(forms.tooLong_one, 'ru', { count: 21 }));
    expect(days(3)).toBe(fill(forms.tooLong_few, 'ru', { count: 3 }));
    expect(days(30)).toBe(fill(forms.tooLong_many, 'ru', { count: 30 }));
  });

  it('Burmese: one form for every number, the count in Burmese digits', async () => {
    await switchLanguage('MY');
    for (const count of [1, 2, 30]) {
      expect(i18next.t('memberCentre.daysSinceRegistration', { count })).toBe(fill(my.memberCentre.daysSinceRegistration_other, 'my', { count }));
    }
    expect(i18next.t('memberCentre.daysSinceRegistration', { count: 30 })).toContain('၃၀');
  });
});

describe('formats from Intl for the language’s tag', () => {
  it('money: 2 decimals, grouped, in the language’s digits, the symbol where the platform puts it', () => {
    expect(formatMoney(1234.5, 'K', 'en')).toBe('K1,234.50');
    expect(formatMoney(1234.5, 'K', 'my')).toBe('K၁,၂၃၄.၅၀');
    expect(formatMoney(-40, 'ر.س', 'fa', 'B')).toBe('-۴۰٫۰۰\u00a0ر.س');
    expect(formatMoney(1234.5, '', 'ar')).toMatch(/^1[,٬]234[.٫]50$|^١٬٢٣٤٫٥٠$/);
    expect(formatMoney(0.5, '€', 'fr', 'B')).toBe('0,50\u00a0€');
  });
});

describe('a language chosen in another tab', () => {
  it('applies here when the merchant offers it, and only then', async () => {
    await initI18n('EN');
    const stop = followLanguageOfOtherTabs(['EN', 'TH']);
    const chooseElsewhere = (language: string) => {
      const value = JSON.stringify({ state: { language }, version: 0 });
      localStorage.setItem(PREFERENCES_STORAGE_KEY, value);
      window.dispatchEvent(new StorageEvent('storage', { key: PREFERENCES_STORAGE_KEY, newValue: value, storageArea: localStorage }));
    };
    chooseElsewhere('TH');
    await expect.poll(() => document.documentElement.lang).toBe('th');
    expect(document.documentElement.dir).toBe('ltr');
    chooseElsewhere('AR');
    await new Promise((r) => setTimeout(r, 50));
    expect(document.documentElement.lang).toBe('th');
    stop();
    await switchLanguage('EN');
  });
});

it('flatten reads nested keys', () => {
  expect([...flatten({ a: { b: 'x', c: { d: 'y' } } })]).toEqual([
    ['a.b', 'x'],
    ['a.c.d', 'y'],
  ]);
});
