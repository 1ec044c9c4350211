/**
 * The agent's red envelopes and dividend (issue 18; platform-api-member.md §2e, §5 "red envelope", §7
 * "agent dividend"; spec §6).
 *
 * Red envelopes: POST /wps/agent/transferMultipleDownline (encrypted, the path of §2e "several downlines")
 * sends one envelope to each chosen direct downline, the total split evenly or at random (deterministic per
 * order, each share at least one cent, the shares summing to the total exactly). Body {usernames, totalAmount,
 * splitType: EVEN | RANDOM, paymentPassword}, its answer and the history call ODSFE2_redEnvelopeHistory are
 * *unverified* (the simulator's choice).
 *
 * Dividend: half-month periods (1st–15th, 16th–end, UTC) over the last 60 days, from the deterministic team
 * activity of routes/agent.ts: the team's loss (−the members' own results), its active members, the
 * contract's tier rate and the dividend (only while the dividend contract is accepted). A finished period's
 * dividend is paid once through MCSFE_applyContractualDividend (account record kind `other`); a pending
 * contract request is answered through MCSFE_processContractDividend. Paths come from §7; verbs, bodies and
 * answers are *unverified*.
 *
 * Every call is for agent member types only (`agent.not.allowed`, as routes/agent.ts).
 */
import type { Context, Hono } from 'hono';
import type { RsaKeyPair } from '../encryption';
import { fail, jsonBody, ok, pageOf, str } from '../envelope';
import type { Member, MerchantWorld, RedEnvelopeOrder } from '../state';
import { moveMoney, nextWalletId } from '../wallet';
import { encryptedPayload } from './accounts';
import { agentOnly, bestTier, contractStatus, DIVIDEND_TIERS, dayIndex, dayString, memberTotals, mix, processContract, round2, team } from './agent';
import { fundsRefusal } from './security';
import type { SimEnv } from './world';

const DAY = 86_400_000;
/** The smallest envelope: one cent. */
export const MIN_SHARE = 0.01;
const HISTORY_DAYS = 60;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

// ---------------------------------------------------------------- splitting a total

/** `total` split over `count` envelopes, in cents: evenly (the odd cents to the first ones). */
function evenCents(totalCents: number, count: number): number[] {
  const base = Math.floor(totalCents / count);
  const rest = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < rest ? 1 : 0));
}

/** At random but repeatable for the same `seed`: each share at least one cent, every cent handed out. */
function randomCents(totalCents: number, count: number, seed: number): number[] {
  const weights = Array.from({ length: count }, (_, i) => 1 + (mix(seed, i) % 1000));
  const weightSum = weights.reduce((s, w) => s + w, 0);
  const spare = totalCents - count;
  const shares = weights.map((w) => 1 + Math.floor((spare * w) / weightSum));
  let left = totalCents - shares.reduce((s, n) => s + n, 0);
  for (let i = 0; left > 0; i = (i + 1) % count, left--) shares[i] = (shares[i] ?? 0) + 1;
  return shares;
}

/** The shares of `total` (2 decimals) over `count` envelopes; they sum to `total` exactly. */
export function splitTotal(total: number, count: number, splitType: RedEnvelopeOrder['splitType'], seed: number): number[] {
  const totalCents = Math.round(total * 100);
  const cents = splitType === 'EVEN' ? evenCents(totalCents, count) : randomCents(totalCents, count, seed);
  return cents.map((n) => n / 100);
}

// ---------------------------------------------------------------- dividend periods

export interface DividendPeriod {
  periodStart: string;
  periodEnd: string;
  /** The members' own result over the period (negative when the team lost). */
  teamPnl: number;
  teamLoss: number;
  activeMembers: number;
  rate: number;
  dividend: number;
  /** ongoing (the current period), applicable (finished, a dividend to apply for), paid, none (no dividend). */
  status: 'ongoing' | 'applicable' | 'paid' | 'none';
}

/** The half-month period holding a UTC day: [start, end] day indexes. */
function periodOf(day: number): { start: number; end: number } {
  const date = new Date(day * DAY);
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  if (d <= 15) return { start: dayIndex(Date.UTC(y, m, 1)), end: dayIndex(Date.UTC(y, m, 15)) };
  return { start: dayIndex(Date.UTC(y, m, 16)), end: dayIndex(Date.UTC(y, m + 1, 0)) };
}

