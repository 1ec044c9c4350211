/**
 * The game list's rules (spec §2.11, §4 "Game filter", §8, §9) as plain functions, and the list query
 * against the simulator: which call each quick filter makes, with which parameters, and what a failure
 * does to paging. The catalogue (seed 1) gives the expected figures.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addFavourite, addRecentGame, type GameItem, type GameScope, getVendorGameTypes, getVendors, parseGameItem } from '../../src/api/games';
import type { Page } from '../../src/api/parse';
import { buildCatalogue } from '../../src/platform-sim/data/catalogue';
import {
  categoryHref,
  classificationsOf,
  createThrottle,
  type Criteria,
  gridMetrics,
  listQuery,
  matchesCriteria,
  NO_CRITERIA,
  nearBottom,
  needsSession,
  otherCategories,
  QUICK_FILTERS,
  toggleVendor,
  vendorsOf,
  visibleGames,
} from '../../src/widgets/game-list/game-list-model';
import { control, startSimulatorSession } from './support/simulator';

const cat = buildCatalogue();
const EN: GameScope = { merchant: 'DEMO', language: 'EN' };
const { requests, login } = startSimulatorSession({ record: true });
const ofType = (type: string) => cat.games.filter((g) => g.gameType === type);
const item = (nodeId: string) => parseGameItem(cat.games.find((g) => g.nodeId === nodeId));
const page = (items: GameItem[], pageNum = 1, totalPages = 1): Page<GameItem> => ({ items, pageNum, totalPages });
const sent = (path: string) => requests.map((r) => new URL(r.url)).filter((u) => u.pathname === path);

describe('quick filters and criteria', () => {
  it('are ALL, NEW, FAV, REC, HOT; FAV and REC need a session', () => {
    expect(QUICK_FILTERS).toEqual(['ALL', 'NEW', 'FAV', 'REC', 'HOT']);
    expect(QUICK_FILTERS.filter(needsSession)).toEqual(['FAV', 'REC']);
  });

  it('selecting the selected vendor clears it; All clears; another vendor replaces', () => {
    expect(toggleVendor(undefined, 'SPW')).toBe('SPW');
    expect(toggleVendor('SPW', 'SPW')).toBeUndefined();
    expect(toggleVendor('SPW', 'LKR')).toBe('LKR');
    expect(toggleVendor('SPW', undefined)).toBeUndefined();
  });

  it('criteria narrow by vendor, classification, minimum bet and name (case-insensitive)', () => {
    const game = parseGameItem(ofType('RNG')[0]);
    const all: Criteria = { vendor: game.vendor, classify: game.gameClassify?.toUpperCase(), minBet: game.minBet, name: game.name.slice(1, 5).toLowerCase() };
    expect(matchesCriteria(game, NO_CRITERIA)).toBe(true);
    expect(matchesCriteria(game, all)).toBe(true);
    expect(matchesCriteria(game, { ...all, vendor: 'OTHER' })).toBe(false);
    expect(matchesCriteria(game, { ...all, classify: 'Nothing' })).toBe(false);
    expect(matchesCriteria(game, { ...all, minBet: 999 })).toBe(false);
    expect(matchesCriteria(game, { ...all, name: 'zzzz' })).toBe(false);
  });
});

describe('vendors, classifications and categories from the platform', () => {
  it('a category\'s vendors: the platform\'s list (SPORTS has 7 with e-sports and cockfight), the split ones, or every vendor once', async () => {
    const data = await getVendors();
    expect(vendorsOf(data, 'SPORTS').map((v) => v.vendor)).toEqual(['SBK', 'UGS', 'CRS', 'TF', 'IA', 'DS88', 'SV3']);
    expect(vendorsOf(data, 'ESPORTS').map((v) => v.vendor)).toEqual(['TF', 'IA']);
    expect(vendorsOf(data, 'RNG').map((v) => v.vendor)).toEqual(['SPW', 'LKR', 'GMX', 'NVS', 'PHX']);
    expect(vendorsOf(data, '').map((v) => v.vendor)).toEqual(cat.vendors.map((v) => v.code));
    expect(vendorsOf(data, 'NOPE')).toEqual([]);
    expect(vendorsOf(undefined, 'RNG')).toEqual([]);
  });

  it('classifications of the category\'s vendors (or of one vendor), none for FISH', async () => {
    const [data, types] = await Promise.all([getVendors(), getVendorGameTypes(EN)]);
    expect(classificationsOf(types, vendorsOf(data, 'RNG'), 'RNG')).toEqual(['Slots', 'Jackpot', 'Classic', 'Megaways']);
    const pvpOfCdm = [...new Set(cat.games.filter((g) => g.vassalage === 'CDM').map((g) => g.gameClassify))];
    expect(new Set(classificationsOf(types, vendorsOf(data, 'PVP'), 'PVP', 'CDM'))).toEqual(new Set(pvpOfCdm));
    expect(classificationsOf(types, vendorsOf(data, 'FISH'), 'FISH')).toEqual([]);
    expect(classificationsOf(undefined, vendorsOf(data, 'RNG'), 'RNG')).toEqual([]);
  });

  it('other categories: all but the current one and ELOTT; the lottery category opens /m/lottery', async () => {
    const data = await getVendors();
    const others = otherCategories(data, 'RNG');
    expect(others.map((c) => c.category)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'PVP', 'LOTT', 'INHOUSE']);
    expect(others.find((c) => c.category === 'LOTT')?.href).toBe('/m/lottery');
    expect(others.find((c) => c.category === 'LIVE')?.href).toBe('/m/gameList?gameType=LIVE');
    expect(otherCategories(data, 'ELOTT').map((c) => c.category)).not.toContain('ELOTT');
    expect(categoryHref('FISH')).toBe('/m/gameList?gameType=FISH');
  });
});

describe('the games shown', () => {
  const [a, b, c] = ofType('RNG').slice(0, 3).map((g) => item(g.nodeId)) as [GameItem, GameItem, GameItem];

  it('pages in order, each game once (a page that shifted repeats none)', () => {
    expect(visibleGames([page([a, b]), page([b, c], 2, 2)], 'ALL', NO_CRITERIA, new Set()).map((g) => g.nodeId)).toEqual([a.nodeId, b.nodeId, c.nodeId]);
  });

  it('in FAV a removed favourite leaves at once; in ALL it stays', () => {
    const removed = new Set([b.nodeId]);
    expect(visibleGames([page([a, b, c])], 'FAV', NO_CRITERIA, removed)).toEqual([a, c]);
    expect(visibleGames([page([a, b, c])], 'ALL', NO_CRITERIA, removed)).toEqual([a, b, c]);
  });

  it('criteria narrow FAV, REC and HOT on the client; ALL and NEW were narrowed by the server', () => {
    const criteria = { ...NO_CRITERIA, vendor: 'NOBODY' };
    for (const filter of ['FAV', 'REC', 'HOT'] as const) expect(visibleGames([page([a, b])], filter, criteria, new Set())).toEqual([]);
    for (const filter of ['ALL', 'NEW'] as const) expect(visibleGames([page([a, b])], filter, criteria, new Set())).toEqual([a, b]);
  });
});

describe('infinite scroll and the grid', () => {
  it('the next page is due within 500 px of the bottom', () => {
    expect(nearBottom(500, 500)).toBe(true);
    expect(nearBottom(0, 500)).toBe(true);
    expect(nearBottom(501, 500)).toBe(false);
  });

  it('the throttle runs at most once a second and says how long to wait', () => {
    let now = 10_000;
    const throttle = createThrottle(1000, () => now);
    let runs = 0;
    const run = () => {
      runs += 1;
    };
    expect(throttle.run(run)).toBe(0);
    now += 400;
    expect(throttle.run(run)).toBe(600);
    now += 599;
    expect(throttle.run(run)).toBe(1);
    now += 1;
    expect(throttle.run(run)).toBe(0);
    expect(runs).toBe(2);
  });

  it('four columns on a phone, three when very narrow; a row fits the icon and two lines of name', () => {
    expect(gridMetrics(366)).toMatchObject({ lanes: 4 });
    expect(gridMetrics(300)).toMatchObject({ lanes: 3 });
    const { tile, rowHeight, lanes } = gridMetrics(366);
    expect(tile).toBeLessThanOrEqual(366 / lanes);
    expect(rowHeight).toBeGreaterThanOrEqual(tile + 6 + 32);
  });
});

describe('the list query against the simulator', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rng = ofType('RNG');

  it('ALL: the game list with the category and every criterion, 26 a page; the next page appends with pageNum and totalPages', async () => {
    const qc = client();
    const query = listQuery(EN, { category: 'RNG', filter: 'ALL', criteria: { name: '', vendor: 'SPW', classify: 'Slots', minBet: 0.05 }, load: 0 });
    const first = await qc.fetchInfiniteQuery(query);
    const last = sent('/wps/relay/GCSGAME_gameList').at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toMatchObject({ gameType: 'RNG', vassalage: 'SPW', gameClassify: 'Slots', minBet: '0.05', pageNo: '1', pageSize: '26', isNew: '' });
    const expected = rng.filter((g) => g.vassalage === 'SPW' && g.gameClassify === 'Slots' && g.minBet === 0.05);
    expect(first.pages[0]?.items.map((g) => g.nodeId)).toEqual(expected.slice(0, 26).map((g) => g.nodeId));
    const all = await qc.fetchInfiniteQuery(listQuery(EN, { category: 'RNG', filter: 'ALL', criteria: NO_CRITERIA, load: 0 }));
    expect(all.pages[0]?.totalPages).toBe(Math.ceil(rng.length / 26));
  });

  it('NEW asks the game list for new games; a new load number is a fresh query from page 1', async () => {
    const qc = client();
    const one = listQuery(EN, { category: 'RNG', filter: 'NEW', criteria: NO_CRITERIA, load: 1 });
    const two = listQuery(EN, { category: 'RNG', filter: 'NEW', criteria: NO_CRITERIA, load: 2 });
    expect(one.queryKey).not.toEqual(two.queryKey);
    const data = await qc.fetchInfiniteQuery(one);
    expect(sent('/wps/relay/GCSGAME_gameList').at(-1)?.searchParams.get('isNew')).toBe('true');
    expect(data.pages[0]?.items.every((g) => g.isNew)).toBe(true);
  });

  it('FAV asks the favourites list of the category, REC the recent games (25 a page), HOT the hot games in one answer', async () => {
    await login('player01', 'Player123');
    const [x, y] = rng as [(typeof rng)[0], (typeof rng)[0]];
    const live = ofType('LIVE')[0] as (typeof rng)[0];
    for (const g of [x, live]) await addFavourite({ nodeId: g.nodeId, vendor: g.vassalage });
    for (const g of [y, live]) await addRecentGame(g.nodeId);
    const qc = client();
    const fav = await qc.fetchInfiniteQuery(listQuery(EN, { category: 'RNG', filter: 'FAV', criteria: NO_CRITERIA, load: 0 }));
    expect(fav.pages[0]?.items.map((g) => g.nodeId)).toEqual([x.nodeId]);
    expect(Object.fromEntries(sent('/wps/relay/MCSFE_getFavoriteGamesList').at(-1)?.searchParams ?? [])).toMatchObject({ gameType: 'RNG', pageNo: '1', pageSize: '26' });
    const rec = await qc.fetchInfiniteQuery(listQuery(EN, { category: 'RNG', filter: 'REC', criteria: NO_CRITERIA, load: 0 }));
    expect(rec.pages[0]?.items.map((g) => g.nodeId)).toEqual([y.nodeId]);
    expect(Object.fromEntries(sent('/wps/relay/GCS_recentGame').at(-1)?.searchParams ?? [])).toMatchObject({ gameType: 'RNG', page: '1', pageSize: '25' });
    const hot = await qc.fetchInfiniteQuery(listQuery(EN, { category: 'RNG', filter: 'HOT', criteria: NO_CRITERIA, load: 0 }));
    expect(hot.pages[0]).toMatchObject({ pageNum: 1, totalPages: 1 });
    expect(hot.pages[0]?.items.map((g) => g.nodeId)).toEqual(rng.filter((g) => g.isHot).map((g) => g.nodeId));
  });

  it('the keys keep the prefixes the favourite and launch mutations refresh', () => {
    const key = (filter: (typeof QUICK_FILTERS)[number]) => listQuery(EN, { category: 'RNG', filter, criteria: NO_CRITERIA, load: 0 }).queryKey.slice(0, 2);
    expect(key('FAV')).toEqual(['games', 'favourites']);
    expect(key('REC')).toEqual(['games', 'recents']);
    expect(key('ALL')).toEqual(['games', 'list']);
  });

  it('a failed page is not retried unseen and leaves no next page until retried (spec §8)', async () => {
    const qc = client();
    const query = listQuery(EN, { category: 'RNG', filter: 'ALL', criteria: NO_CRITERIA, load: 0 });
    expect(query.retry).toBe(false);
    await qc.fetchInfiniteQuery(query);
    await control('POST', '/__sim/faults', { path: '/wps/relay/GCSGAME_gameList', status: 500 });
    const before = sent('/wps/relay/GCSGAME_gameList').length;
    await expect(qc.fetchInfiniteQuery({ ...query, pages: 2 })).rejects.toMatchObject({ status: 500 });
    expect(sent('/wps/relay/GCSGAME_gameList').length - before).toBe(1);
  });

  it('a malformed answer fails the query (an error state, never a list of nothing)', async () => {
    const qc = client();
    await control('POST', '/__sim/faults', { path: '/wps/relay/GCSGAME_gameList', malformed: true });
    await expect(qc.fetchInfiniteQuery(listQuery(EN, { category: 'LIVE', filter: 'ALL', criteria: NO_CRITERIA, load: 0 }))).rejects.toMatchObject({ kind: 'malformed' });
  });
});
