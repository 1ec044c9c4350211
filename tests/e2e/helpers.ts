/**
 * Shared helpers of the e2e suite: merchant URLs, a session or language set before the page loads,
 * the console-error / page-error collector, and the per-route walk of the route table.
 */
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { ageConfirmed, expect } from './fixtures';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';

/** The merchant configs (validated, defaults filled) the data-driven tests walk, by code. */
export const MERCHANTS = loadAllMerchants(fileURLToPath(new URL('../../merchants', import.meta.url)));

/**
 * The merchant whose simulator state gate.sim.spec.ts changes through the control API: its route walk
 * lives in that file, so nothing else visits it while maintenance is switched on.
 */
export const SIM_MERCHANT = 'sahara';

export const PORT = Number(process.env.E2E_PORT ?? 4180);

/** Every merchant answers at http://<code>.localhost:<port>/ (Chromium resolves *.localhost to loopback). */
export function merchantOrigin(code: string): string {
  return `http://${code}.localhost:${PORT}`;
}

export function merchantUrl(code: string, path: string): string {
  return `${merchantOrigin(code)}${path}`;
}

/** Member types used by the suite (spec 5-6). */
export const MEMBER = 0;
export const AGENT = 1;
export const TRIAL = 4;

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

/** Puts the session where the app keeps it (zustand persist in sessionStorage) before every load of the page. */
export async function setSession(target: Page | BrowserContext, session: SessionInfo): Promise<void> {
  await target.addInitScript((value) => {
    if (window !== window.top) return; // the app's own document only (a game frame may have no storage)
    window.sessionStorage.setItem('livery.session', value);
  }, JSON.stringify({ state: { session }, version: 0 }));
}

/** The session-storage flags of the home pop-ups (src/widgets/home-popups). */
export const NOTICE_POPUP_FLAG = 'livery.noticePopupShown';
export const LOGIN_POPUPS_FLAG = 'livery.loginPopupsShown';

/**
 * Marks the home pop-ups as already shown in this tab's session before every load of the page: the notice
 * pop-up, and the login pop-ups of whatever session is stored by then (put the session in place first).
 * For tests of anything but the pop-ups, which would otherwise cover the page.
 */
export async function popupsSeen(target: Page | BrowserContext): Promise<void> {
  // A device that has seen the start-up dialogs has answered the age notice too (issue 20).
  await ageConfirmed(target);
  await target.addInitScript(
    ([notice, login]) => {
      if (window !== window.top) return; // the app's own document only (a game frame may have no storage)
      window.sessionStorage.setItem(notice, '1');
      // The login pop-ups' mark is "1" (never a copy of the token); a session that starts later drops it.
      const stored = window.sessionStorage.getItem('livery.session');
      const token = stored ? (JSON.parse(stored) as { state?: { session?: { token?: string } } }).state?.session?.token : undefined;
      if (token) window.sessionStorage.setItem(login, '1');
    },
    [NOTICE_POPUP_FLAG, LOGIN_POPUPS_FLAG] as const,
  );
}

/** Remembers a language choice (the preferences store in localStorage) before every load of the page. */
export async function setLanguage(page: Page, code: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window !== window.top) return; // the app's own document only (a game frame may have no storage)
    window.localStorage.setItem('livery.preferences', value);
  }, JSON.stringify({ state: { language: code }, version: 0 }));
}

/** Console errors and uncaught page errors seen by a page since the last `clear()`. */
export interface ErrorLog {
  readonly console: string[];
  readonly page: string[];
  all(): string[];
  clear(): void;
}

export function collectErrors(page: Page): ErrorLog {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      const where = msg.location().url;
      consoleErrors.push(`${msg.text()}${where ? ` (${where})` : ''}`);
    }
  });
  page.on('pageerror', (err) => pageErrors.push(`${err.name}: ${err.message}`));
  return {
    console: consoleErrors,
    page: pageErrors,
    all: () => [...consoleErrors, ...pageErrors],
    clear: () => {
      consoleErrors.length = 0;
      pageErrors.length = 0;
    },
  };
}

/**
 * Asserts that no console error or page error occurred. `allow` lists console messages a test provokes on
 * purpose (a refused request logs "Failed to load resource"); uncaught page errors are never allowed.
 */
export function expectNoErrors(log: ErrorLog, allow: RegExp[] = [], soft = false): void {
  const unexpected = log.console.filter((text) => !allow.some((re) => re.test(text)));
  const check = soft ? expect.soft : expect;
  check(unexpected, 'console errors').toEqual([]);
  check(log.page, 'uncaught page errors').toEqual([]);
}

export interface OpenOptions {
  session?: SessionInfo;
  /** Platform language code remembered before the load (e.g. 'EN'); omit to get the merchant default. */
  lang?: string;
  /** Let the home pop-ups show (by default they count as already shown: see popupsSeen). */
  popups?: boolean;
}

/**
 * Opens a merchant's path with an optional session and remembered language, collecting errors from the
 * first byte. Returns the main document's response and the error log.
 */
