// @vitest-environment jsdom
/**
 * The agent contract screens (spec 2.1 "Agent contract screens", 4 "Home load", 6, 7) on their own
 * against the simulator (msw forwarding to it): the view of each contract's answer (tiers, standing,
 * status), accept through the contract's own call with the request cleared from the member funds, reject
 * only after the confirm, a failed accept that keeps the screen and says so with a Retry that goes
 * through, a failed load with Retry, no contract on record (an empty state), and the dividend skipped for
 * member types 41 and 42.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DailySalary, type DividendInfo, getContractRequests, type HourlySalary } from '../../src/api/agent';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { fakeWidgetEnv } from './support/widget-env';
import { canAnswer, dailySalaryView, dividendView, hourlySalaryView, isOffered } from '../../src/widgets/contracts/contract-view';
import DividendContractScreen from '../../src/widgets/contracts/dividend-contract-screen';
import HourContractScreen from '../../src/widgets/contracts/hour-contract-screen';
import SalaryContractScreen from '../../src/widgets/contracts/salary-contract-screen';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { control, startSimulatorSession } from './support/simulator';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const routeOf = (path: string) => config.routes.find((r) => r.path === path) as Route;
const SALARY = routeOf('/m/member/agent/getSalaryContract');
const DIVIDEND = routeOf('/m/member/agent/getDevidendContract');
const HOUR = routeOf('/m/member/agent/getHourContract');
const { login, requests } = startSimulatorSession({ record: true });

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

let counter = 0;
type Requests = { dailysalreqtype?: string; divtypecompperiodreq?: string; contracthoursalreq?: string };

/** A fresh member of `type` with these pending requests, logged in (client token and session store). */
async function agentWith(contractRequests: Requests, type = 1) {
  counter += 1;
  const username = `ctunit${Date.now().toString(36)}${counter}`;
  const res = await control('POST', '/__sim/members', { username, password: 'Secret123', type, contractRequests });
  expect(res.status).toBe(201);
  await login(username, 'Secret123');
  useSessionStore.getState().setSession({ token: 'unused', merchantCode: 'DEMO', userName: username, type, firstTimeLogin: false });
}

