import { describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { dayActivity, dayIndex, rebateOf, TEAM_CATEGORIES, team } from '../../src/platform-sim/routes/agent';
import { growAgentTree } from '../../src/platform-sim/routes/agent-reports';
import { callSim, simRoutes } from './support/simulator';

const NOW = Date.UTC(2025, 5, 15, 10, 30);
const TODAY = '2025-06-15';
const MONTH = 'startDate=2025-05-17&endDate=2025-06-15';

type Row = Record<string, number> & { account: string; teamCount: number; isAgent: boolean };
type Listing = { list: Row[]; footer: Record<string, number>; total: number; totalPages: number; parent: string };

function withTree(size = 30) {
  const sim = simRoutes(NOW);
  const grown = growAgentTree(sim.world, { account: 'boss', size, depth: 3 }, NOW);
  if (typeof grown === 'string') throw new Error(grown);
  const token = sim.session('boss');
  const get = async (path: string) => {
    const res = await sim.send('GET', path, { token });
    return { status: res.status, body: res.body, value: res.body.value as Listing & Record<string, number> };
  };
  return { ...sim, grown, token, get };
}

const cents = (n: number) => Math.round(n * 100);
const sum = (rows: Row[], key: string) => rows.reduce((s, r) => s + cents(r[key] ?? 0), 0);

describe('simulated agent tree (control API)', () => {
  it('grows an agent with 30 downlines three levels deep, some of them agents, registered over 60 days', () => {
    const { world, grown } = withTree();
    expect(grown.all).toHaveLength(30);
    expect(team(world, 'boss').map((m) => m.account).sort()).toEqual([...grown.all].sort());
    expect(grown.depth).toBe(3);
    expect(grown.direct.length).toBeGreaterThan(3);
    const members = grown.all.map((a) => world.members.get(a)).filter((m) => m !== undefined);
    const subAgents = members.filter((m) => m.type === 1 && team(world, m.account).length > 0);
    expect(subAgents.length).toBeGreaterThan(1);
    const regDays = members.map((m) => dayIndex(NOW) - dayIndex(m.regDate));
    expect(Math.max(...regDays)).toBe(60);
    expect(Math.min(...regDays)).toBeLessThanOrEqual(3);
    for (const m of members) {
      const upline = world.members.get(m.upline ?? '');
      expect(upline && upline.regDate <= m.regDate).toBe(true);
      if (upline) expect(rebateOf(world, m)).toBeLessThanOrEqual(rebateOf(world, upline));
    }
  });

  it('answers the names over HTTP, reuses an existing agent and refuses bad bodies with 400', async () => {
    const sim = createPlatformSimulator(loadAllMerchants().values());
    const made = await callSim(sim, 'POST', '/__sim/agent-tree', { account: 'chief', size: 12, depth: 4, agentShare: 2.5 });
    expect(made.status).toBe(201);
    const first = (await made.json()) as { agent: string; direct: string[]; all: string[]; depth: number };
    expect([first.agent, first.all.length, first.depth]).toEqual(['chief', 12, 4]);
    const again = (await (await callSim(sim, 'POST', '/__sim/agent-tree', { account: 'chief', size: 5 })).json()) as { all: string[] };
    expect(again.all.filter((a) => first.all.includes(a))).toEqual([]);
    for (const body of [{ size: 0 }, { size: 501 }, { size: 2.5 }, { depth: 2 }, { depth: '3' }, { agentShare: 11 }, { agentShare: 1.25 }, { account: 'a b' }, { password: '123' }, { account: 'player01' }]) {
      const res = await callSim(sim, 'POST', '/__sim/agent-tree', body);
      expect([body, res.status]).toEqual([body, 400]);
      expect(((await res.json()) as { error: string }).error).toMatch(/size|depth|agentShare|account|password|not an agent/);
    }
  });
});

describe('simulated team overview', () => {
  it('sums every member and day: the daily rows add up to the period, and the period equals the team P&L footer', async () => {
    const { get } = withTree();
    const sumValue = (await get(`/wps/relay/ODSFE2_getTeamOverviewSum?${MONTH}`)).value;
    const daily = (await get(`/wps/relay/ODSFE2_getTeamOverviewDailyList?${MONTH}&page=1&size=100`)).value;
    expect(daily.list).toHaveLength(30);
    expect(daily.list[0]?.balanceDate).toBe(TODAY);
    for (const key of ['teamTotalPnl', 'teamDeposit', 'teamWithdraw', 'teamTotalWin', 'teamTotalBet', ...TEAM_CATEGORIES.map((c) => `team${c[0]}${c.slice(1).toLowerCase()}PNL`)]) {
      expect([key, sum(daily.list, key)]).toEqual([key, cents(sumValue[key] ?? Number.NaN)]);
      expect(daily.footer[key]).toBe(sumValue[key]);
    }
    // Members are counted once over the period: never more than the days' counts added up.
    expect(sumValue.teamBetMemberCount).toBeLessThanOrEqual(sum(daily.list, 'teamBetMemberCount') / 100);
    expect(sumValue.teamTotalPnl).toBe(Math.round(TEAM_CATEGORIES.reduce((s, c) => s + cents(sumValue[`team${c[0]}${c.slice(1).toLowerCase()}PNL`] ?? 0), 0)) / 100);

    const pnl = (await get(`/wps/relay/ODSFE2_getTeamPNLV3?${MONTH}&teamType=TEAM&page=1&size=100`)).value;
    expect([sum(pnl.list, 'bet'), sum(pnl.list, 'payout'), sum(pnl.list, 'profit'), sum(pnl.list, 'deposit'), sum(pnl.list, 'withdraw')]).toEqual(
      [sumValue.teamTotalBet, sumValue.teamTotalWin, sumValue.teamTotalPnl, sumValue.teamDeposit, sumValue.teamWithdraw].map((n) => cents(n ?? Number.NaN)),
    );
  });

  it('counts registrations by day and today\'s logins with members online', async () => {
    const { get, world, grown, session } = withTree();
    const registered = grown.all.filter((a) => dayIndex(world.members.get(a)?.regDate ?? 0) >= dayIndex(NOW) - 29).length;
    expect((await get(`/wps/relay/ODSFE2_getTeamOverviewSum?${MONTH}`)).value.teamRegisterMemberCount).toBe(registered);
    const idle = grown.all.find((a) => {
      const m = world.members.get(a);
      return m && !dayActivity(m, dayIndex(NOW)).loggedIn;
    });
    if (!idle) throw new Error('every member logged in today');
    const before = (await get('/wps/relay/ODSFE2_getTeamOverviewSum')).value.teamLoginMemberCount;
    session(idle);
    expect((await get('/wps/relay/ODSFE2_getTeamOverviewSum')).value.teamLoginMemberCount).toBe((before ?? 0) + 1);
  });
});

describe('simulated team P&L and team bets', () => {
  it('lists direct downlines with their teams, drills into a sub-agent, and keeps one category', async () => {
    const { get, world, grown } = withTree();
    const top = (await get(`/wps/relay/ODSFE2_getTeamPNLV3?${MONTH}&teamType=TEAM&size=100`)).value;
    expect(top.list.map((r) => r.account)).toEqual(grown.direct);
    expect(top.parent).toBe('boss');
    for (const key of ['bet', 'payout', 'rebate', 'profit']) expect(sum(top.list, key)).toBe(cents(top.footer[key] ?? Number.NaN));
    // Every member one by one (no teamType) has the same footer.
    const flat = (await get(`/wps/relay/ODSFE2_getTeamPNLV3?${MONTH}&size=100`)).value;
    expect(flat.total).toBe(30);
    expect(flat.footer).toEqual(top.footer);

    const sub = top.list.find((r) => r.isAgent && r.teamCount > 0);
    if (!sub) throw new Error('no sub-agent with a team');
    const drilled = (await get(`/wps/relay/ODSFE2_getTeamPNLV3?${MONTH}&teamType=TEAM&username=${sub.account}`)).value;
    expect(drilled.parent).toBe(sub.account);
    expect(drilled.list.map((r) => r.account)).toEqual([...world.members.values()].filter((m) => m.upline === sub.account).map((m) => m.account));
    // The downline's row above = its own figures + its team's (direct only shows its own).
    const own = (await get(`/wps/relay/ODSFE2_getTeamPNLV3?${MONTH}&teamType=TEAM&teamDirectType=DIRECT`)).value.list.find((r) => r.account === sub.account);
    expect(cents(sub.bet ?? 0)).toBe(cents(own?.bet ?? Number.NaN) + cents(drilled.footer.bet ?? Number.NaN));

    const byCategory = await Promise.all(TEAM_CATEGORIES.map(async (cat) => (await get(`/wps/relay/ODSFE2_getTeamPNLV3?${MONTH}&teamType=TEAM&gameCategory=${cat}`)).value.footer));
    expect(byCategory.reduce((s, f) => s + cents(f.bet ?? 0), 0)).toBe(cents(top.footer.bet ?? Number.NaN));
    expect((await get(`/wps/relay/ODSFE2_getTeamPNLV3?${MONTH}&teamType=TEAM&gameCategory=CONS`)).value.footer).toEqual(top.footer);
  });

  it('answers team bets per category (lottery on its own relay) that add up to the P&L bets', async () => {
    const { get } = withTree();
    const pnl = (await get(`/wps/relay/ODSFE2_getTeamPNLV3?${MONTH}&teamType=TEAM`)).value.footer;
    const lott = (await get(`/wps/relay/ODSFE2_lottTeamBet?${MONTH}&teamType=TEAM`)).value;
    expect(sum(lott.list, 'betAmount')).toBe(cents(lott.footer.betAmount ?? Number.NaN));
    expect(sum(lott.list, 'betCount')).toBe((lott.footer.betCount ?? Number.NaN) * 100);
    expect(lott.footer.profitAndLoss).toBeCloseTo((lott.footer.winAmount ?? 0) - (lott.footer.betAmount ?? 0), 2);
    let total = cents(lott.footer.betAmount ?? 0);
    for (const cat of TEAM_CATEGORIES.filter((c) => c !== 'LOTT')) total += cents((await get(`/wps/relay/ODSFE2_teamBet?${MONTH}&gameCategory=${cat}`)).value.footer.betAmount ?? 0);
    expect(total).toBe(cents(pnl.bet ?? Number.NaN));
  });

  it('refuses a member outside the team, an unknown category, a missing category and a bad range', async () => {
    const { get } = withTree();
    for (const [path, code] of [
      [`/wps/relay/ODSFE2_getTeamPNLV3?${MONTH}&teamType=TEAM&username=player01`, 'agent.downline.invalid'],
      [`/wps/relay/ODSFE2_getTeamPNLV3?${MONTH}&username=nobody`, 'agent.downline.invalid'],
      [`/wps/relay/ODSFE2_getTeamPNLV3?${MONTH}&gameCategory=CHESS`, 'param.invalid'],
      [`/wps/relay/ODSFE2_teamBet?${MONTH}`, 'param.invalid'],
      ['/wps/relay/ODSFE2_getTeamOverviewSum?startDate=2025-06-15&endDate=2025-06-01', 'date.range.invalid'],
      ['/wps/relay/ODSFE2_agentRebate?startDate=2025-13-01', 'date.range.invalid'],
    ]) {
      const res = await get(path as string);
      expect([path, res.status, res.body.errorCode]).toEqual([path, 400, code]);
    }
  });

  it('refuses every report to non-agents with agent.not.allowed', async () => {
    const { send, session } = simRoutes(NOW);
    const token = session('player01');
    for (const relay of ['ODSFE2_getTeamOverviewSum', 'ODSFE2_getTeamOverviewDailyList', 'ODSFE2_lottTeamBet', 'ODSFE2_teamBet?gameCategory=RNG', 'ODSFE2_agentRebate']) {
      const res = await send('GET', `/wps/relay/${relay}`, { token });
      expect([relay, res.status, res.body.errorCode]).toEqual([relay, 400, 'agent.not.allowed']);
    }
  });
});

describe('simulated agent rebate income', () => {
  it('pays the agent, per day, its direct downlines\' team bets times the difference of rates, newest first', async () => {
    const { get, world, grown } = withTree();
    const income = (await get(`/wps/relay/ODSFE2_agentRebate?${MONTH}&sortColumn=balanceDate:desc&size=100`)).value;
    type Day = { balanceDate: string; validBet: number; rebateAmount: number };
    const list = income.list as unknown as Day[];
    expect(list.length).toBeGreaterThan(20);
    expect(list.map((r) => r.balanceDate)).toEqual([...list.map((r) => r.balanceDate)].sort().reverse());
    const day = list[3] as Day;
    const d = dayIndex(Date.parse(`${day.balanceDate}T00:00:00Z`));
    const boss = world.members.get('boss');
    const expectedOn = (day: number) => {
      let sum = 0;
      for (const direct of grown.direct) {
        const head = world.members.get(direct);
        if (!head || !boss) continue;
        for (const cat of TEAM_CATEGORIES) {
          // Per product, in hundredths of a percent.
          const share = Math.max(0, Math.round(rebateOf(world, boss, cat) * 100) - Math.round(rebateOf(world, head, cat) * 100)) / 100;
          for (const m of [head, ...team(world, direct)]) sum += Math.round((dayActivity(m, day).plays[cat].betCents * share) / 100);
        }
      }
      return sum;
    };
    const expected = expectedOn(d);
    expect(cents(day.rebateAmount)).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    // A direct downline given the agent's own rate on one product earns the agent nothing more there.
    const first = world.members.get(grown.direct[0] ?? '');
    if (!first || !boss) throw new Error('no direct downline');
    world.productRebates.set(first.account, { RNG: rebateOf(world, boss, 'RNG') });
    const after = (await get(`/wps/relay/ODSFE2_agentRebate?${MONTH}&sortColumn=balanceDate:desc&size=100`)).value.list as unknown as Day[];
    const sameDay = after.find((r) => r.balanceDate === day.balanceDate) as Day;
    expect(cents(sameDay.rebateAmount)).toBe(expectedOn(d));
    expect(cents(sameDay.rebateAmount)).toBeLessThanOrEqual(expected);
    expect(list.reduce((s, r) => s + cents(r.rebateAmount), 0)).toBe(cents(income.footer.rebateAmount ?? Number.NaN));
    const ascending = (await get(`/wps/relay/ODSFE2_agentRebate?${MONTH}&sortColumn=balanceDate:asc&size=100`)).value.list as unknown as Day[];
    expect(ascending[0]?.balanceDate).toBe(list.at(-1)?.balanceDate);
  });
});
