/**
 * Register (spec 2.5; 4 "Registration method", "Register submit", "Affiliate code", "SMS code button"; 5
 * "Register"; 8): the announcement, tabs and fields from the live settings and flags, each refusal the spec
 * names, SMS codes through the platform (demo) and through the phone-verification provider (jade), and a
 * registration that leaves the player logged in.
 *
 * Every test registers its own new names and numbers. Tests that call the register endpoint on DEMO run in
 * order (one of them injects a fault into that endpoint, which another registration must not use up); the
 * jade tests change jade's live settings and flags, so they run in order too and restore what they change.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { captchaPng } from '../../src/platform-sim/captcha';
import { expectNoErrors, frame, MEMBER, merchantOrigin, openMerchant, withFault } from './helpers';

const DEMO = 'demo';
const JADE = 'jade';
const CODES = { demo: 'DEMO', jade: 'JADE' } as const;
type Site = keyof typeof CODES;

const REFUSED_400 = /^Failed to load resource: the server responded with a status of 400\b/;
const REFUSED_500 = /^Failed to load resource: the server responded with a status of 500\b/;

let counter = 0;
/** A user name, a password and the digits of a mobile number no other test uses. */
function unique() {
  counter += 1;
  const stamp = Date.now();
  const digits = `${String(stamp % 1e6).padStart(6, '0')}${process.pid % 10}${counter % 10}`;
  return {
    username: `rg${stamp.toString(36).slice(-7)}${(process.pid % 1296).toString(36)}${counter}`,
    password: `Secret${counter}x9`,
    /** Valid numbers: Myanmar (demo's default region) and Thailand (jade's). */
    mmMobile: `097${digits}`,
    thMobile: `08${digits}`,
  };
}

const sim = (request: APIRequestContext, site: Site) => {
  const headers = { Merchant: CODES[site] };
  return {
    patch: async (path: string, data: unknown) => expect((await request.patch(path, { headers, data })).ok(), `PATCH ${path}`).toBe(true),
    captchas: async () => (await (await request.get('/__sim/captcha', { headers })).json()) as string[],
    sms: async () => (await (await request.get('/__sim/sms', { headers })).json()) as { mobileNum: string; code: string; purpose: string }[],
    get: async (path: string) => ((await (await request.get(path, { headers })).json()) as { value: Record<string, unknown> }).value,
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
  };
};

const field = (page: Page, name: string) => page.getByTestId(`register-${name}`);
const errorOf = (page: Page, name: string) => page.getByTestId(`register-${name}-error`);
const fieldOrder = (page: Page) => page.locator('[data-testid=register-form] [data-field]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-field')));

/** The unused answer of the captcha image shown (the simulator draws each answer into its PNG). */
async function captchaAnswer(page: Page, request: APIRequestContext, site: Site): Promise<string> {
  const img = page.getByTestId('register-captcha-image').locator('img');
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const src = (await img.getAttribute('src')) ?? '';
  const answer = (await sim(request, site).captchas()).filter((a) => src === `data:image/png;base64,${captchaPng(a)}`).at(-1);
  expect(answer, 'the captcha shown is one of the simulator’s unused answers').toBeDefined();
  return answer as string;
}

async function newestCode(request: APIRequestContext, site: Site, mobile: string, purpose: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await sim(request, site).sms()).filter((s) => s.mobileNum === mobile && s.purpose === purpose).at(-1)?.code;
      return code;
    })
    .toBeDefined();
  return code as string;
}

async function storedSession(page: Page) {
  return page.evaluate(() => {
    const raw = window.sessionStorage.getItem('livery.session');
    return raw ? (JSON.parse(raw) as { state: { session?: { userName: string; type: number; token: string } } }).state.session : undefined;
  });
}

/** Paths of the platform calls a page makes from now on. */
function callsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/wps/')) calls.push(`${r.method()} ${path}`);
  });
  return calls;
}

async function fillUsernameForm(page: Page, request: APIRequestContext, who: { username: string; password: string }) {
  await field(page, 'username').fill(who.username);
  await field(page, 'password').fill(who.password);
  await field(page, 'confirmPassword').fill(who.password);
  await field(page, 'captcha').fill(await captchaAnswer(page, request, 'demo'));
}

