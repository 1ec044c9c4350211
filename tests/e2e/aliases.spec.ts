/**
 * Route aliases of spec 2.1: replaced by the canonical path (query kept), and unknown paths: a not-found
 * page in the app and HTTP 404 from the server.
 */
import { expect, test } from './fixtures';
import { expectNoErrors, MERCHANTS, merchantOrigin, openMerchant } from './helpers';

const DEMO = 'demo';
const origin = merchantOrigin(DEMO);

test('/, /m, /m/, /m/index and /m/index.html open home at /m/home, replacing the address', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/help');
  for (const alias of ['/', '/m', '/m/', '/m/index', '/m/index.html']) {
    errors.clear();
    const response = await page.goto(`${origin}${alias}`);
    expect.soft(response?.status(), `server status of ${alias}`).toBe(200);
    await expect.soft(page, `${alias} → /m/home`).toHaveURL(`${origin}/m/home`);
    await expect.soft(page.locator('main .lv-home'), `home screen for ${alias}`).toBeVisible();
    // Replaced: still the first entry React Router made for this document (a push would make it 1).
    expect.soft(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx), `${alias} replaced, not pushed`).toBe(0);
    expectNoErrors(errors, [], true);
  }
  // One history entry per load (the blank tab, /m/help, five aliases): no alias left an extra entry behind.
  expect(await page.evaluate(() => window.history.length)).toBe(7);
});

test('plain localhost is the default merchant (demo)', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/m\/home$/);
  await expect(page.locator('main .lv-home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  const demo = MERCHANTS.get(DEMO);
  await expect(page.locator('header img.lv-logo')).toHaveAttribute('alt', demo?.identity.displayName ?? 'missing');
});

test('/register.html?affiliateCode=abc and /m/register.html open /m/register keeping the query', async ({ page }) => {
  const { errors, response } = await openMerchant(page, DEMO, '/register.html?affiliateCode=abc');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${origin}/m/register?affiliateCode=abc`);
  await expect(page.locator('[data-testid=register-screen][data-screen=register]')).toBeVisible();

  const second = await page.goto(`${origin}/m/register.html?affiliateCode=xyz&lang=EN`);
  expect(second?.status()).toBe(200);
  await expect(page).toHaveURL(`${origin}/m/register?affiliateCode=xyz&lang=EN`);
  await expect(page.locator('[data-screen=register]')).toBeVisible();

  await page.goto(`${origin}/m/register.html`);
  await expect(page).toHaveURL(`${origin}/m/register`);
  await expect(page.locator('[data-screen=register]')).toBeVisible();
  expectNoErrors(errors);
});

test('/m/member/home opens the member centre at /m/mine', async ({ page }) => {
  const { errors, response } = await openMerchant(page, DEMO, '/m/member/home');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${origin}/m/mine`);
  await expect(page.getByTestId('member-centre')).toBeVisible();
  expectNoErrors(errors);
});

test('an unknown path shows the not-found page and the server answers 404', async ({ page, request }) => {
  const unknown = '/m/no-such-screen';
  const { response, errors } = await openMerchant(page, DEMO, unknown, { lang: 'EN' });
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveURL(`${origin}${unknown}`);
  await expect(page.locator('main')).toHaveCount(1);
  // Its "go to home" button leads home.
  await page.getByTestId('not-found').getByRole('button').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('.lv-home')).toBeVisible();

  expect((await request.get(unknown)).status()).toBe(404);
  expect((await request.get('/m/nope/deeper/path.html')).status()).toBe(404);
  // Declared paths and aliases answer 200.
  expect((await request.get('/m/home')).status()).toBe(200);
  expect((await request.get('/m/index.html')).status()).toBe(200);
  expect((await request.get('/register.html?affiliateCode=abc')).status()).toBe(200);
  expectNoErrors(errors, [/Failed to load resource: the server responded with a status of 404/]);
});

test('a route a merchant does not declare is unknown there (jade has no /m/withdraw)', async ({ page, request }) => {
  const jade = MERCHANTS.get('jade');
  expect(jade?.routes.some((r) => r.path === '/m/withdraw')).toBe(false);
  const { response, errors } = await openMerchant(page, 'jade', '/m/withdraw');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  expectNoErrors(errors, [/Failed to load resource: the server responded with a status of 404/]);
  expect((await request.get('/m/withdraw', { headers: { Host: 'jade.localhost' } })).status()).toBe(404);
  // demo declares it.
  expect((await request.get('/m/withdraw', { headers: { Host: 'demo.localhost' } })).status()).toBe(200);
});

test('every declared path and alias of every merchant answers 200 from the server', async ({ request }) => {
  for (const [code, config] of MERCHANTS) {
    for (const path of config.routes.flatMap((r) => [r.path, ...r.aliases])) {
      const response = await request.get(path, { headers: { Host: `${code}.localhost` } });
      expect.soft(response.status(), `${code} ${path}`).toBe(200);
    }
  }
});
