/**
 * npm start: builds what is missing or stale, then serves every merchant and the platform simulator on
 * one port (PORT, default 4173): http://localhost:4173/m/home (default merchant), http://<code>.localhost:4173/.
 * LIVERY_SIM_STATE=<file> keeps the simulator's state across restarts.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { buildAll, DIST } from './build';
import { loadAllMerchants } from './lib/merchants';
import { createPlatformSimulator } from '../src/platform-sim/app';
import { createSiteApp } from './lib/site-server';

const SOURCES = ['src', 'merchants', 'schemas', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const info = join(DIST, 'build-info.json');
const builtAt = existsSync(info) ? statSync(info).mtimeMs : 0;
if (builtAt === 0 || Math.max(...SOURCES.map(newestMtime)) > builtAt) {
  console.log(builtAt === 0 ? 'no build found: building…' : 'sources changed since the last build: building…');
  await buildAll();
}

const merchants = loadAllMerchants();
const defaultMerchant = process.env.LIVERY_DEFAULT_MERCHANT ?? 'demo';
if (!merchants.has(defaultMerchant)) throw new Error(`default merchant "${defaultMerchant}" has no folder under merchants/`);
const port = Number(process.env.PORT ?? 4173);
const simulator = createPlatformSimulator(merchants.values());
const app = createSiteApp({ dist: DIST, merchants, defaultMerchant, simulator });

// LIVERY_SIM_STATE=<file>: the simulator's state is loaded from it at start and saved to it on exit.
const statePath = process.env.LIVERY_SIM_STATE;
if (statePath && existsSync(statePath)) {
  simulator.load(JSON.parse(readFileSync(statePath, 'utf8')));
  console.log(`simulator state loaded from ${statePath}`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (statePath) {
      writeFileSync(statePath, JSON.stringify(simulator.save()));
      console.log(`simulator state saved to ${statePath}`);
    }
    process.exit(0);
  });
}

serve({ fetch: app.fetch, port }, () => {
  console.log(`Livery on http://localhost:${port}/m/home (${defaultMerchant})`);
  for (const code of merchants.keys()) console.log(`  ${code}: http://${code}.localhost:${port}/`);
});
