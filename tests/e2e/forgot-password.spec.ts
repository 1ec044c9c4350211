/**
 * Forgot password (spec 2.6; 4 "Forgot password (e-mail)", "SMS code button", "Set-password-by-phone
 * failure"; 5 "Forgot password"; 8; 9): recovery by e-mail (form-encoded call, "been out", back to the
 * previous page after a second) and by phone (submit disabled until touched and while errors, the number
 * checked before a code is sent, the countdown, the failure rules, the automatic login with the mobile
 * number); the choice offered only with PWRESETSMS3 (jade has it off); failed calls.
 *
 * Each test makes its own member (POST /__sim/members) and reads the codes sent to its own number. No
 * test resets the simulator; a fault is injected for DEMO only, just before the call it targets, and the
 * tests that call a faulted path run one after another (so another test's call cannot take the fault).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoErrors, MEMBER, merchantOrigin, openMerchant, pushInApp, withFault } from './helpers';

const DEMO = 'demo';
const DEMO_CODE = 'DEMO';
const origin = merchantOrigin(DEMO);
const REFUSED_400 = /^Failed to load resource: the server responded with a status of 400\b/;
const REFUSED_500 = /^Failed to load resource: the server responded with a status of 500\b/;
const EMAIL_PATH = '/wps/member/password/email';
const PHONE_PATH = '/wps/member/password/verification';
const SMS_PATH = '/wps/verification/sms/noLogin';

let counter = 0;
/** A user name (at most 16 characters) and a valid Myanmar mobile number (097 and 8 digits) no other test uses. */
function unique() {
  counter += 1;
  const stamp = `${Date.now().toString(36).slice(-6)}${(process.pid % 1296).toString(36)}${counter}`;
  const digits = `${Date.now() % 10_000}`.padStart(4, '0') + `${process.pid % 100}`.padStart(2, '0') + `${counter % 100}`.padStart(2, '0');
  return { username: `fp${stamp}`, mobile: `097${digits}` };
}

interface TestMember {
  username: string;
  password: string;
  mobile: string;
}

async function newMember(request: APIRequestContext): Promise<TestMember> {
  const { username, mobile } = unique();
  const password = `Pw${username.slice(-6)}9x`;
  const response = await request.post('/__sim/members', { headers: { Merchant: DEMO_CODE }, data: { username, password, mobile, type: MEMBER } });
  expect(response.status(), 'POST /__sim/members').toBe(201);
  return { username, password, mobile };
}

async function newestSmsCode(request: APIRequestContext, mobile: string): Promise<string | undefined> {
  const response = await request.get('/__sim/sms', { headers: { Merchant: DEMO_CODE } });
  expect(response.ok(), 'GET /__sim/sms').toBe(true);
  const sent = (await response.json()) as { mobileNum: string; code: string }[];
  return sent.filter((s) => s.mobileNum === mobile).at(-1)?.code;
}

async function storedSession(page: Page) {
  return page.evaluate(() => {
    const raw = window.sessionStorage.getItem('livery.session');
    return raw ? (JSON.parse(raw) as { state: { session?: { userName: string; type: number; token: string; firstTimeLogin: boolean } } }).state.session : undefined;
  });
}

/** Injects one 500 for `path` (DEMO, the page's own lane) and clicks `submit`. */
async function failNextCall(page: Page, request: APIRequestContext, path: string, submit: () => Promise<void>) {
  expect(await withFault(page, request, DEMO_CODE, { path, status: 500 }, submit), `the injected fault answered ${path}`).toBe(500);
}

/** Calls the page makes to a path, recorded from now on. */
function callsTo(page: Page, path: string) {
  const calls: { body: string | null; contentType: string | undefined }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) calls.push({ body: r.postData(), contentType: r.headers()['content-type'] });
  });
  return calls;
}

const emailForm = (page: Page) => ({
  username: page.getByTestId('forgot-username'),
  email: page.getByTestId('forgot-email'),
  submit: page.getByTestId('forgot-email-submit'),
  error: page.getByTestId('forgot-email-failure'),
});

