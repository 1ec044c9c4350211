/**
 * Personal settings, /m/set (spec 2.8, 2.2): the header's back arrow (one step back, or /m/home without
 * history), one list item (change password), the sign-out button (its flow: logout.spec.ts), and no
 * access without a session. Each test with a session logs in a member of its own.
 */
import { expect, test } from './fixtures';
import { DEMO, logIn, newMember, openDemo, storedSession } from './account-helpers';
import { expectNoErrors, frame, merchantOrigin, pushInApp } from './helpers';

const origin = merchantOrigin(DEMO);

test('with a session: title, one list item, the sign-out button and the footer', async ({ page, request }) => {
  const session = await logIn(request, await newMember(request, 'st'));
  const errors = await openDemo(page, '/m/set', { session });
  const screen = page.getByTestId('settings-screen');
  await expect(screen).toBeVisible();
  await expect(frame(page).title).toHaveText('Personal settings');
  await expect(frame(page).back).toBeVisible();
  await expect(screen.getByRole('listitem')).toHaveCount(1);
  await expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/m/changePsw');
  await expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(frame(page).footerNav).toHaveCount(1);
  // Touch targets of at least 44 px (phone-first).
  for (const target of [page.getByTestId('settings-change-password'), page.getByTestId('settings-sign-out')]) {
    expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  expectNoErrors(errors);
});

test('the change-password item opens /m/changePsw; the arrow there comes back to settings', async ({ page, request }) => {
  const session = await logIn(request, await newMember(request, 'st'));
  const errors = await openDemo(page, '/m/set', { session });
  await page.getByTestId('settings-change-password').click();
  await expect(page).toHaveURL(`${origin}/m/changePsw`);
  await expect(frame(page).title).toHaveText('Change password');
  await frame(page).back.click();
  await expect(page).toHaveURL(`${origin}/m/set`);
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  expectNoErrors(errors);
});

test('with history the arrow goes one step back (game list -> settings -> back)', async ({ page, request }) => {
  const session = await logIn(request, await newMember(request, 'st'));
  const errors = await openDemo(page, '/m/gameList', { session });
  await expect(page.locator('[data-screen=gameList]')).toBeVisible();
  await pushInApp(page, '/m/set');
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await frame(page).back.click();
  await expect(page).toHaveURL(`${origin}/m/gameList`);
  await expect(page.locator('[data-screen=gameList]')).toBeVisible();
  // A real step back, not a new entry.
  expect(await page.evaluate(() => (window.history.state as { idx?: number } | null)?.idx)).toBe(0);
  expectNoErrors(errors);
});

test('without history the arrow goes to /m/home, still logged in', async ({ page, request }) => {
  const session = await logIn(request, await newMember(request, 'st'));
  const errors = await openDemo(page, '/m/set', { session });
  await expect(page.getByTestId('settings-screen')).toBeVisible();
  await frame(page).back.click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('main .lv-home')).toBeVisible();
  await expect(page.getByTestId('header-account')).toHaveText(session.userName);
  expect(await storedSession(page)).toMatchObject({ token: session.token });
  expectNoErrors(errors);
});

test('without a session /m/set sends the guest to /m/home', async ({ page }) => {
  const errors = await openDemo(page, '/m/set');
  await expect(page).toHaveURL(`${origin}/m/home`);
  await expect(page.locator('main .lv-home')).toBeVisible();
  await expect(page.getByTestId('settings-screen')).toHaveCount(0);
  await expect(page.getByTestId('header-login')).toBeVisible();
  expectNoErrors(errors);
});
