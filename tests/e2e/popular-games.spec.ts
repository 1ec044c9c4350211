/**
 * The popular-games home block against the simulator (spec 2.11, §4 vendor grouping, §9 debounce): the
 * tab list (HOT first, SPORTS split into SPORTS, ESPORTS, COCKFIGHT right after it), which tabs list
 * vendors and which list games, the lottery "all" tab, where tiles lead (game list, login, game centre),
 * tablist keys (mirrored right to left), a failed load with Retry, and the reload after a language change
 * once the 200 ms debounce has passed (the requests carry the new language).
 *
 * Each test that needs a session makes its own member; no test resets the simulator; faults go to the
 * page's own lane. The home's notice and login pop-ups are marked as shown so they do not cover the block.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, logIn, newMember, refused } from './account-helpers';
import { type ErrorLog, expectNoErrors, merchantUrl, ownFaultLane, type SessionInfo } from './helpers';
import { openHome as openHomeWith } from './home-support';

const VENDORS_PATH = '/wps/relay/GCSGAME_newGameVendor';
const HOT_PATH = '/wps/relay/GCSGAME_hotGamesV2';
const LIST_PATH = '/wps/relay/GCSGAME_gameList';

/** The tabs as the simulator's vendor data gives them (spec §4: e-sport and cockfight vendors leave SPORTS). */
const TABS = ['HOT', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE'];
const VENDOR_LIST_TABS = ['HOT', 'LIVE', 'FISH', 'RNG', 'PVP'];
const TAB_NAMES_EN = ['Hot', 'Sports', 'E-sports', 'Cockfight', 'Live casino', 'Fishing', 'Slots', 'Card games', 'Lottery', 'E-lottery', 'In-house games'];

/** DEMO's home in a language (EN unless given), with a session when given, the pop-ups already seen. */
const openHome = (page: Page, options: { session?: SessionInfo; lang?: string } = {}): Promise<ErrorLog> => openHomeWith(page, { ...options, popupsSeen: true });

const block = (page: Page) => page.locator('[data-block=popularGames]');
const tab = (page: Page, key: string) => block(page).getByTestId(`popular-tab-${key}`);
const tabKeys = (page: Page) => block(page).locator('[data-testid=popular-tab] > [role=tab]').evaluateAll((tabs) => tabs.map((t) => t.id.replace(/^.*-tab-/, '')));

async function memberSession(request: APIRequestContext): Promise<SessionInfo> {
  return logIn(request, await newMember(request, 'pop'));
}

test('the tab list: HOT first, then the server categories with SPORTS split into SPORTS, ESPORTS and COCKFIGHT right after it', async ({ page }) => {
  const errors = await openHome(page);
  const tablist = block(page).getByRole('tablist', { name: 'Game categories' });
  await expect(tablist.getByRole('tab')).toHaveText(TAB_NAMES_EN);
  expect(await tabKeys(page)).toEqual(TABS);
  // HOT is selected first, with its panel labelled by it; exactly one tab is a tab stop.
  await expect(tab(page, 'HOT')).toHaveAttribute('aria-selected', 'true');
  await expect(tablist.locator('[role=tab][tabindex="0"]')).toHaveCount(1);
  const panel = block(page).getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel).toHaveAttribute('aria-labelledby', (await tab(page, 'HOT').getAttribute('id')) ?? 'missing');
  expectNoErrors(errors);
});

