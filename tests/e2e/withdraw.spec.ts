/**
 * Withdraw, /m/withdraw (platform-api-member.md §2a, §2c), against the simulator with real sessions. Each
 * test makes its own DEMO member and sets its wallet through the control API (PUT
 * /__sim/members/:account/wallet); no test changes the merchant's withdraw settings or resets the
 * simulator, and faults go to the page's own lane, so the tests can run side by side.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, logIn, newMember, refused, type TestMember, withDemoFault } from './account-helpers';
import { expectNoErrors, MEMBER, merchantOrigin, openMerchant, type SessionInfo } from './helpers';

const origin = merchantOrigin(DEMO);
const WITHDRAW = '/wps/v2/transaction/withdraw';
const CARD = { bankCode: 'KBZ', bankName: 'KBZ Bank', cardNumber: '1234567890123456', payeeName: 'Aung Aung' };
const FUNDS = 'Funds123';

interface Wallet {
  balance?: number;
  fundsPassword?: string | null;
  turnover?: { gameType: string; required: number; actual: number }[];
  bankCards?: (typeof CARD & { cardType?: 'B' | 'V' })[];
}

/** A fresh member with that wallet, logged in; answers the session and the ids of its cards. */
async function memberWith(request: APIRequestContext, wallet: Wallet): Promise<{ member: TestMember; session: SessionInfo; cardIds: number[] }> {
  const member = await newMember(request, 'wd', MEMBER);
  const response = await request.put(`/__sim/members/${member.username}/wallet`, { headers: { Merchant: DEMO_CODE }, data: { balance: 1000, ...wallet } });
  expect(response.status(), 'PUT /__sim/members/:account/wallet').toBe(200);
  const { bankCards } = (await response.json()) as { bankCards: { id: number }[] };
  return { member, session: await logIn(request, member), cardIds: bankCards.map((c) => c.id) };
}

async function withdrawalsOf(request: APIRequestContext, account: string) {
  const response = await request.get(`/__sim/withdrawals?account=${account}`, { headers: { Merchant: DEMO_CODE } });
  return (await response.json()) as { amount: number; fee: number; bankCardId: number; state: string }[];
}

/** Counts the withdrawals the page sends from now on. */
function countWithdrawCalls(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === WITHDRAW) sent.push(r.method());
  });
  return sent;
}

const form = (page: Page) => ({
  form: page.getByTestId('withdraw-form'),
  amount: page.getByTestId('withdraw-amount'),
  amountError: page.getByTestId('withdraw-amount-error'),
  password: page.getByTestId('withdraw-password'),
  passwordError: page.getByTestId('withdraw-password-error'),
  submit: page.getByTestId('withdraw-submit'),
  fee: page.getByTestId('withdraw-fee'),
});

test('a member with a bound card and a funds password withdraws: success shown, the balance drops in the header, one order sent', async ({ page, request }) => {
  const { member, session, cardIds } = await memberWith(request, { fundsPassword: FUNDS, bankCards: [CARD] });
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN', session });
  await expect(page.getByTestId('header-balance')).toHaveText('K1,000.00');
  await page.getByTestId('header-withdraw').click();
  await expect(page).toHaveURL(`${origin}/m/withdraw`);

  const f = form(page);
  await expect(page.getByTestId('withdraw-balance')).toHaveText('K1,000.00');
  await expect(page.getByTestId('withdraw-bounds')).toHaveText('K100.00 – K50,000.00');
  await expect(page.getByTestId('withdraw-times-left')).toHaveText('5 of 5');
  await expect(page.getByTestId(`withdraw-card-${cardIds[0]}`)).toBeChecked();
  await expect(page.getByTestId('withdraw-cards')).toContainText('KBZ Bank **** 3456');
  await f.amount.fill('300');
  await expect(f.fee).toHaveText('Fee K3.00 · you receive K297.00');
  await f.password.fill(FUNDS);
  const sent = countWithdrawCalls(page);
  // Two submits in the same moment send one withdrawal.
  await f.form.evaluate((el: HTMLFormElement) => {
    el.requestSubmit();
    el.requestSubmit();
  });

  const done = page.getByTestId('withdraw-done');
  await expect(done).toBeVisible();
  await expect(done.getByRole('heading')).toHaveText('Withdrawal submitted');
  await expect(page.getByTestId('withdraw-done-amount')).toHaveText('K300.00');
  await expect(page.getByTestId('withdraw-done-balance')).toHaveText('K700.00');
  await expect(page.getByTestId('withdraw-report-link')).toHaveAttribute('href', '/m/withdrawReport');
  expect(sent).toEqual(['POST']);
  expect(await withdrawalsOf(request, member.username)).toMatchObject([{ amount: 300, fee: 3, bankCardId: cardIds[0], state: 'pending' }]);

  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.getByTestId('header-balance')).toHaveText('K700.00');
  expectNoErrors(errors);
});

