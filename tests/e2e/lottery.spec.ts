/**
 * The lottery screens against the simulator: the lottery lobby (/m/lottery, spec §2.1) and more lottery
 * (/m/moreLottery). The prize mode follows the vendor data's mapping (spec §4: Lott, or Elott when the
 * e-lottery entry lists a lottery vendor; switched per test through PUT /__sim/vendor-mapping in the
 * page's own lane), the lottery groups are tabs with "all" first (spec §4), a game opens /m/launchGame
 * with its play type, prize mode and code (a guest goes to /m/login first), the Vietnam lottery menu
 * where the platform has TCG_LOTTO_VN, loading, failure with Retry, malformed and empty answers, search,
 * hot and recent lottery games, the e-lottery list from the cache (spec §9), and the screens in EN, MY
 * and AR at 390×844.
 *
 * No test resets the simulator; faults and vendor mappings are for DEMO in the page's own lane.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CODE, logIn, newMember, openDemo, refused } from './account-helpers';
import { collectErrors, type ErrorLog, expectNoErrors, type InjectedFault, merchantUrl, openMerchant, ownFaultLane, setLanguage, withFault } from './helpers';

const DEMO = 'demo';

interface WireGame {
  gameId: number;
  code: string;
  displayName: string;
  nodeId: string;
  remark: string;
  entPlaySwitch: boolean;
  tradPlaySwitch: boolean;
}
interface WireGroup {
  gameGroupId: number;
  displayName: string;
  games: WireGame[];
}
interface WireRegion {
  displayName: string;
  games: { code: string; displayName: string }[];
}

async function gateway<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { Merchant: DEMO_CODE } });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

const menusOf = (request: APIRequestContext, mode: 'Lott' | 'Elott') => gateway<WireGroup[]>(request, `/lgw/games/mobile_game_menus?prizeMode=${mode}`);
const vnMenu = (request: APIRequestContext) => gateway<WireRegion[]>(request, '/lgw/vn/games/game_menu');
const playable = (groups: WireGroup[]) => {
  const seen = new Set<string>();
  return groups.flatMap((g) => g.games).filter((g) => (g.tradPlaySwitch || g.entPlaySwitch) && !seen.has(g.code) && seen.add(g.code));
};

/** Makes the page's own lane see an e-lottery mapping that lists LOTT (prize mode Elott). Answers an undo. */
async function elottInLane(page: Page, request: APIRequestContext): Promise<() => Promise<void>> {
  const lane = await ownFaultLane(page);
  const put = (mapping: Record<string, string[]>) => request.put('/__sim/vendor-mapping', { headers: { Merchant: DEMO_CODE }, data: { lane, mapping } });
  expect((await put({ ELOTT: ['LOTT'] })).status(), 'PUT /__sim/vendor-mapping').toBe(200);
  return async () => {
    await put({});
  };
}

/** Every address the page's main frame has shown (history moves included), from now on. */
function addresses(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()));
  });
  return seen;
}

const launchQuery = (url: URL | undefined) => (url ? Object.fromEntries(url.searchParams) : undefined);
const launchesIn = (seen: URL[]) => seen.filter((u) => u.pathname === '/m/launchGame');

const screen = (page: Page) => page.locator('[data-screen="lotteryLobby"]');
const tabs = (page: Page) => page.getByRole('tab');
const games = (page: Page) => page.getByTestId('lottery-panel').getByTestId('lottery-game');

/** Opens a DEMO path in English with one fault (or answer) in the page's own lane for the call it targets. */
async function openWithFault(page: Page, request: APIRequestContext, path: string, fault: InjectedFault): Promise<ErrorLog> {
  const errors = collectErrors(page);
  await setLanguage(page, 'EN');
  await withFault(page, request, DEMO_CODE, fault, async () => {
    await page.goto(merchantUrl(DEMO, path));
  });
  return errors;
}

/** A fault that answers HTTP 200 with the given JSON (POST /__sim/faults `answer`). */
const answering = (path: string, answer: unknown) => ({ path, answer }) as InjectedFault;

/** A fresh DEMO member, logged in on the platform. */
async function member(request: APIRequestContext) {
  return logIn(request, await newMember(request, 'lot'));
}

