/**
 * The five records (shared/platform-api-member.md §4a–4e, §2c): account record (ODSFE2_MemTransDet), deposit
 * record, withdraw report, betting record (one relay per game type, settled or not), profit and loss, and a
 * lottery order's detail on the gateway. Every list pages by `page` (1-based) and `size` 10 and answers
 * `totalPages`; ranges are epoch ms from the start of the first day to the end of the last.
 *
 * *Unverified* (platform-api-member.md §9; the simulator decides): the deposit and withdraw state codes
 * (2 pending, 3 success, 4 failed, 5 cancelled), the withdraw report's query and rows, the betting record's
 * rows, ODSFE2_MemPNL's query and answer, and the /lgw order detail's fields.
 */
import { type InfiniteData, infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { isRecord, request } from './http';
import { flag, type Json, list, number, object, optionalNumber, optionalText, text } from './parse';

export const RECORD_PAGE_SIZE = 10;

/** Epoch ms, both ends included. */
export interface DayRange {
  start: number;
  end: number;
}

/** One page of a record: its rows, the platform's page count and the totals of the whole range. */
export interface RecordPage<Row, Footer> {
  rows: Row[];
  totalPages: number;
  footer: Footer;
}

export type Filters = Readonly<Record<string, string>>;

/** A nullable filter as the platform wants it: an empty choice is left out of the query. */
const chosen = (value: string | undefined) => (value ? value : undefined);

// ---------------------------------------------------------------- account record (§4a)

/** The codeTypes the platform offers ("" = all). */
export const TRANSACTION_CODES = [
  'deposit',
  'withdraw',
  'betting',
  'winning',
  'dividend',
  'betting_rebate',
  'agent_rebate',
  'share_bonus',
  'daily_wage',
  'hour_wage',
  'referral_rebate',
  'other',
] as const;

/** The member centre's own and the agent tool's (types=A) excluded transaction types. */
const EXCLUDED_OWN = '6231,4203,4223,6156,4253';
const EXCLUDED_AGENT = '6231,2004,4203,4223,6156,4253,6103,6202,6203';

export interface AccountRow {
  id: string;
  typeId: number;
  typeName: string;
  remark: string;
  orderNo: string;
  time: number;
  balance: number;
  amount: number;
  customerName?: string;
}

function parseAccountRow(value: unknown): AccountRow {
  const r = object(value, 'transaction');
  return {
    id: text(r, 'txId'),
    typeId: number(r, 'txTypeId'),
    typeName: optionalText(r, 'txTypeName') ?? optionalText(r, 'nameCn') ?? '',
    remark: optionalText(r, 'remark') ?? '',
    orderNo: optionalText(r, 'orderNo') ?? '',
    time: number(r, 'txTimeInTimestamp'),
    balance: number(r, 'currentAvailBalance'),
    amount: number(r, 'amount'),
    customerName: optionalText(r, 'customerName'),
  };
}

export function parseAccountPage(value: unknown): RecordPage<AccountRow, undefined> {
  const v = object(value, 'account record');
  return { rows: list(v.list, 'list', parseAccountRow), totalPages: number(v, 'totalPages'), footer: undefined };
}

/** Filters: codeTypes; agent (types=A) with subordinateName. */
export const getAccountRecord = (range: DayRange, filters: Filters, page: number, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_MemTransDet', {
    query: {
      codeTypes: filters.codeTypes ?? '',
      subordinateName: chosen(filters.subordinateName),
      startTime: range.start,
      endTime: range.end,
      page,
      size: RECORD_PAGE_SIZE,
      excludeTxTypeIds: filters.agent === 'A' ? EXCLUDED_AGENT : EXCLUDED_OWN,
    },
    parse: parseAccountPage,
    signal,
  });

// ---------------------------------------------------------------- deposit record (§4b)