/** "registered successfully", then the player is logged in (the platform knows the token) at `path`, also after a reload. */
async function expectLoggedIn(page: Page, site: Site, userName: string, path = '/m/home') {
  await expect(frame(page).toast.filter({ hasText: 'registered successfully' })).toBeVisible();
  await expect(page).toHaveURL(`${merchantOrigin(site)}${path}`);
  const session = await storedSession(page);
  expect(session).toMatchObject({ userName, type: MEMBER });
  const info = await page.request.get('/wps/member/info', { headers: { Merchant: CODES[site], Authorization: session?.token ?? '' } });
  expect(((await info.json()) as { value?: { account?: string } }).value?.account).toBe(userName);
  if (path !== '/m/home') return;
  await expect(page.getByTestId('header-account')).toHaveText(userName);
  await page.reload();
  await expect(page.getByTestId('header-account')).toHaveText(userName);
}

test('the registration announcement, both tabs (username first), the demo fields in order, social buttons and a login link', async ({ page }) => {
  const announcementCall = page.waitForRequest((r) => r.url().includes('/wps/relay/CCSFE_getListAnnouncements'));
  const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
  await expect(page.getByTestId('register-form')).toBeVisible();
  expect(Object.fromEntries(new URL((await announcementCall).url()).searchParams)).toMatchObject({ types: 'B', groupName: 'm_reg', platform: 'M' });
  const announcement = page.getByTestId('register-announcement');
  await expect(announcement.getByTestId('register-banner')).toHaveText(['Live Casino Week', 'Lottery Jackpot Night']);

  await expect(page.getByTestId('register-tab-username')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('register-tab-mobile')).toHaveAttribute('aria-pressed', 'false');
  // Demo's order with the simulator's default settings: the SMS code goes with the mobile number (REGMOBVERF3).
  await expect.poll(() => fieldOrder(page)).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'affiliateCode', 'captcha']);
  await expect(page.getByTestId('register-dialing-code')).toHaveValue('MM');
  await expect(field(page, 'verificationCode')).toBeDisabled();
  await expect(field(page, 'mobileNum')).toHaveAttribute('maxlength', '20');
  await expect(field(page, 'verificationCode')).toHaveAttribute('maxlength', '10');
  await expect(field(page, 'captcha')).toHaveAttribute('maxlength', '6');

  await page.getByTestId('register-tab-mobile').click();
  await expect(page.getByTestId('register-tab-mobile')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => fieldOrder(page)).toEqual(['password', 'confirmPassword', 'mobileNum', 'verificationCode', 'affiliateCode', 'captcha']);

  await field(page, 'password').fill('abc123');
  await expect(field(page, 'password')).toHaveAttribute('type', 'password');
  await page.getByTestId('register-confirmPassword-reveal').click();
  await expect(field(page, 'confirmPassword')).toHaveAttribute('type', 'text');

  // Social sign-up opens the provider's consent page (issue 17: tests/e2e/social-sign-in.spec.ts follows the flow).
  await expect(page.getByTestId('register-facebook')).toHaveText('Sign up with Facebook');
  await page.getByTestId('register-google').click();
  await page.waitForURL(/\/__oauth\/google\/authorize\?/);
  await page.goBack();
  await page.getByTestId('register-login-link').click();
  await expect(page).toHaveURL(`${merchantOrigin(DEMO)}/m/login`);
  expectNoErrors(errors);
});

