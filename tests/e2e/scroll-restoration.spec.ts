/**
 * Scroll restoration: back returns the player to where they were, even 2,600 px down home, whose later
 * blocks mount after the page shows (the restore waits for the page to grow); a new navigation starts at
 * the top. Home's links to the game list are in the popular games, above 1,400 px, so the tap that deep is
 * on a vendor tile (a guest's opens the login page). Taps are real taps (the suite runs with touch); every
 * wait is on the page's state.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoErrors, merchantOrigin } from './helpers';
import { DEMO, openHome } from './home-support';

const origin = merchantOrigin(DEMO);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const vendorTiles = (page: Page) => page.locator('[data-testid^=vendor-tile-]');
const gameTiles = (page: Page) => page.getByTestId('game-grid').locator('li');

/** Home with its later blocks in: the vendor sections make it over 3,000 px tall. */
async function openWholeHome(page: Page) {
  const errors = await openHome(page, { popupsSeen: true });
  await expect(page.locator('[data-block=noticePopup]')).toBeAttached();
  await expect(vendorTiles(page).first()).toBeVisible();
  return errors;
}

/**
 * Scrolls to `y` until the page stays there after it has laid out what came into view (the vendor sections
 * take their real height only then, which moves the page).
 */
async function scrollDownTo(page: Page, y: number) {
  const settledAt = () =>
    page.evaluate(async (top) => {
      window.scrollTo(0, top);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return window.scrollY;
    }, y);
  await expect.poll(settledAt).toBe(y);
}

/** The test id of a vendor tile wholly on screen, clear of the header and the footer. */
function vendorTileOnScreen(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const onScreen = [...document.querySelectorAll('[data-testid^=vendor-tile-]')].find((tile) => {
      const box = tile.getBoundingClientRect();
      return box.top > 120 && box.bottom < window.innerHeight - 120;
    });
    return onScreen?.getAttribute('data-testid') ?? null;
  });
}

test('back returns home to where the player was, 2,600 px down, once its later blocks are in again', async ({ page }) => {
  const errors = await openWholeHome(page);
  await scrollDownTo(page, 2600);
  const tile = await vendorTileOnScreen(page);
  expect(tile, 'a vendor tile on screen').not.toBeNull();
  const before = await scrollY(page);

  // A guest's tap on a vendor tile opens the login page (spec 2.10).
  await page.getByTestId(tile as string).tap();
  await expect(page).toHaveURL(`${origin}/m/login?redirect=%2Fm%2Fhome`);
  await expect(page.locator('[data-screen=login]')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect.poll(async () => Math.abs((await scrollY(page)) - before), { message: 'distance from where the player was' }).toBeLessThanOrEqual(3);
  await expect(page.getByTestId(tile as string)).toBeInViewport();
  expectNoErrors(errors);
});

test('a new navigation starts at the top, even where the page is tall enough to keep the old place', async ({ page }) => {
  // Three visits: home, the game list, and the game list again.
  test.slow();
  const errors = await openHome(page, { popupsSeen: true });
  const slotsVendor = page.locator('[data-testid^=popular-vendor-]').first();
  const openSlotsList = async () => {
    await page.getByTestId('popular-tab-RNG').tap();
    await slotsVendor.tap();
    await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG&vassalage=/);
    await expect(gameTiles(page).first()).toBeVisible();
  };
  // The first visit brings the game list's code and games, so the second shows it whole at once.
  await openSlotsList();
  await page.goBack();
  await expect(page.getByTestId('popular-tab-RNG')).toBeVisible();
  await scrollDownTo(page, 400);
  await openSlotsList();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), { message: 'the game list could be scrolled as far as home was' })
    .toBeGreaterThan(400);
  expect(await scrollY(page)).toBe(0);
  expectNoErrors(errors);
});
