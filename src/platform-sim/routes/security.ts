/**
 * Security centre and transfer to upline (shared/platform-api-member.md §2d, §2e, §3): the overview
 * (securityConfig), bank list and wallet types, bound bank cards and crypto wallets, the funds password
 * (set, change, forgot by SMS), mobile and e-mail binding with a code, payee name, nickname, head icon
 * (the platform's set of avatars), Google Authenticator with real TOTP codes (RFC 6238), and the transfer
 * of money to the member's upline.
 *
 * Paths and verbs follow the platform's bundle. Request and answer fields the bundle does not show are
 * the simulator's own and *unverified*: the funds-password bodies, the card list GET, the delete body, the
 * mobile, e-mail and GA bind bodies, the avatar list and the upline-transfer body.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { TEMPLATE_RULES, type TemplateFieldType } from '../../lib/bank-template';
import { canBindCards, canTransferToUpline } from '../../lib/member-types';
import type { RsaKeyPair } from '../encryption';
import { type Body, fail, jsonBody, ok, str } from '../envelope';
import { type BankCard, keepNewest, MAIL_OUTBOX_MAX, type Member, type MerchantWorld } from '../state';
import { cents, moveMoney, nextWalletId } from '../wallet';
import { authed, encryptedPayload, sendSms, takeSmsCode } from './accounts';
import type { SimEnv } from './world';

/** The platform's default (MCSFE_getWithdrawAccountInfo maxCardCount), per kind: bank cards and wallets. */
export const MAX_CARDS = 5;
const MAIL_MINUTES = 10;
const FUNDS_PATTERN = /^\d{6}$/;

// ---------------------------------------------------------------- TOTP (RFC 6238 / RFC 4226)

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The 6-digit HOTP code of a counter (RFC 4226, HMAC-SHA-1, dynamic truncation). */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hash = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (hash[hash.length - 1] as number) & 15;
  const binary = hash.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** The TOTP code at a time (30 s steps from the Unix epoch). */
export const totp = (secret: string, atMs: number): string => hotp(secret, Math.floor(atMs / 30_000));

/** Whether a code is the TOTP of the step at `atMs` or of the step before or after (clock drift). */
export function checkTotp(secret: string, code: string, atMs: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const step = Math.floor(atMs / 30_000);
  return [step - 1, step, step + 1].some((s) => s >= 0 && hotp(secret, s) === code);
}

