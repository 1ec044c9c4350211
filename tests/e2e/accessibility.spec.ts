/**
 * Accessibility sweep (issue 20): axe-core (WCAG 2.0/2.1/2.2 A and AA rules) on every route of the default
 * merchant, in EN and AR (RTL), each route as the role that opens it: the public routes as a guest, the
 * member routes as a member (type 0), the agent routes as an agent (type 1). Besides the screens at rest, the
 * open states that matter: home's notice pop-up (a modal dialog), the header's language list and the game
 * list's filter panel (a modal dialog), and the other merchants' home and login (their themes differ). No
 * violation of impact serious or critical may remain; the minor and moderate ones are reported. Each (language, role) group is one test walking its routes in one page
 * (a history move per route after one load); the report (group × impact, and the rules hit) prints once.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, liveSession } from './account-helpers';
import { AGENT, collectErrors, MEMBER, MERCHANTS, merchantOrigin, popupsSeen, pushInApp, SIM_MERCHANT, screenSelector, setLanguage, setSession, visitOutcome } from './helpers';
import { reportToPrint, saveReportPart } from './report-parts';

const REPORT = 'accessibility-report';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
type Impact = (typeof IMPACTS)[number];
/** The impacts that fail the sweep. */
const BLOCKING: readonly Impact[] = ['critical', 'serious'];
/** Whether the sweep fails on blocking violations (A11Y_REPORT_ONLY=1 only prints them, to count a baseline). */
const ENFORCE = process.env.A11Y_REPORT_ONLY !== '1';

const config = MERCHANTS.get(DEMO);
if (!config) throw new Error(`merchant ${DEMO} not found under merchants/`);
const origin = merchantOrigin(DEMO);

const LANGS = ['EN', 'AR'] as const;
type Role = { key: string; type: number | undefined };
const ROLES: Role[] = [
  { key: 'guest', type: undefined },
  { key: 'member', type: MEMBER },
  { key: 'agent', type: AGENT },
];

/**
 * Each role's routes: the public ones for a guest (the social sign-in's return route only shows login, walked
 * anyway), the member and session ones for a member, the agent ones for an agent.
 */
function routesOf(role: Role) {
  return config?.routes.filter((r) => {
    if (r.screen === 'socialSignIn') return false;
    if (visitOutcome(r, role.type).path !== r.path) return false;
    if (role.type === undefined) return r.access === 'public';
    if (role.type === MEMBER) return r.access === 'member' || r.access === 'session';
    return r.access === 'agent';
  }) ?? [];
}

interface Found {
  /** Where: route or state. */
  where: string;
  rule: string;
  impact: Impact;
  nodes: number;
  help: string;
  targets: string[];
}

interface GroupReport {
  group: string;
  pages: number;
  counts: Record<Impact, number>;
  found: Found[];
  ms: number;
}

/**
 * Waits until the screen has settled: no loading placeholder or busy region left, and nothing fading or moving
 * (axe measures colour contrast with the opacity and colours of the moment: a page half faded in fails it) (at
 * most a few seconds).
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[data-state="loading"], [aria-busy="true"], [data-testid="records-loading"], .lv-fade-pending') &&
        // Every finite animation or transition over (a page's fade-in, a carousel's slide, a pressed tile's
        // tint); the endless ones (the marquee, a spinner) never end.
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * axe on the page as it stands; answers its violations tagged with `where`. Legacy mode runs axe.run in the
 * page (same-origin frames included) instead of a partial run per frame finished in a new blank page: half
 * the time per scan. The frames it leaves out are other origins' (a vendor's game), not the site's.
 */
