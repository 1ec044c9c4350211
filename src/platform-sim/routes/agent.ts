/**
 * Agent calls (platform-api.md "Agent"; spec §2.15, §4 "Home load", §6, §7): team KPI, consolidated
 * member funds (pending contract requests), downlines, downline rebates, daily and hourly salary contracts
 * and dividend info; the team reports (overview, P&L, team bets, rebate income) are in agent-reports.ts.
 *
 * Agent calls need a session whose member is an agent kind (1, 2, 41, 42); others get HTTP 400
 * `agent.not.allowed` "Non-agents cannot log in". Only the consolidated member funds call is open to
 * every logged-in member (the home page asks it for members of type 0, 1 and 2).
 *
 * Activity is deterministic: whether a member logged in or bet on a day, and how much, follows a hash
 * of (member id, UTC day), never before the member's registration day (`dayActivity`), split by game
 * category. The team KPI, the downline list, the team reports and the contracts all read that one source,
 * so they agree.
 *
 * Paths other than ODSFE2_teamKPIC, ODSFE2_getSubordinatev2, ODSFE2_getTeamPNLV3,
 * /wps/agent/updateDownlineRebates and ODSFE2_CurrentDailySalary are *unverified* (the open-downline path
 * /wps/agent/downline comes from a public front end's notes, its body and answer are the simulator's), and every answer shape
 * except the KPI footer and the contract-request fields is *unverified* (the simulator's choice).
 */
import type { Context, Hono } from 'hono';
import type { RsaKeyPair } from '../encryption';
import { fail, jsonBody, ok, str } from '../envelope';
import { addMember, type ContractDecision, type ContractRequests, type Member, type MerchantWorld } from '../state';
import { authed, encryptedPayload, } from './accounts';
import type { SimEnv } from './world';

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
const DAY = 86_400_000;
const MAX_RANGE_DAYS = 92;
/** The rebate an agent may hand out when the world holds none for it (percent). */
const DEFAULT_AGENT_REBATE = 3;
const DEFAULT_MEMBER_REBATE = 0;

export const round2 = (n: number) => Math.round(n * 100) / 100;

// ---------------------------------------------------------------- days and deterministic activity

export const dayIndex = (ms: number) => Math.floor(ms / DAY);
export const dayString = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' (UTC) -> day index, or undefined when it is not a real date. */
export function parseDay(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayString(dayIndex(ms)) === text ? dayIndex(ms) : undefined;
}

