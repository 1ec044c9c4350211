/**
 * Startup gate of spec 2.3, with the site-status answer stubbed per page (page.route), so nothing else
 * running in parallel is disturbed. The real simulator's control API is driven in gate.sim.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoErrors, openMerchant } from './helpers';

const DEMO = 'demo';
const STATUS = '**/wps/system/status';
/** The browser logs a refused or failed request as "Failed to load resource"; that is the point here. */
const FAILED_RESOURCE = [/Failed to load resource/];

function statusAnswer(value: { maintenance: boolean; regionRestriction: boolean; info?: string }) {
  return JSON.stringify({ success: true, value: { info: '', location: { ip: '203.0.113.7' }, ...value } });
}

async function answerStatus(page: Page, status: number, body: string, contentType = 'application/json') {
  await page.route(STATUS, (route) => route.fulfill({ status, contentType, body }));
}

test('maintenance on: the maintenance page, no app', async ({ page }) => {
  await answerStatus(page, 200, statusAnswer({ maintenance: true, regionRestriction: false }));
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await expect(page.locator('main')).toHaveCount(0);
  await expect(page.locator('.lv-home')).toHaveCount(0);
  await expect(page.getByTestId('blocked-region-page')).toHaveCount(0);
  expectNoErrors(errors);
});

test('maintenance and region restriction both on: the maintenance page wins', async ({ page }) => {
  await answerStatus(page, 200, statusAnswer({ maintenance: true, regionRestriction: true }));
  const { errors } = await openMerchant(page, DEMO, '/m/gameList', { lang: 'EN' });
  await expect(page.getByTestId('maintenance-page')).toBeVisible();
  await expect(page.getByTestId('blocked-region-page')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(0);
  expectNoErrors(errors);
});

test('region restriction only: the blocked-region page', async ({ page }) => {
  await answerStatus(page, 200, statusAnswer({ maintenance: false, regionRestriction: true }));
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
  await expect(page.getByTestId('blocked-region-page')).toBeVisible();
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(0);
  expectNoErrors(errors);
});

test('neither on: the app runs', async ({ page }) => {
  await answerStatus(page, 200, statusAnswer({ maintenance: false, regionRestriction: false }));
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
  await expect(page.locator('main .lv-home')).toBeVisible();
  await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  await expect(page.getByTestId('blocked-region-page')).toHaveCount(0);
  expectNoErrors(errors);
});

test('IP refused (HTTP 403 ip_restricted): the access-denied page', async ({ page }) => {
  await answerStatus(page, 403, JSON.stringify({ success: false, errorCode: 'ip_restricted', message: 'IP or region restricted' }));
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
  await expect(page.getByTestId('access-denied-page')).toBeVisible();
  await expect(page.locator('main')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  expectNoErrors(errors, FAILED_RESOURCE);
});

const unreadable: [string, number, string, string][] = [
  ['an HTML page with status 200', 200, '<html><body>gateway</body></html>', 'text/html'],
  ['JSON without the envelope', 200, '{"foo":1}', 'application/json'],
  ['an envelope whose value is not an object', 200, '{"success":true,"value":"yes"}', 'application/json'],
  ['HTTP 500', 500, '{"success":false,"errorCode":"#500","message":"Internal error"}', 'application/json'],
  ['HTTP 500 with a non-JSON body', 500, 'Internal Server Error', 'text/plain'],
];
for (const [what, status, body, contentType] of unreadable) {
  test(`status answer is ${what}: "load failed, tap to retry"; Retry then shows the app`, async ({ page }) => {
    await answerStatus(page, status, body, contentType);
    const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('load failed, tap to retry');
    await expect(page.locator('main')).toHaveCount(0);
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    await expect(page.getByTestId('access-denied-page')).toHaveCount(0);

    await page.unroute(STATUS);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('main .lv-home')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expectNoErrors(errors, FAILED_RESOURCE);
  });
}
