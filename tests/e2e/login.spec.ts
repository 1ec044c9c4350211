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
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { captchaPng } from '../../src/platform-sim/captcha';
import { expectNoErrors, frame, MEMBER, merchantOrigin, openMerchant, TRIAL } from './helpers';

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
  const digits = `${Date.now() % 1e7}${process.pid % 100}${counter}`.padStart(10, '0').slice(-10);
  return { username: `lg${stamp}`, mobile: `09${digits}` };
}

interface TestMember {
  username: string;
  password: string;
  mobile: string;
}

/** A fresh member of DEMO (type 0), so no other test's failed logins demand a captcha from it. */
async function newMember(request: APIRequestContext): Promise<TestMember> {
  const { username, mobile } = unique();
  const password = `Pw${username.slice(-6)}9x`;
  const response = await request.post('/__sim/members', { headers: { Merchant: DEMO_CODE }, data: { username, password, mobile, type: MEMBER } });
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

for (const target of ['https://evil.example', '//evil.example', '/\\evil.example']) {
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

  // Injected just before the call it targets (once, DEMO only), so it cannot reach another test's call.
  const injected = await request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { path: '/wps/session/login', status: 500, times: 1 } });
  expect(injected.status(), 'POST /__sim/faults').toBe(201);
  let faultPending = true;
  try {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
    await page.getByTestId('login-submit').click();
    expect((await answered).status(), 'the injected fault answered the login call').toBe(500);
    faultPending = false;
  } finally {
    // DELETE /__sim/faults clears every merchant's faults: only when ours was not used up.
    if (faultPending) await request.delete('/__sim/faults', { headers: { Merchant: 'DEMO' } });
  }
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