test('HOT, RNG, PVP, LIVE and FISH list vendors; SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT and INHOUSE list games', async ({ page }) => {
  const errors = await openHome(page);
  const expected: Record<string, string[]> = {
    SPORTS: ['SPORTS'],
    ESPORTS: ['ESPORTS'],
    COCKFIGHT: ['COCKFIGHT'],
    LIVE: ['LMN', 'RYL', 'DGL'],
    FISH: ['OCK', 'FHJ'],
    RNG: ['SPW', 'LKR', 'GMX', 'NVS', 'PHX'],
    PVP: ['CDM', 'TBC'],
  };
  for (const key of TABS) {
    await tab(page, key).click();
    await expect(tab(page, key)).toHaveAttribute('aria-selected', 'true');
    const panel = block(page).getByRole('tabpanel');
    if (VENDOR_LIST_TABS.includes(key)) {
      await expect(panel.getByTestId('popular-vendors'), key).toBeVisible();
      await expect(panel.getByTestId('popular-games'), key).toHaveCount(0);
      if (key !== 'HOT') {
        const shown = await panel.locator('[data-testid^=popular-vendor-]').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-testid')?.replace('popular-vendor-', '')));
        expect(shown, key).toEqual(expected[key]);
      }
    } else {
      await expect(panel.getByTestId('popular-games'), key).toBeVisible();
      await expect(panel.getByTestId('popular-vendors'), key).toHaveCount(0);
    }
  }
  // HOT lists the vendors of the hot games: SBK's sportsbook is hot, so SBK is there.
  await tab(page, 'HOT').click();
  await expect(block(page).getByTestId('popular-vendor-SBK')).toBeVisible();
  // SPORTS no longer holds the e-sport and cockfight games: their own tabs do.
  await tab(page, 'ESPORTS').click();
  await expect(block(page).getByRole('tabpanel').getByRole('button')).not.toHaveCount(0);
  await expect(block(page).getByRole('tabpanel').getByText(/Esports/).first()).toBeVisible();
  expectNoErrors(errors);
});

test('a vendor tile opens that vendor’s game list: /m/gameList?gameType=<category>&vassalage=<vendor> (HOT too)', async ({ page }) => {
  const errors = await openHome(page);
  await tab(page, 'RNG').click();
  await block(page).getByTestId('popular-vendor-SPW').getByRole('button').click();
  await expect(page).toHaveURL(merchantUrl(DEMO, '/m/gameList?gameType=RNG&vassalage=SPW'));
  await page.goBack();
  await expect(tab(page, 'HOT')).toBeVisible();
  await block(page).getByTestId('popular-vendor-SBK').getByRole('button').click();
  await expect(page).toHaveURL(merchantUrl(DEMO, '/m/gameList?gameType=HOT&vassalage=SBK'));
  expectNoErrors(errors);
});

test('a lottery tab lists its games with an "all" tab first, then one tab per vendor filtering the list', async ({ page }) => {
  const errors = await openHome(page);
  await tab(page, 'LOTT').click();
  const sub = block(page).getByRole('tablist', { name: 'Lottery vendors' });
  await expect(sub.getByRole('tab')).toHaveText(['All', 'Vietnam Lotto', 'SEA Lottery', 'TCG Lottery']);
  await expect(sub.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(block(page).getByTestId('popular-games')).toBeVisible();
  const listed = page.waitForRequest((r) => new URL(r.url()).pathname === LIST_PATH && new URL(r.url()).searchParams.get('vassalage') === 'TCG_SEA');
  await sub.getByRole('tab', { name: 'SEA Lottery' }).click();
  const sent = new URL((await listed).url()).searchParams;
  expect([sent.get('gameType'), sent.get('vassalage'), sent.get('pageSize')]).toEqual(['LOTT', 'TCG_SEA', '26']);
  await expect(sub.getByRole('tab', { name: 'SEA Lottery' })).toHaveAttribute('aria-selected', 'true');
  await expect(block(page).getByTestId('popular-games').getByRole('button')).not.toHaveCount(0);
  expectNoErrors(errors);
});

test('tablist keys: arrows move and select (wrapping), Home and End go to the ends', async ({ page }) => {
  const errors = await openHome(page);
  await tab(page, 'HOT').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'SPORTS')).toBeFocused();
  await expect(tab(page, 'SPORTS')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab(page, 'INHOUSE')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'HOT')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'INHOUSE')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab(page, 'HOT')).toBeFocused();
  expectNoErrors(errors);
});

test('right to left (AR): the tabs run from the right and the left arrow moves forward', async ({ page }) => {
  const errors = await openHome(page, { lang: 'AR' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(tab(page, 'HOT')).toHaveText('رائج');
  const hot = await tab(page, 'HOT').boundingBox();
  const sports = await tab(page, 'SPORTS').boundingBox();
  expect(hot && sports && hot.x > sports.x, 'HOT sits right of SPORTS').toBe(true);
  await tab(page, 'HOT').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'SPORTS')).toBeFocused();
  await expect(tab(page, 'SPORTS')).toHaveAttribute('aria-selected', 'true');
  expectNoErrors(errors);
});

