/**
 * npm run bench: prints the figures the budgets speak of (no assertions): merchant validation time,
 * build time, per route the JavaScript (gzip) a first visit needs against the 150 KB budget, the
 * simulator's requests per second and latency for login, wallet and a game-list page, the game list
 * on 5,000 games in headless Chromium (tiles in the DOM, scroll frame times, the longest task, lazy icons
 * with their size), the build of 20 merchants against one and the validation of 100
 * (scripts/bench-merchants.ts), and Lighthouse against the performance floor on home (EN, MY), the game
 * list, login and the member centre (scripts/lighthouse.ts).
 */
import { performance } from 'node:perf_hooks';
import { buildAll } from './build';
import { benchGameList } from './bench-game-list';
import { benchSimulator, formatResult } from './bench-sim';
import { firstLoadCosts, gzipBytes, loadChunks } from './lib/bundle';
import { benchMerchants } from './bench-merchants';
import { compareWithFloor } from './lighthouse';
import { loadAllMerchants, loadMerchant, merchantCodes } from './lib/merchants';

const BUDGET_KB = 150;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const codes = merchantCodes();
const firstRun = performance.now();
for (const code of codes) loadMerchant(code);
const coldMs = performance.now() - firstRun;
const warm = Array.from({ length: 10 }, () => {
  const t = performance.now();
  for (const code of codes) loadMerchant(code);
  return performance.now() - t;
});
console.log(`validate ${codes.length} merchants: cold ${coldMs.toFixed(0)} ms (schema compile included), warm median ${median(warm).toFixed(1)} ms`);

if (!process.argv.includes('--no-build')) await buildAll();

const chunks = loadChunks();
console.log('\nchunks (gzip):');
for (const c of chunks) console.log(`  ${c.file.padEnd(44)} ${kb(gzipBytes(c.file)).padStart(7)} KB${c.isEntry ? '  (entry)' : ''}`);

for (const [code, config] of loadAllMerchants()) {
  const costs = firstLoadCosts(config, chunks).sort((a, b) => b.jsGzip - a.jsGzip);
  const worst = costs[0];
  console.log(`\n${code}: first-visit JavaScript per route (gzip; budget ${BUDGET_KB} KB)`);
  const groups = new Map<string, string[]>();
  for (const c of costs) groups.set(kb(c.jsGzip), [...(groups.get(kb(c.jsGzip)) ?? []), c.screen]);
  for (const [size, screens] of groups) {
    const flag = Number(size) > BUDGET_KB ? '  OVER BUDGET' : '';
    const names = screens.length > 6 ? `${screens.slice(0, 6).join(', ')} … (${screens.length} screens)` : screens.join(', ');
    console.log(`  ${size.padStart(7)} KB  ${names}${flag}`);
  }
  if (worst) console.log(`  largest: ${worst.screen} ${kb(worst.jsGzip)} KB of ${BUDGET_KB} KB`);
}

console.log('\nplatform simulator over loopback (its own process):');
for (const r of await benchSimulator()) console.log(`  ${formatResult(r)}`);

console.log('\ngame list on 5,000 games (390×844, headless Chromium; a few minutes: one page a second):');
for (const line of await benchGameList(5000)) console.log(`  ${line}`);

console.log('\nmany merchants (generated copies in a temporary folder):');
for (const line of await benchMerchants()) console.log(`  ${line}`);

console.log('\nLighthouse, mobile preset, against the performance floor (issue 15 budgets; --lighthouse-runs=N, default 5):');
const runsArg = process.argv.find((a) => a.startsWith('--lighthouse-runs='))?.split('=')[1];
await compareWithFloor({ runs: Number(runsArg ?? 5) }).catch((err: unknown) => console.log(`  not run: ${err instanceof Error ? err.message : String(err)}`));
