/**
 * Logout (spec 4 "Auth", 8 dialog buttons, 9 loading message), started from the settings screen's
 * sign-out button: a confirm dialog (buttons localised), a loading message, the server logout with the
 * token, the clean-up (session, trial user, session storage, saved-password and bank-list keys), /m/home
 * in place of the page; the back button never brings the session back and the platform refuses the old
 * token. A server call that fails still signs out on this device.
 *
 * Each test logs in a member of its own. The tests of this file run one after another (faults on the
 * logout call must not reach another test's logout).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, logIn, memberInfoStatus, newMember, openDemo, refused, sessionLeftAfterLogout, storedSession, withDemoFault } from './account-helpers';
import { browserPath, CHROMIUM_ARGS } from '../../scripts/lib/browser';
import { expectNoErrors, frame, merchantOrigin, pushInApp } from './helpers';

test.describe.configure({ mode: 'default' });
// Playwright turns Chromium's back-forward cache off; a browser does not, and the last test needs it.
test.use({ launchOptions: { executablePath: browserPath(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const origin = merchantOrigin(DEMO);
const LOGOUT = '/wps/session/logout';

const dialog = (page: Page) => page.getByTestId('confirm-dialog');

/** Taps "Sign out" on /m/set and answers the confirm dialog. */
async function signOut(page: Page, answer: 'confirm' | 'cancel') {
  await page.getByTestId('settings-sign-out').click();
  await expect(dialog(page)).toBeVisible();
  await page.getByTestId(`dialog-${answer}`).click();
}

/** The guest's home: login button in the header, no account name, no session kept. */
async function expectGuestHome(page: Page, userName: string) {
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('main .lv-home')).toBeVisible();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  await expect(page.getByText(userName)).toHaveCount(0);
  expect(await storedSession(page)).toBeUndefined();
}

test('cancel keeps the session, the page and the token', async ({ page, request }) => {
  const session = await logIn(request, await newMember(request, 'lo'));
  const errors = await openDemo(page, '/m/set', { session });
  await expect(page.getByTestId('settings-screen')).toBeVisible();

  await page.getByTestId('settings-sign-out').click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('Are you sure you want to sign out?');
  await expect(page.getByTestId('dialog-cancel')).toHaveText('Cancel');
  await expect(page.getByTestId('dialog-confirm')).toHaveText('Confirm');
  await page.getByTestId('dialog-cancel').click();

  await expect(dialog(page)).toHaveCount(0);
  await expect(page).toHaveURL(`${origin}/m/set`);
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  expect(await storedSession(page)).toMatchObject({ token: session.token, userName: session.userName });
  expect(await memberInfoStatus(request, session.token), 'the platform still accepts the token').toBe(200);
  expectNoErrors(errors);
});

test('confirm: loading message, server logout, clean-up, /m/home as a guest; history brings nothing back', async ({ page, request }) => {
  const session = await logIn(request, await newMember(request, 'lo'));
  const errors = await openDemo(page, '/m/set', { session });
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  // A real history on this page: settings -> change password -> back to settings.
  await page.getByTestId('settings-change-password').click();
  await expect(page).toHaveURL(`${origin}/m/changePsw`);
  await expect(frame(page).title).toHaveText('Change password');
  await frame(page).back.click();
  await expect(page).toHaveURL(`${origin}/m/set`);
  // Keys the clean-up must take: a trial user name, saved-password and bank-list keys; the language stays.
  await page.evaluate(() => {
    window.sessionStorage.setItem('livery.trialUser', 'trial9999');
    window.localStorage.setItem('livery.autoPassword', 'x');
    window.localStorage.setItem('livery.bankList', '[]');
  });

  let sentToken: string | undefined;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === LOGOUT) sentToken = r.headers().authorization;
  });
  // The logout answer is held back a little, so the loading message can be seen.
  const status = await withDemoFault(request, { path: LOGOUT, delayMs: 3000 }, page, async () => {
    await signOut(page, 'confirm');
    await expect(dialog(page)).toHaveCount(0);
    await expect(frame(page).toast.filter({ hasText: 'please wait' })).toBeVisible();
    await expect(page).toHaveURL(`${origin}/m/set`);
  });
  expect(status, 'the logout call answered').toBe(200);
  expect(sentToken, 'the logout call carried the token').toBe(session.token);

  await expectGuestHome(page, session.userName);
  await expect(frame(page).toast.filter({ hasText: 'please wait' })).toHaveCount(0);
  expect(await sessionLeftAfterLogout(page), 'session storage emptied').toEqual([]);
  expect(await page.evaluate(() => [localStorage.getItem('livery.autoPassword'), localStorage.getItem('livery.bankList')])).toEqual([null, null]);
  expect(await page.evaluate(() => localStorage.getItem('livery.preferences'))).toContain('EN');
  expect(await memberInfoStatus(request, session.token), 'the platform refuses the old token').toBe(401);

  // The settings entry was replaced by home: back goes to the page before it, forward ends on home again,
  // and the change-password entry after it sends the guest home.
  await page.evaluate(() => window.history.back());
  await expectGuestHome(page, session.userName);
  await page.evaluate(() => window.history.forward());
  await expectGuestHome(page, session.userName);
  await page.evaluate(() => window.history.forward());
  await expectGuestHome(page, session.userName);
  await expect(page.getByTestId('settings-screen')).toHaveCount(0);
  // Opening settings by its address as a guest also ends on home.
  await page.goto(`${origin}/m/set`);
  await expectGuestHome(page, session.userName);
  expectNoErrors(errors);
});

