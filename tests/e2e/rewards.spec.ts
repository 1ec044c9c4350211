/**
 * Rewards against the simulator with real sessions (issue 17 "Done when": a member claims a reward and sees
 * the balance and counts change): a ticket claimed in the reward centre, the manual rebate claimed and then
 * in "my rebate", the VIP page's rank and progress, and a mission's milestone reward.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, logIn, newMember } from './account-helpers';
import { expectNoErrors, openMerchant, type SessionInfo } from './helpers';

const headers = { Merchant: DEMO_CODE };

/** A fresh member with 100 in the wallet after `bets` placed now (rebate, missions and VIP turnover follow them). */
async function member(request: APIRequestContext, bets: number[] = []): Promise<SessionInfo> {
  const fresh = await newMember(request, 'rw');
  expect((await request.put(`/__sim/members/${fresh.username}/wallet`, { headers, data: { balance: 100 + bets.reduce((sum, b) => sum + b, 0) } })).status()).toBe(200);
  for (const amount of bets) expect((await request.post(`/__sim/members/${fresh.username}/bets`, { headers, data: { amount } })).status()).toBe(201);
  return logIn(request, fresh);
}

const balanceOf = async (request: APIRequestContext, session: SessionInfo) => {
  const response = await request.get('/wps/v2/wallets/balance?typeId=0', { headers: { ...headers, Authorization: session.token } });
  return ((await response.json()) as { value: { sumBalance: number } }).value.sumBalance;
};

const open = (page: Page, path: string, session: SessionInfo) => openMerchant(page, DEMO, path, { lang: 'EN', session });

test('a member claims a ticket in the reward centre: the balance and the ticket count change at once, the claim is in the history', async ({ page, request }) => {
  const session = await member(request);
  const { errors } = await open(page, '/m/rewardCenter', session);
  const tickets = page.getByTestId('reward-count-TICKET');
  await expect(tickets.locator('dd')).toHaveText('2');
  await expect(page.getByTestId('rewards-balance')).toHaveText('K100.00');
  await page.getByTestId('reward-ticket').filter({ hasText: 'Bonus ticket' }).getByTestId('reward-ticket-claim').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Claimed K10.00' })).toBeVisible();
  await expect(tickets.locator('dd')).toHaveText('1');
  await expect(page.getByTestId('rewards-balance')).toHaveText('K110.00');
  await expect(page.getByTestId('reward-ticket')).toHaveCount(1);
  await expect(page.getByTestId('reward-history-row')).toHaveCount(1);
  expect(await balanceOf(request, session)).toBe(110);
  expectNoErrors(errors);
});

test('a member claims the manual rebate: the balance grows by it, nothing is left to claim, and my rebate reports it', async ({ page, request }) => {
  const session = await member(request, [1000]);
  const { errors } = await open(page, '/m/member/manualRebate', session);
  const total = await page.getByTestId('rebate-total').textContent();
  const rebate = Number((total ?? '').replace(/[^\d.]/g, ''));
  expect(rebate).toBeGreaterThan(0);
  const before = await balanceOf(request, session);
  await page.getByTestId('rebate-claim').click();
  await expect(page.getByTestId('rebate-empty')).toHaveText('No rebate to claim right now.');
  await expect.poll(() => balanceOf(request, session)).toBeCloseTo(before + rebate, 2);
  await page.goto(page.url().replace('/m/member/manualRebate', '/m/member/rebateReport'));
  await expect(page.getByTestId('records-totals')).toContainText(total ?? '');
  await expect(page.getByTestId('records-row').first()).toBeVisible();
  expectNoErrors(errors);
});

test('the VIP page shows the member rank and the monthly turnover against the expected one', async ({ page, request }) => {
  const session = await member(request, [600]);
  const { errors } = await open(page, '/m/member/benefits', session);
  await expect(page.getByTestId('vip-rank')).toHaveText(/^VIP\d$/);
  await expect(page.getByTestId('vip-monthly')).toHaveText(/^K[\d,.]+ \/ K[\d,.]+$/);
  await expect(page.getByRole('progressbar', { name: 'Monthly turnover' })).toBeVisible();
  await expect(page.getByTestId('vip-level').and(page.locator('[aria-current=true]'))).toHaveCount(1);
  expectNoErrors(errors);
});

test('a mission reached with bets is claimed once: the balance grows by its reward and the claim goes away', async ({ page, request }) => {
  const session = await member(request, [1000]);
  const { errors } = await open(page, '/m/leaderBoard', session);
  const daily = page.getByTestId('mission-daily-turnover');
  const claim = daily.getByTestId('mission-claim');
  const reward = Number(((await claim.textContent()) ?? '').replace(/[^\d.]/g, ''));
  expect(reward).toBeGreaterThanOrEqual(25);
  const before = await balanceOf(request, session);
  await claim.click();
  await expect(claim).toHaveCount(0);
  await expect.poll(() => balanceOf(request, session)).toBeCloseTo(before + reward, 2);
  await expect(page.getByTestId('mission-leaderboard').locator('[aria-current=true]')).toContainText(session.userName);
  expectNoErrors(errors);
});
