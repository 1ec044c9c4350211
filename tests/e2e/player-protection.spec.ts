/**
 * Issue 20, player protection. The age notice by the merchant's config (demo 18, jade 21, sahara off): asked
 * on a guest's first visit before home's pop-ups, remembered on the device, Escape or Leave shows the
 * adults-only page. The responsible-gaming screen (limits kept on the device: the platform has no call for
 * them), a deposit over the daily deposit limit refused with the amount kept, the reality check and the
 * session-time limit's sign-out (Playwright's clock jumps the minutes), and the self-exclusion refusal
 * explained with the way to customer service.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, logIn, newMember, openDemo, storedSession } from './account-helpers';
import { expectNoErrors, merchantOrigin, merchantUrl, ownFaultLane, setLanguage } from './helpers';

const origin = merchantOrigin(DEMO);
const LOGOUT = '/wps/session/logout';

test.describe('age notice on a new device', () => {
  test.use({ ageNoticeSeen: false });

  test('demo asks 18+ first, home’s notice pop-up only after; confirmed once, remembered; the footer shows 18+', async ({ page }) => {
    await setLanguage(page, 'EN');
    await page.goto(merchantUrl(DEMO, '/m/home'));
    const notice = page.getByTestId('age-notice');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveAccessibleName('Adults only');
    await expect(page.getByRole('alertdialog')).toHaveAccessibleDescription('You must be 18 or older to use this site. Please confirm your age.');
    await expect(page.getByTestId('age-confirm')).toBeFocused();
    // Home's pop-ups wait in line behind it.
    await expect(page.locator('[data-block=noticePopup]')).toHaveAttribute('data-state', 'waiting');
    await expect(page.getByTestId('notice-popup')).toHaveCount(0);
    await page.getByTestId('age-confirm').click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId('notice-popup')).toBeVisible();
    await page.getByTestId('notice-popup-close').click();
    await expect(page.getByTestId('age-badge')).toHaveAccessibleName('Only for players aged 18 or older');
    await expect(page.getByTestId('age-badge')).toHaveText('18+');

    await page.reload();
    await expect(page.getByTestId('header-login')).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('livery.ageConfirmed'))).toBe('18');
  });

  test('Escape is no confirmation: the adults-only page, and Back asks again', async ({ page }) => {
    await setLanguage(page, 'EN');
    await page.goto(merchantUrl(DEMO, '/m/login'));
    await expect(page.getByTestId('age-notice')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('age-left')).toContainText('This site is only for people aged 18 or older.');
    await expect(page.getByTestId('login-screen')).toHaveCount(0);
    await page.getByTestId('age-back').click();
    await expect(page.getByTestId('age-notice')).toBeVisible();
    await page.getByTestId('age-leave').click();
    await expect(page.getByTestId('age-left')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('livery.ageConfirmed'))).toBeNull();
  });

  test('jade asks 21+; sahara, whose config turns it off, shows neither notice nor badge', async ({ page }) => {
    await setLanguage(page, 'EN');
    await page.goto(merchantUrl('jade', '/m/help'));
    await expect(page.getByTestId('age-notice')).toContainText('You must be 21 or older');
    await page.getByTestId('age-confirm').click();
    await expect(page.getByTestId('age-badge')).toHaveText('21+');

    await page.goto(merchantUrl('sahara', '/m/help'));
    await expect(page.getByTestId('copyright')).toBeVisible();
    await expect(page.getByTestId('age-notice')).toHaveCount(0);
    await expect(page.getByTestId('age-badge')).toHaveCount(0);
  });
});

/** Sets limits on the responsible-gaming screen and saves. */
async function saveLimits(page: Page, values: Record<string, string>) {
  for (const [testId, value] of Object.entries(values)) await page.getByTestId(testId).fill(value);
  await page.getByTestId('rg-save').click();
}

test('responsible gaming from the member centre: kept on this device, checked, a raise waits 24 h; a deposit over the daily limit is refused with the amount kept', async ({ page, request }) => {
  const member = await newMember(request, 'rg');
  const session = await logIn(request, member);
  const errors = await openDemo(page, '/m/mine', { session });
  await page.getByTestId('mc-item-responsibleGaming').click();
  await expect(page).toHaveURL(`${origin}/m/responsibleGaming`);
  await expect(page.getByTestId('rg-device')).toContainText('kept on this device, for your account only');
  // Demo offers all three limits.
  for (const group of ['rg-deposit', 'rg-loss', 'rg-session', 'rg-reality']) await expect(page.getByTestId(group)).toBeVisible();

  await saveLimits(page, { 'rg-deposit-daily': '30000', 'rg-session-minutes': '5' });
  await expect(page.getByTestId('rg-session-minutes-error')).toHaveText('Enter whole minutes from 15 to 1440, or leave it empty.');
  await expect(page.getByTestId('rg-session-minutes')).toBeFocused();
  await expect(page.getByTestId('rg-saved')).toHaveText('');
  await saveLimits(page, { 'rg-session-minutes': '' });
  await expect(page.getByTestId('rg-saved')).toHaveText('Your limits are saved.');
  await expect(page.getByTestId('rg-deposit')).toContainText('In force: K30,000.00');

  // A raise: the lower limit holds until the cooling-off ends.
  await saveLimits(page, { 'rg-deposit-daily': '40000' });
  await expect(page.getByTestId('rg-deposit')).toContainText(/In force: K30,000\.00\. From .+: K40,000\.00\./);
  await expect(page.getByTestId('rg-reality')).toBeVisible();

  await page.getByTestId('footer-deposit').click();
  await expect(page.getByTestId('deposit-screen')).toBeVisible();
  await page.getByTestId('deposit-quick-amounts').getByRole('button', { name: 'K50,000.00' }).click();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-amount-error')).toHaveText(
    'This deposit goes over your deposit limit (Daily: K30,000.00). You can still deposit K30,000.00 in this period.',
  );
  await expect(page.getByTestId('deposit-amount')).toHaveValue('50000');
  const orders = (await (await request.get(`/__sim/deposits?account=${session.userName}`, { headers: { Merchant: DEMO_CODE } })).json()) as unknown[];
  expect(orders, 'no order reached the platform').toEqual([]);
  expectNoErrors(errors);
});

