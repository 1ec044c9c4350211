/**
 * The agent's team reports (platform-api-member.md §7, §4d; issue 18): team overview (sum and daily list),
 * team profit and loss, team bets by game category, agent rebate income; and the control API that grows an
 * agent a tree of downlines.
 *
 * Every figure comes from the one daily activity of routes/agent.ts (`dayActivity`, in cents), so the
 * overview's totals, the P&L rows, the team bets and the rebate income agree to the cent, and a team's
 * totals are the sum of its members'. The team is everyone below the agent (not the agent itself).
 *
 * Paths ODSFE2_getTeamOverviewSum, ODSFE2_getTeamOverviewDailyList, ODSFE2_getTeamPNLV3, ODSFE2_lottTeamBet
 * and ODSFE2_agentRebate are seen in the member-centre bundle, with the overview row fields and the P&L
 * query names (teamType, gameCategory dropped for "CONS", teamDirectType). *Unverified* (the simulator's
 * choice): ODSFE2_teamBet (team bets of the other categories; the bundle shows the betting-record relays
 * with a subordinateType query instead), the `username` query naming the downline to drill into, every
 * answer shape beyond the overview row fields, teamRegisterMemberCount and teamRebate in the overview, the
 * category field names team<Category>PNL (teamLottPNL, teamRngPNL …), and dates as YYYY-MM-DD (UTC).
 */
import type { Context, Hono } from 'hono';
import type { ControlTarget } from '../control';
import { controlBody, controlSchema, shape, text, whole } from '../control-body';
import { ok, fail } from '../envelope';
import { addMember, type Member, type MerchantWorld } from '../state';
import {
  AGENT_TYPES,
  addFigures,
  agentOnly,
  type DayRange,
  dayActivity,
  dayIndex,
  dayRangeOf,
  days,
  dayString,
  downlines,
  type Figures,
  inMoney,
  isOnline,
  memberFigures,
  noFigures,
  pageItems,
  pagingOf,
  ratesOf,
  rebateCents,
  rebateOf,
  TEAM_CATEGORIES,
  type TeamCategory,
  team,
} from './agent';
import type { SimEnv } from './world';

const DAY = 86_400_000;
const money = (cents: number) => cents / 100;

/** team<Category>PNL, e.g. teamLottPNL. */
const categoryField = (cat: TeamCategory) => `team${cat[0]}${cat.slice(1).toLowerCase()}PNL`;

// ---------------------------------------------------------------- overview

/** The overview's figures of `members` over a range: amounts summed, members counted once each. */
function overviewOf(world: MerchantWorld, members: Member[], range: DayRange, today: number) {
  const cents = { bet: 0, payout: 0, rebate: 0, deposit: 0, withdraw: 0 };
  const byCategory = Object.fromEntries(TEAM_CATEGORIES.map((cat) => [cat, 0])) as Record<TeamCategory, number>;
  const counts = { login: 0, bet: 0, deposit: 0, register: 0 };
  for (const m of members) {
    const rates = ratesOf(world, m);
    const did = { login: false, bet: false, deposit: false, register: false };
    for (const d of days(range)) {
      const a = dayActivity(m, d);
      did.login ||= a.loggedIn || (d === today && isOnline(world, m.account));
      did.bet ||= a.bet > 0;
      did.deposit ||= a.deposit > 0;
      did.register ||= a.registered;
      cents.deposit += a.deposit * 100;
      cents.withdraw += a.withdraw * 100;
      for (const cat of TEAM_CATEGORIES) {
        const play = a.plays[cat];
        const rebate = rebateCents(play.betCents, rates[cat]);
        cents.bet += play.betCents;
        cents.payout += play.payoutCents;
        cents.rebate += rebate;
        byCategory[cat] += play.payoutCents + rebate - play.betCents;
      }
    }
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += did[key] ? 1 : 0;
  }
  return {
    teamTotalPnl: money(cents.payout + cents.rebate - cents.bet),
    ...Object.fromEntries(TEAM_CATEGORIES.map((cat) => [categoryField(cat), money(byCategory[cat])])),
    teamDeposit: money(cents.deposit),
    teamWithdraw: money(cents.withdraw),
    teamTotalWin: money(cents.payout),
    teamTotalBet: money(cents.bet),
    teamRebate: money(cents.rebate),
    teamLoginMemberCount: counts.login,
    teamBetMemberCount: counts.bet,
    teamDepositMemberCount: counts.deposit,
    teamRegisterMemberCount: counts.register,
  };
}