/** One period's figures for an agent's team (an ongoing period counts up to today). */
function dividendPeriod(world: MerchantWorld, agent: Member, span: { start: number; end: number }, today: number): DividendPeriod {
  const rows = team(world, agent.account).map((m) => memberTotals(world, m, { start: span.start, end: Math.min(span.end, today) }));
  const teamPnl = round2(rows.reduce((s, r) => s + r.profit, 0));
  const teamLoss = round2(-teamPnl);
  const activeMembers = rows.filter((r) => r.bet > 0).length;
  const tier = bestTier(DIVIDEND_TIERS, (t) => teamLoss >= t.teamLoss && activeMembers >= t.activeMembers);
  const periodStart = dayString(span.start);
  // A paid period keeps the amount that was paid, whatever the contract says later.
  const payout = world.agentExtras.dividendPayouts.find((p) => p.account === agent.account && p.periodStart === periodStart);
  const accepted = contractStatus(world, agent.account, 'dividend') === 'accepted';
  const dividend = payout ? payout.amount : accepted && tier ? round2(teamLoss * tier.rate) : 0;
  const status = span.end >= today ? 'ongoing' : payout ? 'paid' : dividend > 0 ? 'applicable' : 'none';
  return { periodStart, periodEnd: dayString(span.end), teamPnl, teamLoss, activeMembers, rate: tier?.rate ?? 0, dividend, status };
}

export const currentDividendPeriod = (world: MerchantWorld, agent: Member, today: number) => dividendPeriod(world, agent, periodOf(today), today);

/** The finished periods that started within the last 60 days, newest first. */
export function pastDividendPeriods(world: MerchantWorld, agent: Member, today: number): DividendPeriod[] {
  const out: DividendPeriod[] = [];
  for (let span = periodOf(periodOf(today).start - 1); span.start >= today - HISTORY_DAYS; span = periodOf(span.start - 1)) {
    out.push(dividendPeriod(world, agent, span, today));
  }
  return out;
}

// ---------------------------------------------------------------- routes

const orderView = (o: RedEnvelopeOrder) => ({ orderNo: o.orderNo, createdAt: o.at, total: o.total, count: o.shares.length, splitType: o.splitType, shares: o.shares });

