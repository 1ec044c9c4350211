/**
 * The games client (platform-api.md "Games"; spec §2.10–2.11, §3, §4, §7, §9) against the real simulator
 * through msw: every call's answer and refusals, paging, search and filters, favourites, recents, launch
 * URLs, the lottery gateway's raw answers, injected faults; and the pure rules with fixed inputs.
 */
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  addFavourite,
  addRecentGame,
  favouriteGamesQuery,
  GAME_PAGE_SIZE,
  type GameScope,
  gameListQuery,
  getFavouriteGames,
  getFavouriteIds,
  getGameList,
  getHotGames,
  getHotMatches,
  getLotteryGames,
  getLotteryMenus,
  getRecentGames,
  getVendorGameTypes,
  getVendors,
  getVnLotteryMenu,
  groupVendors,
  hasMore,
  launchGame,
  launchLottery,
  launchTarget,
  parseGameItem,
  prizeMode,
  removeFavourite,
  type Vendor,
  type VendorData,
} from '../../src/api/games';
import type { ApiError } from '../../src/api/http';
import { buildCatalogue, type Game } from '../../src/platform-sim/data/catalogue';
import { control, failure, SIM_BASE, startSimulatorSession } from './support/simulator';

/** The simulator's catalogue (seed 1): what its answers are built from. */
const cat = buildCatalogue();

const EN: GameScope = { merchant: 'DEMO', language: 'EN' };
const { server, requests, login } = startSimulatorSession({ record: true });

const logIn = () => login('player01', 'Player123');

const expectLoggedOut = async (promise: Promise<unknown>) => expect(await failure(promise)).toMatchObject({ kind: 'http', status: 401, errorCode: 'login.not.session' });
const lastSent = (path: string) => requests.map((r) => new URL(r.url)).filter((u) => u.pathname === path).at(-1);
const names = (games: { name: string }[]) => games.map((g) => g.name);
const ofType = (type: string) => cat.games.filter((g) => g.gameType === type);
const rng = ofType('RNG');
const live = ofType('LIVE').find((g) => g.roomId) as Game;

describe('vendors', () => {
  it('vendor game types: one entry per vendor with its category, classifications and RNG minimum bets (typeId 1, merchant_code)', async () => {
    const types = await getVendorGameTypes(EN);
    expect(types.map((t) => t.vendor)).toEqual(cat.vendors.map((v) => v.code));
    const spinworks = types.find((t) => t.vendor === 'SPW');
    expect(spinworks).toMatchObject({ gameType: 'RNG', displayName: 'Spinworks' });
    expect(spinworks?.classifications.length).toBeGreaterThan(0);
    expect(spinworks?.minBets.every((b) => [0.01, 0.05, 0.1, 0.5, 0.75].includes(b))).toBe(true);
    expect(Object.fromEntries(lastSent('/wps/relay/GCSGAME_getVassGameType')?.searchParams ?? [])).toEqual({ typeId: '1', merchant_code: 'DEMO' });
  });

  it('all vendors by category (platform html5); grouping splits e-sports and cockfight out of SPORTS; the prize mode is Lott', async () => {
    const data = await getVendors();
    expect(lastSent('/wps/relay/GCSGAME_newGameVendor')?.searchParams.get('platform')).toBe('html5');
    expect(data.sorting.map((c) => c.category)).toEqual(['SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE']);
    expect(data.mapping.ELOTT?.map((v) => v.vendor)).toEqual(['ELOTT']);
    expect(data.sorting[0]?.vendors[0]).toEqual({ vendor: 'SBK', displayName: 'Skyline Sports', accountTypeName: 'Skyline Sports', icon: '/sim-assets/vendor/SBK.png' });
    const grouped = groupVendors(data);
    expect(grouped.map((c) => [c.category, c.vendors.map((v) => v.vendor)]).slice(0, 4)).toEqual([
      ['SPORTS', ['SBK', 'UGS', 'CRS']],
      ['ESPORTS', ['TF', 'IA']],
      ['COCKFIGHT', ['DS88', 'SV3']],
      ['LIVE', ['LMN', 'RYL', 'DGL']],
    ]);
    expect(prizeMode(data)).toBe('Lott');
  });
});

