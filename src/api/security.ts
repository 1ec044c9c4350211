/**
 * Security centre and transfer to upline (shared/platform-api-member.md §2d, §2e, §3): the overview, bank
 * cards and crypto wallets, the funds password, mobile and e-mail binding, payee name, nickname, head icon,
 * Google Authenticator, and the transfer to the upline. Writes that carry a password are encrypted.
 *
 * Paths and verbs are the platform's. Bodies the bundle does not show follow the simulator and are
 * *unverified*: the funds-password bodies (set, change, forgot), delete card, bind mobile, bind e-mail,
 * GA bind, the avatar call's verb and list, and the upline transfer; so are the card list GET and the
 * bank list's `cardNumberPattern`.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isTemplateFieldType, type TemplateFieldType } from '../lib/bank-template';
import { localStore } from '../lib/storage';
import { smsExpiry, type SmsSent } from './accounts';
import { ApiError, isRecord, request } from './http';
import { flag, isOn, type Json, list, number, object, optionalNumber, optionalText, text } from './parse';

// ---------------------------------------------------------------- overview

/** The items of the overview, in the order the security centre lists them. */
export const SECURITY_ITEMS = ['loginPassword', 'paymentPassword', 'mobileVerified', 'email', 'payeeName', 'profile', 'bankCards', 'virtualWallets', 'bindGA'] as const;
export type SecurityItem = (typeof SECURITY_ITEMS)[number];

export interface ItemState {
  enabled: boolean;
  isComplete: boolean;
}

export interface SecurityConfig {
  /** Percent, 0–100. */
  completeProgress: number;
  /** Only the items the answer names; a missing item is not shown. */
  info: Partial<Record<SecurityItem, ItemState>>;
}

export function parseSecurityConfig(value: unknown): SecurityConfig {
  const v = object(value, 'security config');
  const info = object(v.info, 'info');
  const items: Partial<Record<SecurityItem, ItemState>> = {};
  for (const item of SECURITY_ITEMS) {
    if (info[item] === undefined || info[item] === null) continue;
    const entry = object(info[item], item);
    items[item] = { enabled: flag(entry, 'enabled'), isComplete: flag(entry, 'isComplete') };
  }
  return { completeProgress: Math.min(100, Math.max(0, number(v, 'completeProgress'))), info: items };
}

export const getSecurityConfig = (signal?: AbortSignal) => request('/wps/v2/member/securityConfig', { parse: parseSecurityConfig, signal });

export const securityConfigQuery = () => queryOptions({ queryKey: ['security', 'config'], queryFn: ({ signal }) => getSecurityConfig(signal) });

// ---------------------------------------------------------------- banks, wallet types, cards

export interface Bank {
  /** The id the bank's template is asked by (MCSFE_getBankTemplate `bankId`), when the platform gives one. */
  bankId?: string;
  bankCode: string;
  name: string;
  /** A regular expression card numbers of the bank match, when the platform gives one. */
  cardNumberPattern?: string;
}

export const parseBanks = (value: unknown): Bank[] =>
  list(value, 'banks', (entry) => {
    const b = object(entry, 'bank');
    const code = text(b, 'bankCode');
    const pattern = optionalText(b, 'cardNumberPattern');
    const id = b.bankId;
    return {
      ...(typeof id === 'number' || (typeof id === 'string' && id !== '') ? { bankId: String(id) } : {}),
      bankCode: code,
      name: optionalText(b, 'bankEngName') || optionalText(b, 'bankLocaleName') || code,
      ...(pattern ? { cardNumberPattern: pattern } : {}),
    };
  });

/**
 * A custom field of a bank's template. What the platform's `type` 1-4 means is *unverified*: Livery
 * reads 1 as text, 2 as digits, 3 as an e-mail address, 4 as a phone number (the simulator's reading).
 */
export interface TemplateField {
  id: number;
  type: TemplateFieldType;
  param: string;
  /** The field's name per platform language code (`languageCode` *unverified*); `''` for one without. */
  names: Record<string, string>;
}

