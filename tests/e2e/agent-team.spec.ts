/**
 * Team management, /m/member/team (issue 18), against the simulator with real sessions: an agent with 30
 * downlines pages and searches them; a downline's rebate above the agent's own is refused with the message
 * naming the limit (before sending, and by the platform too), a valid one is saved and shown again after a
 * reload; the transfer to a downline moves both balances; a player is promoted to agent after the
 * confirmation; a member (type 0) is sent to /m/home.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, liveSession, logIn } from './account-helpers';
import { expectNoErrors, frame, MEMBER, merchantOrigin, openMerchant, type SessionInfo } from './helpers';

const origin = merchantOrigin(DEMO);
const TEAM = '/m/member/team';
const UPDATE = '/wps/agent/updateDownlineRebates';
const headers = { Merchant: DEMO_CODE };

let counter = 0;

/** A fresh agent (balance 1000, funds password 123456) with `downlines` players (<name>_d1 …), logged in. */
async function agentWithTeam(request: APIRequestContext, downlines: number): Promise<SessionInfo> {
  counter += 1;
  const username = `at${Date.now().toString(36).slice(-6)}${(process.pid % 1296).toString(36)}${counter}`;
  const created = await request.post('/__sim/members', { headers, data: { username, password: 'Secret123', type: 1, balance: 1000, downlines } });
  expect(created.status()).toBe(201);
  expect((await request.put(`/__sim/members/${username}/wallet`, { headers, data: { fundsPassword: '123456' } })).status()).toBe(200);
  return logIn(request, { username, password: 'Secret123' });
}

const balanceOf = async (request: APIRequestContext, account: string) =>
  ((await (await request.get(`/__sim/members/${account}/wallet`, { headers })).json()) as { balance: number }).balance;

const rebate = (page: Page, product: string) => page.getByTestId(`team-rebate-${product}`);

async function openDownline(page: Page, account: string) {
  await page.getByTestId('team-search-input').fill(account);
  await page.getByTestId('team-search').getByRole('button').click();
  await expect(page.getByTestId('team-row')).toHaveCount(1);
  await page.getByTestId('team-row').click();
  await expect(page.getByTestId('team-detail-title')).toContainText(account);
}

test('30 downlines: paged and searched; a rebate above the agent’s own is refused naming the limit, a valid one is saved and shown after a reload', async ({ page, request }) => {
  const agent = await agentWithTeam(request, 30);
  const { errors } = await openMerchant(page, DEMO, TEAM, { lang: 'EN', session: agent });
  await expect(frame(page).title).toHaveText('Team management');
  await expect(page.getByTestId('team-row')).toHaveCount(20);
  await page.getByTestId('team-more').click();
  await expect(page.getByTestId('team-row')).toHaveCount(30);
  await expect(page.getByTestId('team-more')).toHaveCount(0);

  const downline = `${agent.userName}_d17`;
  await openDownline(page, downline);
  // The detail is named in the address, after the search that found it (back returns to the list searched so).
  await expect(page).toHaveURL(`${origin}${TEAM}?q=${downline}&account=${downline}`);
  await expect(rebate(page, 'LIVE')).toHaveValue('0');
  await expect(page.getByText('Up to 1.5% (your own rate)')).toBeVisible();

  // Above the agent's own: refused before anything is sent, what was typed stays.
  const puts: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === UPDATE) puts.push(r.method());
  });
  await rebate(page, 'LIVE').fill('1.6');
  await page.getByTestId('team-rebate-submit').click();
  await expect(page.getByText('Cannot be higher than your own rebate of 1.5%')).toBeVisible();
  await expect(rebate(page, 'LIVE')).toHaveValue('1.6');
  await expect(rebate(page, 'LIVE')).toBeFocused();
  expect(puts).toEqual([]);

  // The platform refuses the same value on its own, naming the limit.
  const rows = ((await (await request.get(`/wps/relay/MCSFE_getDownlineRebates?customerId=${await idOf(request, agent, downline)}`, { headers: { ...headers, Authorization: agent.token } })).json()) as { value: { configs: { productType: string }[] } }).value.configs;
  const refusal = await request.put(UPDATE, { headers: { ...headers, Authorization: agent.token }, data: rows.map((r) => ({ ...r, rebateValue: r.productType === 'LIVE' ? 1.6 : 0 })) });
  expect(refusal.status()).toBe(400);
  expect(await refusal.json()).toMatchObject({ errorCode: 'rebate.exceed.upline', message: "The LIVE rebate cannot be higher than the upline's 1.5%" });

  // A valid value is saved, then shown again after a reload.
  await rebate(page, 'LIVE').fill('1.5');
  await rebate(page, 'RNG').fill('0.8');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === UPDATE);
  await page.getByTestId('team-rebate-submit').click();
  expect((await saved).status()).toBe(200);
  await expect(frame(page).toast).toContainText('Change saved');
  expect(puts).toEqual(['PUT']);
  await page.reload();
  await expect(rebate(page, 'LIVE')).toHaveValue('1.5');
  await expect(rebate(page, 'RNG')).toHaveValue('0.8');
  await expect(rebate(page, 'LOTT')).toHaveValue('0');
  expectNoErrors(errors);
});

