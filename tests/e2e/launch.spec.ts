/**
 * Game launch against the simulator (spec 2.1 /m/launchGame, /m/gameCenter, /m/slotsCenter; 2.10 "Game
 * launch from a vendor tile"; §4 prize mode): the vendor-sections block (one section per category, SPORTS
 * split), each launch rule (a guest to /m/login; TCG_LOTTO_VN and TCG_SEA the lottery lobby with code
 * lobby; LOTT and ELOTT traditional mode with playType=trad, prize_mode, code, pageBack=home; every other
 * vendor the game centre with category and vendor), the full-screen game frame with Livery's back
 * control (pageBack=home returns home, otherwise one step back), a game that cannot navigate the page,
 * the launch added to the recent games, "#734 the previous game has not finished" (a simulator member
 * whose game is unfinished), a failed launch and a dropped one, each with Retry; the frame in EN, MY, AR.
 *
 * Each test makes its own member; no test resets the simulator; faults go to the page's own lane. The
 * home's notice and login pop-ups are marked as shown so they do not cover the blocks.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, logIn, refused } from './account-helpers';
import { type ErrorLog, expectNoErrors, MEMBER, merchantUrl, openMerchant, pushInApp, type SessionInfo, withFault } from './helpers';

const LAUNCH_PATH = '/wps/game/launchGame';

/** Opens a DEMO path in a language (EN unless given), with a session when given, the home pop-ups already seen. */
async function openDemoAs(page: Page, path: string, options: { session?: SessionInfo; lang?: string } = {}): Promise<ErrorLog> {
  const { errors } = await openMerchant(page, DEMO, path, { session: options.session, lang: options.lang ?? 'EN' });
  return errors;
}

let counter = 0;

