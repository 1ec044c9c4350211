/**
 * npm run check:i18n:
 * - every i18n key used in code (t('…') literals, block.<widget type>) or in a merchant config (titleKey,
 *   labelKey, textKey) exists in the EN catalog;
 * - there is a catalog for every language of src/i18n/languages.ts and no other, each with exactly EN's keys,
 *   where a plural key (EN's `x_one`/`x_other`) has `x_<category>` for each plural category of the language
 *   (Intl.PluralRules, as i18next picks them);
 * - each string uses the same {{variables}} and <tags> as EN's (a plural form other than `other` may spell
 *   the number out and leave {{count}} away), with balanced braces and tags;
 * - per language, the share of strings identical to EN's is printed, names, numbers and brand words aside,
 *   and fails above 5 % (an untranslated catalog passes every other check).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../src/i18n/languages';
import { blockTypes } from '../src/registry/entries';
import { merchantCodes, MERCHANTS_DIR } from './lib/merchants';

export const LOCALES = 'src/i18n/locales';
/** The most a catalog's strings may be identical to EN's (brand words aside). */
export const MAX_IDENTICAL_SHARE = 0.05;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Words a translation may keep as EN writes them: brands, currencies, codes, units (issue 19). */
const KEPT_WORDS = new Set(
  'VIP USDT SMS OTP ID IP OK PIN APK iOS Android Google Facebook Telegram WhatsApp Line LINE Zalo Viber WeChat QQ Livery TCG RNG PVP FISH LIVE SPORTS ESPORTS COCKFIGHT LOTT ELOTT INHOUSE HOT NEW ALL FAV REC URL QR PNG JPG MB KB GB USD MMK TRC ERC BEP PWA VS Authenticator x X'.split(' '),
);

export function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (tree && typeof tree === 'object') {
    for (const [k, v] of Object.entries(tree)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (typeof v === 'string') out.set(key, v);
      else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
    }
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Keys used, with where each is used: t('…') literals, any string literal in a catalog namespace
 * (keys handed to components as props), block.<widget type>, and config titleKey/labelKey/textKey.
 */
export function usedKeys(namespaces: string[]): Map<string, string> {
  const used = new Map<string, string>();
  const literal = new RegExp(`['"\`]((?:${namespaces.join('|')})\\.[A-Za-z0-9_]+)['"\`]`, 'g');
  for (const file of sourceFiles('src')) {
    if (file.includes('platform-sim')) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) used.set(m[1] as string, file);
    for (const m of text.matchAll(literal)) used.set(m[1] as string, file);
  }
  for (const type of blockTypes()) used.set(`block.${type}`, 'src/registry/entries.ts (its block types)');
  for (const code of merchantCodes()) {
    const file = join(MERCHANTS_DIR, code, 'merchant.json');
    for (const m of readFileSync(file, 'utf8').matchAll(/"(?:titleKey|labelKey|textKey)":\s*"([^"]+)"/g)) used.set(m[1] as string, file);
  }
  return used;
}

/** The keys a catalog in `tag` must have: EN's, with each plural key in the language's own categories. */
export function expectedKeys(en: Map<string, string>, tag: string): Map<string, string> {
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const out = new Map<string, string>();
  for (const [key, value] of en) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) out.set(key, value);
    else if (plural[1] === 'other') for (const c of categories) out.set(`${key.slice(0, plural.index)}_${c}`, value);
  }
  return out;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)[^}]*\}\}|<(\/?)([a-zA-Z0-9]+)>/g;

/** The variables and tags of a string ('count', '<terms>', '</terms>'), sorted, or a syntax problem. */
export function placeholders(text: string): string[] | string {
  const opens = text.split('{{').length - 1;
  if (opens !== text.split('}}').length - 1) return 'unbalanced {{ }}';
  const found = [...text.matchAll(PLACEHOLDER)];
  if (found.filter((m) => m[1]).length !== opens) return 'a {{ }} without a variable name';
  const tags: string[] = [];
  for (const m of found) {
    if (!m[3]) continue;
    if (!m[2]) tags.push(m[3]);
    else if (tags.pop() !== m[3]) return `</${m[3]}> closes nothing`;
  }
  if (tags.length) return `<${tags[0]}> is never closed`;
  return [...new Set(found.map((m) => (m[1] ? m[1] : `<${m[2]}${m[3]}>`)))].sort();
}

