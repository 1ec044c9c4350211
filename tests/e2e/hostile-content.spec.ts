/**
 * Hostile content (issue 20): every payload of data/xss-payloads.ts through every place the site shows server
 * text or HTML: banners, the marquee, the announcements (home's notice pop-up and hot cards), the notice list,
 * the help centre, an activity's detail, game names, the inbox (list and message) and the header's nickname.
 * The platform's answers are the simulator's own (an inbox message, POST /__sim/members/:account/messages) or a
 * fault's `answer` in the page's own lane. In each place nothing may run (the `window.__xss` probe, in every
 * frame, is never set), no dialog may open, nothing may be fetched from another host, and the audit of
 * data/hostile-audit.ts finds nothing in the page: no script address, no handler, no element that loads,
 * frames or clobbers, every link on the site or https in a new tab without an opener. Text fields must show
 * the payload as text. Each payload's ids carry the place's tag, so whatever is found names its payload.
 * The site's CSP is bypassed, so the sanitiser and the rendering stand alone. The report (place by class,
 * passed and failed) is printed with the run.
 */
import type { Page, TestInfo } from '@playwright/test';
import { DEMO, DEMO_CODE, logIn, newMember } from './account-helpers';
import { auditTree, type Violation } from './data/hostile-audit';
import { EVIL_HOST, FORBIDDEN_ATTRIBUTES, FORBIDDEN_ELEMENTS, PAYLOAD_ID, type PayloadClass, payloadClasses } from './data/xss-payloads';
import { expect, test } from './fixtures';
import { reportToPrint, saveReportPart } from './report-parts';
import { merchantOrigin, merchantUrl, ownFaultLane, popupsSeen, setLanguage, setSession, type SessionInfo } from './helpers';

const ORIGIN = merchantOrigin(DEMO);
const PLACES = ['banners', 'marquee', 'announcements', 'notices', 'help', 'activity', 'games', 'inbox', 'nicknames'] as const;
/** Each place's report is a part of this one (the places run in several workers): report-parts.ts prints it once. */
const REPORT = 'hostile-content-report';
type Place = (typeof PLACES)[number];
/** Each place's tag in the payload ids (letters only: see PAYLOAD_ID). */
const TAG: Record<Place, string> = { banners: 'ba', marquee: 'ma', announcements: 'an', notices: 'no', help: 'he', activity: 'ac', games: 'ga', inbox: 'in', nicknames: 'ni' };

const ok = (value: unknown) => ({ success: true, value });
const joined = (c: PayloadClass) => c.payloads.map((p) => p.html).join(' ');
const allHtml = (classes: PayloadClass[]) => classes.map(joined).join('\n');

/** What a page load gave away: the probe's values (every frame), dialogs, requests to other hosts. */
interface Probe {
  dialogs: string[];
  external: string[];
  violations: Violation[];
  /** Payload texts a text field did not show as text. */
  notShown: string[];
}

/**
 * Watches a page from its next load: `window.__xss` records every value written to it, in every frame (and
 * reads as the last one); dialogs are dismissed and kept; requests to any other host, and new tabs, are
 * stopped and kept. `next()` starts a fresh record for the next place (the page's probe values start afresh
 * with each document).
 */
async function watch(page: Page): Promise<{ next: () => Probe }> {
  let probe: Probe = { dialogs: [], external: [], violations: [], notShown: [] };
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.defineProperty(window, '__xssHits', { value: hits });
    Object.defineProperty(window, '__xss', {
      get: () => hits.at(-1),
      set: (value: unknown) => {
        hits.push(String(value));
        try {
          if (window.top && window.top !== window) (window.top as unknown as { __xssHits: string[] }).__xssHits.push(String(value));
        } catch {
          // a frame of another origin: its own record is read too
        }
      },
    });
  });
  page.on('dialog', (dialog) => {
    probe.dialogs.push(dialog.message());
    dialog.dismiss().catch(() => undefined);
  });
  page.on('popup', (tab) => probe.external.push(`new tab ${tab.url()}`));
  await page.route(
    (url) => !(url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1'),
    (route) => {
      probe.external.push(route.request().url());
      return route.abort();
    },
  );
  return {
    next: () => {
      probe = { dialogs: [], external: [], violations: [], notShown: [] };
      return probe;
    },
  };
}

