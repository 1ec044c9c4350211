/**
 * The game list, /m/gameList?gameType=… (spec §2.11 "Game list" and "Game filter side panel", §4 "Game
 * filter", §8, §9) against the simulator: the first page and its call, infinite scroll (26 a page, at most
 * once a second, stopping at totalPages), a failed page that stops paging and offers a retry, fresh loads
 * and their error and malformed states, the quick filters and their clear-and-reload rule, search on
 * Enter, classification tabs, the vendor carousel (grouped by 4 beyond 5 vendors, a plain row otherwise,
 * right-to-left in Arabic), favourites (loading messages, the FAV view losing a removed game, the guest
 * toast), recent games, the virtualised grid, and the filter panel (focus kept inside, Escape, vendors
 * with All and re-selection, classification hidden for FISH, minimum bet only for RNG, other categories
 * without ELOTT, the lottery one to /m/lottery, submit, reset).
 *
 * Expected figures come from the simulator's catalogue (seed 1). Each test that needs a session makes its
 * own member; faults are injected for DEMO in the page's own lane; no test resets the simulator.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { buildCatalogue, type Game } from '../../src/platform-sim/data/catalogue';
import { DEMO_CODE, logIn, newMember, openDemo, refused, withDemoFault } from './account-helpers';
import { collectErrors, expectNoErrors, frame, type SessionInfo } from './helpers';

const cat = buildCatalogue();
const ofType = (type: string) => cat.games.filter((g) => g.gameType === type);
const RNG = ofType('RNG');
const ofVendor = (vendor: string) => cat.games.filter((g) => g.vassalage === vendor);
const PAGE = 26;
const LOGIN_FIRST = 'Please log in first to use favourites and recent games';
const LIST_PATH = '/wps/relay/GCSGAME_gameList';

/** Every call of one platform path the page makes, as URLs (with the time it was sent). */
function callsTo(page: Page, path: string) {
  const calls: { url: URL; at: number; body?: string | null }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === path) calls.push({ url, at: Date.now(), body: r.postData() });
  });
  return calls;
}

const lastQuery = (calls: { url: URL }[]) => Object.fromEntries((calls.at(-1)?.url ?? new URL('http://x')).searchParams);
const grid = (page: Page) => page.getByTestId('game-grid');
const tiles = (page: Page) => grid(page).locator('li');
const tile = (page: Page, game: Game) => page.getByTestId(`game-${game.nodeId}`);
const star = (page: Page, game: Game) => page.getByTestId(`game-${game.nodeId}-fav`);
const toast = (page: Page) => frame(page).toast;
const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
const panel = (page: Page) => page.getByTestId('filter-panel');

async function openList(page: Page, query: string, options: { session?: SessionInfo; lang?: string } = {}) {
  const errors = await openDemo(page, `/m/gameList?${query}`, options);
  await expect(page.locator('[data-screen="gameList"]')).toBeVisible();
  return errors;
}

async function member(request: APIRequestContext): Promise<SessionInfo> {
  return logIn(request, await newMember(request, 'gl'));
}

const loaded = async (page: Page) => Number((await grid(page).getAttribute('data-count')) ?? 0);

/** Scrolls to the bottom until the grid holds at least `count` games. */
async function scrollUntil(page: Page, count: number) {
  await expect
    .poll(
      async () => {
        await scrollToBottom(page);
        return loaded(page);
      },
      { timeout: 15_000, intervals: [300] },
    )
    .toBeGreaterThanOrEqual(count);
}

/**
 * The list after its first answers: within 500 px of the bottom the next page follows by itself (spec
 * §4), so the page waits until no call is under way and nothing is loading.
 */
