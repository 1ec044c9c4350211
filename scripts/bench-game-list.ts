/**
 * The game list on 5,000 games (issue 5 budget: "5,000 games scroll smoothly: no more than about 150 game
 * tiles in the DOM at any position, images lazy with width and height"). Figures only, no assertions.
 *
 * Serves the built site with a simulator of its own whose catalogue holds 5,000 RNG games (POST
 * /__sim/reset {"rngGames": 5000}), opens /m/gameList?gameType=RNG at 390×844 in headless Chromium
 * (playwright-core), scrolls to the bottom until every page has loaded (the list's own infinite scroll,
 * 26 a page, at most one page a second), then scrolls from the top to the bottom at a steady speed and
 * prints the most tiles seen in the DOM, the frame times (requestAnimationFrame deltas, p50 / p95) and
 * whether the icons are lazy with their width and height.
 *
 * npx tsx scripts/bench-game-list.ts [--games 5000] (builds first when there is no build); npm run bench
 * runs it last.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { createPlatformSimulator } from '../src/platform-sim/app';
import { buildAll, DIST } from './build';
import { browserPath, CHROMIUM_ARGS } from './lib/browser';
import { loadAllMerchants } from './lib/merchants';
import { SIM_TOKEN_HEADER } from './lib/site-edges';
import { createSiteApp } from './lib/site-server';

const GRID = '[data-testid="game-grid"]';
/** Pixels scrolled per frame while measuring (about 4,800 px a second at 60 frames a second: a quick fling). */
const STEP_PX = 80;
const FILL_TIMEOUT_MS = 10 * 60_000;
/** Frames of the idle baseline (the machine's own frame rate, nothing moving). */
const IDLE_FRAMES = 120;

interface Sample {
  maxTiles: number;
  frames: number[];
  images: { seen: number; sized: number; lazy: number; eager: number };
  /** Main-thread time per frame (Chromium's Performance metrics, ms): script, layout, style, every task. */
  work?: { script: number; layout: number; style: number; task: number };
  /** Tasks over 50 ms (Chromium's long-task observer) since the last reset: how many, and the longest. */
  longTasks: { count: number; longest: number };
}

type Metrics = Record<string, number>;