describe('game list', () => {
  const pages = Math.ceil(cat.games.length / GAME_PAGE_SIZE);

  it('sends merchant, platform html5, clientType 2, pageSize 26 and the language, every filter present', async () => {
    await getGameList(EN, { gameType: 'RNG' }, 1);
    expect(Object.fromEntries(lastSent('/wps/relay/GCSGAME_gameList')?.searchParams ?? [])).toEqual({
      merchant: 'DEMO',
      platform: 'html5',
      clientType: '2',
      gameType: 'RNG',
      gameName: '',
      gameClassify: '',
      isNew: '',
      pageNo: '1',
      pageSize: '26',
      vassalage: '',
      language: 'EN',
      minBet: '',
    });
  });

  it('pages 26 games with pageNum and totalPages; the first page has more, the last holds the rest and has no more', async () => {
    const first = await getGameList(EN, {}, 1);
    expect([first.items.length, first.pageNum, first.totalPages, hasMore(first)]).toEqual([26, 1, pages, true]);
    const game = cat.games[0] as Game;
    expect(first.items[0]).toMatchObject({ nodeId: game.nodeId, name: game.gameName, vendor: game.vassalage, gameType: game.gameType, gameId: game.gameId, icon: game.mobileLargeIcon });
    const last = await getGameList(EN, {}, pages);
    expect([last.items.length, last.pageNum, hasMore(last)]).toEqual([cat.games.length - 26 * (pages - 1), pages, false]);
  });

  it('the infinite query walks pages until hasMore is false and yields every game of the category', async () => {
    const client = new QueryClient();
    const options = gameListQuery(EN, { gameType: 'LIVE' });
    const data = await client.fetchInfiniteQuery({ ...options, pages: 10 });
    const lastPage = data.pages.at(-1);
    expect(data.pages.map((p) => p.pageNum)).toEqual(Array.from({ length: Math.ceil(ofType('LIVE').length / 26) }, (_, i) => i + 1));
    expect(lastPage && options.getNextPageParam(lastPage, data.pages, 0, [])).toBeUndefined();
    expect(data.pages.flatMap((p) => p.items).map((g) => g.nodeId)).toEqual(ofType('LIVE').map((g) => g.nodeId));
  });

  it('the cache key holds the filter and the language, so a language change loads again', () => {
    const filter = { gameType: 'RNG', gameName: 'gold' };
    expect(gameListQuery(EN, filter).queryKey).toEqual(['games', 'list', 'DEMO', 'EN', filter]);
    expect(gameListQuery({ ...EN, language: 'MY' }, filter).queryKey).not.toEqual(gameListQuery(EN, filter).queryKey);
  });

  it('name search matches game names case-insensitively', async () => {
    const page = await getGameList(EN, { gameName: '  MEGAWAYS ' }, 1);
    const expected = cat.games.filter((g) => g.gameName.toLowerCase().includes('megaways'));
    expect(expected.length).toBeGreaterThan(0);
    expect(names(page.items)).toEqual(expected.slice(0, 26).map((g) => g.gameName));
  });

  it('filters by vendor, classification, new games and minimum bet', async () => {
    const slots = await getGameList(EN, { gameType: 'RNG', vassalage: 'SPW', gameClassify: 'Jackpot' }, 1);
    expect(slots.items.length).toBeGreaterThan(0);
    expect(slots.items.every((g) => g.vendor === 'SPW' && g.gameClassify === 'Jackpot' && g.gameType === 'RNG')).toBe(true);
    const fresh = await getGameList(EN, { gameType: 'RNG', isNew: true }, 1);
    expect(fresh.items.map((g) => g.nodeId)).toEqual(rng.filter((g) => g.isNew).slice(0, 26).map((g) => g.nodeId));
    const cheap = await getGameList(EN, { gameType: 'RNG', minBet: 0.05 }, 1);
    expect(cheap.items.length).toBeGreaterThan(0);
    expect(cheap.items.every((g) => g.minBet === 0.05)).toBe(true);
  });

  it('hot games (isPlatform 2, by category) and hot matches', async () => {
    const hot = await getHotGames(EN);
    expect(hot.map((g) => g.nodeId)).toEqual(cat.games.filter((g) => g.isHot).map((g) => g.nodeId));
    expect(Object.fromEntries(lastSent('/wps/relay/GCSGAME_hotGamesV2')?.searchParams ?? [])).toEqual({
      isPlatform: '2',
      merchantCode: 'DEMO',
      language: 'EN',
      platform: 'html5',
      gameType: '',
    });
    expect((await getHotGames(EN, 'RNG')).every((g) => g.gameType === 'RNG')).toBe(true);
    const matches = await getHotMatches();
    expect(matches).toHaveLength(cat.hotMatches.length);
    expect(matches[0]).toEqual(cat.hotMatches[0]);
  });
});

