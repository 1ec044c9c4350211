/**
 * Open a downline account, /m/agentRegister (spec 1, 2.15 agent footer "open-account"), against the
 * simulator with real sessions: an agent opens a player account that then logs in and is among the agent's
 * downlines, and an agent account; the registration's field rules apply before any call; a taken user name
 * is refused with "Sorry, the username already exists" and the form keeps what was typed; a failed call
 * says so and keeps the form; a member (type 0) is sent to /m/home.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, liveSession, logIn, newMember, refused } from './account-helpers';
import { AGENT, expectNoErrors, MEMBER, merchantOrigin, openMerchant, type SessionInfo, withFault } from './helpers';

const origin = merchantOrigin(DEMO);
const DOWNLINE = '/wps/agent/downline';

let counter = 0;
function unique() {
  counter += 1;
  const username = `ar${Date.now().toString(36).slice(-6)}${(process.pid % 1296).toString(36)}${counter}`;
  return { username, password: `Pw${username.slice(-5)}7x` };
}

const field = (page: Page, name: 'username' | 'password' | 'confirm') => page.getByTestId(`agent-register-${name}`);
const errorOf = (page: Page, name: 'username' | 'password' | 'confirm') => page.getByTestId(`agent-register-${name}-error`);

async function fill(page: Page, who: { username: string; password: string }, confirm = who.password) {
  await field(page, 'username').fill(who.username);
  await field(page, 'password').fill(who.password);
  await field(page, 'confirm').fill(confirm);
}

/** The agent's direct downlines as the platform lists them (account -> type). */
async function downlinesOf(request: APIRequestContext, agent: SessionInfo): Promise<Record<string, number>> {
  const response = await request.get('/wps/relay/ODSFE2_getSubordinatev2?pageSize=100', { headers: { Merchant: DEMO_CODE, Authorization: agent.token } });
  expect(response.status()).toBe(200);
  const { value } = (await response.json()) as { value: { list: { account: string; type: number }[] } };
  return Object.fromEntries(value.list.map((row) => [row.account, row.type]));
}

test('an agent opens a player account: the confirmation names it, it logs in, and it is among the agent’s downlines', async ({ page, request }) => {
  const agent = await liveSession(request, AGENT, DEMO_CODE, 'ar');
  const { errors } = await openMerchant(page, DEMO, '/m/agentRegister', { lang: 'EN', session: agent });
  await expect(page.locator('[data-screen=agentRegister]')).toBeVisible();
  await expect(page.getByTestId('agent-register-type-0')).toBeChecked();
  const who = unique();
  await fill(page, who);
  await page.getByTestId('agent-register-submit').click();

  const done = page.getByTestId('agent-register-done');
  await expect(done).toBeVisible();
  await expect(done.getByRole('heading')).toHaveText('registered successfully');
  await expect(page.getByTestId('agent-register-account')).toHaveText(who.username);
  await expect(done.getByRole('heading')).toBeFocused();

  const session = await logIn(request, who);
  expect(session).toMatchObject({ userName: who.username, type: MEMBER });
  expect((await downlinesOf(request, agent))[who.username]).toBe(MEMBER);

  // Another account: the form comes back empty.
  await page.getByTestId('agent-register-another').click();
  await expect(field(page, 'username')).toHaveValue('');
  await expect(field(page, 'password')).toHaveValue('');
  await expect(field(page, 'confirm')).toHaveValue('');
  expectNoErrors(errors);
});

test('an agent opens an agent account (type 1) below itself', async ({ page, request }) => {
  const agent = await liveSession(request, AGENT, DEMO_CODE, 'ar');
  const { errors } = await openMerchant(page, DEMO, '/m/agentRegister', { lang: 'EN', session: agent });
  const who = unique();
  await fill(page, who);
  await page.getByTestId('agent-register-type-1').check();
  await page.getByTestId('agent-register-submit').click();
  await expect(page.getByTestId('agent-register-account')).toHaveText(who.username);
  expect((await logIn(request, who)).type).toBe(AGENT);
  expect((await downlinesOf(request, agent))[who.username]).toBe(AGENT);
  await page.getByTestId('agent-register-back').click();
  await expect(page).toHaveURL(`${origin}/m/agent`);
  expectNoErrors(errors);
});

