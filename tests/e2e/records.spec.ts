/**
 * The five records (issue 14): deposit record, withdraw report, account record (and the agent tool's
 * ?types=A), betting record and profit and loss, against the simulator with real sessions. Deposits and
 * withdrawals come from the history control route (POST /__sim/members/:account/history); bets from the
 * simulator's seeded 60-day history.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, logIn, newMember, refused } from './account-helpers';
import { AGENT, expectNoErrors, MEMBER, openMerchant, ownFaultLane, type SessionInfo } from './helpers';

const DAY = 86_400_000;
const DEPOSIT_REPORT = '/wps/relay/MCSFE_getDepositTransactionReport';
// The fault tests' injected 500s.
const ALLOWED = [refused(500)];

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

type History = { deposits?: { amount: number; method?: string; state?: string; daysAgo?: number }[]; withdrawals?: { amount: number; state?: string; daysAgo?: number }[] };

async function memberWith(request: APIRequestContext, history: History = {}, type = MEMBER): Promise<SessionInfo> {
  const member = await newMember(request, 'rec', type);
  if (history.deposits || history.withdrawals) {
    const res = await request.post(`/__sim/members/${member.username}/history`, { headers: { Merchant: DEMO_CODE }, data: history });
    expect(res.status(), 'POST history').toBe(201);
  }
  return logIn(request, member);
}

const rows = (page: Page) => page.getByTestId('records-row');
const totals = (page: Page) => page.getByTestId('records-totals');

async function open(page: Page, path: string, session: SessionInfo, lang = 'EN') {
  const opened = await openMerchant(page, DEMO, path, { lang, session });
  await expect(page.getByTestId('records-range-today')).toBeVisible();
  return opened.errors;
}

async function customRange(page: Page, from: string, to: string) {
  await page.getByTestId('records-range-custom').click();
  await page.getByTestId('records-from').fill(from);
  await page.getByTestId('records-to').fill(to);
}

const last30 = (page: Page) => customRange(page, dayText(Date.now() - 29 * DAY), dayText(Date.now()));

test('the deposit record and withdraw report show the member’s orders with their states and totals', async ({ page, request }) => {
  const session = await memberWith(request, {
    deposits: [
      { amount: 100, method: 'MT', state: 'success' },
      { amount: 50, method: 'PG', state: 'pending' },
    ],
    withdrawals: [{ amount: 30, state: 'success' }],
  });
  const errors = await open(page, '/m/vouReport', session);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Bank transfer' })).toContainText('100.00');
  await expect(rows(page).filter({ hasText: 'Bank transfer' })).toContainText('Successful');
  await expect(rows(page).filter({ hasText: 'Payment gateway' })).toContainText('Pending');
  await expect(totals(page)).toContainText('Total deposited');
  await expect(totals(page)).toContainText('150.00');
  // Filter by state: only the pending one.
  await page.getByTestId('records-filter-depositState').selectOption('2');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Payment gateway');
  // And by method: bank transfer and pending match nothing; all states again shows the bank transfer.
  await page.getByTestId('records-filter-depositType').selectOption('MT');
  await expect(page.getByTestId('records-empty')).toBeVisible();
  await page.getByTestId('records-filter-depositState').selectOption('');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Bank transfer');
  // Detail on tap.
  await rows(page).first().getByRole('button').click();
  await expect(page.getByTestId('records-detail')).toContainText('Order number');

  await open(page, '/m/withdrawReport', session);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('-');
  await expect(rows(page)).toContainText('30.00');
  await expect(totals(page)).toContainText('Total withdrawn');
  await expect(totals(page)).toContainText('30.00');
  expectNoErrors(errors, ALLOWED);
});

test('the account record lists each movement with its type; the type filter narrows it', async ({ page, request }) => {
  const session = await memberWith(request, { deposits: [{ amount: 120, state: 'success' }], withdrawals: [{ amount: 45, state: 'success' }] });
  const errors = await open(page, '/m/transaction/record', session);
  await expect(rows(page).filter({ hasText: 'Deposit' })).toContainText('120.00');
  await expect(rows(page).filter({ hasText: 'Withdraw' })).toContainText('-');
  await expect(totals(page)).toContainText('Money in');
  await page.getByTestId('records-filter-codeTypes').selectOption('deposit');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('120.00');
  await expect(page.getByTestId('records-member')).toHaveCount(0);
  expectNoErrors(errors, ALLOWED);
});

test('the betting record shows bets with their totals; profit and loss sums them by game type', async ({ page, request }) => {
  const session = await memberWith(request);
  const errors = await open(page, '/m/gameRecord', session);
  await last30(page);
  await expect(rows(page).first()).toBeVisible();
  for (const label of ['Bet amount', 'Valid bet', 'Win amount', 'Profit and loss']) await expect(totals(page)).toContainText(label);
  // An order number search finds that order alone.
  await rows(page).first().getByRole('button').click();
  const orderNo = (await page.getByTestId('records-detail').locator('dd').first().textContent()) ?? '';
  expect(orderNo).not.toBe('');
  await page.getByTestId('records-filter-orderNoSearch').fill(orderNo);
  await page.getByTestId('records-search-orderNoSearch').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('records-filter-orderNoSearch')).toHaveValue(orderNo);

  await open(page, '/m/profitandloss', session);
  await last30(page);
  await expect(rows(page).first()).toBeVisible();
  expect(await rows(page).count()).toBeGreaterThan(1);
  await expect(totals(page)).toContainText('Profit and loss');
  expectNoErrors(errors, ALLOWED);
});

test('the range switch changes the rows: today, yesterday, 7 days', async ({ page, request }) => {
  const session = await memberWith(request, {
    deposits: [
      { amount: 111, state: 'success' },
      { amount: 222, state: 'success', daysAgo: 1 },
    ],
  });
  await open(page, '/m/vouReport', session);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('111.00');
  await page.getByTestId('records-range-yesterday').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('222.00');
  await page.getByTestId('records-range-week').click();
  await expect(rows(page)).toHaveCount(2);
  await expect(totals(page)).toContainText('333.00');
});

test('a custom range longer than 30 days or reversed is explained and not asked for', async ({ page, request }) => {
  const session = await memberWith(request);
  await open(page, '/m/vouReport', session);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === DEPOSIT_REPORT) asked.push(r.url());
  });
  await customRange(page, dayText(Date.now() - 40 * DAY), dayText(Date.now()));
  await expect(page.getByTestId('records-range-error')).toHaveText('Choose a range of at most 30 days.');
  await expect(page.getByRole('alert')).toBeVisible();
  await customRange(page, dayText(Date.now()), dayText(Date.now() - 2 * DAY));
  await expect(page.getByTestId('records-range-error')).toHaveText('The start date is after the end date.');
  // Only the valid ranges passed on the way (a day typed before the other) were asked for.
  for (const url of asked) {
    const q = new URL(url).searchParams;
    const span = Number(q.get('endDate')) - Number(q.get('startDate'));
    expect(span >= 0 && span < 30 * DAY + 3_600_000, url).toBe(true);
  }
  // Within 30 days it loads again.
  await customRange(page, dayText(Date.now() - 29 * DAY), dayText(Date.now()));
  await expect(page.getByTestId('records-range-error')).toHaveCount(0);
  await expect(page.getByTestId('records-empty')).toBeVisible();
});

test('scrolling to the end loads the next pages of 10 without a tap', async ({ page, request }) => {
  const session = await memberWith(request);
  await open(page, '/m/transaction/record', session);
  await last30(page);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByTestId('records-more')).toBeVisible();
  const second = page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/relay/ODSFE2_MemTransDet' && new URL(r.url()).searchParams.get('page') === '2');
  await page.getByTestId('records-row').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await second;
  // While the end stays in view the pages keep coming (the "Load more" button is the fallback: unit-tested).
  await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(20);
});

test('a fresh member with a filter that matches nothing today sees the empty state', async ({ page, request }) => {
  const session = await memberWith(request);
  await open(page, '/m/transaction/record', session);
  await page.getByTestId('records-filter-codeTypes').selectOption('dividend');
  await expect(page.getByTestId('records-empty')).toHaveText('No records for this range and filter.');
  await expect(rows(page)).toHaveCount(0);
});

test('an agent’s account record with ?types=A shows the member column and searches a team member', async ({ page, request }) => {
  // An agent with one downline (POST /__sim/members names it <agent>_d1), which has a deposit.
  const username = `reca${Date.now().toString(36)}${process.pid.toString(36)}`;
  const made = await request.post('/__sim/members', { headers: { Merchant: DEMO_CODE }, data: { username, password: 'Agent12345', type: AGENT, downlines: 1 } });
  expect(made.status()).toBe(201);
  const moved = await request.post(`/__sim/members/${username}_d1/history`, { headers: { Merchant: DEMO_CODE }, data: { deposits: [{ amount: 77, state: 'success' }] } });
  expect(moved.status()).toBe(201);
  const session = await logIn(request, { username, password: 'Agent12345' });

  const errors = await open(page, '/m/transaction/record?types=A', session, 'EN');
  await last30(page);
  await expect(page.getByTestId('records-member').first()).toHaveText(`Member: ${session.userName}`);
  await page.getByTestId('records-filter-subordinateName').fill(`${session.userName}_d1`);
  await page.getByTestId('records-search-subordinateName').click();
  await expect(page.getByTestId('records-member').first()).toHaveText(`Member: ${session.userName}_d1`);
  await expect(rows(page).filter({ hasText: '77.00' })).toHaveCount(1);
  expectNoErrors(errors, ALLOWED);

  // ?customerName= opens that team member's record.
  await open(page, `/m/transaction/record?types=A&customerName=${session.userName}_d1`, session);
  await expect(page.getByTestId('records-filter-subordinateName')).toHaveValue(`${session.userName}_d1`);
  await expect(rows(page).filter({ hasText: '77.00' })).toHaveCount(1);
  await expect(page.getByTestId('records-member').first()).toHaveText(`Member: ${session.userName}_d1`);

  // A member (type 0) asking for types=A gets their own record, without the member column.
  const member = await memberWith(request, { deposits: [{ amount: 5, state: 'success' }] });
  await open(page, '/m/transaction/record?types=A', member);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('records-member')).toHaveCount(0);
  await expect(page.getByTestId('records-filter-subordinateName')).toHaveCount(0);
});

test('a lottery order opens its detail from the lottery gateway', async ({ page, request }) => {
  const session = await memberWith(request);
  await open(page, '/m/gameRecord', session);
  await page.getByTestId('records-filter-gameType').selectOption('ELOTT');
  await last30(page);
  const detail = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/lgw/orders/detail/'));
  await rows(page).first().getByRole('button').click();
  expect((await detail).status()).toBe(200);
  const shown = page.getByTestId('records-lottery-detail');
  await expect(shown.getByRole('heading')).toHaveText('Lottery order');
  await expect(shown).toContainText('Draw');
  await expect(shown).toContainText('Numbers picked');
  await expect(rows(page).first().getByRole('button')).toHaveAttribute('aria-expanded', 'true');
});

for (const [name, fault] of [
  ['a 500', { status: 500 }],
  ['a malformed answer', { malformed: true }],
] as const) {
  test(`${name} shows an error with retry that keeps the range and filters`, async ({ page, request }) => {
    const session = await memberWith(request, {
      deposits: [
        { amount: 64, state: 'success' },
        { amount: 32, state: 'failed' },
      ],
    });
    const errors = await open(page, '/m/vouReport', session);
    await page.getByTestId('records-filter-depositState').selectOption('3');
    await expect(rows(page)).toHaveCount(1);
    // The app retries a failed call once: the fault takes both tries.
    const lane = await ownFaultLane(page);
    const injected = await request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { path: DEPOSIT_REPORT, ...fault, times: 2, lane } });
    expect(injected.status()).toBe(201);
    await page.getByTestId('records-range-week').click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('load failed');
    await expect(page.getByTestId('records-filter-depositState')).toHaveValue('3');
    await expect(page.getByTestId('records-range-week')).toHaveAttribute('aria-pressed', 'true');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('64.00');
    await expect(page.getByTestId('records-filter-depositState')).toHaveValue('3');
    expectNoErrors(errors, ALLOWED);
  });
}

test('the records speak Burmese and Arabic', async ({ page, request }) => {
  const session = await memberWith(request, { deposits: [{ amount: 10, state: 'success' }] });
  await open(page, '/m/vouReport', session, 'MY');
  await expect(page.getByTestId('records-range-today')).toHaveText('ယနေ့');
  await expect(totals(page)).toContainText('စုစုပေါင်းငွေသွင်း');
  await open(page, '/m/vouReport', session, 'AR');
  await expect(page.getByTestId('records-range-today')).toHaveText('اليوم');
  await expect(rows(page)).toContainText('ناجح');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});
