/**
 * The agent's red envelopes, dividend and notices (issue 18), in Chromium against the simulator with real
 * sessions: red envelopes to three downlines move their balances (read through the control API); the agent
 * footer's notices badge falls after reading; the dividend shows the current period and the history, and a
 * dividend applied for under an accepted contract is paid into the balance.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CODE, logIn, openDemo } from './account-helpers';
import { AGENT, expectNoErrors, type SessionInfo } from './helpers';

const FUNDS = '975310';
const BALANCE = 300;
let counter = 0;

/** A fresh agent with a balance, a funds password and `downlines` direct downlines, logged in. */
async function agent(request: APIRequestContext, downlines: number, extra: Record<string, unknown> = {}): Promise<SessionInfo> {
  counter += 1;
  const username = `ax${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const password = `Pw${username.slice(-6)}9x`;
  const headers = { Merchant: DEMO_CODE };
  expect((await request.post('/__sim/members', { headers, data: { username, password, type: AGENT, balance: BALANCE, downlines, ...extra } })).status()).toBe(201);
  expect((await request.put(`/__sim/members/${username}/wallet`, { headers, data: { fundsPassword: FUNDS } })).status()).toBe(200);
  return logIn(request, { username, password });
}

const balanceOf = async (request: APIRequestContext, account: string) =>
  ((await (await request.get(`/__sim/members/${account}/wallet`, { headers: { Merchant: DEMO_CODE } })).json()) as { balance: number }).balance;

test('red envelopes to three downlines move their balances; the history lists the send', async ({ page, request }) => {
  const session = await agent(request, 3);
  const errors = await openDemo(page, '/m/redRain', { session });
  await expect(page.getByTestId('red-envelope-downline')).toHaveCount(3);
  await page.getByTestId('red-envelope-all').check();
  await page.getByTestId('red-envelope-total').fill('45.67');
  await page.getByTestId('red-envelope-split-RANDOM').check();
  await page.getByTestId('red-envelope-funds').fill(FUNDS);
  await page.getByTestId('red-envelope-submit').click();

  const shares = page.getByTestId('red-envelope-summary').getByRole('listitem');
  await expect(shares).toHaveCount(3);
  const given = await shares.evaluateAll((items) => items.map((li) => [li.getAttribute('data-account') ?? '', Number(li.getAttribute('data-amount'))] as const));
  expect(given.reduce((s, [, amount]) => s + Math.round(amount * 100), 0)).toBe(4567);
  for (const [account, amount] of given) expect(await balanceOf(request, account)).toBe(amount);
  expect(await balanceOf(request, session.userName)).toBe(254.33);
  await expect(page.getByTestId('red-envelope-balance')).toContainText('254.33');

  await page.getByTestId('red-envelope-tabs-history').click();
  await expect(page.getByTestId('red-envelope-order')).toHaveCount(1);
  await expect(page.getByTestId('red-envelope-order')).toContainText('45.67');
  expectNoErrors(errors);
});

test('the notices badge falls after reading', async ({ page, request }) => {
  const session = await agent(request, 1);
  const errors = await openDemo(page, '/m/agent', { session });
  const badge = page.getByTestId('agent-badge-agentNotices');
  await expect(badge).toHaveText('4');
  await page.getByTestId('agent-item-agentNotices').click();
  await expect(page).toHaveURL(/\/m\/member\/notice\?types=A$/);
  await page.getByTestId('agent-notice-open').first().click();
  await expect(page.getByTestId('agent-notices-unread')).toHaveAttribute('data-count', '3');
  await page.goBack();
  await expect(badge).toHaveText('3');

  await page.getByTestId('agent-item-agentNotices').click();
  await page.getByTestId('agent-notices-read-all').click();
  await expect(page.getByTestId('agent-notices-unread')).toHaveAttribute('data-count', '0');
  await page.goBack();
  await expect(page.getByTestId('agent-home')).toBeVisible();
  await expect(badge).toHaveCount(0);
  // The platform agrees: a reload reads the count afresh.
  await page.reload();
  await expect(page.getByTestId('agent-today')).toBeVisible();
  await expect(badge).toHaveCount(0);
  expectNoErrors(errors);
});

test('the dividend shows the current period and the history; under an accepted contract a dividend is applied for and paid', async ({ page, request }) => {
  const session = await agent(request, 10, { contractRequests: { divtypecompperiodreq: 'HALF_MONTH' } });
  const errors = await openDemo(page, '/m/member/agent/agentDivident', { session });
  await expect(page.getByTestId('agent-dividend-current')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('agent-dividend-current').locator('h2')).toContainText(/Current period: .*\d{4}-\d{2}-(01|16).*–.*\d{4}-\d{2}-\d{2}/);
  const periods = page.getByTestId('agent-dividend-period');
  await expect(periods.first()).toBeVisible();
  expect(await periods.count()).toBeGreaterThanOrEqual(2);

  await page.getByTestId('agent-dividend-accept').click();
  await expect(page.getByTestId('agent-dividend-contract')).toHaveAttribute('data-status', 'accepted');
  const due = page.locator('[data-testid=agent-dividend-period][data-status=applicable]').first();
  const start = await due.getAttribute('data-start');
  const amount = Number(await due.locator('dd[data-value]').last().getAttribute('data-value'));
  expect(amount).toBeGreaterThan(0);
  await due.getByTestId('agent-dividend-apply').click();
  await expect(page.locator(`[data-testid=agent-dividend-period][data-start="${start}"]`)).toHaveAttribute('data-status', 'paid');
  expect(await balanceOf(request, session.userName)).toBe(Math.round((BALANCE + amount) * 100) / 100);
  expectNoErrors(errors);
});
