/**
 * Home blocks (spec 2.10, §9) against the simulator: the banner carousel (autoplay every 5000 ms, loop
 * only with more than one banner, the taps: route, https page, game launch; the first banner as the
 * largest paint; pause on focus, hover and the pause button; reduced motion; RTL), the extra banner, the
 * notice marquee ('no announcement' when empty, tap to /m/notice), the notice pop-up (once per session,
 * focus kept inside), the side service bar by configuration, and a failed or malformed announcements call.
 *
 * Data shaped for one test (one banner, no notices, no customer service) is answered in the page's own
 * fault lane, so tests running side by side never see it. Time is driven with Playwright's clock: the
 * 5000 ms autoplay is jumped over, not waited for.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectImageLoaded, expectNoErrors, merchantOrigin, pauseClockSoon, TRIAL, watchLeaving } from './helpers';
import { ANNOUNCEMENTS, announcementsWith, DEMO, inLane, loggedIn, NOTICE_POPUP_FLAG, openHome, refusedWith, SETTINGS } from './home-support';

const origin = merchantOrigin(DEMO);
const AUTOPLAY_MS = 5000;

const banners = (page: Page) => page.locator('[data-block=bannerCarousel]');
const activeSlide = (page: Page) => banners(page).locator('.swiper-slide-active');
const marquee = (page: Page) => page.locator('[data-block=noticeMarquee]');
const noticePopup = (page: Page) => page.getByTestId('notice-popup');

/**
 * Watches the announcements calls. A failed query is fetched again when a later home block (ticker,
 * pop-ups) mounts and reads it, and each fetch retries once after about a second; a test about a Retry
 * button waits for those blocks and for the calls to go quiet (none on its way, none for 2 s, longer than
 * the retry's wait), so that the tap, not a block mounting or a retry, is what recovers.
 */
