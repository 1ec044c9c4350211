/**
 * Rewards (shared/platform-api-member.md §5): the reward centre's counts, claimable promotions, tickets and
 * claim history; the VIP club (rank progress, levels and benefits, rules); manual rebate and the rebate
 * report; mission activity (missions, milestones, claims, leaderboard, rules).
 *
 * Every member gets seeded rewards the first time any of these calls (or the control API) touches them:
 * two tickets (normal and free spin), a manual bonus and an upgrade bonus. Claims credit the balance once
 * through wallet.ts moveMoney (kind `bonus`, rebate `betting_rebate`); a free-trial account (member type 4)
 * is seeded nothing and refused every claim with free_reject (accounts.ts realMember, spec §5). Rebate and missions follow the
 * member's bets: the seeded 60-day history (data/bet-history.ts) plus bets added through the control API.
 *
 * *Unverified* (verbs and answers the public evidence does not show, §9): claimable rows, the claim bodies
 * ({claimId}, {transactionId}, {missionId}), claim-history rows, the VIP benefit and rule answers, the
 * rebate rows, every mission answer, and MISSION as the key that switches mission activity on.
 */
import type { Context, Hono } from 'hono';
import { betsBetween, type BetCategory, BET_CATEGORIES, isSettled } from '../data/bet-history';
import type { Catalogue } from '../data/catalogue';
import { fail, jsonBody, ok, pageOf, str } from '../envelope';
import type { IssuedPromotion, Member, MemberRewards, MerchantWorld, TicketType } from '../state';
import { cents, moveMoney } from '../wallet';
import { amount as amountSchema, controlBody, controlSchema, shape, text } from '../control-body';
import { authed, isTrial, realMember, sessionMember } from './accounts';
import type { SimEnv } from './world';

const DAY = 86_400_000;
/** What a list keeps at most, so the saved state stays bounded. */
const MAX_ROWS = 200;
/** The VIP total turnover's window: the longest any figure reads back (the seeded history covers it too). */
const TURNOVER_WINDOW = 60 * DAY;
const TICKET_TYPES: readonly TicketType[] = ['NORMAL', 'FREE_SPIN', 'GOLDEN_EGG'];

/** Rebate percent per product (game category). */
const REBATE_RATES: Record<BetCategory, number> = { RNG: 0.8, FISH: 0.8, LIVE: 0.5, SPORTS: 0.6, ELOTT: 0.3 };

const VIP_LEVELS = [
  { level: 1, name: 'VIP1', depositRequired: 0, betRequired: 0, upgradeBonus: 0, birthdayBonus: 0, monthlyBonus: 0, rebateRate: 0.5, dailyWithdrawLimit: 50_000 },
  { level: 2, name: 'VIP2', depositRequired: 1_000, betRequired: 5_000, upgradeBonus: 18, birthdayBonus: 28, monthlyBonus: 8, rebateRate: 0.6, dailyWithdrawLimit: 100_000 },
  { level: 3, name: 'VIP3', depositRequired: 5_000, betRequired: 25_000, upgradeBonus: 58, birthdayBonus: 88, monthlyBonus: 28, rebateRate: 0.7, dailyWithdrawLimit: 200_000 },
  { level: 4, name: 'VIP4', depositRequired: 20_000, betRequired: 100_000, upgradeBonus: 188, birthdayBonus: 288, monthlyBonus: 88, rebateRate: 0.8, dailyWithdrawLimit: 500_000 },
  { level: 5, name: 'VIP5', depositRequired: 100_000, betRequired: 500_000, upgradeBonus: 888, birthdayBonus: 888, monthlyBonus: 288, rebateRate: 1.0, dailyWithdrawLimit: 1_000_000 },
];

/** Monthly turnover each level expects to keep its rank. */
const MONTHLY_EXPECTED = [1_000, 5_000, 20_000, 80_000, 300_000];

