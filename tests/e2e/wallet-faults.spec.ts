/**
 * Every call a wallet screen needs before it can show anything, under each fault class (issue 14 "each
 * fault class on each call shows its message with retry"): an HTTP 500, an answer that is not JSON, and a
 * connection dropped mid-answer. One page per call goes through the three in turn: the screen shows an
 * error with Retry (never a white screen), each Retry asks the platform again, and once the faults are
 * spent Retry brings the screen. Faults travel in the page's own lane, so nothing else is hit.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_CODE, logIn, newMember, openDemo, refused } from './account-helpers';
import { expectNoErrors, ownFaultLane } from './helpers';

const FAULTS = [{ status: 500 }, { malformed: true }, { drop: true }] as const;

interface Case {
  screen: string;
  call: string;
  /** What shows once the call succeeds. */
  ready: (page: Page) => Locator;
}

const records = (page: Page) => page.getByTestId('records-empty').or(page.getByTestId('records-row').first());

const CASES: Case[] = [
  { screen: '/m/voucherCenter', call: '/wps/relay/MCSFE_getDepositSettings', ready: (page) => page.getByTestId('deposit-submit') },
  { screen: '/m/voucherCenter', call: '/wps/relay/MCSFE_getDepositPaymentChannels', ready: (page) => page.getByTestId('deposit-submit') },
  { screen: '/m/withdraw', call: '/wps/relay/MCSFE_getWithdrawSettings', ready: (page) => page.getByTestId('withdraw-cards') },
  { screen: '/m/withdraw', call: '/wps/relay/MCSFE_getTurnoverInfo', ready: (page) => page.getByTestId('withdraw-cards') },
  { screen: '/m/withdraw', call: '/wps/relay/MCSFE_getWithdrawAccountInfo', ready: (page) => page.getByTestId('withdraw-cards') },
  { screen: '/m/securityCenter', call: '/wps/v2/member/securityConfig', ready: (page) => page.getByTestId('security-items') },
  { screen: '/m/withdrawReport', call: '/wps/relay/MCSFE_getWithdrawTransactionReport', ready: records },
  { screen: '/m/transaction/record', call: '/wps/relay/ODSFE2_MemTransDet', ready: records },
  { screen: '/m/gameRecord', call: '/wps/relay/ODSFE2_RNGOrders', ready: records },
  { screen: '/m/profitandloss', call: '/wps/relay/ODSFE2_MemPNL', ready: records },
];

/** Replaces the lane's faults with one fault class that meets every try until it is cleared. */
async function inject(request: APIRequestContext, lane: string, call: string, fault: (typeof FAULTS)[number]) {
  await request.delete(`/__sim/faults?lane=${lane}`);
  const injected = await request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { path: call, ...fault, times: 10, lane } });
  expect(injected.status(), 'POST /__sim/faults').toBe(201);
}

for (const { screen, call, ready } of CASES) {
  test(`${screen}: ${call.split('/').at(-1)} failing with a 500, a malformed answer and a dropped connection shows an error with Retry each time`, async ({ page, request }) => {
    // Three failures, each with its tries and the query's retry delay, then the screen: more than 30 s when busy.
    test.slow();
    const session = await logIn(request, await newMember(request, 'wf'));
    const lane = await ownFaultLane(page);
    // Tries of the call that have met their fault (an answer or a failed request).
    let met = 0;
    const isCall = (url: string) => new URL(url).pathname === call;
    page.on('requestfinished', (r) => {
      if (isCall(r.url())) met += 1;
    });
    page.on('requestfailed', (r) => {
      if (isCall(r.url())) met += 1;
    });
    const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Retry' }) });
    const saysWhy = () => expect(alert).toContainText('load failed, tap to retry');

    const [first, ...rest] = FAULTS;
    await inject(request, lane, call, first);
    const errors = await openDemo(page, screen, { session });
    await saysWhy();
    await expect(ready(page)).toHaveCount(0);
    for (const fault of rest) {
      await inject(request, lane, call, fault);
      const before = met;
      await alert.getByRole('button', { name: 'Retry' }).click();
      // A try has met this fault class: the error showing now is its error.
      await expect.poll(() => met).toBeGreaterThan(before);
      await expect(alert).toBeVisible();
      await expect(ready(page)).toHaveCount(0);
    }
    await request.delete(`/__sim/faults?lane=${lane}`);
    // Retry brings the screen (an automatic retry still due may bring it first).
    await expect(async () => {
      if ((await alert.count()) > 0) await alert.getByRole('button', { name: 'Retry' }).click({ timeout: 1_000 });
      await expect(ready(page)).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(alert).toHaveCount(0);
    expectNoErrors(errors, [refused(500), /net::ERR_/]);
  });
}
