// @vitest-environment jsdom
/**
 * Team management and rebate setting on their own against the simulator (msw forwarding to it): the
 * downlines with their marks, search and its empty state, a downline opened in place (?account=); the
 * rebate form's check naming the limit before anything is sent, the platform's refusal shown at its
 * product with what was typed kept, a valid save read again; promotion only after the confirmation; the
 * transfer moving both balances; the agent's own table, its failure with Retry, and both screens not
 * offered where the menu setting hides them.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import { type WidgetEnv, WidgetEnvContext } from '../../src/ui/widget-env';
import TeamManagementScreen from '../../src/widgets/team-management/team-management-screen';
import TeamRebateScreen from '../../src/widgets/team-management/team-rebate-screen';
import { rebateProblem } from '../../src/widgets/team-management/rebate-rules';
import { control, startSimulatorSession } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const TEAM = config.routes.find((r) => r.path === '/m/member/team') as Route;
const OWN = config.routes.find((r) => r.path === '/m/member/teamRebate') as Route;
const { login, requests, server } = startSimulatorSession({ record: true });

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

/** A fresh agent (balance 500, funds password 123456) with `downlines` players, one more downline that is an agent. */
async function agent(downlines = 2) {
  const username = `tm${Math.random().toString(36).slice(2, 8)}`;
  await control('POST', '/__sim/members', { username, password: 'Secret123', type: 1, balance: 500, downlines });
  await control('POST', '/__sim/members', { username: `${username}_sub`, type: 1, upline: username, mobile: '0912345678' });
  await control('PUT', `/__sim/members/${username}/wallet`, { fundsPassword: '123456' });
  await login(username, 'Secret123');
  useSessionStore.getState().setSession({ token: 'unused', merchantCode: 'DEMO', userName: username, type: 1, firstTimeLogin: false });
  return username;
}

