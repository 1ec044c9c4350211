/**
 * The agent contract screens against the simulator (spec 2.1 "Agent contract screens", 4 "Home load for a
 * logged-in user", 6, 7): from home's pending-contract prompt to the salary contract, accepted there, and
 * home no longer prompting; the dividend and hourly salary contracts opened by address, accepted or
 * rejected (after the confirm) and gone from home's check; a fault on the accept call shown on the screen
 * with a Retry that recovers; a failed load with Retry; no contract on record; who may open the screens
 * (agents only; the free-trial member is refused; types 41 and 42 do not load dividend info).
 *
 * Each test makes its own member (POST /__sim/members with its contract requests); faults go into the
 * page's own lane.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDemo, withDemoFault } from './account-helpers';
import { expectNoErrors, frame, merchantOrigin, TRIAL } from './helpers';
import { DEMO, FUNDS, inLane, loggedIn, openHome, refusedWith } from './home-support';

const origin = merchantOrigin(DEMO);
const SALARY = '/m/member/agent/getSalaryContract';
const DIVIDEND = '/m/member/agent/getDevidendContract';
const HOUR = '/m/member/agent/getHourContract';
const DAILY_CALL = '/wps/relay/ODSFE2_CurrentDailySalary';
const DIVIDEND_CALL = '/wps/relay/ODSFE2_dividendInfo';

const contract = (page: Page) => page.getByTestId('contract-screen');
const status = (page: Page) => page.getByTestId('contract-status');
const prompt = (page: Page) => page.locator('[data-block=contractPrompt]');
const confirmDialog = (page: Page) => page.getByTestId('confirm-dialog');

/** Home is loaded again and its contract check has run and offered nothing. */
async function expectHomeNotPrompted(page: Page) {
  await page.goto(`${origin}/m/home`);
  await expect(prompt(page)).toHaveAttribute('data-state', 'none');
  await expect(confirmDialog(page)).toHaveCount(0);
}

test.describe('from the home prompt to an answered contract', () => {
  test('a pending daily salary: prompt, confirm, the salary contract, accept, home does not prompt again', async ({ page, request }) => {
    const session = await loggedIn(request, 1, { dailysalreqtype: '1' });
    const errors = await openHome(page, { session, popupsSeen: true });
    await expect(confirmDialog(page)).toContainText('A daily salary contract is waiting for your answer. Open it now?');
    await page.getByTestId('dialog-confirm').click();

    await expect(page).toHaveURL(`${origin}${SALARY}`);
    await expect(contract(page)).toHaveAttribute('data-state', 'pending');
    await expect(frame(page).title).toHaveText('Salary contract');
    await expect(status(page)).toContainText('Waiting for your answer');
    await expect(page.getByTestId('contract-tier')).toHaveCount(3);
    await expect(page.getByTestId('contract-standing')).toContainText('Team bets');

    const accepted = page.waitForResponse((r) => new URL(r.url()).pathname === DAILY_CALL && new URL(r.url()).searchParams.get('action') === 'accept');
    await page.getByTestId('contract-accept').click();
    expect((await accepted).status()).toBe(200);
    await expect(contract(page)).toHaveAttribute('data-state', 'accepted');
    await expect(status(page)).toContainText('Accepted');
    await expect(status(page)).toBeFocused();
    await expect(frame(page).toast).toContainText('Contract accepted');
    await expect(page.getByTestId('contract-accept')).toHaveCount(0);

    // Back to home through the header's back arrow: the check runs again and finds nothing.
    const funds = page.waitForResponse((r) => new URL(r.url()).pathname === FUNDS);
    await frame(page).back.click();
    await expect(page).toHaveURL(`${origin}/m/home`);
    expect(((await (await funds).json()) as { value: Record<string, string> }).value.dailysalreqtype).toBe('');
    await expect(prompt(page)).toHaveAttribute('data-state', 'none');
    await expect(confirmDialog(page)).toHaveCount(0);
    expectNoErrors(errors);
  });

  test('a pending dividend: accepted on its screen (by address); home no longer prompts', async ({ page, request }) => {
    const session = await loggedIn(request, 2, { divtypecompperiodreq: 'HALF_MONTH' });
    const errors = await openDemo(page, DIVIDEND, { session });
    await expect(contract(page)).toHaveAttribute('data-state', 'pending');
    await expect(page.getByTestId('contract-period')).toHaveText('Settled: every half month');
    await expect(page.getByTestId('contract-tier').first()).toContainText('10%');
    await page.getByTestId('contract-accept').click();
    await expect(contract(page)).toHaveAttribute('data-state', 'accepted');
    await expectHomeNotPrompted(page);
    expectNoErrors(errors);
  });

  test('a pending hourly salary: Reject asks first (cancel keeps it pending), confirmed it is rejected; home no longer prompts', async ({ page, request }) => {
    const session = await loggedIn(request, 1, { contracthoursalreq: '1' });
    const errors = await openDemo(page, HOUR, { session });
    await expect(contract(page)).toHaveAttribute('data-state', 'pending');
    await expect(page.getByTestId('contract-standing')).toContainText('Team bets per hour');

    await page.getByTestId('contract-reject').click();
    await expect(confirmDialog(page)).toContainText('Reject this contract? Only your upline can offer it again.');
    await page.getByTestId('dialog-cancel').click();
    await expect(confirmDialog(page)).toHaveCount(0);
    await expect(contract(page)).toHaveAttribute('data-state', 'pending');

    await page.getByTestId('contract-reject').click();
    await page.getByTestId('dialog-confirm').click();
    await expect(contract(page)).toHaveAttribute('data-state', 'rejected');
    await expect(status(page)).toContainText('Rejected');
    await expect(page.getByTestId('contract-reject')).toHaveCount(0);
    await expectHomeNotPrompted(page);
    expectNoErrors(errors);
  });
});