export function parseBankTemplate(value: unknown): TemplateField[] {
  const v = object(value, 'bank template');
  return list(v.bankCardTemplateSettings ?? [], 'bankCardTemplateSettings', (entry) => {
    const f = object(entry, 'template field');
    const type = number(f, 'type');
    const names: Record<string, string> = {};
    for (const item of list(f.bankCardTemplateLanguage ?? [], 'bankCardTemplateLanguage', (l) => object(l, 'template language'))) {
      const name = optionalText(item, 'customizeName');
      if (name) names[optionalText(item, 'languageCode') ?? ''] ??= name;
    }
    return { id: number(f, 'bankCardSettingId'), type: isTemplateFieldType(type) ? type : 1, param: text(f, 'thirdPartyParamName'), names };
  });
}

/** A template field's name in the given language, else English, else the first the platform gave. */
export const templateFieldName = (field: TemplateField, language: string): string =>
  field.names[language] ?? field.names.EN ?? Object.values(field.names)[0] ?? field.param;

export interface WalletType {
  walletType: string;
  name: string;
}

export const parseWalletTypes = (value: unknown): WalletType[] =>
  list(value, 'wallet types', (entry) => {
    const w = object(entry, 'wallet type');
    const type = text(w, 'walletType');
    return { walletType: type, name: optionalText(w, 'walletEngName') || optionalText(w, 'walletLocaleName') || type };
  });

export interface BoundCard {
  id: string;
  cardType: 'B' | 'V';
  bankCode: string;
  bankName: string;
  /** Masked by the platform. */
  cardNumber: string;
  cardHolder: string;
}

export interface BoundCards {
  bankCards: BoundCard[];
  virtualWallets: BoundCard[];
  maxCardCount: number;
  maxVirtualWalletCount: number;
}

const parseCard = (cardType: 'B' | 'V') => (entry: unknown): BoundCard => {
  const c = object(entry, 'card');
  return {
    id: text(c, 'bankCardId'),
    cardType,
    bankCode: optionalText(c, 'bankCode') ?? '',
    bankName: optionalText(c, 'bankName') ?? '',
    cardNumber: text(c, 'cardNumber'),
    cardHolder: optionalText(c, 'cardHolder') ?? '',
  };
};

export function parseBoundCards(value: unknown): BoundCards {
  const v = object(value, 'bank cards');
  return {
    bankCards: list(v.bankCards ?? [], 'bankCards', parseCard('B')),
    virtualWallets: list(v.virtualWallets ?? [], 'virtualWallets', parseCard('V')),
    // The platform's default when it names none (MCSFE_getWithdrawAccountInfo: maxCardCount default 5).
    maxCardCount: optionalNumber(v, 'maxCardCount') ?? 5,
    maxVirtualWalletCount: optionalNumber(v, 'maxVirtualWalletCount') ?? 5,
  };
}