async function settled(page: Page) {
  await expect(grid(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('game-list-more').locator('.lv-spinner')).toHaveCount(0);
}

/**
 * The query of the first fresh load (page 1) made after `from` calls: what an action asked for. A next page
 * of the list before it (the infinite scroll filling the screen) may still be on its way and is skipped.
 */
async function nextCall(calls: { url: URL }[], from: number) {
  const fresh = () => calls.slice(from).find((c) => c.url.searchParams.get('pageNo') === '1');
  await expect.poll(() => fresh() !== undefined).toBe(true);
  return Object.fromEntries((fresh() as { url: URL }).url.searchParams);
}

test('opens RNG: the first 26 games from the game-list call with the spec parameters, titled Slots, lazy icons with their size', async ({ page }) => {
  const calls = callsTo(page, LIST_PATH);
  const errors = await openList(page, 'gameType=RNG');
  await settled(page);
  expect(await loaded(page)).toBeGreaterThanOrEqual(PAGE);
  expect(await nextCall(calls, 0)).toMatchObject({
    merchant: DEMO_CODE,
    platform: 'html5',
    clientType: '2',
    gameType: 'RNG',
    gameName: '',
    gameClassify: '',
    isNew: '',
    vassalage: '',
    pageNo: '1',
    pageSize: '26',
    language: 'EN',
  });
  await expect(frame(page).title).toHaveText('Slots');
  await expect(tile(page, RNG[0] as Game)).toContainText((RNG[0] as Game).displayName);
  // Past the first row or two every icon is lazy, and each has its width and height.
  const icons = tiles(page).locator('img');
  const attrs = await icons.evaluateAll((imgs) => imgs.map((i) => ({ loading: i.getAttribute('loading'), width: i.getAttribute('width'), height: i.getAttribute('height') })));
  expect(attrs.length).toBeGreaterThan(8);
  for (const a of attrs) expect(Number(a.width)).toBeGreaterThan(0);
  for (const a of attrs) expect(a.height).toBe(a.width);
  expect(attrs.slice(8).every((a) => a.loading === 'lazy')).toBe(true);
  expectNoErrors(errors);
});

test('infinite scroll appends 26 a page, at most one page a second, and stops at totalPages', async ({ page }) => {
  const spw = ofVendor('SPW');
  const pages = Math.ceil(spw.length / PAGE);
  expect(pages).toBe(3);
  const calls = callsTo(page, LIST_PATH);
  // When the app itself made each list call (the page's clock, not when the test heard of it: a busy
  // machine delays those reports unevenly).
  await page.addInitScript((path) => {
    const sent: number[] = [];
    (window as unknown as { __listCalls: number[] }).__listCalls = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === path) sent.push(performance.now());
      return original(input, init);
    };
  }, LIST_PATH);
  const errors = await openList(page, 'gameType=RNG&vassalage=SPW');
  await expect(tile(page, spw[0] as Game)).toBeVisible();
  await scrollUntil(page, spw.length);
  await expect(page.getByTestId('game-list-end')).toHaveText('No more games');
  await expect(tile(page, spw.at(-1) as Game)).toBeVisible();
  expect(calls.map((c) => c.url.searchParams.get('pageNo'))).toEqual(['1', '2', '3']);
  expect(calls.every((c) => c.url.searchParams.get('vassalage') === 'SPW' && c.url.searchParams.get('pageSize') === '26')).toBe(true);
  // Spec §9: a page the scroll asks for waits at least a second after the one before.
  const sent = await page.evaluate(() => (window as unknown as { __listCalls: number[] }).__listCalls);
  expect(sent).toHaveLength(3);
  // The app counts the second from its decision to load; the call leaves after a render and TanStack's
  // scheduling, which took from under 1 ms to 6 ms on a loaded CI machine (994.4 ms measured once). A
  // throttle short of a second by more than that slack still fails here.
  expect((sent[2] ?? 0) - (sent[1] ?? 0), 'ms between the calls of pages 2 and 3').toBeGreaterThanOrEqual(980);
  // No page after the last one, however much the player scrolls (one throttle interval and more).
  await scrollToBottom(page);
  await page.waitForTimeout(1500);
  expect(calls).toHaveLength(3);
  // Appended, not replaced: page 1 is still there above.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(tile(page, spw[0] as Game)).toBeVisible();
  expectNoErrors(errors);
});

