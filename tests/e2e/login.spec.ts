/**
 * Login (spec 2.4, 4 "Login method" and "SMS code button", 5 "Login", 8): user name and password, the
 * captcha after a failed login, the redirect back, SMS login, social buttons, free trial, remember-me,
 * a failed call, the links and the frame, right-to-left.
 *
 * The simulator state is shared by every test of a merchant (and failed logins are counted per user name),
 * so each test that logs in creates its own member (POST /__sim/members) and reads captcha answers and SMS
 * codes that belong to it (the answer drawn in the image shown; the newest code sent to its own number).
 * No test resets the simulator; a fault is injected for DEMO only and is used up by the call it targets.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { captchaPng } from '../../src/platform-sim/captcha';
import { expectNoErrors, frame, LOGIN_POPUPS_FLAG, MEMBER, merchantOrigin, NOTICE_POPUP_FLAG, openMerchant, TRIAL, withFault } from './helpers';

const DEMO = 'demo';
const DEMO_CODE = 'DEMO';
const origin = merchantOrigin(DEMO);

/** The browser's line for each refused call a test provokes on purpose (a failed login answers 400). */
const REFUSED_400 = /^Failed to load resource: the server responded with a status of 400\b/;
const REFUSED_500 = /^Failed to load resource: the server responded with a status of 500\b/;

let counter = 0;
/** A user name (and a mobile number) no other test uses. */
function unique() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  // A Myanmar mobile number libphonenumber-js accepts (09 79 + 7 digits), different for every call.
  const digits = String((Date.now() + counter * 7919 + process.pid * 104_729) % 1e7).padStart(7, '0');
  return { username: `lg${stamp}`, mobile: `0979${digits}` };
}

interface TestMember {
  username: string;
  password: string;
  mobile: string;
}

/** A fresh member of DEMO (type 0), so no other test's failed logins demand a captcha from it. */
async function newMember(request: APIRequestContext, extra: Record<string, unknown> = {}, merchantCode = DEMO_CODE): Promise<TestMember> {
  const { username, mobile } = unique();
  const password = `Pw${username.slice(-6)}9x`;
  const response = await request.post('/__sim/members', { headers: { Merchant: merchantCode }, data: { username, password, mobile, type: MEMBER, ...extra } });
  expect(response.status(), 'POST /__sim/members').toBe(201);
  return { username, password, mobile };
}

async function simCaptchas(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/__sim/captcha', { headers: { Merchant: DEMO_CODE } });
  expect(response.ok(), 'GET /__sim/captcha').toBe(true);
  return (await response.json()) as string[];
}

/** The newest SMS code the simulator sent to a number. */
async function newestSmsCode(request: APIRequestContext, mobile: string): Promise<string | undefined> {
  const response = await request.get('/__sim/sms', { headers: { Merchant: DEMO_CODE } });
  expect(response.ok(), 'GET /__sim/sms').toBe(true);
  const sent = (await response.json()) as { mobileNum: string; code: string }[];
  return sent.filter((s) => s.mobileNum === mobile).at(-1)?.code;
}

/** A method tab marks the current method for assistive technology (aria-selected on a tab, or aria-pressed on a toggle). */
async function isCurrent(tab: Locator): Promise<boolean> {
  const [selected, pressed] = await Promise.all([tab.getAttribute('aria-selected'), tab.getAttribute('aria-pressed')]);
  return (selected ?? pressed) === 'true';
}

const captchaImg = (page: Page) => page.getByTestId('login-captcha-image').locator('img');

/** The src of the captcha image shown, once it has loaded. */
async function shownCaptchaSrc(page: Page): Promise<string> {
  const img = captchaImg(page);
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { message: 'captcha image loaded' }).toBe(true);
  return (await img.getAttribute('src')) ?? '';
}

