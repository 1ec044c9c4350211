/**
 * The agent home /m/agent (spec 2.15, 4 "Greeting"), against the simulator with real sessions: an agent
 * (type 1) sees the greeting for the hour, the total balance, withdraw and deposit shortcuts, today's four
 * team counters (team KPI with start and end today, size 0), the tool grid in config order (customer
 * service included) with the inbox badge, and the agent footer (dividend only with DIVIDEND3, announcements
 * with the unread badge); the screen draws its own block and footer (no frame header or footer). A member
 * of type 0 is sent to /m/home. A failed KPI call shows Retry. Faults go to the test's own lane.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, liveSession, logIn } from './account-helpers';
import { AGENT, expectNoErrors, frame, MEMBER, merchantOrigin, openMerchant, type SessionInfo } from './helpers';
import { inLane, refusedWith } from './home-support';

const origin = merchantOrigin(DEMO);
const BALANCE = 2345.5;
const KPI = '/wps/relay/ODSFE2_teamKPIC';
const TOOLS = ['teamOverview', 'transactionRecord', 'teamManagement', 'redEnvelopeRain', 'teamProfitLoss', 'teamBetting', 'rebateSetting', 'agentRebateIncome', 'security', 'messages', 'customerService'];

let counter = 0;
/** A fresh agent with a balance and `downlines` direct downlines (registered now), logged in. */
async function agentWithTeam(request: APIRequestContext, downlines: number): Promise<SessionInfo> {
  counter += 1;
  const username = `ah${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const password = `Pw${username.slice(-6)}9x`;
  const created = await request.post('/__sim/members', { headers: { Merchant: DEMO_CODE }, data: { username, password, type: AGENT, balance: BALANCE, downlines } });
  expect(created.status()).toBe(201);
  return logIn(request, { username, password });
}

/** A platform answer's value for a session (what the badges must show). */
async function platformAnswer(request: APIRequestContext, path: string, session: SessionInfo): Promise<unknown> {
  const response = await request.get(path, { headers: { Merchant: session.merchantCode, Authorization: session.token } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { value: unknown }).value;
}

const ids = (page: Page, group: 'tools' | 'footer') =>
  page.getByTestId(`agent-${group}`).locator('[data-testid^=agent-item-]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')?.slice(11)));

test('an agent sees the greeting for the hour, the balance and the shortcuts, in its own block without the frame header or footer', async ({ page, request }) => {
  const session = await agentWithTeam(request, 0);
  const { errors } = await openMerchant(page, DEMO, '/m/agent', { lang: 'EN', session });
  await expect(page.getByTestId('agent-home')).toBeVisible();
  await expect(frame(page).header).toHaveCount(0);
  await expect(frame(page).footer).toHaveCount(0);
  const hour = await page.evaluate(() => new Date().getHours());
  const [part, text] = hour <= 10 ? ['morning', 'Good morning'] : hour <= 14 ? ['earlyAfternoon', 'Good afternoon'] : hour <= 18 ? ['lateAfternoon', 'Good afternoon'] : ['evening', 'Good evening'];
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveAttribute('data-greeting', part);
  await expect(heading).toContainText(text);
  await expect(heading).toContainText(session.userName);
  await expect(page.getByTestId('agent-balance')).toContainText('2,345.50');
  for (const target of [page.getByTestId('agent-withdraw'), page.getByTestId('agent-deposit'), page.getByTestId('balance-refresh')]) {
    expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await page.getByTestId('agent-withdraw').click();
  await expect(page).toHaveURL(`${origin}/m/withdraw`);
  await page.goBack();
  await expect(page.getByTestId('agent-home')).toBeVisible();
  await page.getByTestId('agent-deposit').click();
  await expect(page).toHaveURL(`${origin}/m/voucherCenter`);
  expectNoErrors(errors);
});

test("today's four counters come from the team KPI asked for today only, size 0", async ({ page, request }) => {
  const session = await agentWithTeam(request, 3);
  const kpi = page.waitForRequest((r) => new URL(r.url()).pathname === KPI);
  const { errors } = await openMerchant(page, DEMO, '/m/agent', { lang: 'EN', session });
  const asked = new URL((await kpi).url()).searchParams;
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  expect(asked.get('startDate')).toBe(today);
  expect(asked.get('endDate')).toBe(today);
  expect(asked.get('size')).toBe('0');
  const { footer } = (await platformAnswer(request, `${KPI}?startDate=${today}&endDate=${today}&size=0`, session)) as { footer: Record<string, number> };
  for (const [label, key, text] of [
    ['loggedIn', 'teamLoginMemberCount', 'Members logged in'],
    ['bet', 'teamBetMemberCount', 'Members who bet'],
    ['registered', 'teamRegisterMemberCount', 'New members'],
    ['online', 'teamOnlineCount', 'Members online'],
  ] as const) {
    const counter = page.getByTestId(`agent-count-${label}`);
    await expect(counter.locator('dd')).toHaveText(String(footer[key]));
    await expect(counter.locator('dt')).toHaveText(text);
  }
  expectNoErrors(errors);
});

for (const [name, fault] of [
  ['a failed KPI call', { status: 500 }],
  ['a malformed KPI answer', { answer: { success: true, value: { footer: { teamLoginMemberCount: 'many' } } } }],
  ['a dropped KPI connection', { drop: true }],
] as const) {
  test(`${name} shows an error with Retry, and Retry loads the counters`, async ({ page, request }) => {
    const session = await liveSession(request, AGENT);
    // The first try and the query's one automatic retry both fail.
    const clear = await inLane(page, request, [{ path: KPI, ...fault, times: 2 }]);
    const { errors } = await openMerchant(page, DEMO, '/m/agent', { lang: 'EN', session });
    const alert = page.getByTestId('agent-today').getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(page.getByTestId('agent-count-registered')).toHaveCount(0);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('agent-count-registered').locator('dd')).toHaveText('0');
    await expect(alert).toHaveCount(0);
    await clear();
    expectNoErrors(errors, [refusedWith(500), /net::ERR_/]);
  });
}

test('the tool grid follows the config order, customer service included, and the messages badge shows the unread inbox count', async ({ page, request }) => {
  const session = await liveSession(request, AGENT);
  const { errors } = await openMerchant(page, DEMO, '/m/agent', { lang: 'EN', session });
  await expect(page.getByTestId('agent-tools')).toBeVisible();
  expect(await ids(page, 'tools')).toEqual(TOOLS);
  await expect(page.getByTestId('agent-item-customerService')).toHaveText('Online customer service');
  const unread = Number(await platformAnswer(request, '/wps/relay/EMFE_getInboxUnreadCount', session));
  if (unread > 0) await expect(page.getByTestId('agent-badge-messages')).toHaveText(unread > 99 ? '99+' : String(unread));
  else await expect(page.getByTestId('agent-badge-messages')).toHaveCount(0);
  for (const id of ['teamOverview', 'customerService']) expect((await page.getByTestId(`agent-item-${id}`).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.getByTestId('agent-item-teamOverview').click();
  await expect(page).toHaveURL(`${origin}/m/agent/team/overview`);
  expectNoErrors(errors);
});

test('the agent footer: home, open account, dividend (DIVIDEND3 on) and announcements with the unread badge', async ({ page, request }) => {
  const session = await liveSession(request, AGENT);
  const { errors } = await openMerchant(page, DEMO, '/m/agent', { lang: 'EN', session });
  await expect(page.getByTestId('agent-footer')).toBeVisible();
  expect(await ids(page, 'footer')).toEqual(['home', 'openAccount', 'dividend', 'agentNotices']);
  const notices = (await platformAnswer(request, '/wps/relay/CCSFE_getListAnnouncements?types=A&groupName=m_home&platform=M', session)) as { footer: { unreadCount: number } };
  const unread = notices.footer.unreadCount;
  expect(unread).toBeGreaterThan(0);
  await expect(page.getByTestId('agent-badge-agentNotices')).toHaveText(unread > 99 ? '99+' : String(unread));
  await page.getByTestId('agent-item-openAccount').click();
  await expect(page).toHaveURL(`${origin}/m/agentRegister`);
  expectNoErrors(errors);
});

test('without the dividend feature (JADE: DIVIDEND3 off) the agent footer has no dividend item', async ({ page, request }) => {
  const session = await liveSession(request, AGENT, 'JADE');
  const { errors } = await openMerchant(page, 'jade', '/m/agent', { lang: 'EN', session });
  await expect(page.getByTestId('agent-footer')).toBeVisible();
  expect(await ids(page, 'footer')).toEqual(['home', 'openAccount', 'agentNotices']);
  expectNoErrors(errors);
});

test('a member of type 0 visiting /m/agent is sent to /m/home', async ({ page, request }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/agent', { lang: 'EN', session: await liveSession(request, MEMBER) });
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('.lv-home')).toBeVisible();
  await expect(page.getByTestId('agent-home')).toHaveCount(0);
  expectNoErrors(errors);
});

test('in Arabic the page is right-to-left and the texts are Arabic', async ({ page, request }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/agent', { lang: 'AR', session: await liveSession(request, AGENT) });
  await expect(page.getByTestId('agent-home')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('agent-today').getByRole('heading')).toHaveText('اليوم');
  expectNoErrors(errors);
});