test('opens scrolled to the top, also when the page before was scrolled down', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
  await expect(page.getByTestId('register-form')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByTestId('register-login-link').click();
  await expect(page.getByTestId('login-screen')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('a[href="/m/register"]').click();
  await expect(page.getByTestId('register-form')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expectNoErrors(errors);
});

test('empty submit: a message under each required field, focus on the first, no register call', async ({ page }) => {
  const calls = callsOf(page);
  const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
  await field(page, 'affiliateCode').fill('  ');
  await page.getByTestId('register-submit').click();
  await expect(errorOf(page, 'username')).toHaveText('Account format is incorrect');
  await expect(errorOf(page, 'password')).toHaveText('Password format is incorrect');
  await expect(errorOf(page, 'confirmPassword')).toHaveText('Incorrect password');
  await expect(errorOf(page, 'captcha')).toHaveText('Enter a captcha');
  await expect(errorOf(page, 'mobileNum')).toHaveCount(0);
  await expect(errorOf(page, 'affiliateCode')).toHaveCount(0);
  await expect(field(page, 'username')).toBeFocused();
  await expect(field(page, 'username')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('register-submit')).toBeEnabled();

  // Fixing the first moves the focus to the next one on the next try; what was typed stays.
  await field(page, 'username').fill('someone_new');
  await page.getByTestId('register-submit').click();
  await expect(field(page, 'password')).toBeFocused();
  await expect(field(page, 'username')).toHaveValue('someone_new');
  expect(calls.filter((c) => c.includes('/wps/member/register'))).toEqual([]);
  expectNoErrors(errors);
});

test('a confirmation that differs: "Confirmation password not matched", focused, nothing typed lost', async ({ page, request }) => {
  const who = unique();
  const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
  await fillUsernameForm(page, request, who);
  await field(page, 'confirmPassword').fill(`${who.password}-other`);
  await page.getByTestId('register-submit').click();
  await expect(errorOf(page, 'confirmPassword')).toHaveText('Confirmation password not matched');
  await expect(field(page, 'confirmPassword')).toBeFocused();
  await expect(field(page, 'username')).toHaveValue(who.username);
  await expect(field(page, 'password')).toHaveValue(who.password);
  await expect(field(page, 'confirmPassword')).toHaveValue(`${who.password}-other`);
  await expect(page).toHaveURL(`${merchantOrigin(DEMO)}/m/register`);
  expectNoErrors(errors);
});

test('an invalid mobile number asks for no SMS: the message with the minimum length, focus on the number', async ({ page }) => {
  const calls = callsOf(page);
  const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
  await page.getByTestId('register-tab-mobile').click();
  await field(page, 'mobileNum').fill('12345');
  await page.getByTestId('register-send-code').click();
  await expect(errorOf(page, 'mobileNum')).toHaveText('Please enter a valid mobile number. At least 7 digits.');
  await expect(field(page, 'mobileNum')).toBeFocused();
  // Long enough but not a Myanmar mobile number (libphonenumber-js per region).
  await field(page, 'mobileNum').fill('0112345678');
  await page.getByTestId('register-send-code').click();
  await expect(errorOf(page, 'mobileNum')).toHaveText('Please enter a valid mobile number. At least 7 digits.');
  await expect(page.getByTestId('register-send-code')).toBeVisible();
  await expect(field(page, 'verificationCode')).toBeDisabled();
  expect(calls.filter((c) => c.includes('/verification/sms') || c.includes('/sim-phone/'))).toEqual([]);
  // The input stops at 20 characters.
  await field(page, 'mobileNum').fill('0'.repeat(25));
  await expect(field(page, 'mobileNum')).toHaveValue('0'.repeat(20));
  expectNoErrors(errors);
});

test('an SMS code is sent: "SMS sent", the link gives way to a countdown, the code input opens', async ({ page, request }) => {
  const who = unique();
  const calls = callsOf(page);
  const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
  await page.getByTestId('register-tab-mobile').click();
  await field(page, 'mobileNum').fill(who.mmMobile);
  await page.getByTestId('register-send-code').click();
  await expect(frame(page).toast.filter({ hasText: 'SMS sent' })).toBeVisible();
  const countdown = page.getByTestId('register-send-code-countdown');
  await expect(countdown).toHaveText(/^Resend in (60|59|58) s$/);
  await expect(page.getByTestId('register-send-code')).toHaveCount(0);
  await expect(field(page, 'verificationCode')).toBeEnabled();
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '');
  expect(calls).toContain('POST /wps/verification/sms/register');
  expect(await newestCode(request, 'demo', who.mmMobile, 'register')).toMatch(/^\d{6}$/);
  // The code input takes digits only up to 10 characters; letters are refused on submit.
  await field(page, 'verificationCode').fill('12ab');
  await page.getByTestId('register-submit').click();
  await expect(errorOf(page, 'verificationCode')).toHaveText('Verification code error');
  expectNoErrors(errors);
});

test('an invalid invitation code: "Invalid invitation code", the field focused, no register call', async ({ page, request }) => {
  const who = unique();
  const calls = callsOf(page);
  const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
  await fillUsernameForm(page, request, who);
  await field(page, 'affiliateCode').fill('NOPE123');
  await page.getByTestId('register-submit').click();
  await expect(errorOf(page, 'affiliateCode')).toHaveText('Invalid invitation code');
  await expect(field(page, 'affiliateCode')).toBeFocused();
  await expect(field(page, 'affiliateCode')).toHaveValue('NOPE123');
  expect(calls).toContain('GET /wps/member/affiliate/check');
  expect(calls.filter((c) => c.includes('/wps/member/register'))).toEqual([]);
  expectNoErrors(errors, [REFUSED_400]);
});

test('the mobile number is carried across tab switches', async ({ page }) => {
  const who = unique();
  const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
  await field(page, 'mobileNum').fill(who.mmMobile);
  await page.getByTestId('register-tab-mobile').click();
  await expect(field(page, 'mobileNum')).toHaveValue(who.mmMobile);
  await field(page, 'mobileNum').fill(`${who.mmMobile.slice(0, -1)}1`);
  await page.getByTestId('register-tab-username').click();
  await expect(field(page, 'mobileNum')).toHaveValue(`${who.mmMobile.slice(0, -1)}1`);
  expectNoErrors(errors);
});

test('a failed announcement call does not block registering', async ({ page, request }) => {
  await page.route('**/wps/relay/CCSFE_getListAnnouncements*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"errorCode":"x","message":"Unknown error"}' }));
  const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
  await expect(page.getByTestId('register-form')).toBeVisible();
  await expect(field(page, 'username')).toBeEditable();
  await expect(page.getByTestId('register-announcement')).toHaveCount(0);
  const who = unique();
  await fillUsernameForm(page, request, who);
  await page.getByTestId('register-submit').click();
  await expectLoggedIn(page, 'demo', who.username);
  expectNoErrors(errors, [REFUSED_500]);
});

