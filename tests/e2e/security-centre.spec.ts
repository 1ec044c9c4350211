/**
 * Security centre and transfer to upline (issue 14), in Chromium at 390×844 against the simulator: a
 * funds password set from the list; a bank card bound (a card number the bank refuses and a wrong funds
 * password each get their message at the field, with the values kept) and deleted with the funds password
 * after a confirmation; Google Authenticator bound with a TOTP code this test computes itself (RFC 6238
 * with node:crypto, independent of the simulator's code); a transfer to the upline that moves money (the
 * screen's and the header's balance follow, the upline's grows); a member who may not transfer is refused;
 * a failing or unreadable overview shows an error with retry. Each test makes its own members.
 */
import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { encode } from 'uqr';
import { encryptBody } from '../../src/api/encryption';
import { QR_OPTIONS, qrPath } from '../../src/lib/qr-path';
import { DEMO, DEMO_CODE, logIn, openDemo, refused, type TestMember } from './account-helpers';
import { expectNoErrors, merchantOrigin, ownFaultLane, pushInApp } from './helpers';

const origin = merchantOrigin(DEMO);
let counter = 0;

/** A DEMO member with the given extras (balance, toUpline, upline, type, mobile). */
async function member(request: APIRequestContext, extra: Record<string, unknown> = {}): Promise<TestMember> {
  counter += 1;
  const username = `sc${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const password = `Pw${username.slice(-6)}9x`;
  const res = await request.post('/__sim/members', { headers: { Merchant: DEMO_CODE }, data: { username, password, type: 0, ...extra } });
  expect(res.status(), 'POST /__sim/members').toBe(201);
  return { username, password };
}

/** An encrypted platform call with a session, as the app makes it. */
async function sealedCall(request: APIRequestContext, method: 'PUT' | 'POST', path: string, token: string, body: unknown) {
  const headers = { Merchant: DEMO_CODE, Authorization: token };
  const modulus = (await (await request.get('/wps/session/key/rsa', { headers })).text()).trim();
  const sealed = encryptBody(body, modulus);
  const res = await request.fetch(path, { method, headers: { ...headers, 'Content-Type': 'application/json', ...sealed.headers }, data: sealed.body });
  expect(res.status(), `${method} ${path}`).toBe(200);
}

/** RFC 6238 TOTP (HMAC-SHA-1, 30 s, 6 digits) of a base32 secret. */
function totpNow(secret: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/\s|=/g, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const hash = createHmac('sha1', key).update(counter).digest();
  const offset = (hash.at(-1) as number) & 15;
  return String((hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const item = (page: Page, row: string) => page.getByTestId(`security-item-${row}`);
const state = (page: Page, row: string) => page.getByTestId(`security-state-${row}`);
const progress = async (page: Page) => Number(await page.getByTestId('security-progress').getAttribute('aria-valuenow'));

test('funds password set, a bank card bound (refusals at their fields, values kept) and deleted with the funds password', async ({ page, request }) => {
  const session = await logIn(request, await member(request));
  const errors = await openDemo(page, '/m/securityCenter', { session });
  await expect(state(page, 'paymentPassword')).toHaveText('Not set');
  await expect(state(page, 'bankCards')).toHaveText('Not set');
  const before = await progress(page);

  // Funds password: 6 digits, confirmed; the panel opens in place with its own URL and returns to the list.
  await item(page, 'paymentPassword').click();
  await expect(page).toHaveURL(`${origin}/m/securityCenter?item=paymentPassword`);
  await page.getByTestId('funds-new').fill('12a456');
  await page.getByTestId('funds-confirm').fill('12a456');
  await page.getByTestId('funds-submit').click();
  await expect(page.getByTestId('funds-new-error')).toHaveText('The funds password must be 6 digits');
  await page.getByTestId('funds-new').fill('123456');
  await page.getByTestId('funds-confirm').fill('123456');
  await page.getByTestId('funds-submit').click();
  await expect(page).toHaveURL(`${origin}/m/securityCenter`);
  await expect(state(page, 'paymentPassword')).toHaveText('Set');
  await expect.poll(() => progress(page)).toBeGreaterThan(before);

  // A bank card: the bank's pattern refuses a short number at the field, and the form keeps every value.
  await item(page, 'bankCards').click();
  await expect(page.getByTestId('bank-cards-empty')).toBeVisible();
  await page.getByTestId('cards-add-bank').click();
  await page.getByTestId('card-bank').selectOption('KBZ');
  await page.getByTestId('card-payee').fill('Aung Aung');
  await page.getByTestId('card-number').fill('12345');
  await page.getByTestId('card-funds').fill('123456');
  await page.getByTestId('card-submit').click();
  await expect(page.getByTestId('card-number-error')).toHaveText('The card number is not valid for this bank');
  await expect(page.getByTestId('card-number')).toBeFocused();
  await expect(page.getByTestId('card-payee')).toHaveValue('Aung Aung');
  await expect(page.getByTestId('card-number')).toHaveValue('12345');
  await expect(page.getByTestId('card-bank')).toHaveValue('KBZ');

  // The platform refuses a wrong funds password: its message at the funds field, values kept.
  await page.getByTestId('card-number').fill('1234567812345678');
  await page.getByTestId('card-funds').fill('654321');
  await page.getByTestId('card-submit').click();
  await expect(page.getByTestId('card-funds-error')).toHaveText('The funds password is incorrect');
  await expect(page.getByTestId('card-number')).toHaveValue('1234567812345678');
  await expect(page.getByTestId('card-payee')).toHaveValue('Aung Aung');

  await page.getByTestId('card-funds').fill('123456');
  await page.getByTestId('card-submit').click();
  const card = page.getByTestId('security-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('security-card-number')).toHaveText('************5678');
  await expect(card).toContainText('KBZ Bank');
  await expect(card).toContainText('Aung Aung');

  // Back to the list: the item reads "Set".
  await page.goBack();
  await expect(page).toHaveURL(`${origin}/m/securityCenter`);
  await expect(state(page, 'bankCards')).toHaveText('Set');

  // Delete: the funds password, a confirmation; a wrong password is refused at the field.
  await item(page, 'bankCards').click();
  await card.getByTestId('security-card-delete').click();
  await page.getByTestId('delete-funds').fill('000000');
  await page.getByTestId('delete-submit').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('************5678');
  await page.getByTestId('dialog-confirm').click();
  await expect(page.getByTestId('delete-funds-error')).toHaveText('The funds password is incorrect');
  await expect(card).toHaveCount(1);
  // Saying no changes nothing.
  await page.getByTestId('delete-funds').fill('123456');
  await page.getByTestId('delete-submit').click();
  await page.getByTestId('dialog-cancel').click();
  await expect(card).toHaveCount(1);
  await page.getByTestId('delete-submit').click();
  await page.getByTestId('dialog-confirm').click();
  await expect(card).toHaveCount(0);
  await expect(page.getByTestId('bank-cards-empty')).toBeVisible();
  expectNoErrors(errors, [refused(400)]);
});

test('a bank with a template asks its custom fields, checks each by its type and sends them with the card', async ({ page, request }) => {
  const who = await member(request);
  await request.put(`/__sim/members/${who.username}/wallet`, { headers: { Merchant: DEMO_CODE }, data: { fundsPassword: '123456' } });
  const session = await logIn(request, who);
  const errors = await openDemo(page, '/m/securityCenter?item=bankCards', { session });
  await page.getByTestId('cards-add-bank').click();
  // A bank without a template asks nothing more.
  await page.getByTestId('card-bank').selectOption('KBZ');
  await expect(page.getByTestId('card-number')).toBeVisible();
  await expect(page.locator('[data-field^="custom."]')).toHaveCount(0);
  await page.getByTestId('card-bank').selectOption('AYA');
  const branch = page.getByTestId('card-custom-branchName');
  const phone = page.getByTestId('card-custom-accountPhone');
  await expect(page.getByLabel('Branch name')).toBeVisible();
  await expect(page.getByLabel('Phone number of the account')).toHaveAttribute('inputmode', 'tel');
  await page.getByTestId('card-payee').fill('Aung Aung');
  await page.getByTestId('card-number').fill('123456789012');
  await phone.fill('call me');
  await page.getByTestId('card-funds').fill('123456');
  await page.getByTestId('card-submit').click();
  await expect(page.getByTestId('card-custom-branchName-error')).toHaveText('Please enter Branch name');
  await expect(page.getByTestId('card-custom-accountPhone-error')).toHaveText('Phone number of the account is not valid');
  await expect(branch).toBeFocused();
  await expect(page.getByTestId('card-number')).toHaveValue('123456789012');
  await branch.fill('Hledan');
  await phone.fill('0955511122');
  await page.getByTestId('card-submit').click();
  await expect(page.getByTestId('security-card')).toContainText('AYA Bank');
  const bound = (await (await request.get(`/__sim/members/${who.username}/wallet`, { headers: { Merchant: DEMO_CODE } })).json()) as { bankCards: { customFields?: Record<string, string> }[] };
  expect(bound.bankCards[0]?.customFields).toEqual({ branchName: 'Hledan', accountPhone: '0955511122' });
  expectNoErrors(errors);
});

test('Google Authenticator binds with a real TOTP code of the secret shown; a wrong code is refused at the field', async ({ page, request }) => {
  const session = await logIn(request, await member(request));
  const errors = await openDemo(page, '/m/securityCenter?item=bindGA', { session });
  const secretEl = page.getByTestId('ga-secret');
  await expect(secretEl).toBeVisible();
  const secret = (await secretEl.getAttribute('data-secret')) as string;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByTestId('ga-uri')).toHaveAttribute('href', new RegExp(`^otpauth://totp/.*secret=${secret}`));
  // The QR code draws exactly the otpauth URI (the same matrix the encoder gives for it), to scan from another device.
  const uri = (await page.getByTestId('ga-uri').getAttribute('href')) as string;
  await expect(page.getByTestId('ga-qr')).toHaveAttribute('aria-label', 'QR code for the authenticator app');
  await expect(page.getByTestId('ga-qr-modules')).toHaveAttribute('d', qrPath(encode(uri, QR_OPTIONS).data));

  const good = totpNow(secret);
  const wrong = String((Number(good) + 500_000) % 1_000_000).padStart(6, '0');
  await page.getByTestId('ga-code').fill(wrong);
  await page.getByTestId('ga-submit').click();
  await expect(page.getByTestId('ga-code-error')).toHaveText('Verification code error');
  await expect(page.getByTestId('ga-code')).toHaveValue(wrong);

  await page.getByTestId('ga-code').fill(totpNow(secret));
  await page.getByTestId('ga-submit').click();
  await expect(state(page, 'bindGA')).toHaveText('Set');
  await item(page, 'bindGA').click();
  await expect(page.getByTestId('ga-bound')).toBeVisible();
  await expect(page.getByTestId('ga-secret')).toHaveCount(0);
  expectNoErrors(errors, [refused(400)]);
});

