/**
 * The agent's red envelopes, dividend and notices (issue 18; platform-api-member.md §2e, §5, §6, §7; spec §6).
 * Red envelopes go encrypted to /wps/agent/transferMultipleDownline (§2e "several downlines"); its body, answer
 * and the history call ODSFE2_redEnvelopeHistory are *unverified* (the simulator's). The dividend calls'
 * names are §7's; their verbs, bodies and answers are *unverified*. Agent notices reuse content.ts's calls.
 */
import { infiniteQueryOptions, type QueryClient, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ContractDecision, type ContractStatus, type DownlineQuery, getDownlines } from './agent';
import { agentAnnouncementsQuery, markAnnouncementRead } from './content';
import { request } from './http';
import { type Json, list, number, object, optionalNumber, text } from './parse';

// ---------------------------------------------------------------- paging

export interface Paged<T> {
  items: T[];
  page: number;
  totalPages: number;
}

function parsePaged<T>(value: unknown, what: string, item: (r: Json) => T): Paged<T> {
  const r = object(value, what);
  return { items: list(r.list, 'list', (entry) => item(object(entry, 'row'))), page: number(r, 'page'), totalPages: number(r, 'totalPages') };
}

const nextPage = (last: { page: number; totalPages: number }) => (last.page < last.totalPages ? last.page + 1 : undefined);

// ---------------------------------------------------------------- direct downlines to choose from

export const RECIPIENT_PAGE_SIZE = 50;

/** Direct downlines by page (ODSFE2_getSubordinatev2, as team management reads them), filtered by part of a name. */
export const recipientsQuery = (username: string) =>
  infiniteQueryOptions({
    queryKey: ['agent', 'downlines', 'recipients', username],
    queryFn: ({ pageParam, signal }) => getDownlines({ username: username || undefined, pageNo: pageParam, pageSize: RECIPIENT_PAGE_SIZE } satisfies DownlineQuery, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });

export const useRecipients = (username: string) => useInfiniteQuery(recipientsQuery(username));

// ---------------------------------------------------------------- red envelopes

export type SplitType = 'EVEN' | 'RANDOM';
export const SPLIT_TYPES: readonly SplitType[] = ['EVEN', 'RANDOM'];
/** The smallest envelope: one cent (the platform's amounts have 2 decimals). */
export const MIN_SHARE = 0.01;

export interface Share {
  account: string;
  amount: number;
}

export interface RedEnvelopeOrder {
  orderNo: string;
  createdAt: number;
  total: number;
  count: number;
  splitType: SplitType;
  shares: Share[];
}

function splitType(r: Json): SplitType {
  const value = text(r, 'splitType');
  if (!(SPLIT_TYPES as readonly string[]).includes(value)) throw new Error(`splitType ${value} is not known`);
  return value as SplitType;
}

export function parseOrder(r: Json): RedEnvelopeOrder {
  return {
    orderNo: text(r, 'orderNo'),
    createdAt: number(r, 'createdAt'),
    total: number(r, 'total'),
    count: number(r, 'count'),
    splitType: splitType(r),
    shares: list(r.shares, 'shares', (entry) => {
      const s = object(entry, 'share');
      return { account: text(s, 'account'), amount: number(s, 'amount') };
    }),
  };
}

export interface RedEnvelopeSend {
  usernames: string[];
  /** As typed: 2 decimals at most. */
  totalAmount: string;
  splitType: SplitType;
  paymentPassword: string;
}

export const sendRedEnvelopes = (send: RedEnvelopeSend) =>
  request('/wps/agent/transferMultipleDownline', { method: 'POST', encrypted: true, moduleId: 'AGEDOWNMAN3', body: { ...send }, parse: (v) => parseOrder(object(v, 'red envelopes')) });

export const HISTORY_PAGE_SIZE = 10;

export const getRedEnvelopeHistory = (page: number, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_redEnvelopeHistory', { query: { page, size: HISTORY_PAGE_SIZE }, parse: (v) => parsePaged(v, 'red envelope history', parseOrder), signal });

export const redEnvelopeHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: ['agent', 'redEnvelopes'],
    queryFn: ({ pageParam, signal }) => getRedEnvelopeHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useRedEnvelopeHistory = () => useInfiniteQuery(redEnvelopeHistoryQuery());

/** Money moved: the balances (the header's too), the downlines' and the history are read again. */
export const afterRedEnvelopes = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: ['member', 'wallet'] }), client.invalidateQueries({ queryKey: ['agent', 'downlines'] }), client.invalidateQueries({ queryKey: ['agent', 'redEnvelopes'] })]);

// ---------------------------------------------------------------- dividend

