/**
 * Many merchants (issue 15): the build of 20 merchants against the build of one (budget: at most 1.3×),
 * and the validation of 100 merchants warm (budget: under 1 s). The merchants are copies of the shipped
 * ones under new identities in a temporary folder; the builds go to a temporary folder too, so the
 * site's own dist/ is left alone. Figures only, no assertions.
 *
 * npx tsx scripts/bench-merchants.ts (npm run bench runs it)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildAll } from './build';
import { copyMerchant, loadMerchant, merchantCodes } from './lib/merchants';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A folder of `count` merchants: the shipped ones in turn, each under a generated identity. */
function merchantsFolder(root: string, count: number): string {
  const dir = mkdtempSync(join(root, `m${count}-`));
  const shipped = merchantCodes();
  for (let i = 0; i < count; i++) copyMerchant(shipped[i % shipped.length] as string, `bench-${String(i + 1).padStart(3, '0')}`, { toDir: dir });
  return dir;
}

export async function benchMerchants(): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'livery-bench-'));
  try {
    const one = merchantsFolder(root, 1);
    const twenty = merchantsFolder(root, 20);
    const hundred = merchantsFolder(root, 100);
    const dist = join(root, 'dist');

    // A first build warms Vite's and the disk's caches; then one and twenty in turn, three times each.
    await buildAll({ merchantsDir: one, dist });
    const builds: Record<'one' | 'twenty', number[]> = { one: [], twenty: [] };
    for (let round = 0; round < 3; round++) {
      builds.one.push(await buildAll({ merchantsDir: one, dist }));
      builds.twenty.push(await buildAll({ merchantsDir: twenty, dist }));
    }

    const codes = merchantCodes(hundred);
    const validateAll = () => {
      const started = performance.now();
      const invalid = codes.filter((code) => loadMerchant(code, hundred).errors.length > 0);
      if (invalid.length) throw new Error(`generated merchants do not validate: ${invalid.join(', ')}`);
      return performance.now() - started;
    };
    const cold = validateAll();
    const warm = Array.from({ length: 5 }, validateAll);

    const [b1, b20] = [median(builds.one), median(builds.twenty)];
    return [
      `build of 1 merchant: median ${b1.toFixed(0)} ms; of 20 merchants: median ${b20.toFixed(0)} ms; ratio ${(b20 / b1).toFixed(2)}× (budget 1.3×; 3 builds each, after a warm-up)`,
      `validate ${codes.length} merchants: cold ${cold.toFixed(0)} ms, warm median ${median(warm).toFixed(0)} ms (budget: under 1,000 ms warm)`,
    ];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await benchMerchants()) console.log(line);
}