test('at the daily loss limit a game does not open: the platform’s profit and loss says the day lost 150 against a limit of 100', async ({ page, request }) => {
  const session = await logIn(request, await newMember(request, 'll'));
  const errors = await openDemo(page, '/m/responsibleGaming', { session });
  await saveLimits(page, { 'rg-loss-daily': '100' });
  await expect(page.getByTestId('rg-loss')).toContainText('In force: K100.00');
  // The day's net result, as ODSFE2_MemPNL answers it for this page only (its fault lane).
  const lane = await ownFaultLane(page);
  const footer = { betCount: 3, betAmount: 500, winAmount: 350, validBetAmount: 500, profitAndLoss: -150 };
  const injected = await request.post('/__sim/faults', {
    headers: { Merchant: DEMO_CODE },
    data: { path: '/wps/relay/ODSFE2_MemPNL', answer: { success: true, value: { list: [], totalPages: 0, footer } }, times: 1, lane },
  });
  expect(injected.status()).toBe(201);
  let launches = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/wps/game/launchGame')) launches += 1;
  });
  await page.goto(merchantUrl(DEMO, '/m/gameCenter?category=RNG&vendor=SPW'));
  await expect(page.getByTestId('loss-limit-reached')).toHaveText(/You have reached your loss limit \(Daily: K100\.00\)\. Games open again in the next period\./);
  expect(launches, 'the platform was not asked for the game').toBe(0);
  await page.getByTestId('loss-limit-settings').click();
  await expect(page).toHaveURL(`${origin}/m/responsibleGaming`);
  expectNoErrors(errors);
});

test('the reality check every 5 minutes shows the time signed in; at the 15-minute session limit the player is signed out and told why', async ({ page, request }) => {
  await page.clock.install();
  const session = await logIn(request, await newMember(request, 'rc'));
  const errors = await openDemo(page, '/m/responsibleGaming', { session });
  await saveLimits(page, { 'rg-session-minutes': '15', 'rg-reality-minutes': '5' });
  await expect(page.getByTestId('rg-saved')).toHaveText('Your limits are saved.');

  await page.clock.fastForward('05:00');
  const check = page.getByTestId('reality-check');
  await expect(check).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveAccessibleName('Reality check');
  await expect(page.getByTestId('reality-played')).toHaveText(/^You have been signed in for \d+ minutes\.$/);
  await expect(page.getByTestId('reality-continue')).toBeFocused();
  await expect(page.getByTestId('reality-history')).toBeVisible();
  await expect(page.getByTestId('reality-sign-out')).toBeVisible();
  await page.getByTestId('reality-continue').click();
  await expect(check).toHaveCount(0);

  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === LOGOUT);
  await page.clock.fastForward('10:00');
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.getByTestId('session-limit-ended')).toHaveText(/You reached your session time limit of 15 minutes, so you have been signed out\./);
  expect(await storedSession(page)).toBeUndefined();
  await page.getByTestId('session-limit-ok').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  expectNoErrors(errors);
});

test('self-exclusion: the refusal explained, the way to customer service, the user name kept', async ({ page, request }) => {
  const username = `se${Date.now().toString(36)}${process.pid.toString(36)}`;
  const password = `Pw${username.slice(-6)}9x`;
  const created = await request.post('/__sim/members', { headers: { Merchant: DEMO_CODE }, data: { username, password, refuse: 'selfExcluded' } });
  expect(created.status()).toBe(201);
  const errors = await openDemo(page, '/m/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  const help = page.getByTestId('self-exclusion');
  await expect(help).toContainText('The exclusion cannot be lifted from this site or app.');
  await expect(page.getByTestId('login-username')).toHaveValue(username);
  await expect(page.getByTestId('self-exclusion-service')).toHaveAttribute('href', '/m/service');
  await page.getByTestId('self-exclusion-service').click();
  await expect(page).toHaveURL(`${origin}/m/service`);
  expectNoErrors(errors, [/status of 500/]);
});
