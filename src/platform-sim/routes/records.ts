/**
 * The five records (shared/platform-api-member.md §4a–4e, §2c withdraw report): the account record
 * (ODSFE2_MemTransDet), the deposit record, the withdraw report, the betting record relays, profit and
 * loss, and a lottery order's detail on the gateway (/lgw, raw JSON without the envelope).
 *
 * Sources: world.wallet (deposits, withdrawals and the transactions moveMoney recorded) plus the seeded
 * betting history of data/bet-history.ts (60 days, deterministic by seed, account and day). Ranges are
 * epoch ms and at most 30 days (a little slack for a day that has 25 hours); pages of 10 by default.
 *
 * *Unverified* (the simulator decides, platform-api-member.md §9): the deposit `state` and withdraw
 * `state` codes — 2 pending, 3 success, 4 failed, 5 cancelled (deposits only); the txTypeIds; the withdraw
 * report's query (inferred like the deposit record's, plus withdrawState) and row fields; the betting
 * record's row fields; ODSFE2_MemPNL's query (startDate, endDate) and answer (a row per game category,
 * footer of totals); the /lgw order detail's fields.
 */
import type { Context, Hono } from 'hono';
import { type BetCategory, betsBetween, findBet, HISTORY_DAYS, isSettled, profitOf, type SeededBet } from '../data/bet-history';
import type { Catalogue } from '../data/catalogue';
import { createRandom } from '../data/random';
import { fail, ok, pageOf } from '../envelope';
import type { ControlTarget } from '../control';
import { amount, controlBody, controlSchema, shape, text } from '../control-body';
import type { DepositState, Member, MerchantWorld, TransactionKind, WithdrawState } from '../state';
import { cents, moveMoney, nextWalletId } from '../wallet';
import { authed, } from './accounts';
import { team } from './agent';
import type { SimEnv } from './world';

const DAY_MS = 86_400_000;
/** 30 days and one hour: a range of 30 whole local days across a clock change still fits. */
const MAX_RANGE_MS = 30 * DAY_MS + 3_600_000;

export const DEPOSIT_STATE_CODES: Record<DepositState, string> = { pending: '2', success: '3', failed: '4', cancelled: '5' };
export const WITHDRAW_STATE_CODES: Record<WithdrawState, string> = { pending: '2', success: '3', failed: '4' };

/** Account-record kinds as codeTypes and their transaction type ids (ids unverified). */
const TX_TYPES: Record<TransactionKind, { code: string; id: number }> = {
  deposit: { code: 'deposit', id: 1001 },
  withdraw: { code: 'withdraw', id: 2001 },
  betting: { code: 'betting', id: 3001 },
  winning: { code: 'winning', id: 3002 },
  betting_rebate: { code: 'betting_rebate', id: 4001 },
  bonus: { code: 'other', id: 5001 },
  transfer: { code: 'other', id: 6001 },
  other: { code: 'other', id: 9001 },
};

/**
 * The names the platform gives transaction types and deposit methods, in the caller's `Language` (the
 * platform answers in it; English where the simulator has no name).
 */
const NAMES: Record<string, Record<string, string>> = {
  EN: {
    deposit: 'Deposit', withdraw: 'Withdraw', betting: 'Betting', winning: 'Winning', betting_rebate: 'Betting rebate', bonus: 'Promotion bonus', transfer: 'Transfer', other: 'Other',
    MT: 'Bank transfer', PG: 'Payment gateway', QR: 'QR payment', EW: 'E-wallet', USDT: 'USDT',
  },
  MY: {
    deposit: 'ငွေသွင်း', withdraw: 'ငွေထုတ်', betting: 'လောင်းကြေး', winning: 'အနိုင်ရငွေ', betting_rebate: 'လောင်းကြေးပြန်အမ်းငွေ', bonus: 'ပရိုမိုးရှင်း ဘောနပ်စ်', transfer: 'ငွေလွှဲ', other: 'အခြား',
    MT: 'ဘဏ်ငွေလွှဲ', PG: 'ငွေပေးချေမှုဂိတ်ဝေး', QR: 'QR ငွေပေးချေမှု', EW: 'အီးဝေါလက်', USDT: 'USDT',
  },
  AR: {
    deposit: 'إيداع', withdraw: 'سحب', betting: 'رهان', winning: 'ربح', betting_rebate: 'استرداد الرهان', bonus: 'مكافأة العرض', transfer: 'تحويل', other: 'أخرى',
    MT: 'تحويل بنكي', PG: 'بوابة دفع', QR: 'الدفع برمز QR', EW: 'محفظة إلكترونية', USDT: 'USDT',
  },
};