async function scan(page: Page, where: string): Promise<Found[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return result.violations.map((v) => ({
    where,
    rule: v.id,
    impact: (v.impact ?? 'minor') as Impact,
    nodes: v.nodes.length,
    help: v.help,
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

const GROUPS = LANGS.flatMap((lang) => ROLES.map((role) => ({ lang, role, name: `${lang} ${role.key}` })));
/** The other merchants' home and login, as a guest in EN and AR. */
// The simulator-controlled merchant is left out: gate.sim.spec.ts switches its maintenance on and off while
// other specs run (its home and login were swept by hand: none serious or critical).
const OTHERS = [...MERCHANTS.keys()].filter((code) => code !== DEMO && code !== SIM_MERCHANT);
const PARTS = [...GROUPS.map((g) => g.name), 'other merchants'];

function record(found: Found[], group: string, pages: number, ms: number): GroupReport {
  const counts = Object.fromEntries(IMPACTS.map((i) => [i, found.filter((f) => f.impact === i).reduce((n, f) => n + f.nodes, 0)])) as Record<Impact, number>;
  return { group, pages, counts, found, ms };
}

function finish(info: import('@playwright/test').TestInfo, report: GroupReport): void {
  saveReportPart(info, REPORT, report.group, report);
  const blocking = report.found.filter((f) => BLOCKING.includes(f.impact));
  for (const f of blocking) console.log(`  ✗ ${report.group} ${f.where}: ${f.impact} ${f.rule} (${f.nodes}) ${f.help} · ${f.targets.join(' | ')}`);
  if (ENFORCE) expect(blocking.map((f) => `${f.where}: ${f.impact} ${f.rule} × ${f.nodes} (${f.targets.join(' | ')})`), `${report.group}: serious or critical axe violations`).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.x A/AA)', () => {
  for (const { lang, role, name } of GROUPS) {
    const routes = routesOf(role);
    test(`${name}: ${routes.length} routes${role.type === undefined ? ' and the open states' : ''}`, async ({ page, request, context }, info) => {
      test.setTimeout(180_000);
      const started = Date.now();
      if (role.type !== undefined) await setSession(context, await liveSession(request, role.type));
      await setLanguage(page, lang);
      const errors = collectErrors(page);
      const found: Found[] = [];
      let pages = 0;
      if (role.type === undefined) {
        // Home with its notice pop-up open (a modal dialog), then the header's language list open.
        await page.goto(`${origin}/m/home`, { waitUntil: 'commit' });
        const dialog = page.locator('dialog[open]').first();
        await dialog.waitFor({ timeout: 30_000 });
        found.push(...(await scan(page, '/m/home + notice pop-up')));
        pages++;
        await page.keyboard.press('Escape');
        await expect(page.locator('dialog[open]')).toHaveCount(0);
        await page.getByTestId('language-button').click();
        await expect(page.locator('.lv-lang-list')).toBeVisible();
        found.push(...(await scan(page, '/m/home + language list')));
        pages++;
        await page.keyboard.press('Escape');
      } else {
        await popupsSeen(context);
        await page.goto(`${origin}/m/home`, { waitUntil: 'commit' });
      }
      await page.locator('main .lv-home').waitFor({ timeout: 30_000 });
      for (const route of routes) {
        await pushInApp(page, route.path);
        await expect.soft(page.locator(screenSelector(route.screen)).first(), `${route.path}: its screen`).toBeVisible();
        await settled(page);
        found.push(...(await scan(page, route.path)));
        pages++;
      }
      if (role.type === undefined) {
        // The game list's filter panel: a modal dialog opened from the screen.
        await pushInApp(page, '/m/gameList?gameType=RNG');
        await page.getByTestId('filter-open').click();
        await expect(page.getByTestId('filter-panel')).toBeVisible();
        found.push(...(await scan(page, '/m/gameList + filter panel')));
        pages++;
      }
      expect.soft(errors.all(), `${name}: console/page errors`).toEqual([]);
      finish(info, record(found, name, pages, Date.now() - started));
    });
  }

  test(`other merchants (${OTHERS.join(', ')}): home and login, as a guest in EN and AR`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const started = Date.now();
    const found: Found[] = [];
    let pages = 0;
    await popupsSeen(page);
    for (const code of OTHERS) {
      for (const lang of LANGS) {
        await setLanguage(page, lang);
        for (const path of ['/m/home', '/m/login']) {
          await page.goto(`${merchantOrigin(code)}${path}`, { waitUntil: 'commit' });
          await page.locator(path === '/m/home' ? 'main .lv-home' : screenSelector('login')).first().waitFor({ timeout: 30_000 });
          await settled(page);
          found.push(...(await scan(page, `${code} ${lang} ${path}`)));
          pages++;
        }
      }
    }
    finish(info, record(found, 'other merchants', pages, Date.now() - started));
  });

  test.afterAll(async ({ browserName: _browser }, info) => {
    const reports = reportToPrint<GroupReport>(info, REPORT, PARTS);
    if (!reports) return;
    const total = Object.fromEntries(IMPACTS.map((i) => [i, reports.reduce((n, r) => n + r.counts[i], 0)])) as Record<Impact, number>;
    const pages = reports.reduce((n, r) => n + r.pages, 0);
    console.log(`\naccessibility report (axe ${TAGS.join(', ')}; violating elements by impact)`);
    console.log(['group'.padEnd(18), 'pages'.padStart(6), ...IMPACTS.map((i) => i.padStart(10)), 'time'.padStart(8)].join(''));
    for (const r of reports) console.log([r.group.padEnd(18), String(r.pages).padStart(6), ...IMPACTS.map((i) => String(r.counts[i]).padStart(10)), `${(r.ms / 1000).toFixed(1)}s`.padStart(8)].join(''));
    const rules = new Map<string, { impact: Impact; nodes: number; pages: number }>();
    for (const f of reports.flatMap((r) => r.found)) {
      const seen = rules.get(f.rule) ?? { impact: f.impact, nodes: 0, pages: 0 };
      rules.set(f.rule, { impact: seen.impact, nodes: seen.nodes + f.nodes, pages: seen.pages + 1 });
    }
    if (rules.size === 0) console.log('  rules hit: none');
    for (const [rule, r] of rules) console.log(`  rule ${rule} (${r.impact}): ${r.nodes} elements on ${r.pages} pages`);
    console.log(`accessibility: ${pages} pages (${LANGS.join(', ')} × guest, member, agent; other merchants) · critical ${total.critical}, serious ${total.serious}, moderate ${total.moderate}, minor ${total.minor}`);
  });
});