function announcementsCalls(page: Page): () => { inFlight: number; quietMs: number } {
  const pending = new Set<object>();
  let last = Date.now();
  page.on('request', (r) => {
    if (!r.url().includes(ANNOUNCEMENTS)) return;
    pending.add(r);
    last = Date.now();
  });
  const done = (r: object) => {
    if (pending.delete(r)) last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => ({ inFlight: pending.size, quietMs: Date.now() - last });
}

async function laterBlocksSettled(page: Page, calls: () => { inFlight: number; quietMs: number }) {
  await expect(page.locator('[data-block=noticePopup]')).toBeAttached();
  const quiet = () => {
    const c = calls();
    return c.inFlight === 0 && c.quietMs >= 2000;
  };
  await expect.poll(quiet, { timeout: 15_000 }).toBe(true);
}

/** The carousel shows banner `index` and its slide transition has ended (Swiper's public `animating`). */
async function expectActive(carousel: Locator, index: number) {
  await expect(carousel).toHaveAttribute('data-active', String(index));
  await expect.poll(() => carousel.locator('.swiper').evaluate((el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating)).toBe(false);
}

/**
 * Stops the page's clock, then restarts the carousel's timer (focus in and out holds and releases it),
 * so from here every 5000 ms of the clock is exactly one step; answers the banner shown now.
 */
async function syncAutoplay(page: Page, carousel: Locator): Promise<number> {
  // Swiper first (its set-up runs on timers): with the clock paused before it, no slide would become active.
  await carousel.locator('.swiper-slide-active').first().waitFor();
  await pauseClockSoon(page);
  await carousel.locator('.swiper-slide-active a, .swiper-slide-active button').first().focus();
  await page.locator('[data-block=noticeMarquee] a').focus();
  await expect(carousel).toHaveAttribute('data-autoplay', 'running');
  return Number(await carousel.getAttribute('data-active'));
}

test.describe('banner carousel', () => {
  test('four banners: autoplay every 5000 ms, looping back to the first; labelled pagination buttons', async ({ page }) => {
    await page.clock.install();
    const errors = await openHome(page, { popupsSeen: true });
    const carousel = banners(page);
    await expect(carousel).toHaveAttribute('data-state', 'ready');
    await expect(carousel).toHaveAttribute('data-count', '4');
    await expect(carousel).toHaveAttribute('data-loop', 'true');
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
    const bullets = carousel.locator('.swiper-pagination-bullet');
    await expect(bullets).toHaveCount(4);
    await expect(bullets.nth(2)).toHaveAccessibleName('Go to banner 3');
    // Each slide is named with its place among the four (it read "Banner 1 of NaN" when Swiper's count
    // placeholder went through the catalog's number format).
    for (let i = 0; i < 4; i++) await expect(carousel.locator(`.swiper-slide[data-swiper-slide-index="${i}"]`).first()).toHaveAttribute('aria-label', `Banner ${i + 1} of 4`);
    await expect(carousel.locator('.swiper-pagination-bullet[aria-current=true]')).toHaveCount(1);
    const start = await syncAutoplay(page, carousel);
    await page.clock.runFor(AUTOPLAY_MS - 100);
    await expectActive(carousel, start);
    await page.clock.runFor(100);
    await expectActive(carousel, (start + 1) % 4);
    for (let step = 2; step <= 4; step++) {
      await page.clock.runFor(AUTOPLAY_MS);
      await expectActive(carousel, (start + step) % 4);
    }
    // Four steps came back to the banner they started from, past the last one: the carousel loops.
    // The bullets move through Swiper's animation frames: let time run again.
    await page.clock.resume();
    await carousel.locator('.swiper-pagination-bullet').first().click();
    await expectActive(carousel, 0);
    await expect(activeSlide(page)).toHaveAttribute('data-banner-id', 'banner-1');
    await expect(carousel.locator('[data-testid=banner-slide]')).toHaveCount(4);

    await bullets.nth(2).click();
    await expectActive(carousel, 2);
    expectNoErrors(errors);
  });

  test('the first banner is the largest paint: loaded at once, high priority, its size given; the others lazy', async ({ page }) => {
    const errors = await openHome(page, { popupsSeen: true });
    const images = banners(page).locator('img.lv-banner-image');
    await expect(images).toHaveCount(4);
    const first = banners(page).locator('[data-banner-id=banner-1] img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', '750');
    await expect(first).toHaveAttribute('height', '300');
    await expect(first).toHaveAttribute('alt', 'Welcome Bonus 100%');
    await expect(banners(page).locator('[data-banner-id=banner-2] img')).toHaveAttribute('loading', 'lazy');
    // The frame holds its height before the banners arrive, so nothing below moves.
    const box = await banners(page).boundingBox();
    expect(box && Math.round(box.width / box.height)).toBe(3);
    await expectImageLoaded(first, 'the first banner');
    const lcp = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null; size: number; url: string })[];
            const largest = entries.reduce((a, b) => (b.size > a.size ? b : a));
            // The image's address: the carousel may have moved the element since (the entry then has none).
            resolve(largest.url ? new URL(largest.url).pathname : (largest.element?.outerHTML.slice(0, 80) ?? 'no element'));
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lcp, 'the largest contentful paint').toBe(new URL((await first.getAttribute('src')) as string, page.url()).pathname);
    expectNoErrors(errors);
  });

  test('one banner: no loop, no autoplay, no pagination, nothing moves', async ({ page, request }) => {
    const one = await announcementsWith(request, {
      banners: [{ id: 'banner-1', title: 'Only banner', url: '/sim-assets/banner/banner-1.png', action: { type: 'route', target: '/m/activity' } }],
    });
    const clear = await inLane(page, request, [{ path: ANNOUNCEMENTS, answer: one, times: 3 }]);
    await page.clock.install();
    const errors = await openHome(page, { popupsSeen: true });
    const carousel = banners(page);
    await expect(carousel).toHaveAttribute('data-count', '1');
    await expect(carousel).toHaveAttribute('data-loop', 'false');
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    await expect(carousel.locator('.swiper-pagination-bullet')).toHaveCount(0);
    await expect(page.getByTestId('banner-pause')).toHaveCount(0);
    await page.clock.fastForward(3 * AUTOPLAY_MS);
    await expectActive(carousel, 0);
    await expect(carousel.locator('[data-testid=banner-slide]')).toHaveCount(1);
    await clear();
    expectNoErrors(errors);
  });

  test('autoplay pauses while focus is inside and under a mouse pointer; the pause button stops it', async ({ page }) => {
    await page.clock.install();
    const errors = await openHome(page, { popupsSeen: true });
    const carousel = banners(page);
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
    let at = await syncAutoplay(page, carousel);

    await activeSlide(page).getByTestId('banner-tap').focus();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await page.clock.runFor(2 * AUTOPLAY_MS);
    await expectActive(carousel, at);
    await page.locator('[data-block=noticeMarquee] a').focus();
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
    await page.clock.runFor(AUTOPLAY_MS);
    at = (at + 1) % 4;
    await expectActive(carousel, at);

    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await page.clock.runFor(2 * AUTOPLAY_MS);
    await expectActive(carousel, at);
    await page.mouse.move(5, 800);
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');

    const pause = page.getByTestId('banner-pause');
    await expect(pause).toHaveAccessibleName('Pause the banners');
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await page.locator('[data-block=noticeMarquee] a').focus();
    await page.mouse.move(5, 800);
    await expect(carousel).toHaveAttribute('data-autoplay', 'stopped');
    await page.clock.runFor(2 * AUTOPLAY_MS);
    await expectActive(carousel, at);
    await pause.click();
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    // Focus is still on the button, inside the carousel: autoplay waits until it leaves.
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await page.locator('[data-block=noticeMarquee] a').focus();
    await page.mouse.move(5, 800);
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');
    await page.clock.runFor(AUTOPLAY_MS);
    await expectActive(carousel, (at + 1) % 4);
    expectNoErrors(errors);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('no autoplay and no pause button; the bullets still move between banners', async ({ page }) => {
      await page.clock.install();
      const errors = await openHome(page, { popupsSeen: true });
      const carousel = banners(page);
      await expect(carousel).toHaveAttribute('data-state', 'ready');
      await expect(carousel).toHaveAttribute('data-autoplay', 'off');
      await expect(page.getByTestId('banner-pause')).toHaveCount(0);
      await page.clock.fastForward(2 * AUTOPLAY_MS);
      await expectActive(carousel, 0);
      await carousel.locator('.swiper-pagination-bullet').nth(1).click();
      await expectActive(carousel, 1);
      expectNoErrors(errors);
    });
  });

  test('a tap runs the banner action: an in-app route', async ({ page }) => {
    const errors = await openHome(page, { popupsSeen: true });
    const tap = banners(page).locator('[data-banner-id=banner-1] [data-testid=banner-tap]');
    await expect(tap).toHaveAttribute('data-action', 'route');
    await tap.click();
    await expect(page).toHaveURL(`${origin}/m/activity`);
    expectNoErrors(errors);
  });

  test('a banner whose route resolves to another host has no action: a tap keeps the player in the app', async ({ page, request }) => {
    const hostile = await announcementsWith(request, {
      banners: [{ id: 'banner-1', title: 'Leaving', url: '/sim-assets/banner/banner-1.png', action: { type: 'route', target: '/..//evil.example/x' } }],
    });
    const clear = await inLane(page, request, [{ path: ANNOUNCEMENTS, answer: hostile, times: 3 }]);
    const leaving = await watchLeaving(page, 'evil.example');
    const errors = await openHome(page, { popupsSeen: true });
    await leaving.mark();
    const slide = banners(page).locator('[data-banner-id=banner-1]');
    await expect(slide.locator('img')).toBeVisible();
    await expect(slide.locator('[data-action]')).toHaveCount(0);
    await slide.click();
    // A tap on the footer after it still moves within this page: the banner's tap left nothing behind.
    await page.getByTestId('footer-promotions').click();
    await expect(page).toHaveURL(`${origin}/m/activity`);
    await leaving.expectStayed();
    await clear();
    expectNoErrors(errors);
  });

  test('a tap runs the banner action: a game launch (a guest goes to login first, a member to the game centre)', async ({ page, request }) => {
    const errors = await openHome(page, { popupsSeen: true });
    const carousel = banners(page);
    await carousel.locator('.swiper-pagination-bullet').nth(3).click();
    const tap = carousel.locator('[data-banner-id=banner-4] [data-testid=banner-tap]');
    await expect(tap).toHaveAttribute('data-action', 'game');
    await tap.click();
    await expect(page).toHaveURL(`${origin}/m/login?redirect=${encodeURIComponent('/m/home')}`);

    const session = await loggedIn(request, 0);
    await openHome(page, { session, popupsSeen: true });
    await banners(page).locator('.swiper-pagination-bullet').nth(3).click();
    await banners(page).locator('[data-banner-id=banner-4] [data-testid=banner-tap]').click();
    await expect(page).toHaveURL(`${origin}/m/gameCenter?category=SPORTS&vendor=SBK`);
    expectNoErrors(errors);
  });

  test('a tap runs the banner action: an https page in a new tab; an address off the allow-list is no link', async ({ page, request }) => {
    const shaped = await announcementsWith(request, {
      banners: [
        { id: 'banner-2', title: 'Partner page', url: '/sim-assets/banner/banner-2.png', action: { type: 'link', target: 'https://promo.demo.example/cashback' } },
        { id: 'banner-3', title: 'Plain http', url: '/sim-assets/banner/banner-3.png', action: { type: 'link', target: 'http://promo.demo.example/cashback' } },
        { id: 'banner-4', title: 'Script', url: '/sim-assets/banner/banner-4.png', action: { type: 'link', target: 'javascript:alert(1)' } },
      ],
    });
    const clear = await inLane(page, request, [{ path: ANNOUNCEMENTS, answer: shaped, times: 3 }]);
    // The partner page stands in for the outside world (the test machine has no network).
    await page.context().route('https://promo.demo.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Partner</title>' }));
    const errors = await openHome(page, { popupsSeen: true });
    const carousel = banners(page);
    await expect(carousel).toHaveAttribute('data-count', '3');
    const link = carousel.locator('[data-banner-id=banner-2] a');
    await expect(link).toHaveAttribute('href', 'https://promo.demo.example/cashback');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/Partner page.*opens in a new tab/);
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    expect(popup.url()).toContain('https://promo.demo.example/cashback');
    await popup.close();
    for (const id of ['banner-3', 'banner-4']) {
      await expect(carousel.locator(`[data-banner-id=${id}] [data-testid=banner-tap]`)).toHaveCount(0);
      await expect(carousel.locator(`[data-banner-id=${id}] img`)).toBeAttached();
    }
    await expect(page).toHaveURL(`${origin}/m/home`);
    await clear();
    expectNoErrors(errors);
  });

  test('Arabic: the swiper runs right to left', async ({ page }) => {
    const errors = await openHome(page, { lang: 'AR', popupsSeen: true });
    await expect(banners(page).locator('.swiper')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-block=hotMatches] .swiper')).toHaveAttribute('dir', 'rtl');
    await expect(banners(page).locator('.swiper-pagination-bullet').first()).toHaveAccessibleName('الانتقال إلى اللافتة 1');
    expectNoErrors(errors);
  });
});