const nameIn = (c: Context<SimEnv>) => {
  const names = NAMES[(c.req.header('Language') ?? '').toUpperCase()] ?? NAMES.EN;
  return (key: string) => names?.[key] ?? NAMES.EN?.[key] ?? key;
};

const DEPOSIT_METHOD_CODES = ['MT', 'PG', 'QR', 'EW', 'USDT'];

/** Betting-record relays and what each answers. */
const BET_RELAYS: Record<string, { category: BetCategory; settled: boolean }> = {
  ODSFE2_RNGOrders: { category: 'RNG', settled: true },
  ODSFE2_FishOrders: { category: 'FISH', settled: true },
  ODSFE2_LiveOrders: { category: 'LIVE', settled: true },
  ODSFE2_SportsSettOrders: { category: 'SPORTS', settled: true },
  ODSFE2_SportsUnsettOrders: { category: 'SPORTS', settled: false },
  ODSFE2_ElottSettledOrders: { category: 'ELOTT', settled: true },
  ODSFE2_ElottUnsettledOrders: { category: 'ELOTT', settled: false },
};

interface Range {
  start: number;
  end: number;
}

/** A range from two epoch-ms query fields; a refusal when missing, reversed or longer than 30 days. */
function rangeOf(c: Context<SimEnv>, startKey: string, endKey: string): Range | Response {
  const start = Number(c.req.query(startKey));
  const end = Number(c.req.query(endKey));
  if (!Number.isFinite(start) || !Number.isFinite(end) || c.req.query(startKey) === undefined || c.req.query(endKey) === undefined) {
    return fail(c, 400, 'date.range.invalid', 'Please choose a date range');
  }
  if (end < start) return fail(c, 400, 'date.range.invalid', 'The start date is after the end date');
  if (end - start > MAX_RANGE_MS) return fail(c, 400, 'date.range.exceeded', 'The date range cannot be longer than 30 days');
  return { start, end };
}

const within = (at: number, r: Range) => at >= r.start && at <= r.end;

// ---------------------------------------------------------------- account record

export interface AccountRow {
  txId: string;
  txTypeId: number;
  /** Named in the caller's language when answered. */
  kind: TransactionKind;
  code: string;
  remark: string;
  orderNo: string;
  txTimeInTimestamp: number;
  currentAvailBalance: number;
  amount: number;
  customerName: string;
}

/** The seeded bets and wins as account-record rows, with a running balance of their own (newest first). */
export function seededTransactions(cat: Catalogue, account: string, now: number): AccountRow[] {
  const from = (Math.floor(now / DAY_MS) - HISTORY_DAYS + 1) * DAY_MS;
  const moves: { at: number; kind: 'betting' | 'winning'; amount: number; bet: SeededBet }[] = [];
  for (const bet of betsBetween(cat, account, from, now, now)) {
    moves.push({ at: bet.betTime, kind: 'betting', amount: -bet.betAmount, bet });
    if (isSettled(bet, now) && bet.winAmount > 0) moves.push({ at: bet.settleTime, kind: 'winning', amount: bet.winAmount, bet });
  }
  moves.sort((a, b) => a.at - b.at);
  let balance = 2000 + createRandom(cat.seed).fork(`opening:${account}`).int(0, 3000);
  const rows = moves.map((m, i): AccountRow => {
    balance = cents(balance + m.amount);
    const type = TX_TYPES[m.kind];
    return {
      txId: `S${m.bet.orderNo}${i % 2}${m.kind === 'winning' ? 'W' : 'B'}`,
      txTypeId: type.id,
      kind: m.kind,
      code: type.code,
      remark: `${m.bet.vendorName} · ${m.bet.gameName}`,
      orderNo: m.bet.orderNo,
      txTimeInTimestamp: m.at,
      currentAvailBalance: balance,
      amount: m.amount,
      customerName: account,
    };
  });
  return rows.reverse();
}