export type PeriodStatus = 'ongoing' | 'applicable' | 'paid' | 'none';
const PERIOD_STATUSES: readonly PeriodStatus[] = ['ongoing', 'applicable', 'paid', 'none'];
const CONTRACT_STATUSES: readonly ContractStatus[] = ['pending', 'accepted', 'rejected', 'none'];

export interface DividendPeriod {
  periodStart: string;
  periodEnd: string;
  /** The team members' own result (negative when they lost). */
  teamPnl: number;
  activeMembers: number;
  /** A share: 0.1 is 10 %. */
  rate: number;
  dividend: number;
  status: PeriodStatus;
}

export interface CurrentDividend extends DividendPeriod {
  contractStatus: ContractStatus;
}

function oneOf<T extends string>(r: Json, key: string, allowed: readonly T[]): T {
  const value = text(r, key);
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`${key} ${value} is not known`);
  return value as T;
}

function parsePeriod(r: Json): DividendPeriod {
  return {
    periodStart: text(r, 'periodStart'),
    periodEnd: text(r, 'periodEnd'),
    teamPnl: number(r, 'teamPnl'),
    activeMembers: number(r, 'activeMembers'),
    rate: number(r, 'rate'),
    dividend: number(r, 'dividend'),
    status: oneOf(r, 'status', PERIOD_STATUSES),
  };
}

export function parseCurrentDividend(value: unknown): CurrentDividend {
  const r = object(value, 'dividend');
  return { ...parsePeriod(r), contractStatus: oneOf(r, 'contractStatus', CONTRACT_STATUSES) };
}

export interface DividendHistory extends Paged<DividendPeriod> {
  paid: number;
}

export function parseDividendHistory(value: unknown): DividendHistory {
  const paged = parsePaged(value, 'dividend history', parsePeriod);
  const footer = object(value, 'dividend history').footer;
  return { ...paged, paid: footer === undefined ? 0 : (optionalNumber(object(footer, 'footer'), 'paid') ?? 0) };
}

export const getCurrentDividend = (signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getUserContractDividendInfoByComputationPeriod', { parse: parseCurrentDividend, signal });

export const currentDividendQuery = () => queryOptions({ queryKey: ['agent', 'dividendPeriod', 'current'], queryFn: ({ signal }) => getCurrentDividend(signal) });

/** Callers skip it for member types 4, 40, 41 and 42 (spec §6: no dividend info). */
export const useCurrentDividend = (enabled = true) => useQuery({ ...currentDividendQuery(), enabled });

export const getDividendHistory = (page: number, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_QueryDividend', { query: { page, size: HISTORY_PAGE_SIZE }, parse: parseDividendHistory, signal });

export const dividendHistoryQuery = () =>
  infiniteQueryOptions({
    queryKey: ['agent', 'dividendPeriod', 'history'],
    queryFn: ({ pageParam, signal }) => getDividendHistory(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useDividendHistory = (enabled = true) => useInfiniteQuery({ ...dividendHistoryQuery(), enabled });

export const applyDividend = (periodStart: string) =>
  request('/wps/relay/MCSFE_applyContractualDividend', {
    method: 'POST',
    body: { periodStart },
    parse: (v) => {
      const r = object(v, 'dividend paid');
      return { periodStart: text(r, 'periodStart'), amount: number(r, 'amount') };
    },
  });

export const processContractDividend = (decision: ContractDecision) =>
  request('/wps/relay/MCSFE_processContractDividend', {
    method: 'POST',
    body: { action: decision },
    parse: (v) => oneOf(object(v, 'dividend contract'), 'contractStatus', CONTRACT_STATUSES),
  });

/** After a dividend change: every agent query (periods, contract, contract requests) and the balances. */
const refreshDividend = (client: QueryClient) => Promise.all([client.invalidateQueries({ queryKey: ['agent'] }), client.invalidateQueries({ queryKey: ['member', 'wallet'] })]);

export function useApplyDividend() {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyDividend, onSuccess: () => refreshDividend(client) });
}

export function useProcessContractDividend() {
  const client = useQueryClient();
  return useMutation({ mutationFn: processContractDividend, onSuccess: () => refreshDividend(client) });
}

// ---------------------------------------------------------------- agent notices

/** Marks these announcements read one by one (the call takes one id); the badge's count is read again after. */
export async function markAnnouncementsRead(ids: readonly string[]): Promise<void> {
  for (const id of ids) await markAnnouncementRead(id);
}

export function useMarkAnnouncementsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementsRead,
    onSettled: () => client.invalidateQueries({ queryKey: agentAnnouncementsQuery().queryKey }),
  });
}
