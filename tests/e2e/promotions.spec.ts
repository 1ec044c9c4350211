/**
 * Promotions, invite friends and customer service (issue 17) against the simulator with real sessions: a
 * guest opens the activity centre from the footer's Promotions tab (no footer there, spec 2.2), picks a
 * category and opens a promotion; a member applies for one and sees the applied state (also after a
 * reload); a member copies the invitation link from the invite-friends screen (read back from the
 * clipboard) and sees the invitations count; the agent home's online customer-service tool (spec 2.15)
 * opens the service screen with the decrypted link in its frame.
 */
import { expect, test } from './fixtures';
import { DEMO, DEMO_CODE, liveSession } from './account-helpers';
import { AGENT, expectNoErrors, frame, MEMBER, merchantOrigin, openMerchant } from './helpers';

const origin = merchantOrigin(DEMO);
const headers = { Merchant: DEMO_CODE };

test('a guest browses the promotions from the footer, picks a category and opens a promotion', async ({ page }) => {
  const { errors } = await openMerchant(page, DEMO, '/m/home', { lang: 'EN' });
  await page.getByTestId('footer-promotions').click();
  await expect(page).toHaveURL(`${origin}/m/activity`);
  await expect(page.getByTestId('activity-card')).toHaveCount(4);
  await expect(frame(page).footer).toHaveCount(0);

  await page.getByRole('tab', { name: 'Slots' }).click();
  await expect(page).toHaveURL(`${origin}/m/activity?category=2`);
  await expect(page.getByTestId('activity-card').locator('.lv-activity-title')).toHaveText(['Sports Cashback', 'Slots Tournament']);
  await page.getByTestId('activity-card').filter({ hasText: 'Slots Tournament' }).click();

  await expect(page).toHaveURL(`${origin}/m/activityInfo?id=3`);
  await expect(page.getByRole('heading', { name: 'Slots Tournament' })).toBeVisible();
  await expect(page.getByTestId('activity-content')).toContainText('favourite slot game');
  // A guest may read it; applying asks for a login first.
  await page.getByTestId('activity-apply').click();
  await expect(page.getByTestId('login-dialog')).toBeVisible();
  expectNoErrors(errors);
});

test('a member applies for a promotion and sees the applied state, which stays after a reload', async ({ page, request }) => {
  const session = await liveSession(request, MEMBER, DEMO_CODE, 'pr');
  const { errors } = await openMerchant(page, DEMO, '/m/activityInfo?id=2', { lang: 'EN', session });
  await page.getByRole('button', { name: 'Apply' }).click();
  const done = page.getByTestId('activity-done');
  await expect(done).toHaveText('You have applied. Your application is being reviewed.');
  await expect(page.getByTestId('activity-apply')).toHaveCount(0);
  await page.reload();
  await expect(done).toHaveAttribute('data-status', 'applied');
  await page.goto(`${origin}/m/activity`);
  await expect(page.getByTestId('activity-card').filter({ hasText: 'Sports Cashback' }).getByTestId('activity-status')).toHaveText('Applied');
  expectNoErrors(errors);
});

test('a member copies the invitation link and sees the invitations count', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const session = await liveSession(request, MEMBER, DEMO_CODE, 'if');
  for (const n of [1, 2]) {
    const made = await request.post('/__sim/members', { headers, data: { username: `${session.userName}f${n}`, upline: session.userName } });
    expect(made.status()).toBe(201);
  }
  const { errors } = await openMerchant(page, DEMO, '/m/inviteFriends', { lang: 'EN', session });
  const code = await page.getByTestId('invite-code').textContent();
  const link = page.getByTestId('invite-link');
  await expect(link).toHaveValue(`${origin}/m/register?affiliateCode=${code}`);
  await expect(page.getByTestId('invite-count')).toHaveText('2');
  await expect(page.getByTestId('invitee')).toHaveCount(2);
  await expect(page.getByTestId('invite-qr')).toBeVisible();

  await page.getByTestId('invite-copy').click();
  await expect(page.getByTestId('invite-copy-status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
  expectNoErrors(errors);
});

test('the agent home’s online customer-service tool opens the service screen with the decrypted link', async ({ page, request }) => {
  const session = await liveSession(request, AGENT, DEMO_CODE, 'cs');
  const { errors } = await openMerchant(page, DEMO, '/m/agent', { lang: 'EN', session });
  await page.getByTestId('agent-item-customerService').click();
  await expect(page).toHaveURL(`${origin}/m/service`);
  await expect(page.locator('[data-screen=customerService]')).toBeVisible();
  await expect(page.getByTestId('service-frame')).toHaveAttribute('src', 'https://chat.demo.example/livechat');
  await expect(page.getByTestId('service-frame')).toHaveAttribute('title', 'Live chat');
  await expect(page.getByTestId('service-open-tab')).toHaveAttribute('href', 'https://chat.demo.example/livechat');
  await expect(frame(page).footer).toHaveCount(0);
  expectNoErrors(errors);
});