test('a failed page stops paging (no more calls) and its Retry continues with the same page', async ({ page, request }) => {
  const calls = callsTo(page, LIST_PATH);
  const errors = await openList(page, 'gameType=RNG');
  await settled(page);
  const shown = await loaded(page);
  const failedPage = String(shown / PAGE + 1);
  const status = await withDemoFault(request, { path: LIST_PATH, status: 500 }, page, () => scrollToBottom(page));
  expect(status).toBe(500);
  expect(calls.at(-1)?.url.searchParams.get('pageNo')).toBe(failedPage);
  const more = page.getByTestId('game-list-more');
  await expect(more.getByRole('alert')).toContainText('load failed, tap to retry');
  await expect(grid(page)).toHaveAttribute('data-count', String(shown));
  const before = calls.length;
  await scrollToBottom(page);
  await page.waitForTimeout(1500);
  expect(calls, 'no page is asked for after a failure').toHaveLength(before);
  await more.getByRole('button', { name: 'Retry' }).click();
  await expect(grid(page)).toHaveAttribute('data-count', String(shown + PAGE));
  expect(calls[before]?.url.searchParams.get('pageNo')).toBe(failedPage);
  await expect(more.getByRole('alert')).toHaveCount(0);
  expectNoErrors(errors, [refused(500)]);
});

test('a failed first load and a malformed answer are error states whose Retry loads the list', async ({ page, request }) => {
  const errors = collectErrors(page);
  const status = await withDemoFault(request, { path: LIST_PATH, status: 500 }, page, async () => {
    await openList(page, 'gameType=LIVE');
  });
  expect(status).toBe(500);
  const failed = page.locator('[data-screen="gameList"] .lv-status-error');
  await expect(failed).toContainText('load failed, tap to retry');
  await expect(grid(page)).toHaveCount(0);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(tile(page, ofType('LIVE')[0] as Game)).toBeVisible();
  await settled(page);

  await withDemoFault(request, { path: LIST_PATH, malformed: true }, page, () => page.getByTestId('quick-NEW').click());
  await expect(failed).toContainText('load failed, tap to retry');
  await expect(failed).toContainText('The server sent an answer that could not be read.');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(grid(page)).toHaveAttribute('data-count', String(ofType('LIVE').filter((g) => g.isNew).length));
  expectNoErrors(errors, [refused(500)]);
});

test('changing the quick filter clears the search, goes back to page 1 and reloads (ALL, NEW, HOT)', async ({ page }) => {
  const calls = callsTo(page, LIST_PATH);
  const hotCalls = callsTo(page, '/wps/relay/GCSGAME_hotGamesV2');
  const errors = await openList(page, 'gameType=RNG');
  await settled(page);
  const search = page.getByLabel('Search games by name');
  await search.fill('Golden');
  let from = calls.length;
  await search.press('Enter');
  expect(await nextCall(calls, from)).toMatchObject({ gameName: 'Golden', pageNo: '1' });
  await settled(page);

  from = calls.length;
  await page.getByTestId('quick-NEW').click();
  await expect(page.getByTestId('quick-NEW')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('quick-ALL')).toHaveAttribute('aria-pressed', 'false');
  await expect(search).toHaveValue('');
  expect(await nextCall(calls, from)).toMatchObject({ isNew: 'true', gameName: '', pageNo: '1', gameType: 'RNG' });
  const firstNew = RNG.find((g) => g.isNew) as Game;
  await expect(tile(page, firstNew).locator('.lv-game-badge')).toHaveText('New');

  from = calls.length;
  await page.getByTestId('quick-ALL').click();
  expect(await nextCall(calls, from)).toMatchObject({ isNew: '', gameName: '', pageNo: '1' });
  // The list was replaced, from page 1: more pages loaded, then the filter again starts over.
  await scrollUntil(page, 4 * PAGE);
  // Back at the top and quiet, so no further page is on its way when the filter is tapped.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  const deep = await loaded(page);
  from = calls.length;
  await page.getByTestId('quick-ALL').click();
  expect(await nextCall(calls, from)).toMatchObject({ pageNo: '1' });
  await settled(page);
  expect(await loaded(page)).toBeLessThan(deep);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('quick-HOT').click();
  await expect.poll(() => hotCalls.length).toBe(1);
  expect(lastQuery(hotCalls)).toMatchObject({ gameType: 'RNG', isPlatform: '2', platform: 'html5', merchantCode: DEMO_CODE, language: 'EN' });
  await expect(grid(page)).toHaveAttribute('data-count', String(RNG.filter((g) => g.isHot).length));
  await expect(page.getByTestId('game-list-end')).toBeVisible();
  expectNoErrors(errors);
});

