import { describe, expect, it } from 'vitest';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { DEFAULT_PROMOTIONS } from '../../src/platform-sim/state';
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

  it('an older save gets the reward kinds added since (its own switches kept) and loses keys a world no longer has', async () => {
    const saved = JSON.parse(JSON.stringify(createPlatformSimulator(merchants).save()));
    // As a save from before TICKET, UPGRADE_BONUS and MISSION, with the inbox's old read marks.
    saved.worlds.DEMO.promotions = { MANUAL: false, REFERRAL: true };
    saved.worlds.DEMO.inboxReads = { $map: [['player01', { $set: [1] }]] };
    const sim = createPlatformSimulator(merchants);
    sim.load(saved);
    const kinds = (await (await callSim(sim, 'GET', '/wps/relay/MCSFE_getAvailablePromotions')).json()) as { value: { content: Record<string, { enabled: boolean }> } };
    expect(kinds.value.content).toMatchObject({ MANUAL: { enabled: false }, REFERRAL: { enabled: true }, TICKET: { enabled: true }, UPGRADE_BONUS: { enabled: true }, MISSION: { enabled: true } });
    expect(Object.keys(kinds.value.content).sort()).toEqual(Object.keys(DEFAULT_PROMOTIONS).sort());
    expect(sim.save().worlds.DEMO).not.toHaveProperty('inboxReads');
  });

  it('refuses a state of another version', () => {
    const sim = createPlatformSimulator(merchants);
    expect(() => sim.load({ version: 2, seed: 1, worlds: {} } as never)).toThrow('unsupported simulator state version 2');
  });
});
