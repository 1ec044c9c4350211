/**
 * npm run build: validates every merchant, builds the merchant-independent app once with Vite, then
 * stamps each merchant (config, theme, manifest, assets) into dist/sites/<code>/. N merchants cost one build.
 * --merchants=a,b or --changed[=<ref>] (as npm run validate takes it) stamps only those merchants: the
 * pull request workflow's preview (.github/workflows/validate-merchants.yml).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { performance } from 'node:perf_hooks';
import { build } from 'vite';
import type { MerchantConfig } from '../src/config/merchant-resolved.gen';
import { changedMerchants } from './lib/changed';
import { loadAllMerchants, MERCHANTS_DIR, merchantCodes } from './lib/merchants';
import { PREFERENCES_STORAGE_KEY } from '../src/state/preferences';
import { OFFLINE_URL, SHELL_URL } from '../src/lib/sw/policy';
import { cdnHeaders, inlineImage, offlinePage, pageCsp, shellFiles, stampHtml, webManifest } from './lib/stamp';

/**
 * The build folder; LIVERY_DIST lets parallel work (several e2e servers) build apart. LIVERY_NO_MINIFY=1
 * keeps the code readable (names in a CPU profile), for profiling only.
 */
export const DIST = process.env.LIVERY_DIST ?? 'dist';

export interface BuildOptions {
  /** Where the merchants are read from (the benchmark builds generated copies in a temporary folder). */
  merchantsDir?: string;
  /** Where the build goes. */
  dist?: string;
  /** The merchants to stamp (default: every one): --merchants=a,b or --changed[=<ref>] (a pull request's preview). */
  codes?: string[];
}

/** Builds the app once and stamps every merchant; answers the milliseconds the whole build took. */
export async function buildAll({ merchantsDir = MERCHANTS_DIR, dist = DIST, codes }: BuildOptions = {}): Promise<number> {
  const started = performance.now();
  const merchants = loadAllMerchants(merchantsDir, codes);
  rmSync(dist, { recursive: true, force: true });
  await build({ logLevel: 'warn', configLoader: 'runner', build: { outDir: join(dist, 'app'), minify: process.env.LIVERY_NO_MINIFY ? false : undefined } });
  const viteMs = performance.now() - started;

  const template = readFileSync(join(dist, 'app', 'index.html'), 'utf8');
  const styleHashes: Record<string, string> = {};
  const offlineCsp: Record<string, string> = {};
  // The build id names the service worker's caches: it changes whenever anything a merchant's page is made of does.
  const buildHash = createHash('sha256').update(template);
  for (const [code, config] of merchants) {
    const site = stampSite({ dist, merchantsDir, template }, code, config);
    styleHashes[code] = site.styleHash;
    offlineCsp[code] = site.offlineCsp;
    buildHash.update(site.html).update(site.manifest).update(site.offline);
  }
  cpSync(join('node_modules', 'flag-icons', 'flags', '4x3'), join(dist, 'flags'), { recursive: true });
  await buildStudio(dist);
  const buildId = buildHash.digest('hex').slice(0, 16);
  await buildServiceWorker(dist, buildId, [SHELL_URL, OFFLINE_URL, ...shellFiles(template)]);
  writeFileSync(
    join(dist, 'build-info.json'),
    JSON.stringify({ builtAt: new Date().toISOString(), buildId, merchants: [...merchants.keys()], styleHashes, offlineCsp }, null, 2),
  );
  const total = performance.now() - started;
  console.log(`built ${merchants.size} merchants: vite ${viteMs.toFixed(0)} ms, stamping ${(total - viteMs).toFixed(0)} ms, total ${total.toFixed(0)} ms`);
  return total;
}

export interface StampPlace {
  dist: string;
  merchantsDir: string;
  /** The built app's index.html (dist/app/index.html), merchant-independent. */
  template: string;
}

/**
 * Writes one merchant's site into <dist>/sites/<code>/: its stamped page, manifest, offline page and assets.
 * The build does it for every merchant; the studio does it again for a merchant it saves or creates.
 */
export function stampSite({ dist, merchantsDir, template }: StampPlace, code: string, config: MerchantConfig) {
  const site = join(dist, 'sites', code);
  mkdirSync(site, { recursive: true });
  const { html, styleHash } = stampHtml(template, config, { splashLogo: inlineImage(join(merchantsDir, code, config.identity.logo)), policyMeta: true });
  writeFileSync(join(site, 'index.html'), html);
  const manifest = webManifest(config);
  writeFileSync(join(site, 'manifest.webmanifest'), manifest);
  const offline = offlinePage(config, localeCatalog, PREFERENCES_STORAGE_KEY);
  writeFileSync(join(site, 'offline.html'), offline.html);
  // A merchant hosting this folder on a CDN keeps the headers npm start sends (the page's policy is also in it).
  writeFileSync(join(site, '_headers'), cdnHeaders(pageCsp(styleHash, config), offline.csp));
  rmSync(join(site, 'merchant', 'assets'), { recursive: true, force: true });
  cpSync(join(merchantsDir, code, 'assets'), join(site, 'merchant', 'assets'), { recursive: true });
  return { html, styleHash, manifest, offline: offline.html, offlineCsp: offline.csp };
}

/** A locale catalog by BCP 47 tag, for the texts stamped into pages served without the app (the offline page). */
function localeCatalog(tag: string): Record<string, never> | undefined {
  const file = join('src', 'i18n', 'locales', `${tag}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The ops studio (dist/studio/, served at /__studio/): an entry of its own, apart from the player's build and its checks. */
async function buildStudio(dist: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: 'studio',
    base: '/__studio/',
    publicDir: false,
    plugins: [react()],
    build: { outDir: resolve(dist, 'studio'), emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2000 },
  });
}

/** The service worker (dist/worker/sw.js, served as /sw.js): one plain script, the build id and shell list written in. */
async function buildServiceWorker(dist: string, buildId: string, precache: string[]): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    define: { __LIVERY_BUILD_ID__: JSON.stringify(buildId), __LIVERY_PRECACHE__: JSON.stringify(precache) },
    build: {
      outDir: join(dist, 'worker'),
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      lib: { entry: 'src/lib/sw/worker.ts', formats: ['iife'], name: 'liveryWorker', fileName: () => 'sw.js' },
    },
  });
}

/**
 * The merchants the command line names: --merchants=a,b, or --changed[=<ref>] (those npm run validate --changed
 * chooses, scripts/lib/changed.ts); undefined (every merchant) without either.
 */
function chosenMerchants(args: string[]): string[] | undefined {
  const named = args.find((a) => a.startsWith('--merchants='));
  if (named) return named.slice('--merchants='.length).split(',').filter(Boolean);
  const changed = args.find((a) => a === '--changed' || a.startsWith('--changed='));
  if (changed === undefined) return undefined;
  const selection = changedMerchants({ dir: MERCHANTS_DIR, all: merchantCodes(), ref: changed.includes('=') ? changed.slice(changed.indexOf('=') + 1) : undefined });
  console.log(`${selection.reason}: ${selection.codes.join(', ') || 'no merchant to build'}`);
  return selection.codes;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const codes = chosenMerchants(process.argv.slice(2));
  if (codes?.length === 0) console.log('nothing to build');
  else await buildAll({ codes });
}