test('transfer to upline moves the money: the screen and the header follow, the upline receives it', async ({ page, request }) => {
  const upline = await member(request, { type: 1, balance: 100 });
  const me = await member(request, { balance: 500, toUpline: true, upline: upline.username });
  const session = await logIn(request, me);
  await sealedCall(request, 'PUT', '/wps/member/paymentPassword', session.token, { newPassword: '246810', confirmPassword: '246810' });
  const errors = await openDemo(page, '/m/upLine/transfer', { session });
  await expect(page.getByTestId('upline-balance')).toHaveText('K500.00');

  await page.getByTestId('upline-amount').fill('600');
  await page.getByTestId('upline-funds').fill('246810');
  await page.getByTestId('upline-submit').click();
  await expect(page.getByTestId('upline-amount-error')).toHaveText('The amount is more than your balance');

  await page.getByTestId('upline-amount').fill('120.50');
  await page.getByTestId('upline-funds').fill('111111');
  await page.getByTestId('upline-submit').click();
  await expect(page.getByTestId('upline-funds-error')).toHaveText('The funds password is incorrect');
  await expect(page.getByTestId('upline-amount')).toHaveValue('120.50');
  await expect(page.getByTestId('upline-balance')).toHaveText('K500.00');

  await page.getByTestId('upline-funds').fill('246810');
  await page.getByTestId('upline-submit').click();
  await expect(page.getByTestId('upline-done')).toContainText('K120.50');
  await expect(page.getByTestId('upline-balance')).toHaveText('K379.50');

  // In the app (no reload): the header reads the wallet the transfer invalidated, not a cached K500.00.
  await pushInApp(page, '/m/home');
  await expect(page.getByTestId('header-balance')).toHaveText('K379.50');

  const agent = await logIn(request, upline);
  const wallet = await (await request.get('/wps/v2/wallets/balance', { headers: { Merchant: DEMO_CODE, Authorization: agent.token } })).json();
  expect(wallet.value.sumBalance).toBe(220.5);
  expectNoErrors(errors, [refused(400)]);
});

