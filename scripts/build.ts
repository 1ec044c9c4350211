/**
 * npm run build: validates every merchant, builds the merchant-independent app once with Vite, then
 * stamps each merchant (config, theme, manifest, assets) into dist/sites/<code>/. N merchants cost one build.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'vite';
import { loadAllMerchants, MERCHANTS_DIR } from './lib/merchants';
import { stampHtml, webManifest } from './lib/stamp';

/** The build folder; LIVERY_DIST lets parallel work (several e2e servers) build apart. */
export const DIST = process.env.LIVERY_DIST ?? 'dist';

export async function buildAll(): Promise<void> {
  const started = performance.now();
  const merchants = loadAllMerchants();
  rmSync(DIST, { recursive: true, force: true });
  await build({ logLevel: 'warn', configLoader: 'runner', build: { outDir: join(DIST, 'app') } });
  const viteMs = performance.now() - started;

  const template = readFileSync(join(DIST, 'app', 'index.html'), 'utf8');
  const styleHashes: Record<string, string> = {};
  for (const [code, config] of merchants) {
    const site = join(DIST, 'sites', code);
    mkdirSync(site, { recursive: true });
    const { html, styleHash } = stampHtml(template, config);
    styleHashes[code] = styleHash;
    writeFileSync(join(site, 'index.html'), html);
    writeFileSync(join(site, 'manifest.webmanifest'), webManifest(config));
    cpSync(join(MERCHANTS_DIR, code, 'assets'), join(site, 'merchant', 'assets'), { recursive: true });
  }
  cpSync(join('node_modules', 'flag-icons', 'flags', '4x3'), join(DIST, 'flags'), { recursive: true });
  writeFileSync(join(DIST, 'build-info.json'), JSON.stringify({ builtAt: new Date().toISOString(), merchants: [...merchants.keys()], styleHashes }, null, 2));
  const total = performance.now() - started;
  console.log(`built ${merchants.size} merchants: vite ${viteMs.toFixed(0)} ms, stamping ${(total - viteMs).toFixed(0)} ms, total ${total.toFixed(0)} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