test.describe('failures and empty', () => {
  test('a fault on the accept call: the screen stays and says so; Retry accepts', async ({ page, request }) => {
    const session = await loggedIn(request, 1, { dailysalreqtype: '1' });
    const errors = await openDemo(page, SALARY, { session });
    await expect(contract(page)).toHaveAttribute('data-state', 'pending');
    const got = await withDemoFault(request, { path: DAILY_CALL, status: 500 }, page, () => page.getByTestId('contract-accept').click());
    expect(got).toBe(500);
    const alert = page.getByTestId('contract-answer-error');
    await expect(alert).toBeVisible();
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(alert).toContainText('The contract could not be accepted.');
    await expect(contract(page)).toHaveAttribute('data-state', 'pending');
    await expect(page.getByTestId('contract-accept')).toBeEnabled();

    await page.getByTestId('contract-retry').click();
    await expect(contract(page)).toHaveAttribute('data-state', 'accepted');
    await expect(alert).toHaveCount(0);
    await expectHomeNotPrompted(page);
    expectNoErrors(errors, [refusedWith(500)]);
  });

  test('a failed load: an error with Retry, which shows the contract', async ({ page, request }) => {
    const session = await loggedIn(request, 2, { divtypecompperiodreq: 'HALF_MONTH' });
    // The load and the client's one automatic retry both fail.
    const clear = await inLane(page, request, [{ path: DIVIDEND_CALL, status: 500, times: 2 }]);
    const errors = await openDemo(page, DIVIDEND, { session });
    await expect(contract(page)).toHaveAttribute('data-state', 'error');
    await expect(contract(page).getByRole('alert')).toContainText('load failed, tap to retry');
    await clear();
    await contract(page).getByRole('button', { name: 'Retry' }).click();
    await expect(contract(page)).toHaveAttribute('data-state', 'pending');
    expectNoErrors(errors, [refusedWith(500)]);
  });

  test('an agent never offered a contract sees a clear empty state on each screen', async ({ page, request }) => {
    const session = await loggedIn(request, 1);
    const errors = await openDemo(page, SALARY, { session });
    for (const path of [SALARY, DIVIDEND, HOUR]) {
      if (path !== SALARY) await page.goto(`${origin}${path}`);
      await expect(contract(page)).toHaveAttribute('data-state', 'empty');
      await expect(page.getByTestId('contract-empty')).toContainText('No contract has been offered to you.');
      await expect(page.getByTestId('contract-accept')).toHaveCount(0);
    }
    expectNoErrors(errors);
  });
});

test.describe('who may open the contract screens', () => {
  for (const type of [0, 40]) {
    test(`member type ${type} (not an agent) is sent home`, async ({ page, request }) => {
      const session = await loggedIn(request, type, { dailysalreqtype: '1' });
      const errors = await openDemo(page, SALARY, { session });
      await expect(page).toHaveURL(`${origin}/m/home`);
      await expect(contract(page)).toHaveCount(0);
      expectNoErrors(errors);
    });
  }

  test('the free-trial member reaching the address is refused like other protected screens (sent home)', async ({ page, request }) => {
    const session = await loggedIn(request, TRIAL, { contracthoursalreq: '1' });
    const errors = await openDemo(page, HOUR, { session });
    await expect(page).toHaveURL(`${origin}/m/home`);
    await expect(contract(page)).toHaveCount(0);
    expectNoErrors(errors);
  });

  test('a guest is sent home', async ({ page }) => {
    const errors = await openDemo(page, DIVIDEND);
    await expect(page).toHaveURL(`${origin}/m/home`);
    expectNoErrors(errors);
  });

  for (const type of [41, 42]) {
    test(`member type ${type}: the dividend screen does not load dividend info; the salary contract opens`, async ({ page, request }) => {
      const session = await loggedIn(request, type, { dailysalreqtype: '1', divtypecompperiodreq: 'HALF_MONTH' });
      let dividendCalls = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === DIVIDEND_CALL) dividendCalls += 1;
      });
      const errors = await openDemo(page, DIVIDEND, { session });
      await expect(contract(page)).toHaveAttribute('data-state', 'notForAccount');
      await expect(page.getByTestId('contract-empty')).toContainText('Dividend contracts are not available for this account.');
      await page.goto(`${origin}${SALARY}`);
      await expect(contract(page)).toHaveAttribute('data-state', 'pending');
      expect(dividendCalls).toBe(0);
      expectNoErrors(errors);
    });
  }
});