const MISSIONS = [
  { missionId: 'daily-turnover', missionName: 'Daily turnover', periodDays: 1, milestones: [{ target: 100, bonus: 2 }, { target: 500, bonus: 8 }, { target: 1_000, bonus: 15 }] },
  { missionId: 'weekly-turnover', missionName: 'Weekly turnover', periodDays: 7, milestones: [{ target: 1_000, bonus: 10 }, { target: 5_000, bonus: 40 }] },
];

const VIP_RULES_HTML =
  '<h3>How levels work</h3><ol><li>Your level follows your total valid turnover.</li><li>Keep the monthly turnover of your level to stay there.</li><li>Upgrade bonuses are credited in the reward centre.</li></ol><script>alert(1)</script>';
const MISSION_RULES_HTML =
  '<ul><li>Valid bets count towards every mission of the period.</li><li>Claim each milestone\'s reward before the period ends.</li><li>Daily missions restart at 00:00 UTC, weekly ones every 7 days.</li></ul>';

// ---------------------------------------------------------------- member state

/**
 * A member's rewards, seeded on first use: two tickets, a manual bonus and a VIP upgrade bonus. A free-trial
 * account gets none (spec §5: it is refused every claim).
 */
export function memberRewards(world: MerchantWorld, member: Member, now: number): MemberRewards {
  const existing = world.rewards.get(member.account);
  if (existing) return existing;
  const r: MemberRewards = { tickets: [], issued: [], history: [], bets: [], rebatePaidUntil: now - 7 * DAY, rebatePayouts: [], missionClaims: [], nextId: 1 };
  if (!isTrial(member)) {
    addTicket(r, 'NORMAL', 10, now);
    addTicket(r, 'FREE_SPIN', 5, now);
    addIssued(r, 'MANUAL', 'Weekly bonus', 18, now);
    addIssued(r, 'UPGRADE_BONUS', 'VIP upgrade bonus', 8, now);
  }
  world.rewards.set(member.account, r);
  return r;
}

const keep = <T>(rows: T[]) => rows.splice(0, Math.max(0, rows.length - MAX_ROWS));

function addTicket(r: MemberRewards, type: TicketType, bonus: number, now: number) {
  r.tickets.push({ transactionId: `T${r.nextId++}`, ticketType: type, bonus: cents(bonus), promotionId: 7000 + TICKET_TYPES.indexOf(type), issuedAt: now, endDate: now + 7 * DAY });
  keep(r.tickets);
}

/** Issues a promotion to claim within 7 days (the reward centre's, and an inbox message's bonus). */
export function addIssued(r: MemberRewards, type: string, name: string, bonus: number, now: number): IssuedPromotion {
  const promo: IssuedPromotion = { claimId: `P${r.nextId++}`, promotionType: type, promotionName: name, bonus: cents(bonus), issuedAt: now, endDate: now + 7 * DAY };
  r.issued.push(promo);
  keep(r.issued);
  return promo;
}

/**
 * Pays a claimed bonus, the one way every claim does (rewards, missions, the activity centre's promotions): the
 * balance through moveMoney (kind `bonus`) and a row of the member's claim history (PROMOFE_getClaimHistory).
 */
export function credit(world: MerchantWorld, member: Member, claim: { kind: string; title: string; bonus: number; orderNo?: string }, now: number) {
  const { orderNo, ...row } = claim;
  const r = memberRewards(world, member, now);
  const tx = moveMoney(world, member, { kind: 'bonus', amount: row.bonus, remark: row.title, ...(orderNo ? { orderNo } : {}) }, now);
  r.history.push({ id: `C${r.nextId++}`, ...row, claimedAt: now });
  keep(r.history);
  return { bonus: row.bonus, balance: tx.balanceAfter };
}

/** An issued promotion's state as PROMOFE_queryPromotionClaimStatus answers it. */
function claimStatus(promo: IssuedPromotion, now: number): 'CLAIMED' | 'EXPIRED' | 'CLAIMABLE' {
  if (promo.claimedAt !== undefined) return 'CLAIMED';
  return promo.endDate > now ? 'CLAIMABLE' : 'EXPIRED';
}