/** Runs in the page from its first script: a frame loop counting the tiles in the DOM and, while sampling, the frame times. */
function installSampler() {
  const state = { maxTiles: 0, frames: [] as number[], sampling: false, images: new Map<string, { sized: boolean; lazy: boolean }>(), longTasks: [] as number[] };
  (window as unknown as { __bench: typeof state }).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  let last = 0;
  let count = 0;
  const frame = (at: number) => {
    const grid = document.querySelector('[data-testid="game-grid"]');
    const tiles = grid?.childElementCount ?? 0;
    if (tiles > state.maxTiles) state.maxTiles = tiles;
    if (state.sampling && last) state.frames.push(at - last);
    last = at;
    // Every fifth frame is enough to see every icon (a row stays in the DOM for many frames) and keeps the sampler light.
    count += 1;
    if (grid && count % 5 === 0) {
      for (const img of grid.getElementsByTagName('img')) {
        const src = img.getAttribute('src') ?? '';
        if (!state.images.has(src)) state.images.set(src, { sized: Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0, lazy: img.loading === 'lazy' });
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const loaded = (page: Page) => page.evaluate((grid) => Number(document.querySelector(grid)?.getAttribute('data-count') ?? 0), GRID);

async function sample(page: Page, reset: boolean): Promise<Sample> {
  return page.evaluate((clear) => {
    const s = (window as unknown as { __bench: { maxTiles: number; frames: number[]; images: Map<string, { sized: boolean; lazy: boolean }>; longTasks: number[] } }).__bench;
    const images = [...s.images.values()];
    const out = {
      maxTiles: s.maxTiles,
      frames: [...s.frames],
      longTasks: { count: s.longTasks.length, longest: Math.max(0, ...s.longTasks) },
      images: { seen: images.length, sized: images.filter((i) => i.sized).length, lazy: images.filter((i) => i.lazy).length, eager: images.filter((i) => !i.lazy).length },
    };
    if (clear) {
      s.maxTiles = 0;
      s.frames = [];
      s.longTasks = [];
    }
    return out;
  }, reset);
}

/** Scrolls from the top to the bottom, STEP_PX a frame (0: stays put for IDLE_FRAMES), recording every frame's time. */
async function sweep(page: Page, step: number): Promise<void> {
  await page.evaluate(
    async ({ step, idle }) => {
      window.scrollTo(0, 0);
      await new Promise((r) => setTimeout(r, 500));
      const s = (window as unknown as { __bench: { sampling: boolean } }).__bench;
      s.sampling = true;
      let frames = 0;
      await new Promise<void>((done) => {
        const tick = () => {
          frames += 1;
          const bottom = document.documentElement.scrollHeight - window.innerHeight;
          if (step === 0 ? frames > idle : window.scrollY >= bottom - 1) return done();
          window.scrollBy(0, step);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      s.sampling = false;
    },
    { step, idle: IDLE_FRAMES },
  );
}

/** The frame times of one sweep, the main thread's work per frame, and the sampler's figures since the last reset. */
async function measure(page: Page, cdp: CDPSession, step: number): Promise<Sample> {
  const metrics = async (): Promise<Metrics> =>
    Object.fromEntries(((await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }).metrics.map((m) => [m.name, m.value]));
  await sample(page, true);
  const before = await metrics();
  await sweep(page, step);
  const after = await metrics();
  const result = await sample(page, false);
  const perFrame = (name: string) => (((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / Math.max(1, result.frames.length);
  return { ...result, work: { script: perFrame('ScriptDuration'), layout: perFrame('LayoutDuration'), style: perFrame('RecalcStyleDuration'), task: perFrame('TaskDuration') } };
}

function frameLine(label: string, { frames, work, longTasks }: Sample): string {
  const long = frames.filter((f) => f > 50).length;
  const main = work
    ? `; main thread per frame: script ${ms(work.script)}, layout ${ms(work.layout)}, style ${ms(work.style)}, all tasks ${ms(work.task)}`
    : '';
  const tasks = `; tasks over 50 ms: ${longTasks.count}${longTasks.count ? `, longest ${ms(longTasks.longest)}` : ''}`;
  return `${label} (${frames.length} frames): p50 ${ms(percentile(frames, 0.5))}, p95 ${ms(percentile(frames, 0.95))}, max ${ms(Math.max(0, ...frames))}, over 50 ms: ${long}${tasks}${main}`;
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** Answers the figures as printable lines. */
export async function benchGameList(games = 5000): Promise<string[]> {
  const merchants = loadAllMerchants();
  const simulator = createPlatformSimulator(merchants.values());
  const simToken = randomBytes(16).toString('hex');
  const app = createSiteApp({ dist: DIST, merchants, defaultMerchant: 'demo', simulator, simToken });
  let close: () => void = () => undefined;
  const port = await new Promise<number>((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0 }, (info) => resolve(info.port));
    close = () => void server.close();
  });
  const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS });
  try {
    const reset = await fetch(`http://localhost:${port}/__sim/reset`, { method: 'POST', headers: { 'Content-Type': 'application/json', [SIM_TOKEN_HEADER]: simToken }, body: JSON.stringify({ rngGames: games }) });
    if (!reset.ok) throw new Error(`POST /__sim/reset answered ${reset.status}`);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block', bypassCSP: true });
    // tsx names inner functions with a __name helper the page does not have.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    await context.addInitScript(installSampler);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const pageCalls: number[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/relay/GCSGAME_gameList') pageCalls.push(performance.now());
    });
    await page.goto(`http://demo.localhost:${port}/m/gameList?gameType=RNG&lang=EN`);
    await page.waitForSelector(`${GRID} > li`);

    // Fill: the list's own infinite scroll, one page a second at most.
    const started = performance.now();
    let count = await loaded(page);
    let lastPrinted = 0;
    while (count < games) {
      if (performance.now() - started > FILL_TIMEOUT_MS) throw new Error(`only ${count} of ${games} games loaded in ${FILL_TIMEOUT_MS / 60_000} min`);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(200);
      count = await loaded(page);
      if (count - lastPrinted >= 1000) {
        lastPrinted = count - (count % 1000);
        process.stdout.write(`  … ${count} games loaded after ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
      }
    }
    const fillSeconds = (performance.now() - started) / 1000;
    const filling = await sample(page, true);

    // Measure: the idle baseline, then top to bottom over the whole list at a steady speed (twice: the
    // browser keeps only so many icons decoded), then the same without the icons (the simulator's PNG
    // icons, like a real platform's raster icons, decode off the main thread): lazy images that are not
    // displayed never load, so this is the list's own cost. (The context bypasses the page's CSP only for
    // that style element.)
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const idle = await measure(page, cdp, 0);
    const scrolling = await measure(page, cdp, STEP_PX);
    const again = await measure(page, cdp, STEP_PX);
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = '[data-testid="game-grid"] img { display: none; }';
      document.head.append(style);
    });
    const bare = await measure(page, cdp, STEP_PX);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const { images } = scrolling;
    const gaps = pageCalls.slice(2).map((at, i) => at - (pageCalls[i + 1] ?? at));
    return [
      `${count} games (${pageCalls.length} pages of 26) loaded by infinite scroll in ${fillSeconds.toFixed(0)} s; between page calls p50 ${ms(percentile(gaps, 0.5))}, min ${ms(Math.min(...gaps))} (at most one a second); page ${height} px tall`,
      `tiles in the DOM: at most ${Math.max(filling.maxTiles, scrolling.maxTiles, again.maxTiles)} (while loading ${filling.maxTiles}, while scrolling top to bottom ${Math.max(scrolling.maxTiles, again.maxTiles)}; budget 150)`,
      `longest task (Chromium's long-task observer, no CPU slowdown; budget: none over 50 ms): while loading ${ms(filling.longTasks.longest)} (${filling.longTasks.count} over 50 ms), while scrolling ${ms(Math.max(scrolling.longTasks.longest, again.longTasks.longest))} (${scrolling.longTasks.count + again.longTasks.count} over 50 ms)`,
      frameLine('frames at rest (baseline)', idle),
      frameLine(`scroll frames, ${STEP_PX} px a frame top to bottom, with the simulator's PNG icons`, scrolling),
      frameLine('again (the browser keeps only so many icons decoded)', again),
      frameLine('the same without the icons (the list itself)', bare),
      `icons: ${images.seen} seen, ${images.sized === images.seen ? 'all' : `${images.sized}`} with width and height, ${images.lazy} lazy, ${images.eager} eager (the first row or two)`,
      `machine: ${availableParallelism()} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1 / 5 / 15 min): frame times are only as steady as the machine is idle`,
      ...(errors.length ? [`page errors: ${errors.join('; ')}`] : []),
    ];
  } finally {
    await browser.close();
    close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--games');
  const games = at > 0 ? Number(process.argv[at + 1]) : 5000;
  if (!existsSync(join(DIST, 'build-info.json'))) await buildAll();
  console.log(`game list on ${games} games (390×844, headless Chromium):`);
  for (const line of await benchGameList(games)) console.log(`  ${line}`);
}