const phoneForm = (page: Page) => ({
  mobile: page.getByTestId('forgot-mobile'),
  mobileError: page.getByTestId('forgot-mobile-error'),
  code: page.getByTestId('forgot-code'),
  codeError: page.getByTestId('forgot-code-error'),
  password: page.getByTestId('forgot-new-password'),
  passwordError: page.getByTestId('forgot-new-password-error'),
  send: page.getByTestId('forgot-send-code'),
  countdown: page.getByTestId('forgot-send-code-countdown'),
  submit: page.getByTestId('forgot-phone-submit'),
  error: page.getByTestId('forgot-phone-failure'),
});

/** Opens /m/forget in EN with the phone form and sends a code to the member's number; answers the code. */
async function phoneWithCode(page: Page, request: APIRequestContext, member: TestMember) {
  const opened = await openMerchant(page, DEMO, '/m/forget', { lang: 'EN' });
  const f = phoneForm(page);
  await f.mobile.fill(member.mobile);
  await f.send.click();
  await expect(f.countdown).toBeVisible();
  await expect(f.code).toBeEnabled();
  const code = await newestSmsCode(request, member.mobile);
  expect(code, 'a code was sent to the number').toBeDefined();
  return { ...opened, f, code: code as string };
}

test.describe('by e-mail', () => {
  // These tests call the e-mail path, one of them through an injected fault: one after another.
  test.describe.configure({ mode: 'default' });

  test('reset sent: trimmed form-encoded call, "been out", back to the previous page about a second later', async ({ page, request }) => {
    const member = await newMember(request);
    const { errors } = await openMerchant(page, DEMO, '/m/login', { lang: 'EN' });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(`${origin}/m/forget`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot password');
    // PWRESETSMS3 is on for demo: phone is the default, e-mail one tap away.
    await expect(page.getByTestId('forgot-mode-phone')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('forgot-phone-form')).toBeVisible();
    await page.getByTestId('forgot-mode-email').click();
    await expect(page.getByTestId('forgot-mode-email')).toHaveAttribute('aria-pressed', 'true');

    const f = emailForm(page);
    const calls = callsTo(page, EMAIL_PATH);
    await f.username.fill(`  ${member.username} `);
    await f.email.fill(' player@example.com  ');
    const clickedAt = Date.now();
    await f.submit.click();
    const sent = page.getByTestId('toast').filter({ hasText: 'The reset e-mail has been sent out' });
    await sent.waitFor();
    await expect(page).toHaveURL(`${origin}/m/login`, { timeout: 5000 });
    const waited = Date.now() - clickedAt;
    expect(waited, 'the way back waits a second after the answer').toBeGreaterThanOrEqual(1000);
    expect(waited).toBeLessThan(5000);
    await expect(page.getByTestId('login-screen')).toBeVisible();

    expect(calls).toHaveLength(1);
    expect(calls[0]?.contentType).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(calls[0]?.body ?? ''))).toEqual({ username: member.username, email: 'player@example.com' });
    expectNoErrors(errors);
  });

  test('opened directly (no history), a sent reset returns to /m/login', async ({ page, request }) => {
    const member = await newMember(request);
    const { errors } = await openMerchant(page, DEMO, '/m/forget', { lang: 'EN' });
    await page.getByTestId('forgot-mode-email').click();
    const f = emailForm(page);
    await f.username.fill(member.username);
    await f.email.fill('someone@example.co.uk');
    await f.submit.click();
    await page.getByTestId('toast').filter({ hasText: 'The reset e-mail has been sent out' }).waitFor();
    await expect(page).toHaveURL(`${origin}/m/login`);
    expectNoErrors(errors);
  });

  test('a failed call (500) keeps what was typed and shows an error; the next try is sent', async ({ page, request }) => {
    const member = await newMember(request);
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
    await expect(page.locator('.lv-home')).toBeVisible();
    await pushInApp(page, '/m/forget');
    await page.getByTestId('forgot-mode-email').click();
    const f = emailForm(page);
    await f.username.fill(member.username);
    await f.email.fill('player@example.com');
    await failNextCall(page, request, EMAIL_PATH, () => f.submit.click());
    await expect(f.error).toHaveText('Unknown error');
    await expect(f.error).toHaveAttribute('role', 'alert');
    await expect(f.username).toHaveValue(member.username);
    await expect(f.email).toHaveValue('player@example.com');
    await expect(page).toHaveURL(`${origin}/m/forget`);
    await expect(page.getByTestId('toast').filter({ hasText: 'please wait' })).toHaveCount(0);

    await f.submit.click();
    await page.getByTestId('toast').filter({ hasText: 'The reset e-mail has been sent out' }).waitFor();
    // The reset page was opened from home: the way back leads there.
    await expect(page).toHaveURL(`${origin}/m/home`);
    expectNoErrors(errors, [REFUSED_500]);
  });
});