/** Which unused answer of GET /__sim/captcha the image shown draws (the newest one that matches). */
async function answerOfShownCaptcha(page: Page, request: APIRequestContext): Promise<string> {
  const src = await shownCaptchaSrc(page);
  const answers = await simCaptchas(request);
  const answer = answers.filter((a) => src === `data:image/png;base64,${captchaPng(a)}`).at(-1);
  expect(answer, `the captcha shown is one of the simulator's unused answers (${answers.length} listed)`).toBeDefined();
  return answer as string;
}

async function storedSession(page: Page) {
  return page.evaluate(() => {
    const raw = window.sessionStorage.getItem('livery.session');
    return raw ? (JSON.parse(raw) as { state: { session?: { userName: string; type: number; token: string } } }).state.session : undefined;
  });
}

async function fillCredentials(page: Page, username: string, password: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
}

test('empty submit: "Please enter the username and password", no call, the typed value kept', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  const loginCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/session/login') loginCalls.push(r.url());
  });
  const error = page.getByTestId('login-error');
  await expect(page.getByTestId('login-screen')).toBeVisible();
  await expect(error).toHaveCount(0);

  await page.getByTestId('login-submit').click();
  await expect(error).toHaveText('Please enter the username and password');
  await expect(error).toHaveAttribute('role', 'alert');

  await page.getByTestId('login-username').fill('someone');
  await page.getByTestId('login-submit').click();
  await expect(error).toHaveText('Please enter the username and password');
  await expect(page.getByTestId('login-username')).toHaveValue('someone');

  await page.getByTestId('login-username').fill('');
  await page.getByTestId('login-password').fill('secret12');
  await page.getByTestId('login-submit').click();
  await expect(error).toHaveText('Please enter the username and password');
  await expect(page.getByTestId('login-password')).toHaveValue('secret12');
  await expect(page).toHaveURL(`${origin}/m/login`);
  expect(loginCalls, 'no login call for an empty form').toEqual([]);
  expectNoErrors(errors);
});