export const getBanks = (merchantCode: string, signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getBanks', { query: { merchantCode }, parse: parseBanks, signal });
export const getWalletTypes = (signal?: AbortSignal) => request('/wps/relay/MCSFE_getWalletTypes', { parse: parseWalletTypes, signal });
export const getBoundCards = (signal?: AbortSignal) => request('/wps/v2/member/bankCards', { parse: parseBoundCards, signal });

export const getBankTemplate = (bankId: string, signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getBankTemplate', { query: { bankId }, parse: parseBankTemplate, signal });

export const bankTemplateQuery = (bankId: string | undefined) =>
  queryOptions({ queryKey: ['security', 'bankTemplate', bankId], queryFn: ({ signal }) => getBankTemplate(bankId ?? '', signal), enabled: bankId !== undefined, staleTime: 300_000 });

/**
 * The cached bank list (spec §3 "Session info": a cached bank list kept locally; spec §4 "Auth": cleared at
 * logout, renderer/sign-out.ts LOGOUT_LOCAL_KEYS). Kept in the wire's field names, so a cached list is read
 * through parseBanks like an answer (a damaged one is ignored), with the merchant it belongs to and its time.
 */
export const BANK_LIST_KEY = 'livery.bankList';
const BANKS_FRESH_MS = 300_000;

interface CachedBanks {
  merchantCode: string;
  at: number;
  banks: unknown;
}

export function readCachedBanks(merchantCode: string): { banks: Bank[]; at: number } | undefined {
  const cached = localStore.getJSON<CachedBanks>(BANK_LIST_KEY);
  if (!cached || cached.merchantCode !== merchantCode || typeof cached.at !== 'number') return undefined;
  try {
    return { banks: parseBanks(cached.banks), at: cached.at };
  } catch {
    return undefined;
  }
}

export function cacheBanks(merchantCode: string, banks: Bank[], at = Date.now()): void {
  const wire = banks.map((b) => ({ ...(b.bankId ? { bankId: b.bankId } : {}), bankCode: b.bankCode, bankEngName: b.name, ...(b.cardNumberPattern ? { cardNumberPattern: b.cardNumberPattern } : {}) }));
  localStore.setJSON(BANK_LIST_KEY, { merchantCode, at, banks: wire } satisfies CachedBanks);
}

/** The bank list: the cached one at once (refetched once older than five minutes), each answer cached. */
export const banksQuery = (merchantCode: string) => {
  const cached = readCachedBanks(merchantCode);
  return queryOptions({
    queryKey: ['security', 'banks', merchantCode],
    queryFn: async ({ signal }) => {
      const banks = await getBanks(merchantCode, signal);
      cacheBanks(merchantCode, banks);
      return banks;
    },
    staleTime: BANKS_FRESH_MS,
    ...(cached ? { initialData: cached.banks, initialDataUpdatedAt: cached.at } : {}),
  });
};
export const walletTypesQuery = () => queryOptions({ queryKey: ['security', 'walletTypes'], queryFn: ({ signal }) => getWalletTypes(signal), staleTime: 300_000 });
export const boundCardsQuery = () => queryOptions({ queryKey: ['security', 'cards'], queryFn: ({ signal }) => getBoundCards(signal) });

export type BindCard =
  | {
      cardType: 'B';
      bankCode: string;
      bankName: string;
      payeeName: string;
      cardNumber: string;
      paymentPassword: string;
      /** The bank template's values (shape *unverified*). */
      customFieldList?: { bankCardSettingId: number; thirdPartyParamName: string; value: string }[];
    }
  | { cardType: 'V'; walletType: string; walletName: string; walletAddress: string; paymentPassword: string };

export const bindCard = (card: BindCard) =>
  request('/wps/v2/member/bankCards', { method: 'PUT', encrypted: true, moduleId: 'BINDCARD3', body: card, parse: () => null });

export const deleteCard = (bankCardId: string, paymentPassword: string) =>
  request('/wps/v2/member/bankCards', { method: 'DELETE', encrypted: true, moduleId: 'BINDCARD3', body: { bankCardId, paymentPassword }, parse: () => null });

// ---------------------------------------------------------------- funds password

export const hasFundsPassword = (signal?: AbortSignal) => request('/wps/member/hasWithdrawalPassword', { parse: isOn, signal });

export const fundsPasswordQuery = () => queryOptions({ queryKey: ['security', 'hasFunds'], queryFn: ({ signal }) => hasFundsPassword(signal) });

export const setFundsPassword = (body: { newPassword: string; confirmPassword: string }) =>
  request('/wps/member/paymentPassword', { method: 'PUT', encrypted: true, moduleId: 'PAYMENTPASS3', body, parse: () => null });

export const changeFundsPassword = (body: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
  request('/wps/member/paymentPassword', { method: 'POST', encrypted: true, moduleId: 'PAYMENTPASS3', body, parse: () => null });

export const resetFundsPassword = (body: { verificationCode: string; newPassword: string; confirmPassword: string }) =>
  request('/wps/v2/member/paymentPassword/reset2', { method: 'POST', encrypted: true, moduleId: 'RESPAYPASS3', body, parse: () => null });

// ---------------------------------------------------------------- codes, mobile, e-mail, names

/** An SMS code: to `mobileNum` when binding it, else to the bound mobile. */
export const sendSecuritySms = (operationType: 'bindMobile' | 'resetPaymentPassword', mobileNum?: string, countryDialingCode?: string): Promise<SmsSent> =>
  request('/wps/v2/verification/sms/send', {
    method: 'POST',
    moduleId: 'VERIFICATION3',
    body: { operationType, ...(mobileNum ? { mobileNum, countryDialingCode } : {}) },
    parse: (v) => smsExpiry(v),
  });

export const bindMobile = (body: { mobileNum: string; countryDialingCode?: string; verificationCode: string }) =>
  request('/wps/member/info/mobile', { method: 'POST', moduleId: 'VERIFICATION3', body, parse: () => null });

export const sendMailCode = (email: string): Promise<SmsSent> =>
  request('/wps/v2/verification/mail/send', { method: 'POST', moduleId: 'MAILVERIFICATION3', body: { email, operationType: 'bindEmail' }, parse: (v) => smsExpiry(v) });

export const bindEmail = (body: { email: string; verificationCode: string }) =>
  request('/wps/member/info/email', { method: 'POST', moduleId: 'PERSMAIL3', body, parse: () => null });

export const setPayeeName = (payeeName: string) =>
  request('/wps/member/info/payeename', { method: 'POST', moduleId: 'PERSPAYEE3', body: { payeeName }, parse: () => null });

/** The body the nickname box sends (NN): the other personal fields empty. */
export const setNickname = (nickname: string) =>
  request('/wps/member/info/nickname', {
    method: 'POST',
    body: { nickname, payeename: '', mail: '', mobile: '', qq: '', province: '', city: '' },
    parse: () => null,
  });

// ---------------------------------------------------------------- head icon (PROFPIC3)

export interface Avatars {
  current: string;
  choices: { avatar: string; url: string }[];
}

export function parseAvatars(value: unknown): Avatars {
  const v = object(value, 'avatar');
  return {
    current: text(v, 'avatar'),
    choices: list(v.avatars ?? [], 'avatars', (entry) => {
      const a = object(entry, 'avatar choice');
      return { avatar: text(a, 'avatar'), url: text(a, 'url') };
    }),
  };
}

export const getAvatars = (signal?: AbortSignal) => request('/wps/relay/MCSFE_getPlayerAvatar', { parse: parseAvatars, signal });
export const avatarsQuery = () => queryOptions({ queryKey: ['security', 'avatar'], queryFn: ({ signal }) => getAvatars(signal) });
export const setAvatar = (avatar: string) =>
  request('/wps/relay/MCSFE_uploadPlayerAvatar', { method: 'POST', moduleId: 'PROFPIC3', body: { avatar, avatarType: 'STATIC' }, parse: () => null });

// ---------------------------------------------------------------- Google Authenticator

export type GaState = { bound: true } | { bound: false; secret: string; otpauthUri: string };

export function parseGa(value: unknown): GaState {
  const v = object(value, 'GA');
  if (flag(v, 'bound')) return { bound: true };
  return { bound: false, secret: text(v, 'secret'), otpauthUri: text(v, 'otpauthUri') };
}

export const getGa = (signal?: AbortSignal) => request('/wps/member/ga', { parse: parseGa, signal });
export const gaQuery = () => queryOptions({ queryKey: ['security', 'ga'], queryFn: ({ signal }) => getGa(signal) });
export const bindGa = (code: string) => request('/wps/member/ga/bind', { method: 'POST', moduleId: 'BINDGA3', body: { code }, parse: () => null });

// ---------------------------------------------------------------- transfer to upline

export interface UplineTransfer {
  orderNo: string;
  amount: number;
  balance: number;
}

export function parseUplineTransfer(value: unknown): UplineTransfer {
  const v: Json = isRecord(value) ? value : {};
  return { orderNo: optionalText(v, 'orderNo') ?? '', amount: optionalNumber(v, 'amount') ?? 0, balance: optionalNumber(v, 'balance') ?? 0 };
}

/** `amount` as typed (2 decimals at most); the platform checks it against the balance. */
export const transferToUpline = (amount: string, paymentPassword: string) =>
  request('/wps/member/transferUpline', { method: 'PUT', encrypted: true, moduleId: 'FUNDTRANS3', body: { amount, paymentPassword }, parse: parseUplineTransfer });

// ---------------------------------------------------------------- refusals about one field

/** The field a refusal names (the simulator's `value.field`, *unverified*; the platform's own codes first). */
export function refusedField(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || err.kind !== 'http') return undefined;
  if (err.errorCode === 'invalid.payment.pw') return isRecord(err.value) && typeof err.value.field === 'string' ? err.value.field : 'paymentPassword';
  return isRecord(err.value) && typeof err.value.field === 'string' ? err.value.field : undefined;
}

/** After a change in the security centre: its overview and what the change touched. */
export const refreshSecurity = (client: QueryClient, ...keys: string[]) =>
  Promise.all([client.invalidateQueries({ queryKey: ['security', 'config'] }), ...keys.map((key) => client.invalidateQueries({ queryKey: ['security', key] }))]);