const availableTickets = (r: MemberRewards, now: number) => r.tickets.filter((t) => t.claimedAt === undefined && t.endDate > now);
const waitingIssued = (r: MemberRewards, now: number) => r.issued.filter((p) => p.claimedAt === undefined && p.endDate > now);

// ---------------------------------------------------------------- bets, rebate and missions

interface Bet {
  category: string;
  at: number;
  amount: number;
}

/** Settled valid bets in (from, to]: the seeded history and the control API's bets. */
function betsIn(cat: Catalogue, member: Member, r: MemberRewards, from: number, to: number, now: number): Bet[] {
  const seeded = betsBetween(cat, member.account, from - 2 * DAY, to, now)
    .filter((b) => isSettled(b, now) && b.settleTime > from && b.settleTime <= to)
    .map((b) => ({ category: b.category, at: b.settleTime, amount: b.validBetAmount }));
  return [...seeded, ...r.bets.filter((b) => b.at > from && b.at <= to)];
}

function rebateDue(cat: Catalogue, member: Member, r: MemberRewards, now: number) {
  return BET_CATEGORIES.map((productType) => {
    const betAmount = cents(betsIn(cat, member, r, r.rebatePaidUntil, now, now).filter((b) => b.category === productType).reduce((s, b) => s + b.amount, 0));
    return { productType, betAmount, rebateRate: REBATE_RATES[productType], rebateAmount: cents((betAmount * REBATE_RATES[productType]) / 100) };
  });
}

/**
 * Drops the control API's bets no figure reads any more: older than the turnover window and already paid
 * rebate. Bounded by age, not by count, so the VIP turnover and the unpaid rebate stay whole.
 */
function dropStaleBets(r: MemberRewards, now: number) {
  const oldestRead = Math.min(now - TURNOVER_WINDOW, r.rebatePaidUntil);
  r.bets = r.bets.filter((b) => b.at > oldestRead);
}

const periodStart = (now: number, days: number) => Math.floor(now / (days * DAY)) * days * DAY;

function missionsOf(cat: Catalogue, member: Member, r: MemberRewards, now: number) {
  return MISSIONS.map((m) => {
    const start = periodStart(now, m.periodDays);
    const progress = cents(betsIn(cat, member, r, start, now, now).reduce((s, b) => s + b.amount, 0));
    const milestones = m.milestones.map((step) => {
      const claimed = r.missionClaims.includes(`${m.missionId}:${start}:${step.target}`);
      return { ...step, reached: progress >= step.target, claimed };
    });
    const claimable = milestones.filter((s) => s.reached && !s.claimed);
    return {
      missionId: m.missionId,
      missionName: m.missionName,
      progress,
      target: m.milestones.at(-1)?.target ?? 0,
      startTime: start,
      endTime: start + m.periodDays * DAY,
      claimableBonus: cents(claimable.reduce((s, c) => s + c.bonus, 0)),
      status: claimable.length ? 'CLAIMABLE' : milestones.every((s) => s.claimed) ? 'COMPLETED' : 'IN_PROGRESS',
      milestones,
    };
  });
}

// ---------------------------------------------------------------- VIP

function totalTurnover(cat: Catalogue, member: Member, r: MemberRewards, now: number) {
  return cents(betsIn(cat, member, r, now - TURNOVER_WINDOW, now, now).reduce((s, b) => s + b.amount, 0));
}

function rankProgress(cat: Catalogue, member: Member, r: MemberRewards, now: number) {
  const total = totalTurnover(cat, member, r, now);
  const index = VIP_LEVELS.reduce((at, l, i) => (total >= l.betRequired ? i : at), 0);
  const month = new Date(now);
  const monthStart = Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1);
  const actual = cents(betsIn(cat, member, r, monthStart, now, now).reduce((s, b) => s + b.amount, 0));
  const next = VIP_LEVELS[index + 1];
  return {
    playerRankName: VIP_LEVELS[index]?.name ?? 'VIP1',
    nextRankName: next?.name ?? null,
    nextRankTurnover: next?.betRequired ?? null,
    monthlyTurnover: { actual, expected: MONTHLY_EXPECTED[index] ?? 0 },
    totalTurnover: total,
  };
}

