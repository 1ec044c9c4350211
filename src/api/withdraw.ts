/**
 * Withdraw (shared/platform-api-member.md §2a turnover, §2c withdraw): the turnover requirement, the
 * withdraw settings, the bound cards with today's limits, the fee preview, the SMS code before a
 * withdrawal and the encrypted withdrawal itself. Paths, verbs and request fields are the platform's;
 * the answer of the withdrawal and of the SMS send, the fee rule and the `noPasswordVerification` field
 * (the platform's WDRAWNOPASSVERIF3) are *unverified* (the simulator's).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { smsExpiry } from './accounts';
import { request } from './http';
import { flag, type Json, list, number, object, optionalNumber, optionalText, text } from './parse';

/** Bank withdrawals (groupId 0 = bank, §2c). */
const BANK_GROUP = 0;
const MODULE_ID = 'WTHDRW3';

// ---------------------------------------------------------------- turnover

export interface TurnoverItem {
  gameType: string;
  required: number;
  actual: number;
}

export interface Turnover {
  /** "N": a requirement is unmet and the form is hidden (WD: anything but "A"/"D" shows the table). */
  met: boolean;
  status: string;
  details: TurnoverItem[];
  totalRequired: number;
  totalActual: number;
}

/** WD shows the requirement table for any status but "A" and "D". */
export function parseTurnover(value: unknown): Turnover {
  const v = object(value, 'turnover');
  const status = text(v, 'status');
  const details = v.details === undefined || v.details === null ? [] : list(v.details, 'details', (entry) => turnoverItem(object(entry, 'turnover detail')));
  return {
    met: status === 'A' || status === 'D',
    status,
    details,
    totalRequired: optionalNumber(v, 'totalRequiredTurnover') ?? details.reduce((s, d) => s + d.required, 0),
    totalActual: optionalNumber(v, 'totalActualTurnover') ?? details.reduce((s, d) => s + d.actual, 0),
  };
}

const turnoverItem = (d: Json): TurnoverItem => ({ gameType: text(d, 'gameType'), required: number(d, 'requiredTurnover'), actual: number(d, 'actualTurnover') });

// ---------------------------------------------------------------- settings

export type MobileVerification = 'none' | 'every' | 'amount';

export interface WithdrawSettings {
  allowed: boolean;
  /** The platform's words about when withdrawing is possible (shown when it is not allowed). */
  timeMessage: string;
  min: number;
  max: number;
  allowDecimal: boolean;
  mobileVerification: MobileVerification;
  /** With `amount`: an SMS code is needed from this amount on. */
  mobileVerificationAmount: number;
  /** No funds password is asked for (the platform's WDRAWNOPASSVERIF3). */
  noPassword: boolean;
}

export function parseWithdrawSettings(value: unknown): WithdrawSettings {
  const v = object(value, 'withdraw settings');
  const type = optionalText(v, 'mobileVerificationType') ?? '';
  return {
    allowed: flag(v, 'allowWithdraw'),
    timeMessage: optionalText(v, 'withdrawTimeMsg') ?? '',
    min: number(v, 'minimumAmount'),
    max: number(v, 'maximumAmount'),
    allowDecimal: flag(v, 'allowDecimal'),
    mobileVerification: type === 'EVERY_WITHDRAWAL' ? 'every' : type === 'WITHDRAW_AMOUNT' ? 'amount' : 'none',
    mobileVerificationAmount: optionalNumber(v, 'mobileVerificationWithdrawAmount') ?? 0,
    noPassword: flag(v, 'noPasswordVerification'),
  };
}

/** Whether a withdrawal of `amount` needs an SMS code first. */
export const needsSmsCode = (s: WithdrawSettings, amount: number): boolean =>
  s.mobileVerification === 'every' || (s.mobileVerification === 'amount' && amount >= s.mobileVerificationAmount);

// ---------------------------------------------------------------- bound cards and today's limits

/** A bank card (BC) or a crypto wallet (VW): the platform's withdrawType of the fee call. */
export type WithdrawTarget = 'BC' | 'VW';

export interface WithdrawCard {
  id: string;
  kind: WithdrawTarget;
  bankName: string;
  bankCode: string;
  /** Masked by the platform. */
  cardNumber: string;
  holder: string;
  active: boolean;
}

export interface WithdrawAccount {
  cards: WithdrawCard[];
  maxCardCount: number;
  min?: number;
  max?: number;
  remainingAmount?: number;
  remainingTimes?: number;
  maxTimes?: number;
}