function accountRows(world: MerchantWorld, cat: Catalogue, account: string, now: number): AccountRow[] {
  const real = world.wallet.transactions
    .filter((tx) => tx.account === account)
    .map((tx): AccountRow => {
      const type = TX_TYPES[tx.kind];
      return {
        txId: String(tx.id),
        txTypeId: type.id,
        kind: tx.kind,
        code: type.code,
        remark: tx.remark,
        orderNo: tx.orderNo,
        txTimeInTimestamp: tx.at,
        currentAvailBalance: tx.balanceAfter,
        amount: tx.amount,
        customerName: account,
      };
    });
  return [...real, ...seededTransactions(cat, account, now)].sort((a, b) => b.txTimeInTimestamp - a.txTimeInTimestamp);
}

/** Whose record: the member's own, or (an agent's types=A search) one of its team. */
function subjectOf(world: MerchantWorld, member: Member, name: string | undefined): Member | undefined {
  const wanted = name?.trim();
  if (!wanted || wanted === member.account) return member;
  return team(world, member.account).find((m) => m.account === wanted);
}

// ---------------------------------------------------------------- betting record and P&L

function betRow(bet: SeededBet, now: number) {
  const settled = isSettled(bet, now);
  return {
    orderNo: bet.orderNo,
    gameCategory: bet.category,
    accountType: bet.vendor,
    vendorName: bet.vendorName,
    gameName: bet.gameName,
    betTime: bet.betTime,
    settleTime: settled ? bet.settleTime : null,
    betAmount: bet.betAmount,
    validBetAmount: settled ? bet.validBetAmount : 0,
    winAmount: settled ? bet.winAmount : 0,
    profitAndLoss: settled ? profitOf(bet) : 0,
    settled,
    ...(bet.category === 'ELOTT' ? { lottery: true, numero: bet.numero } : {}),
  };
}

const sum = <T>(rows: T[], value: (row: T) => number) => cents(rows.reduce((total, row) => total + value(row), 0));

function betFooter(rows: ReturnType<typeof betRow>[]) {
  return {
    betAmount: sum(rows, (r) => r.betAmount),
    winAmount: sum(rows, (r) => r.winAmount),
    validBetAmount: sum(rows, (r) => r.validBetAmount),
    profitAndLoss: sum(rows, (r) => r.profitAndLoss),
  };
}

// ---------------------------------------------------------------- routes