describe('favourites', () => {
  it('a guest is refused with login.not.session', async () => {
    await expectLoggedOut(getFavouriteIds());
    await expectLoggedOut(getFavouriteGames(EN, '', 1));
    await expectLoggedOut(addFavourite({ nodeId: rng[0]?.nodeId ?? '', vendor: 'SPW' }));
  });

  it('add, list (most recent first), remove; ids are strings', async () => {
    await logIn();
    const [a, b] = rng as [Game, Game];
    await addFavourite({ nodeId: a.nodeId, vendor: a.vassalage });
    await addFavourite({ nodeId: b.nodeId, vendor: b.vassalage });
    expect(await getFavouriteIds()).toEqual([b.nodeId, a.nodeId]);
    const page = await getFavouriteGames(EN, '', 1);
    expect([page.items.map((g) => g.nodeId), page.pageNum, page.totalPages, hasMore(page)]).toEqual([[b.nodeId, a.nodeId], 1, 1, false]);
    expect((await getGameList(EN, { gameType: 'FAV' }, 1)).items.map((g) => g.nodeId)).toEqual([b.nodeId, a.nodeId]);
    await removeFavourite({ nodeId: a.nodeId, vendor: a.vassalage });
    expect(await getFavouriteIds()).toEqual([b.nodeId]);
  });

  it('the favourites list pages 26 at a time', async () => {
    await logIn();
    for (const g of rng.slice(0, 27)) await addFavourite({ nodeId: g.nodeId, vendor: g.vassalage });
    const data = await new QueryClient().fetchInfiniteQuery({ ...favouriteGamesQuery(EN), pages: 5 });
    expect(data.pages.map((p) => [p.items.length, p.pageNum, p.totalPages])).toEqual([
      [26, 1, 2],
      [1, 2, 2],
    ]);
  });

  it('an unknown nodeId is refused (game.not.found)', async () => {
    await logIn();
    expect(await failure(addFavourite({ nodeId: '999999', vendor: 'SPW' }))).toMatchObject({ kind: 'http', status: 400, errorCode: 'game.not.found' });
    expect(await failure(removeFavourite({ nodeId: '999999', vendor: 'SPW' }))).toMatchObject({ errorCode: 'game.not.found' });
  });
});

describe('recent games', () => {
  it('a guest is refused with login.not.session', async () => {
    await expectLoggedOut(getRecentGames(EN, '', 1));
    await expectLoggedOut(addRecentGame(rng[0]?.nodeId ?? ''));
  });

  it('are listed most recent first without repeats (page 1 of 25), and a launch makes a game recent', async () => {
    await logIn();
    const [a, b, c] = rng as [Game, Game, Game];
    await addRecentGame(a.nodeId);
    await addRecentGame(b.nodeId);
    await addRecentGame(a.nodeId);
    await launchGame(EN, { vendor: c.vassalage, gameId: c.gameId, nodeId: c.nodeId });
    const page = await getRecentGames(EN, '', 1);
    expect([page.items.map((g) => g.nodeId), page.pageNum, page.totalPages]).toEqual([[c.nodeId, a.nodeId, b.nodeId], 1, 1]);
    expect(Object.fromEntries(lastSent('/wps/relay/GCS_recentGame')?.searchParams ?? [])).toEqual({ page: '1', pageSize: '25', gameType: '', language: 'EN', clientType: '2' });
  });

  it('an unknown nodeId is refused (game.not.found)', async () => {
    await logIn();
    expect(await failure(addRecentGame('999999'))).toMatchObject({ status: 400, errorCode: 'game.not.found' });
  });
});

