/**
 * Tests of the simulator-controlled merchant (SIM_MERCHANT, sahara): the startup gate driven through the
 * real simulator control API (PATCH /__sim/status with the Merchant header), plus everything else that visits this
 * merchant (its route walk, right-to-left). The simulator state is shared by every page of the merchant, so
 * the tests of this file run one after another in one worker, and nothing outside this file visits it.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { AGENT, expectNoErrors, guestSample, MERCHANTS, merchantOrigin, openMerchant, ownFaultLane, SIM_MERCHANT, walkRoutes } from './helpers';
import { DEMO, liveSession } from './account-helpers';

// 'default' (not 'serial'): in order, in one worker, opted out of fullyParallel, but a failure does not skip
// the tests after it.
test.describe.configure({ mode: 'default' });

const config = MERCHANTS.get(SIM_MERCHANT);
if (!config) throw new Error(`merchant ${SIM_MERCHANT} not found under merchants/`);
const byDefault = MERCHANTS.get(DEMO);
if (!byDefault) throw new Error(`merchant ${DEMO} not found under merchants/`);
const merchantCode = config.identity.merchantCode;
const origin = merchantOrigin(SIM_MERCHANT);

/** Under maintenance the platform refuses its other calls (HTTP 500), and the browser logs each refusal. */
const UNDER_MAINTENANCE = /Failed to load resource: the server responded with a status of 500/;

async function setSimStatus(request: APIRequestContext, status: Record<string, boolean | string>) {
  const response = await request.patch('/__sim/status', { headers: { Merchant: merchantCode }, data: status });
  expect(response.ok(), `PATCH /__sim/status for ${merchantCode}`).toBe(true);
  return response.json();
}

test.afterEach(async ({ request }) => {
  await request.delete('/__sim/faults', { headers: { Merchant: merchantCode } });
  await setSimStatus(request, { maintenance: false, regionRestriction: false, ipRestricted: false, info: '' });
});

test(`routes of ${SIM_MERCHANT} as a guest`, async ({ page }) => {
  // One walk in one test (the simulator's status is shared, so these tests run one at a time): the routes a
  // guest may open, those declared otherwise than by the default merchant, one of each guard outcome
  // (helpers.ts guestSample; routes.spec.ts walks every route of the default merchant).
  test.setTimeout(240_000);
  await walkRoutes(page, SIM_MERCHANT, config, undefined, 'address', undefined, guestSample(config, byDefault));
});

test(`routes of ${SIM_MERCHANT} as an agent (type 1), through the history`, async ({ page, request }) => {
  // The guest's sample again (routes.spec.ts walks every route of the default merchant as an agent).
  test.setTimeout(240_000);
  await walkRoutes(page, SIM_MERCHANT, config, await liveSession(request, AGENT, merchantCode), 'history', undefined, guestSample(config, byDefault));
});