test('the name search runs on Enter or the search button, not while typing; nothing found says "No games"', async ({ page }) => {
  const calls = callsTo(page, LIST_PATH);
  const errors = await openList(page, 'gameType=RNG');
  await settled(page);
  const before = calls.length;
  const search = page.getByLabel('Search games by name');
  await search.pressSequentially('dragon');
  await expect(search).toHaveValue('dragon');
  await page.waitForLoadState('networkidle');
  expect(calls, 'typing alone asks for nothing').toHaveLength(before);
  await search.press('Enter');
  const dragons = RNG.filter((g) => g.gameName.toLowerCase().includes('dragon'));
  await expect(grid(page)).toHaveAttribute('data-count', String(dragons.length));
  expect(await nextCall(calls, before)).toMatchObject({ gameName: 'dragon', pageNo: '1', gameType: 'RNG' });
  for (const g of dragons.slice(0, 4)) await expect(tile(page, g)).toBeVisible();

  await search.fill('zzzz no such game');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('game-list-empty')).toHaveText('No games');
  expect(lastQuery(calls).gameName).toBe('zzzz no such game');
  expectNoErrors(errors);
});

test('classification tabs come from the vendors\' game types and filter the list; FISH has none', async ({ page }) => {
  const calls = callsTo(page, LIST_PATH);
  const errors = await openList(page, 'gameType=RNG');
  const tabs = page.getByTestId('classification-tabs').getByRole('button');
  await expect(tabs).toHaveText(['All', 'Slots', 'Jackpot', 'Classic', 'Megaways']);
  await settled(page);
  let from = calls.length;
  await page.getByTestId('classify-Jackpot').click();
  await expect(page.getByTestId('classify-Jackpot')).toHaveAttribute('aria-pressed', 'true');
  expect(await nextCall(calls, from)).toMatchObject({ gameClassify: 'Jackpot', pageNo: '1' });
  const jackpots = RNG.filter((g) => g.gameClassify === 'Jackpot');
  await expect(tile(page, jackpots[0] as Game)).toBeVisible();
  await expect(tile(page, RNG.find((g) => g.gameClassify !== 'Jackpot') as Game)).toHaveCount(0);
  await settled(page);
  from = calls.length;
  await page.getByTestId('classify-all').click();
  expect(await nextCall(calls, from)).toMatchObject({ gameClassify: '', pageNo: '1' });

  await openList(page, 'gameType=FISH');
  await expect(tile(page, ofType('FISH')[0] as Game)).toBeVisible();
  await expect(page.getByTestId('classification-tabs')).toHaveCount(0);
  expectNoErrors(errors);
});

