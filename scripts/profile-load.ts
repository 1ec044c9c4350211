/**
 * npm run profile: where a page's load spends its main thread (issue 15: "profile, then change"). Opens a
 * page of the built site in headless Chromium at a CPU slowdown (4x, as Lighthouse's mobile preset), records a
 * trace and a CPU profile over the load, and prints each long task (over 50 ms) with what ran in it: the
 * trace's events (layout, paint, script, timers) and, from the profile, the functions with the most time and
 * the React component or phase they ran under. A tool for finding work to move, not a benchmark: figures
 * differ between runs and machines (npm run lighthouse compares with the floor).
 *
 *   LIVERY_DIST=/tmp/dist-plain LIVERY_NO_MINIFY=1 npx tsx scripts/build.ts    (readable names; optional)
 *   LIVERY_DIST=/tmp/dist-plain npm run profile -- --path=/m/home --lang=EN --rate=4 --seconds=9
 *
 * The age notice is answered beforehand (a returning player); `--merchant=code` picks the merchant.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { browserPath, CHROMIUM_ARGS } from './lib/browser';
import { startLocalSite } from './lib/local-site';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/m/home' },
    lang: { type: 'string', default: 'EN' },
    merchant: { type: 'string', default: 'demo' },
    rate: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '9' },
  },
});

const LONG_US = 50_000;
const ms = (us: number) => Math.round(us / 1000);
const fileOf = (url: string) => url.replace(/^.*\//, '');

/** A sample's function, under the nearest React component (a capitalised function) and React phase. */
function labeller(profile: Profile): (id: number) => string {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  return (id) => {
    const chain: string[] = [];
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const name = byId.get(cur)?.callFrame.functionName;
      if (name) chain.push(name);
    }
    const component = chain.find((f) => /^[A-Z][A-Za-z0-9]+$/.test(f) && !['Promise', 'Object', 'Array', 'Map', 'Set', 'JSON'].includes(f));
    const phase = chain.find((f) => /^(commit[A-Za-z]*|renderRoot[A-Za-z]*|flushPassiveEffects|workLoop[A-Za-z]*)$/.test(f));
    const own = byId.get(id)?.callFrame;
    const where = own?.url ? ` (${fileOf(own.url)})` : '';
    return `${chain[0] ?? own?.functionName ?? '(native)'}${where} < ${component ?? '-'} / ${phase ?? '-'}`;
  };
}

async function main() {
  const { port } = await startLocalSite(values.merchant);
  const browser = await chromium.launch({ executablePath: browserPath(), args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => localStorage.setItem('livery.ageConfirmed', '21'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.rate) });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] }, transferMode: 'ReportEvents' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const url = `http://${values.merchant}.localhost:${port}${values.path}?lang=${values.lang}`;
    await page.goto(url);
    // A profile covers a span of time, not a state: the load and what follows it.
    await new Promise((resolve) => setTimeout(resolve, Number(values.seconds) * 1000));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await cdp.send('Tracing.end');
    await traced;

    const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
    const tasks = complete.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > LONG_US);
    const origin = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
    const label = labeller(profile);
    let at = profile.startTime;
    const sampleAt = profile.timeDeltas.map((d) => (at += d));
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, (t.dur ?? 0) - LONG_US), 0);
    console.log(`${url} at ${values.rate}x CPU: ${tasks.length} long tasks, ${ms(blocking)} ms over 50 ms in all`);
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inner = complete
        .filter((e) => e !== task && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 8000)
        .slice(0, 6)
        .map((e) => `${e.name}${e.args?.data?.url ? `(${fileOf(e.args.data.url).slice(0, 40)})` : ''} ${ms(e.dur ?? 0)}`);
      console.log(`\n${ms(task.ts - origin)} ms: a task of ${ms(task.dur ?? 0)} ms: ${inner.join(' | ') || '(no event over 8 ms)'}`);
      const time = new Map<string, number>();
      profile.samples.forEach((id, i) => {
        const t = sampleAt[i] ?? 0;
        if (t < task.ts || t > end) return;
        const key = label(id);
        time.set(key, (time.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
      });
      for (const [key, us] of [...time].sort((a, b) => b[1] - a[1]).slice(0, 6)) if (us >= 3000) console.log(`  ${String(ms(us)).padStart(5)} ms ${key}`);
    }
  } finally {
    await browser.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