test('a member type 2 may not transfer to the upline', async ({ page, request }) => {
  const upline = await member(request, { type: 1 });
  const session = await logIn(request, await member(request, { type: 2, balance: 50, toUpline: true, upline: upline.username }));
  const errors = await openDemo(page, '/m/upLine/transfer', { session });
  await expect(page.getByTestId('upline-refused')).toHaveText('This account cannot transfer to its upline.');
  await expect(page.getByTestId('upline-form')).toHaveCount(0);
  expectNoErrors(errors);
});

test('mobile and e-mail bound with their codes, then the forgotten funds password reset by SMS to that mobile', async ({ page, request }) => {
  const session = await logIn(request, await member(request));
  await sealedCall(request, 'PUT', '/wps/member/paymentPassword', session.token, { newPassword: '135790', confirmPassword: '135790' });
  const mobile = `09${String(Date.now()).slice(-8)}`;
  const errors = await openDemo(page, '/m/securityCenter', { session });
  const lastCode = async (path: string, to: string, key: 'mobileNum' | 'email') => {
    let code: string | undefined;
    await expect
      .poll(async () => {
        const sent = (await (await request.get(path, { headers: { Merchant: DEMO_CODE } })).json()) as Record<string, string>[];
        code = sent.findLast((s) => s[key] === to)?.code;
        return code;
      })
      .toBeTruthy();
    return code as string;
  };

  // Forgot without a bound mobile: the panel asks to bind one first and leads there.
  await item(page, 'paymentPassword').click();
  await page.getByTestId('funds-forgot').click();
  await page.getByTestId('funds-bind-mobile').getByRole('button').click();
  await expect(page).toHaveURL(`${origin}/m/securityCenter?item=mobileVerified`);
  await page.getByTestId('mobile-number').fill(mobile);
  await page.getByTestId('mobile-send-sms').click();
  await expect(page.getByTestId('mobile-send-sms-countdown')).toBeVisible();
  await page.getByTestId('mobile-code').fill('1');
  await page.getByTestId('mobile-submit').click();
  await expect(page.getByTestId('mobile-code-error')).toHaveText('Verification code error');
  await expect(page.getByTestId('mobile-number')).toHaveValue(mobile);
  await page.getByTestId('mobile-code').fill(await lastCode('/__sim/sms', mobile, 'mobileNum'));
  await page.getByTestId('mobile-submit').click();
  // Back where the binding was asked for: the funds-password panel.
  await expect(page).toHaveURL(`${origin}/m/securityCenter?item=paymentPassword`);

  await page.getByTestId('funds-forgot').click();
  await page.getByTestId('funds-send-sms').click();
  await page.getByTestId('funds-code').fill(await lastCode('/__sim/sms', mobile, 'mobileNum'));
  await page.getByTestId('funds-new').fill('975310');
  await page.getByTestId('funds-confirm').fill('975310');
  await page.getByTestId('funds-submit').click();
  await expect(page.getByTestId('security-items')).toBeVisible();
  await expect(state(page, 'mobileVerified')).toHaveText('Set');

  // E-mail: the code goes to the simulator's outbox.
  await item(page, 'email').click();
  await page.getByTestId('email-address').fill('player@example.com');
  await page.getByTestId('email-send').click();
  // Sent: the link gives way to its countdown, as the SMS one does, and the toast says the code went.
  await expect(page.getByTestId('email-send-countdown')).toHaveText(/^Resend in \d+ s$/);
  await expect(page.getByTestId('email-send')).toHaveCount(0);
  await expect(page.getByTestId('toast').filter({ hasText: 'Code sent' })).toBeVisible();
  await page.getByTestId('email-code').fill(await lastCode('/__sim/mail', 'player@example.com', 'email'));
  await page.getByTestId('email-submit').click();
  await expect(state(page, 'email')).toHaveText('Set');

  // The reset password is the one the platform now checks.
  await sealedCall(request, 'POST', '/wps/member/paymentPassword', session.token, { oldPassword: '975310', newPassword: '864200', confirmPassword: '864200' });
  expectNoErrors(errors, [refused(400)]);
});