export async function openMerchant(page: Page, code: string, path: string, options: OpenOptions = {}) {
  const errors = collectErrors(page);
  if (options.session) await setSession(page, options.session);
  if (options.lang) await setLanguage(page, options.lang);
  if (!options.popups) await popupsSeen(page);
  const response = await page.goto(merchantUrl(code, path));
  return { response, errors };
}

/** The frame's parts (spec 2.2 and the landmarks of the page). */
export const frame = (page: Page) => ({
  header: page.locator('header[data-testid=header]'),
  footer: page.locator('footer[data-testid=footer]'),
  footerNav: page.locator('footer[data-testid=footer] nav'),
  main: page.locator('main'),
  title: page.locator('header[data-testid=header] h1'),
  back: page.getByTestId('header-back'),
  logo: page.locator('header[data-testid=header] img.lv-logo'),
  toast: page.getByTestId('toast'),
});

/** The selector of what a route's screen renders: home, the maintenance page, or a screen marked with its type (built or pending). */
export function screenSelector(screen: string): string {
  if (screen === 'home') return '.lv-home';
  if (screen === 'maintenance') return '[data-testid=maintenance-page]';
  return `[data-screen="${screen}"]`;
}

/** Where a direct visit ends up (spec 5-6): the route itself, or its guard's fallback. */
export function visitOutcome(route: Route, memberType: number | undefined): { path: string; url: string } {
  // The social sign-in's return route with no sign-in under way has nothing to finish: it says the sign-in
  // expired on the login screen.
  if (route.screen === 'socialSignIn') return { path: '/m/login', url: '/m/login' };
  const allowed =
    route.access === 'public' ||
    (memberType !== undefined &&
      (route.access === 'session' ||
        (route.access === 'member' && memberType !== TRIAL) ||
        (route.access === 'agent' && ![0, 4, 40].includes(memberType))));
  if (allowed) return { path: route.path, url: route.path };
  if (memberType === undefined && route.guestFallback === 'login') {
    return { path: '/m/login', url: `/m/login?redirect=${encodeURIComponent(route.path)}` };
  }
  return { path: '/m/home', url: '/m/home' };
}

/**
 * Tabs a route walk drives at once. A load by address keeps a CPU busy (the app starts each time), so a few
 * lanes saturate two workers; a history visit mostly waits (React reveals a lazy screen after a short
 * throttle), so more lanes pay off.
 */
const WALK_LANES = { address: 3, history: 4 } as const;

/**
 * Opens a path the way the app's history does (pushState, then the popstate React Router listens to): the
 * router treats it like any history move, and the route's guard runs in its 'visit' mode as on a load.
 */
export async function pushInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/**
 * The routes a guest walk of a merchant other than the default needs: every route a guest may open (its
 * screen shows, with the merchant's own content), every route declared otherwise than by the default
 * merchant (or not declared there), and one route of each guard outcome (access and guest fallback). The
 * rest are declared alike and guarded by the same code: the default merchant's walk of every route covers them.
 */