describe('launch', () => {
  it('without a session is refused with login.not.session', async () => {
    await expectLoggedOut(launchGame(EN, { vendor: 'SPW', nodeId: rng[0]?.nodeId }));
    await expectLoggedOut(launchLottery(EN, { prizeMode: 'Lott', backUrl: '/m/home' }));
  });

  it('a game-centre launch (GLS) answers a same-origin game URL in the language asked for', async () => {
    await logIn();
    const game = rng[0] as Game;
    expect(await launchGame(EN, { vendor: game.vassalage, gameId: game.gameId, nodeId: game.nodeId })).toBe(`/sim-game/${game.nodeId}?lang=EN`);
    expect(Object.fromEntries(lastSent('/wps/game/launchGame')?.searchParams ?? [])).toEqual({
      launchMode: 'GLS',
      platform: 'html5',
      clientType: '2',
      gameId: game.gameId,
      nodeId: game.nodeId,
      accountType: '1',
      vassalage: game.vassalage,
      merchantCode: 'DEMO',
      language: 'EN',
    });
  });

  it("a live table's launch target sends its room id, which finds the table", async () => {
    await logIn();
    const target = launchTarget({ vendor: live.vassalage, gameType: live.gameType, gameId: live.gameId, roomId: live.roomId });
    if (target.kind !== 'gameCentre') throw new Error(`expected a game-centre launch, got ${target.kind}`);
    expect(target.gameId).toBe(live.roomId);
    expect(await launchGame(EN, target)).toBe(`/sim-game/${live.nodeId}?lang=EN`);
  });

  it('an unknown nodeId is refused (game.not.found)', async () => {
    await logIn();
    expect(await failure(launchGame(EN, { vendor: 'SPW', nodeId: '999999' }))).toMatchObject({ status: 400, errorCode: 'game.not.found' });
  });

  it('a lottery launch (LOTT, device MOBILE) opens the lobby with the prize mode and the back URL', async () => {
    await logIn();
    const url = await launchLottery(EN, { prizeMode: 'Elott', backUrl: '/m/home', vendor: 'TCG_LOTTO_VN' });
    expect(url).toBe('/sim-game/lottery/lobby?prizeMode=Elott&lang=EN&backUrl=%2Fm%2Fhome');
    expect(lastSent('/wps/game/launchGame')?.searchParams.get('device')).toBe('MOBILE');
    expect(lastSent('/wps/game/launchGame')?.searchParams.get('code')).toBe('lobby');
  });

  it('a game URL that is neither https nor a same-origin path is refused as malformed; https is accepted', async () => {
    await logIn();
    const answer = (game_url: string) =>
      server.use(http.get(`${SIM_BASE}/wps/game/launchGame`, () => HttpResponse.json({ success: true, value: { content: { game_url } } }), { once: true }));
    for (const bad of ['javascript:alert(1)', '//evil.example/game', '/..//evil.example/game', '/\\evil.example', 'http://plain.example/game', '']) {
      answer(bad);
      expect((await failure(launchGame(EN, { vendor: 'SPW', nodeId: '100001' }))).kind, bad).toBe('malformed');
    }
    answer('https://games.example/play?t=1');
    expect(await launchGame(EN, { vendor: 'SPW', nodeId: '100001' })).toBe('https://games.example/play?t=1');
  });
});

describe('lottery gateway (raw JSON, no envelope)', () => {
  it('menus by prize mode: Lott groups offer the traditional play, Elott groups the entertainment play only', async () => {
    const lott = await getLotteryMenus('Lott');
    expect(lott.map((g) => g.displayName)).toEqual(cat.lotteryGroups.Lott.map((g) => g.displayName));
    expect(lott[0]?.games[0]).toMatchObject({ code: cat.lotteryGroups.Lott[0]?.games[0]?.code, tradPlay: true });
    const elott = await getLotteryMenus('Elott');
    expect(elott.length).toBe(cat.lotteryGroups.Elott.length);
    expect(elott.flatMap((g) => g.games).every((g) => g.entPlay && !g.tradPlay)).toBe(true);
    expect(await getLotteryMenus('ZY')).toEqual([]);
  });

  it('games by prize mode come as a map keyed by game id and are returned as a list with their group', async () => {
    const games = await getLotteryGames('Elott');
    expect(games.map((g) => g.code).sort()).toEqual(cat.lotteryGroups.Elott.flatMap((g) => g.games.map((x) => x.code)).sort());
    expect(games.every((g) => g.gameGroupId !== undefined)).toBe(true);
  });

  it('the Vietnam menu lists regions of provinces', async () => {
    const regions = await getVnLotteryMenu();
    expect(regions.map((r) => r.region)).toEqual(['MB', 'MT', 'MN', 'FAST']);
    expect(regions[0]?.games[0]).toMatchObject({ code: 'VN_MB_HANOI', drawDays: [0, 1, 2, 3, 4, 5, 6] });
  });

  it('a raw answer of the wrong shape is malformed', async () => {
    server.use(http.get(`${SIM_BASE}/lgw/games/mobile_game_menus`, () => HttpResponse.json(42), { once: true }));
    expect((await failure(getLotteryMenus('Lott'))).kind).toBe('malformed');
  });
});

