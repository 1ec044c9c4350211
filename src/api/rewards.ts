/**
 * Rewards (shared/platform-api-member.md §5; spec §2.12): claimable promotions (the reward centre's and the
 * bonuses inbox messages carry), tickets, claim history, the VIP club, manual rebate, the rebate report and
 * mission activity. The reward kinds and their counts are in reward-kinds.ts. Every claim, refused or not,
 * reads the balance, the counts, the reward lists and the inbox again.
 *
 * Verbs the evidence does not show are *inferred*: GET for reads, POST for claims. *Unverified* shapes (the
 * simulator decides): the claimable rows, the claim bodies ({claimId}, {transactionId}, {missionId}) and their
 * answers, claim-history rows, the VIP benefit and rule answers, the rebate rows and footer, every mission
 * answer, and MISSION as the key of mission activity.
 */
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, isRateLimited, isSessionGone, request } from './http';
import { walletQuery } from './member';
import { flag, type Json, list, number, object, optionalNumber, optionalText, parseRulesHtml, text } from './parse';
import type { DayRange, Filters, RecordPage } from './records';

const MINUTE = 60_000;

// ---------------------------------------------------------------- claimable promotions, tickets, history

export interface IssuedReward {
  claimId: string;
  promotionType: string;
  name: string;
  bonus: number;
  endDate?: number;
}

export const parseIssuedRewards = (value: unknown): IssuedReward[] =>
  list(value, 'claimable promotions', (entry) => {
    const r = object(entry, 'promotion');
    return { claimId: text(r, 'claimId'), promotionType: text(r, 'promotionType'), name: optionalText(r, 'promotionName') ?? '', bonus: number(r, 'bonus'), endDate: optionalNumber(r, 'endDate') };
  });