// ---------------------------------------------------------------- team rows (P&L and team bets)

interface TeamQuery {
  /** Whose team: the caller or a member of its team (drill). */
  parent: Member;
  /** Rows are the parent's direct downlines (true) or every member of its team one by one (false). */
  byDownline: boolean;
  /** With byDownline: each row holds only the downline's own figures, not its team's. */
  directOnly: boolean;
  category?: TeamCategory;
}

interface TeamRow {
  member: Member;
  teamCount: number;
  figures: Figures;
}

function teamRows(world: MerchantWorld, q: TeamQuery, range: DayRange): TeamRow[] {
  const figuresOf = (members: Member[]) => members.reduce((sum, m) => addFigures(sum, memberFigures(world, m, range, q.category)), noFigures());
  if (!q.byDownline) return team(world, q.parent.account).map((m) => ({ member: m, teamCount: team(world, m.account).length, figures: figuresOf([m]) }));
  return downlines(world, q.parent.account).map((d) => {
    const below = team(world, d.account);
    return { member: d, teamCount: below.length, figures: figuresOf(q.directOnly ? [d] : [d, ...below]) };
  });
}

const sumOf = (rows: TeamRow[]) => rows.reduce((sum, r) => addFigures(sum, r.figures), noFigures());

/** The team query of a request, or the refusal of a bad category or of a member outside the caller's team. */
function teamQueryOf(c: Context<SimEnv>, caller: Member, category: string | undefined): TeamQuery | Response {
  const w = c.get('world');
  const name = (c.req.query('username') ?? '').trim();
  const parent = name && name !== caller.account ? w.members.get(name) : caller;
  if (!parent || (parent !== caller && !team(w, caller.account).includes(parent))) return fail(c, 400, 'agent.downline.invalid', 'Incorrect agent information');
  if (category && !(TEAM_CATEGORIES as readonly string[]).includes(category)) return fail(c, 400, 'param.invalid', 'Unknown error', { field: 'gameCategory' });
  return {
    parent,
    byDownline: c.req.query('teamType') === 'TEAM',
    directOnly: c.req.query('teamDirectType') === 'DIRECT',
    ...(category ? { category: category as TeamCategory } : {}),
  };
}

const rowBase = (r: TeamRow) => ({ account: r.member.account, upline: r.member.upline ?? '', isAgent: AGENT_TYPES.includes(r.member.type), teamCount: r.teamCount });

const betFields = (f: Figures) => ({ betCount: f.bets, betAmount: money(f.bet), validBetAmount: money(f.validBet), winAmount: money(f.payout), profitAndLoss: money(f.payout - f.bet) });

// ---------------------------------------------------------------- agent rebate income

/**
 * The agent's rebate income on one day: for each direct downline, the valid bets of it and its team times
 * the difference between the agent's rate and that downline's (never below 0); each sub-agent earns its own
 * difference further down.
 */
function rebateIncomeOf(world: MerchantWorld, agent: Member, day: number) {
  const own = ratesOf(world, agent);
  let validBet = 0;
  let income = 0;
  let members = 0;
  for (const d of downlines(world, agent.account)) {
    const theirs = ratesOf(world, d);
    // Per category, in hundredths of a percent, so 1.8 − 1.3 is 0.5 and not 0.5000000000000001.
    const share = (cat: TeamCategory) => Math.max(0, Math.round(own[cat] * 100) - Math.round(theirs[cat] * 100)) / 100;
    for (const m of [d, ...team(world, d.account)]) {
      const a = dayActivity(m, day);
      validBet += a.bet * 100;
      members += a.bet > 0 ? 1 : 0;
      for (const cat of TEAM_CATEGORIES) income += rebateCents(a.plays[cat].betCents, share(cat));
    }
  }
  return { validBetCents: validBet, incomeCents: income, members };
}

// ---------------------------------------------------------------- routes

