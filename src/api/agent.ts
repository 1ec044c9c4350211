/**
 * Agent calls (platform-api.md "Agent"; spec §2.15, §4 "Home load", §6, §7): team KPI, pending contract
 * requests, downlines, team profit and loss, downline rebates, daily and hourly salary and dividend info.
 * Every call but the contract requests is refused to non-agents (`agent.not.allowed`). Answer shapes
 * beyond the KPI footer and the contract-request fields follow the simulator and are *unverified*,
 * as are the paths of hourly salary and dividend info.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from './http';
import { type Json, list, number, object, optionalText, type Page, flag, text } from './parse';

// ---------------------------------------------------------------- greeting and today

export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/** Spec §4: 0–10 morning, 11–14 early afternoon, 15–18 late afternoon, 19–24 evening. */
export function greeting(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

export interface DateRange {
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today, in the player's local time, as the KPI call wants it (both ends the same day). */
export function todayRange(now: Date = new Date()): DateRange {
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return { startDate: day, endDate: day };
}

// ---------------------------------------------------------------- team KPI (AGEINFO3)

export interface TeamKpi {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}

export function parseTeamKpi(value: unknown): TeamKpi {
  const footer = object(object(value, 'team KPI').footer, 'footer');
  return {
    teamLoginMemberCount: number(footer, 'teamLoginMemberCount'),
    teamBetMemberCount: number(footer, 'teamBetMemberCount'),
    teamRegisterMemberCount: number(footer, 'teamRegisterMemberCount'),
    teamOnlineCount: number(footer, 'teamOnlineCount'),
  };
}

export const getTeamKpi = (range: DateRange, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_teamKPIC', { query: { ...range, size: 0 }, parse: parseTeamKpi, signal });

export const teamKpiQuery = (range: DateRange) =>
  queryOptions({ queryKey: ['agent', 'kpi', range.startDate, range.endDate], queryFn: ({ signal }) => getTeamKpi(range, signal), staleTime: 60_000 });

export const useTeamKpi = (range: DateRange, enabled = true) => useQuery({ ...teamKpiQuery(range), enabled });

// ---------------------------------------------------------------- contract requests (consolidated member funds)

export interface ContractRequests {
  dailysalreqtype: string;
  divtypecompperiodreq: string;
  contracthoursalreq: string;
}

/** Values are codes of unverified type: absent or null reads as '' (nothing pending). */
const requestCode = (r: Json, key: string) => optionalText(r, key) ?? '';

export function parseContractRequests(value: unknown): ContractRequests {
  const r = object(value, 'member funds');
  return {
    dailysalreqtype: requestCode(r, 'dailysalreqtype'),
    divtypecompperiodreq: requestCode(r, 'divtypecompperiodreq'),
    contracthoursalreq: requestCode(r, 'contracthoursalreq'),
  };
}

/** Spec §4: any non-empty value means a contract awaits the agent (the home page offers the contract screen). */
export const hasPendingContract = (value: ContractRequests | undefined) =>
  Boolean(value && (value.dailysalreqtype.trim() || value.divtypecompperiodreq.trim() || value.contracthoursalreq.trim()));

export const getContractRequests = (signal?: AbortSignal) => request('/wps/relay/MCS_getConsolidatedMemberFunds', { parse: parseContractRequests, signal });

export const contractRequestsQuery = () =>
  queryOptions({ queryKey: ['agent', 'contractRequests'], queryFn: ({ signal }) => getContractRequests(signal) });

/** Callers skip it for member types 4, 40, 41 and 42 (lib/member-types skipsContractCheck). */
export const useContractRequests = (enabled = true) => useQuery({ ...contractRequestsQuery(), enabled });

// ---------------------------------------------------------------- downlines (AGEDOWNMAN3) and rebates

export interface Downline {
  id: string;
  account: string;
  nickname: string;
  type: number;
  regDate: number;
  balance: number;
  /** Rebate rate, percent. */
  rebate: number;
  online: boolean;
  lastLoginDate?: string;
  teamCount: number;
}

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

function parsePage<T>(r: Json, item: (entry: Json) => T): Page<T> {
  return { items: list(r.list, 'list', (entry) => item(object(entry, 'row'))), pageNum: number(r, 'pageNum'), totalPages: number(r, 'totalPages') };
}

export const parseDownlines = (value: unknown): Page<Downline> =>
  parsePage(object(value, 'downlines'), (r) => {
    const lastLoginDate = optionalText(r, 'lastLoginDate');
    return {
      id: text(r, 'id'),
      account: text(r, 'account'),
      nickname: optionalText(r, 'nickname') ?? '',
      type: number(r, 'type'),
      regDate: number(r, 'regDate'),
      balance: number(r, 'balance'),
      rebate: number(r, 'rebate'),
      online: flag(r, 'online'),
      ...(lastLoginDate ? { lastLoginDate } : {}),
      teamCount: number(r, 'teamCount'),
    };
  });

export interface DownlineQuery extends PageQuery {
  /** Part of a user name. */
  username?: string;
}

export const getDownlines = (query: DownlineQuery = {}, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_getSubordinatev2', { query: { ...query }, parse: parseDownlines, signal });

export const downlinesQuery = (query: DownlineQuery = {}) =>
  queryOptions({ queryKey: ['agent', 'downlines', query], queryFn: ({ signal }) => getDownlines(query, signal) });

export const useDownlines = (query: DownlineQuery = {}, enabled = true) => useQuery({ ...downlinesQuery(query), enabled });

export interface RebateChange {
  username: string;
  /** Percent, one decimal, from 0 to the agent's own rate (a refusal's `value.max`). */
  rebate: number;
}

export const updateDownlineRebate = (change: RebateChange) =>
  request('/wps/agent/updateDownlineRebates', {
    method: 'POST',
    moduleId: 'AGEDOWNMAN3',
    body: change,
    parse: (value): RebateChange => {
      const r = object(value, 'rebate');
      return { username: text(r, 'username'), rebate: number(r, 'rebate') };
    },
  });

export function useUpdateDownlineRebate() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateDownlineRebate, onSuccess: () => client.invalidateQueries({ queryKey: ['agent', 'downlines'] }) });
}

// ---------------------------------------------------------------- team profit and loss

export interface PnlTotals {
  deposit: number;
  withdraw: number;
  bet: number;
  validBet: number;
  payout: number;
  rebate: number;
  /** The members' own result: negative when they lost. */
  profit: number;
}

export interface PnlRow extends PnlTotals {
  account: string;
  upline: string;
}

export interface TeamPnl extends Page<PnlRow> {
  footer: PnlTotals;
  startDate: string;
  endDate: string;
}

export const parseTotals = (r: Json): PnlTotals => ({
  deposit: number(r, 'deposit'),
  withdraw: number(r, 'withdraw'),
  bet: number(r, 'bet'),
  validBet: number(r, 'validBet'),
  payout: number(r, 'payout'),
  rebate: number(r, 'rebate'),
  profit: number(r, 'profit'),
});

export function parseTeamPnl(value: unknown): TeamPnl {
  const r = object(value, 'team P&L');
  return {
    ...parsePage(r, (row) => ({ account: text(row, 'account'), upline: optionalText(row, 'upline') ?? '', ...parseTotals(row) })),
    footer: parseTotals(object(r.footer, 'footer')),
    startDate: text(r, 'startDate'),
    endDate: text(r, 'endDate'),
  };
}

export const getTeamPnl = (query: DateRange & PageQuery, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_getTeamPNLV3', { query: { ...query }, parse: parseTeamPnl, signal });

export const teamPnlQuery = (query: DateRange & PageQuery) =>
  queryOptions({ queryKey: ['agent', 'teamPnl', query], queryFn: ({ signal }) => getTeamPnl(query, signal) });

export const useTeamPnl = (query: DateRange & PageQuery, enabled = true) => useQuery({ ...teamPnlQuery(query), enabled });

// ---------------------------------------------------------------- salary and dividend contracts

/** pending: a request awaits the agent; accepted or rejected: the last answer; none: never offered. */
export type ContractStatus = 'pending' | 'accepted' | 'rejected' | 'none';
export type ContractDecision = 'accept' | 'reject';
export type Contract = 'dailySalary' | 'hourlySalary' | 'dividend';

const STATUSES: readonly ContractStatus[] = ['pending', 'accepted', 'rejected', 'none'];

function status(r: Json): ContractStatus {
  const value = text(r, 'status');
  if (!(STATUSES as readonly string[]).includes(value)) throw new Error(`status ${value} is not known`);
  return value as ContractStatus;
}

const tiers = <T>(contract: Json, item: (tier: Json) => T) => list(contract.tiers, 'tiers', (entry) => item(object(entry, 'tier')));

export interface DailySalary {
  status: ContractStatus;
  tiers: { teamBet: number; activeMembers: number; salary: number }[];
  today: { date: string; teamBet: number; activeMembers: number; salary: number };
}

export function parseDailySalary(value: unknown): DailySalary {
  const r = object(value, 'daily salary');
  const today = object(r.today, 'today');
  return {
    status: status(r),
    tiers: tiers(object(r.contract, 'contract'), (t) => ({ teamBet: number(t, 'teamBet'), activeMembers: number(t, 'activeMembers'), salary: number(t, 'salary') })),
    today: { date: text(today, 'date'), teamBet: number(today, 'teamBet'), activeMembers: number(today, 'activeMembers'), salary: number(today, 'salary') },
  };
}

export interface HourlySalary {
  status: ContractStatus;
  tiers: { hourlyBet: number; salary: number }[];
  currentHour: { date: string; hour: number; teamBet: number; salary: number };
}

export function parseHourlySalary(value: unknown): HourlySalary {
  const r = object(value, 'hourly salary');
  const current = object(r.currentHour, 'currentHour');
  return {
    status: status(r),
    tiers: tiers(object(r.contract, 'contract'), (t) => ({ hourlyBet: number(t, 'hourlyBet'), salary: number(t, 'salary') })),
    currentHour: { date: text(current, 'date'), hour: number(current, 'hour'), teamBet: number(current, 'teamBet'), salary: number(current, 'salary') },
  };
}

export interface DividendInfo {
  status: ContractStatus;
  /** HALF_MONTH */
  period: string;
  tiers: { teamLoss: number; activeMembers: number; rate: number }[];
  current: { periodStart: string; periodEnd: string; teamLoss: number; activeMembers: number; rate: number; dividend: number };
}

export function parseDividendInfo(value: unknown): DividendInfo {
  const r = object(value, 'dividend info');
  const contract = object(r.contract, 'contract');
  const c = object(r.current, 'current');
  return {
    status: status(r),
    period: text(contract, 'period'),
    tiers: tiers(contract, (t) => ({ teamLoss: number(t, 'teamLoss'), activeMembers: number(t, 'activeMembers'), rate: number(t, 'rate') })),
    current: {
      periodStart: text(c, 'periodStart'),
      periodEnd: text(c, 'periodEnd'),
      teamLoss: number(c, 'teamLoss'),
      activeMembers: number(c, 'activeMembers'),
      rate: number(c, 'rate'),
      dividend: number(c, 'dividend'),
    },
  };
}

/** DAILYSALCONT3 (GET); `action` answers a pending request. */
export const getDailySalary = (action?: ContractDecision, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_CurrentDailySalary', { query: { action }, moduleId: 'DAILYSALCONT3', parse: parseDailySalary, signal });

/** HOURSAL3 (POST, also to read); `action` answers a pending request. */
export const getHourlySalary = (action?: ContractDecision, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_hourSalary', { method: 'POST', body: action ? { action } : {}, moduleId: 'HOURSAL3', parse: parseHourlySalary, signal });

/** The dividend module id is not known; `action` answers a pending request. */
export const getDividendInfo = (action?: ContractDecision, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_dividendInfo', { query: { action }, parse: parseDividendInfo, signal });

export const dailySalaryQuery = () => queryOptions({ queryKey: ['agent', 'dailySalary'], queryFn: ({ signal }) => getDailySalary(undefined, signal) });
export const hourlySalaryQuery = () => queryOptions({ queryKey: ['agent', 'hourlySalary'], queryFn: ({ signal }) => getHourlySalary(undefined, signal) });
export const dividendInfoQuery = () => queryOptions({ queryKey: ['agent', 'dividend'], queryFn: ({ signal }) => getDividendInfo(undefined, signal) });

export const useDailySalary = (enabled = true) => useQuery({ ...dailySalaryQuery(), enabled });
export const useHourlySalary = (enabled = true) => useQuery({ ...hourlySalaryQuery(), enabled });
/** Callers skip it for member types 4, 40, 41 and 42 (spec §6). */
export const useDividendInfo = (enabled = true) => useQuery({ ...dividendInfoQuery(), enabled });

const ANSWER: Record<Contract, (action: ContractDecision) => Promise<{ status: ContractStatus }>> = {
  dailySalary: getDailySalary,
  hourlySalary: getHourlySalary,
  dividend: getDividendInfo,
};

/** Accepts or rejects a pending contract request; answers the contract's status afterwards. */
export const answerContract = async (contract: Contract, decision: ContractDecision): Promise<ContractStatus> => (await ANSWER[contract](decision)).status;

const CONTRACT_KEY: Record<Contract, readonly unknown[]> = {
  dailySalary: dailySalaryQuery().queryKey,
  hourlySalary: hourlySalaryQuery().queryKey,
  dividend: dividendInfoQuery().queryKey,
};

/**
 * Answers a contract; the contract's cached terms take the new status at once (so a refetch that fails
 * cannot show the request as still pending), then every agent query, the contract requests among them,
 * is refetched.
 */
export function useAnswerContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ contract, decision }: { contract: Contract; decision: ContractDecision }) => answerContract(contract, decision),
    onSuccess: (status, { contract }) => {
      client.setQueryData<{ status: ContractStatus }>(CONTRACT_KEY[contract], (old) => (old ? { ...old, status } : old));
      return client.invalidateQueries({ queryKey: ['agent'] });
    },
  });
}

