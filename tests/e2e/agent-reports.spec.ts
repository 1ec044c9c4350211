/**
 * The agent's team reports (issue 18) in Chromium against the simulator, as an agent with 30 downlines
 * three levels deep (POST /__sim/agent-tree): the team overview's totals for 7 days equal the sum of the
 * team P&L rows for the same days; team P&L drills into a sub-agent's team and back; team betting's totals
 * are its rows summed, lottery and another category on their relays; agent rebate income shows by day.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, logIn } from './account-helpers';
import { expectNoErrors, openMerchant, type SessionInfo } from './helpers';

let counter = 0;

interface Tree {
  agent: string;
  direct: string[];
  all: string[];
}

async function agentWithTree(request: APIRequestContext): Promise<{ tree: Tree; session: SessionInfo }> {
  counter += 1;
  const account = `rp${Date.now().toString(36).slice(-6)}${(process.pid % 1296).toString(36)}${counter}`;
  const response = await request.post('/__sim/agent-tree', { headers: { Merchant: DEMO_CODE }, data: { account, password: 'Agent123', size: 30 } });
  expect(response.status(), 'POST /__sim/agent-tree').toBe(201);
  const tree = (await response.json()) as Tree;
  expect(tree.all).toHaveLength(30);
  return { tree, session: await logIn(request, { username: account, password: 'Agent123' }) };
}

/** "K1,234.50" / "-K12.00" in cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

const totalOf = async (page: Page, label: string) => cents(await page.getByTestId('records-totals').locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').textContent());

/** Every row loaded (scrolled to the end, where the list asks for its next pages), as [title, amount in cents]. */
async function allRows(page: Page): Promise<[string, number][]> {
  await expect(page.getByTestId('records-list')).toBeVisible();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('records-end')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const rows = await page.getByTestId('records-row').all();
  return Promise.all(rows.map(async (row: Locator) => [(await row.locator('.lv-rec-title').textContent()) ?? '', cents(await row.locator('.lv-rec-amount').textContent())] as [string, number]));
}

const sum = (rows: [string, number][]) => rows.reduce((s, [, amount]) => s + amount, 0);

async function sevenDays(page: Page, relay: string) {
  const asked = page.waitForResponse((r) => r.url().includes(`/wps/relay/${relay}`) && new URL(r.url()).searchParams.get('startDate') !== new URL(r.url()).searchParams.get('endDate'));
  await page.getByTestId('records-range-week').click();
  expect((await asked).status()).toBe(200);
}

test("the team overview's totals for 7 days equal the sum of the team P&L rows for the same days", async ({ page, request }) => {
  const { tree, session } = await agentWithTree(request);
  const { errors } = await openMerchant(page, DEMO, '/m/agent/team/overview', { lang: 'EN', session });
  await expect(page.getByTestId('team-today-pnl')).toBeVisible();
  await sevenDays(page, 'ODSFE2_getTeamOverviewDailyList');
  await expect(page.getByTestId('records-row')).toHaveCount(7);
  const overview = { pnl: await totalOf(page, 'Profit and loss'), bets: await totalOf(page, 'Bets'), deposits: await totalOf(page, 'Deposits') };
  expect(sum(await allRows(page))).toBe(overview.pnl);

  await page.goto(page.url().replace('/m/agent/team/overview', '/m/agent/team/pnl'));
  await sevenDays(page, 'ODSFE2_getTeamPNLV3');
  const rows = await allRows(page);
  expect(rows.map(([account]) => account)).toEqual(tree.direct);
  expect(sum(rows)).toBe(overview.pnl);
  expect([await totalOf(page, 'Profit and loss'), await totalOf(page, 'Bets'), await totalOf(page, 'Deposits')]).toEqual([overview.pnl, overview.bets, overview.deposits]);
  expectNoErrors(errors);
});

test("team P&L drills into a sub-agent's team, whose rows are its downlines, and the breadcrumb leads back", async ({ page, request }) => {
  const { tree, session } = await agentWithTree(request);
  const { errors } = await openMerchant(page, DEMO, '/m/agent/team/pnl', { lang: 'EN', session });
  await sevenDays(page, 'ODSFE2_getTeamPNLV3');
  const row = page.getByTestId('records-row').filter({ hasText: 'Agent' }).filter({ hasNotText: 'Team members: 0' }).first();
  const account = (await row.locator('.lv-rec-title').textContent()) ?? '';
  expect(tree.direct).toContain(account);
  await row.getByRole('button').first().click();
  const drilled = page.waitForResponse((r) => new URL(r.url()).searchParams.get('username') === account);
  await page.getByTestId('team-drill').click();
  expect((await drilled).status()).toBe(200);
  await expect(page.getByTestId('team-parent')).toHaveText(`Team of ${account}`);
  await expect(page.getByTestId('team-parent')).toBeFocused();
  const rows = await allRows(page);
  expect(rows.length).toBeGreaterThan(0);
  for (const [name] of rows) {
    const member = (await (await request.get(`/__sim/members/${name}`, { headers: { Merchant: DEMO_CODE } })).json()) as { upline: string };
    expect([name, member.upline]).toEqual([name, account]);
  }
  expect(sum(rows)).toBe(await totalOf(page, 'Profit and loss'));
  await page.getByTestId('team-crumbs').getByRole('button', { name: 'My team' }).click();
  await expect(page.getByTestId('team-parent')).toHaveText('My team');
  await expect(page.getByTestId('records-row').first().locator('.lv-rec-title')).toHaveText(tree.direct[0] ?? '');
  expectNoErrors(errors);
});

test("team betting: lottery's totals are its rows summed, and another category asks its own relay", async ({ page, request }) => {
  const { session } = await agentWithTree(request);
  const { errors } = await openMerchant(page, DEMO, '/m/teamBetting', { lang: 'EN', session });
  await sevenDays(page, 'ODSFE2_lottTeamBet');
  const lottery = await allRows(page);
  expect(sum(lottery)).toBe(await totalOf(page, 'Bets'));
  expect(await totalOf(page, 'Bets')).toBeGreaterThan(0);
  const slots = page.waitForResponse((r) => r.url().includes('/wps/relay/ODSFE2_teamBet') && new URL(r.url()).searchParams.get('gameCategory') === 'RNG');
  await page.getByTestId('records-filter-gameCategory').selectOption('RNG');
  expect((await slots).status()).toBe(200);
  await expect(page.getByTestId('records-filter-gameCategory')).toHaveValue('RNG');
  expect(sum(await allRows(page))).toBe(await totalOf(page, 'Bets'));
  expectNoErrors(errors);
});

test('agent rebate income shows by day, newest first, with its totals', async ({ page, request }) => {
  const { session } = await agentWithTree(request);
  const { errors } = await openMerchant(page, DEMO, '/m/member/agent/agentRebeat', { lang: 'EN', session });
  await sevenDays(page, 'ODSFE2_agentRebate');
  const rows = await allRows(page);
  expect(rows.length).toBeGreaterThanOrEqual(5);
  expect(sum(rows)).toBe(await totalOf(page, 'Rebate income'));
  expect(await totalOf(page, 'Rebate income')).toBeGreaterThan(0);
  expectNoErrors(errors);
});