describe('injected faults give an ApiError of the right kind for every call', () => {
  const game = rng[0] as Game;
  const calls: [name: string, path: string, session: boolean, call: () => Promise<unknown>][] = [
    ['vendor game types', '/wps/relay/GCSGAME_getVassGameType', false, () => getVendorGameTypes(EN)],
    ['vendors', '/wps/relay/GCSGAME_newGameVendor', false, () => getVendors()],
    ['game list', '/wps/relay/GCSGAME_gameList', false, () => getGameList(EN, {}, 1)],
    ['hot games', '/wps/relay/GCSGAME_hotGamesV2', false, () => getHotGames(EN)],
    ['hot matches', '/wps/relay/GCSGAME_hotMatches', false, () => getHotMatches()],
    ['favourite ids', '/wps/relay/MCSFE_getFavoriteGames', true, () => getFavouriteIds()],
    ['favourites list', '/wps/relay/MCSFE_getFavoriteGamesList', true, () => getFavouriteGames(EN, '', 1)],
    ['add favourite', '/wps/relay/MCSFE_addFavoriteGameV2', true, () => addFavourite({ nodeId: game.nodeId, vendor: game.vassalage })],
    ['remove favourite', '/wps/relay/MCSFE_removeFavoriteGameV2', true, () => removeFavourite({ nodeId: game.nodeId, vendor: game.vassalage })],
    ['recent games', '/wps/relay/GCS_recentGame', true, () => getRecentGames(EN, '', 1)],
    ['add recent game', '/wps/relay/MCS2_addRecentGame', true, () => addRecentGame(game.nodeId)],
    ['launch', '/wps/game/launchGame', true, () => launchGame(EN, { vendor: game.vassalage, nodeId: game.nodeId })],
    ['lottery launch', '/wps/game/launchGame', true, () => launchLottery(EN, { prizeMode: 'Lott', backUrl: '/m/home' })],
    ['lottery menus', '/lgw/games/mobile_game_menus', false, () => getLotteryMenus('Lott')],
    ['lottery games', '/lgw/games/mobile', false, () => getLotteryGames('Lott')],
    ['Vietnam lottery menu', '/lgw/vn/games/game_menu', false, () => getVnLotteryMenu()],
  ];
  const faults: [fault: Record<string, unknown>, expected: Partial<ApiError>][] = [
    [{ status: 500 }, { kind: 'http', status: 500, errorCode: 'sim.fault.500' }],
    [{ malformed: true }, { kind: 'malformed' }],
    [{ drop: true }, { kind: 'network' }],
  ];
  const table = calls.flatMap(([name, path, session, call]) => faults.map(([fault, expected]) => ({ name, path, session, call, fault, expected })));

  it.each(table)('$name under $fault', async ({ path, session, call, fault, expected }) => {
    if (session) await logIn();
    expect((await control('POST', '/__sim/faults', { path, ...fault })).status).toBe(201);
    expect(await failure(call())).toMatchObject(expected);
  });
});