/** Whether an element lies within another's box (horizontally). */
async function insideX(page: Page, selector: string, container: string): Promise<boolean> {
  const [a, b] = await Promise.all([page.locator(selector).boundingBox(), page.locator(container).boundingBox()]);
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

/** Which of the vendors lie within the strip's visible box. */
async function shownVendors(page: Page, codes: string[]): Promise<string[]> {
  const shown: string[] = [];
  for (const code of codes) if (await insideX(page, `[data-testid="vendor-${code}"]`, '.lv-gl-strip')) shown.push(code);
  return shown;
}

test('vendor carousel: 4 per view and per group beyond 5 vendors (SPORTS), a plain row of 5 (RNG); a vendor filters, again clears', async ({ page }) => {
  const calls = callsTo(page, LIST_PATH);
  const errors = await openList(page, 'gameType=SPORTS');
  const carousel = page.getByTestId('vendor-carousel');
  await expect(carousel).toHaveAttribute('data-grouped', 'true');
  const codes = cat.vendorData.mapping.SPORTS?.map((v) => v.vassalage) ?? [];
  expect(codes.length).toBe(7);
  await expect(carousel.locator('.lv-gl-strip-item')).toHaveCount(7);
  const visible = () => shownVendors(page, codes);
  await expect.poll(visible).toEqual(codes.slice(0, 4));
  await expect(page.getByTestId('vendor-previous')).toBeDisabled();
  // The next group: the last four (the strip stops at the end rather than show an empty place).
  await page.getByTestId('vendor-next').click();
  await expect.poll(visible).toEqual(codes.slice(3));
  await expect(page.getByTestId('vendor-next')).toBeDisabled();
  await page.getByTestId('vendor-previous').click();
  await expect.poll(visible).toEqual(codes.slice(0, 4));

  const tf = page.getByTestId('vendor-TF');
  await page.getByTestId('vendor-next').click();
  await settled(page);
  let from = calls.length;
  await tf.click();
  await expect(tf).toHaveAttribute('aria-pressed', 'true');
  expect(await nextCall(calls, from)).toMatchObject({ vassalage: 'TF', gameType: 'SPORTS', pageNo: '1' });
  await expect(grid(page)).toHaveAttribute('data-count', String(ofVendor('TF').length));
  from = calls.length;
  await tf.click();
  await expect(tf).toHaveAttribute('aria-pressed', 'false');
  expect(await nextCall(calls, from)).toMatchObject({ vassalage: '', pageNo: '1' });

  await openList(page, 'gameType=RNG');
  await expect(carousel).toHaveAttribute('data-grouped', 'false');
  await expect(carousel.getByRole('button')).toHaveCount(5);
  for (const button of await carousel.getByRole('button').all()) await expect(button).toBeInViewport({ ratio: 1 });
  expectNoErrors(errors);
});

test('vendor strip: a focused vendor comes into view; right to left the groups move the same way', async ({ page }) => {
  const codes = cat.vendorData.mapping.SPORTS?.map((v) => v.vassalage) ?? [];
  let errors = await openList(page, 'gameType=SPORTS');
  await expect.poll(() => shownVendors(page, codes)).toEqual(codes.slice(0, 4));
  await page.getByTestId(`vendor-${codes[5]}`).focus();
  await expect.poll(() => insideX(page, `[data-testid="vendor-${codes[5]}"]`, '.lv-gl-strip')).toBe(true);
  expectNoErrors(errors);

  errors = await openList(page, 'gameType=SPORTS', { lang: 'AR' });
  await expect.poll(() => shownVendors(page, codes)).toEqual(codes.slice(0, 4));
  await expect(page.getByTestId('vendor-previous')).toBeDisabled();
  await page.getByTestId('vendor-next').click();
  await expect.poll(() => shownVendors(page, codes)).toEqual(codes.slice(3));
  await expect(page.getByTestId('vendor-next')).toBeDisabled();
  await page.getByTestId('vendor-previous').click();
  await expect.poll(() => shownVendors(page, codes)).toEqual(codes.slice(0, 4));
  await expect(page.getByTestId('vendor-previous')).toBeDisabled();
  expectNoErrors(errors);
});

test('Arabic: the carousel runs right to left and the panel opens on the left', async ({ page }) => {
  const errors = await openList(page, 'gameType=SPORTS', { lang: 'AR' });
  await expect(frame(page).title).toHaveText('الرياضة');
  const strip = page.locator('.lv-gl-strip');
  await expect(strip).toHaveAttribute('dir', 'rtl');
  const [first, second] = await Promise.all([page.getByTestId('vendor-SBK').boundingBox(), page.getByTestId('vendor-UGS').boundingBox()]);
  expect(first?.x ?? 0).toBeGreaterThan(second?.x ?? 0);
  await page.getByTestId('filter-open').click();
  const box = await panel(page).boundingBox();
  expect(box?.x ?? 1).toBeLessThanOrEqual(1);
  await expect(panel(page).getByRole('heading', { name: 'تصفية الألعاب' })).toBeVisible();
  expectNoErrors(errors);
});

test('guest: FAV, REC and a favourite star give the info toast for 2 s and change nothing', async ({ page }) => {
  const favCalls = callsTo(page, '/wps/relay/MCSFE_addFavoriteGameV2');
  const errors = await openList(page, 'gameType=RNG');
  await expect(tile(page, RNG[0] as Game)).toBeVisible();
  await page.getByTestId('quick-FAV').click();
  await expect(toast(page)).toHaveText(LOGIN_FIRST);
  const shownAt = Date.now();
  await expect(page.getByTestId('quick-ALL')).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page)).toHaveCount(0, { timeout: 4000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(1500);
  expect(shownFor).toBeLessThan(3000);

  await page.getByTestId('quick-REC').click();
  await expect(toast(page)).toHaveText(LOGIN_FIRST);
  await expect(page.getByTestId('quick-REC')).toHaveAttribute('aria-pressed', 'false');
  await expect(toast(page)).toHaveCount(0, { timeout: 4000 });

  await star(page, RNG[0] as Game).click();
  await expect(toast(page)).toHaveText(LOGIN_FIRST);
  await expect(star(page, RNG[0] as Game)).toHaveAttribute('aria-pressed', 'false');
  expect(favCalls).toHaveLength(0);
  expectNoErrors(errors);
});

test('favourites: adding and removing show their loading messages; a game removed in FAV leaves the list', async ({ page, request }) => {
  const session = await member(request);
  const added = callsTo(page, '/wps/relay/MCSFE_addFavoriteGameV2');
  const favList = callsTo(page, '/wps/relay/MCSFE_getFavoriteGamesList');
  const errors = await openList(page, 'gameType=RNG', { session });
  const [a, b] = RNG as [Game, Game];
  await expect(star(page, a)).toHaveAttribute('aria-pressed', 'false');

  await withDemoFault(request, { path: '/wps/relay/MCSFE_addFavoriteGameV2', delayMs: 800 }, page, async () => {
    await star(page, a).click();
    await expect(toast(page)).toHaveText('Adding to favourites…');
    await expect(star(page, a)).toBeDisabled();
  });
  await expect(star(page, a)).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page)).toHaveCount(0);
  expect(JSON.parse(added.at(-1)?.body ?? '{}')).toMatchObject({ nodeId: a.nodeId, vendor: a.vassalage });
  await star(page, b).click();
  await expect(star(page, b)).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('quick-FAV').click();
  await expect.poll(() => favList.length).toBeGreaterThan(0);
  expect(lastQuery(favList)).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '26', language: 'EN' });
  await expect(grid(page)).toHaveAttribute('data-count', '2');
  await expect(tile(page, a)).toBeVisible();
  await expect(tile(page, b)).toBeVisible();

  await withDemoFault(request, { path: '/wps/relay/MCSFE_removeFavoriteGameV2', delayMs: 800 }, page, async () => {
    await star(page, a).click();
    await expect(toast(page)).toHaveText('Removing from favourites…');
  });
  await expect(tile(page, a)).toHaveCount(0);
  await expect(grid(page)).toHaveAttribute('data-count', '1');
  await star(page, b).click();
  await expect(page.getByTestId('game-list-empty')).toHaveText('No games');

  // Back in ALL, the stars tell the truth: none of the two is a favourite any more.
  await page.getByTestId('quick-ALL').click();
  await expect(star(page, a)).toHaveAttribute('aria-pressed', 'false');
  await expect(star(page, b)).toHaveAttribute('aria-pressed', 'false');
  expectNoErrors(errors);
});

