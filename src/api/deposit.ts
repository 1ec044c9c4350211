/**
 * Deposit (shared/platform-api-member.md §2b; §1 point 3): settings, methods and channels, deposit
 * promotions, the create-order relay chosen by method code (the client's own table, as the platform's
 * DEPOSIT_API_LIST is), cancel, urge, receipt upload and an order's state.
 *
 * Verified: the paths, verbs, `allowDeposit`, the channels answer keyed by method code with
 * `{channels:[{min, max, fixAmounts, banks, code}]}`, promotions' `minDeposit` (-1 = none), cancel and urge
 * bodies `{depositId}`, `value.data.depositOffMessage` on deposit errors. *Unverified* (the simulator's
 * choice): the create-order bodies and answers, the channel fields `name`, `decimalPlaces`,
 * `expiresInSeconds`, the upload body, and the order state as text.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, isRecord, request } from './http';
import { type Json, list, number, object, optionalNumber, optionalText, text } from './parse';

export type DepositKind = 'bank' | 'gateway' | 'qr' | 'ewallet' | 'crypto';

const CRYPTO = ['USDT', 'BTC', 'ETH', 'LTC', 'TRX'];
const E_WALLETS = ['WAVEPAY', 'KPAY', 'BKASH', 'NAGAD', 'GCASHPAY', 'ALIPAY', 'ALIWAP', 'WECHAT', 'WCWAP', 'JD', 'JDWAP', 'QQ', 'QQWAP'];

/** The kind of a method code (MT… bank transfer, *QR QR code, coins crypto, known wallets, else a gateway). */
export function kindOf(methodCode: string): DepositKind {
  const code = methodCode.toUpperCase();
  if (/^MT\d*$/.test(code)) return 'bank';
  if (code.endsWith('QR')) return 'qr';
  if (CRYPTO.includes(code)) return 'crypto';
  if (E_WALLETS.includes(code)) return 'ewallet';
  return 'gateway';
}

const RELAY: Record<DepositKind, string> = {
  bank: 'MCSFE_manualTransferByRemark',
  gateway: 'MCSFE_depositByLaunchUrl',
  ewallet: 'MCSFE_depositByLaunchUrl',
  qr: 'MCSFE_depositByQRImageUrl',
  crypto: 'MCSFE_depositVirtualWallet',
};

// ---------------------------------------------------------------- settings

export interface DepositSettings {
  allowed: boolean;
  offMessage?: string;
}

export function parseDepositSettings(value: unknown): DepositSettings {
  const v = object(value, 'deposit settings');
  const allow = text(v, 'allowDeposit');
  return { allowed: allow === 'Y', offMessage: optionalText(v, 'depositOffMessage') || undefined };
}

/** The platform's deposit-off message a refused deposit call carries (value.data.depositOffMessage). */
export function depositOffMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !isRecord(error.value) || !isRecord(error.value.data)) return undefined;
  const message = error.value.data.depositOffMessage;
  return typeof message === 'string' && message ? message : undefined;
}

// ---------------------------------------------------------------- methods and channels

export interface DepositBank {
  bankCode: string;
  bankName: string;
}

export interface DepositChannel {
  code: string;
  name: string;
  min: number;
  max: number;
  fixAmounts: number[];
  /** Decimal places the amount may have (0 when the platform does not say). */
  decimals: number;
  /** Seconds the player has to pay once the order is made, when the channel has a countdown. */
  expiresInSeconds?: number;
  banks: DepositBank[];
}

export interface DepositMethod {
  code: string;
  kind: DepositKind;
  channels: DepositChannel[];
}

function parseChannel(entry: unknown, index: number): DepositChannel {
  const ch = object(entry, `channel ${index}`);
  const code = text(ch, 'code');
  const fix = ch.fixAmounts;
  return {
    code,
    name: optionalText(ch, 'name') || code,
    min: number(ch, 'min'),
    max: number(ch, 'max'),
    fixAmounts: fix === undefined || fix === null ? [] : list(fix, 'fixAmounts', (amount) => number({ amount }, 'amount')),
    decimals: optionalNumber(ch, 'decimalPlaces') ?? 0,
    expiresInSeconds: optionalNumber(ch, 'expiresInSeconds') || undefined,
    banks:
      ch.banks === undefined || ch.banks === null
        ? []
        : list(ch.banks, 'banks', (b, i) => {
            const bank = object(b, `bank ${i}`);
            const bankCode = text(bank, 'bankCode');
            return { bankCode, bankName: optionalText(bank, 'bankName') || bankCode };
          }),
  };
}

