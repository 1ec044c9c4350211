/**
 * The referral dialog (spec 2.10 side bar "referral", 2.12 "invite friends (opens the referral dialog)"),
 * against the simulator with real sessions: a player's dialog shows the invitation link (the register page
 * with the player's referral code, MCSFE_getReferralDetails, as on the invite-friends screen), Copy puts that link on the clipboard and announces it, a friend who
 * registers through the link becomes the player's downline; where the browser refuses the clipboard the
 * dialog says so and selects the link for copying by hand; a failed code call offers Retry.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { captchaPng } from '../../src/platform-sim/captcha';
import { DEMO, DEMO_CODE, liveSession, refused } from './account-helpers';
import { expectNoErrors, MEMBER, merchantOrigin, openMerchant, popupsSeen, type SessionInfo, setLanguage } from './helpers';
import { inLane } from './home-support';

const origin = merchantOrigin(DEMO);
const headers = { Merchant: DEMO_CODE };

/** The player's referral code as the platform gives it (MCSFE_getReferralDetails). */
async function affiliateCode(request: APIRequestContext, session: SessionInfo): Promise<string> {
  const response = await request.get('/wps/relay/MCSFE_getReferralDetails?autoGenerate=true', { headers: { ...headers, Authorization: session.token } });
  return ((await response.json()) as { value: { referralCode: string } }).value.referralCode;
}

/** Opens the member centre and taps "invite friends"; answers the dialog. */
async function openReferral(page: Page, session: SessionInfo) {
  const opened = await openMerchant(page, DEMO, '/m/mine', { lang: 'EN', session });
  // The page settled as a player sees it: the promotions read (mission activity shows with MISSION on, as the
  // simulator has it) and the member's block in above the menu, so nothing moves under the tap on a busy machine.
  await expect(page.getByTestId('mc-item-missionActivity')).toBeVisible();
  await expect(page.getByTestId('mc-days')).toBeVisible();
  await page.getByTestId('mc-item-invite').click();
  const dialog = page.getByTestId('referral-dialog');
  await expect(dialog).toBeVisible();
  return { ...opened, dialog };
}

/** Registers a new player through `link` in a fresh browser context (a guest); answers the user name. */
async function registerThrough(browser: Browser, request: APIRequestContext, link: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await setLanguage(page, 'EN');
  await popupsSeen(page);
  await page.goto(link);
  const username = `rf${Date.now().toString(36).slice(-6)}${(process.pid % 1296).toString(36)}`;
  const code = new URL(link).searchParams.get('affiliateCode');
  await expect(page.getByTestId('register-affiliateCode')).toHaveValue(code ?? 'missing');
  await page.getByTestId('register-username').fill(username);
  await page.getByTestId('register-password').fill('Friend1234');
  await page.getByTestId('register-confirmPassword').fill('Friend1234');
  const img = page.getByTestId('register-captcha-image').locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const src = await img.getAttribute('src');
  const answers = (await (await request.get('/__sim/captcha', { headers })).json()) as string[];
  const answer = answers.filter((a) => src === `data:image/png;base64,${captchaPng(a)}`).at(-1);
  await page.getByTestId('register-captcha').fill(answer ?? '');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(`${origin}/m/home`);
  await context.close();
  return username;
}

test('a player’s invitation link carries their affiliate code; Copy puts it on the clipboard; a friend registering through it joins the player’s team', async ({ page, request, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const player = await liveSession(request, MEMBER, DEMO_CODE, 'rf');
  const { dialog, errors } = await openReferral(page, player);
  await expect(dialog.getByRole('heading')).toHaveText('Invite friends');
  const code = await affiliateCode(request, player);
  const link = page.getByTestId('referral-link');
  await expect(link).toHaveValue(`${origin}/m/register?affiliateCode=${code}`);
  await expect(page.getByTestId('referral-code')).toHaveText(code);

  const status = page.getByTestId('referral-copy-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveText('');
  await page.getByTestId('referral-copy').click();
  await expect(status).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  const friend = await registerThrough(browser, request, await link.inputValue());
  const record = (await (await request.get(`/__sim/members/${friend}`, { headers })).json()) as { upline: string | null; type: number };
  expect(record).toEqual({ account: friend, type: MEMBER, upline: player.userName });

  await page.getByTestId('dialog-cancel').click();
  await expect(dialog).toHaveCount(0);
  expectNoErrors(errors);
});

test('where the browser refuses the clipboard, the dialog says so and selects the link for copying by hand; without sharing there is no Share', async ({ page, request }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) } });
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
  });
  const player = await liveSession(request, MEMBER, DEMO_CODE, 'rf');
  const { errors } = await openReferral(page, player);
  await expect(page.getByTestId('referral-copy')).toBeVisible();
  await expect(page.getByTestId('referral-share')).toHaveCount(0);
  await page.getByTestId('referral-copy').click();
  await expect(page.getByTestId('referral-copy-status')).toHaveText('Copying is not allowed here. The link is selected: copy it by hand.');
  const link = page.getByTestId('referral-link');
  await expect(link).toBeFocused();
  const selected = await link.evaluate((el: HTMLInputElement) => el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0));
  expect(selected).toBe(await link.inputValue());
  expectNoErrors(errors);
});

test('where the browser can share, Share hands it the link', async ({ page, request }) => {
  const player = await liveSession(request, MEMBER, DEMO_CODE, 'rf');
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { shared: unknown[] }).shared = shared;
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: unknown) => {
        shared.push(data);
      },
    });
  });
  const { errors } = await openReferral(page, player);
  await page.getByTestId('referral-share').click();
  const link = await page.getByTestId('referral-link').inputValue();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared.map((d) => d.url))).toEqual([link]);
  expectNoErrors(errors);
});

test('a failed referral-details call (first try and its retry) offers Retry, which brings the link', async ({ page, request }) => {
  const player = await liveSession(request, MEMBER, DEMO_CODE, 'rf');
  const clear = await inLane(page, request, [{ path: '/wps/relay/MCSFE_getReferralDetails', status: 500, times: 2 }]);
  try {
    const { dialog, errors } = await openReferral(page, player);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('referral-link')).toHaveValue(`${origin}/m/register?affiliateCode=${await affiliateCode(request, player)}`);
    expectNoErrors(errors, [refused(500)]);
  } finally {
    await clear();
  }
});
