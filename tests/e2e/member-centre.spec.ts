/**
 * The member centre /m/mine (spec 2.12), the logged-in header block (2.14) and the logged-in home header
 * with its popup menu (2.2), for a guest, a member (type 0), a free-trial member (4), agents (1, 2) and a
 * member without withdrawal (type 40: not a real-money type). Each test uses accounts of its own; faults and
 * answers it injects go to its own lane.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, FREE_REJECT, logIn, openDemo } from './account-helpers';
import { expectNoErrors, frame, merchantOrigin, ownFaultLane, popupsSeen, type SessionInfo } from './helpers';

const origin = merchantOrigin(DEMO);
const BALANCE = 1234.5;
const CONTACT_SERVICE = 'contact customer service';
const LIST_FLAGGED = ['depositRecord', 'accountRecord', 'bettingRecord', 'profitLoss', 'rewardCentre', 'manualRebate', 'myRebate', 'mail'];

let counter = 0;
/** A fresh DEMO account of a type, with a balance and toUpline, logged in. */
async function account(request: APIRequestContext, type: number, toUpline = false): Promise<SessionInfo> {
  counter += 1;
  const username = `mc${type}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const password = `Pw${username.slice(-6)}9x`;
  const created = await request.post('/__sim/members', { headers: { Merchant: DEMO_CODE }, data: { username, password, type, balance: BALANCE, toUpline } });
  expect(created.status()).toBe(201);
  return logIn(request, { username, password });
}

async function openMine(page: Page, session?: SessionInfo, lang = 'EN') {
  await popupsSeen(page);
  const errors = await openDemo(page, '/m/mine', { ...(session ? { session } : {}), lang });
  await expect(page.getByTestId('member-centre')).toBeVisible();
  return errors;
}

const item = (page: Page, id: string) => page.getByTestId(`mc-item-${id}`);
const ids = async (page: Page, group: 'tiles' | 'menu' | 'list') =>
  (await page.getByTestId(`mc-${group}`).locator('[data-testid^=mc-item-]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.slice(8))));

test.describe('guest', () => {
  test('own header (no frame header), join text, login and register; items without the session-only ones', async ({ page }) => {
    const errors = await openMine(page);
    await expect(frame(page).header).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member center');
    await expect(page.getByTestId('mc-guest')).toContainText('Join today');
    await expect(page.getByTestId('mc-login')).toBeVisible();
    await expect(page.getByTestId('mc-register')).toBeVisible();
    await expect(page.getByTestId('balance-block')).toHaveCount(0);
    // The simulator's site settings choose the new member-centre template (mem_cen "1") over demo's default.
    await expect(page.getByTestId('member-centre')).toHaveAttribute('data-template', 'new');
    expect(await ids(page, 'tiles')).toEqual(['benefits', 'download']);
    expect(await ids(page, 'menu')).toEqual(['deposit', 'withdraw', 'invite', 'security']);
    const list = await ids(page, 'list');
    expect(list).not.toContain('agencyCentre');
    expect(list).not.toContain('uplineTransfer');
    expect(list).toEqual(expect.arrayContaining([...LIST_FLAGGED, 'withdrawReport', 'missionActivity', 'helpCentre', 'feedback']));
    for (const target of [page.getByTestId('mc-back'), page.getByTestId('mc-settings'), item(page, 'deposit'), item(page, 'helpCentre')]) {
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    expectNoErrors(errors);
  });

  test('every protected item, invite and settings ask for login; help does not; back goes home', async ({ page }) => {
    const errors = await openMine(page);
    for (const target of [page.getByTestId('mc-settings'), item(page, 'deposit'), item(page, 'invite'), item(page, 'depositRecord'), item(page, 'feedback'), item(page, 'withdrawReport')]) {
      await target.click();
      await expect(page.getByTestId('login-dialog')).toBeVisible();
      await expect(page).toHaveURL(`${origin}/m/mine`);
      await page.getByTestId('dialog-cancel').click();
      await expect(page.getByTestId('login-dialog')).toHaveCount(0);
    }
    await item(page, 'helpCentre').click();
    await expect(page).toHaveURL(`${origin}/m/help`);
    await expect(page.getByTestId('login-dialog')).toHaveCount(0);
    await page.goBack();
    await page.getByTestId('mc-back').click();
    await expect(page).toHaveURL(`${origin}/m/home`);
    expectNoErrors(errors);
  });

  test('the login button opens /m/login', async ({ page }) => {
    await openMine(page);
    await page.getByTestId('mc-login').click();
    await expect(page).toHaveURL(`${origin}/m/login`);
  });
});

test.describe('member (type 0)', () => {
  test('header block: account, VIP label, balance to 2 decimals with its symbol, whole days since registration', async ({ page, request }) => {
    const session = await account(request, 0, true);
    const errors = await openMine(page, session);
    await expect(page.getByTestId('mc-guest')).toHaveCount(0);
    await expect(page.getByTestId('balance-account')).toHaveText(session.userName);
    await expect(page.getByTestId('balance-vip')).toHaveText('VIP1');
    await expect(page.getByTestId('balance-amount')).toHaveText('K1,234.50');
    // The simulator registers new members 30 days back.
    await expect(page.getByTestId('mc-days')).toHaveText('30 days since registration');
    const list = await ids(page, 'list');
    expect(list).not.toContain('agencyCentre');
    expect(list).toEqual(expect.arrayContaining([...LIST_FLAGGED, 'withdrawReport', 'uplineTransfer', 'missionActivity', 'helpCentre', 'feedback']));
    expect(await ids(page, 'menu')).toEqual(['deposit', 'withdraw', 'invite', 'security']);
    expectNoErrors(errors);
  });

  test('hide shows one asterisk per character; refresh masks the balance until the wallet reload finishes', async ({ page, request }) => {
    const session = await account(request, 0);
    const errors = await openMine(page, session);
    const block = page.getByTestId('balance-amount');
    // What shows (a screen reader also hears 'Balance hidden' or 'Refreshing balance').
    const amount = block.locator('bdi');
    await expect(amount).toHaveText('K1,234.50');
    await page.getByTestId('balance-toggle').click();
    await expect(amount).toHaveText('*'.repeat('K1,234.50'.length));
    await expect(block).toContainText('Balance hidden');
    await expect(page.getByTestId('balance-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('balance-toggle').click();
    await expect(amount).toHaveText('K1,234.50');

    // The next wallet call answers after 1.5 s (own lane): masked meanwhile, then the new balance.
    const lane = await ownFaultLane(page);
    await request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { path: '/wps/v2/wallets/balance', delayMs: 1500, lane } });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/v2/wallets/balance');
    await page.getByTestId('balance-refresh').click();
    await expect(block).toHaveAttribute('data-masked', 'true');
    await expect(amount).toHaveText(/^\*+$/);
    await expect(block).toContainText('Refreshing balance');
    await answered;
    await expect(block).toHaveAttribute('data-masked', 'false');
    await expect(amount).toHaveText('K1,234.50');
    await request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: DEMO_CODE } });
    expectNoErrors(errors);
  });

  test('items open their screens; settings opens /m/set', async ({ page, request }) => {
    const session = await account(request, 0);
    const errors = await openMine(page, session);
    await item(page, 'depositRecord').click();
    await expect(page).toHaveURL(`${origin}/m/vouReport`);
    await page.goBack();
    await page.getByTestId('mc-settings').click();
    await expect(page).toHaveURL(`${origin}/m/set`);
    expectNoErrors(errors);
  });

  test('invite: the referral dialog with the REFERRAL promotion, else "contact customer service" for 2 s; MISSION gates mission activity', async ({ page, request }) => {
    const session = await account(request, 0);
    const lane = await ownFaultLane(page);
    await request.post('/__sim/faults', {
      headers: { Merchant: DEMO_CODE },
      data: { path: '/wps/relay/MCSFE_getAvailablePromotions', lane, answer: { success: true, value: { content: { REFERRAL: { enabled: false, count: 0 }, MISSION: { enabled: false, count: 0 } }, footer: {} } } },
    });
    try {
      const errors = await openMine(page, session);
      await expect(item(page, 'feedback')).toBeVisible();
      await expect(item(page, 'missionActivity')).toHaveCount(0);
      await item(page, 'invite').click();
      const toast = frame(page).toast.filter({ hasText: CONTACT_SERVICE });
      await expect(toast).toBeVisible();
      await expect(page.getByTestId('referral-dialog')).toHaveCount(0);
      await expect(toast).toHaveCount(0, { timeout: 3500 });
      expectNoErrors(errors);
    } finally {
      await request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: DEMO_CODE } });
    }
    // With the promotions as the simulator has them (REFERRAL and MISSION on).
    const fresh = await page.context().newPage();
    await openMine(fresh, session);
    await expect(item(fresh, 'missionActivity')).toBeVisible();
    await item(fresh, 'invite').click();
    await expect(fresh.getByTestId('referral-dialog')).toBeVisible();
  });

  test('invite: when the promotions cannot be read, it says the network failed (not "contact customer service") and a later tap opens the dialog', async ({ page, request }) => {
    const session = await account(request, 0);
    const lane = await ownFaultLane(page);
    await request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { path: '/wps/relay/MCSFE_getAvailablePromotions', lane, status: 500, times: 20 } });
    const errors = await openMine(page, session);
    await item(page, 'invite').click();
    await expect(frame(page).toast.filter({ hasText: 'network offline or slow' })).toBeVisible();
    await expect(frame(page).toast.filter({ hasText: CONTACT_SERVICE })).toHaveCount(0);
    await expect(page.getByTestId('referral-dialog')).toHaveCount(0);
    await request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: DEMO_CODE } });
    await item(page, 'invite').click();
    await expect(page.getByTestId('referral-dialog')).toBeVisible();
    expectNoErrors(errors, [/500/]);
  });
});

test('news/mail shows the unread inbox count as a badge (99+ above 99, none at 0), spoken after its name', async ({ page, request }) => {
  const session = await account(request, 0);
  const lane = await ownFaultLane(page);
  const answer = (count: number) =>
    request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { path: '/wps/relay/EMFE_getInboxUnreadCount', answer: { success: true, value: count }, times: 1, lane } });
  try {
    await answer(7);
    const errors = await openMine(page, session);
    const badge = page.getByTestId('mc-badge-mail');
    await expect(badge).toHaveText('7');
    await expect(item(page, 'mail')).toHaveAccessibleName('News / mail Unread: 7');
    await answer(120);
    await page.reload();
    await expect(badge).toHaveText('99+');
    await answer(0);
    await page.reload();
    await expect(item(page, 'mail')).toBeVisible();
    await expect(badge).toHaveCount(0);
    expectNoErrors(errors);
  } finally {
    await request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: DEMO_CODE } });
  }
});

test('free-trial member (4): protected items refused with free_reject for 2 s; help still opens; no withdrawal or agency', async ({ page, request }) => {
  const session = await account(request, 4);
  const errors = await openMine(page, session);
  await expect(page.getByTestId('balance-vip')).toHaveText('Trial');
  const list = await ids(page, 'list');
  expect(list).not.toContain('agencyCentre');
  expect(list).not.toContain('withdrawReport');
  expect(await ids(page, 'menu')).not.toContain('withdraw');
  for (const target of [item(page, 'deposit'), item(page, 'feedback'), item(page, 'invite')]) {
    await target.click();
    const toast = frame(page).toast.filter({ hasText: FREE_REJECT });
    await expect(toast).toBeVisible();
    await expect(page).toHaveURL(`${origin}/m/mine`);
    await expect(toast).toHaveCount(0, { timeout: 3500 });
  }
  await item(page, 'helpCentre').click();
  await expect(page).toHaveURL(`${origin}/m/help`);
  expectNoErrors(errors);
});

test('agent (1): agency centre shows and opens /m/agent; transfer to upline with toUpline', async ({ page, request }) => {
  const session = await account(request, 1, true);
  const errors = await openMine(page, session);
  // Transfer to upline waits for the member info (toUpline).
  await expect.poll(() => ids(page, 'list')).toEqual(expect.arrayContaining(['agencyCentre', 'uplineTransfer', 'withdrawReport']));
  await item(page, 'agencyCentre').click();
  await expect(page).toHaveURL(`${origin}/m/agent`);
  expectNoErrors(errors);
});

test('agent (2) cannot transfer to upline even with toUpline', async ({ page, request }) => {
  const session = await account(request, 2, true);
  await openMine(page, session);
  await expect(item(page, 'agencyCentre')).toBeVisible();
  await expect(item(page, 'uplineTransfer')).toHaveCount(0);
});

test('member without withdrawal (40): no withdraw in the menu, the list, the header or its popup menu', async ({ page, request }) => {
  const session = await account(request, 40);
  const errors = await openMine(page, session);
  await expect(page.getByTestId('balance-amount')).toHaveText('K1,234.50');
  expect(await ids(page, 'menu')).toEqual(['deposit', 'invite', 'security']);
  const list = await ids(page, 'list');
  expect(list).not.toContain('withdrawReport');
  expect(list).not.toContain('agencyCentre');
  await page.getByTestId('footer-home').click();
  await expect(page.getByTestId('header-deposit')).toBeVisible();
  await expect(page.getByTestId('header-withdraw')).toHaveCount(0);
  await page.getByTestId('header-menu-button').click();
  await expect(page.getByTestId('header-menu-deposit')).toBeVisible();
  await expect(page.getByTestId('header-menu-withdraw')).toHaveCount(0);
  expectNoErrors(errors);
});

test.describe('logged-in home header (2.2)', () => {
  test('nickname or account, balance with symbol to 2 decimals, deposit and withdraw buttons', async ({ page, request }) => {
    const session = await account(request, 0);
    await popupsSeen(page);
    const errors = await openDemo(page, '/m/home', { session });
    await expect(page.getByTestId('header-account')).toHaveText(session.userName);
    await expect(page.getByTestId('header-balance')).toHaveText('K1,234.50');
    await page.getByTestId('header-withdraw').click();
    await expect(page).toHaveURL(`${origin}/m/withdraw`);
    await page.goBack();
    await page.getByTestId('header-deposit').click();
    await expect(page).toHaveURL(`${origin}/m/voucherCenter`);
    expectNoErrors(errors);
  });

  test('money follows the player\'s locale (Burmese)', async ({ page, request }) => {
    const session = await account(request, 0);
    await popupsSeen(page);
    await openDemo(page, '/m/home', { session, lang: 'MY' });
    const expected = await page.evaluate((n) => `K${new Intl.NumberFormat('my', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`, BALANCE);
    await expect(page.getByTestId('header-balance')).toHaveText(expected);
  });

  test('popup menu: its six items; refresh, hide/show, feedback and sign out work', async ({ page, request }) => {
    const session = await account(request, 0);
    await popupsSeen(page);
    const errors = await openDemo(page, '/m/home', { session });
    const balance = page.getByTestId('header-balance').locator('bdi');
    await expect(balance).toHaveText('K1,234.50');
    await page.getByTestId('header-menu-button').click();
    await expect(page.getByTestId('header-menu-button')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('header-menu').getByRole('button')).toHaveText(['Deposit', 'Withdraw', 'Refresh balance', 'Hide/show balance', 'Feedback', 'Sign out']);

    await page.getByTestId('header-menu-toggleBalance').click();
    await expect(balance).toHaveText('*'.repeat('K1,234.50'.length));
    await page.getByTestId('header-menu-button').click();
    await page.getByTestId('header-menu-toggleBalance').click();
    await expect(balance).toHaveText('K1,234.50');

    const reload = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/v2/wallets/balance');
    await page.getByTestId('header-menu-button').click();
    await page.getByTestId('header-menu-refreshBalance').click();
    await reload;
    await expect(balance).toHaveText('K1,234.50');

    // Escape closes it and gives focus back to the button.
    await page.getByTestId('header-menu-button').click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('header-menu')).toHaveCount(0);
    await expect(page.getByTestId('header-menu-button')).toBeFocused();

    await page.getByTestId('header-menu-button').click();
    await page.getByTestId('header-menu-feedback').click();
    await expect(page).toHaveURL(`${origin}/m/feedback`);
    await page.goBack();
    await page.getByTestId('header-menu-button').click();
    await page.getByTestId('header-menu-signOut').click();
    await expect(page.getByTestId('confirm-dialog')).toBeVisible();
    expectNoErrors(errors);
  });

  test('the popup closes 0.1 s after the pointer leaves it, not before', async ({ page, request }) => {
    const session = await account(request, 0);
    await popupsSeen(page);
    await page.clock.install();
    await openDemo(page, '/m/home', { session });
    await page.getByTestId('header-menu-button').click();
    const menu = page.getByTestId('header-menu');
    await expect(menu).toBeVisible();
    await page.getByTestId('header-menu-deposit').hover();
    await page.clock.pauseAt(Date.now() + 2000);
    await expect(menu).toBeVisible();
    await page.mouse.move(20, 600);
    await page.clock.runFor(90);
    await expect(menu).toBeVisible();
    await page.clock.runFor(20);
    await expect(menu).toHaveCount(0);
  });
});

test('a failed member-info call shows an error with Retry that recovers; a malformed wallet answer says the balance is unavailable until a refresh', async ({ page, request }) => {
  const session = await account(request, 0);
  const lane = await ownFaultLane(page);
  const fault = (data: object) => request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { ...data, lane } });
  await fault({ path: '/wps/member/info', status: 500, times: 4 });
  await fault({ path: '/wps/v2/wallets/balance', malformed: true, times: 4 });
  try {
    await popupsSeen(page);
    await openDemo(page, '/m/mine', { session });
    const failed = page.getByTestId('member-centre').getByRole('alert');
    await expect(failed).toContainText('load failed, tap to retry');
    await request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: DEMO_CODE } });
    await fault({ path: '/wps/v2/wallets/balance', malformed: true, times: 4 });
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('balance-account')).toHaveText(session.userName);
    await expect(page.getByTestId('balance-amount')).toHaveText('Balance unavailable');
    await request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: DEMO_CODE } });
    await page.getByTestId('balance-refresh').click();
    await expect(page.getByTestId('balance-amount').locator('bdi')).toHaveText('K1,234.50');
  } finally {
    await request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: DEMO_CODE } });
  }
});

/**
 * Spec §3 site settings mobileTemplate.mem_cen: "1" (the simulator's default) the new layout, the list as rows;
 * another value the classic layout, the list as a grid of icon tiles, four to a row. This page's own lane
 * carries the setting, so the tests beside it keep the default.
 */
test.describe('spec §3 mem_cen layouts', () => {
  for (const [memCen, layout] of [
    ['1', 'rows'],
    ['0', 'grid'],
  ] as const) {
    test(`mem_cen "${memCen}": the list as ${layout}`, async ({ page, request }) => {
      const lane = await ownFaultLane(page);
      const set = await request.patch('/__sim/site-settings', { headers: { Merchant: DEMO_CODE }, data: { mem_cen: memCen, lane } });
      expect(set.ok()).toBe(true);
      const errors = await openMine(page);
      await expect(page.getByTestId('member-centre')).toHaveAttribute('data-template', memCen === '1' ? 'new' : 'classic');
      const list = page.getByTestId('mc-list');
      await expect(list).toHaveAttribute('data-layout', layout);
      const boxes = await list.locator('[data-testid^=mc-item-]').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      const listWidth = (await list.boundingBox())?.width ?? 0;
      if (layout === 'rows') {
        // One item a row, each as wide as the list, a chevron on each.
        expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(boxes.length);
        for (const b of boxes) expect(b.width).toBeGreaterThan(listWidth * 0.9);
        await expect(list.locator('.lv-mc-chevron')).toHaveCount(boxes.length);
      } else {
        // Four to a row, no chevrons; tiles keep the 44 px touch target.
        const firstRow = boxes.filter((b) => Math.round(b.top) === Math.round(boxes[0]?.top ?? -1));
        expect(firstRow).toHaveLength(4);
        for (const b of boxes) expect(b.height).toBeGreaterThanOrEqual(44);
        await expect(list.locator('.lv-mc-chevron')).toHaveCount(0);
      }
      expectNoErrors(errors);
    });
  }
});