/** Methods in the platform's order; methods without channels are left out. */
export function parseDepositChannels(value: unknown): DepositMethod[] {
  const v = object(value, 'deposit channels');
  return Object.entries(v)
    .map(([code, method]) => ({ code, kind: kindOf(code), channels: list(object(method, code).channels, `${code}.channels`, parseChannel) }))
    .filter((m) => m.channels.length > 0);
}

// ---------------------------------------------------------------- promotions

export interface DepositPromotion {
  id: number;
  name: string;
  /** -1: applies to no deposit. */
  minDeposit: number;
}

export function parseDepositPromotions(value: unknown): DepositPromotion[] {
  return list(value, 'deposit promotions', (entry, i) => {
    const p = object(entry, `promotion ${i}`);
    return { id: number(p, 'id'), name: text(p, 'name'), minDeposit: number(p, 'minDeposit') };
  });
}

/** Promotions an amount qualifies for (the platform's client: minDeposit !== -1 and amount >= minDeposit). */
export const applicablePromotions = (promotions: DepositPromotion[], amount: number) =>
  Number.isFinite(amount) && amount > 0 ? promotions.filter((p) => p.minDeposit !== -1 && amount >= p.minDeposit) : [];

// ---------------------------------------------------------------- orders

export type DepositOrderState = 'pending' | 'success' | 'failed' | 'cancelled';

interface OrderBase {
  depositId: string;
  amount: number;
  state: DepositOrderState;
  /** Epoch ms the player has to pay by (bank transfer, QR, crypto with a countdown). */
  expiresAt?: number;
}

export type DepositOrder =
  | (OrderBase & { kind: 'bank'; bankName: string; accountNo: string; accountName: string; remark: string })
  | (OrderBase & { kind: 'gateway' | 'ewallet'; launchUrl: string })
  | (OrderBase & { kind: 'qr'; qrImage: string })
  | (OrderBase & { kind: 'crypto'; walletAddress: string; network: string; cryptoAmount: number; currency: string });

const STATES: readonly DepositOrderState[] = ['pending', 'success', 'failed', 'cancelled'];

function orderStateOf(v: Json): DepositOrderState {
  const state = text(v, 'state');
  if (!(STATES as readonly string[]).includes(state)) throw new Error(`state "${state}" is not known`);
  return state as DepositOrderState;
}

export function parseDepositOrder(kind: DepositKind, value: unknown): DepositOrder {
  const v = object(value, 'deposit order');
  const base: OrderBase = { depositId: text(v, 'depositId'), amount: number(v, 'amount'), state: orderStateOf(v), expiresAt: optionalNumber(v, 'expiresAt') };
  switch (kind) {
    case 'bank':
      return { ...base, kind, bankName: text(v, 'bankName'), accountNo: text(v, 'bankAccountNo'), accountName: text(v, 'bankAccountName'), remark: text(v, 'remark') };
    case 'qr':
      return { ...base, kind, qrImage: text(v, 'qrImageUrl') };
    case 'crypto':
      return { ...base, kind, walletAddress: text(v, 'walletAddress'), network: text(v, 'network'), cryptoAmount: number(v, 'cryptoAmount'), currency: text(v, 'currency') };
    default:
      return { ...base, kind, launchUrl: text(v, 'launchUrl') };
  }
}

export interface DepositOrderStatus {
  depositId: string;
  state: DepositOrderState;
  receiptUploaded: boolean;
}

export function parseDepositStatus(value: unknown): DepositOrderStatus {
  const v = object(value, 'deposit confirmation');
  return { depositId: text(v, 'depositId'), state: orderStateOf(v), receiptUploaded: v.receiptUploaded === true };
}

// ---------------------------------------------------------------- calls

export const getDepositSettings = (signal?: AbortSignal) => request('/wps/relay/MCSFE_getDepositSettings', { parse: parseDepositSettings, signal });

export const getDepositChannels = (signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getDepositPaymentChannels', {
    query: { webSupported: 'N', mobileSupported: 'Y', groupMTByChannelName: 'Y', isNative: 'N' },
    parse: parseDepositChannels,
    signal,
  });

