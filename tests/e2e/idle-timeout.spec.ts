/**
 * The idle timeout (issue 20, "Sessions"), with the DEMO merchant's setting (session.idleTimeoutMinutes 30,
 * idleWarningSeconds 60): a minute before, an alert dialog takes focus and counts down; "Stay signed in"
 * keeps the session; at 30 minutes without activity the player is signed out (the platform's logout is
 * called), lands on home as a guest and is told why. Playwright's clock jumps the minutes: no real waiting.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, logIn, memberInfoStatus, newMember, openDemo, refused, storedSession } from './account-helpers';
import { expectNoErrors, merchantOrigin, MERCHANTS } from './helpers';

const origin = merchantOrigin(DEMO);
const LOGOUT = '/wps/session/logout';
const settings = MERCHANTS.get(DEMO)?.session;
const TIMEOUT_MIN = settings?.idleTimeoutMinutes ?? 0;
const WARNING_S = settings?.idleWarningSeconds ?? 0;
/** From the last activity to the warning, as Playwright's clock spells a span ("mm:ss"). */
const untilWarning = `${TIMEOUT_MIN - 1}:${String(60 - WARNING_S).padStart(2, '0')}`;

const warning = (page: Page) => page.getByTestId('idle-warning');
const dialog = (page: Page) => page.getByRole('alertdialog');

test.beforeAll(() => {
  // What the tests below jump by: the demo merchant's own setting, a one-minute warning.
  expect([TIMEOUT_MIN, WARNING_S]).toEqual([30, 60]);
});

/** A signed-in DEMO member on the member centre, with the page's clock under the test's control. */
async function signedIn(page: Page, request: Parameters<typeof logIn>[0]) {
  await page.clock.install();
  const session = await logIn(request, await newMember(request, 'idle'));
  const errors = await openDemo(page, '/m/mine', { session });
  await expect(page.getByTestId('member-centre')).toContainText(session.userName);
  return { session, errors };
}

test('a minute before the timeout a dialog warns, with focus and a countdown; "Stay signed in" keeps the session', async ({ page, request }) => {
  const { session, errors } = await signedIn(page, request);
  await page.clock.fastForward(`${TIMEOUT_MIN - 2}:00`);
  await expect(warning(page), 'no warning two minutes before').toHaveCount(0);

  await page.clock.fastForward('01:00');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName('Are you still there?');
  await expect(dialog(page)).toHaveAccessibleDescription(/you will be signed out soon/);
  await expect(page.getByTestId('idle-stay')).toBeFocused();
  await expect(page.getByTestId('idle-countdown')).toHaveText(/^Seconds left: \d+$/);
  await expect(dialog(page).locator('[aria-live=polite]')).toHaveText(/^Seconds left: \d+$/);
  // The countdown follows the clock.
  const before = Number((await page.getByTestId('idle-countdown').textContent())?.match(/\d+/)?.[0]);
  await page.clock.fastForward('00:20');
  await expect(page.getByTestId('idle-countdown')).not.toHaveText(`Seconds left: ${before}`);
  expect(Number((await page.getByTestId('idle-countdown').textContent())?.match(/\d+/)?.[0])).toBeLessThanOrEqual(before - 20);

  await page.getByTestId('idle-stay').click();
  await expect(warning(page)).toHaveCount(0);
  // Past the old deadline: still signed in, and the full timeout starts again from the answer.
  await page.clock.fastForward('02:00');
  await expect(page.getByTestId('member-centre')).toContainText(session.userName);
  expect(await storedSession(page)).toMatchObject({ token: session.token });
  expect(await memberInfoStatus(request, session.token), 'the platform still accepts the token').toBe(200);
  await page.clock.fastForward(`${TIMEOUT_MIN - 4}:00`);
  await expect(warning(page)).toHaveCount(0);
  await page.clock.fastForward('01:00');
  await expect(warning(page)).toBeVisible();
  expectNoErrors(errors);
});

