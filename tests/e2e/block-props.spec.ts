/**
 * A home block's own props (merchant.json `home.blocks[].props`, schema version 2): two banner carousels of
 * one merchant with different props each keep their own interval and loop. The demo page's stamped config
 * is given the two blocks on its way to the browser (the build stamps configs that npm run validate passed;
 * these props are valid ones), so no merchant has to ship a second banner for the test.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CONFIG_ELEMENT_ID } from '../../src/config/load';
import type { HomeBlock, MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { expectNoErrors, pauseClockSoon } from './helpers';
import { DEMO, openHome } from './home-support';

const FAST = { intervalMs: 2000, loop: false };
const SLOW = { intervalMs: 9000, loop: true };

/** Serves demo's home with the config's banner block replaced by `banners`, in its place. */
async function withBanners(page: Page, banners: HomeBlock[]) {
  const pattern = new RegExp(`<script type="application/json" id="${CONFIG_ELEMENT_ID}">(.*?)</script>`, 's');
  await page.route(/\/m\/home$/, async (route) => {
    // Node cannot resolve demo.localhost; plain localhost serves the default merchant, demo.
    const url = new URL(route.request().url());
    url.hostname = 'localhost';
    const response = await route.fetch({ url: url.href });
    const html = await response.text();
    const stamped = pattern.exec(html)?.[1];
    if (!stamped) throw new Error('the page carries no stamped config');
    const config = JSON.parse(stamped) as MerchantConfig;
    const at = config.home.blocks.findIndex((b) => b.type === 'bannerCarousel');
    config.home.blocks.splice(at, 1, ...banners);
    const body = html.replace(pattern, () => `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${JSON.stringify(config).replaceAll('<', '\\u003c')}</script>`);
    await route.fulfill({ response, body });
  });
}

const active = (carousel: Locator) => carousel.getAttribute('data-active').then(Number);

test('two banner carousels with different props: each autoplays at its own interval, only the looping one returns to the first', async ({ page }) => {
  await page.clock.install();
  await withBanners(page, [
    { type: 'bannerCarousel', props: FAST },
    { type: 'bannerCarousel', props: SLOW },
  ]);
  const errors = await openHome(page, { merchant: DEMO, popupsSeen: true });
  const fast = page.locator('[data-block=bannerCarousel]').nth(0);
  const slow = page.locator('[data-block=bannerCarousel]').nth(1);
  for (const carousel of [fast, slow]) {
    await expect(carousel).toHaveAttribute('data-state', 'ready');
    await expect(carousel).toHaveAttribute('data-count', '4');
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
  }
  await expect(fast).toHaveAttribute('data-loop', 'false');
  await expect(slow).toHaveAttribute('data-loop', 'true');

  // Stop the clock, then restart both timers at the same instant: focus inside a carousel holds it, and
  // focus leaving it starts its timer again.
  await pauseClockSoon(page);
  await fast.locator('.swiper-slide-active a, .swiper-slide-active button').first().focus();
  await slow.locator('.swiper-slide-active a, .swiper-slide-active button').first().focus();
  await page.locator('[data-block=noticeMarquee] a').focus();
  await expect(slow).toHaveAttribute('data-autoplay', 'running');
  const [fastStart, slowStart] = [await active(fast), await active(slow)];

  await page.clock.runFor(FAST.intervalMs);
  await expect(fast).toHaveAttribute('data-active', String(Math.min(fastStart + 1, 3)));
  await expect(slow).toHaveAttribute('data-active', String(slowStart));

  // At 9000 ms the slow one moves once; the fast one has reached its last banner and stays there.
  await page.clock.runFor(SLOW.intervalMs - FAST.intervalMs);
  await expect(slow).toHaveAttribute('data-active', String((slowStart + 1) % 4));
  await expect(fast).toHaveAttribute('data-active', '3');
  await page.clock.runFor(4 * FAST.intervalMs);
  await expect(fast).toHaveAttribute('data-active', '3');
  expectNoErrors(errors);
});