test.describe('a failed announcements call', () => {
  test('the banners offer a retry that recovers, the marquee says so, the rest of home still works', async ({ page, request }) => {
    const clear = await inLane(page, request, [{ path: ANNOUNCEMENTS, status: 500, times: 50 }]);
    const calls = announcementsCalls(page);
    const errors = await openHome(page, { popupsSeen: true });
    const carousel = banners(page);
    await expect(carousel).toHaveAttribute('data-state', 'error');
    await expect(carousel.getByRole('alert')).toContainText('load failed, tap to retry');
    await expect(marquee(page)).toHaveAttribute('data-state', 'error');
    await expect(page.locator('[data-block=extraBanner]')).toBeHidden();
    await expect(page.locator('[data-block=hotMatches]')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('hot-match').first()).toBeVisible();
    await laterBlocksSettled(page, calls);
    await clear();
    await carousel.getByRole('button', { name: 'Retry' }).click();
    await expect(carousel).toHaveAttribute('data-state', 'ready');
    await expect(marquee(page)).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('[data-block=extraBanner]')).toHaveAttribute('data-state', 'ready');
    expectNoErrors(errors, [refusedWith(500)]);
  });

  test('a malformed answer is an error with a retry (never a white screen); the marquee retries too', async ({ page, request }) => {
    const clear = await inLane(page, request, [{ path: ANNOUNCEMENTS, malformed: true, times: 50 }]);
    const calls = announcementsCalls(page);
    const errors = await openHome(page, { popupsSeen: true });
    await expect(banners(page)).toHaveAttribute('data-state', 'error');
    await expect(page.getByTestId('marquee-retry')).toHaveText('load failed, tap to retry');
    await expect(page.locator('header[data-testid=header]')).toBeVisible();
    await laterBlocksSettled(page, calls);
    await expect(page.getByTestId('marquee-retry')).toBeVisible();
    await clear();
    await page.getByTestId('marquee-retry').click();
    await expect(marquee(page)).toHaveAttribute('data-state', 'ready');
    await expect(banners(page)).toHaveAttribute('data-state', 'ready');
    expectNoErrors(errors);
  });
});