test(`${SIM_MERCHANT} starts in Arabic, right to left`, async ({ page }) => {
  const { errors } = await openMerchant(page, SIM_MERCHANT, '/m/home');
  await expect(page.locator('.lv-home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('language-button').locator('img')).toHaveAttribute('src', '/flags/sa.svg');
  expectNoErrors(errors);
});

/**
 * Counts the settings calls answered and the status calls under way. Each call refused for maintenance makes
 * the app check the status again (the settings call and its one retry): a test that turns maintenance off
 * waits for those to be over first, or a late re-check would show the app before "check again" is tapped.
 */
function startupCalls(page: Page): () => { settingsAnswered: number; statusInFlight: number } {
  let settingsAnswered = 0;
  const status = new Set<object>();
  page.on('request', (r) => {
    if (r.url().includes('/wps/system/status')) status.add(r);
  });
  const done = (r: Request) => status.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (r) => {
    if (r.url().includes('/wps/system/settings/consolidated')) settingsAnswered++;
  });
  return () => ({ settingsAnswered, statusInFlight: status.size });
}

test('simulator maintenance on: the maintenance page; off and "check again": the app', async ({ page, request }) => {
  const status = await setSimStatus(request, { maintenance: true });
  expect(status).toMatchObject({ maintenance: true });
  const calls = startupCalls(page);
  const { errors } = await openMerchant(page, SIM_MERCHANT, '/m/home', { lang: 'EN' });
  const maintenance = page.getByTestId('maintenance-page');
  await expect(maintenance).toBeVisible();
  await expect(page.locator('main')).toHaveCount(0);
  // The settings call and its retry were refused, and the re-checks they started have answered.
  await expect.poll(() => calls().settingsAnswered >= 2 && calls().statusInFlight === 0, { timeout: 15_000 }).toBe(true);
  await expect(maintenance).toBeVisible();

  await setSimStatus(request, { maintenance: false });
  await maintenance.getByRole('button').click();
  await expect(page.locator('main .lv-home')).toBeVisible();
  await expect(maintenance).toHaveCount(0);
  expectNoErrors(errors, [UNDER_MAINTENANCE]);
});

test('simulator maintenance and region restriction: maintenance wins; region alone: blocked region', async ({ page, request }) => {
  await setSimStatus(request, { maintenance: true, regionRestriction: true });
  const { errors } = await openMerchant(page, SIM_MERCHANT, '/m/home', { lang: 'EN' });
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await expect(page.getByTestId('blocked-region-page')).toHaveCount(0);

  await setSimStatus(request, { maintenance: false, regionRestriction: true });
  await page.reload();
  await expect(page.getByTestId('blocked-region-page')).toBeVisible();
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(0);
  expectNoErrors(errors, [UNDER_MAINTENANCE]);
});

test('simulator IP restriction: the access-denied page', async ({ page, request }) => {
  await setSimStatus(request, { ipRestricted: true });
  const { errors } = await openMerchant(page, SIM_MERCHANT, '/m/home', { lang: 'EN' });
  await expect(page.getByTestId('access-denied-page')).toBeVisible();
  await expect(page.locator('main')).toHaveCount(0);
  expectNoErrors(errors, [/Failed to load resource/]);
});

test('another merchant is not affected by the simulated maintenance', async ({ page, request }) => {
  await setSimStatus(request, { maintenance: true });
  const { errors } = await openMerchant(page, 'jade', '/m/home');
  await expect(page.locator('main .lv-home')).toBeVisible();
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  await page.goto(`${origin}/m/home`);
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  expectNoErrors(errors, [UNDER_MAINTENANCE]);
});

/** Faults injected in the simulator (issue 3): each failure class shows the error and Retry, and Retry recovers. */
for (const [name, fault] of [
  ['HTTP 500', { status: 500 }],
  ['a dropped connection', { drop: true }],
  ['a malformed body', { malformed: true }],
] as const) {
  test(`startup status with ${name}: "load failed, tap to retry"; Retry shows the app`, async ({ page, request }) => {
    // In this page's own lane: another test opening this merchant meanwhile must not take the fault.
    const lane = await ownFaultLane(page);
    const injected = await request.post('/__sim/faults', { headers: { Merchant: merchantCode }, data: { path: '/wps/system/status', ...fault, lane } });
    expect(injected.status()).toBe(201);
    const { errors } = await openMerchant(page, SIM_MERCHANT, '/m/home', { lang: 'EN' });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('load failed, tap to retry');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main .lv-home')).toBeVisible();
    expectNoErrors(errors, [/Failed to load resource/, /ERR_/]);
  });
}

test('a slow startup status shows the waiting text, then the app', async ({ page, request }) => {
  const lane = await ownFaultLane(page);
  // Long enough that a busy machine has started the app and shows the waiting text before the answer comes
  // (home's own blocks say "please wait" too while they load: the start-up's waiting text is the one without home).
  const injected = await request.post('/__sim/faults', { headers: { Merchant: merchantCode }, data: { path: '/wps/system/status', delayMs: 6000, lane } });
  expect(injected.status()).toBe(201);
  const { errors } = await openMerchant(page, SIM_MERCHANT, '/m/home', { lang: 'EN' });
  await expect(page.getByRole('status').filter({ hasText: 'please wait' })).toBeVisible();
  await expect(page.locator('main .lv-home')).toHaveCount(0);
  await expect(page.locator('main .lv-home')).toBeVisible({ timeout: 15_000 });
  expectNoErrors(errors);
});

// Every sahara visit lives in this file (its tests run in order), so the login check in Arabic is here too.
test('sahara: the login screen in Arabic, right to left, without console errors', async ({ page }) => {
  const { errors } = await openMerchant(page, SIM_MERCHANT, '/m/login');
  const screen = page.getByTestId('login-screen');
  await expect(screen).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await screen.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  await expect(page.getByTestId('login-home')).toHaveText('العودة إلى الرئيسية');
  await expect(page.getByTestId('login-tab-sms')).toBeVisible();
  // sahara: GOOGLELOGIN3 on, FACEBOOKLOGIN3 off.
  await expect(page.getByTestId('login-google')).toBeVisible();
  await expect(page.getByTestId('login-facebook')).toHaveCount(0);
  expectNoErrors(errors);
});

/**
 * Spec §3 "Login payload" (type firebase): sahara's phone verification is Firebase with the emulator on the
 * site's own origin. The real Firebase JS SDK sends and checks the code against the simulator's Firebase Auth
 * emulator endpoints; the login call carries firebaseIdToken. Nothing may leave the machine: every request
 * to another host is aborted and fails the test.
 */
test('sahara: SMS login through the Firebase SDK against the emulator, no request off this machine', async ({ page, request }) => {
  const firebase = config.firebase;
  if (!firebase) throw new Error('sahara has no firebase section');
  const mobile = `55${String(Date.now() % 1e7).padStart(7, '0')}`;
  const username = `fb${Date.now().toString(36)}`;
  const made = await request.post('/__sim/members', { headers: { Merchant: merchantCode }, data: { username, password: 'Fire1234x', mobile, type: 0 } });
  expect(made.status()).toBe(201);

  const offMachine: string[] = [];
  await page.context().route(/^https?:\/\//, (route) => {
    const { hostname } = new URL(route.request().url());
    if (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1') return route.fallback();
    offMachine.push(route.request().url());
    return route.abort();
  });
  const sdkCalls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/(identitytoolkit|securetoken)\.googleapis\.com\//.test(pathname)) sdkCalls.push(pathname);
  });
  const logins: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/session/login') logins.push({ encrypted: Boolean(r.headers().encryption) });
  });

  const { errors } = await openMerchant(page, SIM_MERCHANT, '/m/login', { lang: 'EN' });
  await page.getByTestId('login-tab-sms').click();
  await page.getByTestId('login-mobile').fill(mobile);
  await page.getByTestId('login-send-code').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'SMS sent' })).toBeVisible();

  // The emulator-only listing of codes (as the real emulator's /emulator/v1/projects/{id}/verificationCodes).
  const codeFor = async () => {
    const res = await request.get(`/emulator/v1/projects/${firebase.projectId}/verificationCodes`);
    const { verificationCodes } = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
    return verificationCodes.filter((v) => v.phoneNumber === `+966${mobile}`).at(-1)?.code;
  };
  await expect.poll(codeFor).toMatch(/^\d{6}$/);
  const code = (await codeFor()) as string;

  // A wrong code: Firebase refuses it, the form says so and keeps the number.
  await page.getByTestId('login-code').fill(code === '111111' ? '222222' : '111111');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Verification code error');
  await expect(page.getByTestId('login-mobile')).toHaveValue(mobile);

  await page.getByTestId('login-code').fill(code);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  const session = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('livery.session') ?? '{}').state?.session);
  expect(session).toMatchObject({ userName: username, type: 0 });
  expect(sdkCalls).toEqual(
    expect.arrayContaining([
      '/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode',
      '/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber',
    ]),
  );
  expect(logins.length, 'one login call per submit with the ID token (the wrong code never reached the platform)').toBe(1);
  expect(offMachine, 'requests that would have left this machine').toEqual([]);
  // The SDK keeps nothing in the browser's storage (in-memory persistence).
  expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('firebase')))).toEqual([]);
  expectNoErrors(errors, [/status of 400/]);
});