test('bad e-mail form input: "email incorrect" and the account rule, no call; fixing clears the errors', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/forget', { lang: 'EN' });
  await page.getByTestId('forgot-mode-email').click();
  const f = emailForm(page);
  const calls = callsTo(page, EMAIL_PATH);
  const emailError = page.getByTestId('forgot-email-error');
  const usernameError = page.getByTestId('forgot-username-error');

  await f.submit.click();
  await expect(usernameError).toHaveText('Account format is incorrect');
  await expect(emailError).toHaveText('email incorrect');
  await expect(f.username).toBeFocused();
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');

  await f.username.fill('player01');
  await expect(usernameError).toHaveCount(0);
  for (const bad of ['player', 'bad@', 'a@b.c', 'a b@example.com', 'x@example.abcd', `${'a'.repeat(243)}@example.com`]) {
    await f.email.fill(bad);
    await f.submit.click();
    await expect(emailError, `"${bad.slice(0, 20)}…" (${bad.length} characters)`).toHaveText('email incorrect');
  }
  await f.email.fill('   ');
  await f.submit.click();
  await expect(emailError).toHaveText('email incorrect');
  await expect(f.email).toBeFocused();
  await f.email.fill('player.one@mail.example.com');
  await expect(emailError).toHaveCount(0);
  await expect(f.email).not.toHaveAttribute('aria-invalid', 'true');
  expect(calls, 'no call for a refused form').toEqual([]);
  expectNoErrors(errors);
});

test('the customer-service link opens the service screen, which offers the merchant\'s live chat', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/forget', { lang: 'EN' });
  await page.getByTestId('forgot-mode-email').click();
  await page.getByRole('link', { name: 'Contact customer service' }).click();
  await expect(page).toHaveURL(/\/m\/service$/);
  const newTab = page.getByTestId('service-open-tab');
  await expect(newTab).toHaveAttribute('href', 'https://chat.demo.example/livechat');
  await expect(newTab).toHaveAttribute('rel', /noopener/);
  expectNoErrors(errors);
});

test('jade (PWRESETSMS3 off): no choice of method, the e-mail form only; no header, no footer', async ({ page }) => {
  const { errors } = await openMerchant(page, 'jade', '/m/forget', { lang: 'EN' });
  await expect(page.getByTestId('forgot-screen')).toBeVisible();
  await expect(page.getByTestId('forgot-email-form')).toBeVisible();
  await expect(page.getByTestId('forgot-modes')).toHaveCount(0);
  await expect(page.getByTestId('forgot-mode-phone')).toHaveCount(0);
  await expect(page.getByTestId('forgot-phone-form')).toHaveCount(0);
  await expect(page.locator('header[data-testid=header]')).toHaveCount(0);
  await expect(page.locator('footer[data-testid=footer]')).toHaveCount(0);
  await page.getByTestId('forgot-home').click();
  await expect(page).toHaveURL(`${merchantOrigin('jade')}/m/home`);
  expectNoErrors(errors);
});

