/**
 * The wallet end to end, as one player goes through it (issue 14 "Done when"): deposits by bank transfer
 * and by gateway, both confirmed by the platform and both in the deposit record; a funds password set and
 * a bank card bound in the security centre; a withdrawal to that card; the withdrawal in the withdraw
 * report and in the account record beside the deposits; the header balance following every movement.
 * Each screen's own spec covers its refusals and faults; this one checks that the screens agree.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, logIn, newMember } from './account-helpers';
import { expectNoErrors, merchantOrigin, openMerchant } from './helpers';

const origin = merchantOrigin(DEMO);
const FUNDS = '246810';

interface Order {
  id: number;
  method?: string;
  amount: number;
  state: string;
}

const rows = (page: Page) => page.getByTestId('records-row');

test('deposit twice, bind a card, withdraw: the records and the header balance agree', async ({ page, request, context }) => {
  // Eight screens and a dozen platform round trips: a busy CI machine needs more than the default 30 s.
  test.setTimeout(120_000);
  const member = await newMember(request, 'wj');
  // Deposits stay pending until this test confirms them (the default is a few seconds).
  const patched = await request.patch('/__sim/wallet/deposit', { headers: { Merchant: DEMO_CODE }, data: { account: member.username, confirmMs: 3_600_000 } });
  expect(patched.status()).toBe(200);
  const session = await logIn(request, member);
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN', session });
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('K0.00');

  const confirm = async (count: number) => {
    const orders = (await (await request.get(`/__sim/deposits?account=${member.username}`, { headers: { Merchant: DEMO_CODE } })).json()) as Order[];
    expect(orders).toHaveLength(count);
    const order = orders.at(-1) as Order;
    expect(order.state).toBe('pending');
    const resolved = await request.post(`/__sim/deposits/${order.id}/resolve`, { headers: { Merchant: DEMO_CODE }, data: { state: 'success' } });
    expect(resolved.status()).toBe(200);
  };

  // 1. A bank transfer of 20,000, from the footer's centre button.
  await page.getByTestId('footer-deposit').click();
  await expect(page).toHaveURL(`${origin}/m/voucherCenter`);
  await page.getByTestId('deposit-method-MT').click();
  await page.getByTestId('deposit-bank-AYA').click();
  await page.getByTestId('deposit-amount').fill('20000');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-state')).toHaveText('Waiting for payment confirmation');
  await confirm(1);
  await expect(page.getByTestId('deposit-state')).toHaveText('Deposit successful');

  // 2. A gateway deposit of 10,000: the payment page opens in a new tab.
  await page.getByTestId('deposit-again').click();
  await page.getByTestId('deposit-method-PG').click();
  await page.getByTestId('deposit-channel-PG_EASY').click();
  await page.getByTestId('deposit-amount').fill('10000');
  await page.getByTestId('deposit-submit').click();
  const opened = context.waitForEvent('page');
  await page.getByTestId('deposit-open-payment').click();
  const tab = await opened;
  await expect(tab.getByRole('heading')).toHaveText('Payment page (simulated)');
  await tab.close();
  await confirm(2);
  await expect(page.getByTestId('deposit-state')).toHaveText('Deposit successful');
  await page.getByTestId('footer-home').click();
  await expect(balance).toHaveText('K30,000.00');

  // 3. Both deposits in the deposit record, with their total.
  await page.goto(`${origin}/m/vouReport`);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Bank transfer' })).toContainText('20,000.00');
  await expect(rows(page).filter({ hasText: 'Payment gateway' })).toContainText('10,000.00');
  await expect(page.getByTestId('records-totals')).toContainText('30,000.00');

  // 4. A funds password and a bank card in the security centre.
  await page.goto(`${origin}/m/securityCenter?item=paymentPassword`);
  await page.getByTestId('funds-new').fill(FUNDS);
  await page.getByTestId('funds-confirm').fill(FUNDS);
  await page.getByTestId('funds-submit').click();
  await expect(page.getByTestId('security-state-paymentPassword')).toHaveText('Set');
  await page.getByTestId('security-item-bankCards').click();
  await page.getByTestId('cards-add-bank').click();
  await page.getByTestId('card-bank').selectOption('KBZ');
  await page.getByTestId('card-payee').fill('Journey Player');
  await page.getByTestId('card-number').fill('9988776655443322');
  await page.getByTestId('card-funds').fill(FUNDS);
  await page.getByTestId('card-submit').click();
  await expect(page.getByTestId('security-card-number')).toHaveText('************3322');

  // 5. A withdrawal of 5,000 to that card.
  await page.goto(`${origin}/m/withdraw`);
  await expect(page.getByTestId('withdraw-cards')).toContainText('KBZ Bank **** 3322');
  await page.getByTestId('withdraw-amount').fill('5000');
  await page.getByTestId('withdraw-password').fill(FUNDS);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done-balance')).toHaveText('K25,000.00');

  // 6. The withdrawal in the withdraw report, reached from the success screen's link; then home, where the
  // header shows the balance again (without a reload).
  await page.getByTestId('withdraw-report-link').click();
  await expect(page).toHaveURL(`${origin}/m/withdrawReport`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('5,000.00');
  await page.getByTestId('footer-home').click();
  await expect(balance).toHaveText('K25,000.00');

  // 7. The account record: the two deposits and the withdrawal, each with its type.
  await page.goto(`${origin}/m/transaction/record`);
  await expect(rows(page).filter({ hasText: 'Deposit' })).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Withdraw' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Withdraw' })).toContainText('5,000.00');
  expectNoErrors(errors);
});
