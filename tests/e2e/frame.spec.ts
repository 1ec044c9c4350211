/**
 * Page frame of spec 2.2 for the demo merchant, with expectations written from the spec (not read from the
 * merchant config): where the header and footer show, logo versus arrow, where the arrow goes, titles,
 * footer items; and the page landmarks.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AGENT, expectImageLoaded, expectNoErrors, frame, MEMBER, openMerchant, pushInApp } from './helpers';
import { liveSession } from './account-helpers';

const DEMO = 'demo';

/** Waits until the screen inside <main> has rendered (so the frame around it has too). */
async function screenShown(page: Page) {
  const screen = page.locator('main').locator('.lv-home, [data-screen], [data-testid=maintenance-page]').first();
  await screen.waitFor({ timeout: 10_000 });
}

// "A top header is shown on all pages except login, register, forget, mine and agent."
const NO_HEADER = ['/m/login', '/m/register', '/m/forget', '/m/mine', '/m/agent'];
// "A footer is shown on all pages except login, register, trail, launchGame, changePsw, notice, activity,
// forget, service, moreLottery, useragreement, maintenance and agent."
const NO_FOOTER = [
  '/m/login',
  '/m/register',
  '/m/trail',
  '/m/launchGame',
  '/m/changePsw',
  '/m/notice',
  '/m/activity',
  '/m/forget',
  '/m/service',
  '/m/moreLottery',
  '/m/useragreement',
  '/m/maintenance',
  '/m/agent',
];
/** Pages that are on neither list, so they have both. */
const BOTH = ['/m/home', '/m/help', '/m/gameList', '/m/set', '/m/voucherCenter', '/m/activityInfo', '/m/message', '/m/member/benefits'];

test('header and footer show everywhere except on the spec 2.2 lists (agent session, which may open every route)', async ({ page, request }) => {
  // About two dozen page loads in one test: a busy two-core machine needs more than the default 30 s.
  test.setTimeout(120_000);
  const { errors } = await openMerchant(page, DEMO, '/m/home', { session: await liveSession(request, AGENT) });
  const f = frame(page);
  const origin = new URL(page.url()).origin;
  for (const path of [...new Set([...NO_HEADER, ...NO_FOOTER, ...BOTH])]) {
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await screenShown(page);
    await expect.soft(page, `${path} opens`).toHaveURL(`${origin}${path}`);
    await expect.soft(f.header, `header on ${path}`).toHaveCount(NO_HEADER.includes(path) ? 0 : 1);
    if (NO_FOOTER.includes(path)) {
      await expect.soft(f.footer, `no footer on ${path}`).toHaveCount(0);
    } else {
      await expect.soft(f.footerNav, `footer menu on ${path}`).toHaveCount(1);
    }
  }
  expectNoErrors(errors);
});

test.describe('header content (spec 2.2)', () => {
  test('logo on home and help, no back arrow there', async ({ page }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
    const f = frame(page);
    for (const path of ['/m/home', '/m/help']) {
      await page.goto(`${new URL(page.url()).origin}${path}`);
      await screenShown(page);
      await expect.soft(f.logo, `logo on ${path}`).toBeVisible();
      await expectImageLoaded(f.logo, `logo image loads on ${path}`);
      await expect.soft(f.back, `no back arrow on ${path}`).toHaveCount(0);
    }
    await page.goto(`${new URL(page.url()).origin}/m/gameList`);
    await screenShown(page);
    await expect(f.back).toBeVisible();
    await expect(f.logo).toHaveCount(0);
    expectNoErrors(errors);
  });

  test('titles by route: activity centre, free trial, announcements, game centre, slots, messages, personal settings', async ({ page, request }) => {
    // A member session so the member-only routes (messages, settings) open; titles do not depend on it.
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN', session: await liveSession(request, MEMBER) });
    const origin = new URL(page.url()).origin;
    const titles: [string, string][] = [
      ['/m/activity', 'Activity centre'],
      ['/m/trail', 'Free trial'],
      ['/m/notice', 'Announcements'],
      ['/m/gameCenter', 'Game centre'],
      ['/m/slotsCenter', 'Slots'],
      ['/m/message', 'Messages'],
      ['/m/set', 'Personal settings'],
    ];
    for (const [path, title] of titles) {
      await page.goto(`${origin}${path}`);
      await expect(page).toHaveURL(`${origin}${path}`);
      await expect.soft(frame(page).title, `title on ${path}`).toHaveText(title);
    }
    expectNoErrors(errors);
  });
});

