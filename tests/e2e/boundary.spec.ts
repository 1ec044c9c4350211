/**
 * Screen boundary of spec 2.1: "A screen that fails to load shows an error with a retry button; while
 * loading it shows a waiting text."
 */
import { expect, test } from './fixtures';
import { expectNoErrors, openMerchant } from './helpers';

const CHUNK = '**/assets/game-lobby-screen-*.js';

test('a screen whose code fails to load shows "load failed, tap to retry"; Retry loads it', async ({ page }) => {
  let aborted = 0;
  await page.route(CHUNK, (route) => {
    aborted++;
    return route.abort();
  });
  const { errors } = await openMerchant(page, 'demo', '/m/gameLobby', { lang: 'EN' });
  const main = page.locator('main');
  const alert = main.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('load failed, tap to retry');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(aborted).toBeGreaterThan(0);
  // The frame around it still works.
  await expect(page.locator('header[data-testid=header]')).toBeVisible();
  await expect(page.locator('footer[data-testid=footer] nav')).toBeVisible();

  await page.unroute(CHUNK);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(main.locator('[data-screen=gameLobby]')).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  // The refused chunk is logged by the browser and reported by React's error boundary; nothing uncaught.
  expectNoErrors(errors, [/Failed to load resource/, /dynamically imported module|Importing a module script failed|error loading dynamically/i]);
});

test('while a screen loads, a "please wait" text shows in <main>', async ({ page }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(CHUNK, async (route) => {
    await gate;
    await route.continue();
  });
  const { errors } = await openMerchant(page, 'demo', '/m/gameLobby', { lang: 'EN' });
  const main = page.locator('main');
  await expect(main.getByRole('status')).toContainText('please wait');
  await expect(main.locator('[data-screen=gameLobby]')).toHaveCount(0);
  release();
  await expect(main.locator('[data-screen=gameLobby]')).toBeVisible();
  await expect(main.getByText('please wait')).toHaveCount(0);
  expectNoErrors(errors);
});