function renderScreen(node: React.ReactNode, confirm = true) {
  const env = fakeWidgetEnv(config, { confirm: vi.fn(async () => confirm) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WidgetEnvContext.Provider value={env}>{node}</WidgetEnvContext.Provider>
    </QueryClientProvider>,
  );
  return env;
}

const contractScreen = () => screen.getByTestId('contract-screen');
const stateIs = (state: string) => waitFor(() => expect(contractScreen().getAttribute('data-state')).toBe(state));
const calls = (path: string) => requests.filter((r) => new URL(r.url).pathname === path);

describe('contract views', () => {
  const daily: DailySalary = {
    status: 'pending',
    tiers: [
      { teamBet: 10_000, activeMembers: 3, salary: 100 },
      { teamBet: 50_000, activeMembers: 10, salary: 600 },
    ],
    today: { date: '2025-06-15', teamBet: 12_000, activeMembers: 4, salary: 0 },
  };

  it('the daily salary: a row per tier (team bets, active members, salary) and today', () => {
    const view = dailySalaryView(daily);
    expect(view.tiers.map((row) => row.map((f) => [f.key, f.kind, f.value]))).toEqual([
      [['teamBet', 'money', 10_000], ['activeMembers', 'count', 3], ['salary', 'money', 100]],
      [['teamBet', 'money', 50_000], ['activeMembers', 'count', 10], ['salary', 'money', 600]],
    ]);
    expect(view.standing.values).toEqual({ date: '2025-06-15' });
    expect(view.standing.figures.map((f) => f.value)).toEqual([12_000, 4, 0]);
    expect(isOffered(view) && canAnswer(view)).toBe(true);
  });

  it('the hourly salary: its hour as HH:00 to the next (23:00 to 00:00)', () => {
    const hourly: HourlySalary = { status: 'accepted', tiers: [{ hourlyBet: 500, salary: 5 }], currentHour: { date: '2025-06-15', hour: 23, teamBet: 600, salary: 5 } };
    const view = hourlySalaryView(hourly);
    expect(view.standing.values).toEqual({ date: '2025-06-15', from: '23:00', to: '00:00' });
    expect(view.columns.map((c) => c.key)).toEqual(['hourlyBet', 'salary']);
    expect(canAnswer(view)).toBe(false);
  });

  it('the dividend: its period, the rate as a share, the period bounds', () => {
    const dividend: DividendInfo = {
      status: 'rejected',
      period: 'HALF_MONTH',
      tiers: [{ teamLoss: 1_000, activeMembers: 1, rate: 0.1 }],
      current: { periodStart: '2025-06-01', periodEnd: '2025-06-15', teamLoss: 2_000, activeMembers: 2, rate: 0.1, dividend: 0 },
    };
    const view = dividendView(dividend);
    expect(view.period).toBe('HALF_MONTH');
    expect(view.tiers[0]?.find((f) => f.key === 'rate')).toEqual({ key: 'rate', kind: 'rate', value: 0.1 });
    expect(view.standing.values).toEqual({ start: '2025-06-01', end: '2025-06-15' });
    expect(isOffered(view)).toBe(true);
  });

  it('status none, or no tiers, is no contract offered', () => {
    expect(isOffered(dailySalaryView({ ...daily, status: 'none' }))).toBe(false);
    expect(isOffered(dailySalaryView({ ...daily, tiers: [] }))).toBe(false);
  });
});

describe('the salary contract screen', () => {
  it('shows the pending contract; Accept answers through DAILYSALCONT3, shows Accepted and clears the request', async () => {
    await agentWith({ dailysalreqtype: '1', contracthoursalreq: '1' });
    const env = renderScreen(<SalaryContractScreen route={SALARY} />);
    await stateIs('pending');
    expect(screen.getByTestId('contract-status').textContent).toContain('Waiting for your answer');
    expect(screen.getAllByTestId('contract-tier')).toHaveLength(3);
    expect(within(screen.getByTestId('contract-standing')).getByText('Active members')).toBeTruthy();

    fireEvent.click(screen.getByTestId('contract-accept'));
    await stateIs('accepted');
    expect(screen.getByTestId('contract-status').textContent).toContain('Accepted');
    expect(screen.queryByTestId('contract-actions')).toBeNull();
    expect(env.notify).toHaveBeenCalledWith('Contract accepted', 'success', config.constants.successMessageMs);
    const answered = calls('/wps/relay/ODSFE2_CurrentDailySalary').filter((r) => new URL(r.url).searchParams.get('action') === 'accept');
    expect(answered).toHaveLength(1);
    expect(answered[0]?.method).toBe('GET');
    // Only the daily salary request is gone: the hourly one still waits.
    expect(await getContractRequests()).toEqual({ dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '1' });
  });

  it('a failed accept keeps the screen and says so; Retry accepts', async () => {
    await agentWith({ dailysalreqtype: '1' });
    renderScreen(<SalaryContractScreen route={SALARY} />);
    await stateIs('pending');
    await control('POST', '/__sim/faults', { path: '/wps/relay/ODSFE2_CurrentDailySalary', status: 500 });
    fireEvent.click(screen.getByTestId('contract-accept'));
    const alert = await screen.findByTestId('contract-answer-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('The contract could not be accepted.');
    expect(contractScreen().getAttribute('data-state')).toBe('pending');
    expect(screen.getByTestId('contract-accept')).toBeTruthy();

    fireEvent.click(screen.getByTestId('contract-retry'));
    await stateIs('accepted');
    expect(screen.queryByTestId('contract-answer-error')).toBeNull();
  });

  it('a failed load shows an error with Retry, which loads the contract', async () => {
    await agentWith({ dailysalreqtype: '1' });
    await control('POST', '/__sim/faults', { path: '/wps/relay/ODSFE2_CurrentDailySalary', answer: { success: true, value: { status: 'maybe' } } });
    renderScreen(<SalaryContractScreen route={SALARY} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await stateIs('pending');
  });

  it('an agent never offered a contract sees the empty state and no buttons', async () => {
    await agentWith({});
    renderScreen(<SalaryContractScreen route={SALARY} />);
    await stateIs('empty');
    expect(screen.getByTestId('contract-empty').textContent).toContain('No contract has been offered to you.');
    expect(screen.queryByTestId('contract-accept')).toBeNull();
  });
});

describe('reject, hourly salary and dividend', () => {
  it('Reject asks first: cancelled, nothing is sent; confirmed, the hourly contract is rejected through HOURSAL3', async () => {
    await agentWith({ contracthoursalreq: '1' });
    const env = renderScreen(<HourContractScreen route={HOUR} />, false);
    await stateIs('pending');
    fireEvent.click(screen.getByTestId('contract-reject'));
    await waitFor(() => expect(env.confirm).toHaveBeenCalledWith('Reject this contract? Only your upline can offer it again.'));
    expect(calls('/wps/relay/ODSFE2_hourSalary').filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(contractScreen().getAttribute('data-state')).toBe('pending');

    vi.mocked(env.confirm).mockResolvedValue(true);
    fireEvent.click(screen.getByTestId('contract-reject'));
    await stateIs('rejected');
    expect(screen.getByTestId('contract-status').textContent).toContain('Rejected');
    expect((await getContractRequests()).contracthoursalreq).toBe('');
  });

  it('the dividend contract shows its half-monthly period and accepts through the dividend request', async () => {
    await agentWith({ divtypecompperiodreq: 'HALF_MONTH' }, 2);
    renderScreen(<DividendContractScreen route={DIVIDEND} />);
    await stateIs('pending');
    expect(screen.getByTestId('contract-period').textContent).toBe('Settled: every half month');
    expect(screen.getAllByTestId('contract-tier')[0]?.textContent).toContain('10%');
    fireEvent.click(screen.getByTestId('contract-accept'));
    await stateIs('accepted');
    expect(calls('/wps/relay/ODSFE2_dividendInfo').some((r) => new URL(r.url).searchParams.get('action') === 'accept')).toBe(true);
    expect((await getContractRequests()).divtypecompperiodreq).toBe('');
  });

  it.each([41, 42])('member type %i does not load dividend info (spec 6)', async (type) => {
    await agentWith({ divtypecompperiodreq: 'HALF_MONTH' }, type);
    renderScreen(<DividendContractScreen route={DIVIDEND} />);
    expect(contractScreen().getAttribute('data-state')).toBe('notForAccount');
    expect(screen.getByTestId('contract-empty').textContent).toContain('Dividend contracts are not available for this account.');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls('/wps/relay/ODSFE2_dividendInfo')).toHaveLength(0);
  });
});