export const DEPOSIT_STATES = { '2': 'pending', '3': 'success', '4': 'failed', '5': 'cancelled' } as const;
export const WITHDRAW_STATES = { '2': 'pending', '3': 'success', '4': 'failed' } as const;
export type OrderState = 'pending' | 'success' | 'failed' | 'cancelled' | 'unknown';

const stateOf = (codes: Readonly<Record<string, OrderState>>, code: string): OrderState => codes[code] ?? 'unknown';

export interface DepositRow {
  id: string;
  method: string;
  time: number;
  amount: number;
  state: OrderState;
  refId: string;
  promotionName?: string;
}

export interface AmountFooter {
  amount: number;
}

function parseDepositRow(value: unknown): DepositRow {
  const r = object(value, 'deposit');
  return {
    id: text(r, 'depositId'),
    method: optionalText(r, 'depositMethod') ?? '',
    time: number(r, 'depositDate'),
    amount: number(r, 'amount'),
    state: stateOf(DEPOSIT_STATES, text(r, 'state')),
    refId: optionalText(r, 'refId') ?? '',
    promotionName: optionalText(r, 'promotionName') || undefined,
  };
}

export function parseDepositPage(value: unknown): RecordPage<DepositRow, AmountFooter> {
  const v = object(value, 'deposit record');
  const footer = isRecord(v.footer) ? { amount: number(v.footer, 'amount') } : { amount: 0 };
  return { rows: list(v.list, 'list', parseDepositRow), totalPages: number(v, 'totalPages'), footer };
}

/** Filters: depositType (method code), depositState (state code). */
export const getDepositRecord = (range: DayRange, filters: Filters, page: number, signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getDepositTransactionReport', {
    query: { startDate: range.start, endDate: range.end, page, size: RECORD_PAGE_SIZE, depositType: chosen(filters.depositType), depositState: chosen(filters.depositState) },
    parse: parseDepositPage,
    signal,
  });

// ---------------------------------------------------------------- withdraw report (§2c, §4c)

export interface WithdrawRow {
  id: string;
  time: number;
  amount: number;
  fee: number;
  state: OrderState;
  bankName: string;
  cardNumber: string;
}

function parseWithdrawRow(value: unknown): WithdrawRow {
  const r = object(value, 'withdrawal');
  return {
    id: text(r, 'withdrawId'),
    time: number(r, 'withdrawDate'),
    amount: number(r, 'amount'),
    fee: optionalNumber(r, 'fee') ?? 0,
    state: stateOf(WITHDRAW_STATES, text(r, 'state')),
    bankName: optionalText(r, 'bankName') ?? '',
    cardNumber: optionalText(r, 'cardNumber') ?? '',
  };
}

/** `{records, footer:[{amount}]}` (seen); totalPages is *inferred* to be there as on the other reports. */
export function parseWithdrawPage(value: unknown): RecordPage<WithdrawRow, AmountFooter> {
  const v = object(value, 'withdraw report');
  const rows = list(v.records, 'records', parseWithdrawRow);
  const first = Array.isArray(v.footer) && v.footer.length ? object(v.footer[0], 'footer') : undefined;
  return { rows, totalPages: optionalNumber(v, 'totalPages') ?? (rows.length ? 1 : 0), footer: { amount: first ? number(first, 'amount') : 0 } };
}

/** Filters: withdrawState. The query is *inferred* to match the deposit record's. */
export const getWithdrawReport = (range: DayRange, filters: Filters, page: number, signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getWithdrawTransactionReport', {
    query: { startDate: range.start, endDate: range.end, page, size: RECORD_PAGE_SIZE, withdrawState: chosen(filters.withdrawState) },
    parse: parseWithdrawPage,
    signal,
  });

// ---------------------------------------------------------------- betting record (§4d)