describe('pure rules', () => {
  const v = (vendor: string): Vendor => ({ vendor, displayName: vendor });
  const data = (sorting: [string, string[]][], mapping: Record<string, string[]> = {}): VendorData => ({
    sorting: sorting.map(([category, codes]) => ({ category, vendors: codes.map(v) })),
    mapping: Object.fromEntries(Object.entries(mapping).map(([k, codes]) => [k, codes.map(v)])),
  });
  const shape = (categories: { category: string; vendors: Vendor[] }[]) => categories.map((c) => [c.category, c.vendors.map((x) => x.vendor)]);

  it('groupVendors: ESPORTS (TF, IA) then COCKFIGHT (DS88, SV3) right after SPORTS, only when such vendors exist', () => {
    expect(shape(groupVendors(data([['LIVE', ['A']], ['SPORTS', ['S1', 'SV3', 'TF', 'S2', 'IA', 'DS88']], ['RNG', ['R']]])))).toEqual([
      ['LIVE', ['A']],
      ['SPORTS', ['S1', 'S2']],
      ['ESPORTS', ['TF', 'IA']],
      ['COCKFIGHT', ['SV3', 'DS88']],
      ['RNG', ['R']],
    ]);
    expect(shape(groupVendors(data([['SPORTS', ['S1', 'DS88']], ['LIVE', ['A']]])))).toEqual([
      ['SPORTS', ['S1']],
      ['COCKFIGHT', ['DS88']],
      ['LIVE', ['A']],
    ]);
    expect(shape(groupVendors(data([['SPORTS', ['S1']], ['LIVE', ['A']]])))).toEqual([
      ['SPORTS', ['S1']],
      ['LIVE', ['A']],
    ]);
    expect(shape(groupVendors(data([['LIVE', ['A']]])))).toEqual([['LIVE', ['A']]]);
  });

  it('groupVendors merges an ESPORTS category the platform already sent, without repeating a vendor', () => {
    expect(shape(groupVendors(data([['SPORTS', ['S1', 'TF']], ['RNG', ['R']], ['ESPORTS', ['TF', 'X1']]])))).toEqual([
      ['SPORTS', ['S1']],
      ['ESPORTS', ['TF', 'X1']],
      ['RNG', ['R']],
    ]);
  });

  it('prizeMode: Lott by default; Elott when the ELOTT mapping lists TCG_LOTTO_VN or LOTT', () => {
    expect(prizeMode(data([]))).toBe('Lott');
    expect(prizeMode(data([], { ELOTT: ['ELOTT'], LOTT: ['LOTT', 'TCG_LOTTO_VN'] }))).toBe('Lott');
    expect(prizeMode(data([], { ELOTT: ['TCG_LOTTO_VN'] }))).toBe('Elott');
    expect(prizeMode(data([], { ELOTT: ['ELOTT', 'LOTT'] }))).toBe('Elott');
  });

  it('launchTarget: lottery lobby for TCG_LOTTO_VN and TCG_SEA, traditional /m/launchGame for LOTT and ELOTT, game centre otherwise', () => {
    expect(launchTarget({ vendor: 'TCG_LOTTO_VN', gameId: 'x' })).toEqual({ kind: 'lotteryLobby', vendor: 'TCG_LOTTO_VN', gameCode: 'lobby' });
    expect(launchTarget({ vendor: 'TCG_SEA' })).toEqual({ kind: 'lotteryLobby', vendor: 'TCG_SEA', gameCode: 'lobby' });
    expect(launchTarget({ vendor: 'LOTT' })).toEqual({ kind: 'traditional', prizeMode: 'Lott', href: '/m/launchGame?playType=trad&prize_mode=Lott&code=lobby&pageBack=home' });
    expect(launchTarget({ vendor: 'ELOTT' })).toEqual({ kind: 'traditional', prizeMode: 'Elott', href: '/m/launchGame?playType=trad&prize_mode=Elott&code=lobby&pageBack=home' });
    expect(launchTarget({ vendor: 'SPW', gameType: 'RNG', gameId: 'spw_1', nodeId: '100200' })).toEqual({
      kind: 'gameCentre',
      category: 'RNG',
      vendor: 'SPW',
      gameId: 'spw_1',
      nodeId: '100200',
    });
    expect(launchTarget({ vendor: 'SBK', gameType: 'SPORTS', gameId: 'g', roomId: '700001', nodeId: '100001' })).toMatchObject({ gameId: '700001' });
  });

  it('parseGameItem: name from gameName, nodeName or displayName; icon from mobileLargeIcon, iconUrl or showIcon; numeric ids become text', () => {
    expect(parseGameItem({ nodeId: 7, nodeName: 'Node', displayName: 'Shown', vassalage: 'V', roomId: 'R1', showIcon: '/s.svg', iconUrl: '', supportPlay: '1' })).toEqual({
      nodeId: '7',
      name: 'Node',
      vendor: 'V',
      gameType: '',
      gameId: 'R1',
      roomId: 'R1',
      icon: '/s.svg',
      supportPlay: true,
      gameClassify: undefined,
      minBet: undefined,
      isNew: false,
    });
    expect(parseGameItem({ nodeId: '1', displayName: 'Shown', vassalage: 'V', gameId: 'g', mobileLargeIcon: '/l.svg', iconUrl: '/i.svg' })).toMatchObject({ name: 'Shown', gameId: 'g', icon: '/l.svg' });
    expect(() => parseGameItem({ nodeId: '1', vassalage: 'V' })).toThrow(/name/);
  });

  it('hasMore: while pageNum < totalPages', () => {
    expect([hasMore({ pageNum: 1, totalPages: 2 }), hasMore({ pageNum: 2, totalPages: 2 }), hasMore({ pageNum: 1, totalPages: 1 })]).toEqual([true, false, false]);
  });
});