export function mountRecords(app: Hono<SimEnv>, catalogue: () => Catalogue, now: () => number, worldOf: (merchant: string) => MerchantWorld | undefined): void {

  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    authed((c, m) => {
      const range = rangeOf(c, 'startTime', 'endTime');
      if (range instanceof Response) return range;
      const w = c.get('world');
      const subject = subjectOf(w, m, c.req.query('subordinateName'));
      if (!subject) return fail(c, 400, 'subordinate.not.found', 'The member is not in your team');
      const codes = (c.req.query('codeTypes') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      const excluded = new Set((c.req.query('excludeTxTypeIds') ?? '').split(',').map((s) => Number(s.trim())));
      const rows = accountRows(w, catalogue(), subject.account, now()).filter(
        (r) => within(r.txTimeInTimestamp, range) && (codes.length === 0 || codes.includes(r.code)) && !excluded.has(r.txTypeId),
      );
      const { list, totalPages } = pageOf(rows, c.req.query('page'), c.req.query('size'));
      const name = nameIn(c);
      return ok(c, { list: list.map(({ code: _code, kind, ...row }) => ({ ...row, txTypeName: name(kind) })), totalPages });
    }),
  );

  // The deposit methods, also the deposit record's method filter (§2b; codes as DepositOrder.method has them).
  app.get(
    '/wps/relay/MCSFE_getDepositMethods',
    authed((c) => {
      const name = nameIn(c);
      return ok(c, DEPOSIT_METHOD_CODES.map((code) => ({ code, displayName: name(code) })));
    }),
  );

  app.get(
    '/wps/relay/MCSFE_getDepositTransactionReport',
    authed((c, m) => {
      const range = rangeOf(c, 'startDate', 'endDate');
      if (range instanceof Response) return range;
      const type = c.req.query('depositType') || '';
      const state = c.req.query('depositState') || '';
      const rows = c
        .get('world')
        .wallet.deposits.filter((d) => d.account === m.account && within(d.createdAt, range))
        .filter((d) => (!type || type === 'null' || d.method === type) && (!state || state === 'null' || DEPOSIT_STATE_CODES[d.state] === state))
        .sort((a, b) => b.createdAt - a.createdAt);
      const { list, totalPages } = pageOf(rows, c.req.query('page'), c.req.query('size'));
      return ok(c, {
        list: list.map((d) => ({
          depositId: d.id,
          depositMethod: d.method,
          depositDate: d.createdAt,
          amount: d.amount,
          state: DEPOSIT_STATE_CODES[d.state],
          refId: d.reference,
          promotionName: d.promotionId === undefined ? null : `Promotion ${d.promotionId}`,
        })),
        totalPages,
        footer: { amount: sum(rows, (d) => d.amount) },
      });
    }),
  );

  app.get(
    '/wps/relay/MCSFE_getWithdrawTransactionReport',
    authed((c, m) => {
      const range = rangeOf(c, 'startDate', 'endDate');
      if (range instanceof Response) return range;
      const state = c.req.query('withdrawState') || '';
      const w = c.get('world');
      const cards = w.wallet.bankCards.get(m.account) ?? [];
      const rows = w.wallet.withdrawals
        .filter((o) => o.account === m.account && within(o.createdAt, range) && (!state || state === 'null' || WITHDRAW_STATE_CODES[o.state] === state))
        .sort((a, b) => b.createdAt - a.createdAt);
      const { list, totalPages } = pageOf(rows, c.req.query('page'), c.req.query('size'));
      return ok(c, {
        records: list.map((o) => {
          const card = cards.find((x) => x.id === o.bankCardId);
          return {
            withdrawId: o.id,
            withdrawDate: o.createdAt,
            amount: o.amount,
            fee: o.fee,
            state: WITHDRAW_STATE_CODES[o.state],
            bankName: card?.bankName ?? '',
            cardNumber: card ? `****${card.cardNumber.slice(-4)}` : '',
          };
        }),
        totalPages,
        footer: [{ amount: sum(rows, (o) => o.amount) }],
      });
    }),
  );

  for (const [relay, { category, settled }] of Object.entries(BET_RELAYS)) {
    app.get(
      `/wps/relay/${relay}`,
      authed((c, m) => {
        const range = rangeOf(c, 'startDate', 'endDate');
        if (range instanceof Response) return range;
        const vendor = c.req.query('accountType') || '';
        const orderNo = (c.req.query('orderNoSearch') ?? '').trim().toUpperCase();
        const at = now();
        const rows = betsBetween(catalogue(), m.account, range.start, range.end, at)
          .filter((b) => b.category === category && isSettled(b, at) === settled && (!vendor || b.vendor === vendor) && (!orderNo || b.orderNo.includes(orderNo)))
          .map((b) => betRow(b, at));
        const { list, totalPages } = pageOf(rows, c.req.query('page'), c.req.query('size'));
        return ok(c, { list, totalPages, footer: betFooter(rows) });
      }),
    );
  }

  app.get(
    '/wps/relay/ODSFE2_MemPNL',
    authed((c, m) => {
      const range = rangeOf(c, 'startDate', 'endDate');
      if (range instanceof Response) return range;
      const at = now();
      const rows = betsBetween(catalogue(), m.account, range.start, range.end, at)
        .filter((b) => isSettled(b, at))
        .map((b) => betRow(b, at));
      const categories = [...new Set(rows.map((r) => r.gameCategory))].sort();
      const list = categories.map((gameCategory) => {
        const of = rows.filter((r) => r.gameCategory === gameCategory);
        return { gameCategory, betCount: of.length, ...betFooter(of) };
      });
      return ok(c, { list, totalPages: list.length ? 1 : 0, footer: { betCount: rows.length, ...betFooter(rows) } });
    }),
  );

  // The lottery gateway answers without the envelope; it has no world of its own, so the Merchant header picks it.
  app.get('/lgw/orders/detail/:id', (c) => {
    const w = worldOf(c.req.header('Merchant') ?? '');
    const account = w?.sessions.get(c.req.header('Authorization') ?? '');
    if (!w || !account) return c.json({ error: 'not logged in' }, 401);
    const bet = findBet(catalogue(), account, c.req.param('id'), now());
    if (bet?.category !== 'ELOTT') return c.json({ error: 'order not found' }, 404);
    const row = betRow(bet, now());
    return c.json({
      orderId: bet.orderNo,
      gameName: bet.gameName,
      numero: bet.numero,
      betContent: bet.betContent,
      betTime: bet.betTime,
      settleTime: row.settleTime,
      betAmount: bet.betAmount,
      winAmount: row.winAmount,
      status: row.settled ? (bet.winAmount > 0 ? 'WIN' : 'LOSE') : 'PENDING',
    });
  });
}