export const getIssuedRewards = (types: readonly string[], signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getClaimPromotion', { query: { promotionType: types.join(','), status: 'I' }, parse: parseIssuedRewards, signal });

export const issuedRewardsQuery = (types: readonly string[]) =>
  queryOptions({ queryKey: ['rewards', 'issued', types.join(',')], queryFn: ({ signal }) => getIssuedRewards(types, signal) });

export interface Ticket {
  transactionId: string;
  ticketType: string;
  bonus: number;
  endDate?: number;
}

export const parseTickets = (value: unknown): Ticket[] =>
  list(value, 'tickets', (entry) => {
    const r = object(entry, 'ticket');
    const ticketType = optionalText(r, 'ticketType') ?? text(r, 'type');
    return { transactionId: text(r, 'transactionId'), ticketType, bonus: optionalNumber(r, 'bonus') ?? 0, endDate: optionalNumber(r, 'endDate') };
  });

export const getTickets = (signal?: AbortSignal) =>
  request('/wps/relay/PROMOFE_getClaimTicketList', { query: { isApp: 'N', isAll: 'Y', status: 'AVAILABLE' }, parse: parseTickets, signal });

export const ticketsQuery = () => queryOptions({ queryKey: ['rewards', 'tickets'], queryFn: ({ signal }) => getTickets(signal) });

export interface ClaimResult {
  bonus: number;
}

const parseRewardCredit = (value: unknown): ClaimResult => ({ bonus: optionalNumber(object(value, 'claim'), 'bonus') ?? optionalNumber(object(value, 'claim'), 'amount') ?? 0 });

/** Free-spin tickets have their own claim call; normal and golden-egg tickets share PROMOFE_claimTicket. */
export const claimTicket = (ticket: Pick<Ticket, 'transactionId' | 'ticketType'>) =>
  request(ticket.ticketType === 'FREE_SPIN' ? '/wps/relay/PROMOFE_claimFreeSpinTicketV2' : '/wps/relay/PROMOFE_claimTicket', {
    method: 'POST',
    moduleId: 'REWCEN3',
    body: { transactionId: ticket.transactionId },
    parse: parseRewardCredit,
  });

/**
 * A refusal the platform means (its answer names an error code: already claimed, expired, not allowed):
 * claiming again will not help. A network failure, a timeout, a server fault (5xx), rate limiting or a
 * session gone may be tried again.
 */
export const isFinalRefusal = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'http' && Boolean(error.errorCode) && error.status < 500 && !isRateLimited(error) && !isSessionGone(error);

/** An issued promotion claimed: the reward centre's, and the bonus an inbox message carries (its metadata's claimId). */
export const claimIssuedReward = (claimId: string) =>
  request('/wps/relay/MCSFE_claimIssuedPromotion', { method: 'POST', moduleId: 'REWCEN3', body: { claimId }, parse: parseRewardCredit });

export interface ClaimRecord {
  id: string;
  kind: string;
  title: string;
  bonus: number;
  claimedAt: number;
}

/** Page 1 of 20 rows only: the reward centre shows the latest claims, so the paging fields are not read. */
export function parseClaimHistory(value: unknown): { rows: ClaimRecord[] } {
  const r = object(value, 'claim history');
  return {
    rows: list(r.list, 'list', (entry) => {
      const e = object(entry, 'claim');
      return { id: text(e, 'id'), kind: text(e, 'kind'), title: optionalText(e, 'title') ?? '', bonus: number(e, 'bonus'), claimedAt: number(e, 'claimedAt') };
    }),
  };
}

export const getClaimHistory = (signal?: AbortSignal) => request('/wps/relay/PROMOFE_getClaimHistory', { query: { page: 1, size: 20 }, parse: parseClaimHistory, signal });

export const claimHistoryQuery = () => queryOptions({ queryKey: ['rewards', 'history'], queryFn: ({ signal }) => getClaimHistory(signal) });

/** After a claim, refused or not: the balance, the counts, every reward list and the inbox (its bonuses are issued promotions). */
async function refreshAfterClaim(client: QueryClient) {
  await Promise.allSettled([
    client.invalidateQueries({ queryKey: walletQuery().queryKey }),
    client.invalidateQueries({ queryKey: ['rewards'] }),
    client.invalidateQueries({ queryKey: ['content', 'inbox'] }),
  ]);
}

const claimKey = (input: unknown) => JSON.stringify(input ?? null);

/** What one claim does when it settles (its own, whatever other claims were made meanwhile). */
export interface ClaimCallbacks {
  onSuccess?: (result: ClaimResult) => void;
  onError?: (error: unknown) => void;
}

/**
 * Every claim button's hook. `claimOnce` sends nothing for a claim already on its way (a second tap lands
 * before `isPending` re-renders the button). A credited claim stays blocked until the lists have been read
 * again (its row is gone by then); a refused one may be tried again at once. Each call's callbacks run for
 * that call, also when another claim was made before it settled (the mutation's own callbacks run only for
 * its last call).
 */
export function useClaim<T>(claim: (input: T) => Promise<ClaimResult>) {
  const client = useQueryClient();
  const running = useRef(new Set<string>());
  const mutation = useMutation({
    mutationFn: claim,
    onSettled: async (_result, error, input) => {
      if (error) running.current.delete(claimKey(input));
      try {
        await refreshAfterClaim(client);
      } finally {
        running.current.delete(claimKey(input));
      }
    },
  });
  const claimOnce = (input: T, callbacks: ClaimCallbacks = {}) => {
    const key = claimKey(input);
    if (running.current.has(key)) return;
    running.current.add(key);
    void mutation.mutateAsync(input).then(
      (result) => callbacks.onSuccess?.(result),
      (error: unknown) => callbacks.onError?.(error),
    );
  };
  return { ...mutation, claimOnce };
}

// ---------------------------------------------------------------- VIP club (MEMCLUB3)

export interface RankProgress {
  rankName: string;
  nextRankName?: string;
  monthly: { actual: number; expected: number };
  totalTurnover: number;
}

export function parseRankProgress(value: unknown): RankProgress {
  const r = object(value, 'rank progress');
  const monthly = object(r.monthlyTurnover, 'monthlyTurnover');
  return {
    rankName: text(r, 'playerRankName'),
    nextRankName: optionalText(r, 'nextRankName'),
    monthly: { actual: number(monthly, 'actual'), expected: number(monthly, 'expected') },
    totalTurnover: number(r, 'totalTurnover'),
  };
}

export const rankProgressQuery = () =>
  queryOptions({
    queryKey: ['rewards', 'rankProgress'],
    queryFn: ({ signal }) => request('/wps/relay/MCSFE_getPlayerRankProgress', { parse: parseRankProgress, signal }),
  });

export interface ClubLevel {
  level: number;
  name: string;
  depositRequired: number;
  betRequired: number;
  /** Benefit name -> amount or rate (upgradeBonus, rebateRate, …). */
  benefits: Record<string, number>;
}

export interface MemberClub {
  /** The member's level; undefined for a guest or a trial account. */
  currentLevel?: number;
  levels: ClubLevel[];
}

/** The numeric entries of a record; others (labels, flags) are left out rather than failing the answer. */
function numericEntries(record: Json): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, v] of Object.entries(record)) {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    if (typeof n === 'number' && Number.isFinite(n)) out[key] = n;
  }
  return out;
}

