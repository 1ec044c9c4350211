import { describe, expect, it } from 'vitest';
import { dayActivity, dayIndex } from '../../src/platform-sim/routes/agent';
import { addMember } from '../../src/platform-sim/state';
import { simRoutes } from './support/simulator';

const NOW = Date.UTC(2025, 5, 15, 10, 30);
const TODAY = '2025-06-15';
const DAY = 86_400_000;
type Kpi = { teamLoginMemberCount: number; teamBetMemberCount: number; teamRegisterMemberCount: number; teamOnlineCount: number };

function setup() {
  const { world, send, session } = simRoutes(NOW);
  const kpi = async (token: string, start = TODAY, end = start) =>
    (await send('GET', `/wps/relay/ODSFE2_teamKPIC?startDate=${start}&endDate=${end}&size=0`, { token })).body.value as { footer: Kpi };
  return { world, send, session, kpi };
}

const AGENT_CALLS: [string, string, unknown?][] = [
  ['GET', `/wps/relay/ODSFE2_teamKPIC?startDate=${TODAY}&endDate=${TODAY}&size=0`],
  ['GET', '/wps/relay/ODSFE2_getSubordinatev2'],
  ['GET', '/wps/relay/ODSFE2_getTeamPNLV3'],
  ['POST', '/wps/agent/updateDownlineRebates', { username: 'down01', rebate: 1 }],
  ['GET', '/wps/relay/ODSFE2_CurrentDailySalary'],
  ['POST', '/wps/relay/ODSFE2_hourSalary', {}],
  ['GET', '/wps/relay/ODSFE2_dividendInfo'],
];

describe('simulated agent calls: who may call them', () => {
  it('refuses members (type 0) and free-play accounts (type 4) with agent.not.allowed', async () => {
    const { send, session } = setup();
    const free = (await send('POST', '/wps/session/login/freeplay', { json: {} })).body.value as { token: string; customerType: number };
    expect(free.customerType).toBe(4);
    for (const token of [session('player01'), free.token]) {
      for (const [method, path, json] of AGENT_CALLS) {
        const res = await send(method, path, { token, json });
        expect([path, res.status, res.body]).toEqual([path, 400, { success: false, errorCode: 'agent.not.allowed', message: 'Non-agents cannot log in' }]);
      }
    }
  });

  it('answers 401 login.not.session without a session', async () => {
    const { send } = setup();
    for (const [method, path, json] of [...AGENT_CALLS, ['GET', '/wps/relay/MCS_getConsolidatedMemberFunds'] as [string, string]]) {
      const res = await send(method, path, { json });
      expect([path, res.status, res.body.errorCode]).toEqual([path, 401, 'login.not.session']);
    }
  });

  it('serves every agent kind (1, 2, 41, 42)', async () => {
    const { send, session, world } = setup();
    for (const type of [1, 2, 41, 42]) {
      addMember(world, { account: `agent_t${type}`, type }, NOW);
      for (const [method, path] of AGENT_CALLS.filter(([m]) => m === 'GET')) {
        const res = await send(method, path, { token: session(`agent_t${type}`) });
        expect([type, path, res.status, res.body.success]).toEqual([type, path, 200, true]);
      }
    }
  });
});

