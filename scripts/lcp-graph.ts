/**
 * npm run lcp-graph: where Lighthouse's simulated LCP comes from (issue 15). Lighthouse's mobile preset does
 * not time the page on a slow network: it records the page on this machine and replays its requests and
 * main-thread tasks in a model of a slow phone (Lantern: 150 ms round trips, 1.6 Mbit/s shared by the
 * requests in flight, six connections to a host, the CPU 4x slower). Its LCP is the end of the last request
 * or task in the graph of what happened before the largest paint. This prints that graph, each node with its
 * simulated start and end: a request that ends late, or one that shares the connection with the app's code
 * before the paint, shows here.
 *
 *   npm run lcp-graph -- --path=/m/home --lang=EN [--merchant=demo] [--pessimistic]
 *
 * Builds when the build is missing or older than the sources. Figures move between runs: the graph holds
 * what ended before the paint *on this machine*, so idle work that happens to finish earlier joins it.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { browserPath } from './lib/browser';
import { startLocalSite } from './lib/local-site';
import { buildIfStale } from './lib/stale-build';

interface GraphNode {
  start: number;
  end: number;
  what: string;
}
interface Estimate {
  timing: number;
  nodes: GraphNode[];
}

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/m/home' },
    lang: { type: 'string', default: 'EN' },
    merchant: { type: 'string', default: 'demo' },
    pessimistic: { type: 'boolean', default: false },
  },
});

async function main() {
  await buildIfStale(console.log);
  const site = await startLocalSite(values.merchant);
  const { port } = site;
  const chrome = await chromeLauncher.launch({
    chromePath: browserPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  try {
    const url = `http://${values.merchant}.localhost:${port}${values.path}?lang=${values.lang}`;
    const config = {
      extends: 'lighthouse:default',
      settings: { onlyCategories: ['performance'] },
      audits: [{ path: fileURLToPath(new URL('./lib/lcp-graph-audit.mjs', import.meta.url)) }],
      categories: { performance: { title: 'Performance', auditRefs: [{ id: 'livery-lcp-graph', weight: 0 }] } },
    };
    // biome-ignore lint/suspicious/noExplicitAny: Lighthouse's config type does not list custom audits' paths
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error' }, config as any);
    const audits = result?.lhr.audits;
    const graph = audits?.['livery-lcp-graph']?.details as unknown as { optimistic: Estimate; pessimistic: Estimate } | undefined;
    if (!audits || !graph) throw new Error(`no LCP graph: ${JSON.stringify(result?.lhr.runtimeError ?? audits?.['livery-lcp-graph']?.errorMessage)}`);
    const element = (audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet;
    console.log(`${url}: LCP ${Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN)} ms (the mean of the two estimates below), element ${element ?? 'not reported'}`);
    const estimate = values.pessimistic ? graph.pessimistic : graph.optimistic;
    console.log(`${values.pessimistic ? 'pessimistic' : 'optimistic'} estimate ${Math.round(estimate.timing)} ms (other: ${Math.round((values.pessimistic ? graph.optimistic : graph.pessimistic).timing)} ms); start, end (ms), node:`);
    for (const n of estimate.nodes) console.log(`${String(n.start).padStart(6)} ${String(n.end).padStart(6)}  ${n.what}`);
  } finally {
    await chrome.kill();
    await site.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
