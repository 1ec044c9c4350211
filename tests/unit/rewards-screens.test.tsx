// @vitest-environment jsdom
/**
 * The reward screens against the simulator (msw forwarding to it): the reward centre's counts drop and the
 * balance is read again after a ticket claim; a screen whose feature is off says so instead of calling the
 * platform; a malformed answer is a failure with Retry; VIP benefits for a guest (login prompt, levels,
 * sanitised rules) and a member (rank and progress); the manual rebate empty after its claim; mission
 * activity with MISSION off. Claims: two rows claimed one right after the other each say what they
 * credited (useClaim runs each call's own callbacks); a claim on its way is aria-disabled, so focus stays.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { walletQuery } from '../../src/api/member';
import { useClaim } from '../../src/api/rewards';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import type { WidgetEnv } from '../../src/ui/widget-env';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import ManualRebateScreen from '../../src/widgets/rewards/manual-rebate-screen';
import MissionActivityScreen from '../../src/widgets/rewards/mission-activity-screen';
import RewardCentreScreen from '../../src/widgets/rewards/reward-centre-screen';
import VipBenefitsScreen from '../../src/widgets/rewards/vip-benefits-screen';
import { control, startSimulatorSession } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const routeOf = (path: string) => config.routes.find((r) => r.path === path) as Route;
const { login, requests } = startSimulatorSession({ record: true });
const called = (name: string) => requests.some((r) => new URL(r.url).pathname.endsWith(name));

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

function renderScreen(node: React.ReactNode, change: Partial<WidgetEnv> = {}) {
  const env = fakeWidgetEnv(config, change);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WidgetEnvContext.Provider value={env}>{node}</WidgetEnvContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { env, client };
}

async function signIn() {
  await login('player01', 'Player123');
  useSessionStore.getState().setSession({ token: 'set-by-login', merchantCode: 'DEMO', userName: 'player01', type: 0, firstTimeLogin: false });
}

describe('reward centre', () => {
  it('claiming a ticket says what was credited, drops the ticket count and reads the balance again', async () => {
    await signIn();
    const { env, client } = renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />);
    await waitFor(() => expect(client.getQueryData<{ sumBalance: number }>(walletQuery().queryKey)?.sumBalance).toBe(1250.5));
    const count = await screen.findByTestId('reward-count-TICKET');
    expect(within(count).getByText('2')).toBeTruthy();
    const claims = await screen.findAllByTestId('reward-ticket-claim');
    fireEvent.click(claims[0] as HTMLElement);
    await waitFor(() => expect(within(screen.getByTestId('reward-count-TICKET')).getByText('1')).toBeTruthy());
    expect(env.notify).toHaveBeenCalledWith(expect.stringMatching(/^Claimed .*10\.00/), 'success');
    // player01 starts with 1,250.50; the ticket's 10 shows in the balance read again.
    await waitFor(() => expect(client.getQueryData<{ sumBalance: number }>(walletQuery().queryKey)?.sumBalance).toBe(1260.5));
    expect(await screen.findAllByTestId('reward-history-row')).toHaveLength(1);
  });

  it('claiming an issued promotion (two quick taps send one claim) credits it, drops its row and lists it in the history', async () => {
    await signIn();
    const { env, client } = renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />);
    const rows = await screen.findAllByTestId('reward-issued-row');
    const upgrade = rows.find((row) => row.textContent?.includes('VIP upgrade bonus')) as HTMLElement;
    const button = within(upgrade).getByTestId('reward-issued-claim');
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getAllByTestId('reward-issued-row').some((row) => row.textContent?.includes('VIP upgrade bonus'))).toBe(false));
    expect(requests.filter((r) => new URL(r.url).pathname === '/wps/relay/MCSFE_claimIssuedPromotion')).toHaveLength(1);
    expect(env.notify).toHaveBeenCalledWith(expect.stringMatching(/^Claimed .*8\.00/), 'success');
    await waitFor(() => expect(client.getQueryData<{ sumBalance: number }>(walletQuery().queryKey)?.sumBalance).toBe(1258.5));
    await waitFor(() => expect(screen.getAllByTestId('reward-history-row').map((row) => row.textContent)).toEqual([expect.stringContaining('VIP upgrade bonus')]));
  });

  it('two rows claimed one right after the other both go through and each says what it credited', async () => {
    await signIn();
    const { env } = renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />);
    await screen.findAllByTestId('reward-issued-row');
    const claimOf = (name: string) => within(screen.getAllByTestId('reward-issued-row').find((row) => row.textContent?.includes(name)) as HTMLElement).getByTestId('reward-issued-claim');
    const [weekly, upgrade] = [claimOf('Weekly bonus'), claimOf('VIP upgrade bonus')];
    fireEvent.click(weekly);
    fireEvent.click(upgrade);
    await waitFor(() => expect(screen.queryAllByTestId('reward-issued-row')).toHaveLength(0));
    expect(requests.filter((r) => new URL(r.url).pathname === '/wps/relay/MCSFE_claimIssuedPromotion')).toHaveLength(2);
    await waitFor(() => expect(env.notify).toHaveBeenCalledTimes(2));
    expect(env.notify).toHaveBeenCalledWith(expect.stringMatching(/^Claimed .*18\.00/), 'success');
    expect(env.notify).toHaveBeenCalledWith(expect.stringMatching(/^Claimed .*8\.00/), 'success');
  });

  it('a claim on its way is aria-disabled, not disabled, and ignores taps; after a refusal keyboard focus is still on its button', async () => {
    await signIn();
    await control('POST', '/__sim/faults', { path: '/wps/relay/MCSFE_claimIssuedPromotion', delayMs: 200, answer: { success: false, errorCode: 'promo.closed', message: 'The promotion has ended' } });
    const { env } = renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />);
    const [claim] = await screen.findAllByTestId('reward-issued-claim');
    const button = claim as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('true'));
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await waitFor(() => expect(env.notify).toHaveBeenCalledWith('The promotion has ended', 'error'));
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'));
    expect(document.activeElement).toBe(button);
    expect(requests.filter((r) => new URL(r.url).pathname === '/wps/relay/MCSFE_claimIssuedPromotion')).toHaveLength(1);
  });

  it('mission rewards are counted with a link to mission activity, where they are claimed, not listed as issued promotions', async () => {
    await signIn();
    await control('POST', '/__sim/members/player01/bets', { amount: 1200 });
    renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />);
    const count = await screen.findByTestId('reward-count-MISSION_MANUAL');
    expect(within(count).getByRole('link').getAttribute('href')).toBe('/m/leaderBoard');
    expect(Number(within(count).getByRole('definition').textContent)).toBeGreaterThan(0);
    await screen.findAllByTestId('reward-issued-row');
    expect(screen.getAllByTestId('reward-issued-row').some((row) => row.textContent?.includes('Mission'))).toBe(false);
  });

  it("a claimed row's button goes with it and focus moves to its card's title, not the page's start", async () => {
    await signIn();
    renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />);
    const [claim] = await screen.findAllByTestId('reward-issued-claim');
    (claim as HTMLElement).focus();
    fireEvent.click(claim as HTMLElement);
    await waitFor(() => expect(document.activeElement?.id).toBe('reward-issued-title'));
  });

  it('with REWCEN3 off it says the feature is not available and asks the platform nothing', async () => {
    await signIn();
    renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />, { shows: (when) => when?.flag !== 'REWCEN3' });
    expect((await screen.findByTestId('reward-centre-unavailable')).textContent).toBe('Sorry, this account does not have permission or the feature is temporarily unavailable');
    expect(called('MCSFE_getAvailablePromotions')).toBe(false);
  });

  it('a malformed answer is a failure with Retry, which then shows the counts', async () => {
    await signIn();
    await control('POST', '/__sim/faults', { path: '/wps/relay/MCSFE_getAvailablePromotions', answer: { success: true, value: [] } });
    renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('reward-count-TICKET')).toBeTruthy();
  });
});

describe('useClaim', () => {
  it("runs each call's own callbacks, also for a claim made before the hook's last one settled", async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: React.ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const credits: Record<string, number> = { a: 3, b: 4 };
    const { result } = renderHook(() => useClaim(async (id: string) => ({ bonus: credits[id] ?? 0 })), { wrapper });
    const told: number[] = [];
    act(() => {
      result.current.claimOnce('a', { onSuccess: (r) => told.push(r.bonus) });
      result.current.claimOnce('b', { onSuccess: (r) => told.push(r.bonus) });
    });
    await waitFor(() => expect(told.sort()).toEqual([3, 4]));
  });
});

describe('VIP benefits', () => {
  it('a guest sees a login prompt instead of progress, the levels, and the rules sanitised', async () => {
    const { env } = renderScreen(<VipBenefitsScreen route={routeOf('/m/member/benefits')} />);
    expect(await screen.findAllByTestId('vip-level')).toHaveLength(5);
    fireEvent.click(screen.getByTestId('vip-login'));
    expect(env.run).toHaveBeenCalledWith({ dialog: 'login' });
    const rules = await screen.findByTestId('vip-rules-html');
    expect(rules.textContent).toContain('How levels work');
    expect(rules.querySelector('script')).toBeNull();
    expect(called('MCSFE_getPlayerRankProgress')).toBe(false);
  });

  it("a member sees the rank, the monthly turnover against what is expected, and the level marked as theirs", async () => {
    await signIn();
    renderScreen(<VipBenefitsScreen route={routeOf('/m/member/benefits')} />);
    const rank = (await screen.findByTestId('vip-rank')).textContent ?? '';
    expect(rank).toMatch(/^VIP\d$/);
    expect(screen.getByTestId('vip-monthly').textContent).toMatch(/ \/ /);
    expect(screen.getByRole('progressbar', { name: 'Monthly turnover' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('[data-testid=vip-level][aria-current=true] h3')?.textContent).toContain(rank));
  });
});

describe('manual rebate', () => {
  it('claiming pays the rebate and the list then shows nothing left to claim', async () => {
    await signIn();
    await control('POST', '/__sim/members/player01/bets', { amount: 500 });
    const { env } = renderScreen(<ManualRebateScreen route={routeOf('/m/member/manualRebate')} />);
    fireEvent.click(await screen.findByTestId('rebate-claim'));
    expect((await screen.findByTestId('rebate-empty')).textContent).toBe('No rebate to claim right now.');
    expect(env.notify).toHaveBeenCalledWith(expect.stringMatching(/^Claimed /), 'success');
  });
});

describe('a reward screen follows the config item that opens it', () => {
  it('manual rebate with MANPLAYREB3 off says so in the spec words and asks the platform nothing', async () => {
    await signIn();
    renderScreen(<ManualRebateScreen route={routeOf('/m/member/manualRebate')} />, { shows: (when) => when?.flag !== 'MANPLAYREB3' });
    expect((await screen.findByTestId('manual-rebate-unavailable')).textContent).toBe('Sorry, this account does not have permission or the feature is temporarily unavailable');
    expect(called('ODSFE2_getRebate')).toBe(false);
  });

  it("mission activity without its item's white-label permission (missionPromo) waits for the promotions, then says it is not offered", async () => {
    await signIn();
    renderScreen(<MissionActivityScreen route={routeOf('/m/leaderBoard')} />, { shows: (when) => !when?.permissions?.includes('missionPromo') });
    expect(screen.getByRole('status').textContent).toBe('please wait');
    expect(await screen.findByTestId('mission-unavailable')).toBeTruthy();
    expect(called('MCSFE_getMissionSummaryDetails')).toBe(false);
  });

  it('when the promotions its permission is decided on fail to load, it says so with Retry, never "no permission"', async () => {
    await signIn();
    await control('POST', '/__sim/faults', { path: '/wps/relay/MCSFE_getAvailablePromotions', status: 500, times: 1 });
    renderScreen(<MissionActivityScreen route={routeOf('/m/leaderBoard')} />, { shows: (when) => !when?.permissions?.includes('missionPromo') });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('mission-unavailable')).toBeTruthy();
  });

  it('an item of the agent area offers its screen to an agent only', async () => {
    await signIn();
    const agentOnly = {
      ...config,
      memberCentre: { ...config.memberCentre, tiles: [], menu: [], list: [] },
      agent: { ...config.agent, tools: [{ id: 'rc', labelKey: 'menu.rewardCentre', icon: 'reward', action: { route: '/m/rewardCenter' } }] },
    } as MerchantConfig;
    renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />, { config: agentOnly });
    expect(await screen.findByTestId('reward-centre-unavailable')).toBeTruthy();
    cleanup();
    useSessionStore.getState().setSession({ token: 'set-by-login', merchantCode: 'DEMO', userName: 'player01', type: 1, firstTimeLogin: false });
    renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />, { config: agentOnly });
    expect(await screen.findByTestId('reward-count-TICKET')).toBeTruthy();
  });

  it('a merchant whose config has no item opening the reward centre offers it to every member', async () => {
    await signIn();
    const bare = { ...config, memberCentre: { ...config.memberCentre, tiles: [], menu: [], list: [] } };
    renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />, { config: bare, shows: (when) => when?.flag !== 'REWCEN3' });
    expect(await screen.findByTestId('reward-count-TICKET')).toBeTruthy();
    expect(screen.queryByTestId('reward-centre-unavailable')).toBeNull();
  });
});

describe('mission activity', () => {
  it('with the MISSION promotion off it says it is not available and loads no missions', async () => {
    await signIn();
    await control('PATCH', '/__sim/promotions', { MISSION: false });
    renderScreen(<MissionActivityScreen route={routeOf('/m/leaderBoard')} />);
    expect(await screen.findByTestId('mission-unavailable')).toBeTruthy();
    expect(called('MCSFE_getMissionSummaryDetails')).toBe(false);
  });

  it('with MISSION on it shows the missions, the leaderboard with the member marked, and a claim for reached milestones', async () => {
    await signIn();
    await control('POST', '/__sim/members/player01/bets', { amount: 1200 });
    renderScreen(<MissionActivityScreen route={routeOf('/m/leaderBoard')} />);
    expect(await screen.findByTestId('mission-daily-turnover')).toBeTruthy();
    expect(await screen.findAllByTestId('mission-claim')).not.toHaveLength(0);
    await waitFor(() => expect(document.querySelector('[data-testid=mission-leaderboard] [aria-current=true]')?.textContent).toContain('player01'));
  });
});

describe('reward centre with every reward kind switched off', () => {
  it('says no rewards are offered instead of an empty grid', async () => {
    await signIn();
    await control('PATCH', '/__sim/promotions', { MANUAL: false, TICKET: false, UPGRADE_BONUS: false, MISSION_MANUAL: false });
    renderScreen(<RewardCentreScreen route={routeOf('/m/rewardCenter')} />);
    expect((await screen.findByTestId('reward-counts-empty')).textContent).toBe('No rewards are offered right now.');
    expect(screen.queryByTestId('reward-tickets')).toBeNull();
    expect(called('MCSFE_getClaimPromotion')).toBe(false);
  });
});