for (const [lang, title, notSet, dir] of [
  ['MY', 'ငွေကြေး စကားဝှက်', 'မသတ်မှတ်ရသေး', 'ltr'],
  ['AR', 'كلمة مرور الأموال', 'غير معدّ', 'rtl'],
] as const) {
  test(`the security centre speaks ${lang}`, async ({ page, request }) => {
    const session = await logIn(request, await member(request));
    const errors = await openDemo(page, '/m/securityCenter', { session, lang });
    await expect(item(page, 'paymentPassword')).toContainText(title);
    await expect(state(page, 'paymentPassword')).toHaveText(notSet);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    expectNoErrors(errors);
  });
}

test('items the platform reports as not enabled are not shown, nor their panels', async ({ page, request }) => {
  const session = await logIn(request, await member(request));
  const lane = await ownFaultLane(page);
  const info = { loginPassword: { enabled: true, isComplete: true }, email: { enabled: true, isComplete: false }, bindGA: { enabled: false, isComplete: false } };
  const answer = (value: unknown) =>
    request.post('/__sim/faults', { headers: { Merchant: DEMO_CODE }, data: { path: '/wps/v2/member/securityConfig', answer: { success: true, value }, times: 1, lane } });
  try {
    expect((await answer({ completeProgress: 50, info })).status()).toBe(201);
    const errors = await openDemo(page, '/m/securityCenter?item=bindGA', { session });
    await expect(page.getByTestId('security-items').getByRole('button')).toHaveCount(2);
    await expect(item(page, 'loginPassword')).toBeVisible();
    await expect(item(page, 'email')).toBeVisible();
    await expect(item(page, 'bindGA')).toHaveCount(0);
    await expect(page.getByTestId('ga-panel')).toHaveCount(0);
    expect(await progress(page)).toBe(50);

    // Nothing enabled: the list says so.
    expect((await answer({ completeProgress: 0, info: { bindGA: { enabled: false, isComplete: false } } })).status()).toBe(201);
    await page.reload();
    await expect(page.getByTestId('security-empty')).toHaveText('There is nothing to set up here.');
    expectNoErrors(errors);
  } finally {
    await request.delete(`/__sim/faults?lane=${lane}`, { headers: { Merchant: DEMO_CODE } });
  }
});

