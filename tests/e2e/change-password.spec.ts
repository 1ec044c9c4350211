/**
 * Change password (spec 2.7; 4 "Change password"; 5 "Change password"; 8; 9): the user name read-only
 * and the old password always asked for (Livery keeps no password); "Change saved", then /m/home about a
 * second later, and the new password logs in; the spec's messages for the same old and new password, a
 * mismatch and an empty confirmation; a failed call; no session sends a guest to /m/home at once; a first
 * login (and an expired password the merchant forces to change) titles the page "First-time password change".
 *
 * Each test that logs in makes its own member (POST /__sim/members). No test resets the simulator; the
 * fault is injected for DEMO only, just before the call it targets, and the tests that call the change
 * path run one after another (so another test's call cannot take the fault).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoErrors, frame, MEMBER, merchantOrigin, openMerchant, pushInApp, withFault } from './helpers';
import { liveSession } from './account-helpers';

const DEMO = 'demo';
const DEMO_CODE = 'DEMO';
const origin = merchantOrigin(DEMO);
const CHANGE_PATH = '/wps/member/password';
const REFUSED_400 = /^Failed to load resource: the server responded with a status of 400\b/;
const REFUSED_500 = /^Failed to load resource: the server responded with a status of 500\b/;

let counter = 0;
function uniqueName() {
  counter += 1;
  return `cp${Date.now().toString(36).slice(-6)}${(process.pid % 1296).toString(36)}${counter}`;
}

interface TestMember {
  username: string;
  password: string;
}

async function newMember(request: APIRequestContext, extra: { firstTimeLogin?: boolean; passwordExpired?: boolean } = {}): Promise<TestMember> {
  const username = uniqueName();
  const password = `Pw${username.slice(-6)}9x`;
  const response = await request.post('/__sim/members', { headers: { Merchant: DEMO_CODE }, data: { username, password, type: MEMBER, ...extra } });
  expect(response.status(), 'POST /__sim/members').toBe(201);
  return { username, password };
}

async function storedSession(page: Page) {
  return page.evaluate(() => {
    const raw = window.sessionStorage.getItem('livery.session');
    return raw
      ? (JSON.parse(raw) as { state: { session?: { userName: string; token: string; firstTimeLogin: boolean; passwordExpired?: boolean } } }).state.session
      : undefined;
  });
}

/** Logs in on /m/login (EN) and waits for where the login leads. */
async function logIn(page: Page, member: TestMember, password = member.password, landing = '/m/home') {
  await page.goto(`${origin}/m/login`);
  await page.getByTestId('login-username').fill(member.username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}${landing}`);
}

const form = (page: Page) => ({
  screen: page.getByTestId('change-password-screen'),
  username: page.getByTestId('change-password-username'),
  old: page.getByTestId('change-password-old'),
  oldError: page.getByTestId('change-password-old-error'),
  next: page.getByTestId('change-password-new'),
  nextError: page.getByTestId('change-password-new-error'),
  confirm: page.getByTestId('change-password-confirm'),
  confirmError: page.getByTestId('change-password-confirm-error'),
  submit: page.getByTestId('change-password-submit'),
  failure: page.getByTestId('change-password-failure'),
});

async function fill(page: Page, old: string, next: string, confirm = next) {
  const f = form(page);
  await f.old.fill(old);
  await f.next.fill(next);
  await f.confirm.fill(confirm);
}

test('without a session /m/changePsw goes to /m/home at once (by address and through the history)', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/changePsw', { lang: 'EN' });
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('.lv-home')).toBeVisible();
  await expect(form(page).screen).toHaveCount(0);
  await pushInApp(page, '/m/changePsw');
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('.lv-home')).toBeVisible();
  expectNoErrors(errors);
});

test('the spec\'s messages: same old and new, mismatch, empty confirmation; no call until they are fixed', async ({ page, request }) => {
  const session = await liveSession(request, MEMBER);
  const { errors } = await openMerchant(page, DEMO, '/m/changePsw', { lang: 'EN', session });
  const f = form(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === CHANGE_PATH) calls.push(r.url());
  });
  await expect(f.username).toHaveValue(session.userName);
  await expect(f.username).toHaveAttribute('readonly', '');
  await expect(f.old, 'the old password is always asked for').toBeVisible();

  await f.submit.click();
  await expect(f.oldError).toHaveText('Enter password');
  await expect(f.nextError).toHaveText('Enter password');
  await expect(f.confirmError).toHaveText('Enter password');
  await expect(f.old).toBeFocused();

  await fill(page, 'Same1234', 'Same1234');
  await expect(f.nextError).toHaveText('The new password and the old password cannot be the same');
  await expect(f.oldError).toHaveCount(0);
  await f.submit.click();
  await expect(f.next).toBeFocused();

  await f.next.fill('Other1234');
  await expect(f.nextError).toHaveCount(0);
  await expect(f.confirmError).toHaveText('Confirmation password not matched');
  await f.submit.click();
  await expect(f.confirm).toBeFocused();

  await f.confirm.fill('');
  await expect(f.confirmError).toHaveText('Enter password');
  await f.confirm.fill('Other1234');
  await expect(f.confirmError).toHaveCount(0);
  expect(calls, 'no call while the form is refused').toEqual([]);
  expectNoErrors(errors);
});

test.describe('the change call', () => {
  // These tests call the change path, one of them through an injected fault: one after another.
  test.describe.configure({ mode: 'default' });

  test('"Change saved", /m/home about a second later; the new password logs in, the old one no longer', async ({ page, request }) => {
    const member = await newMember(request);
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
    await logIn(page, member);
    await pushInApp(page, '/m/changePsw');
    const f = form(page);
    await expect(f.screen).toBeVisible();
    await expect(frame(page).title).toHaveText('Change password');
    await expect(f.username).toHaveValue(member.username);
    await expect(page.getByTestId('change-password-first-time')).toHaveCount(0);

    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === CHANGE_PATH);
    await fill(page, member.password, 'Changed123');
    const clickedAt = Date.now();
    await f.submit.click();
    expect((await sent).postDataJSON()).toEqual({ oldPassword: member.password, newPassword: 'Changed123', confirmNewPassword: 'Changed123' });
    await page.getByTestId('toast').filter({ hasText: 'Change saved' }).waitFor();
    await expect(page).toHaveURL(`${origin}/m/home`, { timeout: 5000 });
    const waited = Date.now() - clickedAt;
    expect(waited, 'the move home waits a second after the answer').toBeGreaterThanOrEqual(1000);
    expect(waited).toBeLessThan(5000);
    expect(await storedSession(page)).toMatchObject({ userName: member.username, firstTimeLogin: false });

    await page.evaluate(() => window.sessionStorage.clear());
    await logIn(page, member, 'Changed123');
    expect(await storedSession(page)).toMatchObject({ userName: member.username });
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto(`${origin}/m/login`);
    await page.getByTestId('login-username').fill(member.username);
    await page.getByTestId('login-password').fill(member.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page).toHaveURL(`${origin}/m/login`);
    expectNoErrors(errors, [REFUSED_400]);
  });

  test('a refused change (wrong old password) shows the platform\'s message and keeps what was typed', async ({ page, request }) => {
    const member = await newMember(request);
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
    await logIn(page, member);
    await page.goto(`${origin}/m/changePsw`);
    const f = form(page);
    await fill(page, `${member.password}x`, 'Changed123');
    await f.submit.click();
    await expect(f.failure).toHaveText('Password format is incorrect');
    await expect(f.failure).toHaveAttribute('role', 'alert');
    await expect(f.old).toHaveValue(`${member.password}x`);
    await expect(f.next).toHaveValue('Changed123');
    await expect(f.confirm).toHaveValue('Changed123');
    await expect(page.getByTestId('toast').filter({ hasText: 'please wait' })).toHaveCount(0);
    await expect(page).toHaveURL(`${origin}/m/changePsw`);
    expectNoErrors(errors, [REFUSED_400]);
  });

  test('a failed call (500) hides the loading, shows an error, keeps what was typed; the next try saves', async ({ page, request }) => {
    const member = await newMember(request);
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
    await logIn(page, member);
    await page.goto(`${origin}/m/changePsw`);
    const f = form(page);
    await fill(page, member.password, 'Changed123');

    const status = await withFault(page, request, DEMO_CODE, { path: CHANGE_PATH, status: 500 }, () => f.submit.click());
    expect(status, 'the injected fault answered the change').toBe(500);
    await expect(f.failure).toHaveText('Unknown error');
    await expect(page.getByTestId('toast').filter({ hasText: 'please wait' })).toHaveCount(0);
    await expect(f.old).toHaveValue(member.password);
    await expect(f.next).toHaveValue('Changed123');
    await expect(f.confirm).toHaveValue('Changed123');
    await expect(page).toHaveURL(`${origin}/m/changePsw`);

    await f.submit.click();
    await page.getByTestId('toast').filter({ hasText: 'Change saved' }).waitFor();
    await expect(page).toHaveURL(`${origin}/m/home`);
    expectNoErrors(errors, [REFUSED_500]);
  });

  test('first login: the first-time title, then "Change saved" clears the mark and the next login is a normal one', async ({ page, request }) => {
    const member = await newMember(request, { firstTimeLogin: true });
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
    await logIn(page, member, member.password, '/m/changePsw');
    const f = form(page);
    await expect(f.screen).toBeVisible();
    await expect(frame(page).title).toHaveText('First-time password change');
    await expect(page).toHaveTitle(/^First-time password change - /);
    await expect(page.getByTestId('change-password-first-time')).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ firstTimeLogin: true });

    await fill(page, member.password, 'Changed123');
    await f.submit.click();
    await page.getByTestId('toast').filter({ hasText: 'Change saved' }).waitFor();
    await expect(page).toHaveURL(`${origin}/m/home`);
    expect(await storedSession(page)).toMatchObject({ firstTimeLogin: false });
    await expect(page).not.toHaveTitle(/First-time/);

    await page.evaluate(() => window.sessionStorage.clear());
    await logIn(page, member, 'Changed123', '/m/home');
    expect(await storedSession(page)).toMatchObject({ firstTimeLogin: false });
    expectNoErrors(errors);
  });

  test('an expired password (PWDEXPFORCECHANGE3 on for demo) is treated like a first-time change', async ({ page, request }) => {
    const member = await newMember(request, { passwordExpired: true });
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
    await logIn(page, member, member.password, '/m/changePsw');
    await expect(frame(page).title).toHaveText('First-time password change');
    await fill(page, member.password, 'Changed123');
    await form(page).submit.click();
    await expect(page).toHaveURL(`${origin}/m/home`);
    expect(await storedSession(page)).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
    expectNoErrors(errors);
  });
});