test.describe('demo registrations (one at a time: one test injects a fault into the register call)', () => {
  test.describe.configure({ mode: 'default' });

  test('by user name: registered, logged in, at /m/home', async ({ page, request }) => {
    const who = unique();
    const calls = callsOf(page);
    const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
    await fillUsernameForm(page, request, who);
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page, 'demo', who.username);
    expect(calls).toContain('PUT /wps/member/register');
    expectNoErrors(errors);
  });

  test('by mobile number with the platform SMS code: registered and logged in as the number', async ({ page, request }) => {
    const who = unique();
    const calls = callsOf(page);
    const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
    await page.getByTestId('register-tab-mobile').click();
    await field(page, 'mobileNum').fill(who.mmMobile);
    await page.getByTestId('register-send-code').click();
    await expect(field(page, 'verificationCode')).toBeEnabled();
    await field(page, 'verificationCode').fill(await newestCode(request, 'demo', who.mmMobile, 'register'));
    await field(page, 'password').fill(who.password);
    await field(page, 'confirmPassword').fill(who.password);
    await field(page, 'captcha').fill(await captchaAnswer(page, request, 'demo'));
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page, 'demo', who.mmMobile);
    expect(calls).toContain('PUT /wps/member/register/mobile');
    expect(calls.filter((c) => c.includes('/sim-phone/'))).toEqual([]);
    expectNoErrors(errors);
  });

  test('a taken user name: "Sorry, the username already exists" at the field; a new captcha, only it cleared', async ({ page, request }) => {
    const who = unique();
    const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
    await fillUsernameForm(page, request, { ...who, username: 'player01' });
    const before = await page.getByTestId('register-captcha-image').locator('img').getAttribute('src');
    await page.getByTestId('register-submit').click();
    await expect(errorOf(page, 'username')).toHaveText('Sorry, the username already exists');
    await expect(field(page, 'username')).toBeFocused();
    await expect(field(page, 'username')).toHaveValue('player01');
    await expect(field(page, 'password')).toHaveValue(who.password);
    await expect(field(page, 'confirmPassword')).toHaveValue(who.password);
    await expect(field(page, 'captcha')).toHaveValue('');
    await expect(page.getByTestId('register-captcha-image').locator('img')).not.toHaveAttribute('src', before ?? '');

    // Another name and the new captcha: registered.
    await field(page, 'username').fill(who.username);
    await field(page, 'captcha').fill(await captchaAnswer(page, request, 'demo'));
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page, 'demo', who.username);
    expectNoErrors(errors, [REFUSED_400]);
  });

  test('a wrong captcha is refused at the captcha field, which is cleared under a new image', async ({ page, request }) => {
    const who = unique();
    const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
    await fillUsernameForm(page, request, who);
    const answers = await sim(request, 'demo').captchas();
    let wrong = '1';
    while (answers.includes(wrong)) wrong += '1';
    const before = await page.getByTestId('register-captcha-image').locator('img').getAttribute('src');
    await field(page, 'captcha').fill(wrong);
    await page.getByTestId('register-submit').click();
    await expect(errorOf(page, 'captcha')).toHaveText('Enter a captcha');
    await expect(field(page, 'captcha')).toHaveValue('');
    await expect(field(page, 'captcha')).toBeFocused();
    await expect(page.getByTestId('register-captcha-image').locator('img')).not.toHaveAttribute('src', before ?? '');
    await expect(field(page, 'username')).toHaveValue(who.username);
    // The image can also be refreshed by hand.
    const shown = await page.getByTestId('register-captcha-image').locator('img').getAttribute('src');
    await page.getByTestId('register-captcha-image').click();
    await expect(page.getByTestId('register-captcha-image').locator('img')).not.toHaveAttribute('src', shown ?? '');
    expectNoErrors(errors, [REFUSED_400]);
  });

  test('a failed register call (500) shows an error and keeps what was typed; the next try registers', async ({ page, request }) => {
    const who = unique();
    const { errors } = await openMerchant(page, DEMO, '/m/register', { lang: 'EN' });
    await fillUsernameForm(page, request, who);
    const status = await withFault(page, request, CODES.demo, { path: '/wps/member/register', status: 500 }, () => page.getByTestId('register-submit').click());
    expect(status, 'the injected fault answered the register call').toBe(500);
    await expect(page.getByTestId('register-error')).toHaveText('Unknown error');
    await expect(page.getByTestId('register-error')).toHaveAttribute('role', 'alert');
    await expect(field(page, 'username')).toHaveValue(who.username);
    await expect(field(page, 'password')).toHaveValue(who.password);
    await expect(field(page, 'confirmPassword')).toHaveValue(who.password);
    await expect(field(page, 'captcha')).toHaveValue('');
    await expect(page.getByTestId('register-submit')).toBeEnabled();

    await field(page, 'captcha').fill(await captchaAnswer(page, request, 'demo'));
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page, 'demo', who.username);
    expectNoErrors(errors, [REFUSED_500]);
  });

  test('an invitation link fills the code (and names the domain); a valid code registers', async ({ page, request }) => {
    const who = unique();
    const agent = await sim(request, 'demo').post('/__sim/members', { username: `ag${who.username}`.slice(0, 16), type: 1 });
    const code = `AF${((await agent.json()) as { id: number }).id}`;
    const calls = callsOf(page);
    const { errors } = await openMerchant(page, DEMO, `/m/register?affiliateCode=${code}&domain=demo.localhost&redirect=%2Fm%2FgameList`, { lang: 'EN' });
    await expect(field(page, 'affiliateCode')).toHaveValue(code);
    await fillUsernameForm(page, request, who);
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page, 'demo', who.username, '/m/gameList');
    expect(calls.filter((c) => c === 'GET /wps/member/affiliate/check')).toHaveLength(1);
    expectNoErrors(errors);
  });
});