// ---------------------------------------------------------------- routes

async function bodyOf(c: Context<SimEnv>) {
  return c.req.method === 'GET' ? c.req.query() : { ...c.req.query(), ...(await jsonBody(c)) };
}

/** One page of rows as the rewards' lists answer it: {list, totalPages}. */
function pageOfRows<T>(rows: readonly T[], c: Context<SimEnv>) {
  const { list, totalPages } = pageOf(rows, c.req.query('page'), c.req.query('size'));
  return { list, totalPages };
}

/** Reward kinds and counts; a guest gets the switches with count 0 (the referral and mission checks need them). */
function availablePromotions(world: MerchantWorld, member: Member | undefined, cat: Catalogue, now: number) {
  const r = member && !isTrial(member) ? memberRewards(world, member, now) : undefined;
  const tickets = r ? availableTickets(r, now) : [];
  const issued = r ? waitingIssued(r, now) : [];
  const content: Record<string, unknown> = {};
  for (const [kind, enabled] of Object.entries(world.promotions)) {
    let count = issued.filter((p) => p.promotionType === kind).length;
    if (kind === 'TICKET') count = tickets.length;
    if (kind === 'MISSION_MANUAL' && r && member) count = missionsOf(cat, member, r, now).filter((m) => m.status === 'CLAIMABLE').length;
    content[kind] = { enabled, count: enabled ? count : 0 };
  }
  const ticket = content.TICKET as { enabled: boolean; count: number } | undefined;
  if (ticket) {
    content.TICKET = { ...ticket, ticketDetails: TICKET_TYPES.map((ticketType) => ({ ticketType, ticketCount: tickets.filter((t) => t.ticketType === ticketType).length })).filter((d) => d.ticketCount > 0) };
  }
  const total = Object.values(content).reduce((s: number, v) => s + (v as { count: number }).count, 0);
  return { content, footer: { totalCount: total } };
}

