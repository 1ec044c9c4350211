// @vitest-environment jsdom
/**
 * The agent's team reports (issue 18) against the simulator through msw: an agent with a tree of 30
 * downlines (POST /__sim/agent-tree). Team overview: today's figures are the platform's sum for today, a
 * period's totals are the sum of its daily rows; team P&L: the totals are the rows' sum, a category asks
 * again, a downline's team opens and the breadcrumb leads back; team betting: lottery on its own relay,
 * other categories on the generic one; rebate income by day with totals; each screen only when its agent
 * menu setting offers it; an empty team; a failed call with retry.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { todayRange } from '../../src/api/agent';
import { getTeamOverviewSum } from '../../src/api/agent-reports';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import type { ScreenProps } from '../../src/ui/widget-env';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import AgentRebateScreen from '../../src/widgets/team-reports/agent-rebate-screen';
import TeamBettingScreen from '../../src/widgets/team-reports/team-betting-screen';
import TeamOverviewScreen from '../../src/widgets/team-reports/team-overview-screen';
import TeamPnlScreen from '../../src/widgets/team-reports/team-pnl-screen';
import { control, startSimulatorSession } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const { login, requests } = startSimulatorSession({ record: true });

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

type Tree = { agent: string; direct: string[]; all: string[] };

async function agentWithTree(size = 30): Promise<Tree> {
  const res = await control('POST', '/__sim/agent-tree', { account: 'boss', password: 'Boss1234', size });
  expect(res.status).toBe(201);
  const tree = (await res.json()) as Tree;
  const token = await login('boss', 'Boss1234');
  useSessionStore.getState().setSession({ token, merchantCode: 'DEMO', userName: 'boss', type: 1, firstTimeLogin: false });
  return tree;
}

function show(Screen: ComponentType<ScreenProps>, path: string, shows: (when: unknown) => boolean = () => true) {
  const route = config.routes.find((r) => r.path === path) as Route;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WidgetEnvContext.Provider value={fakeWidgetEnv(config, { shows })}>
        <Screen route={route} />
      </WidgetEnvContext.Provider>
    </QueryClientProvider>,
  );
}

/** "K1,234.50" / "-K12.00" as cents. */
const cents = (text: string | null | undefined) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
const total = (label: string) => {
  const pair = within(screen.getByTestId('records-totals'))
    .getAllByRole('term')
    .find((dt) => dt.textContent === label);
  return cents(pair?.nextElementSibling?.textContent);
};
const rowAmounts = () => screen.getAllByTestId('records-row').map((row) => cents(row.querySelector('.lv-rec-amount')?.textContent));
const rowTitles = () => screen.getAllByTestId('records-row').map((row) => row.querySelector('.lv-rec-title')?.textContent);
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
const relayCalls = (name: string) => requests.filter((r) => r.url.includes(`/wps/relay/${name}`)).map((r) => new URL(r.url).searchParams);

