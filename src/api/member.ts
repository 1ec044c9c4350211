/** Member info and wallets (platform-api.md "Member, wallet, settings"; spec §3 Member info, Wallet). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRecord, request } from './http';
import type { CurrencyPosition } from '../lib/money';
import { flag, type Json, number, object, optionalNumber, optionalText, text } from './parse';

export interface MemberInfo {
  id: string;
  account: string;
  nickname?: string;
  /** Registration time, epoch ms. */
  regDate?: number;
  /** Member type (platform-api.md "Member types"). */
  type: number;
  /** May transfer to the upline. */
  toUpline: boolean;
  /** The club label's name (clubLabel.labelName). */
  vipLabel?: string;
  /** Masked by the platform. */
  mobile?: string;
}

export function parseMemberInfo(value: unknown): MemberInfo {
  const v = object(value, 'member info');
  return {
    id: text(v, 'id'),
    account: text(v, 'account'),
    nickname: optionalText(v, 'nickname') || undefined,
    regDate: optionalNumber(v, 'regDate'),
    type: number(v, 'type'),
    toUpline: flag(v, 'toUpline'),
    vipLabel: isRecord(v.clubLabel) ? optionalText(v.clubLabel, 'labelName') || undefined : undefined,
    mobile: optionalText(v, 'mobile') || undefined,
  };
}

export interface Wallet {
  sumBalance: number;
  currency: string;
  currencySymbol: string;
  /** Where the symbol goes: F(ront) or B(ack) of the amount (platform-api-member.md §2a). */
  currencyPosition: CurrencyPosition;
}

export function parseWallet(value: unknown): Wallet {
  const v = object(value, 'wallet');
  return {
    sumBalance: number(v, 'sumBalance'),
    currency: optionalText(v, 'currency') ?? '',
    currencySymbol: optionalText(v, 'currencySymbol') ?? '',
    currencyPosition: optionalText(v, 'currencyPosition') === 'B' ? 'B' : 'F',
  };
}

export const getMemberInfo = (signal?: AbortSignal) => request('/wps/member/info', { parse: parseMemberInfo, signal });

export const getWallet = (signal?: AbortSignal) => request('/wps/v2/wallets/balance', { query: { typeId: 0 }, parse: parseWallet, signal });

/** The merchant wallet's fields are not known (platform-api.md): callers get the value's object as sent. */
export const getMerchantWallet = (signal?: AbortSignal) =>
  request('/wps/relay/GCS_merchantWallet', { parse: (value): Json => object(value, 'merchant wallet'), signal });

export const memberInfoQuery = () => queryOptions({ queryKey: ['member', 'info'], queryFn: ({ signal }) => getMemberInfo(signal), staleTime: 60_000 });

export const walletQuery = () => queryOptions({ queryKey: ['member', 'wallet'], queryFn: ({ signal }) => getWallet(signal), staleTime: 10_000 });

export const merchantWalletQuery = () =>
  queryOptions({ queryKey: ['member', 'merchantWallet'], queryFn: ({ signal }) => getMerchantWallet(signal), staleTime: 10_000 });

export const useMemberInfo = (enabled: boolean) => useQuery({ ...memberInfoQuery(), enabled });

export const useWallet = (enabled: boolean) => useQuery({ ...walletQuery(), enabled });