test('a crypto wallet is offered after the bank card; the fee is asked for a wallet and the money goes to it', async ({ page, request }) => {
  const wallet = { bankCode: 'USDT', bankName: 'USDT-TRC20', cardNumber: 'TQ5yBR2mHc3pWx9LkZ7fN4vJ8dG6sA1eXw', payeeName: 'Aung Aung', cardType: 'V' as const };
  const { member, session, cardIds } = await memberWith(request, { fundsPassword: FUNDS, bankCards: [CARD, wallet] });
  const { errors } = await openMerchant(page, DEMO, '/m/withdraw', { lang: 'EN', session });
  const f = form(page);
  const walletChoice = page.getByTestId(`withdraw-card-${cardIds[1]}`);
  await expect(page.getByTestId('withdraw-cards').locator('label')).toHaveCount(2);
  await expect(page.getByTestId('withdraw-cards').locator('label').nth(1)).toContainText('Crypto wallet · USDT-TRC20');
  await expect(page.getByTestId(`withdraw-card-${cardIds[0]}`)).toBeChecked();
  const feeCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/wps/relay/MCSFE_getCalculatedWithdrawCharges') feeCalls.push(url.searchParams.get('withdrawType') ?? '');
  });
  await walletChoice.check();
  await f.amount.fill('400');
  await expect(f.fee).toHaveText('Fee K4.00 · you receive K396.00');
  expect(feeCalls).toContain('VW');
  await f.password.fill(FUNDS);
  await f.submit.click();
  await expect(page.getByTestId('withdraw-done-amount')).toHaveText('K400.00');
  expect(await withdrawalsOf(request, member.username)).toMatchObject([{ amount: 400, bankCardId: cardIds[1], state: 'pending' }]);
  expectNoErrors(errors);
});

test('a turnover shortfall shows the table of required against actual turnover and no form', async ({ page, request }) => {
  const { session } = await memberWith(request, {
    fundsPassword: FUNDS,
    bankCards: [CARD],
    turnover: [
      { gameType: 'SLOT', required: 5000, actual: 1200 },
      { gameType: 'LOTTERY', required: 300, actual: 300 },
    ],
  });
  const { errors } = await openMerchant(page, DEMO, '/m/withdraw', { lang: 'EN', session });
  const table = page.getByTestId('withdraw-turnover');
  await expect(table).toBeVisible();
  await expect(table.getByRole('status')).toContainText('You can withdraw once the turnover requirement is met');
  const rows = page.getByTestId('withdraw-turnover-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveText(['SLOT', '5,000', '1,200'].join(''));
  await expect(rows.nth(0)).toHaveAttribute('data-met', 'false');
  await expect(rows.nth(1)).toHaveAttribute('data-met', 'true');
  await expect(page.getByTestId('withdraw-turnover-total-required')).toHaveText('5,300');
  await expect(page.getByTestId('withdraw-turnover-total-actual')).toHaveText('1,500');
  await expect(page.getByTestId('withdraw-form')).toHaveCount(0);
  expectNoErrors(errors);
});

test('a wrong funds password is refused at its field; the amount is kept and no money moves', async ({ page, request }) => {
  const { member, session } = await memberWith(request, { fundsPassword: FUNDS, bankCards: [CARD] });
  const { errors } = await openMerchant(page, DEMO, '/m/withdraw', { lang: 'EN', session });
  const f = form(page);
  await f.amount.fill('250');
  await f.password.fill('not-it');
  await f.submit.click();
  await expect(f.passwordError).toHaveText('The funds password is incorrect');
  await expect(f.password).toBeFocused();
  await expect(f.amount).toHaveValue('250');
  await expect(f.password).toHaveValue('not-it');
  await expect(f.submit).toBeEnabled();
  expect(await withdrawalsOf(request, member.username)).toEqual([]);
  await expect(page.getByTestId('withdraw-balance')).toHaveText('K1,000.00');
  expectNoErrors(errors, [refused(400)]);
});

test('a failed withdrawal call says so and keeps the form; sending again goes through', async ({ page, request }) => {
  const { member, session } = await memberWith(request, { fundsPassword: FUNDS, bankCards: [CARD] });
  const { errors } = await openMerchant(page, DEMO, '/m/withdraw', { lang: 'EN', session });
  const f = form(page);
  await f.amount.fill('400');
  await f.password.fill(FUNDS);
  const status = await withDemoFault(request, { path: WITHDRAW, status: 500 }, page, () => f.submit.click());
  expect(status).toBe(500);
  await expect(page.getByTestId('withdraw-failure')).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('withdraw-failure')).not.toBeEmpty();
  await expect(f.amount).toHaveValue('400');
  await expect(f.password).toHaveValue(FUNDS);
  expect(await withdrawalsOf(request, member.username)).toEqual([]);
  await f.submit.click();
  await expect(page.getByTestId('withdraw-done-amount')).toHaveText('K400.00');
  expect(await withdrawalsOf(request, member.username)).toMatchObject([{ amount: 400 }]);
  expectNoErrors(errors, [refused(500)]);
});