export function parseMemberClub(value: unknown): MemberClub {
  const r = object(value, 'member club');
  const currentLevel = optionalNumber(r, 'currentLevel');
  const levels = list(r.levels, 'levels', (entry) => {
    const l = object(entry, 'level');
    const benefits = l.benefits === undefined || l.benefits === null ? {} : object(l.benefits, 'benefits');
    return { level: number(l, 'level'), name: text(l, 'name'), depositRequired: number(l, 'depositRequired'), betRequired: number(l, 'betRequired'), benefits: numericEntries(benefits) };
  });
  return { ...(currentLevel === undefined ? {} : { currentLevel }), levels };
}

export const getMemberClub = (signal?: AbortSignal) => request('/wps/relay/MCSFE_getMemberClubBenefit', { parse: parseMemberClub, signal });

export const memberClubQuery = () => queryOptions({ queryKey: ['rewards', 'memberClub'], queryFn: ({ signal }) => getMemberClub(signal), staleTime: 5 * MINUTE });

export const useMemberClub = () => useQuery(memberClubQuery());

export const vipRulesQuery = () =>
  queryOptions({
    queryKey: ['rewards', 'vipRules'],
    queryFn: ({ signal }) => request('/wps/relay/MCSFE_getPlayerRankRule', { parse: parseRulesHtml, signal }),
    staleTime: 10 * MINUTE,
  });

// ---------------------------------------------------------------- manual rebate and the rebate report

export interface RebateDue {
  productType: string;
  betAmount: number;
  rate: number;
  amount: number;
}

export function parseRebateDue(value: unknown): { rows: RebateDue[]; total: number } {
  const r = object(value, 'rebate');
  const rows = list(r.list, 'list', (entry) => {
    const e = object(entry, 'rebate row');
    return { productType: text(e, 'productType'), betAmount: number(e, 'betAmount'), rate: optionalNumber(e, 'rebateRate') ?? 0, amount: number(e, 'rebateAmount') };
  });
  return { rows, total: optionalNumber(r, 'totalRebate') ?? rows.reduce((s, x) => s + x.amount, 0) };
}

export const rebateDueQuery = () =>
  queryOptions({ queryKey: ['rewards', 'rebateDue'], queryFn: ({ signal }) => request('/wps/relay/ODSFE2_getRebate', { parse: parseRebateDue, signal }) });

export const disburseRebate = () =>
  request('/wps/relay/ODSFE2_rebateDisburse', { method: 'POST', body: {}, parse: parseRewardCredit });

export interface RebateRow {
  balanceDate: number;
  productType: string;
  betAmount: number;
  rebateAmount: number;
}

export interface RebateTotals {
  betAmount: number;
  rebateAmount: number;
}

