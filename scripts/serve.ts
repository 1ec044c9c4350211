/**
 * npm start: builds what is missing or stale, then serves every merchant and the platform simulator on
 * one port (PORT, default 4173): http://localhost:4173/m/home (default merchant), http://<code>.localhost:4173/,
 * and the ops studio at http://localhost:4173/__studio/ (loopback only). npm run studio is the same server,
 * its banner leading with the studio. LIVERY_SIM_STATE=<file> keeps the simulator's state across restarts.
 * It listens on 127.0.0.1 unless HOST names another address, answers only loopback host names and those
 * LIVERY_ALLOWED_HOSTS lists, and its control API (/__sim) wants the token it prints (LIVERY_SIM_TOKEN sets it).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { DIST } from './build';
import { loadAllMerchants } from './lib/merchants';
import { createPlatformSimulator } from '../src/platform-sim/app';
import { allowedHostsFromEnv, SIM_TOKEN_HEADER, simTokenFromEnv } from './lib/site-edges';
import { createSiteApp } from './lib/site-server';
import { studio } from './lib/studio-server';
import { buildIfStale } from './lib/stale-build';

await buildIfStale(console.log);

const merchants = loadAllMerchants();
const defaultMerchant = process.env.LIVERY_DEFAULT_MERCHANT ?? 'demo';
if (!merchants.has(defaultMerchant)) throw new Error(`default merchant "${defaultMerchant}" has no folder under merchants/`);
const port = Number(process.env.PORT ?? 4173);
// Loopback unless told otherwise: the simulator hands out codes and money to whoever reaches it.
const hostname = process.env.HOST || '127.0.0.1';
const simToken = simTokenFromEnv();
const simulator = createPlatformSimulator(merchants.values());
const app = createSiteApp({ dist: DIST, merchants, defaultMerchant, simulator, studio: studio({ dist: DIST }), simToken, deployHosts: allowedHostsFromEnv() });

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

const studioUrl = `http://localhost:${port}/__studio/`;
const server = serve({ fetch: app.fetch, port, hostname }, () => {
  if (process.argv.includes('--studio')) console.log(`Livery studio on ${studioUrl} (edit a merchant with its site live beside it)`);
  console.log(`Livery on http://localhost:${port}/m/home (${defaultMerchant})`);
  for (const code of merchants.keys()) console.log(`  ${code}: http://${code}.localhost:${port}/`);
  if (!process.argv.includes('--studio')) console.log(`Studio (edit merchants, preview them): ${studioUrl}`);
  console.log(`Listening on ${hostname}:${port}. Simulator control API (/__sim): header ${SIM_TOKEN_HEADER}: ${simToken}`);
});
// Node closes an idle kept-alive connection after 5 s; a client that sends on it at that moment gets
// ECONNRESET. Keep idle connections longer than clients (browsers, test runners) keep theirs.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
