/**
 * Spec §9 "Elottery list from cache: returned after a 1 s delay" (elotteryCacheDelayMs): the gateway is
 * asked for the e-lottery list once; a later ask answers the kept list after the delay, with fake timers
 * holding the clock. Also the simulator's switches the lottery screens are tested with: the vendor data's
 * mapping per merchant or per lane (the prize mode of spec §4), and a fault that answers a given JSON.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElotteryCache, getLotteryMenus, getVendors, type LotteryGame, lotteryListQuery, prizeMode } from '../../src/api/games';
import { buildCatalogue } from '../../src/platform-sim/data/catalogue';
import { control, SIM_BASE, startSimulatorSession } from './support/simulator';

const DELAY = 1000;
const EN = { merchant: 'DEMO', language: 'EN' };
const MY = { merchant: 'DEMO', language: 'MY' };
const cat = buildCatalogue();
const elottCodes = cat.lotteryGroups.Elott.flatMap((g) => g.games.map((x) => x.code)).sort();

const { requests } = startSimulatorSession({ record: true });
const asked = (path: string) => requests.filter((r) => new URL(r.url).pathname === path).map((r) => new URL(r.url));

afterEach(() => {
  vi.useRealTimers();
});

const game = (code: string): LotteryGame => ({ gameId: code, code, entPlay: true, tradPlay: false });

/** Whether a promise has settled, after letting pending microtasks run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('the e-lottery list from cache after elotteryCacheDelayMs (spec §9)', () => {
  it('the first ask loads from the gateway at once; a later ask answers the kept list after exactly 1 s, without loading', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => [game('SSC1')]);
    const cache = createElotteryCache(load);

    expect(await cache.get(EN, DELAY)).toEqual([game('SSC1')]);
    expect(load).toHaveBeenCalledTimes(1);

    const again = cache.get(EN, DELAY);
    expect(await settled(again)).toBe(false);
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(await settled(again)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await again).toEqual([game('SSC1')]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('the delay is the configured one', async () => {
    vi.useFakeTimers();
    const cache = createElotteryCache(async () => [game('A')]);
    await cache.get(EN, 250);
    const again = cache.get(EN, 250);
    await vi.advanceTimersByTimeAsync(249);
    expect(await settled(again)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(again)).toBe(true);
  });

  it('each merchant and language has its own kept list (names are localised)', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => [game(`G${load.mock.calls.length}`)]);
    const cache = createElotteryCache(load);
    await cache.get(EN, DELAY);
    expect(await cache.get(MY, DELAY)).toEqual([game('G2')]);
    expect(await cache.get({ merchant: 'JADE', language: 'EN' }, DELAY)).toEqual([game('G3')]);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a failed load is not kept: the next ask (a retry) loads again, at once', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce([game('B')]);
    const cache = createElotteryCache(load);
    await expect(cache.get(EN, DELAY)).rejects.toThrow('down');
    expect(await cache.get(EN, DELAY)).toEqual([game('B')]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an ask cancelled during the delay stops waiting (the screen went away)', async () => {
    vi.useFakeTimers();
    const cache = createElotteryCache(async () => [game('C')]);
    await cache.get(EN, DELAY);
    const abort = new AbortController();
    const again = cache.get(EN, DELAY, abort.signal);
    abort.abort(new Error('gone'));
    await expect(again).rejects.toThrow('gone');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clear() forgets the kept lists', async () => {
    const load = vi.fn(async () => [game('D')]);
    const cache = createElotteryCache(load);
    await cache.get(EN, DELAY);
    cache.clear();
    await cache.get(EN, DELAY);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('against the simulator: one GET /lgw/games/mobile?prizeMode=Elott, then the list from the cache after 1 s with no request', async () => {
    const cache = createElotteryCache();
    const first = await cache.get(EN, DELAY);
    expect(first.map((g) => g.code).sort()).toEqual(elottCodes);
    expect(asked('/lgw/games/mobile').map((u) => u.searchParams.get('prizeMode'))).toEqual(['Elott']);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const again = cache.get(EN, DELAY);
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(await again).toEqual(first);
    expect(asked('/lgw/games/mobile')).toHaveLength(1);
  });

  it('lotteryListQuery: the e-lottery list comes from the cache on a refetch; the Lott list is asked of the gateway each time', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
    const scope = { merchant: 'DEMO', language: 'TH' };
    await client.fetchQuery(lotteryListQuery(scope, 'Lott', DELAY));
    await client.fetchQuery(lotteryListQuery(scope, 'Lott', DELAY));
    expect(asked('/lgw/games/mobile').map((u) => u.searchParams.get('prizeMode'))).toEqual(['Lott', 'Lott']);

    await client.fetchQuery(lotteryListQuery(scope, 'Elott', DELAY));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const refetch = client.fetchQuery(lotteryListQuery(scope, 'Elott', DELAY));
    await vi.advanceTimersByTimeAsync(DELAY);
    expect((await refetch).map((g) => g.code).sort()).toEqual(elottCodes);
    expect(asked('/lgw/games/mobile').map((u) => u.searchParams.get('prizeMode'))).toEqual(['Lott', 'Lott', 'Elott']);
  });
});

describe('simulator switches for the lottery screens', () => {
  const vendorsIn = async (lane?: string) => {
    const res = await fetch(`${SIM_BASE}/wps/relay/GCSGAME_newGameVendor?platform=html5`, { headers: { Merchant: 'DEMO', ...(lane ? { 'X-Sim-Lane': lane } : {}) } });
    const body = (await res.json()) as { value: { mapping: Record<string, { vassalage: string }[]> } };
    return body.value.mapping.ELOTT?.map((v) => v.vassalage);
  };

  it('the catalogue maps only ELOTT under ELOTT: the prize mode is Lott', async () => {
    expect(prizeMode(await getVendors())).toBe('Lott');
  });

  it('PUT /__sim/vendor-mapping for the merchant: ELOTT lists LOTT too and the prize mode becomes Elott; {} restores it', async () => {
    expect((await control('PUT', '/__sim/vendor-mapping', { mapping: { ELOTT: ['LOTT'] } })).status).toBe(200);
    const data = await getVendors();
    expect(data.mapping.ELOTT?.map((v) => v.vendor)).toEqual(['ELOTT', 'LOTT']);
    expect(prizeMode(data)).toBe('Elott');
    expect((await control('PUT', '/__sim/vendor-mapping', { mapping: {} })).status).toBe(200);
    expect(prizeMode(await getVendors())).toBe('Lott');
  });

  it('the Vietnam lotto key makes the prize mode Elott as well', async () => {
    await control('PUT', '/__sim/vendor-mapping', { mapping: { ELOTT: ['TCG_LOTTO_VN'] } });
    expect(prizeMode(await getVendors())).toBe('Elott');
  });

  it('with a lane, only calls carrying that X-Sim-Lane get the mapping; other merchants never do', async () => {
    await control('PUT', '/__sim/vendor-mapping', { lane: 'lane-a', mapping: { ELOTT: ['LOTT'] } });
    expect(await vendorsIn('lane-a')).toEqual(['ELOTT', 'LOTT']);
    expect(await vendorsIn('lane-b')).toEqual(['ELOTT']);
    expect(await vendorsIn()).toEqual(['ELOTT']);
    const jade = await fetch(`${SIM_BASE}/wps/relay/GCSGAME_newGameVendor`, { headers: { Merchant: 'JADE', 'X-Sim-Lane': 'lane-a' } });
    expect(((await jade.json()) as { value: { mapping: Record<string, { vassalage: string }[]> } }).value.mapping.ELOTT?.map((v) => v.vassalage)).toEqual(['ELOTT']);
    await control('PUT', '/__sim/vendor-mapping', { lane: 'lane-a', mapping: {} });
    expect(await vendorsIn('lane-a')).toEqual(['ELOTT']);
  });

  it('refuses a mapping that is not categories of vendor-code lists', async () => {
    expect((await control('PUT', '/__sim/vendor-mapping', { mapping: { ELOTT: 'LOTT' } })).status).toBe(400);
    expect((await control('PUT', '/__sim/vendor-mapping', {})).status).toBe(400);
    expect((await control('PUT', '/__sim/vendor-mapping', { mapping: { ELOTT: ['LOTT'] } }, 'NOPE')).status).toBe(404);
  });

  it('a fault with `answer` answers that JSON once (an empty lottery menu), then the platform answers again', async () => {
    expect((await control('POST', '/__sim/faults', { path: '/lgw/games/mobile_game_menus', answer: [] })).status).toBe(201);
    expect(await getLotteryMenus('Lott')).toEqual([]);
    expect((await getLotteryMenus('Lott')).length).toBe(cat.lotteryGroups.Lott.length);
  });
});