export function mountAgentExtras(app: Hono<SimEnv>, pair: RsaKeyPair, now: () => number): void {
  const refuse = (c: Context<SimEnv>, code: string, message: string, field: string, extra: Record<string, unknown> = {}) => fail(c, 400, code, message, { field, ...extra });

  app.post(
    '/wps/agent/transferMultipleDownline',
    agentOnly(async (c, agent) => {
      const w = c.get('world');
      const body = await encryptedPayload(c, pair);
      if (body instanceof Response) return body;
      const names = Array.isArray(body.usernames) ? body.usernames.map(str) : [];
      const recipients = names.map((n) => w.members.get(n));
      if (!names.length || new Set(names).size !== names.length || recipients.some((m) => !m || m.upline !== agent.account)) {
        return refuse(c, 'agent.downline.invalid', 'Incorrect agent information', 'usernames');
      }
      const raw = str(body.totalAmount);
      const total = Number(raw);
      if (!AMOUNT.test(raw) || !(total > 0)) return refuse(c, 'amount.invalid', 'Please enter a valid amount', 'totalAmount');
      const min = round2(names.length * MIN_SHARE);
      if (total < min) return refuse(c, 'red.envelope.total.small', `The total must be at least ${min.toFixed(2)}`, 'totalAmount', { min });
      if (total > agent.balance) return refuse(c, 'insufficient.balance', 'Insufficient balance', 'totalAmount');
      const splitType = body.splitType === 'RANDOM' ? 'RANDOM' : body.splitType === 'EVEN' ? 'EVEN' : undefined;
      if (!splitType) return refuse(c, 'param.invalid', 'Unknown error', 'splitType');
      const refused = fundsRefusal(c, w, agent, str(body.paymentPassword));
      if (refused) return refused;

      const id = nextWalletId(w);
      const orderNo = `RE${id}`;
      const amounts = splitTotal(total, names.length, splitType, id);
      const at = now();
      moveMoney(w, agent, { kind: 'transfer', amount: -total, remark: `Red envelopes to ${names.length} downlines`, orderNo }, at);
      const shares = recipients.map((m, i) => {
        const amount = amounts[i] ?? 0;
        if (m) moveMoney(w, m, { kind: 'transfer', amount, remark: `Red envelope from ${agent.account}`, orderNo }, at);
        return { account: m?.account ?? '', amount };
      });
      const order: RedEnvelopeOrder = { orderNo, account: agent.account, total: round2(total), splitType, shares, at };
      w.agentExtras.redEnvelopes.push(order);
      return ok(c, { ...orderView(order), balance: agent.balance });
    }),
  );

  // ?page=&size= (default 10): the agent's sends, newest first.
  app.get(
    '/wps/relay/ODSFE2_redEnvelopeHistory',
    agentOnly((c, agent) => {
      const orders = c.get('world').agentExtras.redEnvelopes.filter((o) => o.account === agent.account).reverse();
      const { list, page, size, totalPages } = pageOf(orders, c.req.query('page'), c.req.query('size'));
      return ok(c, { list: list.map(orderView), page, size, totalPages, total: orders.length });
    }),
  );

  app.get(
    '/wps/relay/MCSFE_getUserContractDividendInfoByComputationPeriod',
    agentOnly((c, agent) => {
      const w = c.get('world');
      return ok(c, { contractStatus: contractStatus(w, agent.account, 'dividend'), period: 'HALF_MONTH', ...currentDividendPeriod(w, agent, dayIndex(now())) });
    }),
  );

  // ?page=&size= (default 10): finished periods of the last 60 days, newest first; footer: what was paid.
  app.get(
    '/wps/relay/ODSFE2_QueryDividend',
    agentOnly((c, agent) => {
      const w = c.get('world');
      const periods = pastDividendPeriods(w, agent, dayIndex(now()));
      const { list, page, size, totalPages } = pageOf(periods, c.req.query('page'), c.req.query('size'));
      const paid = round2(w.agentExtras.dividendPayouts.filter((p) => p.account === agent.account).reduce((s, p) => s + p.amount, 0));
      return ok(c, { list, page, size, totalPages, footer: { paid } });
    }),
  );

  // {periodStart}: pays a finished period's dividend once.
  app.post(
    '/wps/relay/MCSFE_applyContractualDividend',
    agentOnly(async (c, agent) => {
      const w = c.get('world');
      const periodStart = str((await jsonBody(c)).periodStart);
      const period = pastDividendPeriods(w, agent, dayIndex(now())).find((p) => p.periodStart === periodStart);
      if (!period) return fail(c, 400, 'dividend.period.invalid', 'Unknown error');
      if (period.status === 'paid') return fail(c, 400, 'dividend.already.paid', 'This dividend has already been paid');
      if (period.status !== 'applicable') return fail(c, 400, 'dividend.not.available', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
      const at = now();
      moveMoney(w, agent, { kind: 'other', amount: period.dividend, remark: `Dividend ${period.periodStart} – ${period.periodEnd}`, orderNo: `DV${nextWalletId(w)}` }, at);
      w.agentExtras.dividendPayouts.push({ account: agent.account, periodStart, amount: period.dividend, at });
      return ok(c, { periodStart, amount: period.dividend, balance: agent.balance });
    }),
  );

  // {action: accept | reject}: answers a pending dividend contract request (as ODSFE2_dividendInfo's action).
  app.post(
    '/wps/relay/MCSFE_processContractDividend',
    agentOnly(async (c, agent) => {
      const action = str((await jsonBody(c)).action);
      if (!action) return fail(c, 400, 'param.invalid', 'Unknown error');
      const refused = processContract(c, agent, 'dividend', action, now());
      return refused ?? ok(c, { contractStatus: contractStatus(c.get('world'), agent.account, 'dividend') });
    }),
  );
}
