// @vitest-environment jsdom
/**
 * The red envelope, agent dividend and agent notices screens against the simulator (msw forwarding to it):
 * a send to chosen downlines that moves their balances and says who got what, then lists it in the history;
 * the form's checks (no downline, more than the balance) and a refused funds password keep what was typed;
 * the dividend's current period and history, a pending contract accepted, a dividend applied for; the agent
 * notices' unread count falling as one is opened and the rest marked read; the tool's menu switch hiding a
 * screen; a failed load with Retry.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import type { WidgetEnv } from '../../src/ui/widget-env';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import AgentDividendScreen from '../../src/widgets/agent-dividend/agent-dividend-screen';
import AgentNoticesScreen from '../../src/widgets/notice-list/agent-notices-screen';
import RedEnvelopeScreen from '../../src/widgets/red-envelope/red-envelope-screen';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { fakeWidgetEnv } from './support/widget-env';
import { control, startSimulatorSession } from './support/simulator';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const routeOf = (screenType: string) => config.routes.find((r) => r.screen === screenType) as Route;
const { login, requests } = startSimulatorSession({ record: true });
const FUNDS = '135790';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

let counter = 0;
async function agent(body: Record<string, unknown> = {}) {
  counter += 1;
  const username = `xa${Date.now().toString(36)}${counter}`;
  expect((await control('POST', '/__sim/members', { username, password: 'Secret123', type: 1, balance: 200, downlines: 3, ...body })).status).toBe(201);
  expect((await control('PUT', `/__sim/members/${username}/wallet`, { fundsPassword: FUNDS })).status).toBe(200);
  await login(username, 'Secret123');
  useSessionStore.getState().setSession({ token: 'unused', merchantCode: 'DEMO', userName: username, type: 1, firstTimeLogin: false });
  return username;
}

function renderScreen(node: React.ReactNode, change: Partial<WidgetEnv> = {}) {
  const env = fakeWidgetEnv(config, { confirm: vi.fn(async () => true), ...change });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WidgetEnvContext.Provider value={env}>{node}</WidgetEnvContext.Provider>
    </QueryClientProvider>,
  );
  return env;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const balanceOf = async (account: string) => ((await (await control('GET', `/__sim/members/${account}/wallet`)).json()) as { balance: number }).balance;

describe('red envelope rain', () => {
  it('sends to every chosen downline, shows who got what, moves their balances and lists the send', async () => {
    const me = await agent();
    renderScreen(<RedEnvelopeScreen route={routeOf('redEnvelopeRain')} />);
    await screen.findAllByTestId('red-envelope-downline');
    fireEvent.click(screen.getByTestId('red-envelope-all'));
    expect(screen.getByTestId('red-envelope-chosen').getAttribute('data-count')).toBe('3');
    type('red-envelope-total', '30');
    type('red-envelope-funds', FUNDS);
    fireEvent.click(screen.getByTestId('red-envelope-submit'));
    const summary = await screen.findByTestId('red-envelope-summary');
    const shares = within(summary).getAllByRole('listitem');
    expect(shares.map((li) => [li.getAttribute('data-account'), li.getAttribute('data-amount')])).toEqual([1, 2, 3].map((i) => [`${me}_d${i}`, '10']));
    expect(await Promise.all([me, `${me}_d1`, `${me}_d2`, `${me}_d3`].map(balanceOf))).toEqual([170, 10, 10, 10]);
    const sent = requests.find((r) => new URL(r.url).pathname === '/wps/agent/transferMultipleDownline');
    expect(sent?.headers.get('Encryption')).toBeTruthy();

    fireEvent.click(screen.getByTestId('red-envelope-tabs-history'));
    const orders = await screen.findAllByTestId('red-envelope-order');
    expect(orders).toHaveLength(1);
    expect(orders[0]?.textContent).toContain('Envelopes: 3 · Evenly');
  });

  it('checks the form before sending and keeps what was typed; a wrong funds password is said at its field', async () => {
    const me = await agent();
    renderScreen(<RedEnvelopeScreen route={routeOf('redEnvelopeRain')} />);
    await screen.findAllByTestId('red-envelope-downline');
    type('red-envelope-total', '500');
    type('red-envelope-funds', FUNDS);
    fireEvent.click(screen.getByTestId('red-envelope-submit'));
    expect((await screen.findByTestId('red-envelope-usernames-error')).textContent).toBe('Choose at least one downline');
    expect(screen.getByTestId('red-envelope-total-error').textContent).toBe('The total is more than your balance');
    expect((screen.getByTestId('red-envelope-total') as HTMLInputElement).value).toBe('500');

    fireEvent.click(screen.getAllByTestId('red-envelope-downline')[0] as HTMLElement);
    type('red-envelope-total', '0.00');
    expect(screen.getByTestId('red-envelope-total-error').textContent).toBe('Enter a valid amount');
    type('red-envelope-total', '12.5');
    type('red-envelope-funds', '000000');
    fireEvent.click(screen.getByTestId('red-envelope-submit'));
    expect((await screen.findByTestId('red-envelope-funds-error')).textContent).toBe('The funds password is incorrect');
    expect((screen.getByTestId('red-envelope-total') as HTMLInputElement).value).toBe('12.5');
    expect(screen.getByTestId('red-envelope-chosen').getAttribute('data-count')).toBe('1');
    expect(await balanceOf(me)).toBe(200);
  });

  it('a look at the history loses nothing typed: the chosen downlines and the total are still there on return', async () => {
    await agent();
    renderScreen(<RedEnvelopeScreen route={routeOf('redEnvelopeRain')} />);
    await screen.findAllByTestId('red-envelope-downline');
    expect(screen.queryByTestId('red-envelope-history')).toBeNull();
    fireEvent.click(screen.getAllByTestId('red-envelope-downline')[1] as HTMLElement);
    type('red-envelope-total', '42.5');
    fireEvent.click(screen.getByTestId('red-envelope-tabs-history'));
    expect(screen.getByTestId('red-envelope-tabs-history').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('red-envelope-form').closest('[role=tabpanel]')?.hasAttribute('hidden')).toBe(true);
    fireEvent.click(screen.getByTestId('red-envelope-tabs-send'));
    expect((screen.getByTestId('red-envelope-total') as HTMLInputElement).value).toBe('42.5');
    expect(screen.getByTestId('red-envelope-chosen').getAttribute('data-count')).toBe('1');
  });

  it('with the menu switch off the tool is not offered; a failed downline list has Retry', async () => {
    await agent();
    renderScreen(<RedEnvelopeScreen route={routeOf('redEnvelopeRain')} />, { shows: (when) => when?.menu !== 'AGECEN.REDRAIN3' });
    expect(await screen.findByTestId('red-envelope-unavailable')).toBeTruthy();
    cleanup();
    await control('POST', '/__sim/faults', { path: '/wps/relay/ODSFE2_getSubordinatev2', status: 500 });
    renderScreen(<RedEnvelopeScreen route={routeOf('redEnvelopeRain')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('red-envelope-downline')).toHaveLength(3);
  });
});

describe('agent dividend', () => {
  it('shows the current period and the history; accepting the pending contract makes a dividend to apply for', async () => {
    const me = await agent({ downlines: 10, contractRequests: { divtypecompperiodreq: 'HALF_MONTH' } });
    const env = renderScreen(<AgentDividendScreen route={routeOf('agentDividend')} />);
    const current = await screen.findByTestId('agent-dividend-figures');
    expect(current.querySelectorAll('[data-key]')).toHaveLength(4);
    expect(screen.getByTestId('agent-dividend-contract').getAttribute('data-status')).toBe('pending');
    const periods = await screen.findAllByTestId('agent-dividend-period');
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.every((p) => p.getAttribute('data-status') !== 'applicable')).toBe(true);

    fireEvent.click(screen.getByTestId('agent-dividend-accept'));
    await waitFor(() => expect(screen.getByTestId('agent-dividend-contract').getAttribute('data-status')).toBe('accepted'));
    expect(env.notify).toHaveBeenCalledWith('Contract accepted', 'success', config.constants.successMessageMs);
    const apply = (await screen.findAllByTestId('agent-dividend-apply'))[0] as HTMLElement;
    const row = apply.closest('li') as HTMLElement;
    const amount = Number(row.querySelector('dd[data-value]:last-of-type')?.getAttribute('data-value'));
    fireEvent.click(apply);
    await waitFor(() => expect(row.getAttribute('data-status')).toBe('paid'));
    expect(await balanceOf(me)).toBe(Math.round((200 + amount) * 100) / 100);
  });

  it('member types without dividend info (41) are told it is not for them, without the call', async () => {
    await agent();
    useSessionStore.getState().setSession({ token: 'unused', merchantCode: 'DEMO', userName: 'x', type: 41, firstTimeLogin: false });
    renderScreen(<AgentDividendScreen route={routeOf('agentDividend')} />);
    expect(await screen.findByTestId('agent-dividend-not-for-account')).toBeTruthy();
    expect(requests.some((r) => new URL(r.url).pathname.includes('Dividend'))).toBe(false);
  });
});

describe('agent notices', () => {
  it('opening a notice marks it read; mark all read empties the unread count, on the platform too', async () => {
    await agent();
    renderScreen(<AgentNoticesScreen route={routeOf('agentNotices')} />);
    const unread = await screen.findByTestId('agent-notices-unread');
    expect(unread.getAttribute('data-count')).toBe('4');
    const items = screen.getAllByTestId('notice-item');
    fireEvent.click(within(items[0] as HTMLElement).getByTestId('agent-notice-open'));
    expect(within(items[0] as HTMLElement).getByTestId('notice-content').textContent).toContain('Commissions are settled every Monday.');
    await waitFor(() => expect(screen.getByTestId('agent-notices-unread').getAttribute('data-count')).toBe('3'));
    fireEvent.click(screen.getByTestId('agent-notices-read-all'));
    await waitFor(() => expect(screen.getByTestId('agent-notices-unread').getAttribute('data-count')).toBe('0'));
    await waitFor(() => expect(screen.queryByTestId('agent-notices-read-all')).toBeNull());
    const marks = requests.filter((r) => new URL(r.url).pathname === '/wps/relay/MCSFE_markAnnouncementAsRead');
    expect(marks).toHaveLength(4);
    await waitFor(() => expect(screen.getAllByTestId('notice-item').every((n) => n.getAttribute('data-read') === 'true')).toBe(true));
  });
});
