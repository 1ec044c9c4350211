/**
 * npm run lighthouse: Livery against the performance floor (../shared/perf-floor: a plain React +
 * react-router page with home's first screen), measured in the same run on the same machine, alternating
 * (the floor's compare.mjs), on Lighthouse's mobile preset (simulated slow 4G, 4x CPU). Absolute figures
 * differ several-fold between machines; the budgets of issue 15 are ratios to the floor:
 *   home (EN and MY): performance within 5 points of the floor's; LCP <= 1.3x; TBT <= 2x + 100 ms;
 *   CLS <= 0.02; JS home's first paint needs <= 1.6x the floor's; all JS loaded during the run <= 2x;
 *   /m/gameList, /m/login, /m/mine (EN): LCP <= 1.3x the floor's.
 * Builds when the build is missing or older than the sources, serves every merchant with the simulator on a
 * free port. A benchmark: it prints figures and never fails on them. `--runs=N` (default 5),
 * `--targets=home-EN,login` to pick targets; `--single` keeps the old mode: Lighthouse alone on one page
 * (`--merchant=code`, `--lang=CODE`, `--path=/m/...`, `--json=file` keeps the last run's whole report).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { browserPath, CHROMIUM_ARGS } from './lib/browser';
import { LANGUAGES } from '../src/i18n/languages';
import { loadAllMerchants } from './lib/merchants';
import { homeFirstPaint } from './lib/bundle';
import { startLocalSite } from './lib/local-site';
import { buildIfStale } from './lib/stale-build';

export const BUDGET = { performance: 90, lcpMs: 2500, cls: 0.05, tbtMs: 200 } as const;

export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  lcpElement: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function lcpElementOf(lhr: Lhr): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string; selector?: string } }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.snippet ?? ''} (${node.selector ?? ''})` : 'not reported';
}

function figuresOf(lhr: Lhr): LighthouseFigures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    lcpElement: lcpElementOf(lhr),
  };
}

export function formatFigures(f: LighthouseFigures): string {
  const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
  return [
    `performance ${f.performance} (budget >= ${BUDGET.performance}: ${mark(f.performance >= BUDGET.performance)})`,
    `LCP ${(f.lcpMs / 1000).toFixed(2)} s (<= ${BUDGET.lcpMs / 1000} s: ${mark(f.lcpMs <= BUDGET.lcpMs)})`,
    `CLS ${f.cls.toFixed(3)} (<= ${BUDGET.cls}: ${mark(f.cls <= BUDGET.cls)})`,
    `TBT ${Math.round(f.tbtMs)} ms (<= ${BUDGET.tbtMs} ms: ${mark(f.tbtMs <= BUDGET.tbtMs)})`,
    `FCP ${(f.fcpMs / 1000).toFixed(2)} s`,
  ].join(', ');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export interface LighthouseOptions {
  runs?: number;
  merchant?: string;
  lang?: string;
  path?: string;
  /** Where to write the last run's whole Lighthouse report (JSON). */
  json?: string;
  log?: (line: string) => void;
}

/** Runs Lighthouse `runs` times on one page; answers every run's figures and their median. */
export async function runLighthouse({ runs = 3, merchant = 'demo', lang = 'EN', path = '/m/home', json, log = console.log }: LighthouseOptions = {}) {
  const chromePath = browserPath();
  if (!chromePath) throw new Error('no Chromium: set CHROME_PATH or install Debian chromium (/usr/bin/chromium)');
  await buildIfStale();
  const site = await startLocalSite();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const url = `http://${merchant}.localhost:${site.port}${path}?lang=${lang}`;
  const all: LighthouseFigures[] = [];
  try {
    log(`Lighthouse (mobile preset) on ${url}, ${runs} run(s)`);
    for (let i = 1; i <= runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error('Lighthouse gave no result');
      if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
      if (json) writeFileSync(json, JSON.stringify(result.lhr));
      const figures = figuresOf(result.lhr);
      all.push(figures);
      // Lighthouse's own CPU score of this machine during the run: a busy machine (low index) inflates TBT and LCP.
      log(`  run ${i}: ${formatFigures(figures)}; host benchmark index ${Math.round(result.lhr.environment.benchmarkIndex)}`);
    }
  } finally {
    await chrome.kill();
    await site.stop();
  }
  const med: LighthouseFigures = {
    performance: median(all.map((f) => f.performance)),
    lcpMs: median(all.map((f) => f.lcpMs)),
    cls: median(all.map((f) => f.cls)),
    tbtMs: median(all.map((f) => f.tbtMs)),
    fcpMs: median(all.map((f) => f.fcpMs)),
    lcpElement: all.at(-1)?.lcpElement ?? 'not reported',
  };
  log(`  median: ${formatFigures(med)}`);
  log(`  LCP element: ${med.lcpElement}`);
  return { runs: all, median: med };
}

// ---------------------------------------------------------------- against the floor

/** The floor and its comparison script, beside the project (never changed to make a ratio look better). */
export const FLOOR_DIR = join('..', 'shared', 'perf-floor');

interface Target {
  name: string;
  path: string;
  lang: string;
  /** Home carries every budget; the other routes only the LCP's. */
  home: boolean;
}

export const TARGETS: Target[] = [
  { name: 'home-EN', path: '/m/home', lang: 'EN', home: true },
  { name: 'home-MY', path: '/m/home', lang: 'MY', home: true },
  { name: 'gameList', path: '/m/gameList', lang: 'EN', home: false },
  { name: 'login', path: '/m/login', lang: 'EN', home: false },
  { name: 'mine', path: '/m/mine', lang: 'EN', home: false },
];

