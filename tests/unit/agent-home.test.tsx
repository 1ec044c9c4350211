// @vitest-environment jsdom
/**
 * The agent home screen on its own (spec 2.15, 4 "Greeting"), with a test environment whose `shows` is the
 * real rule (config `when` against the white-label menu and flags): each tool only under its menu setting,
 * customer service always, in config order; the dividend footer item only with DIVIDEND3; the greeting by
 * the hour; a tool click runs its action with a session and goes to /m/login once the session has ended.
 * Calls never answer here (the counters wait), so nothing reaches a network.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { isShown, type LiveSettings, permissionsFor, resolveSite } from '../../src/config/resolve';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { fakeWidgetEnv } from './support/widget-env';
import AgentHomeScreen from '../../src/widgets/agent-home/agent-home-screen';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const route = config.routes.find((r) => r.path === '/m/agent') as Route;
const agent = { token: 't', merchantCode: 'DEMO', userName: 'agent01', type: 1, firstTimeLogin: false };
const ALL_TOOLS = config.agent.tools.flatMap((item) => (item.when?.menu ? [item.when.menu.split('.')[1] as string] : []));

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  useSessionStore.getState().clearSession();
});

function live(enabledTools: string[], flags: Record<string, boolean> = {}): LiveSettings {
  return {
    flags,
    menu: [{ modId: 'AGECEN', enabled: true, children: enabledTools.map((modId) => ({ modId, enabled: true, children: [] })) }],
    customerServiceCount: 1,
  };
}

function renderAgentHome(settings: LiveSettings) {
  const site = resolveSite(config, settings);
  const env = fakeWidgetEnv(config, { site, shows: (when) => isShown(when, site, permissionsFor({ type: 1 }, site)) });
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WidgetEnvContext.Provider value={env}>
        <AgentHomeScreen route={route} />
      </WidgetEnvContext.Provider>
    </QueryClientProvider>,
  );
  return env;
}

const itemIds = (group: 'tools' | 'footer') =>
  within(screen.getByTestId(`agent-${group}`))
    .getAllByRole('listitem')
    .map((li) => li.firstElementChild?.getAttribute('data-testid')?.slice(11));

describe('agent home', () => {
  it('shows each tool only when its white-label menu setting is on, customer service always, in config order', () => {
    useSessionStore.getState().setSession(agent);
    renderAgentHome(live(['AGEINFO3', 'TEAMBET3', 'INBOX3']));
    expect(itemIds('tools')).toEqual(['teamOverview', 'teamBetting', 'messages', 'customerService']);
  });

  it('with no agent menu enabled only customer service is left', () => {
    useSessionStore.getState().setSession(agent);
    renderAgentHome(live([]));
    expect(itemIds('tools')).toEqual(['customerService']);
    expect(ALL_TOOLS).toHaveLength(10);
  });

  it('the footer has the dividend item only with DIVIDEND3', () => {
    useSessionStore.getState().setSession(agent);
    renderAgentHome(live(ALL_TOOLS, { DIVIDEND3: false }));
    expect(itemIds('footer')).toEqual(['home', 'openAccount', 'agentNotices']);
    cleanup();
    renderAgentHome(live(ALL_TOOLS, { DIVIDEND3: true }));
    expect(itemIds('footer')).toEqual(['home', 'openAccount', 'dividend', 'agentNotices']);
  });

  it('greets by the hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening', () => {
    useSessionStore.getState().setSession(agent);
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const [hour, part, text] of [
      [10, 'morning', 'Good morning'],
      [11, 'earlyAfternoon', 'Good afternoon'],
      [18, 'lateAfternoon', 'Good afternoon'],
      [19, 'evening', 'Good evening'],
    ] as const) {
      vi.setSystemTime(new Date(2026, 10, 22, hour, 30));
      renderAgentHome(live(ALL_TOOLS));
      const heading = screen.getByRole('heading', { level: 1 });
      expect(heading.getAttribute('data-greeting')).toBe(part);
      expect(heading.textContent).toContain(text);
      expect(heading.textContent).toContain('agent01');
      cleanup();
    }
  });

  it('a tool click runs its action with a session, and goes to /m/login once the session has ended', () => {
    useSessionStore.getState().setSession(agent);
    const env = renderAgentHome(live(ALL_TOOLS));
    fireEvent.click(screen.getByTestId('agent-item-teamOverview'));
    expect(env.run).toHaveBeenCalledWith({ route: '/m/agent/team/overview' });
    fireEvent.click(screen.getByTestId('agent-item-customerService'));
    expect(env.run).toHaveBeenCalledWith({ command: 'customerService' });
    useSessionStore.getState().clearSession();
    vi.mocked(env.run).mockClear();
    fireEvent.click(screen.getByTestId('agent-item-teamManagement'));
    fireEvent.click(screen.getByTestId('agent-item-customerService'));
    expect(env.run).not.toHaveBeenCalled();
    expect(env.navigate).toHaveBeenCalledWith('/m/login');
  });

  it('the withdraw and deposit shortcuts open /m/withdraw and /m/voucherCenter', () => {
    useSessionStore.getState().setSession(agent);
    const env = renderAgentHome(live(ALL_TOOLS));
    fireEvent.click(screen.getByTestId('agent-withdraw'));
    expect(env.navigate).toHaveBeenCalledWith('/m/withdraw');
    fireEvent.click(screen.getByTestId('agent-deposit'));
    expect(env.navigate).toHaveBeenCalledWith('/m/voucherCenter');
  });
});