test.describe('by phone', () => {
  // Most of these tests call the set-password path, one of them through an injected fault: one after another.
  test.describe.configure({ mode: 'default' });

  test('the submit button waits for a touched field and stays off while a field has an error', async ({ page }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/forget', { lang: 'EN' });
    const f = phoneForm(page);
    await expect(page.getByTestId('forgot-dialing-code')).toHaveValue('MM');
    await expect(f.submit).toBeDisabled();

    await f.mobile.fill('09123');
    await expect(f.mobileError, 'no verdict before the field is left').toHaveCount(0);
    await expect(f.submit).toBeDisabled();
    await f.mobile.press('Tab');
    await expect(f.mobileError).toHaveText('Please enter a valid mobile number. At least 7 digits.');
    await expect(f.submit).toBeDisabled();
    // Enough digits, but no number of the region (Myanmar): still refused.
    await f.mobile.fill('0000000000');
    await expect(f.mobileError).toHaveText('Please enter a valid mobile number. At least 7 digits.');
    await expect(f.submit).toBeDisabled();
    await f.mobile.fill('0912345678');
    await expect(f.mobileError).toHaveCount(0);
    await expect(f.submit).toBeEnabled();

    await f.password.fill('abc');
    await f.password.press('Tab');
    await expect(f.passwordError).toHaveText('Password format is incorrect');
    await expect(f.submit).toBeDisabled();
    await f.password.fill('Fresh1234');
    await expect(f.passwordError).toHaveCount(0);
    await expect(f.submit).toBeEnabled();

    // The untouched code is checked on submit: its error shows and the button is off until it is fixed.
    await f.submit.click();
    await expect(f.codeError).toHaveText('Verification code error');
    await expect(f.submit).toBeDisabled();
    expectNoErrors(errors);
  });

  test('an invalid mobile number: its error, focus on it, and no code is sent', async ({ page }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/forget', { lang: 'EN' });
    const f = phoneForm(page);
    const calls = callsTo(page, SMS_PATH);
    await f.send.click();
    await expect(f.mobileError).toHaveText('Please enter a valid mobile number. At least 7 digits.');
    await f.mobile.fill('12');
    await f.send.click();
    await expect(f.mobileError).toHaveText('Please enter a valid mobile number. At least 7 digits.');
    await expect(f.mobile).toBeFocused();
    await expect(f.send).toBeVisible();
    await expect(f.countdown).toHaveCount(0);
    await expect(f.code).toBeDisabled();
    expect(calls, 'no SMS call for an invalid number').toEqual([]);
    expectNoErrors(errors);
  });

  test('get code: "SMS sent", a countdown in place of the hidden link, the code field enabled', async ({ page, request }) => {
    const member = await newMember(request);
    const { errors } = await openMerchant(page, DEMO, '/m/forget', { lang: 'EN' });
    const f = phoneForm(page);
    const calls = callsTo(page, SMS_PATH);
    await expect(f.code).toBeDisabled();
    await f.mobile.fill(member.mobile);
    await f.send.click();
    await page.getByTestId('toast').filter({ hasText: 'SMS sent' }).waitFor();
    // The countdown starts at 60 s and ticks down (how far it got before this line runs depends on the load).
    await expect(f.countdown).toHaveText(/^Resend in \d+ s$/);
    const first = await f.countdown.textContent();
    const seconds = Number(/\d+/.exec(first ?? '')?.[0]);
    expect(seconds, 'the countdown starts at 60 s').toBeLessThanOrEqual(60);
    expect(seconds, 'the countdown starts at 60 s').toBeGreaterThan(45);
    await expect(f.send).toHaveCount(0);
    await expect(f.code).toBeEnabled();
    await expect(f.code).toBeFocused();
    await expect(f.countdown, 'the countdown ticks').not.toHaveText(first ?? '');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ mobileNum: member.mobile, countryDialingCode: '95' });
    expect(await newestSmsCode(request, member.mobile)).toMatch(/^\d{6}$/);
    expectNoErrors(errors);
  });

  test('a code asked for before the country list has arrived still goes with the region\'s dialing code', async ({ page, request }) => {
    const member = await newMember(request);
    // The platform's country list is held back until the code has been asked for.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/wps/system/country*', async (route) => {
      await held;
      await route.continue();
    });
    const { errors } = await openMerchant(page, DEMO, '/m/forget', { lang: 'EN' });
    const f = phoneForm(page);
    const calls = callsTo(page, SMS_PATH);
    await f.mobile.fill(member.mobile);
    await f.send.click();
    // The SMS call waits for the dialing code rather than going without it.
    await expect(page.getByTestId('toast').filter({ hasText: 'SMS sent' })).toHaveCount(0);
    expect(calls).toHaveLength(0);
    release();
    await page.getByTestId('toast').filter({ hasText: 'SMS sent' }).waitFor();
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ mobileNum: member.mobile, countryDialingCode: '95' });
    expectNoErrors(errors);
  });

  test('reset by phone: logged in automatically with the mobile number and the new password, then /m/home', async ({ page, request }) => {
    const member = await newMember(request);
    const { errors, f, code } = await phoneWithCode(page, request, member);
    await f.code.fill(code);
    await f.password.fill('Renewed123');
    await f.submit.click();
    await expect(page).toHaveURL(`${origin}/m/home`);
    await expect(page.locator('.lv-home')).toBeVisible();
    // The member's user name is not its mobile number: the login with the number found the account.
    expect(await storedSession(page)).toMatchObject({ userName: member.username, type: MEMBER, firstTimeLogin: false });
    await expect(page.getByTestId('header-account')).toHaveText(member.username);

    // The new password is the member's password now.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto(`${origin}/m/login`);
    await page.getByTestId('login-username').fill(member.username);
    await page.getByTestId('login-password').fill('Renewed123');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(`${origin}/m/home`);
    expectNoErrors(errors);
  });

  test('modify.new.old.same: the message, the password field cleared, the code kept', async ({ page, request }) => {
    const member = await newMember(request);
    const { errors, f, code } = await phoneWithCode(page, request, member);
    await f.code.fill(code);
    await f.password.fill(member.password);
    await f.submit.click();
    await expect(f.error).toHaveText('The new password and the old password cannot be the same');
    await expect(f.password).toHaveValue('');
    await expect(f.code).toHaveValue(code);
    await expect(f.mobile).toHaveValue(member.mobile);
    await expect(page).toHaveURL(`${origin}/m/forget`);

    // Another password with the same code goes through.
    await f.password.fill('Another123');
    await f.submit.click();
    await expect(page).toHaveURL(`${origin}/m/home`);
    expectNoErrors(errors, [REFUSED_400]);
  });

  test('a wrong code: the message, the code field cleared, the password kept', async ({ page, request }) => {
    const member = await newMember(request);
    const { errors, f, code } = await phoneWithCode(page, request, member);
    const wrong = code === '000000' ? '111111' : '000000';
    await f.code.fill(wrong);
    await f.password.fill('Renewed123');
    await f.submit.click();
    await expect(f.error).toHaveText('Verification code error');
    await expect(f.code).toHaveValue('');
    await expect(f.password).toHaveValue('Renewed123');
    await expect(page).toHaveURL(`${origin}/m/forget`);
    expectNoErrors(errors, [REFUSED_400]);
  });

  test('a failed call (500) keeps what was typed and shows an error; the next try resets', async ({ page, request }) => {
    const member = await newMember(request);
    const { errors, f, code } = await phoneWithCode(page, request, member);
    await f.code.fill(code);
    await f.password.fill('Renewed123');
    await failNextCall(page, request, PHONE_PATH, () => f.submit.click());
    await expect(f.error).toHaveText('Unknown error');
    await expect(f.mobile).toHaveValue(member.mobile);
    await expect(f.code).toHaveValue(code);
    await expect(f.password).toHaveValue('Renewed123');
    await expect(page.getByTestId('toast').filter({ hasText: 'please wait' })).toHaveCount(0);

    await f.submit.click();
    await expect(page).toHaveURL(`${origin}/m/home`);
    expectNoErrors(errors, [REFUSED_500]);
  });
});