test('a guest tapping a game is sent to /m/login with the way back', async ({ page }) => {
  const errors = await openHome(page);
  await tab(page, 'SPORTS').click();
  await block(page).getByTestId('popular-games').getByRole('button').first().click();
  await expect(page).toHaveURL(merchantUrl(DEMO, `/m/login?redirect=${encodeURIComponent('/m/home')}`));
  expectNoErrors(errors);
});

test('a member tapping a game launches it through the game centre (category, vendor, game id, node id) and plays it framed', async ({ page, request }) => {
  const errors = await openHome(page, { session: await memberSession(request) });
  await tab(page, 'SPORTS').click();
  const first = block(page).getByTestId('popular-games').locator('[data-testid^=popular-game-]').first();
  const nodeId = ((await first.getAttribute('data-testid')) ?? '').replace('popular-game-', '');
  const name = (await first.locator('.lv-game-name').textContent()) ?? '';
  const launched = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/game/launchGame');
  await first.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/m/gameCenter\\?category=SPORTS&vendor=SBK&gameId=[^&]+&nodeId=${nodeId}$`));
  const sent = new URL((await launched).url()).searchParams;
  expect([sent.get('vassalage'), sent.get('nodeId'), sent.get('language')]).toEqual(['SBK', nodeId, 'EN']);
  await expect(page.frameLocator('[data-testid=game-frame]').getByTestId('sim-game-title')).toHaveText(name);
  expectNoErrors(errors);
});

test('a failed tab load shows the error with Retry, and Retry brings the tabs', async ({ page, request }) => {
  const lane = await ownFaultLane(page);
  // The client tries a failed query once more before it shows the error: fail both tries.
  const injected = await request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { path: VENDORS_PATH, status: 500, times: 2, lane } });
  expect(injected.status()).toBe(201);
  try {
    const errors = await openHome(page);
    const alert = block(page).getByRole('alert');
    await expect(alert).toContainText('load failed, tap to retry');
    await expect(block(page).getByRole('tablist')).toHaveCount(0);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(tab(page, 'HOT')).toHaveAttribute('aria-selected', 'true');
    await expect(block(page).getByTestId('popular-vendors')).toBeVisible();
    expectNoErrors(errors, [refused(500)]);
  } finally {
    await request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: DEMO_CODE } });
  }
});

test('a language change reloads the tabs once the 200 ms debounce has passed, and the requests carry the new language', async ({ page }) => {
  // The page's timers run on a clock the test holds still, so the debounce is measured, not raced.
  await page.clock.install();
  const errors = await openHome(page);
  await expect(block(page).getByTestId('popular-vendors')).toBeVisible();
  const asked: { path: string; language?: string; query: string | null }[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === VENDORS_PATH || url.pathname === HOT_PATH) asked.push({ path: url.pathname, language: r.headers().language, query: url.searchParams.get('language') });
  });
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByTestId('language-button').click();
  await page.getByTestId('language-MY').click();
  // The page speaks Burmese at once; the games lists wait.
  await expect(tab(page, 'HOT')).toHaveText('လူကြိုက်များ');
  await page.clock.runFor(150);
  await page.waitForTimeout(400);
  expect(asked, 'nothing is asked for before the language has settled for 200 ms').toEqual([]);
  await page.clock.runFor(60);
  await expect.poll(() => asked.map((a) => a.path).sort()).toEqual([HOT_PATH, VENDORS_PATH]);
  for (const a of asked) expect(a.language, `${a.path}: the Language header`).toBe('MY');
  expect(asked.find((a) => a.path === HOT_PATH)?.query, 'the hot games ask in the new language').toBe('MY');
  await page.clock.resume();
  await expect(block(page).getByTestId('popular-vendors')).toBeVisible();
  expectNoErrors(errors);
});