test('wrong password: the server message and a captcha; without it "Enter a captcha"; with it the way back', async ({ page, request }) => {
  const member = await newMember(request);
  const { errors } = await openMerchant(page, DEMO, '/m/login?redirect=%2Fm%2FgameList', { lang: 'EN' });
  await expect(page.getByTestId('login-captcha')).toHaveCount(0);

  await fillCredentials(page, member.username, `${member.password}-wrong`);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('The username or password is incorrect');
  await expect(page.getByTestId('login-captcha')).toBeVisible();
  await expect(page.getByTestId('login-captcha')).toHaveValue('');
  await shownCaptchaSrc(page);
  await expect(page.getByTestId('login-username')).toHaveValue(member.username);

  // Without the captcha the form stops before calling.
  await page.getByTestId('login-password').fill(member.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Enter a captcha');
  await expect(page).toHaveURL(`${origin}/m/login?redirect=%2Fm%2FgameList`);

  const answer = await answerOfShownCaptcha(page, request);
  await page.getByTestId('login-captcha').fill(answer);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/gameList`);
  await expect(page.getByTestId('login-screen')).toHaveCount(0);
  expect(await storedSession(page)).toMatchObject({ userName: member.username, type: MEMBER });
  expect(await simCaptchas(request), 'the captcha answer is used up').not.toContain(answer);
  expectNoErrors(errors, [REFUSED_400]);
});

test('a wrong captcha is refused by the server and a new captcha is shown', async ({ page, request }) => {
  const member = await newMember(request);
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  await fillCredentials(page, member.username, 'not-the-password');
  await page.getByTestId('login-submit').click();
  const first = await shownCaptchaSrc(page);

  const answers = await simCaptchas(request);
  let wrong = '1';
  while (answers.includes(wrong)) wrong += '1';
  await page.getByTestId('login-password').fill(member.password);
  await page.getByTestId('login-captcha').fill(wrong);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Enter a captcha');
  await expect(page.getByTestId('login-captcha')).toHaveValue('');
  await expect.poll(() => shownCaptchaSrc(page)).not.toBe(first);
  await expect(page).toHaveURL(`${origin}/m/login`);

  await page.getByTestId('login-captcha').fill(await answerOfShownCaptcha(page, request));
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  expectNoErrors(errors, [REFUSED_400]);
});

test('login without a redirect goes to /m/home', async ({ page, request }) => {
  const member = await newMember(request);
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  await fillCredentials(page, member.username, member.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('main .lv-home')).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveText(member.username);
  expect(await storedSession(page)).toMatchObject({ userName: member.username, type: MEMBER });
  expectNoErrors(errors);
});

for (const target of ['https://evil.example', '//evil.example', '/\\evil.example', '/..//evil.example/x', '/%2e%2e//evil.example/x']) {
  test(`redirect=${target} is not followed: /m/home`, async ({ page, request }) => {
    const member = await newMember(request);
    const { errors } = await openMerchant(page, DEMO, `/m/login?redirect=${encodeURIComponent(target)}`, { lang: 'EN' });
    await fillCredentials(page, member.username, member.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(`${origin}/m/home`);
    await expect(page.locator('main .lv-home')).toBeVisible();
    expectNoErrors(errors);
  });
}

test('tapping the captcha image loads a new one, whose answer the simulator now holds', async ({ page, request }) => {
  const member = await newMember(request);
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  await fillCredentials(page, member.username, 'not-the-password');
  await page.getByTestId('login-submit').click();
  const firstSrc = await shownCaptchaSrc(page);
  const firstAnswer = await answerOfShownCaptcha(page, request);
  const before = await simCaptchas(request);

  await page.getByTestId('login-captcha-image').click();
  await expect.poll(() => captchaImg(page).getAttribute('src'), { message: 'a new captcha image' }).not.toBe(firstSrc);
  const secondAnswer = await answerOfShownCaptcha(page, request);
  expect(secondAnswer).not.toBe(firstAnswer);
  expect(before, 'the new answer was not issued before the tap').not.toContain(secondAnswer);
  expect(await simCaptchas(request)).toContain(secondAnswer);
  expectNoErrors(errors, [REFUSED_400]);
});

test('SMS login (demo): code disabled until sent; "SMS sent" and a countdown; the code logs in', async ({ page, request }) => {
  const member = await newMember(request);
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  const usernameTab = page.getByTestId('login-tab-username');
  const smsTab = page.getByTestId('login-tab-sms');
  await expect(usernameTab).toBeVisible();
  await expect(page.getByTestId('login-username')).toBeVisible();
  await expect(page.getByTestId('login-mobile')).toHaveCount(0);
  await expect.poll(() => isCurrent(usernameTab), { message: 'the user-name tab is marked current' }).toBe(true);
  await expect.poll(() => isCurrent(smsTab), { message: 'the SMS tab is not marked current' }).toBe(false);
  await smsTab.click();
  await expect.poll(() => isCurrent(smsTab), { message: 'the SMS tab is marked current' }).toBe(true);
  await expect.poll(() => isCurrent(usernameTab)).toBe(false);
  await expect(page.getByTestId('login-username')).toHaveCount(0);
  await expect(page.getByTestId('login-password')).toHaveCount(0);
  await expect(page.getByTestId('login-mobile')).toBeVisible();

  const code = page.getByTestId('login-code');
  const send = page.getByTestId('login-send-code');
  await expect(code).toBeDisabled();
  await expect(send).toHaveText('Get code');
  await page.getByTestId('login-mobile').fill(member.mobile);
  await send.click();

  await expect(frame(page).toast.filter({ hasText: 'SMS sent' })).toBeVisible();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^Resend in \d+ s$/);
  await expect(send).toHaveCount(0);
  await expect(code).toBeEnabled();
  const secondsOf = async () => Number((await timer.textContent())?.match(/\d+/)?.[0]);
  const start = await secondsOf();
  expect(start).toBeGreaterThan(50);
  expect(start).toBeLessThanOrEqual(60);
  await expect.poll(secondsOf, { message: 'the countdown ticks', timeout: 5_000 }).toBeLessThan(start);

  const sent = await newestSmsCode(request, member.mobile);
  expect(sent, `an SMS code was sent to ${member.mobile}`).toBeDefined();
  await code.fill(sent as string);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  expect(await storedSession(page)).toMatchObject({ userName: member.username, type: MEMBER });
  expectNoErrors(errors);
});

test('jade (MOBILELOGIN3 off): no SMS tab, no social buttons', async ({ page }) => {
  const { errors } = await openMerchant(page, 'jade', '/m/login');
  await expect(page.getByTestId('login-screen')).toBeVisible();
  await expect(page.getByTestId('login-username')).toBeVisible();
  await expect(page.getByTestId('login-password')).toBeVisible();
  await expect(page.getByTestId('login-tab-username')).toHaveCount(0);
  await expect(page.getByTestId('login-tab-sms')).toHaveCount(0);
  await expect(page.getByTestId('login-mobile')).toHaveCount(0);
  await expect(page.getByTestId('login-facebook')).toHaveCount(0);
  await expect(page.getByTestId('login-google')).toHaveCount(0);
  await expect(page.getByTestId('login-trial')).toBeVisible();
  expectNoErrors(errors);
});

test('social buttons (demo): both on the user-name tab, none on the SMS tab', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  await expect(page.getByTestId('login-facebook')).toHaveText('Sign in with Facebook');
  await expect(page.getByTestId('login-google')).toHaveText('Sign in with Google');
  await page.getByTestId('login-tab-sms').click();
  await expect(page.getByTestId('login-mobile')).toBeVisible();
  await expect(page.getByTestId('login-facebook')).toHaveCount(0);
  await expect(page.getByTestId('login-google')).toHaveCount(0);
  await page.getByTestId('login-tab-username').click();
  await expect(page.getByTestId('login-facebook')).toBeVisible();
  await expect(page.getByTestId('login-google')).toBeVisible();
  expectNoErrors(errors);
});

test('free trial: a session of type 4, the trial account in the home header', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  await page.getByTestId('login-trial').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('main .lv-home')).toBeVisible();
  const session = await storedSession(page);
  expect(session).toMatchObject({ type: TRIAL });
  expect(session?.userName).toMatch(/^trial\d+$/);
  expect(session?.token).toBeTruthy();
  await expect(page.getByTestId('header-account')).toHaveText(session?.userName as string);
  await expect(page.getByTestId('header-login')).toHaveCount(0);
  expectNoErrors(errors);
});

test('remember me: the user name is pre-filled after logout; the password is never stored', async ({ page, request }) => {
  const member = await newMember(request);
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  const storageValues = () =>
    page.evaluate(() => {
      const values: string[] = [];
      for (const store of [window.localStorage, window.sessionStorage]) {
        for (let i = 0; i < store.length; i++) {
          const key = store.key(i) as string;
          values.push(`${key}=${store.getItem(key)}`);
        }
      }
      return values;
    });

  await expect(page.getByTestId('login-remember')).not.toBeChecked();
  await fillCredentials(page, member.username, member.password);
  await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.getByTestId('header-account')).toHaveText(member.username);
  const afterLogin = await storageValues();
  expect(afterLogin.filter((v) => v.includes(member.password)), 'storage entries holding the password').toEqual([]);
  expect(afterLogin.some((v) => v.includes(member.username)), 'the user name is remembered').toBe(true);

  // Log out the way the app does it at the end (session storage cleared), then back to the login screen.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await page.getByTestId('header-login').click();
  await expect(page).toHaveURL(`${origin}/m/login`);
  await expect(page.getByTestId('login-username')).toHaveValue(member.username);
  await expect(page.getByTestId('login-password')).toHaveValue('');
  await expect(page.getByTestId('login-remember')).toBeChecked();
  expect((await storageValues()).filter((v) => v.includes(member.password)), 'storage entries holding the password').toEqual([]);

  // Unticked, the next login forgets the user name.
  await page.getByTestId('login-password').fill(member.password);
  await page.getByTestId('login-remember').uncheck();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(`${origin}/m/login`);
  await expect(page.getByTestId('login-screen')).toBeVisible();
  await expect(page.getByTestId('login-username')).toHaveValue('');
  await expect(page.getByTestId('login-remember')).not.toBeChecked();
  expect((await storageValues()).filter((v) => v.includes(member.password) || v.includes(member.username))).toEqual([]);
  expectNoErrors(errors);
});

test('a failed login call shows an error and keeps the typed values; the next try succeeds', async ({ page, request }) => {
  const member = await newMember(request);
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  await fillCredentials(page, member.username, member.password);
  await expect(page.getByTestId('login-submit')).toBeEnabled();

  // Injected just before the call it targets, in this page's own lane, so no other test can take it.
  const status = await withFault(page, request, DEMO_CODE, { path: '/wps/session/login', status: 500 }, () => page.getByTestId('login-submit').click());
  expect(status, 'the injected fault answered the login call').toBe(500);
  await expect(page.getByTestId('login-error')).toHaveText('Unknown error');
  await expect(page.getByTestId('login-username')).toHaveValue(member.username);
  await expect(page.getByTestId('login-password')).toHaveValue(member.password);
  await expect(page.getByTestId('login-captcha')).toHaveCount(0);
  await expect(page).toHaveURL(`${origin}/m/login`);

  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  expect(await storedSession(page)).toMatchObject({ userName: member.username, type: MEMBER });
  expectNoErrors(errors, [REFUSED_500]);
});

test('links: /m/forget and /m/register; "Back to home"; no header and no footer on /m/login', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  const f = frame(page);
  await expect(page.getByTestId('login-screen')).toBeVisible();
  await expect(f.header).toHaveCount(0);
  await expect(f.footer).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');

  const forgot = page.getByRole('link', { name: 'Forgot password?' });
  await expect(forgot).toHaveAttribute('href', '/m/forget');
  await forgot.click();
  await expect(page).toHaveURL(`${origin}/m/forget`);
  await page.goBack();
  await expect(page).toHaveURL(`${origin}/m/login`);

  const register = page.getByRole('link', { name: 'Register' });
  await expect(register).toHaveAttribute('href', '/m/register');
  await register.click();
  await expect(page).toHaveURL(`${origin}/m/register`);
  await page.goBack();
  await expect(page.getByTestId('login-screen')).toBeVisible();

  await expect(page.getByTestId('login-home')).toHaveText('Back to home');
  await page.getByTestId('login-home').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('main .lv-home')).toBeVisible();
  expectNoErrors(errors);
});

test('SMS login: an invalid mobile number is refused before any SMS is requested, with the minimum length', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  const smsCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/wps/verification/sms')) smsCalls.push(r.url());
  });
  await page.getByTestId('login-tab-sms').click();
  await expect(page.getByTestId('login-dialing-code')).toHaveValue('MM');
  for (const bad of ['', '12345', '0950000000']) {
    await page.getByTestId('login-mobile').fill(bad);
    await page.getByTestId('login-send-code').click();
    await expect(page.getByTestId('login-mobile-error')).toHaveText('Please enter a valid mobile number. At least 7 digits.');
    await expect(page.getByTestId('login-mobile')).toBeFocused();
    await expect(page.getByTestId('login-mobile')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('login-mobile')).toHaveValue(bad);
  }
  await expect(page.getByTestId('login-code')).toBeDisabled();
  expect(smsCalls, 'no SMS request for an invalid number').toEqual([]);
  expectNoErrors(errors);
});

test('SMS send failure: only the loading message goes; no countdown, the link is back', async ({ page, request }) => {
  const member = await newMember(request);
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  await page.getByTestId('login-tab-sms').click();
  await page.getByTestId('login-mobile').fill(member.mobile);
  const status = await withFault(page, request, DEMO_CODE, { path: '/wps/verification/sms/noLogin', status: 500 }, () => page.getByTestId('login-send-code').click());
  expect(status, 'the injected fault answered the SMS call').toBe(500);
  await expect(page.getByTestId('login-send-code')).toHaveText('Get code');
  await expect(page.getByTestId('login-send-code')).toBeEnabled();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(frame(page).toast.filter({ hasText: 'SMS sent' })).toHaveCount(0);
  await expect(frame(page).toast.filter({ hasText: 'Sending SMS' })).toHaveCount(0);
  await expect(page.getByTestId('login-code')).toBeDisabled();
  await expect(page.getByTestId('login-mobile')).toHaveValue(member.mobile);
  expectNoErrors(errors, [REFUSED_500]);
});

test('remember me on the SMS tab keeps the method, the number and the dialing code', async ({ page, request }) => {
  const member = await newMember(request);
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  await page.getByTestId('login-tab-sms').click();
  await page.getByTestId('login-mobile').fill(member.mobile);
  await page.getByTestId('login-send-code').click();
  await expect(page.getByRole('timer')).toBeVisible();
  const sent = await newestSmsCode(request, member.mobile);
  await page.getByTestId('login-code').fill(sent as string);
  await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await page.evaluate(() => window.sessionStorage.clear());
  await page.goto(`${origin}/m/login`);
  await expect(page.getByTestId('login-mobile')).toHaveValue(member.mobile);
  await expect(page.getByTestId('login-dialing-code')).toHaveValue('MM');
  expect(await isCurrent(page.getByTestId('login-tab-sms'))).toBe(true);
  expectNoErrors(errors);
});

test('no password anywhere the site can store one: local and session storage, IndexedDB, cookies', async ({ page, request, context }) => {
  const member = await newMember(request);
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  await fillCredentials(page, member.username, member.password);
  await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.getByTestId('header-account')).toHaveText(member.username);
  // The password as typed and as it might be encoded (base64, URI-encoded, reversed, hex).
  const forms = [
    member.password,
    Buffer.from(member.password).toString('base64'),
    Buffer.from(Buffer.from(member.password).toString('base64')).toString('base64'),
    encodeURIComponent(member.password),
    [...member.password].reverse().join(''),
    Buffer.from(member.password).toString('hex'),
  ];
  const found = await page.evaluate(async (secrets) => {
    const hits: string[] = [];
    const holds = (text: string) => secrets.some((secret) => text.includes(secret));
    for (const [name, store] of [
      ['localStorage', window.localStorage],
      ['sessionStorage', window.sessionStorage],
    ] as const) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i) as string;
        if (holds(`${key}${store.getItem(key)}`)) hits.push(`${name}:${key}`);
      }
    }
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const req = db.transaction(storeName).objectStore(storeName).getAll();
          req.onsuccess = () => resolve(req.result);
        });
        if (holds(JSON.stringify(all))) hits.push(`indexedDB:${info.name}/${storeName}`);
      }
      db.close();
    }
    if (holds(document.cookie)) hits.push('document.cookie');
    return hits;
  }, forms);
  expect(found, 'places holding the password, plain or encoded').toEqual([]);
  const cookies = await context.cookies();
  expect(cookies.filter((c) => forms.some((f) => c.value.includes(f) || decodeURIComponent(c.value).includes(f)))).toEqual([]);
  // And the site keeps only what it declares: the session, the remembered user name, preferences and the
  // home pop-ups' once-per-session flags, and the times the site's tabs share (src/renderer/sign-out.ts: the
  // last activity, a sign-out, an idle sign-out), the age confirmed and when the session began (player
  // protection, issue 20), never a secret.
  const declared = ['livery.session', 'livery.rememberLogin', 'livery.preferences', NOTICE_POPUP_FLAG, LOGIN_POPUPS_FLAG, 'livery.activeAt', 'livery.signedOutAt', 'livery.idleSignedOutAt', 'livery.ageConfirmed', 'livery.sessionStartedAt'];
  const keys = await page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)].sort());
  expect(keys.filter((k) => !declared.includes(k)), 'unexpected storage keys').toEqual([]);
  expect(await page.getByTestId('login-password').count(), 'the login form is gone').toBe(0);
  expectNoErrors(errors);
});

test('second factor: the platform asks for an SMS code; a wrong code is refused and cleared; the right one logs in', async ({ page, request }) => {
  const member = await newMember(request, { verify: 'sms' });
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  await fillCredentials(page, member.username, member.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-verify')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify it is you');
  await expect(page.getByTestId('login-verify')).toContainText('We sent a verification code to your mobile phone');
  const code = await newestSmsCode(request, member.mobile);
  expect(code, 'the platform sent a code').toBeDefined();

  await page.getByTestId('login-verify-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Verification code error');
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByTestId('login-verify-code').fill(wrong);
  await page.getByTestId('login-verify-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Verification code error');
  await expect(page.getByTestId('login-verify-code')).toHaveValue('');

  await page.getByTestId('login-verify-code').fill(code as string);
  await page.getByTestId('login-verify-submit').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  expect(await storedSession(page)).toMatchObject({ userName: member.username, type: MEMBER });
  expectNoErrors(errors, [REFUSED_400]);
});

for (const [refuse, message, status] of [
  ['selfExcluded', 'You have excluded yourself from playing, so this account cannot log in now. Please contact customer service.', REFUSED_500],
  ['ipChanged', 'Your session moved to another network. Please log in again.', REFUSED_400],
  ['nonMember', 'Non-member account unable to login', REFUSED_400],
] as const) {
  test(`a login refused with ${refuse} says so clearly and keeps the form`, async ({ page, request }) => {
    const member = await newMember(request, { refuse });
    const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
    await fillCredentials(page, member.username, member.password);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText(message);
    await expect(page.getByTestId('login-username')).toHaveValue(member.username);
    await expect(page).toHaveURL(`${origin}/m/login`);
    expect(await storedSession(page)).toBeUndefined();
    expectNoErrors(errors, [status]);
  });
}

test('rate limited: a clear message and the button held back (no alert dialog)', async ({ page, request }) => {
  const member = await newMember(request, { refuse: 'rateLimited' });
  const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs += 1;
    void d.dismiss();
  });
  await fillCredentials(page, member.username, member.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Too many attempts. Please wait a few seconds and try again.');
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  await expect(page.getByTestId('login-submit')).toBeEnabled({ timeout: 15_000 });
  expect(dialogs).toBe(0);
  expectNoErrors(errors, [REFUSED_400]);
});

test('a first login goes to the password change; so does an expired password where PWDEXPFORCECHANGE3 is on', async ({ page, request }) => {
  const first = await newMember(request, { firstTimeLogin: true });
  const { errors } = await openMerchant(page, DEMO, '/m/login?redirect=%2Fm%2FgameList', { lang: 'EN' });
  await fillCredentials(page, first.username, first.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/changePsw`);
  expect(await storedSession(page)).toMatchObject({ userName: first.username, firstTimeLogin: true });

  await page.evaluate(() => window.sessionStorage.clear());
  const expired = await newMember(request, { passwordExpired: true });
  await page.goto(`${origin}/m/login`);
  await fillCredentials(page, expired.username, expired.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/changePsw`);
  expect(await storedSession(page)).toMatchObject({ userName: expired.username, passwordExpired: true });
  expectNoErrors(errors);
});

test('an expired password where PWDEXPFORCECHANGE3 is off (jade) logs in as usual', async ({ page, request }) => {
  const expired = await newMember(request, { passwordExpired: true }, 'JADE');
  const { errors } = await openMerchant(page, 'jade', '/m/login', { lang: 'EN' });
  await fillCredentials(page, expired.username, expired.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${merchantOrigin('jade')}/m/home`);
  expectNoErrors(errors);
});