test('without a funds password the refusal explains it and links to the security centre', async ({ page, request }) => {
  const { session } = await memberWith(request, { fundsPassword: null, bankCards: [CARD] });
  const { errors } = await openMerchant(page, DEMO, '/m/withdraw', { lang: 'EN', session });
  const f = form(page);
  await f.amount.fill('200');
  await f.password.fill('anything');
  await f.submit.click();
  const note = page.getByTestId('withdraw-no-password');
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute('role', 'alert');
  await expect(note).toContainText('you have not set one yet');
  await expect(f.amount).toHaveValue('200');
  const link = page.getByTestId('withdraw-set-password');
  await expect(link).toHaveText('Set a funds password');
  await expect(link).toHaveAttribute('href', '/m/securityCenter?item=paymentPassword');
  await link.click();
  await expect(page).toHaveURL(`${origin}/m/securityCenter?item=paymentPassword`);
  await expect(page.getByTestId('security-centre-screen')).toHaveAttribute('data-item', 'paymentPassword');
  expectNoErrors(errors, [refused(400)]);
});

test('amounts outside the limits are refused at the field and nothing is sent; no card bound offers to bind one', async ({ page, request }) => {
  const { session } = await memberWith(request, { fundsPassword: FUNDS, bankCards: [CARD] });
  const { errors } = await openMerchant(page, DEMO, '/m/withdraw', { lang: 'EN', session });
  const f = form(page);
  const sent = countWithdrawCalls(page);
  await f.password.fill(FUNDS);
  await f.submit.click();
  await expect(f.amountError).toHaveText('Please enter the withdrawal amount');
  await expect(f.amount).toBeFocused();
  const outside: [string, string][] = [
    ['50', 'The minimum withdrawal is K100.00'],
    ['60000', 'The maximum withdrawal is K50,000.00'],
    ['150.5', 'Please enter a whole amount, without decimals'],
    ['1200', 'The amount is more than your balance'],
    ['12a', 'Please enter a valid amount'],
  ];
  for (const [amount, message] of outside) {
    await f.amount.fill(amount);
    await f.submit.click();
    await expect(f.amountError).toHaveText(message);
    await expect(f.amount).toHaveValue(amount);
  }
  expect(sent).toEqual([]);
  expectNoErrors(errors);

  const bare = await memberWith(request, { fundsPassword: FUNDS });
  await openMerchant(page, DEMO, '/m/withdraw', { lang: 'EN', session: bare.session });
  await expect(page.getByTestId('withdraw-no-card')).toContainText('You have no bank card bound yet.');
  await expect(page.getByTestId('withdraw-bind-card')).toHaveAttribute('href', '/m/securityCenter?item=bankCards');
  await expect(f.submit).toBeDisabled();
});

test('the screen in Burmese and Arabic', async ({ page, request }) => {
  const { session } = await memberWith(request, { fundsPassword: FUNDS, bankCards: [CARD] });
  await openMerchant(page, DEMO, '/m/withdraw', { lang: 'MY', session });
  await expect(page.getByTestId('withdraw-submit')).toHaveText('ငွေထုတ်မည်');
  await page.getByTestId('withdraw-amount').fill('50');
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-amount-error')).toHaveText('အနည်းဆုံး ထုတ်ယူနိုင်ငွေမှာ K100.00 ဖြစ်သည်');

  const other = await page.context().newPage();
  await openMerchant(other, DEMO, '/m/withdraw', { lang: 'AR', session });
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(other.getByTestId('withdraw-submit')).toHaveText('سحب');
});