test.describe('lottery lobby', () => {
  test('Lott by default: the groups of the Lott menu as tabs with "all" first, selected, listing every game once', async ({ page, request }) => {
    const [lott, vn] = await Promise.all([menusOf(request, 'Lott'), vnMenu(request)]);
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/lgw/games/mobile_game_menus');
    const { errors } = await openMerchant(page, DEMO, '/m/lottery', { lang: 'EN' });
    expect(new URL((await asked).url()).searchParams.get('prizeMode')).toBe('Lott');
    await expect(screen(page)).toHaveAttribute('data-prize-mode', 'Lott');

    // The platform has TCG_LOTTO_VN: the Vietnam lottery tab comes last.
    await expect(tabs(page)).toHaveText(['All', ...lott.map((g) => g.displayName), 'Vietnam lottery']);
    await expect(tabs(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(games(page)).toHaveCount(playable(lott).length);
    await expect(games(page).first()).toHaveAttribute('data-code', playable(lott)[0]?.code ?? '');
    expect(vn.some((r) => r.games.length > 0)).toBe(true);
    expectNoErrors(errors);
  });

  test('a group tab lists only its games, keeps its place in the address, and arrow keys move between tabs', async ({ page, request }) => {
    const lott = await menusOf(request, 'Lott');
    const second = lott[1] as WireGroup;
    const { errors } = await openMerchant(page, DEMO, '/m/lottery', { lang: 'EN' });
    await page.getByRole('tab', { name: second.displayName }).click();
    await expect(page.getByRole('tab', { name: second.displayName })).toHaveAttribute('aria-selected', 'true');
    await expect(games(page)).toHaveText(second.games.map((g) => new RegExp(g.displayName)));
    await expect(page).toHaveURL(new RegExp(`[?&]tab=g${second.gameGroupId}\\b`));
    // The other tabs' panels (kept for going back) take no room under the tabs: not even the gaps between them.
    const kept = page.locator('[role=tabpanel][hidden]');
    expect(await kept.count()).toBeGreaterThan(0);
    for (const panel of await kept.all()) await expect(panel).toHaveCSS('display', 'none');

    // Reloading keeps the tab; the keyboard moves to the neighbours.
    await page.reload();
    await expect(page.getByRole('tab', { name: second.displayName })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: second.displayName }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: lott[0]?.displayName })).toBeFocused();
    await expect(page.getByRole('tab', { name: lott[0]?.displayName })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tabs(page).first()).toBeFocused();
    await expect(page).not.toHaveURL(/[?&]tab=/);
    expectNoErrors(errors);
  });

  test('Elott when the vendor mapping lists a lottery vendor under ELOTT: the Elott menu, entertainment play only, launched with prize_mode=Elott', async ({ page, request }) => {
    const elott = await menusOf(request, 'Elott');
    const session = await member(request);
    const undo = await elottInLane(page, request);
    try {
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/lgw/games/mobile_game_menus');
      const errors = await openDemo(page, '/m/lottery', { session });
      expect(new URL((await asked).url()).searchParams.get('prizeMode')).toBe('Elott');
      await expect(screen(page)).toHaveAttribute('data-prize-mode', 'Elott');
      await expect(tabs(page)).toHaveText(['All', ...elott.map((g) => g.displayName), 'Vietnam lottery']);
      await expect(games(page)).toHaveCount(playable(elott).length);
      await expect(games(page).first().getByRole('button')).toHaveText(['Entertainment']);
      await expect(page.getByTestId('lottery-play-trad')).toHaveCount(0);
      expectNoErrors(errors);

      const seen = addresses(page);
      const first = playable(elott)[0] as WireGame;
      await page.getByRole('button', { name: `Play ${first.displayName}, entertainment` }).click();
      await expect.poll(() => launchQuery(launchesIn(seen)[0])).toEqual({ playType: 'ent', prize_mode: 'Elott', code: first.code });
    } finally {
      await undo();
    }
  });

  test('a member opens a lottery game in the play type chosen: /m/launchGame with playType, prize_mode=Lott and the game code', async ({ page, request }) => {
    const lott = await menusOf(request, 'Lott');
    const both = playable(lott).find((g) => g.tradPlaySwitch && g.entPlaySwitch) as WireGame;
    const tradOnly = playable(lott).find((g) => g.tradPlaySwitch && !g.entPlaySwitch) as WireGame;
    const session = await member(request);
    const errors = await openDemo(page, '/m/lottery', { session });

    // Each game offers the play types its switches allow.
    const row = (g: WireGame) => page.locator(`[data-testid=lottery-game][data-code="${g.code}"]`);
    await expect(row(both).getByRole('button')).toHaveText(['Traditional', 'Entertainment']);
    await expect(row(tradOnly).getByRole('button')).toHaveText(['Traditional']);
    await expect(row(both)).toContainText(both.remark);
    expectNoErrors(errors);

    const seen = addresses(page);
    await row(both).getByRole('button', { name: 'Traditional' }).click();
    await expect.poll(() => launchQuery(launchesIn(seen)[0])).toEqual({ playType: 'trad', prize_mode: 'Lott', code: both.code });

    await openDemo(page, '/m/lottery', { session });
    const again = addresses(page);
    await row(both).getByRole('button', { name: 'Entertainment' }).click();
    await expect.poll(() => launchQuery(launchesIn(again)[0])).toEqual({ playType: 'ent', prize_mode: 'Lott', code: both.code });
  });

  test('the Vietnam lottery tab lists the regions and their provinces; a province opens with the TCG_LOTTO_VN vendor and its code', async ({ page, request }) => {
    const vn = (await vnMenu(request)).filter((r) => r.games.length > 0);
    const session = await member(request);
    const errors = await openDemo(page, '/m/lottery?tab=vn', { session });
    await expect(page.getByRole('tab', { name: 'Vietnam lottery' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('lottery-vn-region').getByRole('heading')).toHaveText(vn.map((r) => r.displayName));
    await expect(page.getByTestId('lottery-vn-game')).toHaveCount(vn.flatMap((r) => r.games).length);
    expectNoErrors(errors);

    const province = vn[0]?.games[0] as WireRegion['games'][number];
    const seen = addresses(page);
    await page.getByRole('button', { name: `Play ${province.displayName}`, exact: true }).click();
    await expect.poll(() => launchQuery(launchesIn(seen)[0])).toEqual({ vendor: 'TCG_LOTTO_VN', code: province.code });
  });

  test('a guest who taps a game goes to /m/login with the way back to the lobby', async ({ page }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/lottery', { lang: 'EN' });
    await games(page).first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Flottery$/);
    expectNoErrors(errors);
  });

  for (const [name, fault] of [
    ['a failed lottery menu (500)', { path: '/lgw/games/mobile_game_menus', status: 500 }],
    ['a malformed lottery menu', { path: '/lgw/games/mobile_game_menus', malformed: true }],
    ['failed vendor data (500)', { path: '/wps/relay/GCSGAME_newGameVendor', status: 500 }],
  ] as [string, InjectedFault][]) {
    test(`${name} shows the error with Retry, and Retry brings the lobby`, async ({ page, request }) => {
      const errors = await openWithFault(page, request, '/m/lottery', fault);
      await expect(page.getByTestId('lottery-error').getByRole('alert')).toContainText('load failed, tap to retry');
      await expect(tabs(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(tabs(page).first()).toHaveText('All');
      await expect(games(page).first()).toBeVisible();
      expectNoErrors(errors, fault.status ? [refused(fault.status)] : []);
    });
  }

  test('an empty lottery menu shows the empty state under "all"; an empty Vietnam menu shows its own', async ({ page, request }) => {
    const errors = await openWithFault(page, request, '/m/lottery', answering('/lgw/games/mobile_game_menus', []));
    await expect(page.getByTestId('lottery-empty')).toHaveText('No lottery games are available right now.');
    await expect(tabs(page)).toHaveText(['All', 'Vietnam lottery']);

    await withFault(page, request, DEMO_CODE, answering('/lgw/vn/games/game_menu', []), async () => {
      await page.getByRole('tab', { name: 'Vietnam lottery' }).click();
    });
    await expect(page.getByTestId('lottery-empty')).toHaveText('No games in this group right now.');
    expectNoErrors(errors);
  });

  test('a slow menu shows the waiting text first', async ({ page, request }) => {
    const errors = collectErrors(page);
    await setLanguage(page, 'EN');
    await withFault(page, request, DEMO_CODE, { path: '/lgw/games/mobile_game_menus', delayMs: 1500 }, async () => {
      await page.goto(merchantUrl(DEMO, '/m/lottery'));
      await expect(page.getByTestId('lottery-waiting')).toContainText('please wait');
    });
    await expect(games(page).first()).toBeVisible();
    await expect(page.getByTestId('lottery-waiting')).toHaveCount(0);
    expectNoErrors(errors);
  });

  test('the search link leads to more lottery', async ({ page }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/lottery', { lang: 'EN' });
    await page.getByRole('link', { name: 'Search all lottery games' }).click();
    await expect(page).toHaveURL(/\/m\/moreLottery$/);
    await expect(page.locator('[data-screen="moreLottery"]')).toBeVisible();
    expectNoErrors(errors);
  });
});

test.describe('more lottery', () => {
  const more = (page: Page) => page.locator('[data-screen="moreLottery"]');

  test('every lottery game under its group, then the Vietnam lottery; search narrows by name and says when nothing matches', async ({ page, request }) => {
    const [lott, vn] = await Promise.all([menusOf(request, 'Lott'), vnMenu(request)]);
    const { errors } = await openMerchant(page, DEMO, '/m/moreLottery', { lang: 'EN' });
    await expect(more(page)).toHaveAttribute('data-prize-mode', 'Lott');
    await expect(page.getByTestId('lottery-group').getByRole('heading', { level: 2 })).toHaveText(lott.map((g) => g.displayName));
    await expect(page.getByTestId('lottery-all').getByTestId('lottery-game')).toHaveCount(playable(lott).length);
    await expect(page.getByTestId('lottery-all').getByTestId('lottery-vn-game')).toHaveCount(vn.flatMap((r) => r.games).length);

    const keno = playable(lott).filter((g) => /keno/i.test(`${g.displayName} ${g.remark} ${g.code}`));
    expect(keno.length).toBeGreaterThan(0);
    await page.getByRole('searchbox', { name: 'Search lottery games' }).fill('KENO');
    await expect(page.getByTestId('lottery-search-results').getByTestId('lottery-game')).toHaveCount(keno.length);
    await expect(page.getByTestId('lottery-search-count')).toHaveText(`Games found: ${keno.length}`);
    await expect(page.getByTestId('lottery-hot')).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search lottery games' }).fill('no such lottery');
    await expect(page.getByTestId('lottery-search-empty')).toHaveText('No lottery game matches “no such lottery”.');

    await page.getByRole('searchbox', { name: 'Search lottery games' }).fill('');
    await expect(page.getByTestId('lottery-hot')).toBeVisible();
    expectNoErrors(errors);
  });

  test('hot lottery games of the prize mode; a member opens one as its lottery game', async ({ page, request }) => {
    const hot = await request.get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&merchantCode=DEMO&language=EN&platform=html5&gameType=LOTT', { headers: { Merchant: DEMO_CODE } });
    const hotGames = ((await hot.json()) as { value: { list: { gameName: string; nodeId: string; vassalage: string }[] } }).value.list;
    expect(hotGames.length).toBeGreaterThan(0);
    const lott = await menusOf(request, 'Lott');
    const session = await member(request);
    const errors = await openDemo(page, '/m/moreLottery', { session });
    await expect(page.getByTestId('lottery-hot-list-item')).toHaveText(hotGames.map((g) => g.gameName));

    const target = hotGames.find((h) => playable(lott).some((g) => g.nodeId === h.nodeId));
    expect(target, 'a hot game of the Lott menu').toBeDefined();
    const game = playable(lott).find((g) => g.nodeId === target?.nodeId) as WireGame;
    expectNoErrors(errors);

    const seen = addresses(page);
    await page.getByTestId('lottery-hot-list-item').filter({ hasText: target?.gameName }).getByRole('button').click();
    await expect.poll(() => launchQuery(launchesIn(seen)[0])).toEqual({ playType: game.tradPlaySwitch ? 'trad' : 'ent', prize_mode: 'Lott', code: game.code });
  });

  test('a member sees the lottery games played last; a guest is offered the login instead', async ({ page, request }) => {
    const lott = await menusOf(request, 'Lott');
    const played = playable(lott)[2] as WireGame;
    const session = await member(request);
    const launched = await request.get(`/wps/game/launchGame?launchMode=LOTT&prizeMode=Lott&code=${played.code}&device=MOBILE&backUrl=%2Fm%2Fhome&merchantCode=DEMO&language=EN`, {
      headers: { Merchant: DEMO_CODE, Authorization: session.token },
    });
    expect(launched.status(), 'lottery launch on the platform').toBe(200);

    const errors = await openDemo(page, '/m/moreLottery', { session });
    await expect(page.getByTestId('lottery-recent-list-item')).toHaveText([played.displayName]);
    expectNoErrors(errors);

    const guest = await page.context().browser()?.newContext({ viewport: { width: 390, height: 844 } });
    const guestPage = await guest?.newPage();
    if (!guest || !guestPage) throw new Error('no guest page');
    const { errors: guestErrors } = await openMerchant(guestPage, DEMO, '/m/moreLottery', { lang: 'EN' });
    await expect(guestPage.getByTestId('lottery-recent')).toContainText('Log in to see the lottery games you played.');
    await guestPage.getByTestId('lottery-recent-login').click();
    await expect(guestPage).toHaveURL(/\/m\/login\?redirect=%2Fm%2FmoreLottery$/);
    expectNoErrors(guestErrors);
    await guest.close();
  });

  test('a malformed lottery list shows the error with Retry; Retry loads it', async ({ page, request }) => {
    const errors = await openWithFault(page, request, '/m/moreLottery', { path: '/lgw/games/mobile', malformed: true });
    await expect(page.getByTestId('lottery-error').getByRole('alert')).toContainText('load failed, tap to retry');
    await page.getByTestId('lottery-error').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('lottery-all').getByTestId('lottery-game').first()).toBeVisible();
    expectNoErrors(errors);
  });

  test('failed hot lottery games show their own error with Retry, and the rest of the screen still shows', async ({ page, request }) => {
    const errors = await openWithFault(page, request, '/m/moreLottery', { path: '/wps/relay/GCSGAME_hotGamesV2', status: 500 });
    await expect(page.getByTestId('lottery-hot-error').getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('lottery-all').getByTestId('lottery-game').first()).toBeVisible();
    await page.getByTestId('lottery-hot-error').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('lottery-hot-list-item').first()).toBeVisible();
    expectNoErrors(errors, [refused(500)]);
  });

  test('the e-lottery list comes from the cache when the screen opens again (no new gateway call); the Lott list is asked again', async ({ page, request }) => {
    const lists: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/lgw/games/mobile') lists.push(url.searchParams.get('prizeMode') ?? '');
    });
    const openTwice = async () => {
      await page.getByRole('link', { name: 'Search all lottery games' }).click();
      await expect(page.getByTestId('lottery-all').getByTestId('lottery-game').first()).toBeVisible();
      await page.goBack();
      await expect(screen(page)).toBeVisible();
      await page.getByRole('link', { name: 'Search all lottery games' }).click();
      await expect(page.getByTestId('lottery-all').getByTestId('lottery-game').first()).toBeVisible();
    };

    const { errors } = await openMerchant(page, DEMO, '/m/lottery', { lang: 'EN' });
    await openTwice();
    await expect.poll(() => lists).toEqual(['Lott', 'Lott']);

    const undo = await elottInLane(page, request);
    try {
      lists.length = 0;
      await page.goto(merchantUrl(DEMO, '/m/lottery'));
      await expect(screen(page)).toHaveAttribute('data-prize-mode', 'Elott');
      await openTwice();
      // The second opening's refresh waits the cache delay (1 s) and sends nothing.
      await page.waitForTimeout(1500);
      expect(lists).toEqual(['Elott']);
    } finally {
      await undo();
    }
    expectNoErrors(errors);
  });
});

test.describe('lottery screens in EN, MY and AR at 390×844', () => {
  for (const lang of ['EN', 'MY', 'AR']) {
    test(`${lang}: the lobby and more lottery fit the phone width; Arabic runs right to left with "all" at the start`, async ({ page }) => {
      const { errors } = await openMerchant(page, DEMO, '/m/lottery', { lang });
      await expect(games(page).first()).toBeVisible();
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBeLessThanOrEqual(0);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'AR' ? 'rtl' : 'ltr');
      const [all, next] = await Promise.all([tabs(page).nth(0).boundingBox(), tabs(page).nth(1).boundingBox()]);
      if (!all || !next) throw new Error('tabs not laid out');
      if (lang === 'AR') expect(all.x).toBeGreaterThan(next.x);
      else expect(all.x).toBeLessThan(next.x);
      // Play buttons are touch targets of at least 44 px.
      const button = await games(page).first().getByRole('button').first().boundingBox();
      expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: test.info().outputPath(`lottery-${lang}.png`) });

      await page.getByTestId('lottery-more').click();
      await expect(page.getByTestId('lottery-all').getByTestId('lottery-game').first()).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`more-lottery-${lang}.png`) });
      expectNoErrors(errors);
    });
  }
});