export function parseRebatePage(value: unknown): RecordPage<RebateRow, RebateTotals> {
  const r = object(value, 'rebate report');
  const footer = object(r.footer, 'footer');
  return {
    rows: list(r.list, 'list', (entry) => {
      const e = object(entry, 'rebate row');
      return { balanceDate: number(e, 'balanceDate'), productType: text(e, 'productType'), betAmount: number(e, 'betAmount'), rebateAmount: number(e, 'rebateAmount') };
    }),
    totalPages: number(r, 'totalPages'),
    footer: { betAmount: number(footer, 'betAmount'), rebateAmount: number(footer, 'rebateAmount') },
  };
}

export const getRebateReport = (range: DayRange, _filters: Filters, page: number, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_MemberRebate', {
    query: { startDate: range.start, endDate: range.end, page, size: 10, sortColumn: 'balanceDate:desc' },
    parse: parseRebatePage,
    signal,
  });

// ---------------------------------------------------------------- missions (MISSIONLB3)

export interface Mission {
  missionId: string;
  name: string;
  progress: number;
  target: number;
  endTime?: number;
  claimableBonus: number;
  status: string;
}

/** Page 1 of 20 missions only (the platform runs a handful at a time), so the paging fields are not read. */
export function parseMissions(value: unknown): { rows: Mission[] } {
  const r = object(value, 'missions');
  return {
    rows: list(r.list, 'list', (entry) => {
      const m = object(entry, 'mission');
      return {
        missionId: text(m, 'missionId'),
        name: optionalText(m, 'missionName') ?? '',
        progress: number(m, 'progress'),
        target: number(m, 'target'),
        endTime: optionalNumber(m, 'endTime'),
        claimableBonus: optionalNumber(m, 'claimableBonus') ?? 0,
        status: optionalText(m, 'status') ?? 'IN_PROGRESS',
      };
    }),
  };
}

export const missionsQuery = () =>
  queryOptions({
    queryKey: ['rewards', 'missions'],
    queryFn: ({ signal }) => request('/wps/relay/MCSFE_getMissionSummaryDetails', { query: { page: 1, size: 20 }, parse: parseMissions, signal }),
  });

export interface Milestone {
  target: number;
  bonus: number;
  reached: boolean;
  claimed: boolean;
}

export const parseMilestones = (value: unknown): Milestone[] =>
  list(value, 'milestones', (entry) => {
    const m = object(entry, 'milestone');
    return { target: number(m, 'target'), bonus: number(m, 'bonus'), reached: flag(m, 'reached'), claimed: flag(m, 'claimed') };
  });

export const milestonesQuery = (missionId: string) =>
  queryOptions({
    queryKey: ['rewards', 'milestones', missionId],
    queryFn: ({ signal }) => request('/wps/relay/MCSFE_getMissionMilestones', { query: { missionId }, parse: parseMilestones, signal }),
  });

export const claimMission = (missionId: string) =>
  request('/wps/relay/MCSFE_claimMissionRewards', { method: 'POST', moduleId: 'MISSIONLB3', body: { missionId }, parse: parseRewardCredit });

export interface LeaderRow {
  rank: number;
  name: string;
  score: number;
  self: boolean;
}

/** The rows only: the member's own row is marked `self`, so the answer's myRank is not read. */
export function parseLeaderboard(value: unknown): { rows: LeaderRow[] } {
  const r = object(value, 'leaderboard');
  return {
    rows: list(r.list, 'list', (entry) => {
      const e = object(entry, 'leader');
      return { rank: number(e, 'rank'), name: text(e, 'customerName'), score: number(e, 'score'), self: flag(e, 'self') };
    }),
  };
}

export const leaderboardQuery = () =>
  queryOptions({
    queryKey: ['rewards', 'leaderboard'],
    queryFn: ({ signal }) => request('/wps/relay/MCSFE_getMissionLeaderboard', { parse: parseLeaderboard, signal }),
  });

export const missionRulesQuery = () =>
  queryOptions({
    queryKey: ['rewards', 'missionRules'],
    queryFn: ({ signal }) => request('/wps/relay/MCSFE_getMissionRules', { parse: parseRulesHtml, signal }),
    staleTime: 10 * MINUTE,
  });