export function mountRewards(app: Hono<SimEnv>, catalogue: () => Catalogue, now: () => number): void {
  app.get('/wps/relay/MCSFE_getAvailablePromotions', (c) => ok(c, availablePromotions(c.get('world'), sessionMember(c), catalogue(), now())));

  // ?promotionType=MANUAL,UPGRADE_BONUS&status=I (I = issued, waiting to be claimed; C = claimed).
  app.get(
    '/wps/relay/MCSFE_getClaimPromotion',
    authed((c, member, w) => {
      const r = memberRewards(w, member, now());
      const types = (c.req.query('promotionType') ?? '').split(',').filter(Boolean);
      const status = c.req.query('status') ?? 'I';
      const rows = r.issued
        .filter((p) => (types.length === 0 || types.includes(p.promotionType)) && (status === 'C' ? p.claimedAt !== undefined : p.claimedAt === undefined && p.endDate > now()))
        .map((p) => ({ ...p, status: p.claimedAt === undefined ? 'I' : 'C' }));
      return ok(c, rows);
    }),
  );

  // {claimId}: the reward centre's issued promotions and the bonuses inbox messages carry (routes/inbox.ts).
  app.post(
    '/wps/relay/MCSFE_claimIssuedPromotion',
    realMember(async (c, member, w) => {
      const r = memberRewards(w, member, now());
      const claimId = str((await bodyOf(c)).claimId);
      if (r.issued.some((p) => p.claimId === claimId && p.claimedAt !== undefined)) return fail(c, 400, 'promotion.already.claimed', 'This bonus has already been claimed');
      const promo = waitingIssued(r, now()).find((p) => p.claimId === claimId);
      if (!promo) return fail(c, 400, 'promotion.not.claimable', 'This reward has already been claimed or has expired');
      promo.claimedAt = now();
      return ok(c, credit(w, member, { kind: promo.promotionType, title: promo.promotionName, bonus: promo.bonus }, now()));
    }),
  );

  // The state of the member's issued promotions (an inbox message's bonus, platform-api-member.md §6, ujZn):
  // answers [{promoType, claimId, status, endTime}] (seen); the body {claimIds: [...]} and the status values
  // CLAIMABLE, CLAIMED and EXPIRED are *unverified*. Ids the member was not issued are left out.
  app.post(
    '/wps/relay/PROMOFE_queryPromotionClaimStatus',
    authed(async (c, member, w) => {
      const { claimIds } = await jsonBody(c);
      if (!Array.isArray(claimIds) || claimIds.length > MAX_ROWS) return fail(c, 400, 'promotion.claimIds.invalid', 'Unknown error');
      const wanted = new Set(claimIds.map(str));
      const at = now();
      const rows = memberRewards(w, member, at).issued.filter((p) => wanted.has(p.claimId));
      return ok(c, rows.map((p) => ({ promoType: p.promotionType, claimId: p.claimId, status: claimStatus(p, at), endTime: p.endDate })));
    }),
  );

  // ?isApp=N&isAll=Y&status=AVAILABLE
  app.get(
    '/wps/relay/PROMOFE_getClaimTicketList',
    authed((c, member, w) => {
      const r = memberRewards(w, member, now());
      const rows = (c.req.query('status') ?? 'AVAILABLE') === 'AVAILABLE' ? availableTickets(r, now()) : r.tickets;
      return ok(
        c,
        rows.map((t) => ({ ...t, type: t.ticketType, status: t.claimedAt === undefined ? 'AVAILABLE' : 'CLAIMED', conditionSize: 0, achievedConditionSize: 0, conditionStatus: [] })),
      );
    }),
  );

  const claimTicket = (freeSpin: boolean) =>
    realMember(async (c, member, w) => {
      const r = memberRewards(w, member, now());
      const id = str((await bodyOf(c)).transactionId);
      const ticket = availableTickets(r, now()).find((t) => t.transactionId === id);
      if (!ticket) return fail(c, 400, 'ticket.not.claimable', 'This ticket has already been claimed or has expired');
      if ((ticket.ticketType === 'FREE_SPIN') !== freeSpin) return fail(c, 400, 'ticket.type.mismatch', 'Unknown error');
      ticket.claimedAt = now();
      return ok(c, credit(w, member, { kind: 'TICKET', title: `${ticket.ticketType} ticket`, bonus: ticket.bonus }, now()));
    });
  app.post('/wps/relay/PROMOFE_claimTicket', claimTicket(false));
  app.post('/wps/relay/PROMOFE_claimFreeSpinTicketV2', claimTicket(true));

  // ?page=&size= ; newest first.
  app.get(
    '/wps/relay/PROMOFE_getClaimHistory',
    authed((c, member, w) => ok(c, pageOfRows([...memberRewards(w, member, now()).history].reverse(), c))),
  );

  // VIP club: progress needs a session; levels and rules are public.
  app.get(
    '/wps/relay/MCSFE_getPlayerRankProgress',
    authed((c, member, w) => ok(c, rankProgress(catalogue(), member, memberRewards(w, member, now()), now()))),
  );
  app.get('/wps/relay/MCSFE_getMemberClubBenefit', (c) => {
    const member = sessionMember(c);
    const w = c.get('world');
    const rank = member && !isTrial(member) ? rankProgress(catalogue(), member, memberRewards(w, member, now()), now()).playerRankName : undefined;
    return ok(c, {
      currentLevel: VIP_LEVELS.find((l) => l.name === rank)?.level ?? null,
      levels: VIP_LEVELS.map(({ level, name, depositRequired, betRequired, ...benefits }) => ({ level, name, depositRequired, betRequired, benefits })),
    });
  });
  app.get('/wps/relay/MCSFE_getPlayerRankRule', (c) => ok(c, VIP_RULES_HTML));

  // Manual rebate: what the bets settled since the last payout earn, per product.
  app.get(
    '/wps/relay/ODSFE2_getRebate',
    authed((c, member, w) => {
      const rows = rebateDue(catalogue(), member, memberRewards(w, member, now()), now());
      return ok(c, { list: rows, totalRebate: cents(rows.reduce((s, x) => s + x.rebateAmount, 0)) });
    }),
  );
  app.post(
    '/wps/relay/ODSFE2_rebateDisburse',
    realMember((c, member, w) => {
      const at = now();
      const r = memberRewards(w, member, at);
      const rows = rebateDue(catalogue(), member, r, at).filter((x) => x.rebateAmount > 0);
      const amount = cents(rows.reduce((s, x) => s + x.rebateAmount, 0));
      if (amount <= 0) return fail(c, 400, 'rebate.nothing.to.claim', 'There is no rebate to claim');
      r.rebatePaidUntil = at;
      dropStaleBets(r, at);
      r.rebatePayouts.push(...rows.map((x) => ({ balanceDate: at, productType: x.productType, betAmount: x.betAmount, rebateAmount: x.rebateAmount })));
      keep(r.rebatePayouts);
      const tx = moveMoney(w, member, { kind: 'betting_rebate', amount, remark: 'Manual rebate' }, at);
      return ok(c, { amount, balance: tx.balanceAfter });
    }),
  );
  // ?startDate=&endDate= (epoch ms) &page=&size=&sortColumn=balanceDate:desc
  app.get(
    '/wps/relay/ODSFE2_MemberRebate',
    authed((c, member, w) => {
      const start = Number(c.req.query('startDate'));
      const end = Number(c.req.query('endDate'));
      if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return fail(c, 400, 'date.range.invalid', 'Please choose a date range');
      const rows = memberRewards(w, member, now())
        .rebatePayouts.filter((p) => p.balanceDate >= start && p.balanceDate <= end)
        .sort((a, b) => (c.req.query('sortColumn') === 'balanceDate:asc' ? a.balanceDate - b.balanceDate : b.balanceDate - a.balanceDate));
      const footer = { betAmount: cents(rows.reduce((s, x) => s + x.betAmount, 0)), rebateAmount: cents(rows.reduce((s, x) => s + x.rebateAmount, 0)) };
      return ok(c, { ...pageOfRows(rows, c), footer });
    }),
  );

  // Missions: progress follows the period's valid bets; a claim takes every reached milestone not yet claimed.
  app.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    authed((c, member, w) => ok(c, pageOfRows(missionsOf(catalogue(), member, memberRewards(w, member, now()), now()).map(({ milestones: _m, ...m }) => m), c))),
  );
  app.get(
    '/wps/relay/MCSFE_getMissionMilestones',
    authed((c, member, w) => {
      const mission = missionsOf(catalogue(), member, memberRewards(w, member, now()), now()).find((m) => m.missionId === c.req.query('missionId'));
      return mission ? ok(c, mission.milestones) : fail(c, 400, 'mission.not.found', 'Unknown error');
    }),
  );
  app.post(
    '/wps/relay/MCSFE_claimMissionRewards',
    realMember(async (c, member, w) => {
      const at = now();
      const r = memberRewards(w, member, at);
      const missionId = str((await bodyOf(c)).missionId);
      const mission = missionsOf(catalogue(), member, r, at).find((m) => m.missionId === missionId);
      if (!mission || mission.claimableBonus <= 0) return fail(c, 400, 'mission.not.claimable', 'There is no reward to claim');
      for (const step of mission.milestones) if (step.reached && !step.claimed) r.missionClaims.push(`${mission.missionId}:${mission.startTime}:${step.target}`);
      keep(r.missionClaims);
      return ok(c, credit(w, member, { kind: 'MISSION', title: mission.missionName, bonus: mission.claimableBonus }, at));
    }),
  );
  app.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    authed((c, member, w) => {
      const mine = missionsOf(catalogue(), member, memberRewards(w, member, now()), now())[1]?.progress ?? 0;
      const others = [9_800, 7_450, 5_120, 3_300, 2_180, 1_460, 900, 420].map((score, i) => ({ customerName: `pl***${String(i + 1).padStart(2, '0')}`, score, self: false }));
      const ranked = [...others, { customerName: member.account, score: mine, self: true }].sort((a, b) => b.score - a.score).map((row, i) => ({ rank: i + 1, ...row }));
      return ok(c, { list: ranked, myRank: ranked.find((row) => row.self)?.rank ?? null });
    }),
  );
  app.get('/wps/relay/MCSFE_getMissionRules', (c) => ok(c, MISSION_RULES_HTML));
}

