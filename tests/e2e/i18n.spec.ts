/**
 * Languages (spec 1): the merchant default, ?lang=, the remembered choice, the picker with a flag per
 * language, right-to-left. (The right-to-left default merchant is checked in gate.sim.spec.ts.)
 */
import { expect, test } from './fixtures';
import th from '../../src/i18n/locales/th.json' with { type: 'json' };
import { expectImageLoaded, expectNoErrors, merchantOrigin, openMerchant } from './helpers';

const DEMO = 'demo';
const origin = merchantOrigin(DEMO);

test('demo starts in its default language MY, left to right, with the Myanmar flag', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/home');
  await expect(page.locator('.lv-home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const flag = page.getByTestId('language-button').locator('img');
  await expect(flag).toHaveAttribute('src', '/flags/mm.svg');
  await expectImageLoaded(flag, 'flag image loads');
  // Not the English texts.
  await expect(page.getByTestId('header-login')).not.toHaveText('Login');
  expectNoErrors(errors);
});

test('?lang=EN gives English, and the choice is remembered without the parameter', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/home?lang=EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('header-login')).toHaveText('Login');
  await expect(page.getByTestId('header-register')).toHaveText('Register');
  await expect(page.getByTestId('language-button').locator('img')).toHaveAttribute('src', '/flags/gb.svg');

  await page.goto(`${origin}/m/home`);
  await expect(page.locator('.lv-home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('header-login')).toHaveText('Login');
  expectNoErrors(errors);
});

test('an unsupported ?lang= is ignored: the default language stays', async ({ page }) => {
  // jade does not offer Japanese (demo offers every language).
  const { errors } = await openMerchant(page, 'jade', '/m/home?lang=JA');
  await expect(page.locator('.lv-home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expectNoErrors(errors);
});

test('choosing AR in the picker switches to Arabic, right to left, and is remembered', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByTestId('language-button').click();
  // One flag per supported language.
  await expect(page.getByTestId('language-MY').locator('img')).toHaveAttribute('src', '/flags/mm.svg');
  await expect(page.getByTestId('language-EN').locator('img')).toHaveAttribute('src', '/flags/gb.svg');
  await expect(page.getByTestId('language-AR').locator('img')).toHaveAttribute('src', '/flags/sa.svg');
  await page.getByTestId('language-AR').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('language-button').locator('img')).toHaveAttribute('src', '/flags/sa.svg');

  await page.reload();
  await expect(page.locator('.lv-home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expectNoErrors(errors);
});

test('jade: English by default with its configured flag (us)', async ({ page }) => {
  const { errors } = await openMerchant(page, 'jade', '/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('header-login')).toHaveText('Login');
  const flag = page.getByTestId('language-button').locator('img');
  await expect(flag).toHaveAttribute('src', '/flags/us.svg');
  await expectImageLoaded(flag, 'flag image loads');
  expectNoErrors(errors);
});

test('the language list closes with Escape (focus back on its button) and with a tap outside it', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
  const button = page.getByTestId('language-button');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('language-AR')).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(page.getByTestId('language-AR')).toBeVisible();
  await page.locator('main').click({ position: { x: 20, y: 400 } });
  await expect(page.getByTestId('language-AR')).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expectNoErrors(errors);
});

test('a language chosen in one tab applies in the other open tab of the site', async ({ page, context }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
  await expect(page.getByTestId('header-login')).toHaveText('Login');
  const other = await context.newPage();
  await other.goto(`${origin}/m/login`);
  await other.getByTestId('login-screen').waitFor();
  // In the first tab, the player picks Thai.
  await page.bringToFront();
  await page.getByTestId('language-button').click();
  await page.getByTestId('language-TH').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(other.locator('html')).toHaveAttribute('lang', 'th');
  await expect(other.getByTestId('login-home')).toHaveText(th.login.backHome);
  expectNoErrors(errors);
});
