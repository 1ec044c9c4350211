/**
 * Page transitions of spec 2.2: pages fade over 300 ms, with no transition on a back swipe of more than
 * 100 px.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoErrors, openMerchant } from './helpers';

/**
 * A horizontal touch swipe from startX to endX, as the browser reports it, followed at once by the history
 * back a swipe-back gesture causes (in one evaluate, so a busy machine cannot stretch the gap between them).
 */
async function swipeThenBack(page: Page, startX: number, endX: number) {
  await page.evaluate(
    ([from, to]) => {
      const touch = (x: number) => new Touch({ identifier: 1, target: document.body, clientX: x, clientY: 400 });
      document.body.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(from)], changedTouches: [touch(from)], bubbles: true }));
      document.body.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [touch(to)], bubbles: true }));
      window.history.back();
    },
    [startX, endX] as const,
  );
}

async function homeThenPromotions(page: Page) {
  await expect(page.locator('main .lv-home')).toBeVisible();
  await page.getByTestId('footer-promotions').click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  const main = page.locator('main');
  await expect(main.locator('[data-screen=activityList]')).toBeVisible();
  // An in-app navigation fades in over 300 ms.
  await expect(main).toHaveAttribute('data-fade', 'on');
  const animation = await main.evaluate((el) => {
    const style = getComputedStyle(el);
    return { name: style.animationName, duration: style.animationDuration };
  });
  expect(animation).toEqual({ name: 'lv-fade', duration: '0.3s' });
}

test('a back swipe longer than 100 px followed by history back shows the page without a fade', async ({ page }) => {
  const { errors } = await openMerchant(page, 'demo', '/m/home', { lang: 'EN' });
  await homeThenPromotions(page);
  await swipeThenBack(page, 20, 170);
  await expect(page).toHaveURL(/\/m\/home$/);
  const main = page.locator('main');
  await expect(main.locator('.lv-home')).toBeVisible();
  await expect(main).toHaveAttribute('data-fade', 'off');
  expect(await main.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  // It stays without a fade once the swipe is a second old (a later re-render must not start one).
  await page.waitForTimeout(1_300);
  await expect(main).toHaveAttribute('data-fade', 'off');
  expectNoErrors(errors);
});

test('a short back swipe (50 px) followed by history back still fades', async ({ page }) => {
  const { errors } = await openMerchant(page, 'demo', '/m/home', { lang: 'EN' });
  await homeThenPromotions(page);
  await swipeThenBack(page, 20, 70);
  await expect(page).toHaveURL(/\/m\/home$/);
  const main = page.locator('main');
  await expect(main.locator('.lv-home')).toBeVisible();
  await expect(main).toHaveAttribute('data-fade', 'on');
  expectNoErrors(errors);
});

test('a swipe in the forward direction is not a back swipe: history back still fades', async ({ page }) => {
  const { errors } = await openMerchant(page, 'demo', '/m/home', { lang: 'EN' });
  await homeThenPromotions(page);
  await swipeThenBack(page, 300, 150);
  await expect(page.locator('main .lv-home')).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('data-fade', 'on');
  expectNoErrors(errors);
});