// ---------------------------------------------------------------- control API

/** The largest bonus or bet a control call gives. */
const CONTROL_AMOUNT_MAX = 1_000_000;
/** Reward kinds (MANUAL, UPGRADE_BONUS, …): capitals and _. */
const KIND_PATTERN = '^[A-Z_]{2,30}$';
const ticketBody = controlSchema<{ type?: TicketType; bonus: number }>(shape({ type: { enum: TICKET_TYPES }, bonus: amountSchema(CONTROL_AMOUNT_MAX) }, ['bonus']));
const issuedBody = controlSchema<{ promotionType?: string; name?: string; bonus: number }>(
  shape({ promotionType: { type: 'string', pattern: KIND_PATTERN }, name: text(80), bonus: amountSchema(CONTROL_AMOUNT_MAX) }, ['bonus']),
);
const betBody = controlSchema<{ amount: number; category?: BetCategory }>(shape({ amount: amountSchema(CONTROL_AMOUNT_MAX), category: { enum: BET_CATEGORIES } }, ['amount']));
const switchesBody = controlSchema<Record<string, boolean>>({ type: 'object', propertyNames: { pattern: KIND_PATTERN }, additionalProperties: { type: 'boolean' }, maxProperties: 100 });

export function mountRewardsControl(app: Hono<SimEnv>, target: { worlds: Map<string, MerchantWorld>; now: () => number }): void {
  const lookup = (c: Context) => {
    const w = target.worlds.get(c.req.header('Merchant') ?? c.req.query('merchant') ?? '');
    const member = w?.members.get(c.req.param('account') ?? '');
    return w && member ? { w, member, r: memberRewards(w, member, target.now()) } : undefined;
  };
  const missing = (c: Context) => c.json({ error: 'unknown merchant or member' }, 404);
  const trialRefused = (c: Context) => c.json({ error: 'a free-trial account gets no rewards' }, 400);

  app.post('/__sim/members/:account/tickets', async (c) => {
    const found = lookup(c);
    if (!found) return missing(c);
    if (isTrial(found.member)) return trialRefused(c);
    const body = await controlBody(c, ticketBody);
    if (body instanceof Response) return body;
    addTicket(found.r, body.type ?? 'NORMAL', body.bonus, target.now());
    return c.json(found.r.tickets.at(-1), 201);
  });

  app.post('/__sim/members/:account/promotions', async (c) => {
    const found = lookup(c);
    if (!found) return missing(c);
    if (isTrial(found.member)) return trialRefused(c);
    const body = await controlBody(c, issuedBody);
    if (body instanceof Response) return body;
    addIssued(found.r, body.promotionType ?? 'MANUAL', body.name || 'Bonus', body.bonus, target.now());
    return c.json(found.r.issued.at(-1), 201);
  });

  app.post('/__sim/members/:account/bets', async (c) => {
    const found = lookup(c);
    if (!found) return missing(c);
    const body = await controlBody(c, betBody);
    if (body instanceof Response) return body;
    const { amount, category = 'RNG' } = body;
    if (amount > found.member.balance) return c.json({ error: 'the balance is lower than the bet' }, 409);
    const at = target.now();
    found.r.bets.push({ at, category, amount: cents(amount) });
    dropStaleBets(found.r, at);
    moveMoney(found.w, found.member, { kind: 'betting', amount: -amount, remark: `${category} bet` }, at);
    return c.json({ balance: found.member.balance }, 201);
  });

  // The reward kinds' switches: { "MISSION": false, "TICKET": true, … }.
  app.patch('/__sim/promotions', async (c) => {
    const w = target.worlds.get(c.req.header('Merchant') ?? c.req.query('merchant') ?? '');
    if (!w) return missing(c);
    const body = await controlBody(c, switchesBody);
    if (body instanceof Response) return body;
    Object.assign(w.promotions, body);
    return c.json(w.promotions);
  });
}
