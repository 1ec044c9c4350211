/**
 * Home's first load (issue 5 "Budgets": the first banner is the largest paint): the DES cipher is not
 * part of the first paint's code; a guest's home loads it only when the side service bar (a later block,
 * which decrypts the customer-service link) asks for it.
 */
import { expect, test } from '@playwright/test';
import { openMerchant } from './helpers';

test('a guest home paints its first banner without the cipher; the side bar (a later block) brings it on demand', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/assets/')) fetched.push(path);
  });
  // The side bar's code is held until the first banner is checked, so the order does not depend on timing.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/side-service-bar-*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not awaited: the page's load event may wait for the held code.
  const opened = openMerchant(page, 'demo', '/m/home', { lang: 'EN' });
  await expect(page.locator('.lv-banner-still-image').first()).toBeVisible();
  expect(fetched.some((p) => p.includes('/mount-'))).toBe(true);
  expect(fetched.filter((p) => p.includes('/cipher-'))).toEqual([]);
  release();
  await opened;
  await expect(page.locator('.lv-side')).toBeVisible();
  await expect.poll(() => fetched.some((p) => p.includes('/cipher-'))).toBe(true);
});