test.describe('back arrow (spec 2.2)', () => {
  for (const path of ['/m/trail', '/m/notice']) {
    test(`the arrow on ${path} goes to /m/home even with history`, async ({ page }) => {
      const { errors } = await openMerchant(page, DEMO, '/m/gameList', { lang: 'EN' });
      await expect(page.locator('[data-screen=gameList]')).toBeVisible();
      await pushInApp(page, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await frame(page).back.click();
      await expect(page).toHaveURL(/\/m\/home$/);
      await expect(page.locator('.lv-home')).toBeVisible();
      expectNoErrors(errors);
    });
  }

  test('elsewhere the arrow goes one step back (game list → promotions → back)', async ({ page }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/gameList', { lang: 'EN' });
    await expect(page.locator('[data-screen=gameList]')).toBeVisible();
    await page.getByTestId('footer-promotions').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.locator('[data-screen=activityList]')).toBeVisible();
    await frame(page).back.click();
    await expect(page).toHaveURL(/\/m\/gameList$/);
    await expect(page.locator('[data-screen=gameList]')).toBeVisible();
    expectNoErrors(errors);
  });

  test('elsewhere the arrow goes one step back (home → game list via history → back)', async ({ page }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
    await expect(page.locator('.lv-home')).toBeVisible();
    await pushInApp(page, '/m/gameList');
    await pushInApp(page, '/m/gameCenter');
    await expect(page.locator('[data-screen=gameCentre]')).toBeVisible();
    await frame(page).back.click();
    await expect(page).toHaveURL(/\/m\/gameList$/);
    await frame(page).back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // Two real steps back, not a fresh push of /m/home: we are on the first history entry again.
    expect(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).toBe(0);
    expectNoErrors(errors);
  });

  test('with no history the arrow goes to /m/home', async ({ page }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/gameList', { lang: 'EN' });
    await expect(page.locator('[data-screen=gameList]')).toBeVisible();
    await frame(page).back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.locator('.lv-home')).toBeVisible();
    expectNoErrors(errors);
  });
});

test.describe('footer menu (spec 2.2)', () => {
  test('items home, promotions, deposit (centre), invite, members (with the unread badge); the current one is marked', async ({ page, request }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN', session: await liveSession(request, MEMBER) });
    const items = page.locator('footer[data-testid=footer] nav li');
    await expect(items).toHaveCount(5);
    const ids = await items.evaluateAll((lis) => lis.map((li) => li.querySelector('[data-testid]')?.getAttribute('data-testid')));
    expect(ids).toEqual(['footer-home', 'footer-promotions', 'footer-deposit', 'footer-invite', 'footer-members']);
    await expect(items).toHaveText(['Home', 'Promotions', 'Deposit', 'Invite', /^Members/]);
    // A member sees the inbox's unread count on the member centre item (config badge), spoken after its name.
    await expect(page.getByTestId('footer-badge-members')).toHaveText(/^\d+$/);
    const unread = await page.getByTestId('footer-badge-members').textContent();
    await expect(page.getByTestId('footer-members')).toHaveAccessibleName(`Members Unread: ${unread}`);
    // The deposit item is the raised centre button, in the middle.
    await expect(items.nth(2)).toHaveClass(/lv-footer-center/);
    await expect(page.getByTestId('footer-home')).toHaveAttribute('href', '/m/home');
    await expect(page.getByTestId('footer-promotions')).toHaveAttribute('href', '/m/activity');
    await expect(page.getByTestId('footer-deposit')).toHaveAttribute('href', '/m/voucherCenter');
    await expect(page.getByTestId('footer-members')).toHaveAttribute('href', '/m/mine');

    await expect(page.getByTestId('footer-home')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('footer [aria-current=page]')).toHaveCount(1);

    await page.getByTestId('footer-members').click();
    await expect(page).toHaveURL(/\/m\/mine$/);
    await expect(page.getByTestId('footer-members')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('footer-home')).not.toHaveAttribute('aria-current', /./);
    await expect(page.locator('footer [aria-current=page]')).toHaveCount(1);

    await page.getByTestId('footer-deposit').click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await expect(page.locator('[data-screen=deposit]')).toBeVisible();
    await expect(page.getByTestId('footer-deposit')).toHaveAttribute('aria-current', 'page');

    // Invite opens the referral panel rather than leaving the page.
    await page.getByTestId('footer-invite').click();
    await expect(page.getByTestId('referral-dialog')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    expectNoErrors(errors);
  });
});

test.describe('landmarks', () => {
  test('header is a <header>, the footer menu a <nav> inside <footer>, the screen <main>', async ({ page }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
    await expect(page.locator('.lv-home')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    expect(await page.getByRole('banner').evaluate((el) => el.tagName)).toBe('HEADER');
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
    expect(await page.getByRole('contentinfo').evaluate((el) => el.tagName)).toBe('FOOTER');
    const nav = page.getByRole('contentinfo').getByRole('navigation');
    await expect(nav).toHaveCount(1);
    expect(await nav.evaluate((el) => el.tagName)).toBe('NAV');
    await expect(page.getByRole('main')).toHaveCount(1);
    expect(await page.getByRole('main').evaluate((el) => el.tagName)).toBe('MAIN');
    await expect(page.getByRole('main').locator('.lv-home')).toBeVisible();
    expectNoErrors(errors);
  });
});
