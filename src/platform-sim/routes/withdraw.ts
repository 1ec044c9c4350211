/**
 * Withdraw (shared/platform-api-member.md §2a turnover, §2c withdraw, the SMS send with operationType
 * "withdraw"): turnover requirement, withdraw settings, the bound cards with today's limits, the fee
 * preview, the encrypted withdrawal itself, and the control API that sets a member's wallet (balance,
 * funds password, turnover, bank cards), closes withdrawals and resolves orders.
 *
 * Paths, verbs and the request fields of the withdrawal are the platform's. *Unverified* (the simulator's
 * choice): the fee rule (1 %, at least 1), the error codes other than `invalid.payment.pw` and
 * `not.exists.payment.password`, the `noPasswordVerification` field of the settings (the real platform
 * says it by the WDRAWNOPASSVERIF3 white-label value), the daily amount limit and the SMS-send answer.
 */
import type { Context, Hono } from 'hono';
import type { RsaKeyPair } from '../encryption';
import { type Body, fail, ok, str } from '../envelope';
import type { BankCard, Member, MerchantWorld, TurnoverItem, WithdrawOrder } from '../state';
import { cents, moveMoney, nextWalletId } from '../wallet';
import { authed, encryptedPayload, takeSmsCode } from './accounts';
import type { ControlTarget } from '../control';
import { controlBody, controlSchema, shape, text, whole } from '../control-body';
import { resolveBody } from './deposit';
import type { SimEnv } from './world';

const DAY = 86_400_000;

export type MobileVerificationType = 'NONE' | 'EVERY_WITHDRAWAL' | 'WITHDRAW_AMOUNT';

/** The withdraw settings a merchant's platform answers (PATCH /__sim/wallet/withdraw changes them). */
export interface WithdrawRules {
  minimumAmount: number;
  maximumAmount: number;
  allowDecimal: boolean;
  dailyMaxCount: number;
  /** Today's total a member may withdraw (unverified: the platform's daily amount rule is not seen). */
  dailyMaxAmount: number;
  mobileVerificationType: MobileVerificationType;
  mobileVerificationWithdrawAmount: number;
}

const DEFAULT_RULES: WithdrawRules = {
  minimumAmount: 100,
  maximumAmount: 50_000,
  allowDecimal: false,
  dailyMaxCount: 5,
  dailyMaxAmount: 100_000,
  mobileVerificationType: 'NONE',
  mobileVerificationWithdrawAmount: 0,
};

// Kept beside the world (not in state.ts): a reset makes new worlds, so the rules go back to the defaults.
const rulesOf = new WeakMap<MerchantWorld, WithdrawRules>();
export function withdrawRules(world: MerchantWorld): WithdrawRules {
  let rules = rulesOf.get(world);
  if (!rules) {
    rules = { ...DEFAULT_RULES };
    rulesOf.set(world, rules);
  }
  return rules;
}

/** The fee of a withdrawal (unverified rule: 1 %, at least 1, never more than the amount). */
export const withdrawFee = (amount: number): number => (amount > 0 ? Math.min(amount, Math.max(1, cents(amount * 0.01))) : 0);

export const maskCard = (number: string): string => (number.length <= 4 ? number : `**** ${number.slice(-4)}`);

const unmet = (items: TurnoverItem[]) => items.some((i) => i.actual < i.required);

const today = (world: MerchantWorld, account: string, now: number) => {
  const day = Math.floor(now / DAY);
  return world.wallet.withdrawals.filter((o) => o.account === account && o.state !== 'failed' && Math.floor(o.createdAt / DAY) === day);
};

function limits(world: MerchantWorld, member: Member, now: number) {
  const rules = withdrawRules(world);
  const done = today(world, member.account, now);
  const withdrawn = done.reduce((sum, o) => sum + o.amount, 0);
  return {
    minWithdrawal: rules.minimumAmount,
    maxWithdrawal: rules.maximumAmount,
    remainingWithdrawAmount: cents(Math.max(0, rules.dailyMaxAmount - withdrawn)),
    remainingTransactionTimes: Math.max(0, rules.dailyMaxCount - done.length),
    maxTransactionTimes: rules.dailyMaxCount,
  };
}

const cardAnswer = (card: BankCard) => ({
  bankCardId: card.id,
  bankCode: card.bankCode,
  bankName: card.bankName,
  cardNumber: maskCard(card.cardNumber),
  cardHolder: card.payeeName,
  cardType: card.cardType === 'B' ? 'BC' : 'VW',
  isWithdrawActive: 'Y',
  createdAt: card.createdAt,
});

