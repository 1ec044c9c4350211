// @vitest-environment jsdom
/**
 * Start lottery (/m/startLottery) against the simulator: the lottery the link names (code and prize_mode,
 * as the lottery screens give /m/launchGame) with a start button per play type it has switched on, each
 * opening /m/launchGame; a Vietnam lottery (vendor TCG_LOTTO_VN) with its draw days and time; an unknown
 * code and no code are clear notices; a failed load has Retry.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import StartLotteryScreen from '../../src/widgets/lottery/start-lottery-screen';
import { control, startSimulatorSession } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const demo = loadAllMerchants().get('demo') as MerchantConfig;
const route = demo.routes.find((r) => r.path === '/m/startLottery') as Route;
startSimulatorSession();

beforeAll(async () => {
  await initI18n('EN');
  useSessionStore.getState().setSession({ token: 't', merchantCode: 'DEMO', userName: 'p', type: 0, firstTimeLogin: false });
});
afterEach(cleanup);

function open(path: string, config: MerchantConfig = demo) {
  const env = fakeWidgetEnv(config);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <WidgetEnvContext.Provider value={env}>
          <StartLotteryScreen route={route} />
        </WidgetEnvContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return env;
}

describe('start lottery', () => {
  it('shows the chosen lottery with its remark; its one play type starts it through /m/launchGame', async () => {
    const env = open('/m/startLottery?code=SEA_MALAYSIA_4D&prize_mode=Lott');
    const card = await screen.findByTestId('start-lottery-game');
    expect(within(card).getByRole('heading').textContent).toBe('Malaysia 4D');
    expect(card.textContent).toContain('Draws on Wed');
    expect(within(card).queryByTestId('start-lottery-ent')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Play Malaysia 4D, traditional' }));
    expect(env.navigate).toHaveBeenCalledWith('/m/launchGame?playType=trad&prize_mode=Lott&code=SEA_MALAYSIA_4D');
  });

  it('offers both play types where the lottery has both on', async () => {
    const env = open('/m/startLottery?code=PK4M5&prize_mode=Lott');
    fireEvent.click(await screen.findByTestId('start-lottery-ent'));
    expect(env.navigate).toHaveBeenCalledWith('/m/launchGame?playType=ent&prize_mode=Lott&code=PK4M5');
    expect(screen.getByTestId('start-lottery-trad')).toBeTruthy();
  });

  it('a Vietnam lottery shows its draw days and time, and starts with its vendor', async () => {
    const env = open('/m/startLottery?vendor=TCG_LOTTO_VN&code=VN_MB_HANOI');
    const card = await screen.findByTestId('start-lottery-game');
    expect(card.textContent).toContain('Draws: Daily');
    expect(card.textContent).toContain('Draw time: \u206618:15\u2069');
    fireEvent.click(within(card).getByTestId('start-lottery-vn'));
    expect(env.navigate).toHaveBeenCalledWith('/m/launchGame?vendor=TCG_LOTTO_VN&code=VN_MB_HANOI');
  });

  it('an unknown code is "not found" with a way to the lottery lobby; no code says none was chosen', async () => {
    open('/m/startLottery?code=NOPE&prize_mode=Lott');
    expect((await screen.findByTestId('start-lottery-unknown')).textContent).toBe('The lottery “NOPE” was not found.');
    expect(screen.getByTestId('start-lottery-lobby').getAttribute('href')).toBe('/m/lottery');
    cleanup();
    open('/m/startLottery');
    expect(screen.getByTestId('start-lottery-none').textContent).toBe('No lottery was chosen.');
  });

  it("the lobby link follows the merchant's lotteryLobby route, and is not offered without one", async () => {
    const moved = structuredClone(demo);
    (moved.routes.find((r) => r.screen === 'lotteryLobby') as Route).path = '/m/lotto';
    open('/m/startLottery?code=NOPE&prize_mode=Lott', moved);
    await screen.findByTestId('start-lottery-unknown');
    expect(screen.getByTestId('start-lottery-lobby').getAttribute('href')).toBe('/m/lotto');
    cleanup();
    open('/m/startLottery', { ...demo, routes: demo.routes.filter((r) => r.screen !== 'lotteryLobby') as MerchantConfig['routes'] });
    expect(screen.getByTestId('start-lottery-none')).toBeTruthy();
    expect(screen.queryByTestId('start-lottery-lobby')).toBeNull();
  });

  it('a failed load is an error whose Retry shows the lottery', async () => {
    await control('POST', '/__sim/faults', { path: '/lgw/games/mobile', status: 500 });
    open('/m/startLottery?code=SEA_MALAYSIA_4D&prize_mode=Lott');
    const failed = await screen.findByTestId('start-lottery-error');
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('start-lottery-game')).toBeTruthy();
  });
});