/** Audits the page as it stands (the probe keeps what every audit found). */
async function audit(page: Page, probe: Probe): Promise<void> {
  const options = { origin: ORIGIN, forbiddenElements: FORBIDDEN_ELEMENTS, forbiddenAttributes: FORBIDDEN_ATTRIBUTES, idPattern: PAYLOAD_ID.source, allServer: false };
  probe.violations.push(...(await page.evaluate(`(${auditTree.toString()})(document, ${JSON.stringify(options)})`)) as Violation[]);
  const clobbered = await page.evaluate(() => document.getElementById('__xss') !== null || document.getElementsByName('__xss').length > 0);
  if (clobbered) probe.violations.push({ ids: [], what: 'an element named __xss' });
}

/** Checks that each payload of the classes shows as text in `text` (a field React renders as text). */
function shownAsText(probe: Probe, classes: PayloadClass[], text: string): void {
  for (const p of classes.flatMap((c) => c.payloads)) if (!text.includes(p.html)) probe.notShown.push(p.id);
}

interface PlaceReport {
  place: Place;
  classes: { key: string; passed: number; failed: number }[];
  failures: string[];
}

/** Reads the probe's findings against the place's payloads; asserts and records the place's report. */
async function settle(page: Page, place: Place, classes: PayloadClass[], probe: Probe, info: TestInfo): Promise<PlaceReport> {
  const hits = (await Promise.all(page.frames().map((f) => f.evaluate(() => (window as unknown as { __xssHits?: string[] }).__xssHits ?? []).catch(() => [] as string[])))).flat();
  const failures: string[] = [];
  const ids = new Set(classes.flatMap((c) => c.payloads.map((p) => p.id)));
  const report: PlaceReport = {
    place,
    classes: classes.map((c) => {
      let failed = 0;
      for (const { id } of c.payloads) {
        const why = [
          ...hits.filter((h) => h === id).map(() => 'ran'),
          ...probe.violations.filter((v) => v.ids.includes(id)).map((v) => v.what),
          ...probe.external.filter((u) => u.includes(id)).map((u) => `fetched ${u}`),
          ...probe.dialogs.filter((d) => d.includes(id)).map((d) => `dialog ${d}`),
          ...(probe.notShown.includes(id) ? ['not shown as text'] : []),
        ];
        if (why.length) {
          failed += 1;
          failures.push(`${id}: ${why.join('; ')}`);
        }
      }
      return { key: c.key, passed: c.payloads.length - failed, failed };
    }),
    failures,
  };
  // What no payload of this place owns still fails the place.
  const owned = (text: string) => [...text.matchAll(PAYLOAD_ID)].some((m) => ids.has(m[0]));
  failures.push(
    ...hits.filter((h) => !ids.has(h)).map((h) => `probe set to ${h}`),
    ...probe.violations.filter((v) => !v.ids.some((id) => ids.has(id))).map((v) => `unattributed: ${v.what}`),
    ...probe.external.filter((u) => !owned(u)).map((u) => `unattributed request: ${u}`),
    ...probe.dialogs.filter((d) => !owned(d)).map((d) => `unattributed dialog: ${d}`),
  );
  const count = classes.reduce((n, c) => n + c.payloads.length, 0);
  console.log(`hostile content · ${place}: ${count} payloads, ${count - report.classes.reduce((n, c) => n + c.failed, 0)} passed · ${report.classes.map((c) => `${c.key} ${c.passed}/${c.passed + c.failed}`).join(', ')}`);
  for (const failure of failures) console.log(`  ✗ ${place} ${failure}`);
  saveReportPart(info, REPORT, place, report);
  expect.soft(failures, `${place}: hostile content left nothing behind`).toEqual([]);
  expect.soft(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `${place}: window.__xss`).toBeUndefined();
  return report;
}

const clearLane = (request: import('@playwright/test').APIRequestContext, lane: string) => request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: DEMO_CODE } });

