/**
 * The simulator's big catalogue for the game-list benchmark: POST /__sim/reset {"rngGames": n} makes the
 * RNG category hold exactly n games (shared out over its vendors) until the next reset; every other
 * category stays as the seed makes it.
 */
import { describe, expect, it } from 'vitest';
import { getGameList } from '../../src/api/games';
import { buildCatalogue } from '../../src/platform-sim/data/catalogue';
import { control, startSimulatorSession } from './support/simulator';

startSimulatorSession();
const EN = { merchant: 'DEMO', language: 'EN' };
const rngOf = <G extends { gameType: string }>(games: G[]) => games.filter((g) => g.gameType === "RNG");

describe('catalogue size', () => {
  it('rngGames: exactly that many RNG games over the five RNG vendors; the rest as the seed makes it', () => {
    const base = buildCatalogue(1);
    const big = buildCatalogue(1, { rngGames: 5000 });
    expect(rngOf(big.games)).toHaveLength(5000);
    expect(big.rngGames).toBe(5000);
    const perVendor = new Map<string, number>();
    for (const g of rngOf(big.games)) perVendor.set(g.vassalage, (perVendor.get(g.vassalage) ?? 0) + 1);
    expect([...perVendor.values()]).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(new Set(big.games.map((g) => g.nodeId)).size).toBe(big.games.length);
    const others = (games: { gameType: string; displayName: string }[]) => games.filter((g) => g.gameType !== 'RNG').map((g) => g.displayName);
    expect(others(big.games)).toEqual(others(base.games));
    expect(base.rngGames).toBeUndefined();
  });

  it('POST /__sim/reset {"rngGames": 5000} serves 5,000 RNG games (193 pages of 26); a bad size is refused; a plain reset brings the usual catalogue back', async () => {
    const usual = rngOf(buildCatalogue(1).games).length;
    const reset = await control('POST', '/__sim/reset', { rngGames: 5000 });
    expect(reset.ok).toBe(true);
    const page = await getGameList(EN, { gameType: 'RNG' }, 193);
    expect(page).toMatchObject({ pageNum: 193, totalPages: 193 });
    expect(page.items).toHaveLength(5000 - 192 * 26);
    // A size that is not a whole number from 1 to 20,000 is refused (400), and nothing is reset.
    expect((await control('POST', '/__sim/reset', { rngGames: 'many' })).status).toBe(400);
    expect((await getGameList(EN, { gameType: 'RNG' }, 1)).totalPages).toBe(193);
    await control('POST', '/__sim/reset', {});
    expect((await getGameList(EN, { gameType: 'RNG' }, 1)).totalPages).toBe(Math.ceil(usual / 26));
  });
});
