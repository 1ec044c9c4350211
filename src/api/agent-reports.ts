/**
 * The agent's team reports (platform-api-member.md §7, §4d; issue 18): team overview (sum and daily list),
 * team profit and loss, team bets by game category and agent rebate income. Each list is a record page
 * fetcher (api/records PageFetcher: a range of local days, filters, a 1-based page) so the screens use the
 * records' list. Dates go out as the agent calls send them (YYYY-MM-DD).
 *
 * Seen in the member-centre bundle: the relay paths (but ODSFE2_teamBet), the overview row fields, the P&L
 * query names teamType "TEAM", gameCategory (left out for "CONS", all) and teamDirectType, and rebate income's
 * sortColumn "balanceDate:desc". *Unverified*: ODSFE2_teamBet for the categories other than lottery, the
 * `username` query that drills into a downline, the values of teamDirectType ("DIRECT"), and the answers'
 * other fields (the simulator's).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DateRange, type PnlTotals, parseTotals } from './agent';
import { request } from './http';
import { flag, type Json, list, number, object, optionalNumber, text } from './parse';
import { type BetTotals, type DayRange, type Filters, parseBetTotals, type RecordPage } from './records';

/** The game categories the team reports split by. */
export const TEAM_CATEGORIES = ['LOTT', 'RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP'] as const;
export type TeamCategory = (typeof TEAM_CATEGORIES)[number];

const PAGE_SIZE = 10;
const pad = (n: number) => String(n).padStart(2, '0');

/** A local instant's day as YYYY-MM-DD. */
export function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const daysOf = (range: DayRange): DateRange => ({ startDate: localDay(range.start), endDate: localDay(range.end) });

// ---------------------------------------------------------------- team overview

export interface TeamOverview {
  teamTotalPnl: number;
  /** team<Category>PNL by category (0 where the platform sends none). */
  categoryPnl: Record<TeamCategory, number>;
  teamDeposit: number;
  teamWithdraw: number;
  teamTotalWin: number;
  teamTotalBet: number;
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamDepositMemberCount: number;
  teamRegisterMemberCount: number;
}

export interface OverviewDay extends TeamOverview {
  /** YYYY-MM-DD */
  balanceDate: string;
}

const categoryField = (cat: TeamCategory) => `team${cat[0]}${cat.slice(1).toLowerCase()}PNL`;

function parseOverview(r: Json): TeamOverview {
  return {
    teamTotalPnl: number(r, 'teamTotalPnl'),
    categoryPnl: Object.fromEntries(TEAM_CATEGORIES.map((cat) => [cat, optionalNumber(r, categoryField(cat)) ?? 0])) as Record<TeamCategory, number>,
    teamDeposit: number(r, 'teamDeposit'),
    teamWithdraw: number(r, 'teamWithdraw'),
    teamTotalWin: number(r, 'teamTotalWin'),
    teamTotalBet: number(r, 'teamTotalBet'),
    teamLoginMemberCount: number(r, 'teamLoginMemberCount'),
    teamBetMemberCount: number(r, 'teamBetMemberCount'),
    teamDepositMemberCount: number(r, 'teamDepositMemberCount'),
    teamRegisterMemberCount: optionalNumber(r, 'teamRegisterMemberCount') ?? 0,
  };
}

export const parseOverviewSum = (value: unknown) => parseOverview(object(value, 'team overview'));

export function parseOverviewDays(value: unknown): RecordPage<OverviewDay, TeamOverview> {
  const v = object(value, 'team overview days');
  return {
    rows: list(v.list, 'list', (entry) => {
      const r = object(entry, 'day');
      return { balanceDate: text(r, 'balanceDate'), ...parseOverview(r) };
    }),
    totalPages: number(v, 'totalPages'),
    footer: parseOverview(object(v.footer, 'footer')),
  };
}