export const otpauthUri = (issuer: string, account: string, secret: string) =>
  `otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;

// ---------------------------------------------------------------- banks, wallets, avatars

/**
 * A custom field of a bank's template (MCSFE_getBankTemplate: `bankCardSettingId, type 1-4,
 * thirdPartyParamName, bankCardTemplateLanguage[{customizeName…}]`). What each `type` means is
 * *unverified*; the simulator decides: 1 text, 2 digits, 3 e-mail, 4 phone number. `languageCode` in the
 * language entries is *unverified* too.
 */
export interface SimTemplateField {
  bankCardSettingId: number;
  type: TemplateFieldType;
  thirdPartyParamName: string;
  bankCardTemplateLanguage: { languageCode: string; customizeName: string }[];
}

export interface SimBank {
  /** The id MCSFE_getBankTemplate takes (`bankId`). */
  bankId: number;
  bankCode: string;
  bankEngName: string;
  bankLocaleName: string;
  bankChName: string;
  /** The card numbers the bank issues (*unverified* field: the platform's bank template has none seen). */
  cardNumberPattern: string;
  /** The bank's custom fields; none for most banks. */
  template?: SimTemplateField[];
}

const field = (bankCardSettingId: number, type: TemplateFieldType, thirdPartyParamName: string, names: Record<string, string>): SimTemplateField => ({
  bankCardSettingId,
  type,
  thirdPartyParamName,
  bankCardTemplateLanguage: Object.entries(names).map(([languageCode, customizeName]) => ({ languageCode, customizeName })),
});

/** The demo platform's banks; the same list for every merchant. */
export const BANKS: readonly SimBank[] = [
  { bankId: 1, bankCode: 'KBZ', bankEngName: 'KBZ Bank', bankLocaleName: 'KBZ ဘဏ်', bankChName: 'KBZ银行', cardNumberPattern: '^\\d{16}$' },
  { bankId: 2, bankCode: 'CB', bankEngName: 'CB Bank', bankLocaleName: 'CB ဘဏ်', bankChName: 'CB银行', cardNumberPattern: '^\\d{10,19}$' },
  {
    bankId: 3,
    bankCode: 'AYA',
    bankEngName: 'AYA Bank',
    bankLocaleName: 'AYA ဘဏ်',
    bankChName: 'AYA银行',
    cardNumberPattern: '^\\d{12,19}$',
    template: [
      field(31, 1, 'branchName', { EN: 'Branch name', MY: 'ဘဏ်ခွဲအမည်', AR: 'اسم الفرع' }),
      field(32, 4, 'accountPhone', { EN: 'Phone number of the account', MY: 'အကောင့်၏ ဖုန်းနံပါတ်', AR: 'رقم هاتف الحساب' }),
    ],
  },
  { bankId: 4, bankCode: 'YOMA', bankEngName: 'Yoma Bank', bankLocaleName: 'ရိုးမ ဘဏ်', bankChName: 'Yoma银行', cardNumberPattern: '^\\d{10,16}$' },
];

/** Crypto wallet types (MCSFE_getWalletTypes) with the address each takes (pattern *unverified*). */
export const WALLET_TYPES = [
  { walletType: 'USDT_TRC20', walletEngName: 'USDT (TRC20)', walletLocaleName: 'USDT (TRC20)', walletChName: 'USDT (TRC20)', pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
  { walletType: 'USDT_ERC20', walletEngName: 'USDT (ERC20)', walletLocaleName: 'USDT (ERC20)', walletChName: 'USDT (ERC20)', pattern: /^0x[0-9a-fA-F]{40}$/ },
] as const;

/** The platform's avatar set: ids "0" to "7", pictures under the simulator's own asset path. */
export const AVATAR_IDS = ['0', '1', '2', '3', '4', '5', '6', '7'] as const;
const AVATAR_COLOURS = ['#e57373', '#64b5f6', '#81c784', '#ffb74d', '#ba68c8', '#4db6ac', '#f06292', '#a1887f'];
export const avatarPath = (id: string) => `/sim-assets/avatar/${id}.svg`;

function avatarSvg(id: string): string {
  const colour = AVATAR_COLOURS[Number(id)] ?? '#90a4ae';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="32" fill="${colour}"/><circle cx="32" cy="25" r="11" fill="#fff"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#fff"/></svg>`;
}

const avatarOf = (m: Member) => {
  const match = /^\/sim-assets\/avatar\/(\d+)\.svg$/.exec(m.icon ?? '');
  return match ? (match[1] as string) : '0';
};

// ---------------------------------------------------------------- state helpers

export interface SentMail {
  email: string;
  code: string;
  purpose: string;
  expiresAt: number;
}

/** The e-mail outbox of a merchant world (GET /__sim/mail), the newest MAIL_OUTBOX_MAX; it goes with the world on a reset. */
const outboxes = new WeakMap<MerchantWorld, SentMail[]>();
export const mailOutbox = (w: MerchantWorld): SentMail[] => {
  const box = outboxes.get(w) ?? [];
  outboxes.set(w, box);
  return box;
};

const cardsOf = (w: MerchantWorld, account: string): BankCard[] => {
  const cards = w.wallet.bankCards.get(account) ?? [];
  w.wallet.bankCards.set(account, cards);
  return cards;
};

/** A card number or address as answers show it: the last four characters only. */
export const maskNumber = (n: string) => `${'*'.repeat(Math.max(0, Math.min(n.length - 4, 12)))}${n.slice(-4)}`;

const cardAnswer = (card: BankCard) => ({
  bankCardId: card.id,
  cardType: card.cardType,
  bankCode: card.bankCode,
  bankName: card.bankName,
  cardNumber: maskNumber(card.cardNumber),
  cardHolder: card.payeeName,
  walletType: card.walletType ?? null,
  createdAt: card.createdAt,
});