export function mountAgentReports(app: Hono<SimEnv>, now: () => number): void {
  const withRange = (handler: (c: Context<SimEnv>, member: Member, range: DayRange) => Response) =>
    agentOnly((c, member) => {
      const range = dayRangeOf(c, now());
      return range instanceof Response ? range : handler(c, member, range);
    });

  // The team's figures over ?startDate&endDate (today by default): the screen asks it for today and for a period.
  app.get(
    '/wps/relay/ODSFE2_getTeamOverviewSum',
    withRange((c, member, range) => {
      const w = c.get('world');
      return ok(c, { ...overviewOf(w, team(w, member.account), range, dayIndex(now())), startDate: dayString(range.start), endDate: dayString(range.end) });
    }),
  );

  // A row per day of the range, newest first (?page&size); the footer is the whole range (members counted once).
  app.get(
    '/wps/relay/ODSFE2_getTeamOverviewDailyList',
    withRange((c, member, range) => {
      const w = c.get('world');
      const members = team(w, member.account);
      const today = dayIndex(now());
      const rows = days(range)
        .reverse()
        .map((d) => ({ balanceDate: dayString(d), ...overviewOf(w, members, { start: d, end: d }, today) }));
      const { pageNo, pageSize } = pagingOf(c);
      return ok(c, { ...pageItems(rows, pageNo, pageSize), footer: overviewOf(w, members, range, today) });
    }),
  );

  // Team P&L. Without teamType: a row per team member (the first answer's shape). teamType=TEAM: a row per
  // direct downline of ?username (default the caller), with its team's figures unless teamDirectType=DIRECT.
  // gameCategory ("CONS" or absent = all) keeps one category's play. The footer is the sum of every row.
  app.get(
    '/wps/relay/ODSFE2_getTeamPNLV3',
    withRange((c, member, range) => {
      const category = c.req.query('gameCategory');
      const q = teamQueryOf(c, member, category === 'CONS' ? undefined : category);
      if (q instanceof Response) return q;
      const rows = teamRows(c.get('world'), q, range);
      const { bets: _, ...footer } = inMoney(sumOf(rows));
      const { pageNo, pageSize } = pagingOf(c);
      const list = rows.map((r) => {
        const { bets: __, ...figures } = inMoney(r.figures);
        return { ...rowBase(r), ...figures };
      });
      return ok(c, { ...pageItems(list, pageNo, pageSize), footer, parent: q.parent.account, startDate: dayString(range.start), endDate: dayString(range.end) });
    }),
  );

  // Team bets of one category, rows and drill as the team P&L: lottery (ODSFE2_lottTeamBet) and the others
  // (ODSFE2_teamBet?gameCategory=, *unverified*).
  const teamBets = (fixed?: TeamCategory) =>
    withRange((c, member, range) => {
      const category = fixed ?? c.req.query('gameCategory');
      if (!category) return fail(c, 400, 'param.invalid', 'Unknown error', { field: 'gameCategory' });
      const q = teamQueryOf(c, member, category);
      if (q instanceof Response) return q;
      const rows = teamRows(c.get('world'), { ...q, byDownline: true }, range);
      const { pageNo, pageSize } = pagingOf(c);
      const list = rows.map((r) => ({ ...rowBase(r), ...betFields(r.figures) }));
      return ok(c, { ...pageItems(list, pageNo, pageSize), footer: betFields(sumOf(rows)), parent: q.parent.account, gameCategory: category });
    });
  app.get('/wps/relay/ODSFE2_lottTeamBet', teamBets('LOTT'));
  app.get('/wps/relay/ODSFE2_teamBet', teamBets());

  // The agent's rebate income per day with bets (?page&size, sortColumn balanceDate:desc (default) or :asc).
  app.get(
    '/wps/relay/ODSFE2_agentRebate',
    withRange((c, member, range) => {
      const w = c.get('world');
      const ascending = c.req.query('sortColumn') === 'balanceDate:asc';
      const rows = days(range)
        .map((d) => ({ day: d, ...rebateIncomeOf(w, member, d) }))
        .filter((r) => r.validBetCents > 0);
      if (!ascending) rows.reverse();
      const list = rows.map((r) => ({ balanceDate: dayString(r.day), validBet: money(r.validBetCents), rebateAmount: money(r.incomeCents), betMemberCount: r.members, rebateRate: rebateOf(w, member) }));
      const footer = { validBet: money(rows.reduce((s, r) => s + r.validBetCents, 0)), rebateAmount: money(rows.reduce((s, r) => s + r.incomeCents, 0)) };
      const { pageNo, pageSize } = pagingOf(c);
      return ok(c, { ...pageItems(list, pageNo, pageSize), footer });
    }),
  );
}

// ---------------------------------------------------------------- control: an agent with a tree of downlines

interface TreeRequest {
  account?: string;
  password?: string;
  size: number;
  depth: number;
  /** The agent's own rebate rate (percent); its downlines get less, level by level. */
  agentShare?: number;
}