function renderAt(path: string, change: Partial<WidgetEnv> = {}) {
  const env = fakeWidgetEnv(config, change);
  const router = createMemoryRouter(
    [
      { path: TEAM.path, element: <TeamManagementScreen route={TEAM} /> },
      { path: OWN.path, element: <TeamRebateScreen route={OWN} /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WidgetEnvContext.Provider value={env}>
        <RouterProvider router={router} />
      </WidgetEnvContext.Provider>
    </QueryClientProvider>,
  );
  return { env, router };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const calls = (path: string) => requests.filter((r) => new URL(r.url).pathname === path);
const balanceOf = async (account: string) => ((await (await control('GET', `/__sim/members/${account}/wallet`)).json()) as { balance: number }).balance;

describe('team management: the downlines', () => {
  it('lists the direct downlines marked player or agent and online; search narrows them, and no match says so', async () => {
    const boss = await agent(2);
    await control('POST', `/__sim/members/${boss}_d2/session`);
    renderAt(TEAM.path);
    const rows = await screen.findAllByTestId('team-row');
    expect(rows.map((r) => [r.getAttribute('data-account'), within(r).getByTestId('team-kind').textContent, within(r).queryByTestId('team-online') !== null])).toEqual([
      [`${boss}_d1`, 'Player', false],
      [`${boss}_d2`, 'Player', true],
      [`${boss}_sub`, 'Agent', false],
    ]);
    type('team-search-input', '_sub');
    fireEvent.submit(screen.getByTestId('team-search'));
    await waitFor(() => expect(screen.getAllByTestId('team-row').map((r) => r.getAttribute('data-account'))).toEqual([`${boss}_sub`]));
    type('team-search-input', 'nobody');
    fireEvent.submit(screen.getByTestId('team-search'));
    expect((await screen.findByTestId('team-empty')).textContent).toBe('No downline account contains “nobody”.');
  });

  it('says so when the agent has no downlines, and offers the open-account screen', async () => {
    await control('POST', '/__sim/members', { username: 'lonelyagent', password: 'Secret123', type: 1 });
    await login('lonelyagent', 'Secret123');
    useSessionStore.getState().setSession({ token: 'unused', merchantCode: 'DEMO', userName: 'lonelyagent', type: 1, firstTimeLogin: false });
    const { env } = renderAt(TEAM.path);
    expect((await screen.findByTestId('team-empty')).textContent).toBe('You have no downlines yet.');
    fireEvent.click(screen.getByTestId('team-create'));
    expect(env.navigate).toHaveBeenCalledWith('/m/agentRegister');
  });

  it('opens a downline in place with ?account=, and the back button returns to the list', async () => {
    const boss = await agent(1);
    const { router } = renderAt(TEAM.path);
    fireEvent.click((await screen.findAllByTestId('team-row'))[0] as HTMLElement);
    expect(router.state.location.search).toBe(`?account=${boss}_d1`);
    expect((await screen.findByTestId('team-detail-title')).textContent).toContain(`${boss}_d1`);
    expect(await screen.findByTestId('team-rebate-LIVE')).toBeTruthy();
    fireEvent.click(screen.getByTestId('team-back'));
    await waitFor(() => expect(screen.getByTestId('team-list')).toBeTruthy());
  });

  it('back from a downline found by a search: the list is searched as it was, and focus is on that downline', async () => {
    const boss = await agent(1);
    const { router } = renderAt(TEAM.path);
    await screen.findAllByTestId('team-row');
    type('team-search-input', '_d1');
    fireEvent.submit(screen.getByTestId('team-search'));
    await waitFor(() => expect(screen.getAllByTestId('team-row').map((r) => r.getAttribute('data-account'))).toEqual([`${boss}_d1`]));
    fireEvent.click(screen.getByTestId('team-row'));
    expect(router.state.location.search).toBe(`?q=_d1&account=${boss}_d1`);
    await screen.findByTestId('team-detail-title');
    fireEvent.click(screen.getByTestId('team-back'));
    const row = await screen.findByTestId('team-row');
    expect((screen.getByTestId('team-search-input') as HTMLInputElement).value).toBe('_d1');
    expect(row.getAttribute('data-account')).toBe(`${boss}_d1`);
    await waitFor(() => expect(document.activeElement).toBe(row));
  });

  it('shows a downline’s mobile number as the platform gives it (masked), and no promotion for an agent', async () => {
    const boss = await agent(0);
    renderAt(`${TEAM.path}?account=${boss}_sub`);
    expect((await screen.findByTestId('team-mobile')).textContent).toBe('******5678');
    expect(screen.queryByTestId('team-promote')).toBeNull();
  });

  it('says so when the account in the address is not a direct downline', async () => {
    await agent(0);
    renderAt(`${TEAM.path}?account=player01`);
    expect((await screen.findByTestId('team-not-downline')).textContent).toBe('player01 is not one of your direct downlines.');
  });

  it('is not offered where the menu setting hides the tool', async () => {
    await agent(1);
    renderAt(TEAM.path, { shows: () => false });
    expect(await screen.findByTestId('team-unavailable')).toBeTruthy();
    expect(calls('/wps/relay/ODSFE2_getSubordinatev2')).toHaveLength(0);
  });
});

describe('team management: a downline’s rebates', () => {
  it('names the limit before sending a value above the agent’s own, and sends nothing', async () => {
    const boss = await agent(1);
    renderAt(`${TEAM.path}?account=${boss}_d1`);
    await screen.findByTestId('team-rebate-LIVE');
    type('team-rebate-LIVE', '1.6');
    fireEvent.click(screen.getByTestId('team-rebate-submit'));
    expect(await screen.findByText('Cannot be higher than your own rebate of 1.5%')).toBeTruthy();
    expect(calls('/wps/agent/updateDownlineRebates')).toHaveLength(0);
    expect((screen.getByTestId('team-rebate-LIVE') as HTMLInputElement).value).toBe('1.6');
  });

  it('shows the platform’s refusal at its product with the limit it names, keeping what was typed', async () => {
    const boss = await agent(1);
    server.use(
      http.put('*/wps/agent/updateDownlineRebates', () =>
        HttpResponse.json({ success: false, errorCode: 'rebate.exceed.upline', message: "The RNG rebate cannot be higher than the upline's 1%", value: { productType: 'RNG', max: 1 } }, { status: 400 }),
      ),
    );
    renderAt(`${TEAM.path}?account=${boss}_d1`);
    await screen.findByTestId('team-rebate-RNG');
    type('team-rebate-RNG', '2');
    fireEvent.click(screen.getByTestId('team-rebate-submit'));
    const field = screen.getByTestId('team-rebate-RNG') as HTMLInputElement;
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Cannot be higher than your own rebate of 1%')).toBeTruthy();
    expect(field.value).toBe('2');
    expect(document.activeElement).toBe(field);
  });

  it('saves valid values and shows them when the downline is opened again', async () => {
    const boss = await agent(1);
    const { env } = renderAt(`${TEAM.path}?account=${boss}_d1`);
    await screen.findByTestId('team-rebate-LIVE');
    type('team-rebate-LIVE', '1.5');
    type('team-rebate-LOTT', '0.75');
    fireEvent.click(screen.getByTestId('team-rebate-submit'));
    await waitFor(() => expect(env.notify).toHaveBeenCalledWith('Change saved', 'success', expect.any(Number)));
    cleanup();
    renderAt(`${TEAM.path}?account=${boss}_d1`);
    await waitFor(() => expect((screen.getByTestId('team-rebate-LIVE') as HTMLInputElement).value).toBe('1.5'));
    expect((screen.getByTestId('team-rebate-LOTT') as HTMLInputElement).value).toBe('0.75');
    expect((screen.getByTestId('team-rebate-RNG') as HTMLInputElement).value).toBe('0');
  });
});

describe('team management: promote and transfer', () => {
  it('promotes a player only after the confirmation, then marks it an agent', async () => {
    const boss = await agent(1);
    const confirm = vi.fn(async () => false);
    renderAt(`${TEAM.path}?account=${boss}_d1`, { confirm });
    fireEvent.click(await screen.findByTestId('team-promote'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringContaining(`Make ${boss}_d1 an agent?`)));
    expect(calls('/wps/agent/promoteDownlineToAgent')).toHaveLength(0);
    confirm.mockResolvedValue(true);
    fireEvent.click(screen.getByTestId('team-promote'));
    await waitFor(() => expect(within(screen.getByTestId('team-detail-title')).getByTestId('team-kind').textContent).toBe('Agent'));
    expect(calls('/wps/agent/promoteDownlineToAgent')).toHaveLength(1);
    expect(screen.queryByTestId('team-promote')).toBeNull();
  });

  it('refuses more than the balance before sending; a valid transfer moves both balances', async () => {
    const boss = await agent(1);
    renderAt(`${TEAM.path}?account=${boss}_d1`);
    fireEvent.click(await screen.findByTestId('team-tabs-transfer'));
    await screen.findByTestId('team-transfer-amount');
    type('team-transfer-amount', '600');
    type('team-transfer-funds', '123456');
    fireEvent.click(screen.getByTestId('team-transfer-submit'));
    expect(await screen.findByText('The amount is more than your balance')).toBeTruthy();
    expect(calls('/wps/agent/transferDownline')).toHaveLength(0);
    type('team-transfer-amount', '75.25');
    fireEvent.click(screen.getByTestId('team-transfer-submit'));
    expect((await screen.findByTestId('team-transfer-done')).textContent).toContain(`${boss}_d1`);
    expect([await balanceOf(boss), await balanceOf(`${boss}_d1`)]).toEqual([424.75, 75.25]);
  });
});

describe('rebate setting', () => {
  it('shows the agent’s own rate per product', async () => {
    await agent(0);
    renderAt(OWN.path);
    const rows = await screen.findAllByTestId('team-rebate-own');
    expect(rows.map((r) => r.textContent)).toEqual(['Lottery3%', 'E-lottery2.5%', 'Sports1.8%', 'Live casino1.5%', 'Slots2.5%', 'Fishing2.5%', 'Card games2%']);
  });

  it('a failed load offers Retry, which loads the table', async () => {
    await agent(0);
    await control('POST', '/__sim/faults', { path: '/wps/relay/MCSFE_getRebateSettings', status: 500 });
    renderAt(OWN.path);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('team-rebate-own')).toHaveLength(7);
  });

  it('is not offered where the menu setting hides the tool', async () => {
    await agent(0);
    renderAt(OWN.path, { shows: () => false });
    expect(await screen.findByTestId('team-rebate-unavailable')).toBeTruthy();
  });
});

describe('rebate value check', () => {
  it('asks for a value, a number with at most 2 decimals, and at most the limit', () => {
    expect(rebateProblem('', 2)).toEqual({ key: 'team.enterRebate' });
    expect(rebateProblem('1.234', 2)).toEqual({ key: 'team.rebateFormat' });
    expect(rebateProblem('-1', 2)).toEqual({ key: 'team.rebateFormat' });
    expect(rebateProblem('2.01', 2)).toEqual({ key: 'team.rebateOverLimit', values: { max: 2 } });
    expect(rebateProblem(' 2 ', 2)).toBeUndefined();
    expect(rebateProblem('0', undefined)).toBeUndefined();
  });
});