test('member type 40 sees its cards but may not bind one', async ({ page, request }) => {
  const session = await logIn(request, await member(request, { type: 40 }));
  const errors = await openDemo(page, '/m/securityCenter?item=bankCards', { session });
  await expect(page.getByTestId('cards-no-permission')).toHaveText('Sorry, this account does not have permission or the feature is temporarily unavailable');
  await expect(page.getByTestId('bank-cards-empty')).toBeVisible();
  await expect(page.getByTestId('cards-add-bank')).toHaveCount(0);
  expectNoErrors(errors);
});

test('payee name set once, nickname changed (the header follows), a head icon chosen from the platform\'s set', async ({ page, request }) => {
  const session = await logIn(request, await member(request));
  const errors = await openDemo(page, '/m/securityCenter', { session });

  await item(page, 'payeeName').click();
  await page.getByTestId('payee-name').fill('Aung<script>');
  await page.getByTestId('payee-submit').click();
  await expect(page.getByTestId('payee-name-error')).toHaveText('Name format is not valid');
  await page.getByTestId('payee-name').fill('Aung Aung');
  await page.getByTestId('payee-submit').click();
  await expect(state(page, 'payeeName')).toHaveText('Set');
  await item(page, 'payeeName').click();
  await expect(page.getByTestId('payee-set')).toBeVisible();
  await page.goBack();

  await item(page, 'nickname').click();
  await expect(page.getByTestId('nickname')).toHaveValue(session.userName);
  await page.getByTestId('nickname').fill('Lucky Star');
  await page.getByTestId('nickname-submit').click();
  await expect(page.getByTestId('security-items')).toBeVisible();

  await item(page, 'avatar').click();
  await expect(page.getByTestId('avatar-0')).toBeChecked();
  await page.getByTestId('avatar-3').check();
  await page.getByTestId('avatar-submit').click();
  await expect(page.getByTestId('security-items')).toBeVisible();
  await item(page, 'avatar').click();
  await expect(page.getByTestId('avatar-3')).toBeChecked();

  await page.goto(`${origin}/m/home`);
  await expect(page.getByTestId('header-account')).toHaveText('Lucky Star');
  expectNoErrors(errors, [refused(400)]);
});
