/**
 * Spec §9 "Image CDN list: default has one entry, picked at random", against the simulator: the consolidated
 * settings' imageCDNs (set in the page's own lane through PATCH /__sim/site-settings) are the bases of the
 * platform's image paths; the session's pick is where pictures load from, and a CDN that fails (the
 * simulator's /sim-cdn/down-* answers 503) gives way to the next entry in list order.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectImageLoaded, expectNoErrors, ownFaultLane } from './helpers';
import { DEMO_CODE, openHome, refusedWith } from './home-support';

const PICK_KEY = `livery.imageCdn.${DEMO_CODE}`;

/** The paths of the pictures the page asked for. */
function pictureRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

const firstBanner = (page: Page) => page.locator('[data-block=bannerCarousel] [data-banner-id=banner-1] img');

test.describe('spec §9 image CDN', () => {
  test('pictures load from the CDN the session picked; a failing CDN falls back to the next in the list', async ({ page, request }) => {
    const lane = await ownFaultLane(page);
    const set = await request.patch('/__sim/site-settings', { headers: { Merchant: DEMO_CODE }, data: { imageCDNs: ['/sim-cdn/down-a', '/sim-cdn/b'], lane } });
    expect(set.ok()).toBe(true);
    // The session picked the failing CDN (the draw is random; this pins it).
    await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [PICK_KEY, '/sim-cdn/down-a'] as const);
    const pictures = pictureRequests(page);
    const errors = await openHome(page, { popupsSeen: true });
    const banner = firstBanner(page);
    await expectImageLoaded(banner, 'the first banner, from the next CDN');
    const src = (await banner.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/sim-cdn\/b\/sim-assets\/banner\//);
    const path = src.slice('/sim-cdn/b'.length);
    // Tried on the picked CDN first, then on the next one.
    expect(pictures).toContain(`/sim-cdn/down-a${path}`);
    expect(pictures.indexOf(`/sim-cdn/down-a${path}`)).toBeLessThan(pictures.indexOf(`/sim-cdn/b${path}`));
    // A home tile's icon (a vendor or a game) goes the same way; nothing was asked of the site's own /sim-assets.
    const icon = page.locator('.lv-game-tile img').first();
    await expectImageLoaded(icon, 'a tile icon, from the next CDN');
    await expect(icon).toHaveAttribute('src', /^\/sim-cdn\/b\/sim-assets\/(game|vendor)\//);
    expect(pictures.filter((p) => p.startsWith('/sim-assets/'))).toEqual([]);
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), PICK_KEY)).toBe('/sim-cdn/down-a');
    expectNoErrors(errors, [refusedWith(503)]);
  });

  test('with no pick yet one entry is drawn, kept for the session, and pictures load from it', async ({ page, request }) => {
    const lane = await ownFaultLane(page);
    const cdns = ['/sim-cdn/b', '/sim-cdn/c'];
    const set = await request.patch('/__sim/site-settings', { headers: { Merchant: DEMO_CODE }, data: { imageCDNs: cdns, lane } });
    expect(set.ok()).toBe(true);
    const errors = await openHome(page, { popupsSeen: true });
    const banner = firstBanner(page);
    await expectImageLoaded(banner, 'the first banner');
    const picked = await page.evaluate((key) => window.sessionStorage.getItem(key), PICK_KEY);
    expect(cdns).toContain(picked);
    await expect(banner).toHaveAttribute('src', new RegExp(`^${picked}/sim-assets/banner/`));
    // Stable for the session: a reload keeps the pick.
    await page.reload();
    await expectImageLoaded(firstBanner(page), 'the first banner after a reload');
    await expect(firstBanner(page)).toHaveAttribute('src', new RegExp(`^${picked}/sim-assets/banner/`));
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), PICK_KEY)).toBe(picked);
    // The lottery lobby's game icons come from the same pick.
    await page.goto(`${new URL(page.url()).origin}/m/lottery?lang=EN`);
    const icon = page.getByTestId('lottery-panel').getByTestId('lottery-game').first().locator('img');
    await expectImageLoaded(icon, 'a lottery icon');
    await expect(icon).toHaveAttribute('src', new RegExp(`^${picked}/`));
    expectNoErrors(errors);
  });
});