// ---------------------------------------------------------------- control API

const DEPOSIT_STATES = Object.keys(DEPOSIT_STATE_CODES) as DepositState[];
const WITHDRAW_STATES = Object.keys(WITHDRAW_STATE_CODES) as WithdrawState[];

/** The most money one order of the history control call moves. */
const ORDER_MAX = 1_000_000_000;
/** `daysAgo` (0 = now) lets a test place an order on an earlier day, within the records' reach. */
const daysAgo = { type: 'number', minimum: 0, maximum: 366 };
interface HistoryEntry {
  amount: number;
  state?: string;
  method?: string;
  daysAgo?: number;
}
const historyBody = controlSchema<{ deposits?: HistoryEntry[]; withdrawals?: HistoryEntry[] }>(
  shape({
    deposits: { type: 'array', maxItems: 200, items: shape({ amount: amount(ORDER_MAX), method: text(20, 1), state: { enum: DEPOSIT_STATES }, daysAgo }, ['amount']) },
    withdrawals: { type: 'array', maxItems: 200, items: shape({ amount: amount(ORDER_MAX), state: { enum: WITHDRAW_STATES }, daysAgo }, ['amount']) },
  }),
);
const timeOf = (e: HistoryEntry, now: number) => now - (e.daysAgo ?? 0) * DAY_MS;

export function mountRecordsControl(app: Hono<SimEnv>, target: ControlTarget): void {
  // Deposits and withdrawals for a member's records, made directly in the state; successful ones move money.
  app.post('/__sim/members/:account/history', async (c) => {
    const w = target.worlds.get(c.req.header('Merchant') ?? c.req.query('merchant') ?? '');
    if (!w) return c.json({ error: 'unknown merchant' }, 404);
    const member = w.members.get(c.req.param('account'));
    if (!member) return c.json({ error: 'no such member' }, 404);
    const body = await controlBody(c, historyBody);
    if (body instanceof Response) return body;
    const made = { deposits: [] as number[], withdrawals: [] as number[] };
    for (const e of body.deposits ?? []) {
      const amount = cents(e.amount);
      const state = (e.state as DepositState | undefined) ?? 'success';
      const id = nextWalletId(w);
      const at = timeOf(e, target.now());
      const method = e.method ?? 'MT';
      w.wallet.deposits.push({ id, account: member.account, method, channel: method, amount, state, createdAt: at, reference: `R${id}` });
      if (state === 'success') moveMoney(w, member, { kind: 'deposit', amount, remark: method, orderNo: String(id) }, at);
      made.deposits.push(id);
    }
    for (const e of body.withdrawals ?? []) {
      const amount = cents(e.amount);
      const state = (e.state as WithdrawState | undefined) ?? 'success';
      const id = nextWalletId(w);
      const at = timeOf(e, target.now());
      w.wallet.withdrawals.push({ id, account: member.account, amount, fee: 0, bankCardId: 0, state, createdAt: at });
      if (state === 'success') moveMoney(w, member, { kind: 'withdraw', amount: -amount, orderNo: String(id) }, at);
      made.withdrawals.push(id);
    }
    return c.json({ ...made, balance: member.balance }, 201);
  });
}