const card = (kind: WithdrawTarget) => (entry: unknown): WithdrawCard => {
  const c = object(entry, kind === 'BC' ? 'bank card' : 'virtual wallet');
  const active = optionalText(c, 'isWithdrawActive');
  return {
    id: text(c, 'bankCardId'),
    kind,
    bankName: optionalText(c, 'bankName') ?? '',
    bankCode: optionalText(c, 'bankCode') ?? '',
    cardNumber: text(c, 'cardNumber'),
    holder: optionalText(c, 'cardHolder') ?? '',
    active: active === undefined || flag(c, 'isWithdrawActive'),
  };
};

const cardsOf = (v: Json, key: string, kind: WithdrawTarget) => (v[key] === undefined || v[key] === null ? [] : list(v[key], key, card(kind)));

export function parseWithdrawAccount(value: unknown): WithdrawAccount {
  const v = object(value, 'withdraw account');
  return {
    // Bank cards first, then crypto wallets (their fields beside the card's are *unverified*).
    cards: [...cardsOf(v, 'bankCards', 'BC'), ...cardsOf(v, 'virtualWallets', 'VW')],
    maxCardCount: optionalNumber(v, 'maxCardCount') ?? 5,
    min: optionalNumber(v, 'minWithdrawal'),
    max: optionalNumber(v, 'maxWithdrawal'),
    remainingAmount: optionalNumber(v, 'remainingWithdrawAmount'),
    remainingTimes: optionalNumber(v, 'remainingTransactionTimes'),
    maxTimes: optionalNumber(v, 'maxTransactionTimes'),
  };
}

// ---------------------------------------------------------------- calls

export const getTurnover = (signal?: AbortSignal) => request('/wps/relay/MCSFE_getTurnoverInfo', { parse: parseTurnover, signal });

export const getWithdrawSettings = (signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getWithdrawSettings', { query: { groupId: BANK_GROUP }, parse: parseWithdrawSettings, signal });

export const getWithdrawAccount = (signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getWithdrawAccountInfo', { query: { groupId: BANK_GROUP }, parse: parseWithdrawAccount, signal });

export const getWithdrawFee = (amount: number, target: WithdrawTarget, signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getCalculatedWithdrawCharges', {
    query: { withdrawAmount: amount, withdrawType: target },
    parse: (value) => {
      const fee = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof fee !== 'number' || !Number.isFinite(fee)) throw new Error('withdraw fee is not a number');
      return fee;
    },
    signal,
  });

/** The member's SMS code before a withdrawal (sent to the bound mobile). */
export const sendWithdrawSmsCode = () =>
  request('/wps/v2/verification/sms/send', { method: 'POST', body: { operationType: 'withdraw' }, parse: (v) => smsExpiry(v) });

export interface WithdrawInput {
  amount: number;
  bankCardId: string;
  /** "" when the platform asks for none. */
  password: string;
  verificationCode?: string;
}

export const withdraw = ({ amount, bankCardId, password, verificationCode }: WithdrawInput) =>
  request('/wps/v2/transaction/withdraw', {
    method: 'POST',
    encrypted: true,
    moduleId: MODULE_ID,
    body: { check: 'v2', amount, bankCardId, password, ...(verificationCode ? { verificationCode } : {}) },
    parse: (): null => null,
  });

// ---------------------------------------------------------------- react-query

export const turnoverQuery = () => queryOptions({ queryKey: ['withdraw', 'turnover'], queryFn: ({ signal }) => getTurnover(signal), staleTime: 0 });
export const withdrawSettingsQuery = () => queryOptions({ queryKey: ['withdraw', 'settings'], queryFn: ({ signal }) => getWithdrawSettings(signal), staleTime: 0 });
export const withdrawAccountQuery = () => queryOptions({ queryKey: ['withdraw', 'account'], queryFn: ({ signal }) => getWithdrawAccount(signal), staleTime: 0 });
export const withdrawFeeQuery = (amount: number, target: WithdrawTarget = 'BC') =>
  queryOptions({ queryKey: ['withdraw', 'fee', amount, target], queryFn: ({ signal }) => getWithdrawFee(amount, target, signal), staleTime: 60_000, retry: false });

/** After a withdrawal the balance (header too) and today's limits are read again. */
export const withdrawMutation = (client: QueryClient) =>
  mutationOptions<null, Error, WithdrawInput>({
    mutationKey: ['withdraw', 'submit'],
    mutationFn: withdraw,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['member', 'wallet'] });
      void client.invalidateQueries({ queryKey: ['withdraw', 'account'] });
    },
  });

export const withdrawSmsMutation = () => mutationOptions({ mutationKey: ['withdraw', 'sms'], mutationFn: sendWithdrawSmsCode });