/** Each security item's white-label module id (SC module FaAh); a flag the merchant turns off hides it. */
const ITEM_MODULES = {
  loginPassword: 'PASS3',
  paymentPassword: 'PAYMENTPASS3',
  mobileVerified: 'VERIFICATION3',
  email: 'PERSMAIL3',
  payeeName: 'PERSPAYEE3',
  profile: 'MYACC',
  bankCards: 'BINDCARD3',
  virtualWallets: 'BINDVC3',
  bindGA: 'BINDGA3',
} as const;
type Item = keyof typeof ITEM_MODULES;

export function securityConfig(w: MerchantWorld, m: Member) {
  const cards = w.wallet.bankCards.get(m.account) ?? [];
  const complete: Record<Item, boolean> = {
    loginPassword: true,
    paymentPassword: w.wallet.fundsPasswords.has(m.account),
    mobileVerified: Boolean(m.mobile),
    email: Boolean(m.email),
    payeeName: Boolean(m.payeeName),
    profile: m.nickname !== m.account || m.icon !== undefined,
    bankCards: cards.some((c) => c.cardType === 'B'),
    virtualWallets: cards.some((c) => c.cardType === 'V'),
    bindGA: m.gaBound === true,
  };
  const info = Object.fromEntries(
    (Object.keys(ITEM_MODULES) as Item[]).map((item) => [item, { enabled: w.flags[ITEM_MODULES[item]] !== false, isComplete: complete[item] }]),
  ) as Record<Item, { enabled: boolean; isComplete: boolean }>;
  const enabled = Object.values(info).filter((i) => i.enabled);
  const done = enabled.filter((i) => i.isComplete).length;
  return { completeProgress: enabled.length ? Math.round((done / enabled.length) * 100) : 100, info };
}

/** The member's funds password, or the platform's refusal when none is set or it does not match. */
export function fundsRefusal(c: Context<SimEnv>, w: MerchantWorld, m: Member, given: string): Response | undefined {
  const stored = w.wallet.fundsPasswords.get(m.account);
  if (stored === undefined) return fail(c, 400, 'not.exists.payment.password', 'Please set a funds password first');
  if (stored !== given) return fail(c, 400, 'invalid.payment.pw', 'The funds password is incorrect', { field: 'paymentPassword' });
  return undefined;
}

const refuseField = (c: Context<SimEnv>, code: string, message: string, field: string) => fail(c, 400, code, message, { field });

/**
 * The bank template's values a bind sends (`customFieldList`, shape *unverified*:
 * `[{bankCardSettingId, thirdPartyParamName, value}]`): every field of the bank's template, each valid
 * for its type; or the first field that is missing or not valid.
 */
function templateValues(bank: SimBank, sent: unknown): { values: Record<string, string> } | { id: number; name: string } {
  const entries = Array.isArray(sent) ? sent.filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null) : [];
  const values: Record<string, string> = {};
  for (const f of bank.template ?? []) {
    const value = str(entries.find((e) => e.bankCardSettingId === f.bankCardSettingId)?.value).trim();
    if (!TEMPLATE_RULES[f.type].test(value)) return { id: f.bankCardSettingId, name: f.bankCardTemplateLanguage[0]?.customizeName ?? f.thirdPartyParamName };
    values[f.thirdPartyParamName] = value;
  }
  return { values };
}

// ---------------------------------------------------------------- routes