test('REC lists the member\'s recent games of the category (25 a page)', async ({ page, request }) => {
  const session = await member(request);
  const live = ofType('LIVE')[0] as Game;
  const [a, b] = RNG.slice(10, 12) as [Game, Game];
  for (const game of [a, live, b]) {
    const res = await request.get(`/wps/relay/MCS2_addRecentGame?nodeId=${game.nodeId}`, { headers: { Merchant: DEMO_CODE, Authorization: session.token } });
    expect(res.status()).toBe(200);
  }
  const recents = callsTo(page, '/wps/relay/GCS_recentGame');
  const errors = await openList(page, 'gameType=RNG', { session });
  await page.getByTestId('quick-REC').click();
  await expect(page.getByTestId('quick-REC')).toHaveAttribute('aria-pressed', 'true');
  await expect(grid(page)).toHaveAttribute('data-count', '2');
  expect(lastQuery(recents)).toMatchObject({ gameType: 'RNG', pageSize: '25', page: '1', clientType: '2', language: 'EN' });
  // Most recent first.
  await expect(tiles(page).locator('.lv-game-name')).toHaveText([b.displayName, a.displayName]);
  expectNoErrors(errors);
});

test('the grid is virtualised: with three pages loaded only the rows near the viewport are in the DOM', async ({ page }) => {
  const errors = await openList(page, 'gameType=RNG');
  await scrollUntil(page, 3 * PAGE);
  const inDom = await tiles(page).count();
  expect(inDom).toBeLessThan(await loaded(page));
  expect(inDom).toBeLessThanOrEqual(150);
  await expect(grid(page)).toHaveAttribute('data-lanes', '4');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(tile(page, RNG[0] as Game)).toBeVisible();
  await expect(tile(page, RNG[3 * PAGE - 1] as Game)).toHaveCount(0);
  expectNoErrors(errors);
});

