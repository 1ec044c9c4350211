import { describe, expect, it } from 'vitest';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { callSim } from './support/simulator';

const merchants = [...loadAllMerchants().values()];

describe('simulator state saved to and loaded from JSON', () => {
  it('keeps sessions, members, favourites and switches across a save and a load into a new simulator', async () => {
    const first = createPlatformSimulator(merchants);
    const play = (await (await callSim(first, 'POST', '/wps/session/login/freeplay', {})).json()) as { value: { token: string; userName: string } };
    const auth = { Authorization: play.value.token };
    const [game] = ((await (await callSim(first, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1')).json()) as { value: { games: { nodeId: string; vassalage: string }[] } }).value.games;
    await callSim(first, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: game?.nodeId, vendor: game?.vassalage }, 'DEMO', auth);
    await callSim(first, 'PATCH', '/__sim/status', { regionRestriction: true });

    const saved = JSON.parse(JSON.stringify(first.save()));
    const second = createPlatformSimulator(merchants);
    second.load(saved);

    const info = (await (await callSim(second, 'GET', '/wps/member/info', undefined, 'DEMO', auth)).json()) as { value: { account: string; type: number } };
    expect(info.value).toMatchObject({ account: play.value.userName, type: 4 });
    const favourites = (await (await callSim(second, 'GET', '/wps/relay/MCSFE_getFavoriteGames', undefined, 'DEMO', auth)).json()) as { value: string[] };
    expect(favourites.value).toEqual([game?.nodeId]);
    const status = (await (await callSim(second, 'GET', '/wps/system/status')).json()) as { value: { regionRestriction: boolean } };
    expect(status.value.regionRestriction).toBe(true);
  });

  it('refuses a state of another version', () => {
    const sim = createPlatformSimulator(merchants);
    expect(() => sim.load({ version: 2, seed: 1, worlds: {} } as never)).toThrow('unsupported simulator state version 2');
  });
});