/** Why the platform refuses a withdrawal's amount, or undefined when it may go. */
function amountRefusal(world: MerchantWorld, member: Member, amount: number, now: number): [string, string] | undefined {
  const rules = withdrawRules(world);
  const left = limits(world, member, now);
  if (!Number.isFinite(amount) || amount <= 0) return ['withdraw.amount.invalid', 'Please enter a valid amount'];
  if (!rules.allowDecimal && !Number.isInteger(amount)) return ['withdraw.amount.decimal', 'Decimal amounts are not allowed'];
  if (amount < rules.minimumAmount) return ['withdraw.amount.min', `The minimum withdrawal is ${rules.minimumAmount}`];
  if (amount > rules.maximumAmount) return ['withdraw.amount.max', `The maximum withdrawal is ${rules.maximumAmount}`];
  if (left.remainingTransactionTimes <= 0) return ['withdraw.times.exceeded', 'You have reached the number of withdrawals for today'];
  if (amount > left.remainingWithdrawAmount) return ['withdraw.daily.exceeded', 'The amount is more than you may still withdraw today'];
  if (amount > member.balance) return ['insufficient.balance', 'Insufficient balance'];
  return undefined;
}

const smsRequired = (rules: WithdrawRules, amount: number) =>
  rules.mobileVerificationType === 'EVERY_WITHDRAWAL' || (rules.mobileVerificationType === 'WITHDRAW_AMOUNT' && amount >= rules.mobileVerificationWithdrawAmount);

export function mountWithdraw(app: Hono<SimEnv>, pair: RsaKeyPair, now: () => number): void {

  app.get(
    '/wps/relay/MCSFE_getTurnoverInfo',
    authed((c, m) => {
      const items = c.get('world').wallet.turnover.get(m.account) ?? [];
      if (!unmet(items)) return ok(c, { status: 'A', details: [], totalRequiredTurnover: 0, totalActualTurnover: 0 });
      return ok(c, {
        status: 'N',
        details: items.map((i) => ({ gameType: i.gameType, requiredTurnover: i.required, actualTurnover: i.actual })),
        totalRequiredTurnover: cents(items.reduce((s, i) => s + i.required, 0)),
        totalActualTurnover: cents(items.reduce((s, i) => s + i.actual, 0)),
      });
    }),
  );

  app.get(
    '/wps/relay/MCSFE_getWithdrawSettings',
    authed((c) => {
      const w = c.get('world');
      const rules = withdrawRules(w);
      const yn = (on: boolean) => (on ? 'Y' : 'N');
      return ok(c, {
        minimumAmount: rules.minimumAmount,
        maximumAmount: rules.maximumAmount,
        allowWithdraw: yn(!w.wallet.withdrawOff),
        normalBankWithdrawalSwitch: 'Y',
        eWalletWithdrawalSwitch: 'N',
        virtualWalletWithdrawalSwitch: 'N',
        withdrawTimeMsg: w.wallet.withdrawOff ? 'Withdrawals are closed at the moment. Please try again later.' : '',
        mobileVerificationType: rules.mobileVerificationType,
        mobileVerificationWithdrawAmount: rules.mobileVerificationWithdrawAmount,
        fixedAmountFlag: 'N',
        fixedWithdrawAmounts: [],
        amountLimitFlag: 'Y',
        c2cEnabled: 'N',
        allowDecimal: yn(rules.allowDecimal),
        normalBankDailyWithdrawMaxCount: rules.dailyMaxCount,
        noPasswordVerification: yn(w.flags.WDRAWNOPASSVERIF3 === true),
      });
    }),
  );

  app.get(
    '/wps/relay/MCSFE_getWithdrawAccountInfo',
    authed((c, m) => {
      const w = c.get('world');
      const cards = w.wallet.bankCards.get(m.account) ?? [];
      return ok(c, {
        bankCards: cards.filter((card) => card.cardType === 'B').map(cardAnswer),
        maxCardCount: 5,
        virtualWallets: cards.filter((card) => card.cardType === 'V').map(cardAnswer),
        maxVirtualWalletCount: 5,
        eWallets: [],
        ...limits(w, m, now()),
      });
    }),
  );

  app.get(
    '/wps/relay/MCSFE_getCalculatedWithdrawCharges',
    authed((c) => {
      const amount = Number(c.req.query('withdrawAmount'));
      if (!Number.isFinite(amount) || amount < 0) return fail(c, 400, 'withdraw.amount.invalid', 'Please enter a valid amount');
      return ok(c, withdrawFee(amount));
    }),
  );

  // The SMS code a withdrawal may need is sent by POST /wps/v2/verification/sms/send (routes/security.ts).

  app.post(
    '/wps/v2/transaction/withdraw',
    authed(async (c, m) => {
      const w = c.get('world');
      const body: Body | Response = await encryptedPayload(c, pair);
      if (body instanceof Response) return body;
      if (str(body.check) !== 'v2') return fail(c, 400, 'request.invalid', 'Unknown error');
      if (w.wallet.withdrawOff) return fail(c, 400, 'withdraw.not.allowed', 'Withdrawals are closed at the moment');
      if (unmet(w.wallet.turnover.get(m.account) ?? [])) return fail(c, 400, 'withdraw.turnover.not.met', 'The turnover requirement is not met');
      const card = (w.wallet.bankCards.get(m.account) ?? []).find((k) => String(k.id) === str(body.bankCardId));
      if (!card) return fail(c, 400, 'bankcard.not.exists', 'Please choose a bound bank card');
      const amount = Number(str(body.amount));
      const refusal = amountRefusal(w, m, amount, now());
      if (refusal) return fail(c, 400, refusal[0], refusal[1]);
      if (!w.flags.WDRAWNOPASSVERIF3) {
        const funds = w.wallet.fundsPasswords.get(m.account);
        if (funds === undefined) return fail(c, 400, 'not.exists.payment.password', 'Please set a funds password first');
        if (funds !== str(body.password)) return fail(c, 400, 'invalid.payment.pw', 'The funds password is incorrect');
      }
      if (smsRequired(withdrawRules(w), amount) && !takeSmsCode(w, m.mobile ?? '', str(body.verificationCode), now())) {
        return fail(c, 400, 'verification.code.err', 'Verification code error');
      }
      const order: WithdrawOrder = { id: nextWalletId(w), account: m.account, amount: cents(amount), fee: withdrawFee(amount), bankCardId: card.id, state: 'pending', createdAt: now() };
      moveMoney(w, m, { kind: 'withdraw', amount: -order.amount, remark: 'Withdrawal', orderNo: `WD${order.id}` }, now());
      w.wallet.withdrawals.push(order);
      return ok(c, { withdrawId: order.id, amount: order.amount, fee: order.fee, state: order.state });
    }),
  );
}

