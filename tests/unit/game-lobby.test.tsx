// @vitest-environment jsdom
/**
 * The game lobby of one vendor (/m/gameLobby?vendor=…) against the simulator: the vendor's games from the
 * game-list call (vassalage and its category), a tile that opens the game by the launch rules (a guest to
 * /m/login first), and its states: waiting, a failed load with Retry, no games, an unknown vendor and no
 * vendor at all.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { parseVendorData } from '../../src/api/games';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { buildCatalogue } from '../../src/platform-sim/data/catalogue';
import { useSessionStore } from '../../src/state/session';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import GameLobbyScreen from '../../src/widgets/game-list/game-lobby-screen';
import { lobbyVendor } from '../../src/widgets/game-list/game-list-model';
import { control, startSimulatorSession } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const demo = loadAllMerchants().get('demo') as MerchantConfig;
const route = demo.routes.find((r) => r.path === '/m/gameLobby') as Route;
const catalogue = buildCatalogue();
const spw = catalogue.games.filter((g) => g.vassalage === 'SPW');
const LIST = '/wps/relay/GCSGAME_gameList';
const { requests } = startSimulatorSession({ record: true });

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.setState({ session: undefined });
});

function open(path: string) {
  const env = fakeWidgetEnv(demo);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <WidgetEnvContext.Provider value={env}>
          <GameLobbyScreen route={route} />
        </WidgetEnvContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return env;
}

const listCalls = () => requests.filter((r) => new URL(r.url).pathname === LIST).map((r) => Object.fromEntries(new URL(r.url).searchParams));

describe('the vendor of a lobby', () => {
  const vendors = parseVendorData({
    sorting: [
      { gameCategory: 'RNG', vendorNames: [{ vassalage: 'SPW', displayName: 'Spinworks' }] },
      { gameCategory: 'LIVE', vendorNames: [{ vassalage: 'EVO', displayName: 'Evo Live' }] },
    ],
  });

  it('is found by its code, ignoring case, with the category its games launch in', () => {
    expect(lobbyVendor(vendors, 'spw')).toMatchObject({ vendor: { vendor: 'SPW', displayName: 'Spinworks' }, category: 'RNG' });
    expect(lobbyVendor(vendors, 'EVO')?.category).toBe('LIVE');
  });

  it('is none for an unknown or empty code', () => {
    expect(lobbyVendor(vendors, 'NOPE')).toBeUndefined();
    expect(lobbyVendor(vendors, ' ')).toBeUndefined();
  });
});

describe('the game lobby screen', () => {
  it("lists the vendor's games from the game-list call (26 a page, the next pages near the bottom), under the vendor's name", async () => {
    open('/m/gameLobby?vendor=SPW');
    expect((await screen.findByTestId('lobby-vendor')).textContent).toBe('Spinworks');
    const grid = await screen.findByTestId('game-grid');
    await waitFor(() => expect(grid.getAttribute('data-count')).toBe(String(spw.length)));
    expect(grid.getAttribute('aria-label')).toBe('Games of Spinworks');
    expect(listCalls().map((q) => q.pageNo)).toEqual(['1', '2', '3']);
    expect(listCalls()[0]).toMatchObject({ vassalage: 'SPW', gameType: 'RNG', pageSize: '26' });
  });

  it('a tile opens its game in the game centre; a guest goes to /m/login first', async () => {
    const game = spw[0];
    if (!game) throw new Error('the catalogue has no SPW game');
    const env = open('/m/gameLobby?vendor=SPW');
    const tile = await screen.findByTestId(`game-${game.nodeId}`);
    expect(within(tile).queryByRole('button', { pressed: false })).toBeNull();
    fireEvent.click(within(tile).getByRole('button', { name: game.displayName }));
    expect(env.navigate).toHaveBeenLastCalledWith(expect.stringMatching(/^\/m\/login\?redirect=/));
    useSessionStore.getState().setSession({ token: 't', merchantCode: 'DEMO', userName: 'p', type: 0, firstTimeLogin: false });
    fireEvent.click(within(tile).getByRole('button', { name: game.displayName }));
    expect(env.navigate).toHaveBeenLastCalledWith(`/m/gameCenter?category=RNG&vendor=SPW&gameId=${game.gameId}&nodeId=${game.nodeId}`);
  });

  it('waits, then a failed list load is an error whose Retry loads the games', async () => {
    await control('POST', '/__sim/faults', { path: LIST, status: 500 });
    open('/m/gameLobby?vendor=SPW');
    expect(screen.getByRole('status').textContent).toBe('please wait');
    const failed = await screen.findByTestId('lobby-list-error');
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    const grid = await screen.findByTestId('game-grid');
    await waitFor(() => expect(grid.getAttribute('data-count')).toBe(String(spw.length)));
  });

  it('a failed vendor load is an error with Retry', async () => {
    await control('POST', '/__sim/faults', { path: '/wps/relay/GCSGAME_newGameVendor', malformed: true });
    open('/m/gameLobby?vendor=SPW');
    const failed = await screen.findByTestId('lobby-error');
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('lobby-vendor')).textContent).toBe('Spinworks');
  });

  it('a vendor without games says so and leads to its category', async () => {
    await control('POST', '/__sim/faults', { path: LIST, answer: { success: true, value: { games: [], pageNum: 1, totalPages: 1 } } });
    open('/m/gameLobby?vendor=SPW');
    const empty = await screen.findByTestId('lobby-empty');
    expect(empty.textContent).toContain('Spinworks has no games right now.');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/m/gameList?gameType=RNG');
  });

  it('an unknown vendor is "not found", and no game list is asked for', async () => {
    open('/m/gameLobby?vendor=NOPE');
    expect((await screen.findByTestId('lobby-unknown')).textContent).toContain('The game provider “NOPE” was not found.');
    expect(listCalls()).toEqual([]);
  });

  it('without a vendor says none was chosen', () => {
    open('/m/gameLobby');
    expect(screen.getByTestId('lobby-no-vendor').textContent).toContain('No game provider was chosen.');
    expect(requests).toEqual([]);
  });
});