test.describe('notice marquee and extra banner', () => {
  test('the notices scroll by title; a tap opens /m/notice', async ({ page }) => {
    const errors = await openHome(page, { popupsSeen: true });
    await expect(marquee(page)).toHaveAttribute('data-state', 'ready');
    const link = page.getByTestId('notice-marquee');
    await expect(link).toContainText('Welcome to Livery Demo');
    await expect(link).toContainText('Scheduled maintenance');
    await expect(page.getByTestId('marquee-track')).toHaveCSS('animation-name', 'lv-marquee');
    await link.click();
    await expect(page).toHaveURL(`${origin}/m/notice`);
    expectNoErrors(errors);
  });

  test("no notices: the 'no announcement' text, and the tap still opens /m/notice; no notice pop-up", async ({ page, request }) => {
    const clear = await inLane(page, request, [{ path: ANNOUNCEMENTS, answer: await announcementsWith(request, { player: [] }), times: 3 }]);
    const errors = await openHome(page);
    await expect(marquee(page)).toHaveAttribute('data-state', 'empty');
    await expect(page.getByTestId('notice-marquee')).toHaveText('No announcement');
    await expect(page.locator('[data-block=noticePopup]')).toHaveAttribute('data-state', 'empty');
    await expect(noticePopup(page)).toHaveCount(0);
    await page.getByTestId('notice-marquee').click();
    await expect(page).toHaveURL(`${origin}/m/notice`);
    await clear();
    expectNoErrors(errors);
  });

  test('the extra banner shows the hot announcements; a tap opens /m/notice', async ({ page }) => {
    const errors = await openHome(page, { popupsSeen: true });
    const items = page.getByTestId('extra-banner-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Hot: weekend football');
    await items.first().click();
    await expect(page).toHaveURL(`${origin}/m/notice`);
    expectNoErrors(errors);
  });
});