test('back through the app history from home never shows /m/set again', async ({ page, request }) => {
  const session = await logIn(request, await newMember(request, 'lo'));
  const errors = await openDemo(page, '/m/home', { session });
  await expect(page.getByTestId('header-account')).toHaveText(session.userName);
  await pushInApp(page, '/m/gameList');
  await pushInApp(page, '/m/set');
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await signOut(page, 'confirm');
  await expectGuestHome(page, session.userName);

  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(`${origin}/m/gameList`);
  await expect(page.locator('[data-screen=gameList]')).toBeVisible();
  await page.evaluate(() => window.history.back());
  await expectGuestHome(page, session.userName);
  await page.evaluate(() => window.history.go(2));
  await expectGuestHome(page, session.userName);
  await expect(page.getByTestId('settings-screen')).toHaveCount(0);
  expectNoErrors(errors);
});

test('a logout whose server call fails (500) still signs out on this device', async ({ page, request }) => {
  const session = await logIn(request, await newMember(request, 'lo'));
  const errors = await openDemo(page, '/m/set', { session });
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  const status = await withDemoFault(request, { path: LOGOUT, status: 500 }, page, () => signOut(page, 'confirm'));
  expect(status, 'the injected fault answered the logout call').toBe(500);
  await expectGuestHome(page, session.userName);
  expect(await sessionLeftAfterLogout(page)).toEqual([]);
  // Nothing asks the player to log in again: they asked to leave.
  await expect(page.getByTestId('login-dialog')).toHaveCount(0);
  expectNoErrors(errors, [refused(500)]);
});

test('a logout the platform refuses as a gone session (401) signs out without the "logged out" dialog', async ({ page, request }) => {
  const session = await logIn(request, await newMember(request, 'lo'));
  const errors = await openDemo(page, '/m/set', { session });
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  const status = await withDemoFault(request, { path: LOGOUT, status: 401 }, page, () => signOut(page, 'confirm'));
  expect(status).toBe(401);
  await expectGuestHome(page, session.userName);
  await expect(page.getByTestId('login-dialog')).toHaveCount(0);
  expect(await sessionLeftAfterLogout(page)).toEqual([]);
  expectNoErrors(errors, [refused(401)]);
});

test('signing out in one tab signs out every tab of the site: the other shows home as a guest and says why', async ({ context, request }) => {
  const session = await logIn(request, await newMember(request, 'lo'));
  const first = await context.newPage();
  const second = await context.newPage();
  const errors = [await openDemo(first, '/m/set', { session }), await openDemo(second, '/m/mine', { session })];
  await expect(first.getByTestId('settings-screen')).toBeVisible();
  await expect(second.getByTestId('header-account').or(second.getByText(session.userName)).first()).toBeVisible();

  await signOut(first, 'confirm');
  await expectGuestHome(first, session.userName);

  // The other tab had its own copy of the session (session storage is per tab): it goes too, without a reload.
  await expect(second).toHaveURL(`${origin}/m/home`);
  await expect(frame(second).toast.filter({ hasText: 'You signed out in another tab.' })).toBeVisible();
  await expect(second.getByTestId('header-login')).toBeVisible();
  expect(await storedSession(second)).toBeUndefined();
  for (const log of errors) expectNoErrors(log);
});

test('the confirm dialog speaks the page language: Burmese and Arabic (right to left)', async ({ page, request }) => {
  const session = await logIn(request, await newMember(request, 'lo'));
  const texts = {
    MY: { question: 'အကောင့်မှ ထွက်မှာ သေချာပါသလား။', cancel: 'ပယ်ဖျက်ရန်', confirm: 'အတည်ပြုရန်', signOut: 'အကောင့်မှ ထွက်ရန်', dir: 'ltr' },
    AR: { question: 'هل أنت متأكد أنك تريد تسجيل الخروج؟', cancel: 'إلغاء', confirm: 'تأكيد', signOut: 'تسجيل الخروج', dir: 'rtl' },
  };
  const errors = await openDemo(page, '/m/set', { session, lang: 'MY' });
  for (const [lang, text] of Object.entries(texts)) {
    await page.goto(`${origin}/m/set?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', text.dir);
    await expect(page.getByTestId('settings-sign-out')).toHaveText(text.signOut);
    await page.getByTestId('settings-sign-out').click();
    await expect(dialog(page)).toContainText(text.question);
    await expect(page.getByTestId('dialog-cancel')).toHaveText(text.cancel);
    await expect(page.getByTestId('dialog-confirm')).toHaveText(text.confirm);
    await page.getByTestId('dialog-cancel').click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await storedSession(page)).toMatchObject({ token: session.token });
  }
  expectNoErrors(errors);
});

test.describe('with the back-forward cache on', () => {
  test('a page restored from the cache after logout shows no session and no member page', async ({ page, request }) => {
    const session = await logIn(request, await newMember(request, 'lo'));
    const errors = await openDemo(page, '/m/set', { session });
    await expect(page.getByTestId('settings-screen')).toBeVisible();
    await page.evaluate(() => {
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) document.documentElement.dataset.restored = 'yes';
      });
    });
    // A second document of the same tab (a full load), where the player signs out.
    await page.goto(`${origin}/m/home`);
    // The router listens for history moves once the app has started: home on screen means it has.
    await expect(page.locator('main .lv-home')).toBeVisible();
    await pushInApp(page, '/m/set');
    await signOut(page, 'confirm');
    await expectGuestHome(page, session.userName);

    // Back past the replaced entry and into the first document, which still held the session in memory.
    // (A document restored from the cache fires no load event: wait for the commit only.)
    await page.goBack({ waitUntil: 'commit' });
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('html'), 'the first document came back from the cache').toHaveAttribute('data-restored', 'yes');
    await expectGuestHome(page, session.userName);
    await expect(page.getByTestId('settings-screen')).toHaveCount(0);
    expectNoErrors(errors);
  });
});