describe('team overview', () => {
  it("shows today's figures as the platform sums them, and a period's daily rows whose sum is the period's totals", async () => {
    await agentWithTree();
    show(TeamOverviewScreen, '/m/agent/team/overview');
    const today = await getTeamOverviewSum(todayRange());
    await waitFor(() => expect(cents(screen.getByTestId('team-today-bet').querySelector('dd')?.textContent)).toBe(Math.round(today.teamTotalBet * 100)));
    expect(cents(screen.getByTestId('team-today-pnl').querySelector('dd')?.textContent)).toBe(Math.round(today.teamTotalPnl * 100));
    expect(screen.getByTestId('team-today-loggedIn').querySelector('dd')?.textContent).toBe(String(today.teamLoginMemberCount));
    expect(screen.getByTestId('team-today-pnl-LOTT').querySelector('dt')?.textContent).toBe('Lottery profit and loss');

    fireEvent.click(screen.getByTestId('records-range-week'));
    await waitFor(() => expect(screen.getAllByTestId('records-row')).toHaveLength(7));
    expect(sum(rowAmounts())).toBe(total('Profit and loss'));
    // Each day's bets, in its detail, add up to the period's bets.
    let bets = 0;
    for (const row of screen.getAllByTestId('records-row')) {
      fireEvent.click(within(row).getAllByRole('button')[0] as HTMLElement);
      const dt = within(screen.getByTestId('records-detail')).getAllByRole('term').find((d) => d.textContent === 'Bets');
      bets += cents(dt?.nextElementSibling?.textContent);
    }
    expect(bets).toBe(total('Bets'));
    const sent = relayCalls('ODSFE2_getTeamOverviewDailyList').at(-1);
    expect(sent?.get('page')).toBe('1');
    expect(sent?.get('endDate')).toBe(todayRange().endDate);
  });

  it('a malformed daily list is an error with retry, never a blank screen', async () => {
    await agentWithTree(5);
    await control('POST', '/__sim/faults', { path: '/wps/relay/ODSFE2_getTeamOverviewDailyList', answer: { list: [{ balanceDate: 7 }], totalPages: 1 } });
    show(TeamOverviewScreen, '/m/agent/team/overview');
    const alert = await within(screen.getByTestId('records-teamOverview')).findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('records-row')).toHaveLength(1));
  });

  it('a failed call shows retry, and retry shows the figures', async () => {
    await agentWithTree(5);
    await control('POST', '/__sim/faults', { path: '/wps/relay/ODSFE2_getTeamOverviewSum', status: 500 });
    show(TeamOverviewScreen, '/m/agent/team/overview');
    const alert = await within(screen.getByTestId('team-today')).findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('team-today-pnl');
  });
});

describe('team profit and loss', () => {
  it('totals are the sum of the downlines; a category asks again; drill into a downline and back', async () => {
    const tree = await agentWithTree();
    show(TeamPnlScreen, '/m/agent/team/pnl');
    fireEvent.click(await screen.findByTestId('records-range-week'));
    await waitFor(() => expect(rowTitles()).toEqual(tree.direct.slice(0, 10)));
    expect(screen.getByTestId('team-parent').textContent).toBe('My team');
    expect(screen.queryByTestId('team-crumbs')).toBeNull();
    while (screen.queryByTestId('records-more')) {
      const shown = rowTitles().length;
      fireEvent.click(screen.getByTestId('records-more'));
      await waitFor(() => expect(rowTitles().length).toBeGreaterThan(shown));
    }
    expect(rowTitles()).toEqual(tree.direct);
    expect(sum(rowAmounts())).toBe(total('Profit and loss'));
    const allGames = total('Bets');

    fireEvent.change(screen.getByTestId('records-filter-gameCategory'), { target: { value: 'LOTT' } });
    await waitFor(() => expect(relayCalls('ODSFE2_getTeamPNLV3').at(-1)?.get('gameCategory')).toBe('LOTT'));
    await waitFor(() => expect(total('Bets')).toBeLessThan(allGames));
    expect(relayCalls('ODSFE2_getTeamPNLV3').at(-1)?.get('teamType')).toBe('TEAM');

    const row = screen.getAllByTestId('records-row').find((r) => !r.textContent?.includes('Team members: 0')) as HTMLElement;
    const account = row.querySelector('.lv-rec-title')?.textContent ?? '';
    fireEvent.click(within(row).getAllByRole('button')[0] as HTMLElement);
    fireEvent.click(screen.getByTestId('team-drill'));
    await waitFor(() => expect(screen.getByTestId('team-parent').textContent).toBe(`Team of ${account}`));
    expect(document.activeElement).toBe(screen.getByTestId('team-parent'));
    await waitFor(() => expect(relayCalls('ODSFE2_getTeamPNLV3').at(-1)?.get('username')).toBe(account));
    expect(relayCalls('ODSFE2_getTeamPNLV3').at(-1)?.get('gameCategory')).toBe('LOTT');
    await waitFor(() => expect(rowTitles().length).toBeGreaterThan(0));
    for (const name of rowTitles()) {
      const member = (await (await control('GET', `/__sim/members/${name}`)).json()) as { upline: string };
      expect([name, member.upline]).toEqual([name, account]);
    }

    fireEvent.click(within(screen.getByTestId('team-crumbs')).getByRole('button', { name: 'My team' }));
    await waitFor(() => expect(screen.getByTestId('team-parent').textContent).toBe('My team'));
    await waitFor(() => expect(rowTitles()[0]).toBe(tree.direct[0]));
  });

  it('an agent without downlines sees the empty state', async () => {
    await control('POST', '/__sim/members', { username: 'lonely', password: 'Lonely123', type: 1 });
    const token = await login('lonely', 'Lonely123');
    useSessionStore.getState().setSession({ token, merchantCode: 'DEMO', userName: 'lonely', type: 1, firstTimeLogin: false });
    show(TeamPnlScreen, '/m/agent/team/pnl');
    await screen.findByTestId('records-empty');
  });
});

