/**
 * npm run validate [-- options]: checks the merchant configs (schema, block props, semantic rules, assets).
 * Prints each error with its place (file:line:column), JSON pointer, problem and fix; exits 1 when any
 * merchant is invalid (or none is found, unless --changed chose none).
 *
 *   --format=text|github|junit|json  text (default) for a person; github: GitHub Actions annotations on stdout,
 *                                    then the text report; junit: a JUnit XML report; json: merchants, errors
 *                                    (with line and column)
 *   --json                           the same as --format=json
 *   --output=<file>                  writes the github, junit or json report to <file> and prints the text
 *                                    report as well (without it the report alone goes to stdout)
 *   --changed[=<ref>]                only the merchants whose files changed since the branch left <ref>
 *                                    (default: origin/main, else main, else HEAD); every merchant when a file
 *                                    all of them depend on changed (scripts/lib/changed.ts)
 *   --list                           prints the chosen merchants' codes as a JSON array and validates nothing
 *   --fix                            first migrates each config written for an older schemaVersion, in place
 *   --dir <folder>                   the merchants' folder (default merchants/, or LIVERY_MERCHANTS)
 */
import { writeFileSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { changedMerchants } from './lib/changed';
import { loadMerchant, MERCHANTS_DIR, merchantFolders, migrateMerchantFile } from './lib/merchants';
import { FORMATS, type Format, type MerchantResult, machineReport, type Selection, textReport } from './lib/validate-report';

function fail(message: string): never {
  console.error(`validate-merchants: ${message}`);
  process.exit(2);
}

const args = process.argv.slice(2);
/** `--name=value` or `--name value` (the value only when `takesNext`); undefined when absent, '' for a bare flag. */
function option(name: string, takesNext = false): string | undefined {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const arg = args[i] as string;
  if (arg.includes('=')) return arg.slice(arg.indexOf('=') + 1);
  return takesNext ? (args[i + 1] ?? fail(`--${name} needs a value`)) : '';
}

const KNOWN = ['format', 'json', 'output', 'changed', 'list', 'fix', 'dir'];
for (const [i, arg] of args.entries()) {
  const name = /^--([a-z]+)/.exec(arg)?.[1];
  const isDirValue = args[i - 1] === '--dir';
  if (!isDirValue && (!name || !KNOWN.includes(name))) fail(`unknown option ${arg} (options: ${KNOWN.map((k) => `--${k}`).join(', ')})`);
}

const formatName = option('json') !== undefined ? 'json' : (option('format') ?? 'text');
if (!(FORMATS as readonly string[]).includes(formatName)) fail(`unknown format "${formatName}" (formats: ${FORMATS.join(', ')})`);
const format = formatName as Format;
const output = option('output') || undefined;
const dir = option('dir', true) || MERCHANTS_DIR;
const changed = option('changed');

let selection: Selection | undefined;
let codes = merchantFolders(dir);
if (changed !== undefined) {
  try {
    selection = changedMerchants({ dir, all: codes, ref: changed || undefined });
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  codes = selection.codes;
}

if (option('list') !== undefined) {
  console.log(JSON.stringify(codes));
  process.exit(0);
}

if (option('fix') !== undefined) {
  for (const code of codes) {
    const done = migrateMerchantFile(code, dir);
    if (done) console.log(`migrated ${done.file} from schema version ${done.from}: ${done.steps.join('; ')}`);
  }
}

const started = performance.now();
const results: MerchantResult[] = codes.map((code) => {
  const start = performance.now();
  const loaded = loadMerchant(code, dir);
  // Annotations and reports name files from the working directory (the repository's root in CI).
  const file = isAbsolute(loaded.file) && !relative(process.cwd(), loaded.file).startsWith('..') ? relative(process.cwd(), loaded.file) : loaded.file;
  return { code, file, errors: loaded.errors.map((e) => ({ ...e, file })), ms: performance.now() - start };
});
const report = { results, ms: performance.now() - started, selection };

if (format !== 'text') {
  const text = machineReport(format, report);
  if (output) writeFileSync(output, text);
  else process.stdout.write(text);
}
// Annotations become marks on the pull request, not log lines: the log keeps the text report beside them.
if (format === 'text' || format === 'github' || output) {
  const text = textReport(report);
  if (output && format === 'text') writeFileSync(output, text.stderr + text.stdout);
  process.stderr.write(text.stderr);
  process.stdout.write(text.stdout);
}

const invalid = results.some((r) => r.errors.length > 0);
process.exit(invalid || (results.length === 0 && !selection) ? 1 : 0);
