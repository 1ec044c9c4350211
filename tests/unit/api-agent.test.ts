/**
 * Agent calls (src/api/agent.ts) against the real simulator through msw: team KPI for today, pending
 * contract requests, downlines, team P&L, rebates, salary and dividend contracts; who may call them;
 * every fetcher under injected faults; the greeting by hour and today's date range.
 */
import { describe, expect, it } from 'vitest';
import {
  answerContract,
  type ContractRequests,
  contractRequestsQuery,
  getContractRequests,
  getDailySalary,
  getDividendInfo,
  getDownlines,
  getHourlySalary,
  getTeamKpi,
  getTeamPnl,
  greeting,
  hasPendingContract,
  teamKpiQuery,
  todayRange,
  updateDownlineRebate,
} from '../../src/api/agent';
import { control, FAULT_KINDS, failure, startSimulatorSession } from './support/simulator';

/** 11:00 UTC: the player's local date is the simulator's (UTC) date in every zone from UTC−11 to UTC+12. */
const NOW = Date.UTC(2025, 5, 15, 11, 0);
const TODAY = todayRange(new Date(NOW));

const { login } = startSimulatorSession({ simulator: { now: () => NOW } });
const asAgent = () => login('agent01', 'Agent123');
const asPlayer = () => login('player01', 'Player123');

describe('greeting by hour (spec §4)', () => {
  it.each([
    [0, 'morning'],
    [10, 'morning'],
    [11, 'earlyAfternoon'],
    [14, 'earlyAfternoon'],
    [15, 'lateAfternoon'],
    [18, 'lateAfternoon'],
    [19, 'evening'],
    [23, 'evening'],
    [24, 'evening'],
  ])('%i h -> %s', (hour, key) => {
    expect(greeting(hour)).toBe(key);
  });
});

describe('todayRange', () => {
  it('is today in the local time, YYYY-MM-DD, both ends the same day', () => {
    expect(todayRange(new Date(2025, 8, 3, 9, 15))).toEqual({ startDate: '2025-09-03', endDate: '2025-09-03' });
    expect(todayRange(new Date(2025, 0, 5, 23, 59, 59))).toEqual({ startDate: '2025-01-05', endDate: '2025-01-05' });
    expect(todayRange(new Date(2025, 0, 6, 0, 0, 0))).toEqual({ startDate: '2025-01-06', endDate: '2025-01-06' });
    expect(todayRange(new Date(2024, 11, 31, 12))).toEqual({ startDate: '2024-12-31', endDate: '2024-12-31' });
  });
});