/** A downline's customer id, as the downline list gives it. */
async function idOf(request: APIRequestContext, agent: SessionInfo, account: string): Promise<string> {
  const response = await request.get(`/wps/relay/ODSFE2_getSubordinatev2?username=${account}`, { headers: { ...headers, Authorization: agent.token } });
  const { value } = (await response.json()) as { value: { list: { id: number; account: string }[] } };
  return String(value.list.find((row) => row.account === account)?.id);
}

test('a transfer to a downline moves both balances', async ({ page, request }) => {
  const agent = await agentWithTeam(request, 2);
  const downline = `${agent.userName}_d2`;
  const { errors } = await openMerchant(page, DEMO, `${TEAM}?account=${downline}`, { lang: 'EN', session: agent });
  await page.getByTestId('team-tabs-transfer').click();
  await expect(page.getByTestId('team-transfer-balance')).toContainText('1,000.00');
  await page.getByTestId('team-transfer-amount').fill('120.50');
  await page.getByTestId('team-transfer-funds').fill('123456');
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/agent/transferDownline');
  await page.getByTestId('team-transfer-submit').click();
  const response = await sent;
  expect([response.status(), response.request().method()]).toEqual([200, 'PUT']);
  // Sent encrypted: the body holds only the sealed value, never the amount or the funds password.
  expect(response.request().headers().encryption).toMatch(/^[0-9a-f]+$/);
  expect(Object.keys(response.request().postDataJSON() as object)).toEqual(['value']);
  await expect(page.getByTestId('team-transfer-done')).toContainText(`was transferred to ${downline}`);
  await expect(page.getByTestId('team-transfer-balance')).toContainText('879.50');
  await expect(page.getByTestId('team-detail-balance')).toContainText('120.50');
  expect([await balanceOf(request, agent.userName), await balanceOf(request, downline)]).toEqual([879.5, 120.5]);
  expectNoErrors(errors);
});

test('a player is promoted to agent after the confirmation', async ({ page, request }) => {
  const agent = await agentWithTeam(request, 1);
  const downline = `${agent.userName}_d1`;
  const { errors } = await openMerchant(page, DEMO, `${TEAM}?account=${downline}`, { lang: 'EN', session: agent });
  const kind = page.getByTestId('team-detail-title').getByTestId('team-kind');
  await expect(kind).toHaveText('Player');
  await page.getByTestId('team-promote').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(`Make ${downline} an agent?`);
  await page.getByTestId('dialog-confirm').click();
  await expect(kind).toHaveText('Agent');
  await expect(frame(page).toast).toContainText(`${downline} is now an agent.`);
  await expect(page.getByTestId('team-promote')).toHaveCount(0);
  expect(((await (await request.get(`/__sim/members/${downline}`, { headers })).json()) as { type: number }).type).toBe(1);
  expectNoErrors(errors);
});

test('a member (type 0) is sent to /m/home', async ({ page, request }) => {
  const member = await liveSession(request, MEMBER, DEMO_CODE, 'at');
  const { errors } = await openMerchant(page, DEMO, TEAM, { lang: 'EN', session: member });
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('[data-screen=teamManagement]')).toHaveCount(0);
  expectNoErrors(errors);
});