test('filter panel: a modal that keeps focus inside, closes on Escape and gives focus back', async ({ page }) => {
  const errors = await openList(page, 'gameType=RNG');
  const opener = page.getByTestId('filter-open');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Filter games' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press(i % 7 === 6 ? 'Shift+Tab' : 'Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="filter-panel"]')))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expectNoErrors(errors);
});

test('filter panel vendors: All plus each vendor; re-selecting the selected vendor clears it; submit filters', async ({ page }) => {
  const calls = callsTo(page, LIST_PATH);
  const errors = await openList(page, 'gameType=RNG');
  await page.getByTestId('filter-open').click();
  const vendors = page.getByTestId('filter-vendors').getByRole('button');
  await expect(vendors).toHaveText(['All', 'Spinworks', 'Lucky Reels', 'Gamix Studio', 'Nova Slots', 'Phoenix Play']);
  const all = page.getByTestId('filter-vendor-all');
  const spw = page.getByTestId('filter-vendor-SPW');
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await spw.click();
  await expect(spw).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await spw.click();
  await expect(spw).toHaveAttribute('aria-pressed', 'false');
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await spw.click();
  await settled(page);
  let from = calls.length;
  await page.getByTestId('filter-submit').click();
  await expect(panel(page)).toBeHidden();
  expect(await nextCall(calls, from)).toMatchObject({ vassalage: 'SPW', pageNo: '1' });
  await expect(page.getByTestId('vendor-SPW')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('filter-count')).toHaveText('1');

  await page.getByTestId('filter-open').click();
  await expect(spw).toHaveAttribute('aria-pressed', 'true');
  await spw.click();
  await settled(page);
  from = calls.length;
  await page.getByTestId('filter-submit').click();
  expect(await nextCall(calls, from)).toMatchObject({ vassalage: '', pageNo: '1' });
  await expect(page.getByTestId('filter-count')).toHaveCount(0);
  expectNoErrors(errors);
});