/** A 32-bit mix of two integers (deterministic; no Math.random). */
export function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The game categories the team reports split bets by (the site's categories a team bets in). */
export const TEAM_CATEGORIES = ['LOTT', 'RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP'] as const;
export type TeamCategory = (typeof TEAM_CATEGORIES)[number];

/** A day's play in one category, in cents (whole numbers, so every report's sums are exact). */
export interface CategoryPlay {
  bets: number;
  betCents: number;
  payoutCents: number;
}

export interface DayActivity {
  loggedIn: boolean;
  /** The member's registration day. */
  registered: boolean;
  bet: number;
  payout: number;
  deposit: number;
  withdraw: number;
  /** `bet` and `payout` split by category (the parts add up to them exactly). */
  plays: Record<TeamCategory, CategoryPlay>;
}

const NO_PLAY: CategoryPlay = { bets: 0, betCents: 0, payoutCents: 0 };
const noPlays = () => Object.fromEntries(TEAM_CATEGORIES.map((cat) => [cat, NO_PLAY])) as Record<TeamCategory, CategoryPlay>;
const IDLE: DayActivity = { loggedIn: false, registered: false, bet: 0, payout: 0, deposit: 0, withdraw: 0, plays: noPlays() };

/** Splits a day's bet over the categories by hashed weights (the day's main category always has some). */
function splitPlays(member: Member, day: number, bet: number): Record<TeamCategory, CategoryPlay> {
  const h = mix(member.id, day ^ 0x5bd1e995);
  const main = h % TEAM_CATEGORIES.length;
  const weights = TEAM_CATEGORIES.map((_, i) => ((h >>> (4 + i * 3)) % 4) + (i === main ? 1 : 0));
  const total = weights.reduce((s, w) => s + w, 0);
  const cents = TEAM_CATEGORIES.map((_, i) => Math.floor((bet * 100 * (weights[i] ?? 0)) / total));
  cents[main] = (cents[main] ?? 0) + bet * 100 - cents.reduce((s, c) => s + c, 0);
  const plays = noPlays();
  TEAM_CATEGORIES.forEach((cat, i) => {
    const betCents = cents[i] ?? 0;
    if (betCents === 0) return;
    const payoutPerMille = 700 + (mix(member.id, day * 8 + i) % 500);
    plays[cat] = { bets: 1 + Math.floor(betCents / 50_000), betCents, payoutCents: Math.round((betCents * payoutPerMille) / 1000) };
  });
  return plays;
}

/**
 * What a member did on a UTC day: about 3 in 4 days logged in, 2 in 3 of those with bets spread over the
 * categories. Every team report (KPI, overview, P&L, team bets, rebate income) reads this one source.
 */
export function dayActivity(member: Member, day: number): DayActivity {
  const regDay = dayIndex(member.regDate);
  if (day < regDay) return IDLE;
  const h = mix(member.id, day);
  const loggedIn = h % 4 !== 0;
  if (!loggedIn) return day === regDay ? { ...IDLE, registered: true } : IDLE;
  const bet = (h >>> 2) % 3 !== 0 ? 10 + ((h >>> 4) % 4990) : 0;
  const plays = bet ? splitPlays(member, day, bet) : noPlays();
  return {
    loggedIn,
    registered: day === regDay,
    bet,
    payout: TEAM_CATEGORIES.reduce((s, cat) => s + plays[cat].payoutCents, 0) / 100,
    deposit: (h >>> 20) % 4 === 0 ? 100 * (1 + ((h >>> 22) % 10)) : 0,
    withdraw: (h >>> 26) % 8 === 0 ? 50 * (1 + ((h >>> 29) % 8)) : 0,
    plays,
  };
}

export interface DayRange {
  start: number;
  end: number;
}

export function days(range: DayRange): number[] {
  return Array.from({ length: range.end - range.start + 1 }, (_, i) => range.start + i);
}

// ---------------------------------------------------------------- team

/** Direct downlines: members whose upline is the account, in registration order. */
export function downlines(world: MerchantWorld, account: string): Member[] {
  return [...world.members.values()].filter((m) => m.upline === account);
}

/** The whole team below an agent: downlines, their downlines, and so on. */
export function team(world: MerchantWorld, account: string): Member[] {
  const seen = new Set<string>([account]);
  const out: Member[] = [];
  for (let queue = downlines(world, account); queue.length; ) {
    const next: Member[] = [];
    for (const m of queue) {
      if (seen.has(m.account)) continue;
      seen.add(m.account);
      out.push(m);
      next.push(...downlines(world, m.account));
    }
    queue = next;
  }
  return out;
}

export const isOnline = (world: MerchantWorld, account: string) => [...world.sessions.values()].includes(account);

/** The team KPI counters over a day range (a member online today counts as logged in today). */
export function teamKpi(world: MerchantWorld, account: string, range: DayRange, today: number) {
  const members = team(world, account);
  const span = days(range);
  const includesToday = range.start <= today && today <= range.end;
  return {
    teamLoginMemberCount: members.filter((m) => (includesToday && isOnline(world, m.account)) || span.some((d) => dayActivity(m, d).loggedIn)).length,
    teamBetMemberCount: members.filter((m) => span.some((d) => dayActivity(m, d).bet > 0)).length,
    teamRegisterMemberCount: members.filter((m) => range.start <= dayIndex(m.regDate) && dayIndex(m.regDate) <= range.end).length,
    teamOnlineCount: members.filter((m) => isOnline(world, m.account)).length,
  };
}

/** A member's (or a group's) figures over a range, in cents; `bets` counts bets. */
export interface Figures {
  deposit: number;
  withdraw: number;
  bet: number;
  validBet: number;
  payout: number;
  rebate: number;
  /** The member's own result: payout + rebate − bet (negative when the member lost). */
  profit: number;
  bets: number;
}

export const noFigures = (): Figures => ({ deposit: 0, withdraw: 0, bet: 0, validBet: 0, payout: 0, rebate: 0, profit: 0, bets: 0 });

export function addFigures(into: Figures, more: Figures): Figures {
  for (const key of Object.keys(into) as (keyof Figures)[]) into[key] += more[key];
  return into;
}

/** A member's rebate rate (percent) for each game category: the per-product rates team management sets. */
export const ratesOf = (world: MerchantWorld, member: Member) =>
  Object.fromEntries(TEAM_CATEGORIES.map((cat) => [cat, rebateOf(world, member, cat)])) as Record<TeamCategory, number>;

/** The rebate on a bet at a rate (percent), in whole cents. */
export const rebateCents = (betCents: number, rate: number) => Math.round((betCents * rate) / 100);

/** A member's figures over a day range from the daily activity; with `category`, only that category's play. */
export function memberFigures(world: MerchantWorld, member: Member, range: DayRange, category?: TeamCategory): Figures {
  const rates = ratesOf(world, member);
  const f = noFigures();
  for (const d of days(range)) {
    const a = dayActivity(member, d);
    f.deposit += a.deposit * 100;
    f.withdraw += a.withdraw * 100;
    for (const cat of category ? [category] : TEAM_CATEGORIES) {
      const play = a.plays[cat];
      f.bet += play.betCents;
      f.payout += play.payoutCents;
      f.bets += play.bets;
      f.rebate += rebateCents(play.betCents, rates[cat]);
    }
  }
  f.validBet = f.bet;
  f.profit = f.payout + f.rebate - f.bet;
  return f;
}

/** Figures as money (2 decimals); counts stay counts. */
export function inMoney(f: Figures) {
  const m = (cents: number) => cents / 100;
  return { deposit: m(f.deposit), withdraw: m(f.withdraw), bet: m(f.bet), validBet: m(f.validBet), payout: m(f.payout), rebate: m(f.rebate), profit: m(f.profit), bets: f.bets };
}

/** A member's totals over a day range (amounts the member bet, won back, deposited, withdrew). */
export function memberTotals(world: MerchantWorld, member: Member, range: DayRange) {
  const { bets: _, ...money } = inMoney(memberFigures(world, member, range));
  return money;
}

/**
 * The products a rebate rate is set for (the site's game categories; routes/agent-team.ts). Lottery rows
 * are of type LOTTERY, the others GAME (the row `type` is *unverified*).
 */
export const REBATE_PRODUCTS = ['LOTT', 'ELOTT', 'SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP'] as const;
export type RebateProduct = (typeof REBATE_PRODUCTS)[number];

/** What an agent may hand out per product when nothing was set for it, neither one rate nor per product (percent). */
export const DEFAULT_AGENT_PRODUCT_REBATES: Readonly<Record<RebateProduct, number>> = { LOTT: 3, ELOTT: 2.5, SPORTS: 1.8, LIVE: 1.5, RNG: 2.5, FISH: 2.5, PVP: 2 };

const isRebateProduct = (product: string): product is RebateProduct => (REBATE_PRODUCTS as readonly string[]).includes(product);

/**
 * A member's rebate rate (percent). Without a product: the one rate it always was (its own, else 3 for an
 * agent, 0 for a player). With a product: the rate set for that product; else the member's one rate when
 * one was set; else the agent defaults per product (0 for a player). An unknown product reads as no product.
 */
export function rebateOf(world: MerchantWorld, member: Member, product?: string): number {
  const single = world.rebates.get(member.account);
  if (product === undefined || !isRebateProduct(product)) return single ?? (AGENT_TYPES.includes(member.type) ? DEFAULT_AGENT_REBATE : DEFAULT_MEMBER_REBATE);
  const own = world.productRebates.get(member.account)?.[product];
  if (own !== undefined) return own;
  if (single !== undefined) return single;
  return AGENT_TYPES.includes(member.type) ? DEFAULT_AGENT_PRODUCT_REBATES[product] : DEFAULT_MEMBER_REBATE;
}

// ---------------------------------------------------------------- contracts

const NO_REQUESTS: ContractRequests = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
const REQUEST_FIELD: Record<ContractDecision['contract'], keyof ContractRequests> = {
  dailySalary: 'dailysalreqtype',
  hourSalary: 'contracthoursalreq',
  dividend: 'divtypecompperiodreq',
};

const DAILY_SALARY_TIERS = [
  { teamBet: 10_000, activeMembers: 3, salary: 100 },
  { teamBet: 50_000, activeMembers: 10, salary: 600 },
  { teamBet: 200_000, activeMembers: 30, salary: 2_800 },
];
const HOUR_SALARY_TIERS = [
  { hourlyBet: 500, salary: 5 },
  { hourlyBet: 2_000, salary: 25 },
  { hourlyBet: 10_000, salary: 150 },
];
export const DIVIDEND_TIERS = [
  { teamLoss: 1_000, activeMembers: 1, rate: 0.1 },
  { teamLoss: 20_000, activeMembers: 5, rate: 0.2 },
  { teamLoss: 100_000, activeMembers: 20, rate: 0.3 },
];

/** pending (a request awaits the agent), accepted or rejected (the last decision), or none. */
export function contractStatus(world: MerchantWorld, account: string, contract: ContractDecision['contract']) {
  if (world.contractRequests.get(account)?.[REQUEST_FIELD[contract]]) return 'pending';
  const last = world.contractDecisions.filter((d) => d.account === account && d.contract === contract).at(-1);
  return last ? (last.decision === 'accept' ? 'accepted' : 'rejected') : 'none';
}

/**
 * Applies `action` (accept | reject) to a pending contract request; answers an error Response, or
 * undefined when there was nothing to do or it was done.
 */
export function processContract(c: Context<SimEnv>, member: Member, contract: ContractDecision['contract'], action: string, at: number): Response | undefined {
  if (!action) return undefined;
  if (action !== 'accept' && action !== 'reject') return fail(c, 400, 'param.invalid', 'Unknown error');
  const w = c.get('world');
  const requests = w.contractRequests.get(member.account);
  const field = REQUEST_FIELD[contract];
  if (!requests?.[field]) return fail(c, 400, 'contract.not.pending', 'Sorry, this account does not have permission or the feature is temporarily unavailable');
  w.contractRequests.set(member.account, { ...requests, [field]: '' });
  w.contractDecisions.push({ account: member.account, contract, decision: action, at });
  return undefined;
}

// ---------------------------------------------------------------- opening a downline account

/** The kinds of account an agent may open: a player (0) or an agent (1). */
const DOWNLINE_TYPES: readonly number[] = [0, 1];

/** Why a new account's name or password is refused (the register settings' bounds, as registration checks them). */
function downlineRefusal(w: MerchantWorld, username: string, password: string, confirmPassword: string): { code: string; message: string; field: string } | undefined {
  const within = (value: string, field: string, min: number, max: number) =>
    value.length >= (w.registerSettings[field]?.minLength ?? min) && value.length <= (w.registerSettings[field]?.maxLength ?? max);
  if (!/^[A-Za-z0-9_]+$/.test(username) || !within(username, 'username', 4, 16)) return { code: 'register.username.invalid', message: 'Account format is incorrect', field: 'username' };
  if (/\s/.test(password) || !within(password, 'password', 6, 20)) return { code: 'register.password.invalid', message: 'Password format is incorrect', field: 'password' };
  if (password !== confirmPassword) return { code: 'register.password.confirm', message: 'Confirmation password not matched', field: 'confirmPassword' };
  return undefined;
}

export const bestTier = <T>(tiers: T[], fits: (t: T) => boolean) => tiers.filter(fits).at(-1);

// ---------------------------------------------------------------- routes

type AgentHandler = (c: Context<SimEnv>, member: Member) => Response | Promise<Response>;

/** A route for agent kinds only; others get HTTP 400 agent.not.allowed. */
export const agentOnly = (handler: AgentHandler) =>
  authed((c, member) => (AGENT_TYPES.includes(member.type) ? handler(c, member) : fail(c, 400, 'agent.not.allowed', 'Non-agents cannot log in')));

/** startDate/endDate (YYYY-MM-DD, UTC), both defaulting to today; at most 92 days. */
export function dayRangeOf(c: Context<SimEnv>, now: number): DayRange | Response {
  const today = dayIndex(now);
  const startText = c.req.query('startDate');
  const endText = c.req.query('endDate');
  const start = startText ? parseDay(startText) : today;
  const end = endText ? parseDay(endText) : (start ?? today);
  if (start === undefined || end === undefined || end < start || end - start + 1 > MAX_RANGE_DAYS) {
    return fail(c, 400, 'date.range.invalid', 'Unknown error');
  }
  return { start, end };
}

/** ?pageNo=&pageSize= (the reports also send page=&size=). */
export function pagingOf(c: Context<SimEnv>) {
  const num = (names: string[], fallback: number, max: number) => {
    const n = Number(names.map((name) => c.req.query(name)).find((v) => v !== undefined));
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  };
  return { pageNo: num(['pageNo', 'page'], 1, 10_000), pageSize: num(['pageSize', 'size'], 20, 100) };
}

export const pageItems = <T>(items: T[], pageNo: number, pageSize: number) => ({
  list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  pageNum: pageNo,
  totalPages: Math.ceil(items.length / pageSize),
  total: items.length,
});

export function mountAgent(app: Hono<SimEnv>, pair: RsaKeyPair, now: () => number): void {
  // AGEINFO3: ?startDate=YYYY-MM-DD&endDate=YYYY-MM-DD&size=0 -> value.footer counters over the whole team.
  app.get(
    '/wps/relay/ODSFE2_teamKPIC',
    agentOnly((c, member) => {
      const r = dayRangeOf(c, now());
      if (r instanceof Response) return r;
      return ok(c, { list: [], footer: teamKpi(c.get('world'), member.account, r, dayIndex(now())) });
    }),
  );

  // Pending contract requests (spec §4): any non-empty value makes the home page offer the contract
  // screen. Any logged-in member may ask; non-agents and agents without requests get empty strings.
  // GET and POST (spec §7 "GET/POST"); path *unverified*. Controlled by world.contractRequests.
  const memberFunds = authed((c, member) => {
    const requests = AGENT_TYPES.includes(member.type) ? c.get('world').contractRequests.get(member.account) : undefined;
    return ok(c, { ...NO_REQUESTS, ...requests });
  });
  app.get('/wps/relay/MCS_getConsolidatedMemberFunds', memberFunds);
  app.post('/wps/relay/MCS_getConsolidatedMemberFunds', memberFunds);

  // AGEDOWNMAN3: direct downlines. ?pageNo=&pageSize=&username= (substring filter). Row shape *unverified*.
  app.get(
    '/wps/relay/ODSFE2_getSubordinatev2',
    agentOnly((c, member) => {
      const w = c.get('world');
      const today = dayIndex(now());
      const filter = (c.req.query('username') ?? '').trim().toLowerCase();
      const rows = downlines(w, member.account)
        .filter((m) => !filter || m.account.toLowerCase().includes(filter))
        .map((m) => {
          let lastLogin: string | null = null;
          for (let d = today; d >= Math.max(dayIndex(m.regDate), today - 30); d--) {
            if (dayActivity(m, d).loggedIn) {
              lastLogin = dayString(d);
              break;
            }
          }
          return {
            id: m.id,
            account: m.account,
            nickname: m.nickname,
            type: m.type,
            regDate: m.regDate,
            balance: round2(m.balance),
            rebate: rebateOf(w, m),
            online: isOnline(w, m.account),
            lastLoginDate: isOnline(w, m.account) ? dayString(today) : lastLogin,
            teamCount: team(w, m.account).length,
          };
        });
      const { pageNo, pageSize } = pagingOf(c);
      return ok(c, pageItems(rows, pageNo, pageSize));
    }),
  );

  // Sets a direct downline's rebate: JSON {username, rebate} (percent, 0 … the agent's own rate, one
  // decimal). Body shape *unverified*.
  app.post(
    '/wps/agent/updateDownlineRebates',
    agentOnly(async (c, member) => {
      const w = c.get('world');
      const b = await jsonBody(c);
      const username = str(b.username);
      const target = w.members.get(username);
      if (!target || target.upline !== member.account) return fail(c, 400, 'agent.downline.invalid', 'Incorrect agent information');
      const rebate = typeof b.rebate === 'number' ? b.rebate : Number(str(b.rebate) || Number.NaN);
      const max = rebateOf(w, member);
      if (!Number.isFinite(rebate) || rebate < 0 || rebate > max || Math.round(rebate * 10) !== rebate * 10) {
        return fail(c, 400, 'rebate.invalid', `The rebate must be between 0 and ${max}`, { max });
      }
      w.rebates.set(target.account, rebate);
      return ok(c, { username: target.account, rebate });
    }),
  );

  // Opens an account below the agent (/m/agentRegister): encrypted {username, password, confirmPassword,
  // type: 0 | 1}; the new member's upline is the agent, so it joins the downlines. Body and answer
  // {account, type} *unverified*.
  app.post(
    '/wps/agent/downline',
    agentOnly(async (c, agent) => {
      const w = c.get('world');
      const body = await encryptedPayload(c, pair);
      if (body instanceof Response) return body;
      const [username, password] = [str(body.username).trim(), str(body.password)];
      const refused = downlineRefusal(w, username, password, str(body.confirmPassword));
      if (refused) return fail(c, 400, refused.code, refused.message, { field: refused.field });
      const type = Number(body.type ?? 0);
      if (!DOWNLINE_TYPES.includes(type)) return fail(c, 400, 'param.invalid', 'Unknown error', { field: 'type' });
      if (w.members.has(username)) return fail(c, 400, 'register.username.exists', 'Sorry, the username already exists');
      const member = addMember(w, { account: username, password, type, upline: agent.account, toUpline: true, regDate: now() }, now());
      return ok(c, { account: member.account, type: member.type });
    }),
  );

  // DAILYSALCONT3 (GET): the daily-salary contract and today's standing; ?action=accept|reject answers a
  // pending request (clears dailysalreqtype). Shape *unverified*.
  app.get(
    '/wps/relay/ODSFE2_CurrentDailySalary',
    agentOnly((c, member) => {
      const w = c.get('world');
      const refused = processContract(c, member, 'dailySalary', str(c.req.query('action')), now());
      if (refused) return refused;
      const today = dayIndex(now());
      const activity = team(w, member.account).map((m) => dayActivity(m, today));
      const teamBet = round2(activity.reduce((s, a) => s + a.bet, 0));
      const activeMembers = activity.filter((a) => a.bet > 0).length;
      const tier = bestTier(DAILY_SALARY_TIERS, (t) => teamBet >= t.teamBet && activeMembers >= t.activeMembers);
      const status = contractStatus(w, member.account, 'dailySalary');
      return ok(c, {
        status,
        pending: status === 'pending',
        contract: { type: 'DAILY', tiers: DAILY_SALARY_TIERS },
        today: { date: dayString(today), teamBet, activeMembers, salary: status === 'accepted' ? (tier?.salary ?? 0) : 0 },
      });
    }),
  );

  // HOURSAL3 (POST): the hourly-salary contract and the current hour's standing; body {action:
  // accept|reject} answers a pending request (clears contracthoursalreq). Path and shape *unverified*.
  app.post(
    '/wps/relay/ODSFE2_hourSalary',
    agentOnly(async (c, member) => {
      const w = c.get('world');
      const refused = processContract(c, member, 'hourSalary', str((await jsonBody(c)).action), now());
      if (refused) return refused;
      const t = now();
      const today = dayIndex(t);
      const hour = Math.floor((t - today * DAY) / 3_600_000);
      // Today's team bets spread evenly over the day.
      const hourlyBet = round2(team(w, member.account).reduce((s, m) => s + dayActivity(m, today).bet, 0) / 24);
      const tier = bestTier(HOUR_SALARY_TIERS, (x) => hourlyBet >= x.hourlyBet);
      const status = contractStatus(w, member.account, 'hourSalary');
      return ok(c, {
        status,
        pending: status === 'pending',
        contract: { type: 'HOURLY', tiers: HOUR_SALARY_TIERS },
        currentHour: { date: dayString(today), hour, teamBet: hourlyBet, salary: status === 'accepted' ? (tier?.salary ?? 0) : 0 },
      });
    }),
  );

  // Dividend (its module id is not known): the half-monthly dividend contract and the current period's
  // standing; ?action=accept|reject answers a pending request (clears divtypecompperiodreq).
  // Path /wps/relay/ODSFE2_dividendInfo and shape *unverified*.
  app.get(
    '/wps/relay/ODSFE2_dividendInfo',
    agentOnly((c, member) => {
      const w = c.get('world');
      const refused = processContract(c, member, 'dividend', str(c.req.query('action')), now());
      if (refused) return refused;
      const today = new Date(dayIndex(now()) * DAY);
      const [y, mo, d] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()];
      const start = dayIndex(Date.UTC(y, mo, d <= 15 ? 1 : 16));
      const end = d <= 15 ? dayIndex(Date.UTC(y, mo, 15)) : dayIndex(Date.UTC(y, mo + 1, 0));
      const period = { start, end: Math.min(end, dayIndex(now())) };
      const rows = team(w, member.account).map((m) => memberTotals(w, m, period));
      // The team's loss is the house's gain: −(sum of the members' own results).
      const teamLoss = round2(-rows.reduce((s, r) => s + r.profit, 0));
      const activeMembers = rows.filter((r) => r.bet > 0).length;
      const tier = bestTier(DIVIDEND_TIERS, (t) => teamLoss >= t.teamLoss && activeMembers >= t.activeMembers);
      const status = contractStatus(w, member.account, 'dividend');
      return ok(c, {
        status,
        pending: status === 'pending',
        contract: { period: 'HALF_MONTH', tiers: DIVIDEND_TIERS },
        current: {
          periodStart: dayString(start),
          periodEnd: dayString(end),
          teamLoss,
          activeMembers,
          rate: tier?.rate ?? 0,
          dividend: status === 'accepted' && tier ? round2(teamLoss * tier.rate) : 0,
        },
      });
    }),
  );
}
