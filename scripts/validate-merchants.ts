/**
 * npm run validate [-- --json] [--fix] [--dir <folder>]: checks every merchant config (schema and semantic
 * rules). Prints each error with file, JSON pointer, problem and fix; exits 1 when any merchant is invalid.
 * --fix first migrates each config written for an older schemaVersion, in place (src/config/migrate.ts).
 */
import { performance } from 'node:perf_hooks';
import { formatError } from '../src/config/validate';
import { loadMerchant, MERCHANTS_DIR, merchantCodes, migrateMerchantFile } from './lib/merchants';

const args = process.argv.slice(2);
const json = args.includes('--json');
const dirIndex = args.indexOf('--dir');
const dir = dirIndex >= 0 ? (args[dirIndex + 1] ?? MERCHANTS_DIR) : MERCHANTS_DIR;

if (args.includes('--fix')) {
  for (const code of merchantCodes(dir)) {
    const done = migrateMerchantFile(code, dir);
    if (done) console.log(`migrated ${done.file} from schema version ${done.from}: ${done.steps.join('; ')}`);
  }
}

const started = performance.now();
const results = merchantCodes(dir).map((code) => loadMerchant(code, dir));
const elapsed = performance.now() - started;
const errors = results.flatMap((r) => r.errors);

if (json) {
  console.log(JSON.stringify({ merchants: results.map((r) => ({ code: r.code, file: r.file, valid: r.errors.length === 0 })), errors, ms: Math.round(elapsed) }, null, 2));
} else {
  for (const e of errors) console.error(formatError(e));
  for (const r of results) console.log(`${r.errors.length ? 'FAIL' : 'ok  '} ${r.file}${r.errors.length ? ` (${r.errors.length} errors)` : ''}`);
  console.log(`validated ${results.length} merchants in ${elapsed.toFixed(0)} ms`);
}
process.exit(errors.length || results.length === 0 ? 1 : 0);