// ---------------------------------------------------------------- control API

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function turnoverOf(value: unknown): TurnoverItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items = value.filter(isRecord).map((i) => ({ gameType: str(i.gameType), required: num(i.required) ?? 0, actual: num(i.actual) ?? 0 }));
  return items.length === value.length && items.every((i) => i.gameType) ? items : undefined;
}

function cardsOf(world: MerchantWorld, value: unknown, at: number): BankCard[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const cards = value.filter(isRecord).map(
    (k): BankCard => ({
      id: nextWalletId(world),
      cardType: k.cardType === 'V' ? 'V' : 'B',
      bankCode: str(k.bankCode),
      bankName: str(k.bankName),
      cardNumber: str(k.cardNumber),
      payeeName: str(k.payeeName),
      createdAt: at,
    }),
  );
  return cards.length === value.length && cards.every((k) => k.bankCode && k.cardNumber) ? cards : undefined;
}

const MOBILE_TYPES: readonly MobileVerificationType[] = ['NONE', 'EVERY_WITHDRAWAL', 'WITHDRAW_AMOUNT'];

/** The most money a control call sets (a balance, a limit, a turnover). */
const MONEY_MAX = 1_000_000_000;
const money = { type: 'number', minimum: 0, maximum: MONEY_MAX };
const withdrawSettingsBody = controlSchema<Partial<WithdrawRules> & { off?: boolean }>(
  shape({
    off: { type: 'boolean' },
    minimumAmount: money,
    maximumAmount: money,
    allowDecimal: { type: 'boolean' },
    dailyMaxCount: whole(0, 10_000),
    dailyMaxAmount: money,
    mobileVerificationType: { enum: MOBILE_TYPES },
    mobileVerificationWithdrawAmount: money,
  }),
);
const walletBody = controlSchema<{ balance?: number; fundsPassword?: string | null; turnover?: Body[]; bankCards?: Body[] }>(
  shape({
    balance: money,
    fundsPassword: { type: ['string', 'null'], maxLength: 64 },
    turnover: { type: 'array', maxItems: 50, items: shape({ gameType: text(40, 1), required: money, actual: money }, ['gameType']) },
    bankCards: {
      type: 'array',
      maxItems: 20,
      items: shape({ bankCode: text(40, 1), bankName: text(100), cardNumber: text(64, 1), payeeName: text(100), cardType: { enum: ['B', 'V'] } }, ['bankCode', 'cardNumber']),
    },
  }),
);