describe('simulated team KPI', () => {
  it('answers the four footer counters for the seeded agent, consistent with its three downlines', async () => {
    const { session, kpi, world } = setup();
    const downs = ['down01', 'down02', 'down03'].map((a) => world.members.get(a)).filter((m) => m !== undefined);
    expect(downs.map((m) => m.upline)).toEqual(['agent01', 'agent01', 'agent01']);
    const today = dayIndex(NOW);
    const { footer } = await kpi(session('agent01'));
    expect(footer).toEqual({
      teamLoginMemberCount: downs.filter((m) => dayActivity(m, today).loggedIn).length,
      teamBetMemberCount: downs.filter((m) => dayActivity(m, today).bet > 0).length,
      teamRegisterMemberCount: 0,
      teamOnlineCount: 0,
    });
    // Deterministic: the same answer again and from a fresh world.
    const fresh = setup();
    expect((await fresh.kpi(fresh.session('agent01'))).footer).toEqual(footer);
  });

  it('counts registrations, logins and bets over a date range, and online downlines', async () => {
    const { session, kpi, world } = setup();
    const token = session('agent01');
    const regDay = new Date(NOW - 30 * DAY).toISOString().slice(0, 10);
    const month = (await kpi(token, regDay, TODAY)).footer;
    expect(month.teamRegisterMemberCount).toBe(3);
    // Over 31 days each downline logs in and bets at some point (deterministic data).
    expect([month.teamLoginMemberCount, month.teamBetMemberCount]).toEqual([3, 3]);
    // Before the downlines registered nothing happened.
    const before = (await kpi(token, '2025-01-01', '2025-01-31')).footer;
    expect(before).toEqual({ teamLoginMemberCount: 0, teamBetMemberCount: 0, teamRegisterMemberCount: 0, teamOnlineCount: 0 });

    const base = (await kpi(token)).footer;
    // A downline logs in: online, and counted as logged in today.
    session('down02');
    const online = (await kpi(token)).footer;
    expect(online.teamOnlineCount).toBe(1);
    const down02 = world.members.get('down02');
    if (!down02) throw new Error('down02 missing');
    expect(online.teamLoginMemberCount).toBe(base.teamLoginMemberCount + (dayActivity(down02, dayIndex(NOW)).loggedIn ? 0 : 1));
    // A new downline registered today, one two levels down, and another agent's member (not counted).
    const fresh = addMember(world, { account: 'down04', upline: 'agent01' }, NOW);
    fresh.regDate = NOW;
    const nested = addMember(world, { account: 'down01_a', upline: 'down01' }, NOW);
    nested.regDate = NOW - 3_600_000;
    addMember(world, { account: 'agent02', type: 1 }, NOW);
    const other = addMember(world, { account: 'other01', upline: 'agent02' }, NOW);
    other.regDate = NOW;
    expect((await kpi(token)).footer.teamRegisterMemberCount).toBe(2);
  });

  it('agrees with the downline list and the team profit and loss', async () => {
    const { send, session, kpi } = setup();
    const token = session('agent01');
    session('down03');
    const start = '2025-06-09';
    const { footer } = await kpi(token, start, TODAY);
    const subs = (await send('GET', '/wps/relay/ODSFE2_getSubordinatev2', { token })).body.value as { list: { account: string; online: boolean }[] };
    expect(subs.list.filter((s) => s.online).length).toBe(footer.teamOnlineCount);
    const pnl = (await send('GET', `/wps/relay/ODSFE2_getTeamPNLV3?startDate=${start}&endDate=${TODAY}`, { token })).body.value as { list: { bet: number }[] };
    expect(pnl.list.filter((r) => r.bet > 0).length).toBe(footer.teamBetMemberCount);
  });

  it('refuses bad date ranges', async () => {
    const { send, session } = setup();
    const token = session('agent01');
    for (const q of ['startDate=2025-13-01', 'startDate=15/06/2025', 'startDate=2025-06-15&endDate=2025-06-01', 'startDate=2025-01-01&endDate=2025-12-31']) {
      const res = await send('GET', `/wps/relay/ODSFE2_teamKPIC?${q}&size=0`, { token });
      expect([q, res.status, res.body.errorCode]).toEqual([q, 400, 'date.range.invalid']);
    }
  });
});