describe('team betting', () => {
  it('asks the lottery relay first and the generic relay for another category; totals are the rows summed', async () => {
    await agentWithTree();
    show(TeamBettingScreen, '/m/teamBetting');
    fireEvent.click(await screen.findByTestId('records-range-week'));
    await waitFor(() => expect(relayCalls('ODSFE2_lottTeamBet').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getAllByTestId('records-row').length).toBeGreaterThan(0));
    fireEvent.change(screen.getByTestId('records-filter-gameCategory'), { target: { value: 'RNG' } });
    await waitFor(() => expect(relayCalls('ODSFE2_teamBet').at(-1)?.get('gameCategory')).toBe('RNG'));
    fireEvent.change(screen.getByTestId('records-filter-scope'), { target: { value: 'direct' } });
    await waitFor(() => expect(relayCalls('ODSFE2_teamBet').at(-1)?.get('teamDirectType')).toBe('DIRECT'));
    await waitFor(() => expect(screen.getAllByTestId('records-row').length).toBeGreaterThan(0));
    while (screen.queryByTestId('records-more')) {
      const shown = rowTitles().length;
      fireEvent.click(screen.getByTestId('records-more'));
      await waitFor(() => expect(rowTitles().length).toBeGreaterThan(shown));
    }
    expect(sum(rowAmounts())).toBe(total('Bets'));
  });
});

describe('agent rebate income', () => {
  it('lists income by day, newest first, with the totals of the range', async () => {
    await agentWithTree();
    show(AgentRebateScreen, '/m/member/agent/agentRebeat');
    fireEvent.click(await screen.findByTestId('records-range-week'));
    await waitFor(() => expect(screen.getAllByTestId('records-row').length).toBeGreaterThan(3));
    expect(sum(rowAmounts())).toBe(total('Rebate income'));
    expect(total('Rebate income')).toBeGreaterThan(0);
    expect(relayCalls('ODSFE2_agentRebate').at(-1)?.get('sortColumn')).toBe('balanceDate:desc');
  });
});

describe('each team report only where its agent menu setting offers it', () => {
  it.each([
    [TeamOverviewScreen, '/m/agent/team/overview', 'team-overview-unavailable'],
    [TeamPnlScreen, '/m/agent/team/pnl', 'team-pnl-unavailable'],
    [TeamBettingScreen, '/m/teamBetting', 'team-betting-unavailable'],
    [AgentRebateScreen, '/m/member/agent/agentRebeat', 'agent-rebate-unavailable'],
  ] as const)('%#: switched off, the screen says so and asks nothing', async (Screen, path, testId) => {
    await agentWithTree(3);
    const before = requests.length;
    show(Screen, path, () => false);
    expect(screen.getByTestId(testId).textContent).toContain('does not have permission');
    expect(requests.slice(before).filter((r) => r.url.includes('/wps/relay/'))).toEqual([]);
  });
});
