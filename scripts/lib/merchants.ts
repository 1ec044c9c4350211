/** Node-side access to merchants/<code>/merchant.json: listing, reading and validating them. */
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigError } from '../../src/config/validate';
import { validateMerchant } from '../../src/config/validate';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { fileSizeError, shapeError } from '../../src/config/limits';
import { migrate } from '../../src/config/migrate';
import { merchantFileText } from './merchant-file';

/** The merchants' folder; LIVERY_MERCHANTS points the build, the server and the studio at another (the studio's e2e works on a copy). */
export const MERCHANTS_DIR = process.env.LIVERY_MERCHANTS ?? 'merchants';

export function merchantCodes(dir = MERCHANTS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'merchant.json')))
    .map((d) => d.name)
    .sort();
}

/**
 * Copies merchant `from` of `fromDir` to `<toDir>/<code>/` under a new identity (code, platform merchant
 * code, display name; no trial merchant code of its own). Answers the new merchant.json's path.
 */
export function copyMerchant(from: string, code: string, options: { fromDir?: string; toDir?: string; name?: string } = {}): string {
  const { fromDir = MERCHANTS_DIR, toDir = MERCHANTS_DIR, name = code } = options;
  const target = join(toDir, code);
  cpSync(join(fromDir, from), target, { recursive: true });
  const file = join(target, 'merchant.json');
  const read = readMerchantJson(file);
  if (!read.ok) throw new Error(`${file}#${read.error.pointer}: ${read.error.problem}`);
  const config = read.json as { identity: Record<string, unknown>; legal?: { userAgreement?: Record<string, string> } };
  const displayName = String(config.identity.displayName);
  renameInTerms(target, config.legal?.userAgreement, displayName, name);
  config.identity.code = code;
  config.identity.merchantCode = code.toUpperCase().replace(/-/g, '_');
  delete config.identity.trialMerchantCode;
  config.identity.displayName = name;
  writeFileSync(file, merchantFileText(config));
  return file;
}

/** The copied user-agreement files name the new merchant, not the one they were copied from. */
function renameInTerms(folder: string, files: Record<string, string> | undefined, from: string, to: string): void {
  for (const path of new Set(Object.values(files ?? {}))) {
    const file = join(folder, path);
    if (existsSync(file)) writeFileSync(file, readFileSync(file, 'utf8').replaceAll(from, to));
  }
}

export interface LoadedMerchant {
  code: string;
  file: string;
  errors: ConfigError[];
  config?: MerchantConfig;
}

type ReadJson = { ok: true; json: unknown } | { ok: false; error: ConfigError };

/**
 * A merchant.json parsed, or the config error that stops it: a file over the size limit is refused from its
 * size on disk, before it is read; then the JSON syntax; then the nesting depth, before anything recurses into it.
 */
export function readMerchantJson(file: string): ReadJson {
  const tooBig = fileSizeError(statSync(file).size);
  if (tooBig) return { ok: false, error: { file, ...tooBig } };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const problem = err instanceof Error ? err.message : String(err);
    return { ok: false, error: { file, pointer: '', problem: `not valid JSON: ${problem}`, fix: 'correct the JSON syntax' } };
  }
  const shape = shapeError(json);
  return shape ? { ok: false, error: { file, ...shape } } : { ok: true, json };
}

export function loadMerchant(code: string, dir = MERCHANTS_DIR): LoadedMerchant {
  const file = join(dir, code, 'merchant.json');
  const read = readMerchantJson(file);
  if (!read.ok) return { code, file, errors: [read.error] };
  const result = validateMerchant(file, read.json, {
    folder: code,
    assetExists: (path) => existsSync(join(dir, code, path)),
  });
  return { code, file, ...result };
}

/** Loads every merchant and throws, listing every error, when one is invalid. */
export function loadAllMerchants(dir = MERCHANTS_DIR): Map<string, MerchantConfig> {
  const loaded = merchantCodes(dir).map((code) => loadMerchant(code, dir));
  const errors = loaded.flatMap((m) => m.errors);
  if (errors.length) {
    throw new Error(`invalid merchant config (run npm run validate):\n${errors.map((e) => `${e.file}#${e.pointer}: ${e.problem}`).join('\n')}`);
  }
  return new Map(loaded.map((m) => [m.code, m.config as MerchantConfig]));
}

/**
 * Rewrites a merchant.json written for an older schemaVersion as the migrations make it (two-space JSON,
 * keys in the schema's order). Answers what it did, or undefined when the file is current, not JSON or over a limit.
 */
export function migrateMerchantFile(code: string, dir = MERCHANTS_DIR): { file: string; from: number; steps: string[] } | undefined {
  const file = join(dir, code, 'merchant.json');
  // A file that is not JSON, or breaks a limit, is left as it is: validation reports it.
  const read = readMerchantJson(file);
  if (!read.ok) return undefined;
  const migrated = migrate(read.json);
  if (!migrated.applied.length || migrated.from === undefined) return undefined;
  writeFileSync(file, merchantFileText(migrated.config));
  return { file, from: migrated.from, steps: migrated.applied.map((m) => `${m.from} -> ${m.from + 1}: ${m.describe}`) };
}