describe('simulated contract requests', () => {
  it('answers non-empty requests for the seeded agent and empty ones for a member', async () => {
    const { send, session } = setup();
    const agent = (await send('GET', '/wps/relay/MCS_getConsolidatedMemberFunds', { token: session('agent01') })).body.value as Record<string, string>;
    expect(Object.keys(agent).sort()).toEqual(['contracthoursalreq', 'dailysalreqtype', 'divtypecompperiodreq']);
    expect(Object.values(agent).some(Boolean)).toBe(true);
    const player = await send('POST', '/wps/relay/MCS_getConsolidatedMemberFunds', { token: session('player01') });
    expect(player.body).toEqual({ success: true, value: { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' } });
  });

  it('follows the world field', async () => {
    const { send, session, world } = setup();
    world.contractRequests.delete('agent01');
    const value = (await send('GET', '/wps/relay/MCS_getConsolidatedMemberFunds', { token: session('agent01') })).body.value;
    expect(value).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' });
  });

  it('clears each request when the agent answers it, and refuses answering twice', async () => {
    const { send, session, world } = setup();
    const token = session('agent01');
    const funds = async () => (await send('GET', '/wps/relay/MCS_getConsolidatedMemberFunds', { token })).body.value as Record<string, string>;

    const daily = await send('GET', '/wps/relay/ODSFE2_CurrentDailySalary', { token });
    expect(daily.body.value).toMatchObject({ status: 'pending', pending: true, contract: { tiers: expect.any(Array) } });
    expect((await send('GET', '/wps/relay/ODSFE2_CurrentDailySalary?action=accept', { token })).body.value).toMatchObject({ status: 'accepted', pending: false });
    expect((await funds()).dailysalreqtype).toBe('');
    const again = await send('GET', '/wps/relay/ODSFE2_CurrentDailySalary?action=accept', { token });
    expect([again.status, again.body.errorCode]).toEqual([400, 'contract.not.pending']);

    expect((await send('POST', '/wps/relay/ODSFE2_hourSalary', { token, json: {} })).body.value).toMatchObject({ status: 'pending', currentHour: { hour: 10 } });
    expect((await send('POST', '/wps/relay/ODSFE2_hourSalary', { token, json: { action: 'reject' } })).body.value).toMatchObject({ status: 'rejected' });
    expect((await funds()).contracthoursalreq).toBe('');

    const bad = await send('GET', '/wps/relay/ODSFE2_dividendInfo?action=maybe', { token });
    expect([bad.status, bad.body.errorCode]).toEqual([400, 'param.invalid']);
    const dividend = (await send('GET', '/wps/relay/ODSFE2_dividendInfo?action=accept', { token })).body.value as { status: string; current: Record<string, unknown> };
    expect(dividend.status).toBe('accepted');
    expect(dividend.current).toMatchObject({ periodStart: '2025-06-01', periodEnd: '2025-06-15', teamLoss: expect.any(Number), rate: expect.any(Number) });
    expect(await funds()).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' });
    expect(world.contractDecisions.map((d) => [d.contract, d.decision])).toEqual([
      ['dailySalary', 'accept'],
      ['hourSalary', 'reject'],
      ['dividend', 'accept'],
    ]);
  });
});

describe('simulated downlines, team P&L and rebates', () => {
  it('lists direct downlines with paging and a name filter', async () => {
    const { send, session } = setup();
    const token = session('agent01');
    type Page = { list: { account: string; rebate: number; online: boolean; type: number }[]; pageNum: number; totalPages: number; total: number };
    const all = (await send('GET', '/wps/relay/ODSFE2_getSubordinatev2', { token })).body.value as Page;
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1, total: 3 });
    expect(all.list.map((d) => d.account)).toEqual(['down01', 'down02', 'down03']);
    const p2 = (await send('GET', '/wps/relay/ODSFE2_getSubordinatev2?pageNo=2&pageSize=2', { token })).body.value as Page;
    expect(p2).toMatchObject({ pageNum: 2, totalPages: 2, list: [{ account: 'down03' }] });
    const filtered = (await send('GET', '/wps/relay/ODSFE2_getSubordinatev2?username=WN02', { token })).body.value as Page;
    expect(filtered.list.map((d) => d.account)).toEqual(['down02']);
  });

  it('answers team P&L rows whose footer is their sum', async () => {
    const { send, session } = setup();
    const token = session('agent01');
    type Row = Record<'deposit' | 'withdraw' | 'bet' | 'validBet' | 'payout' | 'rebate' | 'profit', number> & { account: string };
    const value = (await send('GET', `/wps/relay/ODSFE2_getTeamPNLV3?startDate=2025-06-01&endDate=${TODAY}`, { token })).body.value as { list: Row[]; footer: Omit<Row, 'account'> };
    expect(value.list.map((r) => r.account)).toEqual(['down01', 'down02', 'down03']);
    for (const key of Object.keys(value.footer) as (keyof typeof value.footer)[]) {
      expect(value.footer[key]).toBeCloseTo(value.list.reduce((s, r) => s + r[key], 0), 2);
    }
    expect(value.footer.bet).toBeGreaterThan(0);
    for (const r of value.list) expect(r.profit).toBeCloseTo(r.payout + r.rebate - r.bet, 2);
  });

  it('updates a downline rebate within the agent own rate', async () => {
    const { send, session } = setup();
    const token = session('agent01');
    const done = await send('POST', '/wps/agent/updateDownlineRebates', { token, json: { username: 'down01', rebate: 2.5 } });
    expect(done.body).toEqual({ success: true, value: { username: 'down01', rebate: 2.5 } });
    const list = (await send('GET', '/wps/relay/ODSFE2_getSubordinatev2', { token })).body.value as { list: { account: string; rebate: number }[] };
    expect(list.list.find((d) => d.account === 'down01')?.rebate).toBe(2.5);

    for (const [json, code] of [
      [{ username: 'down01', rebate: 3.5 }, 'rebate.invalid'],
      [{ username: 'down01', rebate: -1 }, 'rebate.invalid'],
      [{ username: 'down01', rebate: 1.25 }, 'rebate.invalid'],
      [{ username: 'down01' }, 'rebate.invalid'],
      [{ username: 'player01', rebate: 1 }, 'agent.downline.invalid'],
      [{ username: 'nobody', rebate: 1 }, 'agent.downline.invalid'],
    ] as [unknown, string][]) {
      const res = await send('POST', '/wps/agent/updateDownlineRebates', { token, json });
      expect([json, res.status, res.body.errorCode]).toEqual([json, 400, code]);
    }
  });
});