test.describe('notice pop-up', () => {
  test('shown once per session: focus inside, Tab kept inside, closed by its button; not again after a reload', async ({ page }) => {
    const errors = await openHome(page);
    const popup = noticePopup(page);
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('notice-popup-item')).toHaveCount(3);
    await expect(popup.getByRole('heading', { name: 'Announcements' })).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await popup.evaluate((el) => el.contains(document.activeElement)), `focus inside after ${i + 1} Tab`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), NOTICE_POPUP_FLAG)).toBe('1');
    await popup.getByTestId('notice-popup-close').click();
    await expect(popup).toHaveCount(0);

    await page.reload();
    await expect(marquee(page)).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('[data-block=noticePopup]')).toHaveAttribute('data-state', 'seen');
    await expect(noticePopup(page)).toHaveCount(0);
    expectNoErrors(errors);
  });

  test('a new session shows it again; Escape closes it', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = await openHome(page);
    await expect(noticePopup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(noticePopup(page)).toHaveCount(0);
    await context.close();
    expectNoErrors(errors);
  });
});

test.describe('side service bar', () => {
  test('demo: referral, download, live chat (customer service exists: the service screen), Facebook and two Telegram links', async ({ page }) => {
    const errors = await openHome(page, { popupsSeen: true });
    const toggle = page.getByTestId('side-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Open the service menu');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const bar = page.locator('[data-block=sideServiceBar] li');
    await expect(bar).toHaveText([/Referral/, /Download app/, /Live chat/, /Facebook/, /^Telegram/, /Telegram 2/]);
    await expect(page.getByTestId('side-liveChat')).toHaveAttribute('href', '/m/service');
    await expect(page.getByTestId('side-facebook')).toHaveAttribute('href', 'https://www.facebook.com/livery.demo');
    await expect(page.getByTestId('side-telegram')).toHaveAttribute('href', 'https://t.me/livery_demo');
    await expect(page.getByTestId('side-telegram2')).toHaveAttribute('href', 'https://t.me/livery_demo_support');
    for (const id of ['side-facebook', 'side-telegram', 'side-telegram2']) await expect(page.getByTestId(id)).toHaveAttribute('target', '_blank');

    // A guest's referral asks for a login first; download opens the download dialog.
    await page.getByTestId('side-referral').click();
    await expect(page.getByTestId('login-dialog')).toBeVisible();
    await page.getByTestId('dialog-cancel').click();
    await page.getByTestId('side-download').click();
    await expect(page.getByTestId('download-dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('download-dialog')).toHaveCount(0);

    await toggle.click();
    await expect(page.locator('[data-block=sideServiceBar] ul')).toBeHidden();
    expectNoErrors(errors);
  });

  test('a logged-in referral opens the referral dialog; Escape closes the bar', async ({ page, request }) => {
    const session = await loggedIn(request, 0);
    const errors = await openHome(page, { session, popupsSeen: true });
    await page.getByTestId('side-toggle').click();
    await page.getByTestId('side-referral').click();
    await expect(page.getByTestId('referral-dialog')).toBeVisible();
    await page.getByTestId('dialog-cancel').click();
    await page.getByTestId('side-download').focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-block=sideServiceBar] ul')).toBeHidden();
    await expect(page.getByTestId('side-toggle')).toBeFocused();
    expectNoErrors(errors);
  });

  test('without customer service there is no live chat', async ({ page, request }) => {
    const response = await request.get(`${SETTINGS}?device=MOBILE`, { headers: { Merchant: 'DEMO' } });
    const settings = (await response.json()) as { value: Record<string, unknown> };
    const clear = await inLane(page, request, [{ path: SETTINGS, answer: { success: true, value: { ...settings.value, customerService: [] } }, times: 3 }]);
    const errors = await openHome(page, { popupsSeen: true });
    await page.getByTestId('side-toggle').click();
    await expect(page.getByTestId('side-referral')).toBeVisible();
    await expect(page.getByTestId('side-liveChat')).toHaveCount(0);
    await expect(page.getByTestId('side-facebook')).toBeVisible();
    await clear();
    expectNoErrors(errors);
  });

  test('jade configures one Telegram link and no Facebook', async ({ page }) => {
    const errors = await openHome(page, { merchant: 'jade', popupsSeen: true });
    await page.getByTestId('side-toggle').click();
    await expect(page.getByTestId('side-telegram')).toHaveAttribute('href', 'https://t.me/jade_palace');
    await expect(page.getByTestId('side-facebook')).toHaveCount(0);
    await expect(page.getByTestId('side-telegram2')).toHaveCount(0);
    await expect(page.getByTestId('side-liveChat')).toHaveAttribute('href', '/m/service');
    expectNoErrors(errors);
  });

  test('a free-trial session sees the same bar', async ({ page, request }) => {
    const session = await loggedIn(request, TRIAL);
    const errors = await openHome(page, { session, popupsSeen: true });
    await page.getByTestId('side-toggle').click();
    await expect(page.getByTestId('side-download')).toBeVisible();
    expectNoErrors(errors);
  });
});