test.describe('jade: mobile-only registration through the phone-verification provider; live settings and flags', () => {
  test.describe.configure({ mode: 'default' });

  test('no tabs, the number first; the provider sends and verifies the code, then the register call carries its token', async ({ page, request }) => {
    const who = unique();
    const calls = callsOf(page);
    const { errors } = await openMerchant(page, JADE, '/m/register', { lang: 'EN' });
    await expect(page.getByTestId('register-form')).toBeVisible();
    await expect(page.getByTestId('register-tab-username')).toHaveCount(0);
    await expect.poll(() => fieldOrder(page)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode', 'captcha']);
    await expect(page.getByTestId('register-dialing-code')).toHaveValue('TH');

    await field(page, 'mobileNum').fill(who.thMobile);
    await page.getByTestId('register-send-code').click();
    await expect(page.getByTestId('register-send-code-countdown')).toHaveText(/^Resend in (60|59|58) s$/);
    expect(calls).toContain('POST /wps/sim-phone/send');
    expect(calls.filter((c) => c.includes('/verification/sms/'))).toEqual([]);
    const code = await newestCode(request, 'jade', who.thMobile, 'phone-verification');

    // A wrong code is not verified: registering stops at the code.
    await field(page, 'verificationCode').fill(code === '111111' ? '222222' : '111111');
    await field(page, 'password').fill(who.password);
    await field(page, 'confirmPassword').fill(who.password);
    await field(page, 'captcha').fill(await captchaAnswer(page, request, 'jade'));
    await page.getByTestId('register-submit').click();
    await expect(errorOf(page, 'verificationCode')).toHaveText('Verification code error');
    await expect(field(page, 'verificationCode')).toBeFocused();
    expect(calls.filter((c) => c.includes('/wps/member/register'))).toEqual([]);

    await field(page, 'verificationCode').fill(code);
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page, 'jade', who.thMobile);
    const order = calls.filter((c) => c.includes('/sim-phone/verify') || c.includes('/wps/member/register'));
    expect(order).toEqual(['POST /wps/sim-phone/verify', 'POST /wps/sim-phone/verify', 'PUT /wps/member/register/mobile']);
    expectNoErrors(errors, [REFUSED_400]);
  });

  test('fields follow PATCH /__sim/register-settings and the flags (restored afterwards)', async ({ page, request }) => {
    const jade = sim(request, 'jade');
    const settings = await jade.get('/wps/system/setting/register');
    const flags = { USERNAMEREG3: false, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true };
    const { errors } = await openMerchant(page, JADE, '/m/register', { lang: 'EN' });
    try {
      // The affiliate code and the captcha off; an e-mail the platform requires (not in jade's order: shown before the end).
      await jade.patch('/__sim/register-settings', { affiliateCode: { enabled: false }, captcha: { enabled: false }, email: { enabled: true, required: true } });
      await page.reload();
      await expect(page.getByTestId('register-form')).toBeVisible();
      await expect.poll(() => fieldOrder(page)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'email']);
      await page.getByTestId('register-submit').click();
      await expect(errorOf(page, 'email')).toHaveText('email incorrect');
      await expect(page.getByTestId('register-captcha-image')).toHaveCount(0);

      // Optional again, and not in jade's order: not shown.
      await jade.patch('/__sim/register-settings', { email: { required: false } });
      await page.reload();
      await expect.poll(() => fieldOrder(page)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword']);

      // No password with mobile registration, no SMS verification.
      await jade.patch('/__sim/flags', { MOBILENUMPASSREG3: false, REGMOBVERF3: false });
      await page.reload();
      await expect.poll(() => fieldOrder(page)).toEqual(['mobileNum']);

      // Both methods on: the two tabs, starting with the user name.
      await jade.patch('/__sim/flags', { USERNAMEREG3: true, MOBILENUMPASSREG3: true, REGMOBVERF3: true });
      await page.reload();
      await expect(page.getByTestId('register-tab-username')).toHaveAttribute('aria-pressed', 'true');
      // jade's order puts the (optional) number and its code before the password; the user name goes first.
      await expect.poll(() => fieldOrder(page)).toEqual(['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword']);
      await page.getByTestId('register-tab-mobile').click();
      await expect.poll(() => fieldOrder(page)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword']);
    } finally {
      await jade.patch('/__sim/register-settings', { ...settings, email: { enabled: false, required: false } });
      await jade.patch('/__sim/flags', flags);
    }
    await page.reload();
    await expect.poll(() => fieldOrder(page)).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode', 'captcha']);
    expectNoErrors(errors);
  });
});