// ---------------------------------------------------------------- open a downline account (/m/agentRegister)

/** The kinds of account an agent may open below itself: a player (0) or an agent (1). */
export const DOWNLINE_TYPES = [0, 1] as const;
export type DownlineType = (typeof DOWNLINE_TYPES)[number];

export interface NewDownline {
  username: string;
  password: string;
  confirmPassword: string;
  type: DownlineType;
}

export interface OpenedDownline {
  account: string;
  type: number;
}

export function parseOpenedDownline(value: unknown): OpenedDownline {
  const r = object(value, 'new downline');
  return { account: text(r, 'account'), type: number(r, 'type') };
}

/**
 * Opens an account below the logged-in agent, encrypted like registration (platform-api.md "Request
 * encryption"). The spec shows no payload: path POST /wps/agent/downline (seen in a public TCG front end's
 * notes), module id AGEREG3, body and answer are *unverified*.
 */
export const openDownline = (input: NewDownline) =>
  request('/wps/agent/downline', { method: 'POST', encrypted: true, moduleId: 'AGEREG3', body: { ...input }, parse: parseOpenedDownline });

/** A new account joins the agent's downlines and today's team counters. */
export function useOpenDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openDownline,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['agent', 'downlines'] }), client.invalidateQueries({ queryKey: ['agent', 'kpi'] })]),
  });
}