/** Game types and their relays; only sports and e-lottery have an unsettled relay. */
export const BET_GAME_TYPES = {
  RNG: { settled: 'ODSFE2_RNGOrders' },
  FISH: { settled: 'ODSFE2_FishOrders' },
  LIVE: { settled: 'ODSFE2_LiveOrders' },
  SPORTS: { settled: 'ODSFE2_SportsSettOrders', unsettled: 'ODSFE2_SportsUnsettOrders' },
  ELOTT: { settled: 'ODSFE2_ElottSettledOrders', unsettled: 'ODSFE2_ElottUnsettledOrders' },
} as const satisfies Record<string, { settled: string; unsettled?: string }>;
export type BetGameType = keyof typeof BET_GAME_TYPES;

export const isBetGameType = (value: string): value is BetGameType => value in BET_GAME_TYPES;
export const hasUnsettled = (type: BetGameType) => 'unsettled' in BET_GAME_TYPES[type];

export function betRelay(type: BetGameType, unsettled: boolean): string {
  const relays: { settled: string; unsettled?: string } = BET_GAME_TYPES[type];
  return unsettled && relays.unsettled ? relays.unsettled : relays.settled;
}

export interface BetRow {
  orderNo: string;
  gameType: string;
  vendor: string;
  vendorName: string;
  gameName: string;
  betTime: number;
  settleTime?: number;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  profitAndLoss: number;
  settled: boolean;
  /** A lottery order: its detail comes from /lgw/orders/detail/{orderNo}. */
  lottery: boolean;
}

export interface BetTotals {
  betAmount: number;
  winAmount: number;
  validBetAmount: number;
  profitAndLoss: number;
}

export function parseBetTotals(value: unknown): BetTotals {
  const f = object(value, 'footer');
  return {
    betAmount: number(f, 'betAmount'),
    winAmount: number(f, 'winAmount'),
    validBetAmount: optionalNumber(f, 'validBetAmount') ?? optionalNumber(f, 'validBetting') ?? 0,
    profitAndLoss: number(f, 'profitAndLoss'),
  };
}

function parseBetRow(value: unknown): BetRow {
  const r = object(value, 'order');
  return {
    orderNo: text(r, 'orderNo'),
    gameType: optionalText(r, 'gameCategory') ?? '',
    vendor: optionalText(r, 'accountType') ?? '',
    vendorName: optionalText(r, 'vendorName') ?? optionalText(r, 'accountType') ?? '',
    gameName: optionalText(r, 'gameName') ?? '',
    betTime: number(r, 'betTime'),
    settleTime: optionalNumber(r, 'settleTime'),
    betAmount: number(r, 'betAmount'),
    validBetAmount: optionalNumber(r, 'validBetAmount') ?? 0,
    winAmount: optionalNumber(r, 'winAmount') ?? 0,
    profitAndLoss: optionalNumber(r, 'profitAndLoss') ?? 0,
    settled: flag(r, 'settled'),
    lottery: flag(r, 'lottery'),
  };
}

export function parseBetPage(value: unknown): RecordPage<BetRow, BetTotals> {
  const v = object(value, 'betting record');
  return { rows: list(v.list, 'list', parseBetRow), totalPages: number(v, 'totalPages'), footer: parseBetTotals(v.footer) };
}

/** Filters: gameType, vendor (accountType, "" = all), unsettled ("1"), orderNoSearch. */
export function getBettingRecord(range: DayRange, filters: Filters, page: number, signal?: AbortSignal) {
  const type = isBetGameType(filters.gameType ?? '') ? (filters.gameType as BetGameType) : 'RNG';
  return request(`/wps/relay/${betRelay(type, filters.unsettled === '1')}`, {
    query: { startDate: range.start, endDate: range.end, accountType: filters.vendor ?? '', page, size: RECORD_PAGE_SIZE, orderNoSearch: chosen(filters.orderNoSearch?.trim()) },
    parse: parseBetPage,
    signal,
  });
}

// ---------------------------------------------------------------- profit and loss (§4e, shape unverified)

export interface PnlRow extends BetTotals {
  gameType: string;
  betCount: number;
}