test('filter panel: minimum bet only for RNG (All and the spec options), classification hidden for FISH', async ({ page }) => {
  const calls = callsTo(page, LIST_PATH);
  const errors = await openList(page, 'gameType=RNG');
  await page.getByTestId('filter-open').click();
  await expect(page.getByTestId('filter-min-bets').getByRole('button')).toHaveText(['All', '0.01', '0.05', '0.1', '0.5', '0.75']);
  await expect(page.getByTestId('filter-classifications').getByRole('button')).toHaveText(['All', 'Slots', 'Jackpot', 'Classic', 'Megaways']);
  await page.getByTestId('filter-min-bet-0.5').click();
  await settled(page);
  const from = calls.length;
  await page.getByTestId('filter-submit').click();
  expect(await nextCall(calls, from)).toMatchObject({ minBet: '0.5', pageNo: '1' });
  await expect(tile(page, RNG.find((g) => g.minBet === 0.5) as Game)).toBeVisible();
  await expect(tile(page, RNG.find((g) => g.minBet !== 0.5) as Game)).toHaveCount(0);

  await openList(page, 'gameType=LIVE');
  await page.getByTestId('filter-open').click();
  await expect(page.getByTestId('filter-classifications')).toBeVisible();
  await expect(page.getByTestId('filter-min-bets')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await openList(page, 'gameType=FISH');
  await page.getByTestId('filter-open').click();
  await expect(page.getByTestId('filter-vendors').getByRole('button')).toHaveText(['All', 'Ocean Kingdom', 'Fish Hunter Joy']);
  await expect(page.getByTestId('filter-classifications')).toHaveCount(0);
  await expect(page.getByTestId('filter-min-bets')).toHaveCount(0);
  expectNoErrors(errors);
});

test('filter panel: reset clears every criterion (vendor, classification, minimum bet, name) and reloads', async ({ page }) => {
  const calls = callsTo(page, LIST_PATH);
  const errors = await openList(page, 'gameType=RNG');
  const search = page.getByLabel('Search games by name');
  await search.fill('a');
  await search.press('Enter');
  await page.getByTestId('filter-open').click();
  await page.getByTestId('filter-vendor-GMX').click();
  await page.getByTestId('filter-classify-Slots').click();
  await page.getByTestId('filter-min-bet-0.1').click();
  await settled(page);
  let from = calls.length;
  await page.getByTestId('filter-submit').click();
  expect(await nextCall(calls, from)).toMatchObject({ vassalage: 'GMX', gameClassify: 'Slots', minBet: '0.1', gameName: 'a', pageNo: '1' });
  await expect(page.getByTestId('filter-count')).toHaveText('3');

  await settled(page);
  await page.getByTestId('filter-open').click();
  from = calls.length;
  await page.getByTestId('filter-reset').click();
  await expect(panel(page)).toBeHidden();
  expect(await nextCall(calls, from)).toMatchObject({ vassalage: '', gameClassify: '', minBet: '', gameName: '', pageNo: '1' });
  await expect(search).toHaveValue('');
  await expect(page.getByTestId('filter-count')).toHaveCount(0);
  await expect(tile(page, RNG[0] as Game)).toBeVisible();
  await page.getByTestId('filter-open').click();
  for (const id of ['filter-vendor-all', 'filter-classify-all', 'filter-min-bet-all']) await expect(page.getByTestId(id)).toHaveAttribute('aria-pressed', 'true');
  expectNoErrors(errors);
});

test('filter panel: the other categories without ELOTT open their own lists; the lottery category opens /m/lottery', async ({ page }) => {
  const errors = await openList(page, 'gameType=RNG');
  await page.getByTestId('filter-open').click();
  const links = page.getByTestId('filter-categories').getByRole('link');
  await expect(links).toHaveText(['Sports', 'E-sports', 'Cockfight', 'Live casino', 'Fishing', 'Card games', 'Lottery', 'In-house games']);
  await expect(page.getByTestId('filter-category-ELOTT')).toHaveCount(0);
  await expect(page.getByTestId('filter-category-RNG')).toHaveCount(0);
  await expect(page.getByTestId('filter-category-LOTT')).toHaveAttribute('href', '/m/lottery');
  await expect(page.getByTestId('filter-category-PVP')).toHaveAttribute('href', '/m/gameList?gameType=PVP');

  await page.getByTestId('filter-category-SPORTS').click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=SPORTS$/);
  await expect(frame(page).title).toHaveText('Sports');
  await expect(page.getByTestId('vendor-carousel')).toHaveAttribute('data-grouped', 'true');
  await expect(panel(page)).toBeHidden();

  await page.getByTestId('filter-open').click();
  await page.getByTestId('filter-category-LOTT').click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
  await expect(page.locator('[data-screen="lotteryLobby"]')).toBeVisible();
  expectNoErrors(errors);
});

test('a tile opens its game: a guest goes to /m/login with the way back, a member to the game centre', async ({ page, request }) => {
  const game = RNG[0] as Game;
  const errors = await openList(page, 'gameType=RNG');
  await tile(page, game).getByRole('button', { name: game.displayName, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameList%3FgameType%3DRNG$/);

  const session = await member(request);
  await openList(page, 'gameType=RNG', { session });
  await tile(page, game).getByRole('button', { name: game.displayName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/m/gameCenter\\?category=RNG&vendor=${game.vassalage}&gameId=${game.gameId}&nodeId=${game.nodeId}$`));
  expectNoErrors(errors);
});

test('a link with vassalage opens the list filtered by that vendor, its carousel group in view', async ({ page }) => {
  const calls = callsTo(page, LIST_PATH);
  const errors = await openList(page, 'gameType=SPORTS&vassalage=SV3');
  expect(await nextCall(calls, 0)).toMatchObject({ gameType: 'SPORTS', vassalage: 'SV3', pageNo: '1' });
  await expect(page.getByTestId('vendor-SV3')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => insideX(page, '[data-testid="vendor-SV3"]', '.lv-gl-strip')).toBe(true);
  await expect.poll(() => insideX(page, '[data-testid="vendor-SBK"]', '.lv-gl-strip')).toBe(false);
  await expect(grid(page)).toHaveAttribute('data-count', String(ofVendor('SV3').length));
  expectNoErrors(errors);
});