const treeBody = controlSchema<Partial<TreeRequest>>(
  shape({
    account: { type: 'string', pattern: '^[A-Za-z0-9_]{3,20}$' },
    password: text(20, 6),
    size: whole(1, 500),
    depth: whole(3, 10),
    agentShare: { type: 'number', minimum: 0, maximum: 10 },
  }),
);

/** The tree request of a control body (its defaults filled in), or what is wrong with it beyond the schema. */
function treeRequestOf(body: Partial<TreeRequest>): TreeRequest | string {
  const { size = 30, depth = 3, agentShare } = body;
  if (agentShare !== undefined && Math.round(agentShare * 10) !== agentShare * 10) return '/agentShare must be a rebate percent with at most one decimal';
  return { ...body, size, depth };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Creates (or reuses) an agent and `size` downlines below it: first a chain of agents `depth` levels deep
 * (fewer when the tree is smaller), then the rest spread below the agent and its sub-agents, about one in
 * three direct. Registration dates run over the last 60 days in creation order (a downline never registers
 * before its upline), so the activity covers 60 days. A downline's rebate is its upline's less 0.5 (an
 * agent) or 1 (a player), never below 0. Answers the account names, or what is wrong.
 */
export function growAgentTree(world: MerchantWorld, req: TreeRequest, now: number): { agent: string; direct: string[]; all: string[]; depth: number } | string {
  let agent = req.account ? world.members.get(req.account) : undefined;
  if (agent && !AGENT_TYPES.includes(agent.type)) return `${agent.account} is not an agent`;
  if (!agent) {
    let n = world.members.size + 1;
    while (world.members.has(`tree${n}`)) n += 1;
    agent = addMember(world, { account: req.account ?? `tree${n}`, password: req.password ?? 'Agent123', type: 1, balance: 10_000, regDate: now - 61 * DAY }, now);
  }
  // The tree's rates step down from the agent's one rate, so the agent has one for every product (no per-product
  // defaults below what its downlines were given).
  if (req.agentShare !== undefined || !world.rebates.has(agent.account)) world.rebates.set(agent.account, req.agentShare ?? rebateOf(world, agent));
  const root = agent;
  const levels = Math.min(req.depth, req.size);
  const from = Math.max(root.regDate, now - 60 * DAY);
  const nodes: { member: Member; level: number }[] = [];
  let suffix = 1;
  const nextName = () => {
    while (world.members.has(`${root.account}_${suffix}`)) suffix += 1;
    return `${root.account}_${suffix}`;
  };
  for (let i = 0; i < req.size; i += 1) {
    const uplines = [{ member: root, level: 0 }, ...nodes.filter((n) => AGENT_TYPES.includes(n.member.type) && n.level < req.depth)];
    const chained = i < levels;
    const parent = chained ? (i === 0 ? uplines[0] : nodes[i - 1]) : i % 3 === 0 ? uplines[0] : uplines[(i * 7) % uplines.length];
    if (!parent) break;
    const level = parent.level + 1;
    const isAgent = chained ? level < levels : level < req.depth && i % 4 === 1;
    const member = addMember(
      world,
      {
        account: nextName(),
        password: 'Down1234',
        type: isAgent ? 1 : 0,
        upline: parent.member.account,
        toUpline: true,
        balance: 100 + (i % 10) * 50,
        regDate: from + Math.floor((i * (now - from - DAY)) / req.size),
      },
      now,
    );
    world.rebates.set(member.account, Math.max(0, round1(rebateOf(world, parent.member) - (isAgent ? 0.5 : 1))));
    nodes.push({ member, level });
  }
  return {
    agent: root.account,
    direct: nodes.filter((n) => n.level === 1).map((n) => n.member.account),
    all: nodes.map((n) => n.member.account),
    depth: Math.max(0, ...nodes.map((n) => n.level)),
  };
}

export function mountAgentTreeControl(app: Hono<SimEnv>, target: ControlTarget): void {
  app.post('/__sim/agent-tree', async (c) => {
    const w = target.worlds.get(c.req.header('Merchant') ?? c.req.query('merchant') ?? '');
    if (!w) return c.json({ error: 'unknown merchant' }, 404);
    const body = await controlBody(c, treeBody);
    if (body instanceof Response) return body;
    const req = treeRequestOf(body);
    if (typeof req === 'string') return c.json({ error: req }, 400);
    const grown = growAgentTree(w, req, target.now());
    return typeof grown === 'string' ? c.json({ error: grown }, 400) : c.json(grown, 201);
  });
}
