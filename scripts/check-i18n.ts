/**
 * npm run check:i18n: every i18n key used in code (t('…') literals, block.<widget type>) or in a merchant
 * config (titleKey, labelKey) must exist in the EN catalog. Other catalogs fall back to EN; their gaps are
 * listed as figures, and keys EN does not have are errors (stale translations).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { blockTypes } from '../src/registry/entries';
import { merchantCodes, MERCHANTS_DIR } from './lib/merchants';

const LOCALES = 'src/i18n/locales';

function flatten(tree: unknown, prefix = ''): Map<string, string> {
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

export function checkI18n(): { missing: string[]; report: string[]; stale: string[] } {
  const catalogs = readdirSync(LOCALES).filter((f) => f.endsWith('.json'));
  const enTree = JSON.parse(readFileSync(join(LOCALES, 'en.json'), 'utf8')) as Record<string, unknown>;
  const en = flatten(enTree);
  const missing = [...usedKeys(Object.keys(enTree))].filter(([key]) => !en.has(key)).map(([key, where]) => `"${key}" (used in ${where}) is missing from en.json`);
  const report: string[] = [];
  const stale: string[] = [];
  for (const file of catalogs.filter((f) => f !== 'en.json')) {
    const cat = flatten(JSON.parse(readFileSync(join(LOCALES, file), 'utf8')));
    const gaps = [...en.keys()].filter((k) => !cat.has(k)).length;
    report.push(`${file}: ${cat.size} keys, ${gaps} fall back to EN`);
    for (const k of cat.keys()) if (!en.has(k)) stale.push(`${file} has "${k}", which en.json does not`);
  }
  return { missing, report, stale };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { missing, report, stale } = checkI18n();
  for (const line of [...missing, ...stale]) console.error(line);
  for (const line of report) console.log(line);
  const bad = missing.length + stale.length;
  console.log(bad ? `${bad} i18n problems` : 'every used key is in en.json');
  process.exit(bad ? 1 : 0);
}
