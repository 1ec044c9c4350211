/**
 * Spec §3 "Service/version response: pathList and resources; entries of type 3 hold an encrypted
 * customer-service path (last 8 characters are the key)" and §7, against the simulator: the call is made once
 * after the first screen is up; the resources that name assets (LOGO, FAVICON: *unverified* types,
 * src/lib/platform-assets.ts) replace jade's logo and tab icon (the simulator names them for jade only); the
 * customer-service screen then shows the decrypted link without calling again. Demo names none: its
 * config's logo stays.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectImageLoaded, expectNoErrors, pushInApp } from './helpers';
import { openHome } from './home-support';

const VERSION = '/wps/system/service/version';

function versionCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === VERSION) calls.push(r.url());
  });
  return calls;
}

test.describe('spec §3/§7 service/version at start-up', () => {
  test('jade: read once after the first screen; its LOGO and the settings’ FAVICON applied; customer service needs no new call', async ({ page }) => {
    const calls = versionCalls(page);
    const errors = await openHome(page, { merchant: 'jade', popupsSeen: true });
    const logo = page.getByTestId('header-logo');
    await expect(logo).toHaveAttribute('src', '/sim-assets/brand/jade-logo.png');
    await expectImageLoaded(logo, 'the platform logo');
    await expect(logo).toHaveAttribute('alt', /\S/);
    await expect(page.locator('link[rel~=icon]').first()).toHaveAttribute('href', /\/sim-assets\/brand\/jade-icon\.png$/);
    expect(calls).toHaveLength(1);
    await pushInApp(page, '/m/service');
    await expect(page.getByTestId('service-frame')).toHaveAttribute('src', /^https:\/\//);
    expect(calls).toHaveLength(1);
    expectNoErrors(errors);
  });

  test('demo names no asset: its config logo stays', async ({ page }) => {
    const calls = versionCalls(page);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === VERSION);
    const errors = await openHome(page, { popupsSeen: true });
    expect((await answered).ok()).toBe(true);
    expect(calls).toHaveLength(1);
    const logo = page.getByTestId('header-logo');
    await expect(logo).toHaveAttribute('src', /^\/merchant\/assets\/logo\.svg$/);
    await expectImageLoaded(logo, 'the config logo');
    expectNoErrors(errors);
  });
});