export const getDepositPromotions = (signal?: AbortSignal) => request('/wps/relay/MCSFE_getDepositPromotion', { parse: parseDepositPromotions, signal });

export interface CreateDepositInput {
  method: DepositMethod;
  channel: DepositChannel;
  bankCode?: string;
  /** As typed (the platform checks its decimals). */
  amount: string;
  promotionId?: number;
}

export function createDeposit({ method, channel, bankCode, amount, promotionId }: CreateDepositInput): Promise<DepositOrder> {
  return request(`/wps/relay/${RELAY[method.kind]}`, {
    method: 'POST',
    body: { bankType: method.code, channelCode: channel.code, ...(bankCode ? { bankCode } : {}), amount, ...(promotionId === undefined ? {} : { promotionId }) },
    parse: (value) => parseDepositOrder(method.kind, value),
  });
}

export const getDepositStatus = (depositId: string, signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getDepositConfirmationDetail', { query: { depositId }, parse: parseDepositStatus, signal });

export const cancelDeposit = (depositId: string) => request('/wps/relay/MCSFE_cancelDeposit', { method: 'POST', body: { depositId }, parse: parseDepositStatus });

export const remindDeposit = (depositId: string) => request('/wps/relay/MCSFE_initiateReminder', { method: 'POST', body: { depositId }, parse: parseDepositStatus });

/** The receipt as a data URL (`data:image/…;base64,…`). */
export const uploadDepositReceipt = ({ depositId, encodedImage }: { depositId: string; encodedImage: string }) =>
  request('/wps/relay/MCSFE_uploadDepositEncodedImage', { method: 'POST', body: { depositId, encodedImage }, parse: parseDepositStatus, timeoutMs: 60_000 });

// ---------------------------------------------------------------- react-query

export const depositSettingsQuery = () =>
  queryOptions({ queryKey: ['deposit', 'settings'], queryFn: ({ signal }) => getDepositSettings(signal), staleTime: 30_000 });

export const depositChannelsQuery = () =>
  queryOptions({ queryKey: ['deposit', 'channels'], queryFn: ({ signal }) => getDepositChannels(signal), staleTime: 60_000, retry: false });

export const depositPromotionsQuery = () =>
  queryOptions({ queryKey: ['deposit', 'promotions'], queryFn: ({ signal }) => getDepositPromotions(signal), staleTime: 60_000, retry: false });

/** While pending, the order's state is asked again every `pollMs` (the query stops when its screen goes). */
export const depositStatusQuery = (depositId: string, pollMs: number) =>
  queryOptions({
    queryKey: ['deposit', 'status', depositId],
    queryFn: ({ signal }) => getDepositStatus(depositId, signal),
    refetchInterval: (query) => (query.state.data === undefined || query.state.data.state === 'pending' ? pollMs : false),
    retry: false,
  });

const mutation =
  <TInput, TResult>(name: string, mutationFn: (input: TInput) => Promise<TResult>) =>
  () =>
    mutationOptions<TResult, Error, TInput>({ mutationKey: ['deposit', name], mutationFn });

export const createDepositMutation = mutation('create', createDeposit);
export const cancelDepositMutation = mutation('cancel', cancelDeposit);
export const remindDepositMutation = mutation('remind', remindDeposit);
export const uploadReceiptMutation = mutation('upload', uploadDepositReceipt);

/** The amount field's rule: a number, no more decimals than the channel allows, within its min and max. */
export type AmountProblem = { key: 'empty' } | { key: 'invalid' } | { key: 'decimals'; decimals: number } | { key: 'min'; min: number } | { key: 'max'; max: number };

export function checkAmount(raw: string, channel: Pick<DepositChannel, 'min' | 'max' | 'decimals'>): AmountProblem | undefined {
  const value = raw.trim();
  if (value === '') return { key: 'empty' };
  if (!/^\d+(\.\d+)?$/.test(value)) return { key: 'invalid' };
  if ((value.split('.')[1]?.length ?? 0) > channel.decimals) return { key: 'decimals', decimals: channel.decimals };
  const amount = Number(value);
  if (amount < channel.min) return { key: 'min', min: channel.min };
  if (amount > channel.max) return { key: 'max', max: channel.max };
  return undefined;
}