/** True when EN's string has nothing to translate: only variables, numbers, punctuation and kept words. */
export function nothingToTranslate(en: string): boolean {
  const words = en.replace(PLACEHOLDER, ' ').match(/\p{L}+/gu) ?? [];
  return words.every((w) => KEPT_WORDS.has(w));
}

export interface LanguageReport {
  file: string;
  keys: number;
  identical: string[];
  share: number;
}

/** Compares one catalog with EN: its problems and the strings left identical to EN's. */
export function compareCatalog(en: Map<string, string>, file: string, catalog: Map<string, string>, tag: string) {
  const expected = expectedKeys(en, tag);
  const problems: string[] = [];
  for (const key of expected.keys()) if (!catalog.has(key)) problems.push(`${file} lacks "${key}"`);
  for (const key of catalog.keys()) if (!expected.has(key)) problems.push(`${file} has "${key}", which en.json does not (or not for this language's plural forms)`);
  const identical: string[] = [];
  for (const [key, value] of catalog) {
    const want = expected.get(key);
    if (want === undefined) continue;
    if (!value.trim()) problems.push(`${file} "${key}" is empty`);
    const got = placeholders(value);
    const wanted = placeholders(want);
    if (typeof got === 'string') problems.push(`${file} "${key}": ${got}`);
    else if (typeof wanted !== 'string') {
      const mayOmitCount = PLURAL_SUFFIX.test(key) && !key.endsWith('_other');
      const need = mayOmitCount ? wanted.filter((v) => v !== 'count') : wanted;
      const have = mayOmitCount ? got.filter((v) => v !== 'count') : got;
      if (need.join() !== have.join()) problems.push(`${file} "${key}" uses ${have.join(', ') || 'no variables'}; EN uses ${wanted.join(', ') || 'none'}`);
    }
    if (value === want && !nothingToTranslate(want)) identical.push(key);
  }
  const report: LanguageReport = { file, keys: catalog.size, identical, share: identical.length / Math.max(1, expected.size) };
  if (report.share > MAX_IDENTICAL_SHARE) {
    problems.push(`${file}: ${(report.share * 100).toFixed(1)} % of its strings are EN's (at most ${MAX_IDENTICAL_SHARE * 100} %): translate them, e.g. ${identical.slice(0, 5).join(', ')}`);
  }
  return { problems, report };
}

export function checkI18n(dir = LOCALES, tags: readonly string[] = Object.values(LANGUAGES).map((l) => l.tag)) {
  const enTree = JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8')) as Record<string, unknown>;
  const en = flatten(enTree);
  const problems: string[] = [];
  if (dir === LOCALES) {
    for (const [key, where] of usedKeys(Object.keys(enTree))) {
      if (!en.has(key) && !en.has(`${key}_other`)) problems.push(`"${key}" (used in ${where}) is missing from en.json`);
    }
  }
  for (const [key, value] of en) {
    const syntax = placeholders(value);
    if (typeof syntax === 'string') problems.push(`en.json "${key}": ${syntax}`);
  }
  const files = new Set(readdirSync(dir).filter((f) => f.endsWith('.json')));
  for (const file of files) if (!tags.includes(file.slice(0, -'.json'.length))) problems.push(`${file} is not the catalog of a language of src/i18n/languages.ts`);
  const reports: LanguageReport[] = [];
  for (const tag of tags.filter((t) => t !== 'en')) {
    const file = `${tag}.json`;
    if (!files.has(file)) {
      problems.push(`${file} is missing: every language of src/i18n/languages.ts needs its catalog`);
      continue;
    }
    let catalog: Map<string, string>;
    try {
      catalog = flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    } catch (error) {
      problems.push(`${file} is not valid JSON: ${(error as Error).message}`);
      continue;
    }
    const compared = compareCatalog(en, file, catalog, tag);
    problems.push(...compared.problems);
    reports.push(compared.report);
  }
  return { problems, reports };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, reports } = checkI18n();
  for (const r of reports) console.log(`${r.file.padEnd(13)} ${String(r.keys).padStart(5)} keys, identical to EN: ${String(r.identical.length).padStart(3)} (${(r.share * 100).toFixed(1)} %)`);
  for (const line of problems) console.error(line);
  console.log(problems.length ? `${problems.length} i18n problems` : `every used key is in en.json; ${reports.length + 1} catalogs agree with it`);
  process.exit(problems.length ? 1 : 0);
}