describe('team KPI (AGEINFO3)', () => {
  it("answers today's four counters over the agent's team", async () => {
    await asAgent();
    const kpi = await getTeamKpi(TODAY);
    expect(kpi.teamRegisterMemberCount).toBe(0);
    expect(kpi.teamOnlineCount).toBe(0);
    for (const n of Object.values(kpi)) expect(Number.isInteger(n) && n >= 0 && n <= 3).toBe(true);
    expect(TODAY).toEqual({ startDate: '2025-06-15', endDate: '2025-06-15' });
    expect(teamKpiQuery(TODAY).queryKey).toEqual(['agent', 'kpi', '2025-06-15', '2025-06-15']);
  });

  it('a downline who logs in counts as online and as logged in today', async () => {
    await login('down01', 'Down1234');
    await asAgent();
    const kpi = await getTeamKpi(TODAY);
    expect(kpi.teamOnlineCount).toBe(1);
    expect(kpi.teamLoginMemberCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses a guest (login.not.session) and a non-agent (agent.not.allowed)', async () => {
    expect((await failure(getTeamKpi(TODAY))).errorCode).toBe('login.not.session');
    await asPlayer();
    expect((await failure(getTeamKpi(TODAY))).errorCode).toBe('agent.not.allowed');
  });

  it('a range the platform refuses is an http ApiError', async () => {
    await asAgent();
    expect((await failure(getTeamKpi({ startDate: '2025-06-15', endDate: '2025-06-01' }))).errorCode).toBe('date.range.invalid');
  });
});

describe('contract requests (consolidated member funds)', () => {
  it('an agent with requests has a pending contract (any of the three non-empty)', async () => {
    await asAgent();
    const requests = await getContractRequests();
    expect(requests).toEqual({ dailysalreqtype: '1', divtypecompperiodreq: 'HALF_MONTH', contracthoursalreq: '1' });
    expect(hasPendingContract(requests)).toBe(true);
    expect(contractRequestsQuery().queryKey).toEqual(['agent', 'contractRequests']);
  });

  it('a member may ask and has nothing pending', async () => {
    await asPlayer();
    const requests = await getContractRequests();
    expect(requests).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' });
    expect(hasPendingContract(requests)).toBe(false);
  });

  it('a guest gets login.not.session', async () => {
    expect((await failure(getContractRequests())).errorCode).toBe('login.not.session');
  });

  it.each<[Partial<ContractRequests> | undefined, boolean]>([
    [{ dailysalreqtype: '1' }, true],
    [{ divtypecompperiodreq: 'HALF_MONTH' }, true],
    [{ contracthoursalreq: '1' }, true],
    [{}, false],
    [{ dailysalreqtype: '  ' }, false],
    [undefined, false],
  ])('hasPendingContract(%o) is %s', (partial, pending) => {
    const value = partial && { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '', ...partial };
    expect(hasPendingContract(value)).toBe(pending);
  });

  it('answering each contract clears its request; when all are answered nothing is pending', async () => {
    await asAgent();
    expect(await answerContract('dailySalary', 'accept')).toBe('accepted');
    expect(await getContractRequests()).toEqual({ dailysalreqtype: '', divtypecompperiodreq: 'HALF_MONTH', contracthoursalreq: '1' });
    expect(await answerContract('hourlySalary', 'reject')).toBe('rejected');
    expect(await answerContract('dividend', 'accept')).toBe('accepted');
    expect(hasPendingContract(await getContractRequests())).toBe(false);
    expect((await failure(answerContract('dividend', 'accept'))).errorCode).toBe('contract.not.pending');
  });
});

describe('downlines and rebates', () => {
  it('lists the direct downlines, filterable by user name', async () => {
    await asAgent();
    const page = await getDownlines();
    expect(page.items.map((d) => d.account)).toEqual(['down01', 'down02', 'down03']);
    expect(page.items[0]).toMatchObject({ type: 0, rebate: 1.5, online: false, teamCount: 0 });
    expect([page.pageNum, page.totalPages]).toEqual([1, 1]);
    expect((await getDownlines({ username: 'down02' })).items.map((d) => d.account)).toEqual(['down02']);
    expect((await getDownlines({ pageNo: 2, pageSize: 2 })).items.map((d) => d.account)).toEqual(['down03']);
  });

  it("updates a downline's rebate within the agent's own rate", async () => {
    await asAgent();
    expect(await updateDownlineRebate({ username: 'down01', rebate: 2.5 })).toEqual({ username: 'down01', rebate: 2.5 });
    expect((await getDownlines({ username: 'down01' })).items[0]?.rebate).toBe(2.5);
  });

  it('refuses a rebate above the agent\'s rate (value.max) and an account that is not a downline', async () => {
    await asAgent();
    const tooHigh = await failure(updateDownlineRebate({ username: 'down01', rebate: 5 }));
    expect([tooHigh.errorCode, tooHigh.value]).toEqual(['rebate.invalid', { max: 3 }]);
    expect((await failure(updateDownlineRebate({ username: 'player01', rebate: 1 }))).errorCode).toBe('agent.downline.invalid');
  });
});

describe('team profit and loss', () => {
  it('a row per team member and footer totals equal to the rows summed', async () => {
    await asAgent();
    const pnl = await getTeamPnl({ startDate: '2025-06-01', endDate: '2025-06-15' });
    expect(pnl.items.map((r) => [r.account, r.upline])).toEqual([
      ['down01', 'agent01'],
      ['down02', 'agent01'],
      ['down03', 'agent01'],
    ]);
    expect([pnl.startDate, pnl.endDate]).toEqual(['2025-06-01', '2025-06-15']);
    const sum = (key: 'bet' | 'profit') => pnl.items.reduce((s, r) => s + r[key], 0);
    expect(pnl.footer.bet).toBeCloseTo(sum('bet'), 2);
    expect(pnl.footer.profit).toBeCloseTo(sum('profit'), 2);
  });
});

describe('salary and dividend contracts', () => {
  it('daily salary: pending, its tiers and today', async () => {
    await asAgent();
    const daily = await getDailySalary();
    expect(daily.status).toBe('pending');
    expect(daily.tiers.map((t) => t.salary)).toEqual([100, 600, 2800]);
    expect(daily.today).toMatchObject({ date: '2025-06-15', salary: 0 });
  });

  it('hourly salary: pending, its tiers and the current hour', async () => {
    await asAgent();
    const hourly = await getHourlySalary();
    expect(hourly.status).toBe('pending');
    expect(hourly.tiers).toHaveLength(3);
    expect(hourly.currentHour).toMatchObject({ date: '2025-06-15', hour: 11 });
  });

  it('dividend info: pending, half-monthly, the current period', async () => {
    await asAgent();
    const dividend = await getDividendInfo();
    expect([dividend.status, dividend.period]).toEqual(['pending', 'HALF_MONTH']);
    expect(dividend.current).toMatchObject({ periodStart: '2025-06-01', periodEnd: '2025-06-15' });
  });
});

const AGENT_FETCHERS: [string, string, () => Promise<unknown>][] = [
  ['team KPI', '/wps/relay/ODSFE2_teamKPIC', () => getTeamKpi(TODAY)],
  ['downlines', '/wps/relay/ODSFE2_getSubordinatev2', () => getDownlines()],
  ['team P&L', '/wps/relay/ODSFE2_getTeamPNLV3', () => getTeamPnl(TODAY)],
  ['update rebate', '/wps/agent/updateDownlineRebates', () => updateDownlineRebate({ username: 'down01', rebate: 1 })],
  ['daily salary', '/wps/relay/ODSFE2_CurrentDailySalary', () => getDailySalary()],
  ['hourly salary', '/wps/relay/ODSFE2_hourSalary', () => getHourlySalary()],
  ['dividend info', '/wps/relay/ODSFE2_dividendInfo', () => getDividendInfo()],
];

describe('who may call the agent calls', () => {
  it.each(AGENT_FETCHERS)('%s: a guest gets login.not.session, a member agent.not.allowed', async (_name, _path, call) => {
    const guest = await failure(call());
    expect([guest.errorCode, guest.status]).toEqual(['login.not.session', 401]);
    await asPlayer();
    const member = await failure(call());
    expect([member.errorCode, member.status]).toEqual(['agent.not.allowed', 400]);
  });
});

describe('every agent fetcher under injected faults', () => {
  const all: [string, string, () => Promise<unknown>][] = [...AGENT_FETCHERS, ['contract requests', '/wps/relay/MCS_getConsolidatedMemberFunds', getContractRequests]];
  for (const [name, path, call] of all) {
    it.each(FAULT_KINDS)(`${name}: %s is an ApiError of the right kind`, async (_fault, fault, expected) => {
      await asAgent();
      await control('POST', '/__sim/faults', { path, ...fault });
      expect(await failure(call())).toMatchObject(expected);
    });
  }
});