test('the registration rules are checked before any call: account and password format, confirmation', async ({ page, request }) => {
  const agent = await liveSession(request, AGENT, DEMO_CODE, 'ar');
  const { errors } = await openMerchant(page, DEMO, '/m/agentRegister', { lang: 'EN', session: agent });
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === DOWNLINE) calls.push(r.url());
  });
  await page.getByTestId('agent-register-submit').click();
  await expect(errorOf(page, 'username')).toHaveText('Account format is incorrect');
  await expect(errorOf(page, 'password')).toHaveText('Password format is incorrect');
  await expect(field(page, 'username')).toBeFocused();

  await fill(page, { username: 'ab', password: 'short' }, 'other');
  await expect(errorOf(page, 'username')).toHaveText('Account format is incorrect');
  await expect(errorOf(page, 'password')).toHaveText('Password format is incorrect');
  await fill(page, unique(), 'Different99');
  await expect(errorOf(page, 'username')).toHaveCount(0);
  await expect(errorOf(page, 'confirm')).toHaveText('Confirmation password not matched');
  await page.getByTestId('agent-register-submit').click();
  await expect(field(page, 'confirm')).toBeFocused();
  expect(calls).toEqual([]);
  expectNoErrors(errors);
});

test('a taken user name is refused with "Sorry, the username already exists"; the form keeps what was typed', async ({ page, request }) => {
  const agent = await liveSession(request, AGENT, DEMO_CODE, 'ar');
  const taken = await newMember(request, 'at');
  const { errors } = await openMerchant(page, DEMO, '/m/agentRegister', { lang: 'EN', session: agent });
  const who = { username: taken.username, password: 'Fresh12345' };
  await fill(page, who);
  await page.getByTestId('agent-register-type-1').check();
  await page.getByTestId('agent-register-submit').click();
  await expect(errorOf(page, 'username')).toHaveText('Sorry, the username already exists');
  await expect(field(page, 'username')).toBeFocused();
  await expect(field(page, 'username')).toHaveValue(who.username);
  await expect(field(page, 'password')).toHaveValue(who.password);
  await expect(field(page, 'confirm')).toHaveValue(who.password);
  await expect(page.getByTestId('agent-register-type-1')).toBeChecked();
  await expect(page.getByTestId('agent-register-done')).toHaveCount(0);
  // The existing account is untouched: it still logs in with its own password.
  expect((await logIn(request, taken)).type).toBe(MEMBER);
  expectNoErrors(errors, [refused(400)]);
});

test('a failed call says so and keeps the form; sending again opens the account', async ({ page, request }) => {
  const agent = await liveSession(request, AGENT, DEMO_CODE, 'ar');
  const { errors } = await openMerchant(page, DEMO, '/m/agentRegister', { lang: 'EN', session: agent });
  const who = unique();
  await fill(page, who);
  const status = await withFault(page, request, DEMO_CODE, { path: DOWNLINE, status: 500 }, () => page.getByTestId('agent-register-submit').click());
  expect(status).toBe(500);
  await expect(page.getByTestId('agent-register-failure')).toHaveText('Unknown error');
  await expect(field(page, 'username')).toHaveValue(who.username);
  await expect(field(page, 'password')).toHaveValue(who.password);
  await page.getByTestId('agent-register-submit').click();
  await expect(page.getByTestId('agent-register-account')).toHaveText(who.username);
  expectNoErrors(errors, [refused(500)]);
});

test('a member (type 0) who opens /m/agentRegister is sent to /m/home', async ({ page, request }) => {
  const member = await liveSession(request, MEMBER, DEMO_CODE, 'ar');
  const { errors } = await openMerchant(page, DEMO, '/m/agentRegister', { lang: 'EN', session: member });
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('[data-screen=agentRegister]')).toHaveCount(0);
  expectNoErrors(errors);
});