/** The medians compare.mjs prints: `<key> livery <n> floor <n> ratio <n>`. */
type Medians = Record<string, { livery: number; floor: number }>;

function runCompare(url: string, runs: number, log: (line: string) => void): Promise<Medians> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(FLOOR_DIR, 'compare.mjs'), url, String(runs)], { stdio: ['ignore', 'pipe', 'inherit'] });
    const medians: Medians = {};
    let buffered = '';
    child.stdout.on('data', (data: Buffer) => {
      buffered += data.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^(\w+)\s+livery\s+([\d.]+)\s+floor\s+([\d.]+)/.exec(line);
        if (m) medians[m[1] as string] = { livery: Number(m[2]), floor: Number(m[3]) };
        else if (line.startsWith('run ')) log(`    ${line}`);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(medians) : reject(new Error(`compare.mjs exited with ${code}`))));
  });
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
const ratio = (a: number, b: number) => a / (b || 1);

/**
 * Lighthouse's benchmark index of this machine right now (its own CPU score: higher is faster; a busy
 * machine scores lower), read from a short Lighthouse pass on `url`. Printed with the ratios so a table
 * says how fast the machine was that measured it.
 */
export async function benchmarkIndex(url: string): Promise<number> {
  const chromePath = browserPath();
  if (!chromePath) throw new Error('no Chromium: set CHROME_PATH or install Debian chromium (/usr/bin/chromium)');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['first-contentful-paint'] });
    return Math.round(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
  } finally {
    await chrome.kill();
  }
}

/** Runs the floor comparison on each target; prints each target's medians, ratios and budgets. */
export async function compareWithFloor({ runs = 5, targets = TARGETS, merchant = 'demo', log = console.log }: { runs?: number; targets?: Target[]; merchant?: string; log?: (line: string) => void } = {}) {
  if (!existsSync(join(FLOOR_DIR, 'compare.mjs'))) throw new Error(`the floor is not at ${FLOOR_DIR} (see the brief: ../shared/perf-floor)`);
  await buildIfStale();
  const site = await startLocalSite();
  const config = loadAllMerchants().get(merchant);
  if (!config) throw new Error(`no merchant ${merchant}`);
  const rows: string[] = [];
  const home = `http://${merchant}.localhost:${site.port}/m/home`;
  try {
    const indexBefore = await benchmarkIndex(home);
    log(`  machine's benchmark index (Lighthouse) before: ${indexBefore}`);
    for (const target of targets) {
      const url = `http://${merchant}.localhost:${site.port}${target.path}?lang=${target.lang}`;
      log(`  ${target.name}: ${url}, ${runs} runs, alternating with the floor`);
      const m = await runCompare(url, runs, log);
      const get = (k: string) => m[k] ?? { livery: Number.NaN, floor: Number.NaN };
      const [score, lcp, tbt, cls, js] = [get('score'), get('lcp'), get('tbt'), get('cls'), get('jsKB')];
      const lcpRatio = ratio(lcp.livery, lcp.floor);
      const cells = [
        `perf ${score.livery} / ${score.floor}${target.home ? ` (${verdict(score.livery >= score.floor - 5)})` : ''}`,
        `LCP ${Math.round(lcp.livery)} / ${Math.round(lcp.floor)} ms = ${lcpRatio.toFixed(2)}x (${verdict(lcpRatio <= 1.3)})`,
        `TBT ${Math.round(tbt.livery)} / ${Math.round(tbt.floor)} ms${target.home ? ` (budget ${Math.round(2 * tbt.floor + 100)}: ${verdict(tbt.livery <= 2 * tbt.floor + 100)})` : ''}`,
        `CLS ${cls.livery.toFixed(3)}${target.home ? ` (${verdict(cls.livery <= 0.02)})` : ''}`,
        `JS in the run ${Math.round(js.livery)} / ${Math.round(js.floor)} KB = ${ratio(js.livery, js.floor).toFixed(2)}x${target.home ? ` (${verdict(ratio(js.livery, js.floor) <= 2)})` : ''}`,
      ];
      if (target.home) {
        const firstPaint = homeFirstPaint(config, LANGUAGES_TAG[target.lang] ?? 'en').jsGzip / 1024;
        cells.push(`JS for first paint ${firstPaint.toFixed(0)} KB = ${ratio(firstPaint, js.floor).toFixed(2)}x (${verdict(ratio(firstPaint, js.floor) <= 1.6)})`);
      }
      rows.push(`  ${target.name.padEnd(9)} ${cells.join('; ')}`);
      log(rows.at(-1) as string);
    }
    rows.push(`  machine's benchmark index (Lighthouse): ${indexBefore} before, ${await benchmarkIndex(home)} after`);
  } finally {
    await site.stop();
  }
  log('\nLivery / floor, medians of each target (livery / floor):');
  for (const row of rows) log(row);
  return rows;
}

const LANGUAGES_TAG: Record<string, string> = Object.fromEntries(Object.entries(LANGUAGES).map(([code, l]) => [code, l.tag]));

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  if (process.argv.includes('--single')) {
    await runLighthouse({ runs: Number(arg('runs') ?? 3), merchant: arg('merchant'), lang: arg('lang'), path: arg('path'), json: arg('json') });
  } else {
    const names = arg('targets')?.split(',');
    const targets = names ? TARGETS.filter((t) => names.includes(t.name)) : TARGETS;
    console.log(`Livery against the performance floor (${FLOOR_DIR}), Lighthouse mobile preset:`);
    await compareWithFloor({ runs: Number(arg('runs') ?? 5), targets });
  }
}