/** A member's wallet as the control API shows it (card numbers whole, with a bank template's values). */
const walletAnswer = (w: MerchantWorld, member: Member) => ({
  account: member.account,
  balance: member.balance,
  fundsPassword: w.wallet.fundsPasswords.has(member.account),
  turnover: w.wallet.turnover.get(member.account) ?? [],
  bankCards: (w.wallet.bankCards.get(member.account) ?? []).map((k) => ({
    id: k.id,
    cardType: k.cardType,
    bankCode: k.bankCode,
    bankName: k.bankName,
    cardNumber: k.cardNumber,
    payeeName: k.payeeName,
    ...(k.customFields ? { customFields: k.customFields } : {}),
  })),
});

export function mountWithdrawControl(app: Hono<SimEnv>, target: ControlTarget): void {
  const world = (c: Context) => target.worlds.get(c.req.header('Merchant') ?? c.req.query('merchant') ?? '');
  const unknown = (c: Context) => c.json({ error: `unknown merchant; known: ${[...target.worlds.keys()].join(', ')}` }, 404);

  app.patch('/__sim/wallet/withdraw', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const body = await controlBody(c, withdrawSettingsBody);
    if (body instanceof Response) return body;
    const { off, ...given } = body;
    const rules = withdrawRules(w);
    if (off !== undefined) w.wallet.withdrawOff = off;
    Object.assign(rules, given);
    return c.json({ off: w.wallet.withdrawOff, ...rules });
  });

  app.put('/__sim/members/:account/wallet', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const member = w.members.get(c.req.param('account'));
    if (!member) return c.json({ error: 'no such member' }, 404);
    const body = await controlBody(c, walletBody);
    if (body instanceof Response) return body;
    const turnover = body.turnover === undefined ? undefined : turnoverOf(body.turnover);
    const cards = body.bankCards === undefined ? undefined : cardsOf(w, body.bankCards, target.now());
    if (body.turnover !== undefined && !turnover) return c.json({ error: 'turnover: a list of { gameType, required, actual }' }, 400);
    if (body.bankCards !== undefined && !cards) return c.json({ error: 'bankCards: a list of { bankCode, bankName, cardNumber, payeeName, cardType? }' }, 400);
    const balance = num(body.balance);
    if (balance !== undefined) member.balance = cents(balance);
    if (typeof body.fundsPassword === 'string') w.wallet.fundsPasswords.set(member.account, body.fundsPassword);
    if (body.fundsPassword === null) w.wallet.fundsPasswords.delete(member.account);
    if (turnover) w.wallet.turnover.set(member.account, turnover);
    if (cards) w.wallet.bankCards.set(member.account, cards);
    return c.json(walletAnswer(w, member));
  });

  app.get('/__sim/members/:account/wallet', (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const member = w.members.get(c.req.param('account'));
    return member ? c.json(walletAnswer(w, member)) : c.json({ error: 'no such member' }, 404);
  });

  app.get('/__sim/withdrawals', (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const account = c.req.query('account');
    return c.json(w.wallet.withdrawals.filter((o) => !account || o.account === account));
  });

  app.post('/__sim/withdrawals/:id/resolve', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const order = w.wallet.withdrawals.find((o) => String(o.id) === c.req.param('id'));
    if (!order) return c.json({ error: 'no such withdrawal' }, 404);
    const body = await controlBody(c, resolveBody);
    if (body instanceof Response) return body;
    const { state } = body;
    if (order.state !== 'pending') return c.json({ error: `the withdrawal is already ${order.state}` }, 409);
    order.state = state;
    const member = w.members.get(order.account);
    if (state === 'failed' && member) moveMoney(w, member, { kind: 'withdraw', amount: order.amount, remark: 'Withdrawal refund', orderNo: `WD${order.id}` }, target.now());
    return c.json(order);
  });
}
