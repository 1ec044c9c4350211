/**
 * Agent calls (platform-api.md "Agent"; spec §2.15, §4 "Home load", §6, §7): team KPI, consolidated
 * member funds (pending contract requests), downlines, team profit and loss, downline rebates, daily and
 * hourly salary contracts and dividend info.
 *
 * Agent calls need a session whose member is an agent kind (1, 2, 41, 42); others get HTTP 400
 * `agent.not.allowed` "Non-agents cannot log in". Only the consolidated member funds call is open to
 * every logged-in member (the home page asks it for members of type 0, 1 and 2).
 *
 * Activity is deterministic: whether a member logged in or bet on a day, and how much, follows a hash
 * of (member id, UTC day), never before the member's registration day (`dayActivity`). The team KPI,
 * the downline list, the team P&L and the contracts all read that one source, so they agree.
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

export interface DayActivity {
  loggedIn: boolean;
  bet: number;
  payout: number;
  deposit: number;
  withdraw: number;
}

const IDLE: DayActivity = { loggedIn: false, bet: 0, payout: 0, deposit: 0, withdraw: 0 };

/** What a member did on a UTC day: about 3 in 4 days logged in, 2 in 3 of those with bets. */
export function dayActivity(member: Member, day: number): DayActivity {
  if (day < dayIndex(member.regDate)) return IDLE;
  const h = mix(member.id, day);
  const loggedIn = h % 4 !== 0;
  if (!loggedIn) return IDLE;
  const bet = (h >>> 2) % 3 !== 0 ? 10 + ((h >>> 4) % 4990) : 0;
  return {
    loggedIn,
    bet,
    payout: round2((bet * (700 + ((h >>> 12) % 500))) / 1000),
    deposit: (h >>> 20) % 4 === 0 ? 100 * (1 + ((h >>> 22) % 10)) : 0,
    withdraw: (h >>> 26) % 8 === 0 ? 50 * (1 + ((h >>> 29) % 8)) : 0,
  };
}

export interface DayRange {
  start: number;
  end: number;
}

function days(range: DayRange): number[] {
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

const isOnline = (world: MerchantWorld, account: string) => [...world.sessions.values()].includes(account);

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

/** A member's totals over a day range (amounts the member bet, won back, deposited, withdrew). */
export function memberTotals(world: MerchantWorld, member: Member, range: DayRange) {
  const t = { deposit: 0, withdraw: 0, bet: 0, payout: 0 };
  for (const d of days(range)) {
    const a = dayActivity(member, d);
    t.deposit += a.deposit;
    t.withdraw += a.withdraw;
    t.bet += a.bet;
    t.payout += a.payout;
  }
  const rebate = round2((t.bet * rebateOf(world, member)) / 100);
  return {
    deposit: round2(t.deposit),
    withdraw: round2(t.withdraw),
    bet: round2(t.bet),
    validBet: round2(t.bet),
    payout: round2(t.payout),
    rebate,
    /** The member's own result: payout + rebate − bet (negative when the member lost). */
    profit: round2(t.payout + rebate - t.bet),
  };
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

export function mountAgent(app: Hono<SimEnv>, pair: RsaKeyPair, now: () => number): void {
  type Handler = (c: Context<SimEnv>, member: Member) => Response | Promise<Response>;
  const agentOnly = (handler: Handler) =>
    authed((c, member) => (AGENT_TYPES.includes(member.type) ? handler(c, member) : fail(c, 400, 'agent.not.allowed', 'Non-agents cannot log in')));

  /** startDate/endDate (YYYY-MM-DD, UTC), both defaulting to today; at most 92 days. */
  const range = (c: Context<SimEnv>): DayRange | Response => {
    const today = dayIndex(now());
    const startText = c.req.query('startDate');
    const endText = c.req.query('endDate');
    const start = startText ? parseDay(startText) : today;
    const end = endText ? parseDay(endText) : (start ?? today);
    if (start === undefined || end === undefined || end < start || end - start + 1 > MAX_RANGE_DAYS) {
      return fail(c, 400, 'date.range.invalid', 'Unknown error');
    }
    return { start, end };
  };
  const paging = (c: Context<SimEnv>) => {
    const num = (name: string, fallback: number, max: number) => {
      const n = Number(c.req.query(name));
      return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
    };
    return { pageNo: num('pageNo', 1, 10_000), pageSize: num('pageSize', 20, 100) };
  };
  const page = <T>(items: T[], pageNo: number, pageSize: number) => ({
    list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNum: pageNo,
    totalPages: Math.ceil(items.length / pageSize),
    total: items.length,
  });

  // AGEINFO3: ?startDate=YYYY-MM-DD&endDate=YYYY-MM-DD&size=0 -> value.footer counters over the whole team.
  app.get(
    '/wps/relay/ODSFE2_teamKPIC',
    agentOnly((c, member) => {
      const r = range(c);
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
      const { pageNo, pageSize } = paging(c);
      return ok(c, page(rows, pageNo, pageSize));
    }),
  );

  // Team profit and loss over ?startDate&endDate: a row per team member (paged) and footer totals over
  // the whole team. `profit` is the members' own result (negative when they lost). Shape *unverified*.
  app.get(
    '/wps/relay/ODSFE2_getTeamPNLV3',
    agentOnly((c, member) => {
      const w = c.get('world');
      const r = range(c);
      if (r instanceof Response) return r;
      const rows = team(w, member.account).map((m) => ({ account: m.account, upline: m.upline ?? '', ...memberTotals(w, m, r) }));
      const footer = { deposit: 0, withdraw: 0, bet: 0, validBet: 0, payout: 0, rebate: 0, profit: 0 };
      for (const row of rows) for (const key of Object.keys(footer) as (keyof typeof footer)[]) footer[key] = round2(footer[key] + row[key]);
      const { pageNo, pageSize } = paging(c);
      return ok(c, { ...page(rows, pageNo, pageSize), footer, startDate: dayString(r.start), endDate: dayString(r.end) });
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
