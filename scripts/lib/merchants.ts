/** Node-side access to merchants/<code>/merchant.json: listing, reading and validating them. */
import { closeSync, cpSync, existsSync, openSync, readdirSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseMerchantSource, positionAt } from '../../src/config/source';
import { type ConfigError, errorPlace, validateMerchantSource } from '../../src/config/validate';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { fileSizeError, MAX_CONFIG_BYTES } from '../../src/config/limits';
import { migrate } from '../../src/config/migrate';
import { merchantFileText } from './merchant-file';

/** The merchants' folder; LIVERY_MERCHANTS points the build, the server and the studio at another (the studio's e2e works on a copy). */
export const MERCHANTS_DIR = process.env.LIVERY_MERCHANTS ?? 'merchants';

/** Every merchant folder, with or without its merchant.json (npm run validate names one without); dot-folders excepted. */
export function merchantFolders(dir = MERCHANTS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name)
    .sort();
}

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
  if (!read.ok) throw new Error(`${errorPlace(read.error)} #${read.error.pointer}: ${read.error.problem}`);
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
 * A merchant.json's text, or the config error that stops it: a file over the size limit is refused from its
 * size on disk, before it is read whole (its place: where the limit is passed, read from the file's first
 * MAX_CONFIG_BYTES + 1 bytes); a missing file is named.
 */
function readMerchantText(file: string): { ok: true; text: string } | { ok: false; error: ConfigError } {
  if (!existsSync(file)) {
    const folder = dirname(file);
    return {
      ok: false,
      error: {
        file,
        pointer: '',
        problem: `the merchant folder ${folder} has no merchant.json`,
        fix: `add ${file} (npm run new-merchant -- ${basename(folder)} copies the demo merchant) or remove the folder`,
      },
    };
  }
  const tooBig = fileSizeError(statSync(file).size);
  if (tooBig) return { ok: false, error: { file, ...tooBig, ...overLimitAt(readPrefix(file, MAX_CONFIG_BYTES + 1)) } };
  return { ok: true, text: readFileSync(file, 'utf8') };
}

/** The place of the last character of a file's first MAX_CONFIG_BYTES + 1 bytes: where the size limit is passed. */
function overLimitAt(prefix: string) {
  return positionAt(prefix, prefix.length - 1);
}

/** The first `bytes` bytes of a file as UTF-8 text. */
function readPrefix(file: string, bytes: number): string {
  const buffer = Buffer.alloc(bytes);
  const fd = openSync(file, 'r');
  try {
    return buffer.subarray(0, readSync(fd, buffer, 0, bytes, 0)).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/**
 * A merchant.json parsed, or the config error that stops it, with its line and column: a file over the size
 * limit is refused from its size on disk, before it is read; then the nesting depth, the JSON syntax and the
 * size as written (src/config/source.ts), before anything recurses into it.
 */
export function readMerchantJson(file: string): ReadJson {
  const read = readMerchantText(file);
  if (!read.ok) return read;
  const parsed = parseMerchantSource(file, read.text);
  return parsed.ok ? { ok: true, json: parsed.json } : parsed;
}

/** Validates merchants/<code>/merchant.json (schema, semantic rules, assets); every error carries its line and column. */
export function loadMerchant(code: string, dir = MERCHANTS_DIR): LoadedMerchant {
  const file = join(dir, code, 'merchant.json');
  const read = readMerchantText(file);
  if (!read.ok) return { code, file, errors: [read.error] };
  const result = validateMerchantSource(file, read.text, {
    folder: code,
    assetExists: (path) => existsSync(join(dir, code, path)),
  });
  return { code, file, ...result };
}

/** Loads every merchant and throws, listing every error, when one is invalid. */
export function loadAllMerchants(dir = MERCHANTS_DIR, codes = merchantCodes(dir)): Map<string, MerchantConfig> {
  const loaded = codes.map((code) => loadMerchant(code, dir));
  const errors = loaded.flatMap((m) => m.errors);
  if (errors.length) {
    throw new Error(`invalid merchant config (run npm run validate):\n${errors.map((e) => `${errorPlace(e)} #${e.pointer}: ${e.problem}`).join('\n')}`);
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