export const getTeamOverviewSum = (range: DateRange, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_getTeamOverviewSum', { query: { ...range }, parse: parseOverviewSum, signal });

export const teamOverviewSumQuery = (range: DateRange) =>
  queryOptions({ queryKey: ['agent', 'overviewSum', range.startDate, range.endDate], queryFn: ({ signal }) => getTeamOverviewSum(range, signal), staleTime: 60_000 });

export const useTeamOverviewSum = (range: DateRange) => useQuery(teamOverviewSumQuery(range));

/** The daily list, newest first; its footer is the whole range's figures. */
export const getTeamOverviewDays = (range: DayRange, _filters: Filters, page: number, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_getTeamOverviewDailyList', { query: { ...daysOf(range), page, size: PAGE_SIZE }, parse: parseOverviewDays, signal });

// ---------------------------------------------------------------- team rows: P&L and bets

export interface TeamMemberBase {
  account: string;
  isAgent: boolean;
  /** Members below it (a row with a team can be drilled into). */
  teamCount: number;
}

export interface TeamPnlRow extends TeamMemberBase, PnlTotals {}

export interface TeamBetTotals extends BetTotals {
  betCount: number;
}

export interface TeamBetRow extends TeamMemberBase, TeamBetTotals {}

const parseBase = (r: Json): TeamMemberBase => ({ account: text(r, 'account'), isAgent: flag(r, 'isAgent'), teamCount: optionalNumber(r, 'teamCount') ?? 0 });

const parseBetFigures = (r: Json): TeamBetTotals => ({ ...parseBetTotals(r), betCount: optionalNumber(r, 'betCount') ?? 0 });

function parseTeamPage<Row, Footer>(value: unknown, row: (r: Json) => Row, footer: (r: Json) => Footer): RecordPage<Row, Footer> {
  const v = object(value, 'team report');
  return { rows: list(v.list, 'list', (entry) => row(object(entry, 'row'))), totalPages: number(v, 'totalPages'), footer: footer(object(v.footer, 'footer')) };
}

export const parseTeamPnlPage = (value: unknown) => parseTeamPage(value, (r): TeamPnlRow => ({ ...parseBase(r), ...parseTotals(r) }), parseTotals);

export const parseTeamBetPage = (value: unknown) => parseTeamPage(value, (r): TeamBetRow => ({ ...parseBase(r), ...parseBetFigures(r) }), parseBetFigures);

/**
 * The query of a team report from its filters: `scope` ('team': a downline's row holds its team's figures
 * too; 'direct': its own only) and `username` (the downline drilled into; '' = me).
 */
const teamQuery = (range: DayRange, filters: Filters, page: number) => ({
  ...daysOf(range),
  page,
  size: PAGE_SIZE,
  teamType: 'TEAM',
  teamDirectType: filters.scope === 'direct' ? 'DIRECT' : undefined,
  username: filters.username || undefined,
});

/** Team P&L rows: the direct downlines of `username` (or me); gameCategory '' (the platform's "CONS") is left out. */
export const getTeamPnlPage = (range: DayRange, filters: Filters, page: number, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_getTeamPNLV3', {
    query: { ...teamQuery(range, filters, page), gameCategory: filters.gameCategory || undefined },
    parse: parseTeamPnlPage,
    signal,
  });

/** Team bets of one category (lottery by default): lottery on ODSFE2_lottTeamBet, the others on ODSFE2_teamBet. */
export const getTeamBetPage = (range: DayRange, filters: Filters, page: number, signal?: AbortSignal) => {
  const category = filters.gameCategory || 'LOTT';
  return category === 'LOTT'
    ? request('/wps/relay/ODSFE2_lottTeamBet', { query: teamQuery(range, filters, page), parse: parseTeamBetPage, signal })
    : request('/wps/relay/ODSFE2_teamBet', { query: { ...teamQuery(range, filters, page), gameCategory: category }, parse: parseTeamBetPage, signal });
};

// ---------------------------------------------------------------- agent rebate income

export interface RebateIncomeDay {
  /** YYYY-MM-DD */
  balanceDate: string;
  validBet: number;
  rebateAmount: number;
  betMemberCount: number;
}

export interface RebateIncomeTotals {
  validBet: number;
  rebateAmount: number;
}

export const parseRebateIncomePage = (value: unknown) =>
  parseTeamPage(
    value,
    (r): RebateIncomeDay => ({
      balanceDate: text(r, 'balanceDate'),
      validBet: number(r, 'validBet'),
      rebateAmount: number(r, 'rebateAmount'),
      betMemberCount: optionalNumber(r, 'betMemberCount') ?? 0,
    }),
    (r): RebateIncomeTotals => ({ validBet: number(r, 'validBet'), rebateAmount: number(r, 'rebateAmount') }),
  );

/** Income by day, newest first. */
export const getRebateIncomePage = (range: DayRange, _filters: Filters, page: number, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_agentRebate', {
    query: { ...daysOf(range), page, size: PAGE_SIZE, sortColumn: 'balanceDate:desc' },
    parse: parseRebateIncomePage,
    signal,
  });

/** A YYYY-MM-DD day as the local midnight instant (to show it as the records show dates); NaN when it is not a day. */
export function dayInstant(day: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime() : Number.NaN;
}
