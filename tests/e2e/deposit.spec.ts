/**
 * Deposit /m/voucherCenter (issue 14; platform-api-member.md §2b): a member deposits by bank transfer
 * (copies the details, the order is pending, the control API confirms it, the state turns to success and
 * the header balance follows) and by gateway (the payment page opens in a new tab); an amount outside the
 * channel's limits gets its message and nothing is sent; deposits off shows the platform's message; a
 * fault on the channels call shows an error whose retry works; the texts in Arabic (right to left).
 *
 * Each test uses a member of its own, with its own deposit off and confirmation delay (PATCH
 * /__sim/wallet/deposit with `account`), so the tests run side by side with any other.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, logIn, openDemo, refused } from './account-helpers';
import { expectNoErrors, merchantOrigin, ownFaultLane, popupsSeen, type SessionInfo, withFault } from './helpers';

const origin = merchantOrigin(DEMO);

let counter = 0;
/** A member of its own, with deposit settings of its own (so these tests need not run one at a time). */
async function member(request: APIRequestContext, balance = 100, settings?: DepositSettings): Promise<SessionInfo> {
  counter += 1;
  const username = `dp${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const password = `Pw${username.slice(-6)}9x`;
  const created = await request.post('/__sim/members', { headers: { Merchant: DEMO_CODE }, data: { username, password, balance } });
  expect(created.status()).toBe(201);
  if (settings) await depositSettings(request, username, settings);
  return logIn(request, { username, password });
}

interface DepositSettings {
  off?: boolean;
  confirmMs?: number;
}

/** Deposit off or the confirmation delay for one account only (PATCH /__sim/wallet/deposit with `account`). */
async function depositSettings(request: APIRequestContext, account: string, data: DepositSettings) {
  const res = await request.patch('/__sim/wallet/deposit', { headers: { Merchant: DEMO_CODE }, data: { ...data, account } });
  expect(res.status()).toBe(200);
}

async function openDeposit(page: Page, session: SessionInfo, lang = 'EN') {
  await popupsSeen(page);
  const errors = await openDemo(page, '/m/voucherCenter', { session, lang });
  await expect(page.getByTestId('deposit-screen')).toBeVisible();
  return errors;
}

test('bank transfer: details copied, the order pending, confirmed by the platform, success and the header balance follows', async ({ page, request, context }) => {
  // Several screens and platform round trips: under a loaded CI machine this outgrows the default 30 s.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const session = await member(request, 100, { confirmMs: 3_600_000 });
  await popupsSeen(page);
  const errors = await openDemo(page, '/m/home', { session });
  await expect(page.getByTestId('header-balance')).toHaveText('K100.00');
  await page.getByTestId('header-deposit').click();
  await expect(page).toHaveURL(`${origin}/m/voucherCenter`);
  await expect(page.getByTestId('deposit-method-MT')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('deposit-bank-AYA').click();
  await page.getByTestId('deposit-quick-amounts').getByRole('button', { name: 'K50,000.00' }).click();
  await expect(page.getByTestId('deposit-amount')).toHaveValue('50000');
  // 50,000 qualifies for both promotions (minDeposit 10,000 and 50,000); 49,999 only for the first.
  await expect(page.getByTestId('deposit-promotions').getByRole('radio')).toHaveCount(3);
  await page.getByTestId('deposit-amount').fill('49999');
  await expect(page.getByTestId('deposit-promotions').getByRole('radio')).toHaveCount(2);
  await page.getByTestId('deposit-amount').fill('50000');
  await page.getByTestId('deposit-promotion-302').check();
  await page.getByTestId('deposit-submit').click();

  await expect(page.getByTestId('deposit-state')).toHaveText('Waiting for payment confirmation');
  await expect(page.getByTestId('deposit-bank-name')).toHaveText('AYA Bank');
  await expect(page.getByTestId('deposit-account-name')).toHaveText('Livery Payments Co., Ltd.');
  await expect(page.getByTestId('deposit-order-amount')).toHaveText('50000');
  await expect(page.getByTestId('deposit-countdown')).toHaveText(/^Please pay within 1[45]:\d\d$/);
  const remark = (await page.getByTestId('deposit-remark').textContent()) ?? '';
  expect(remark).toMatch(/^DP\d+$/);
  await page.getByTestId('deposit-account-no-copy').click();
  await expect(page.getByTestId('toast')).toContainText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('2004 8800 1357 24');
  await page.getByTestId('deposit-remark-copy').click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(remark);

  const orders = (await (await request.get(`/__sim/deposits?account=${session.userName}`, { headers: { Merchant: DEMO_CODE } })).json()) as { id: number; state: string; amount: number; reference: string }[];
  expect(orders).toEqual([expect.objectContaining({ state: 'pending', amount: 50000, reference: remark, method: 'MT', channel: 'MT_LOCAL', promotionId: 302 })]);
  // Still pending on the platform after a few polls: the screen says so.
  await expect(page.getByTestId('deposit-order')).toHaveAttribute('data-state', 'pending');
  const resolved = await request.post(`/__sim/deposits/${orders[0]?.id}/resolve`, { headers: { Merchant: DEMO_CODE }, data: { state: 'success' } });
  expect(resolved.status()).toBe(200);
  await expect(page.getByTestId('deposit-state')).toHaveText('Deposit successful');
  await expect(page.getByTestId('deposit-cancel')).toHaveCount(0);
  await page.getByTestId('footer-home').click();
  // 100 + the deposit of 50,000 + the "Daily reload 5%" promotion's bonus of 2,500.
  await expect(page.getByTestId('header-balance')).toHaveText('K52,600.00');
  expectNoErrors(errors);
});

test('gateway: the payment page opens in a new tab after the tap, with a fallback link to it', async ({ page, request, context }) => {
  const session = await member(request);
  const errors = await openDeposit(page, session);
  await page.getByTestId('deposit-method-PG').click();
  await page.getByTestId('deposit-channel-PG_EASY').click();
  await expect(page.getByTestId('deposit-amount-error')).toHaveCount(0);
  await page.getByTestId('deposit-amount').fill('20000');
  await page.getByTestId('deposit-submit').click();
  const link = page.getByTestId('deposit-payment-link');
  await expect(link).toHaveAttribute('href', /^\/__sim\/pay\/\d+$/);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const opened = context.waitForEvent('page');
  await page.getByTestId('deposit-open-payment').click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(await link.getAttribute('href'));
  await expect(tab.getByRole('heading')).toHaveText('Payment page (simulated)');
  // noopener: the payment page cannot reach the site's window.
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await expect(page.getByTestId('deposit-state')).toHaveText('Waiting for payment confirmation');
  expectNoErrors(errors);
});

test('an amount outside the limits or with decimals gets its message at the field, keeps its value, and nothing is sent', async ({ page, request }) => {
  const session = await member(request);
  const errors = await openDeposit(page, session);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/wps/relay/MCSFE_')) sent.push(r.url());
  });
  const amount = page.getByTestId('deposit-amount');
  const error = page.getByTestId('deposit-amount-error');
  await expect(page.getByText('Min K1,000.00 – Max K5,000,000.00')).toBeVisible();
  await page.getByTestId('deposit-submit').click();
  await expect(error).toHaveText('Please enter an amount');
  await amount.fill('999');
  await expect(error).toHaveText('The minimum deposit is K1,000.00');
  await page.getByTestId('deposit-submit').click();
  await expect(amount).toBeFocused();
  await amount.fill('5000001');
  await expect(error).toHaveText('The maximum deposit is K5,000,000.00');
  await amount.fill('1500.5');
  await page.getByTestId('deposit-submit').click();
  await expect(error).toHaveText('Please enter a whole amount, without decimals');
  await expect(amount).toHaveValue('1500.5');
  // A channel with 2 decimal places takes cents but not a third decimal.
  await page.getByTestId('deposit-method-PG').click();
  await expect(page.getByTestId('deposit-channel-PG_FAST')).toHaveAttribute('aria-pressed', 'true');
  await amount.fill('5000.123');
  await page.getByTestId('deposit-submit').click();
  await expect(error).toHaveText('Use at most 2 decimal places');
  expect(sent).toEqual([]);
  await expect(page.getByTestId('deposit-order')).toHaveCount(0);
  expectNoErrors(errors);
});

test("deposits off: the platform's message instead of the form", async ({ page, request }) => {
  const session = await member(request);
  await depositSettings(request, session.userName, { off: true });
  const errors = await openDeposit(page, session);
  await expect(page.getByTestId('deposit-off')).toContainText('Deposits are not available');
  await expect(page.getByTestId('deposit-off')).toContainText('Deposits are under maintenance. Please try again later.');
  await expect(page.getByTestId('deposit-submit')).toHaveCount(0);
  expectNoErrors(errors);
});

test('Arabic: right to left, the texts and the amount message in Arabic', async ({ page, request }) => {
  const session = await member(request);
  const errors = await openDeposit(page, session, 'AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('deposit-method-MT')).toHaveText('تحويل بنكي');
  await expect(page.getByTestId('deposit-submit')).toHaveText('إيداع');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-amount-error')).toHaveText('يرجى إدخال مبلغ');
  expectNoErrors(errors);
});

test('a pending order: urge, a receipt (not an image and too large refused, an image taken), cancel after a confirm', async ({ page, request }) => {
  // Several screens and platform round trips: under a loaded CI machine this outgrows the default 30 s.
  test.slow();
  const session = await member(request, 100, { confirmMs: 3_600_000 });
  const errors = await openDeposit(page, session);
  await page.getByTestId('deposit-method-QPQR').click();
  await page.getByTestId('deposit-amount').fill('5000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-qr')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  await expect.poll(() => page.getByTestId('deposit-qr').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByTestId('deposit-urge').click();
  await expect(page.getByTestId('toast')).toContainText('Reminder sent');
  await page.getByTestId('deposit-urge').click();
  await expect(page.getByTestId('deposit-action-failure')).toHaveText('You have already sent a reminder. Please wait a minute.');

  const receipt = page.getByTestId('deposit-receipt');
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('MCSFE_uploadDepositEncodedImage')) uploads.push(r.url());
  });
  await receipt.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('deposit-receipt-error')).toHaveText('Please choose an image file');
  await receipt.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1) });
  await expect(page.getByTestId('deposit-receipt-error')).toHaveText('The image must be 2 MB or smaller');
  expect(uploads).toEqual([]);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  await receipt.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('deposit-receipt-hint')).toHaveText('Your receipt has been sent.');
  expect(uploads).toHaveLength(1);

  await page.getByTestId('deposit-cancel').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Cancel this deposit?');
  await page.getByTestId('dialog-cancel').click();
  await expect(page.getByTestId('deposit-state')).toHaveText('Waiting for payment confirmation');
  await page.getByTestId('deposit-cancel').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('deposit-state')).toHaveText('Deposit cancelled');
  const orders = (await (await request.get(`/__sim/deposits?account=${session.userName}`, { headers: { Merchant: DEMO_CODE } })).json()) as { state: string; receiptUploaded?: boolean; urgedAt?: number }[];
  expect(orders).toEqual([expect.objectContaining({ state: 'cancelled', receiptUploaded: true, urgedAt: expect.any(Number) })]);
  await page.getByTestId('deposit-again').click();
  await expect(page.getByTestId('deposit-submit')).toBeVisible();
  expectNoErrors(errors, [refused(400)]);
});

test('a failed order says so; a refused create keeps the form and a second tap while sending makes no second order', async ({ page, request }) => {
  // Several screens and platform round trips: under a loaded CI machine this outgrows the default 30 s.
  test.slow();
  const session = await member(request, 100, { confirmMs: 3_600_000 });
  const errors = await openDeposit(page, session);
  const amount = page.getByTestId('deposit-amount');
  await page.getByTestId('deposit-bank-AYA').click();
  await amount.fill('12000');
  const status = await withFault(page, request, DEMO_CODE, { path: '/wps/relay/MCSFE_manualTransferByRemark', status: 500 }, () => page.getByTestId('deposit-submit').click());
  expect(status).toBe(500);
  await expect(page.getByTestId('deposit-failure')).toBeVisible();
  await expect(amount).toHaveValue('12000');
  await expect(page.getByTestId('deposit-bank-AYA')).toHaveAttribute('aria-pressed', 'true');

  await withFault(page, request, DEMO_CODE, { path: '/wps/relay/MCSFE_manualTransferByRemark', delayMs: 1_500 }, async () => {
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-submit')).toBeDisabled();
    await page.getByTestId('deposit-submit').click({ force: true });
  });
  await expect(page.getByTestId('deposit-state')).toHaveText('Waiting for payment confirmation');
  await expect(page.getByTestId('deposit-bank-name')).toHaveText('AYA Bank');
  const orders = (await (await request.get(`/__sim/deposits?account=${session.userName}`, { headers: { Merchant: DEMO_CODE } })).json()) as { id: number }[];
  expect(orders).toHaveLength(1);
  await request.post(`/__sim/deposits/${orders[0]?.id}/resolve`, { headers: { Merchant: DEMO_CODE }, data: { state: 'failed' } });
  await expect(page.getByTestId('deposit-state')).toHaveText('Deposit failed');
  await expect(page.getByTestId('deposit-order')).toHaveAttribute('data-state', 'failed');
  expectNoErrors(errors, [refused(500)]);
});

/**
 * Spec §3 site settings mobileTemplate.dep_func: "1" (the simulator's default) the new layout, method first;
 * another value the classic layout, amount first, where a method none of whose channels takes the typed amount
 * is unavailable. This page's own lane carries the setting, so the tests beside it keep the default.
 */
for (const [depFunc, layout] of [
  ['1', 'method-first'],
  ['0', 'amount-first'],
] as const) {
  test(`spec §3 dep_func "${depFunc}": ${layout}`, async ({ page, request }) => {
    const session = await member(request);
    const lane = await ownFaultLane(page);
    const set = await request.patch('/__sim/site-settings', { headers: { Merchant: DEMO_CODE }, data: { dep_func: depFunc, lane } });
    expect(set.ok()).toBe(true);
    const errors = await openDeposit(page, session);
    const form = page.getByTestId('deposit-form');
    await expect(form).toHaveAttribute('data-layout', layout);
    const amount = page.getByTestId('deposit-amount');
    const methods = page.getByTestId('deposit-methods');
    // Which comes first in the form, the amount or the methods.
    const amountFirst = await amount.evaluate((a, m) => Boolean(a.compareDocumentPosition(m as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await methods.elementHandle());
    expect(amountFirst).toBe(layout === 'amount-first');
    // 3,000: the bank transfer takes it; the gateway's channels start at 5,000.
    await amount.fill('3000');
    if (layout === 'amount-first') await expect(page.getByTestId('deposit-method-PG')).toBeDisabled();
    else await expect(page.getByTestId('deposit-method-PG')).toBeEnabled();
    await expect(page.getByTestId('deposit-method-MT')).toBeEnabled();
    expectNoErrors(errors);
  });
}