export function guestSample(config: MerchantConfig, byDefault: MerchantConfig): Route[] {
  const declared = new Map(byDefault.routes.map((r) => [r.path, JSON.stringify(r)]));
  const seen = new Set<string>();
  return config.routes.filter((route) => {
    if (route.access === 'public' || declared.get(route.path) !== JSON.stringify(route)) return true;
    const kind = `${route.access} ${route.guestFallback ?? ''}`;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

/**
 * Visits every declared route of a merchant and checks the screen (or its guard's
 * outcome), the header (present exactly when route.header is not 'none', with data-mode = route.header), the
 * footer (present exactly when route.footer, with a nav), <main>, and that no console error occurred. Soft
 * assertions, so one run lists every mismatch. The routes are shared out over a few tabs of one context
 * that visit in parallel, each tab with its own error log. `by`: 'address' loads each route by its URL (a
 * fresh start of the app each time); 'history' loads once and then opens each route through the history
 * (much cheaper, same router and guards, without the start-up). `part`: walks only every `of`-th route
 * from `index`, so one merchant's walk can be shared out over several tests (each with its own time limit).
 */
export async function walkRoutes(
  page: Page,
  code: string,
  config: MerchantConfig,
  session: SessionInfo | undefined,
  by: 'address' | 'history' = 'address',
  part: { index: number; of: number } = { index: 0, of: 1 },
  routes: readonly Route[] = config.routes,
): Promise<void> {
  const context = page.context();
  if (session) await setSession(context, session);
  await popupsSeen(context);
  const byPath = new Map(config.routes.map((r) => [r.path, r]));
  const origin = merchantOrigin(code);
  const who = session ? `type ${session.type}` : 'guest';

  // A lane's first visit starts a fresh tab (with the others at once, on a busy two-core machine): it gets longer.
  const visit = async (tab: Page, errors: ErrorLog, route: Route, wait: number) => {
    errors.clear();
    const outcome = visitOutcome(route, session?.type);
    const shown = byPath.get(outcome.path);
    const label = `${code} ${who} ${route.path}`;
    expect.soft(shown, `${label}: target route ${outcome.path} exists`).toBeDefined();
    if (!shown) return;
    const f = frame(tab);
    if (by === 'address') await tab.goto(`${origin}${route.path}`, { waitUntil: 'commit' });
    else await pushInApp(tab, route.path);
    // The screen (or the guard's target) first: once it shows, the frame around it has rendered too.
    const screen = tab.locator(screenSelector(shown.screen));
    await screen.waitFor({ state: 'visible', timeout: wait }).catch(() => undefined);
    await expect.soft(screen, `${label}: screen ${shown.screen}`).toBeVisible({ timeout: 1 });
    await Promise.all([
      expect.soft(tab, `${label}: URL`).toHaveURL(`${origin}${outcome.url}`),
      expect.soft(f.main, `${label}: <main>`).toHaveCount(1),
      shown.header === 'none'
        ? expect.soft(f.header, `${label}: no header`).toHaveCount(0)
        : expect.soft(f.header, `${label}: header with data-mode=${shown.header}`).toHaveAttribute('data-mode', shown.header),
      shown.footer
        ? expect.soft(f.footerNav, `${label}: footer with nav`).toHaveCount(1)
        : expect.soft(f.footer, `${label}: no footer`).toHaveCount(0),
    ]);
    expect.soft(errors.all(), `${label}: console/page errors`).toEqual([]);
  };

  const lanes = WALK_LANES[by];
  const tabs = [page];
  while (tabs.length < lanes) tabs.push(await context.newPage());
  await Promise.all(
    tabs.map(async (tab, lane) => {
      const errors = collectErrors(tab);
      if (by === 'history') {
        // One load by address, then every route is opened from the app's history.
        await tab.goto(`${origin}/m/home`, { waitUntil: 'commit' });
        // Every lane starts the app at once: on a busy two-core machine that can take a while.
        await tab.locator('main .lv-home').waitFor({ timeout: 30_000 });
        expect.soft(errors.all(), `${code} ${who} first load: console/page errors`).toEqual([]);
      }
      const mine = routes.filter((_, i) => i % part.of === part.index).filter((_, i) => i % lanes === lane);
      for (const [i, route] of mine.entries()) await visit(tab, errors, route, i === 0 && by === 'address' ? 30_000 : 10_000);
    }),
  );
  expect(config.routes.length, `${code} declares routes`).toBeGreaterThan(0);
}

/** Waits until an <img> has loaded a real image (not a broken link). */
export async function expectImageLoaded(img: Locator, what: string): Promise<void> {
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: what }).toBe(true);
}

/**
 * Gives the page a fault lane of its own: every request it sends carries `X-Sim-Lane`, and a fault posted
 * with `lane` (POST /__sim/faults) hits only those requests, so tests running side by side on the same
 * merchant and path never take each other's faults. Answers the lane.
 */
export async function ownFaultLane(page: Page): Promise<string> {
  const lane = `lane-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  await page.setExtraHTTPHeaders({ 'X-Sim-Lane': lane });
  return lane;
}

export interface InjectedFault {
  path: string;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  drop?: boolean;
}

/**
 * Injects one fault for a merchant in the page's own lane (see ownFaultLane) just before `act` makes the
 * call it targets; answers the HTTP status that call got. If no call took the fault, it is cleared, so it
 * cannot reach a later test.
 */
export async function withFault(page: Page, request: APIRequestContext, merchantCode: string, fault: InjectedFault, act: () => Promise<void>): Promise<number> {
  const lane = await ownFaultLane(page);
  const injected = await request.post('/__sim/faults', { headers: { Merchant: merchantCode }, data: { ...fault, times: 1, lane } });
  expect(injected.status(), 'POST /__sim/faults').toBe(201);
  let pending = true;
  try {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === fault.path);
    await act();
    const status = (await answered).status();
    pending = false;
    return status;
  } finally {
    if (pending) await request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: merchantCode } });
  }
}

/**
 * Watches for a hostile link's way out: every request the page's context sends to `host` from now on
 * (navigations and new tabs included) is aborted and counted, and `mark` marks the page's document.
 * `expectStayed` asserts the page is the same document (never reloaded or left), nothing went to `host`
 * and no message or error text was shown.
 */
export async function watchLeaving(page: Page, host: string) {
  const seen: string[] = [];
  await page.context().route(
    (url) => url.hostname === host,
    (route) => {
      seen.push(route.request().url());
      return route.abort();
    },
  );
  return {
    mark: () => page.evaluate(() => Object.assign(window, { livery_e2e_mark: 1 })),
    expectStayed: async () => {
      expect(await page.evaluate(() => 'livery_e2e_mark' in window), 'the same document').toBe(true);
      expect(seen, `requests to ${host}`).toEqual([]);
      await expect(frame(page).toast).toHaveCount(0);
      await expect(page.getByText(/unknown error/i)).toHaveCount(0);
    },
  };
}

/**
 * Pauses the page's installed clock a moment (`aheadMs`) after its present time. On a busy machine that
 * moment can pass before the pause lands ("Cannot fast-forward to the past"): a new moment is taken then.
 */
export async function pauseClockSoon(page: Page, aheadMs = 1000): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (err) {
      if (attempt >= 5 || !String(err).includes('past')) throw err;
    }
  }
}
