/**
 * npm run check:bundle: proves no Ajv, rjsf, simulator, server or test code is in the player bundle, and
 * that home's first paint (each merchant, its default language and EN) carries none of the heavy libraries
 * or the game calls (scripts/lib/bundle.ts OFF_FIRST_PAINT), and that its code names no text of the
 * catalog's second part (src/i18n/catalog-parts.ts: home's first paint loads only the first).
 */
import { readFileSync } from 'node:fs';
import en from '../src/i18n/locales/en.json';
import { LANGUAGES } from '../src/i18n/languages';
import { forbiddenModules, heavyOnFirstPaint, homeFirstPaint, loadChunks, restKeysOnFirstPaint } from './lib/bundle';
import { loadAllMerchants } from './lib/merchants';

const chunks = loadChunks();
const found = forbiddenModules(chunks);
for (const f of found) console.error(`${f.chunk} contains ${f.module}`);
const modules = chunks.reduce((n, c) => n + c.modules.length, 0);
console.log(found.length ? `${found.length} forbidden modules in the player bundle` : `player bundle clean: ${chunks.length} chunks, ${modules} modules, none forbidden`);

let failures = 0;
// Each source is read once, however many merchants and languages share it.
const sources = new Map<string, string>();
function read(module: string): string {
  let text = sources.get(module);
  if (text === undefined) {
    text = readFileSync(module, 'utf8');
    sources.set(module, text);
  }
  return text;
}
for (const [code, config] of loadAllMerchants()) {
  for (const tag of new Set([LANGUAGES[config.languages.default].tag, 'en'])) {
    const { files, jsGzip } = homeFirstPaint(config, tag, chunks);
    const offending = heavyOnFirstPaint(chunks, files);
    for (const f of offending) console.error(`${code} (${tag}): home's first paint needs ${f.chunk}, which contains ${f.module}`);
    failures += offending.length;
    const restKeys = restKeysOnFirstPaint(chunks, files, en, read);
    for (const k of restKeys) console.error(`${code} (${tag}): ${k.module}, on home's first paint, names ${k.key}, a text of the catalog's second part (add its namespace to src/i18n/catalog-parts.ts or move the text)`);
    failures += restKeys.length;
    console.log(`${code} (${tag}): home's first paint ${files.length} files, ${(jsGzip / 1024).toFixed(1)} KB gzip${offending.length ? '' : ', no heavy library'}${restKeys.length ? '' : ', texts all in the first part'}`);
  }
}
process.exit(found.length || failures ? 1 : 0);