test('at the timeout: the platform logout is called, home as a guest, and a message says the session ended for inactivity', async ({ page, request }) => {
  const { session, errors } = await signedIn(page, request);
  let sentToken: string | undefined;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === LOGOUT) sentToken = r.headers().authorization;
  });
  await page.clock.fastForward(untilWarning);
  await expect(warning(page)).toBeVisible();

  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === LOGOUT);
  await page.clock.fastForward(WARNING_S * 1000);
  expect((await loggedOut).status(), 'the logout call answered').toBe(200);
  expect(sentToken, 'the logout call carried the token').toBe(session.token);

  await expect(page).toHaveURL(`${origin}/m/home`);
  const ended = page.getByTestId('idle-ended');
  await expect(ended).toHaveText(/You were signed out because you were inactive for too long\./);
  await expect(dialog(page)).toHaveAccessibleName('You were signed out because you were inactive for too long.');
  expect(await storedSession(page)).toBeUndefined();
  expect(await memberInfoStatus(request, session.token), 'the platform refuses the old token').toBe(401);
  // No "you were logged out, log in again" dialog on top: the player knows why.
  await expect(page.getByTestId('login-dialog')).toHaveCount(0);

  // Home shows a guest its notice pop-up too, but only once the message is closed: never two dialogs at once.
  // The pop-up has its notices and waits for its turn (past the idle moment it waits for at most).
  const popup = page.locator('[data-block="noticePopup"]');
  await expect(popup).toHaveAttribute('data-state', 'waiting');
  await page.clock.fastForward(5_000);
  await page.clock.runFor(500);
  await expect(popup, 'no pop-up over the message').toHaveAttribute('data-state', 'waiting');
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);
  await page.getByTestId('idle-ok').click();
  await expect(ended).toHaveCount(0);
  await expect(page.getByTestId('notice-popup'), 'the pop-up after the message').toBeVisible();
  await page.getByTestId('notice-popup-close').click();
  await expect(page.getByTestId('notice-popup')).toHaveCount(0);
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  expectNoErrors(errors);
});

test('"Sign out now" signs out at once, without the inactivity message', async ({ page, request }) => {
  const { session, errors } = await signedIn(page, request);
  await page.clock.fastForward(untilWarning);
  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === LOGOUT);
  await page.getByTestId('idle-sign-out').click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('idle-dialog')).not.toBeVisible();
  expect(await storedSession(page)).toBeUndefined();
  expect(await memberInfoStatus(request, session.token)).toBe(401);
  expectNoErrors(errors);
});

test("activity in another tab of the site counts: this tab's warning goes, and both tabs sign out together when idle", async ({ context, request }) => {
  await context.clock.install();
  const session = await logIn(request, await newMember(request, 'idle'));
  const first = await context.newPage();
  const second = await context.newPage();
  const errors = [await openDemo(first, '/m/mine', { session }), await openDemo(second, '/m/mine', { session })];
  await expect(first.getByTestId('member-centre')).toContainText(session.userName);
  await expect(second.getByTestId('member-centre')).toContainText(session.userName);

  await context.clock.fastForward(untilWarning);
  await expect(warning(first)).toBeVisible();
  // The player answers the second tab's warning: the first tab's goes too.
  await second.getByTestId('idle-stay').click();
  await expect(warning(second)).toHaveCount(0);
  await expect(warning(first)).toHaveCount(0);

  // A key pressed in the second tab 10 minutes later postpones the first tab's timeout as well.
  await context.clock.fastForward('10:00');
  await second.keyboard.press('Shift');
  await context.clock.fastForward(`${TIMEOUT_MIN - 10}:30`);
  await expect(warning(first), 'the first tab counted the second tab’s key').toHaveCount(0);
  expect(await storedSession(first)).toMatchObject({ token: session.token });

  // Nobody does anything any more: both tabs end, and both say why.
  await context.clock.fastForward(`${TIMEOUT_MIN}:00`);
  for (const page of [first, second]) {
    await expect(page).toHaveURL(`${origin}/m/home`);
    await expect(page.getByTestId('idle-ended')).toBeVisible();
    expect(await storedSession(page)).toBeUndefined();
  }
  expect(await memberInfoStatus(request, session.token)).toBe(401);
  // The jump fires every timer of both tabs at once: a member call of one may reach the platform just after
  // the other ended the session (the platform refuses it; the tab signs out all the same).
  for (const log of errors) expectNoErrors(log, [refused(401)]);
});