/** Puts a fault answer for DEMO in the page's lane, in place of the lane's earlier ones (many calls: a screen may ask twice). */
async function answer(request: import('@playwright/test').APIRequestContext, lane: string, path: string, value: unknown): Promise<void> {
  await clearLane(request, lane);
  const response = await request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { path, answer: ok(value), times: 20, lane } });
  expect(response.status(), `fault answer for ${path}`).toBe(201);
}

const ANNOUNCEMENTS = '/wps/relay/CCSFE_getListAnnouncements';
const notice = (id: string, title: string, content: string) => ({ id, title, content, createdAt: Date.UTC(2026, 0, 2) });
const announcements = (parts: Record<string, unknown>) => ({ banners: [], player: [], popup: [], hot: [], promotion: [], contentLobby: [], ...parts });

/** Opens a DEMO page in English, as a guest or with a session, the home pop-ups already seen unless asked. */
async function open(page: Page, path: string, { session, popups = false }: { session?: SessionInfo; popups?: boolean } = {}): Promise<void> {
  await setLanguage(page, 'EN');
  if (session) await setSession(page, session);
  if (!popups) await popupsSeen(page);
  await page.goto(merchantUrl(DEMO, path));
}

test.describe('hostile content', () => {
  // Three page loads or more a test, on a busy two-core machine.
  test.setTimeout(120_000);
  // The site's CSP (script-src 'self', img-src 'self' data:) would stop inline handlers and foreign pictures
  // by itself: off here, so what is checked is the sanitiser and the rendering, the layer under it (a merchant
  // may host dist/ where the CSP is not sent).
  test.use({ bypassCSP: true });

  test('home: banners, marquee and announcements', async ({ page, request }, info) => {
    const lane = await ownFaultLane(page);
    const watcher = await watch(page);
    try {
      // Banners: each class's payloads as a banner's title (its picture's alt text) and a hostile tap target.
      {
        const classes = payloadClasses(TAG.banners);
        const probe = watcher.next();
        const banners = classes.map((c, i) => {
          const id = c.payloads[0]?.id ?? c.key;
          const target = [`javascript:window.__xss='${id}'`, `jav\tascript:window.__xss='${id}'`, `//${EVIL_HOST}/${id}`, `http://${EVIL_HOST}/${id}`][i % 4];
          return { id: `hb${i}`, title: joined(c), url: `/__hostile/banner-${i}.png`, action: { type: i % 2 ? 'route' : 'link', target } };
        });
        await answer(request, lane, ANNOUNCEMENTS, announcements({ banners }));
        await open(page, '/m/home');
        const block = page.locator('[data-block=bannerCarousel]');
        await expect(block).toHaveAttribute('data-state', 'ready');
        await expect(block.getByTestId('banner-slide').first()).toBeAttached();
        await audit(page, probe);
        shownAsText(probe, classes, (await block.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt))).join('\n'));
        await settle(page, 'banners', classes, probe, info);
      }
      // The probe and the audit can fail: markup put in the page raw runs and is found.
      {
        const probe = watcher.next();
        await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', `<img hidden src="/__hostile/c.png" onerror="window.__xss='zz01'"><a href="javascript:window.__xss='zz02'">x</a>`));
        await expect.poll(() => page.evaluate(() => (window as unknown as { __xssHits: string[] }).__xssHits)).toEqual(['zz01']);
        await audit(page, probe);
        expect([...new Set(probe.violations.flatMap((v) => v.ids))].sort()).toEqual(['zz01', 'zz02']);
      }
      // The marquee: each class's payloads as a notice's title.
      {
        const classes = payloadClasses(TAG.marquee);
        const probe = watcher.next();
        await answer(request, lane, ANNOUNCEMENTS, announcements({ player: classes.map((c, i) => notice(`hm${i}`, joined(c), '<p>Notice</p>')) }));
        await page.reload();
        const marquee = page.locator('[data-block=noticeMarquee]');
        await expect(marquee).toHaveAttribute('data-state', 'ready');
        await audit(page, probe);
        shownAsText(probe, classes, (await marquee.getByTestId('marquee-track').textContent()) ?? '');
        await settle(page, 'marquee', classes, probe, info);
      }
      // Announcements: the notice pop-up (titles and HTML) and the hot cards (titles and the text of their HTML).
      {
        const classes = payloadClasses(TAG.announcements);
        await answer(
          request,
          lane,
          ANNOUNCEMENTS,
          announcements({ player: classes.map((c, i) => notice(`ha${i}`, joined(c), joined(c))), hot: classes.map((c, i) => notice(`hh${i}`, joined(c), joined(c))) }),
        );
        // A tab of its own, whose session has not shown the notice pop-up yet.
        const fresh = await page.context().newPage();
        await fresh.setExtraHTTPHeaders({ 'X-Sim-Lane': lane });
        const probe = (await watch(fresh)).next();
        await open(fresh, '/m/home', { popups: true });
        const popup = fresh.getByTestId('notice-popup');
        await expect(popup.locator('[data-server-html]')).toHaveCount(classes.length);
        await expect(fresh.locator('[data-block=extraBanner]')).toHaveAttribute('data-state', 'ready');
        await audit(fresh, probe);
        shownAsText(probe, classes, (await popup.locator('h3').allTextContents()).join('\n'));
        shownAsText(probe, classes, (await fresh.locator('[data-block=extraBanner] .lv-extra-title').allTextContents()).join('\n'));
        await settle(fresh, 'announcements', classes, probe, info);
        await fresh.close();
      }
    } finally {
      await clearLane(request, lane);
    }
  });

  test('screens: notices, help, activity details and game names', async ({ page, request }, info) => {
    const lane = await ownFaultLane(page);
    const watcher = await watch(page);
    try {
      {
        const classes = payloadClasses(TAG.notices);
        const probe = watcher.next();
        await answer(request, lane, ANNOUNCEMENTS, announcements({ player: classes.map((c, i) => notice(`hn${i}`, joined(c), joined(c))) }));
        await open(page, '/m/notice');
        await expect(page.getByTestId('notice-content')).toHaveCount(classes.length);
        await audit(page, probe);
        shownAsText(probe, classes, (await page.locator('[data-testid=notice-item] h2').allTextContents()).join('\n'));
        await settle(page, 'notices', classes, probe, info);
      }
      {
        const classes = payloadClasses(TAG.help);
        const probe = watcher.next();
        // The first entry (open on arrival) holds every payload; each class's payloads are an entry's title.
        await answer(request, lane, '/wps/system/helpCenter', [{ title: 'Hostile help', content: allHtml(classes) }, ...classes.map((c) => ({ title: joined(c), content: joined(c) }))]);
        await open(page, '/m/help');
        await expect(page.getByTestId('help-content')).toHaveCount(1);
        await audit(page, probe);
        shownAsText(probe, classes, (await page.getByTestId('help-title').allTextContents()).join('\n'));
        await settle(page, 'help', classes, probe, info);
      }
      {
        const classes = payloadClasses(TAG.activity);
        const probe = watcher.next();
        // The picture's address is hostile too: http to another host (an https address or a site path only).
        const imageUrl = `http://${EVIL_HOST}/${classes[1]?.payloads[22]?.id}.png`;
        await answer(request, lane, '/wps/relay/PROMOFE_getPromoAnnounceDetail', {
          id: 'hx1', categoryId: '1', title: allHtml(classes), imageUrl, applyType: 'NONE', status: 'AVAILABLE', content: allHtml(classes), startTime: Date.UTC(2026, 0, 1), endTime: Date.UTC(2036, 0, 1),
        });
        await open(page, '/m/activityInfo?id=hx1');
        await expect(page.getByTestId('activity-content')).toBeVisible();
        await audit(page, probe);
        shownAsText(probe, classes, (await page.locator('#activity-title').textContent()) ?? '');
        await settle(page, 'activity', classes, probe, info);
      }
      {
        const classes = payloadClasses(TAG.games);
        const probe = watcher.next();
        // One game per class: its payloads are the name; the icon addresses are hostile.
        const games = classes.map((c, i) => ({
          nodeId: `hg${i}`, gameName: joined(c), vassalage: 'PG', gameType: 'RNG', gameId: `hg${i}`,
          mobileLargeIcon: i % 2 ? `javascript:window.__xss='${c.payloads[0]?.id}'` : `http://${EVIL_HOST}/${c.payloads[0]?.id}.png`,
        }));
        await answer(request, lane, '/wps/relay/GCSGAME_gameList', { games, pageNum: 1, totalPages: 1 });
        await open(page, '/m/gameList?gameType=RNG');
        const grid = page.getByTestId('game-grid');
        await expect(grid).toHaveAttribute('data-count', String(games.length));
        await expect(grid.locator('.lv-game-name')).toHaveCount(games.length);
        await audit(page, probe);
        shownAsText(probe, classes, (await grid.locator('.lv-game-name').allTextContents()).join('\n'));
        await settle(page, 'games', classes, probe, info);
      }
    } finally {
      await clearLane(request, lane);
    }
  });

  test('member: inbox and nickname', async ({ page, request }, info) => {
    const lane = await ownFaultLane(page);
    const watcher = await watch(page);
    const member = await newMember(request, 'xss');
    const session = await logIn(request, member);
    try {
      {
        const classes = payloadClasses(TAG.inbox);
        const probe = watcher.next();
        // One message holding every payload (the simulator's limit is 20,000 characters).
        const posted = await request.post(`/__sim/members/${member.username}/messages`, {
          headers: { Merchant: DEMO_CODE },
          data: { title: `Hostile <img src=x onerror="window.__xss='${classes[0]?.payloads[0]?.id}'">`, content: allHtml(classes) },
        });
        expect(posted.status(), 'POST messages').toBe(201);
        const { inboxId: id } = (await posted.json()) as { inboxId: string | number };
        await open(page, '/m/webEmail', { session });
        const row = page.locator(`[data-testid=inbox-row][data-id="${id}"]`);
        await expect(row).toBeVisible();
        await audit(page, probe);
        await row.getByTestId('inbox-open').click();
        await expect(page.getByTestId('message-content')).toBeVisible();
        await audit(page, probe);
        await settle(page, 'inbox', classes, probe, info);
      }
      {
        const classes = payloadClasses(TAG.nicknames);
        const probe = watcher.next();
        await answer(request, lane, '/wps/member/info', { id: '1', account: member.username, nickname: allHtml(classes), type: 0, toUpline: false });
        await page.goto(merchantUrl(DEMO, '/m/home'));
        const name = page.getByTestId('header-account');
        await expect(name).toContainText('__xss');
        await audit(page, probe);
        shownAsText(probe, classes, (await name.textContent()) ?? '');
        await settle(page, 'nicknames', classes, probe, info);
      }
    } finally {
      await clearLane(request, lane);
    }
  });

  // The totals, once every place has reported (the last worker to finish prints them).
  test.afterAll(async ({ browserName: _browser }, info) => {
    const reports = reportToPrint<PlaceReport>(info, REPORT, PLACES);
    if (!reports) return;
    const passed = reports.reduce((n, r) => n + r.classes.reduce((m, c) => m + c.passed, 0), 0);
    const failed = reports.reduce((n, r) => n + r.classes.reduce((m, c) => m + c.failed, 0), 0) + reports.reduce((n, r) => n + r.failures.filter((f) => f.startsWith('unattributed') || f.startsWith('probe')).length, 0);
    const keys = reports[0]?.classes.map((c) => c.key) ?? [];
    const perPayload = reports[0]?.classes.reduce((n, c) => n + c.passed + c.failed, 0) ?? 0;
    console.log(`\nhostile content report (place × class: passed/total)\n${['place'.padEnd(14), ...keys.map((k) => k.padStart(6))].join('')}`);
    for (const place of PLACES) {
      const r = reports.find((x) => x.place === place);
      if (r) console.log([place.padEnd(14), ...r.classes.map((c) => `${c.passed}/${c.passed + c.failed}`.padStart(6))].join(''));
    }
    console.log(`hostile content: ${perPayload} payloads × ${reports.length} places: ${passed} passed, ${failed} failed`);
  });
});