export function mountSecurity(app: Hono<SimEnv>, pair: RsaKeyPair, now: () => number): void {
  /** An encrypted body, read for a logged-in member. */
  const sealed = (handler: (c: Context<SimEnv>, member: Member, body: Body) => Response | Promise<Response>) =>
    authed(async (c, member) => {
      const body = await encryptedPayload(c, pair);
      return body instanceof Response ? body : handler(c, member, body);
    });

  app.get('/sim-assets/avatar/:file', (c) => {
    const id = /^(\d+)\.svg$/.exec(c.req.param('file'))?.[1];
    if (!id || !(AVATAR_IDS as readonly string[]).includes(id)) return c.text('Not found', 404);
    return c.body(avatarSvg(id), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    });
  });

  app.get(
    '/wps/v2/member/securityConfig',
    authed((c, m) => ok(c, securityConfig(c.get('world'), m))),
  );

  // ------------------------------------------------------------ banks and cards

  app.get('/wps/relay/MCSFE_getBanks', (c) => ok(c, BANKS.map(({ template: _t, ...bank }) => bank)));
  app.get('/wps/relay/MCSFE_getBankTemplate', (c) => {
    const bank = BANKS.find((b) => String(b.bankId) === c.req.query('bankId'));
    if (!bank) return fail(c, 400, 'bank.not.exists', 'Please choose a bank');
    return ok(c, { bankCardTemplateSettings: bank.template ?? [] });
  });
  app.get('/wps/relay/MCSFE_getWalletTypes', (c) => ok(c, WALLET_TYPES.map(({ pattern: _p, ...type }) => type)));

  app.get(
    '/wps/v2/member/bankCards/bindConfig',
    authed((c, m) => {
      const hasFunds = c.get('world').wallet.fundsPasswords.has(m.account);
      return ok(c, { shouldBindGA: false, validate: { authCode: false, paymentPassword: !hasFunds, validatePaymentPassword: hasFunds, mobileNum: false } });
    }),
  );

  // The list of bound cards at the bind path (GET *unverified*; the withdraw screen reads MCSFE_getWithdrawAccountInfo).
  app.get(
    '/wps/v2/member/bankCards',
    authed((c, m) => {
      const cards = c.get('world').wallet.bankCards.get(m.account) ?? [];
      return ok(c, {
        bankCards: cards.filter((card) => card.cardType === 'B').map(cardAnswer),
        virtualWallets: cards.filter((card) => card.cardType === 'V').map(cardAnswer),
        maxCardCount: MAX_CARDS,
        maxVirtualWalletCount: MAX_CARDS,
      });
    }),
  );

  app.put(
    '/wps/v2/member/bankCards',
    sealed((c, m, body) => {
      const w = c.get('world');
      if (!canBindCards(m.type)) return fail(c, 400, 'function.not.available', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
      const cardType = str(body.cardType);
      if (cardType !== 'B' && cardType !== 'V') return fail(c, 400, 'bankcard.type.invalid', 'Unknown error');
      const cards = cardsOf(w, m.account);
      if (cards.filter((card) => card.cardType === cardType).length >= MAX_CARDS) return fail(c, 400, 'bankcard.max', `At most ${MAX_CARDS} can be bound`);
      const refused = fundsRefusal(c, w, m, str(body.paymentPassword));
      if (refused) return refused;
      let card: BankCard;
      if (cardType === 'B') {
        const bank = BANKS.find((b) => b.bankCode === str(body.bankCode));
        if (!bank) return refuseField(c, 'bankcard.bank.invalid', 'Please choose a bank', 'bankCode');
        const payeeName = str(body.payeeName);
        if (!payeeName || payeeName.length > 50) return refuseField(c, 'bankcard.payee.invalid', 'Name format is not valid', 'payeeName');
        const cardNumber = str(body.cardNumber).replace(/\s/g, '');
        if (!new RegExp(bank.cardNumberPattern).test(cardNumber)) return refuseField(c, 'bankcard.number.invalid', 'The card number is not valid for this bank', 'cardNumber');
        if (cards.some((x) => x.cardNumber === cardNumber)) return refuseField(c, 'bankcard.exists', 'This card is already bound', 'cardNumber');
        const customFields = templateValues(bank, body.customFieldList);
        if (!('values' in customFields)) return refuseField(c, 'bankcard.custom.invalid', `${customFields.name} is not valid`, `custom.${customFields.id}`);
        card = { id: nextWalletId(w), cardType, bankCode: bank.bankCode, bankName: bank.bankEngName, cardNumber, payeeName, customFields: customFields.values, createdAt: now() };
        // The first card's name becomes the member's payee name, as platforms lock it to the card holder.
        m.payeeName ??= payeeName;
      } else {
        const type = WALLET_TYPES.find((t) => t.walletType === str(body.walletType));
        if (!type) return refuseField(c, 'wallet.type.invalid', 'Please choose a wallet type', 'walletType');
        const address = str(body.walletAddress);
        if (!type.pattern.test(address)) return refuseField(c, 'wallet.address.invalid', 'The wallet address is not valid', 'walletAddress');
        if (cards.some((x) => x.cardNumber === address)) return refuseField(c, 'bankcard.exists', 'This wallet is already bound', 'walletAddress');
        card = { id: nextWalletId(w), cardType, bankCode: type.walletType, bankName: type.walletEngName, cardNumber: address, payeeName: m.payeeName ?? '', walletType: type.walletType, createdAt: now() };
      }
      cards.push(card);
      return ok(c, cardAnswer(card));
    }),
  );

  app.delete(
    '/wps/v2/member/bankCards',
    sealed((c, m, body) => {
      const w = c.get('world');
      const cards = cardsOf(w, m.account);
      const index = cards.findIndex((card) => String(card.id) === str(body.bankCardId));
      if (index < 0) return fail(c, 400, 'bankcard.not.found', 'The card does not exist');
      const refused = fundsRefusal(c, w, m, str(body.paymentPassword));
      if (refused) return refused;
      cards.splice(index, 1);
      return ok(c, null);
    }),
  );

  // ------------------------------------------------------------ funds password

  app.get(
    '/wps/member/hasWithdrawalPassword',
    authed((c, m) => ok(c, c.get('world').wallet.fundsPasswords.has(m.account))),
  );

  /** The new password and its confirmation, or the refusal. */
  const newFunds = (c: Context<SimEnv>, body: Body): string | Response => {
    const next = str(body.newPassword);
    if (!FUNDS_PATTERN.test(next)) return refuseField(c, 'payment.password.format', 'The funds password must be 6 digits', 'newPassword');
    if (next !== str(body.confirmPassword)) return refuseField(c, 'password.confirm.err', 'Confirmation password not matched', 'confirmPassword');
    return next;
  };

  // First set (body {newPassword, confirmPassword} *unverified*).
  app.put(
    '/wps/member/paymentPassword',
    sealed((c, m, body) => {
      const w = c.get('world');
      if (w.wallet.fundsPasswords.has(m.account)) return fail(c, 400, 'payment.password.exists', 'A funds password is already set');
      const next = newFunds(c, body);
      if (next instanceof Response) return next;
      w.wallet.fundsPasswords.set(m.account, next);
      return ok(c, null);
    }),
  );

  // Change (body {oldPassword, newPassword, confirmPassword} *unverified*).
  app.post(
    '/wps/member/paymentPassword',
    sealed((c, m, body) => {
      const w = c.get('world');
      const stored = w.wallet.fundsPasswords.get(m.account);
      if (stored === undefined) return fail(c, 400, 'not.exists.payment.password', 'Please set a funds password first');
      if (stored !== str(body.oldPassword)) return refuseField(c, 'invalid.payment.pw', 'The funds password is incorrect', 'oldPassword');
      const next = newFunds(c, body);
      if (next instanceof Response) return next;
      if (next === stored) return refuseField(c, 'modify.new.old.same', 'The new password and the old password cannot be the same', 'newPassword');
      w.wallet.fundsPasswords.set(m.account, next);
      return ok(c, null);
    }),
  );

  // Forgot: an SMS code sent to the bound mobile (body {verificationCode, newPassword, confirmPassword} *unverified*).
  app.post(
    '/wps/v2/member/paymentPassword/reset2',
    sealed((c, m, body) => {
      const w = c.get('world');
      if (!m.mobile) return fail(c, 400, 'mobile.not.bound', 'Please bind a mobile number first');
      const next = newFunds(c, body);
      if (next instanceof Response) return next;
      if (!takeSmsCode(w, m.mobile, str(body.verificationCode), now())) return refuseField(c, 'verification.code.err', 'Verification code error', 'verificationCode');
      w.wallet.fundsPasswords.set(m.account, next);
      return ok(c, null);
    }),
  );

  // ------------------------------------------------------------ mobile, e-mail, names, avatar

  // A code to the number being bound (operationType bindMobile), else to the bound one (withdraw, reset…).
  app.post(
    '/wps/v2/verification/sms/send',
    authed(async (c, m) => {
      const body = await jsonBody(c);
      const operationType = str(body.operationType);
      const target = operationType === 'bindMobile' ? str(body.mobileNum) : (m.mobile ?? '');
      if (operationType === 'bindMobile' && !/^\d{5,20}$/.test(target)) return refuseField(c, 'mobile.invalid', 'The mobile num is not valid', 'mobileNum');
      if (!target) return fail(c, 400, 'mobile.not.bound', 'Please bind a mobile number first');
      return ok(c, sendSms(c.get('world'), target, operationType || 'verify', now()));
    }),
  );

  // Bind a mobile number with the code sent to it (body {mobileNum, countryDialingCode, verificationCode} *unverified*).
  app.post(
    '/wps/member/info/mobile',
    authed(async (c, m) => {
      const body = await jsonBody(c);
      const w = c.get('world');
      if (m.mobile) return fail(c, 400, 'mobile.already.bound', 'A mobile number is already bound');
      const mobileNum = str(body.mobileNum);
      if (!/^\d{5,20}$/.test(mobileNum)) return refuseField(c, 'mobile.invalid', 'The mobile num is not valid', 'mobileNum');
      if ([...w.members.values()].some((other) => other.mobile === mobileNum)) return refuseField(c, 'mobile.exists', 'This mobile number is already in use', 'mobileNum');
      if (!takeSmsCode(w, mobileNum, str(body.verificationCode), now())) return refuseField(c, 'verification.code.err', 'Verification code error', 'verificationCode');
      m.mobile = mobileNum;
      return ok(c, null);
    }),
  );

  app.post(
    '/wps/v2/verification/mail/send',
    authed(async (c) => {
      const body = await jsonBody(c);
      const email = str(body.email);
      if (!/^\S+@\S+\.\S+$/.test(email) || email.length >= 255) return refuseField(c, 'email.incorrect', 'email incorrect', 'email');
      const expiresAt = now() + MAIL_MINUTES * 60_000;
      const outbox = mailOutbox(c.get('world'));
      outbox.push({ email, code: String(randomInt(100000, 1000000)), purpose: str(body.operationType) || 'bindEmail', expiresAt });
      keepNewest(outbox, MAIL_OUTBOX_MAX);
      return ok(c, { expirationTime: expiresAt, expiredMinutes: MAIL_MINUTES });
    }),
  );

  // Bind an e-mail address with the code mailed to it (body {email, verificationCode} *unverified*).
  app.post(
    '/wps/member/info/email',
    authed(async (c, m) => {
      const body = await jsonBody(c);
      const email = str(body.email);
      const box = mailOutbox(c.get('world'));
      const i = box.findIndex((mail) => mail.email === email && mail.code === str(body.verificationCode) && mail.expiresAt > now());
      if (i < 0) return refuseField(c, 'verification.code.err', 'Verification code error', 'verificationCode');
      box.splice(i, 1);
      m.email = email;
      return ok(c, null);
    }),
  );

  app.post(
    '/wps/member/info/payeename',
    authed(async (c, m) => {
      const name = str((await jsonBody(c)).payeeName);
      if (m.payeeName) return fail(c, 400, 'payee.name.exists', 'The payee name is already set');
      if (!name || name.length > 50 || /[<>"'`;\d]/.test(name)) return refuseField(c, 'payee.name.invalid', 'Name format is not valid', 'payeeName');
      m.payeeName = name;
      return ok(c, null);
    }),
  );

  app.post(
    '/wps/member/info/nickname',
    authed(async (c, m) => {
      const nickname = str((await jsonBody(c)).nickname);
      if (!nickname || nickname.length > 20 || /[<>"'`;]/.test(nickname)) return refuseField(c, 'nickname.invalid', 'Name format is not valid', 'nickname');
      m.nickname = nickname;
      return ok(c, null);
    }),
  );

  // Head icon: the member's avatar and the platform's set to choose from (the `avatars` list *unverified*).
  app.get(
    '/wps/relay/MCSFE_getPlayerAvatar',
    authed((c, m) => ok(c, { avatar: avatarOf(m), avatarType: 'STATIC', avatars: AVATAR_IDS.map((id) => ({ avatar: id, url: avatarPath(id) })) })),
  );
  app.post(
    '/wps/relay/MCSFE_uploadPlayerAvatar',
    authed(async (c, m) => {
      const avatar = str((await jsonBody(c)).avatar);
      if (!(AVATAR_IDS as readonly string[]).includes(avatar)) return fail(c, 400, 'avatar.invalid', 'Unknown error');
      m.icon = avatarPath(avatar);
      return ok(c, { avatar, avatarType: 'STATIC' });
    }),
  );

  // ------------------------------------------------------------ Google Authenticator

  // Issues a secret (kept until bound) while none is bound; a bound member gets no secret back.
  app.get(
    '/wps/member/ga',
    authed((c, m) => {
      if (m.gaBound) return ok(c, { bound: true });
      m.gaSecret ??= base32Encode(randomBytes(20));
      return ok(c, { bound: false, secret: m.gaSecret, otpauthUri: otpauthUri(c.get('world').config.identity.displayName, m.account, m.gaSecret) });
    }),
  );
  app.post(
    '/wps/member/ga/bind',
    authed(async (c, m) => {
      if (m.gaBound) return fail(c, 400, 'ga.already.bound', 'Google Authenticator is already bound');
      if (!m.gaSecret) return fail(c, 400, 'ga.not.issued', 'Unknown error');
      if (!checkTotp(m.gaSecret, str((await jsonBody(c)).code), now())) return refuseField(c, 'ga.code.invalid', 'Verification code error', 'code');
      m.gaBound = true;
      return ok(c, null);
    }),
  );

  // ------------------------------------------------------------ transfer to upline

  // Body {amount, paymentPassword} *unverified*. Spec §5-6: only members with toUpline whose type is not 2.
  app.put(
    '/wps/member/transferUpline',
    sealed((c, m, body) => {
      const w = c.get('world');
      const upline = m.upline ? w.members.get(m.upline) : undefined;
      if (w.flags.AGETRANSFERUP3 === false || !canTransferToUpline(m.type, m.toUpline) || !upline) return fail(c, 400, 'function.not.available', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
      const raw = str(body.amount);
      const amount = Number(raw);
      if (!/^\d+(\.\d{1,2})?$/.test(raw) || !(amount > 0)) return refuseField(c, 'amount.invalid', 'Please enter a valid amount', 'amount');
      if (amount > m.balance) return refuseField(c, 'insufficient.balance', 'Insufficient balance', 'amount');
      const refused = fundsRefusal(c, w, m, str(body.paymentPassword));
      if (refused) return refused;
      const orderNo = `UT${nextWalletId(w)}`;
      moveMoney(w, m, { kind: 'transfer', amount: -amount, remark: `Transfer to upline ${upline.account}`, orderNo }, now());
      moveMoney(w, upline, { kind: 'transfer', amount, remark: `Transfer from downline ${m.account}`, orderNo }, now());
      return ok(c, { orderNo, amount: cents(amount), balance: m.balance });
    }),
  );
}

/** Control API of this slice: the e-mail outbox (codes sent by /wps/v2/verification/mail/send). */
export function mountSecurityControl(app: Hono<SimEnv>, target: { worlds: Map<string, MerchantWorld> }): void {
  app.get('/__sim/mail', (c) => {
    const w = target.worlds.get(c.req.header('Merchant') ?? c.req.query('merchant') ?? '');
    return w ? c.json(mailOutbox(w)) : c.json({ error: `unknown merchant; known: ${[...target.worlds.keys()].join(', ')}` }, 404);
  });
}