/** A fresh DEMO member (type 0), logged in; `extra` are the simulator's member options (e.g. unfinishedGame). */
async function member(request: APIRequestContext, extra: Record<string, unknown> = {}): Promise<SessionInfo> {
  counter += 1;
  const username = `launch${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const password = `Pw${username.slice(-6)}9x`;
  const made = await request.post('/__sim/members', { headers: { Merchant: DEMO_CODE }, data: { username, password, type: MEMBER, ...extra } });
  expect(made.status(), 'POST /__sim/members').toBe(201);
  return logIn(request, { username, password });
}

const sections = (page: Page) => page.locator('[data-block=vendorSections]');
const vendorTile = (page: Page, category: string, vendor: string) => sections(page).getByTestId(`vendor-tile-${category}-${vendor}`).getByRole('button');
const gameFrame = (page: Page) => page.frameLocator('[data-testid=game-frame]');
const launchQuery = (url: string) => Object.fromEntries(new URL(url).searchParams);

test('vendor sections: one section per category (SPORTS split), each vendor a tile with its large icon', async ({ page }) => {
  const errors = await openDemoAs(page, '/m/home');
  await expect(sections(page).getByRole('heading', { level: 2 })).toHaveText('Game vendors');
  await expect(sections(page).getByRole('heading', { level: 3 })).toHaveText([
    'Sports',
    'E-sports',
    'Cockfight',
    'Live casino',
    'Fishing',
    'Slots',
    'Card games',
    'Lottery',
    'E-lottery',
    'In-house games',
  ]);
  await expect(sections(page).getByTestId('vendor-section-ESPORTS').getByRole('button')).toHaveText(['TF Esports', 'IA Esports']);
  await expect(sections(page).getByTestId('vendor-section-SPORTS').getByRole('button')).toHaveText(['Skyline Sports', 'United Gaming Sports', 'Crown Sportsbook']);
  const icon = vendorTile(page, 'SPORTS', 'SBK').locator('img');
  await expect(icon).toHaveAttribute('src', '/sim-assets/vendor/SBK.png');
  await expect(icon).toHaveAttribute('width', '120');
  expectNoErrors(errors);
});

test('a guest tapping a vendor tile goes to /m/login (with the way back) and nothing launches', async ({ page }) => {
  const errors = await openDemoAs(page, '/m/home');
  let launched = false;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === LAUNCH_PATH) launched = true;
  });
  await vendorTile(page, 'SPORTS', 'SBK').click();
  await expect(page).toHaveURL(merchantUrl(DEMO, `/m/login?redirect=${encodeURIComponent('/m/home')}`));
  expect(launched).toBe(false);
  expectNoErrors(errors);
});

test('a guest visiting /m/launchGame is sent to log in; on the public game centre the screen asks to log in', async ({ page }) => {
  const errors = await openDemoAs(page, '/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home');
  await expect(page).toHaveURL(merchantUrl(DEMO, `/m/login?redirect=${encodeURIComponent('/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home')}`));
  await page.goto(merchantUrl(DEMO, '/m/gameCenter?category=RNG&vendor=SPW'));
  await expect(page.getByTestId('launch-login')).toContainText('Please log in to play this game.');
  await page.getByTestId('launch-login-button').click();
  await expect(page).toHaveURL(merchantUrl(DEMO, `/m/login?redirect=${encodeURIComponent('/m/gameCenter?category=RNG&vendor=SPW')}`));
  expectNoErrors(errors);
});

for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA']) {
  test(`${vendor} opens the lottery lobby (game code lobby) with the prize mode of the vendor data`, async ({ page, request }) => {
    const errors = await openDemoAs(page, '/m/home', { session: await member(request) });
    const launched = page.waitForRequest((r) => new URL(r.url()).pathname === LAUNCH_PATH);
    await vendorTile(page, 'LOTT', vendor).click();
    await expect(page).toHaveURL(merchantUrl(DEMO, `/m/launchGame?vendor=${vendor}&code=lobby&pageBack=home`));
    // The simulator's vendor data has no e-lottery entry for TCG_LOTTO_VN or LOTT: lottery mode (§4).
    expect(launchQuery((await launched).url())).toMatchObject({ launchMode: 'LOTT', code: 'lobby', prizeMode: 'Lott', vassalage: vendor, device: 'MOBILE', backUrl: '/m/home', language: 'EN' });
    await expect(gameFrame(page).getByTestId('sim-game-title')).toHaveText('Lottery lobby');
    expectNoErrors(errors);
  });
}

for (const [vendor, mode] of [
  ['LOTT', 'Lott'],
  ['ELOTT', 'Elott'],
] as const) {
  test(`${vendor} opens /m/launchGame in traditional mode (playType=trad, prize_mode=${mode}, code=lobby, pageBack=home); back returns home`, async ({ page, request }) => {
    const errors = await openDemoAs(page, '/m/home', { session: await member(request) });
    const category = vendor === 'LOTT' ? 'LOTT' : 'ELOTT';
    const launched = page.waitForRequest((r) => new URL(r.url()).pathname === LAUNCH_PATH);
    await vendorTile(page, category, vendor).click();
    await expect(page).toHaveURL(merchantUrl(DEMO, `/m/launchGame?playType=trad&prize_mode=${mode}&code=lobby&pageBack=home`));
    expect(launchQuery((await launched).url())).toMatchObject({ launchMode: 'LOTT', prizeMode: mode, code: 'lobby', playType: 'trad', backUrl: '/m/home' });
    await expect(gameFrame(page).getByText(`Simulated lottery lobby (${mode})`)).toBeVisible();
    await page.getByTestId('game-frame-back').click();
    await expect(page).toHaveURL(merchantUrl(DEMO, '/m/home'));
    await expect(page.getByTestId('game-frame-view')).toHaveCount(0);
    expectNoErrors(errors);
  });
}

test('any other vendor launches through the game centre with category and vendor; the frame fills the screen; back goes one step back', async ({ page, request }) => {
  const session = await member(request);
  const errors = await openDemoAs(page, '/m/home', { session });
  const launched = page.waitForRequest((r) => new URL(r.url()).pathname === LAUNCH_PATH);
  await vendorTile(page, 'SPORTS', 'SBK').click();
  await expect(page).toHaveURL(merchantUrl(DEMO, '/m/gameCenter?category=SPORTS&vendor=SBK'));
  expect(launchQuery((await launched).url())).toMatchObject({ launchMode: 'GLS', vassalage: 'SBK', platform: 'html5', clientType: '2', language: 'EN' });
  await expect(gameFrame(page).getByTestId('sim-game-title')).toHaveText('Skyline Sports');
  // Full screen, above the header and footer, with Livery's own back control at the start corner.
  const view = page.getByTestId('game-frame-view');
  await expect(view).toHaveJSProperty('open', true);
  expect(await page.getByTestId('game-frame').boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  const back = page.getByTestId('game-frame-back');
  await expect(back).toHaveAccessibleName('Leave the game');
  const box = await back.boundingBox();
  expect(box && box.x < 40 && box.y < 40 && box.width >= 44 && box.height >= 44, `back control ${JSON.stringify(box)}`).toBe(true);
  await back.click();
  await expect(page).toHaveURL(merchantUrl(DEMO, '/m/home'));
  await expect(sections(page)).toBeVisible();
  expectNoErrors(errors);
});

test('the game runs sandboxed: it cannot navigate the page, and Livery’s back control stays the way out', async ({ page, request }) => {
  const errors = await openDemoAs(page, '/m/gameCenter?category=RNG&vendor=SPW', { session: await member(request) });
  const frame = page.getByTestId('game-frame');
  await expect(gameFrame(page).getByTestId('sim-game-title')).toHaveText('Spinworks');
  const sandbox = (await frame.getAttribute('sandbox')) ?? '';
  expect(sandbox).toContain('allow-scripts');
  expect(sandbox).not.toContain('allow-top-navigation');
  expect(sandbox).not.toContain('allow-same-origin');
  const game = page.frames().find((f) => f.url().includes('/sim-game/'));
  if (!game) throw new Error('no game frame');
  const outcome = await game.evaluate(() => {
    try {
      (window.top as Window).location.href = '/m/login';
      return 'navigated';
    } catch (err) {
      return (err as Error).name;
    }
  });
  expect(outcome).toBe('SecurityError');
  await expect(page).toHaveURL(merchantUrl(DEMO, '/m/gameCenter?category=RNG&vendor=SPW'));
  await expect(frame).toBeVisible();
  // The browser reports the refused navigation; nothing else may fail.
  expectNoErrors(errors, [/^Unsafe attempt to initiate navigation for frame .* is sandboxed, but the flag of 'allow-top-navigation'/s]);
});

test('a game launched from a tile is added to the recent games', async ({ page, request }) => {
  const session = await member(request);
  const errors = await openDemoAs(page, '/m/gameCenter?category=SPORTS&vendor=SBK&gameId=sbk_skyline_sportsbook&nodeId=100001', { session });
  await expect(gameFrame(page).getByTestId('sim-game-title')).toHaveText('Skyline Sportsbook');
  const recents = await request.get('/wps/relay/GCS_recentGame?page=1&pageSize=25&gameType=&language=EN&clientType=2', { headers: { Merchant: DEMO_CODE, Authorization: session.token } });
  const { value } = (await recents.json()) as { value: { list: { nodeId: string }[] } };
  expect(value.list.map((g) => g.nodeId)).toEqual(['100001']);
  expectNoErrors(errors);
});

test('#734 "the previous game has not finished" is a clear message; Retry opens the game once it has', async ({ page, request }) => {
  const errors = await openDemoAs(page, '/m/gameCenter?category=RNG&vendor=SPW', { session: await member(request, { unfinishedGame: 1 }) });
  const problem = page.getByTestId('launch-problem');
  await expect(problem).toHaveAttribute('data-problem', 'unfinished');
  await expect(problem).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('launch-problem-text')).toHaveText('The previous game has not finished. Finish it or try again in a moment.');
  await page.getByTestId('launch-retry').click();
  await expect(gameFrame(page).getByTestId('sim-game-title')).toHaveText('Spinworks');
  expectNoErrors(errors, [refused(400)]);
});

test('a failed launch says the game could not be opened, with the reason; Retry opens it', async ({ page, request }) => {
  const session = await member(request);
  const errors = await openDemoAs(page, '/m/help', { session });
  const status = await withFault(page, request, DEMO_CODE, { path: LAUNCH_PATH, status: 500 }, () => page.goto(merchantUrl(DEMO, '/m/gameCenter?category=RNG&vendor=SPW')).then(() => undefined));
  expect(status).toBe(500);
  const problem = page.getByTestId('launch-problem');
  await expect(problem).toHaveAttribute('data-problem', 'failed');
  await expect(page.getByTestId('launch-problem-text')).toHaveText('The game could not be opened.');
  await expect(problem).toContainText('Unknown error');
  await page.getByTestId('launch-retry').click();
  await expect(gameFrame(page).getByTestId('sim-game-title')).toHaveText('Spinworks');
  expectNoErrors(errors, [refused(500)]);
});

test('a dropped launch says the game could not be opened; Back (no pageBack) goes one step back in the history', async ({ page, request }) => {
  const errors = await openDemoAs(page, '/m/help', { session: await member(request) });
  await expect(page.locator('[data-screen=helpCentre]')).toBeVisible();
  await withFault(page, request, DEMO_CODE, { path: LAUNCH_PATH, drop: true }, () => pushInApp(page, '/m/gameCenter?category=RNG&vendor=LKR'));
  const problem = page.getByTestId('launch-problem');
  await expect(problem).toHaveAttribute('data-problem', 'failed');
  await expect(page.getByTestId('launch-problem-text')).toHaveText('The game could not be opened.');
  await expect(page.getByTestId('launch-retry')).toBeVisible();
  await page.getByTestId('launch-back').click();
  await expect(page).toHaveURL(merchantUrl(DEMO, '/m/help'));
  expectNoErrors(errors, [/net::ERR_/, refused(500)]);
});

const LEAVE: Record<string, string> = { EN: 'Leave the game', MY: 'ဂိမ်းမှ ထွက်ရန်', AR: 'مغادرة اللعبة' };

for (const lang of ['EN', 'MY', 'AR']) {
  test(`the game frame in ${lang}: the game opens in that language, the back control sits at the start corner, named in ${lang}`, async ({ page, request }, testInfo) => {
    const errors = await openDemoAs(page, '/m/gameCenter?category=LIVE&vendor=LMN', { session: await member(request), lang });
    await expect(gameFrame(page).getByTestId('sim-game-title')).toHaveText('Lumen Live');
    expect(new URL((await page.getByTestId('game-frame').getAttribute('src')) ?? '').searchParams.get('lang')).toBe(lang);
    const back = page.getByTestId('game-frame-back');
    await expect(back).toHaveAccessibleName(LEAVE[lang] ?? '');
    const box = await back.boundingBox();
    if (!box) throw new Error('no back control');
    // Right to left the start corner is the right one.
    if (lang === 'AR') expect(box.x + box.width).toBeGreaterThan(390 - 40);
    else expect(box.x).toBeLessThan(40);
    await page.screenshot({ path: testInfo.outputPath(`game-frame-${lang}.png`) });
    expectNoErrors(errors);
  });
}