function parsePnlRow(value: unknown): PnlRow {
  const r = object(value, 'P&L row');
  return { gameType: text(r, 'gameCategory'), betCount: optionalNumber(r, 'betCount') ?? 0, ...parseBetTotals(r) };
}

export function parsePnlPage(value: unknown): RecordPage<PnlRow, BetTotals> {
  const v = object(value, 'profit and loss');
  const rows = list(v.list, 'list', parsePnlRow);
  return { rows, totalPages: optionalNumber(v, 'totalPages') ?? (rows.length ? 1 : 0), footer: parseBetTotals(v.footer) };
}

export const getProfitLoss = (range: DayRange, _filters: Filters, page: number, signal?: AbortSignal) =>
  request('/wps/relay/ODSFE2_MemPNL', { query: { startDate: range.start, endDate: range.end, page, size: RECORD_PAGE_SIZE }, parse: parsePnlPage, signal });

// ---------------------------------------------------------------- lottery order detail (/lgw, no envelope)

export interface LotteryOrder {
  orderId: string;
  gameName: string;
  numero: string;
  betContent: string;
  betTime: number;
  settleTime?: number;
  betAmount: number;
  winAmount: number;
  status: string;
}

export function parseLotteryOrder(value: unknown): LotteryOrder {
  const o: Json = object(value, 'lottery order');
  return {
    orderId: text(o, 'orderId'),
    gameName: optionalText(o, 'gameName') ?? '',
    numero: optionalText(o, 'numero') ?? '',
    betContent: optionalText(o, 'betContent') ?? '',
    betTime: number(o, 'betTime'),
    settleTime: optionalNumber(o, 'settleTime'),
    betAmount: number(o, 'betAmount'),
    winAmount: optionalNumber(o, 'winAmount') ?? 0,
    status: optionalText(o, 'status') ?? '',
  };
}

export const getLotteryOrder = (id: string, signal?: AbortSignal) =>
  request(`/lgw/orders/detail/${encodeURIComponent(id)}`, { raw: true, parse: parseLotteryOrder, signal });

export const lotteryOrderQuery = (id: string) => queryOptions({ queryKey: ['records', 'lotteryOrder', id], queryFn: ({ signal }) => getLotteryOrder(id, signal), staleTime: 60_000 });

// ---------------------------------------------------------------- paging

export type PageFetcher<Row, Footer> = (range: DayRange, filters: Filters, page: number, signal?: AbortSignal) => Promise<RecordPage<Row, Footer>>;

/** The next page while the platform has more; pages are 1-based. */
export const nextRecordPage = (last: { totalPages: number }, pages: readonly unknown[]) => (pages.length < last.totalPages ? pages.length + 1 : undefined);

/** A record's pages for a range and filters, as useInfiniteQuery wants them. */
export const recordPagesQuery = <Row, Footer>(kind: string, fetchPage: PageFetcher<Row, Footer>, range: DayRange, filters: Filters) =>
  infiniteQueryOptions<RecordPage<Row, Footer>, Error, InfiniteData<RecordPage<Row, Footer>, number>, unknown[], number>({
    queryKey: ['records', kind, range.start, range.end, filters],
    queryFn: ({ pageParam, signal }) => fetchPage(range, filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextRecordPage,
  });

// ---------------------------------------------------------------- deposit methods (the deposit record's method filter)

export interface DepositMethod {
  code: string;
  displayName: string;
}

export const parseDepositMethods = (value: unknown): DepositMethod[] =>
  list(value, 'deposit methods', (entry) => {
    const m = object(entry, 'deposit method');
    const code = text(m, 'code');
    return { code, displayName: optionalText(m, 'displayName') || code };
  });

export const getDepositMethods = (signal?: AbortSignal) => request('/wps/relay/MCSFE_getDepositMethods', { parse: parseDepositMethods, signal });

export const depositMethodsQuery = () => queryOptions({ queryKey: ['records', 'depositMethods'], queryFn: ({ signal }) => getDepositMethods(signal), staleTime: 5 * 60_000, retry: false });
