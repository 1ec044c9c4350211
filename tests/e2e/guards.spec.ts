/**
 * Guards of spec 5-6: guests, members, free-trial accounts (type 4) and agents on protected routes and
 * actions; the guest home header (spec 2.2).
 */
import { expect, test } from './fixtures';
import { AGENT, expectNoErrors, frame, MEMBER, merchantOrigin, openMerchant, TRIAL } from './helpers';
import { liveSession } from './account-helpers';

const DEMO = 'demo';
const origin = merchantOrigin(DEMO);
const FREE_REJECT = 'Please login an actual account to use this function';

test('guest visiting a member route goes to login with the way back', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/voucherCenter', { lang: 'EN' });
  await expect(page).toHaveURL(`${origin}/m/login?redirect=%2Fm%2FvoucherCenter`);
  await expect(page.locator('[data-testid=login-screen]')).toBeVisible();
  expectNoErrors(errors);
});

test('guest visiting settings or the agent area goes to home', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/set', { lang: 'EN' });
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('.lv-home')).toBeVisible();
  await page.goto(`${origin}/m/agent`);
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('.lv-home')).toBeVisible();
  await expect(page.locator('[data-screen=agentHome]')).toHaveCount(0);
  expectNoErrors(errors);
});

for (const type of [MEMBER, TRIAL, 40]) {
  test(`a member of type ${type} (not an agent) visiting /m/agent goes to home`, async ({ page, request }) => {
    const { errors } = await openMerchant(page, DEMO, '/m/agent', { lang: 'EN', session: await liveSession(request, type) });
    await expect(page).toHaveURL(`${origin}/m/home`);
    await expect(page.locator('.lv-home')).toBeVisible();
    await expect(page.locator('[data-screen=agentHome]')).toHaveCount(0);
    expectNoErrors(errors);
  });
}

test('an agent (type 1) on /m/agent sees the agent home', async ({ page, request }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/agent', { lang: 'EN', session: await liveSession(request, AGENT) });
  await expect(page.locator('[data-testid=agent-home][data-screen=agentHome]')).toBeVisible();
  await expect(page).toHaveURL(`${origin}/m/agent`);
  expectNoErrors(errors);
});

test('a free-trial account (type 4) visiting deposit goes home with free_reject for about 2 s', async ({ page, request }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/voucherCenter', { lang: 'EN', session: await liveSession(request, TRIAL) });
  // The toast comes as the guard sends the player home: looked for first, since on a loaded machine home's
  // code can take longer than the toast's 2 s.
  const toast = frame(page).toast.filter({ hasText: FREE_REJECT });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(1);
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('.lv-home')).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 8_000 });
  expectNoErrors(errors);
});

test('guest tapping the footer deposit button gets the login dialog', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
  await expect(page.locator('.lv-home')).toBeVisible();
  await page.getByTestId('footer-deposit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You are not logged in, please login first');
  await expect(dialog.getByRole('button')).toHaveText(['Cancel', 'Confirm']);
  await expect(page).toHaveURL(`${origin}/m/home`);

  // Cancel closes it and stays put.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${origin}/m/home`);

  // Confirm goes to the login page with a way back.
  await page.getByTestId('footer-deposit').click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=/);
  // The way back leads where the player was going.
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/m/voucherCenter');
  await expect(page.locator('[data-screen=login]')).toBeVisible();
  await expect(dialog).toBeHidden();
  expectNoErrors(errors);
});

test('guest tapping the footer Invite button is asked to log in first (spec 5)', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
  await expect(page.locator('.lv-home')).toBeVisible();
  await page.getByTestId('footer-invite').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You are not logged in, please login first');
  await expect(page).toHaveURL(`${origin}/m/home`);
  expectNoErrors(errors);
});

test('a free-trial account tapping the footer deposit button gets free_reject and stays', async ({ page, request }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN', session: await liveSession(request, TRIAL) });
  await expect(page.locator('.lv-home')).toBeVisible();
  await page.getByTestId('footer-deposit').click();
  const toast = frame(page).toast.filter({ hasText: FREE_REJECT });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(toast).toBeHidden({ timeout: 8_000 });
  await expect(page).toHaveURL(`${origin}/m/home`);
  expectNoErrors(errors);
});

test('home header: a guest sees Login and Register (DIRECTREG3 on), each leading to its page', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
  const header = frame(page).header;
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await header.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/m/login`);
  await expect(page.locator('[data-screen=login]')).toBeVisible();
  await page.goBack();
  await expect(page.locator('.lv-home')).toBeVisible();
  await header.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/m/register`);
  await expect(page.locator('[data-screen=register]')).toBeVisible();
  expectNoErrors(errors);
});

test('home header of a logged-in member has no Login or Register button', async ({ page, request }) => {
  const session = await liveSession(request, MEMBER, 'DEMO', 'alice');
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN', session });
  const header = frame(page).header;
  await expect(header).toContainText(session.userName);
  await expect(header.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  expectNoErrors(errors);
});
