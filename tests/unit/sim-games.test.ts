/** The simulator's game endpoints (platform-api.md "Games"; spec §2.10–2.11, §3, §7, §9): contract tests per call. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { buildCatalogue, type Game, type HotMatch, type LotteryGroup } from '../../src/platform-sim/data/catalogue';
import { assetPng, filterGames, hotGames } from '../../src/platform-sim/data/queries';
import { mountGames, mountSimAssets, RECENT_CAP } from '../../src/platform-sim/routes/games';
import type { SimEnv } from '../../src/platform-sim/routes/world';
import { addMember, newWorld } from '../../src/platform-sim/state';

const cat = buildCatalogue();
const config = [...loadAllMerchants().values()][0];
if (!config) throw new Error('no merchant config');
const NOW = Date.UTC(2025, 6, 1, 8, 0, 0);
const NOT_LOGGED_IN = 'You are not logged in, please login first';

type Json = Record<string, unknown> & { success?: boolean; value?: unknown; errorCode?: string; message?: string };
interface Sent {
  status: number;
  body: Json;
  headers: Headers;
  text: string;
  bytes: Uint8Array;
}

function setup() {
  const world = newWorld(config as NonNullable<typeof config>, NOW);
  let clock = NOW;
  const app = new Hono<SimEnv>();
  const inject = async (c: { set: (k: 'world', v: typeof world) => void }, next: () => Promise<void>) => {
    c.set('world', world);
    await next();
  };
  app.use('/wps/*', inject);
  app.use('/lgw/*', inject);
  mountGames(app, () => cat, () => clock);
  mountSimAssets(app, () => cat);
  world.sessions.set('tok', 'player01');
  world.sessions.set('agent', 'agent01');

  const send = async (method: string, path: string, init: { token?: string; json?: unknown } = {}): Promise<Sent> => {
    const headers: Record<string, string> = { Merchant: 'DEMO' };
    if (init.token) headers.Authorization = init.token;
    let body: string | undefined;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await app.request(`http://sim.test${path}`, { method, headers, body });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes);
    let json: Json = {};
    try {
      json = JSON.parse(text) as Json;
    } catch {
      // HTML and PNG answers
    }
    return { status: res.status, body: json, headers: res.headers, text, bytes };
  };
  const get = (path: string, token?: string) => send('GET', path, { token });
  const value = async <T>(path: string, token?: string): Promise<T> => {
    const res = await get(path, token);
    expect(res.status, `${path}: ${res.text.slice(0, 200)}`).toBe(200);
    expect(res.body.success).toBe(true);
    return res.body.value as T;
  };
  return { world, app, send, get, value, tick: (ms = 1000) => (clock += ms) };
}

type Page = { games: Game[]; pageNum: number; totalPages: number };
const LIST = '/wps/relay/GCSGAME_gameList?merchant=DEMO&platform=html5&clientType=2&vassalage=&language=EN';
const ids = (games: { nodeId: string }[]) => games.map((g) => g.nodeId);
const rng = cat.games.filter((g) => g.gameType === 'RNG');
const rngIds = rng.slice(0, 40).map((g) => g.nodeId);

function expectGuestRefused(res: Sent) {
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ success: false, errorCode: 'login.not.session', message: NOT_LOGGED_IN });
}

describe('GCSGAME_gameList', () => {
  it('pages 26 games at a time, with pageNum and totalPages; the last page holds the rest; past the end is empty', async () => {
    const { value } = setup();
    const total = cat.games.length;
    const pages = Math.ceil(total / 26);
    const first = await value<Page>(`${LIST}&gameType=&pageNo=1&pageSize=26`);
    expect(first.games).toHaveLength(26);
    expect([first.pageNum, first.totalPages]).toEqual([1, pages]);
    expect(ids(first.games)).toEqual(ids(cat.games.slice(0, 26)));
    const last = await value<Page>(`${LIST}&pageNo=${pages}&pageSize=26`);
    expect(last.games).toHaveLength(total - (pages - 1) * 26);
    expect(last.pageNum).toBe(pages);
    const beyond = await value<Page>(`${LIST}&pageNo=${pages + 1}`);
    expect(beyond).toEqual({ games: [], pageNum: pages + 1, totalPages: pages });
    // Every game shows up exactly once across the pages.
    const seen: string[] = [];
    for (let p = 1; p <= pages; p += 1) seen.push(...ids((await value<Page>(`${LIST}&pageNo=${p}`)).games));
    expect(new Set(seen).size).toBe(total);
  });

  it('game items carry the spec §3 fields', async () => {
    const { value } = setup();
    const [game] = (await value<Page>(`${LIST}&gameType=LIVE&pageNo=1`)).games;
    expect(game).toMatchObject({
      nodeId: expect.any(String),
      gameName: expect.any(String),
      displayName: expect.any(String),
      vassalage: expect.any(String),
      gameType: 'LIVE',
      gameId: expect.any(String),
      roomId: expect.any(String),
      supportPlay: expect.any(Boolean),
      mobileLargeIcon: expect.stringMatching(/^\/sim-assets\/game\/\d+\.png$/),
    });
  });

  it('filters by category: RNG gives only RNG games; SPORTS also gives e-sport and cockfight games', async () => {
    const { value } = setup();
    const page = await value<Page>(`${LIST}&gameType=RNG&pageNo=1`);
    expect(page.games.every((g) => g.gameType === 'RNG')).toBe(true);
    expect(page.totalPages).toBe(Math.ceil(rng.length / 26));
    const sports = await value<Page>(`${LIST}&gameType=SPORTS&pageNo=1&pageSize=100`);
    expect(new Set(sports.games.map((g) => g.gameType))).toEqual(new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']));
  });

  it('searches by name, case-insensitively; no match is an empty first page', async () => {
    const { value } = setup();
    const target = rng[3] as Game;
    const word = (target.gameName.split(' ')[0] as string).toUpperCase();
    const found = await value<Page>(`${LIST}&gameType=RNG&gameName=${encodeURIComponent(word)}&pageNo=1&pageSize=200`);
    expect(ids(found.games)).toContain(target.nodeId);
    expect(found.games.every((g) => g.gameName.toUpperCase().includes(word))).toBe(true);
    const none = await value<Page>(`${LIST}&gameName=zzzz-no-such-game&pageNo=1`);
    expect(none).toEqual({ games: [], pageNum: 1, totalPages: 1 });
  });

  it('filters by classification, minimum bet and vendor', async () => {
    const { value } = setup();
    const page = await value<Page>(`${LIST}&gameType=RNG&gameClassify=Slots&minBet=0.5&pageNo=1&pageSize=200`);
    const expected = rng.filter((g) => g.gameClassify === 'Slots' && g.minBet === 0.5);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(page.games)).toEqual(ids(expected));
    const vendor = rng[0]?.vassalage as string;
    const byVendor = await value<Page>(`${LIST.replace('vassalage=', `vassalage=${vendor}`)}&gameType=RNG&pageNo=1&pageSize=200`);
    expect(byVendor.games.length).toBeGreaterThan(0);
    expect(byVendor.games.every((g) => g.vassalage === vendor)).toBe(true);
  });

  it('ALL is every game; NEW (as gameType or isNew) only new games; HOT only hot games', async () => {
    const { value } = setup();
    expect((await value<Page>(`${LIST}&gameType=ALL&pageNo=1`)).totalPages).toBe(Math.ceil(cat.games.length / 26));
    const newRng = rng.filter((g) => g.isNew);
    const byFlag = await value<Page>(`${LIST}&gameType=RNG&isNew=true&pageNo=1&pageSize=200`);
    expect(ids(byFlag.games)).toEqual(ids(newRng));
    const byType = await value<Page>(`${LIST}&gameType=NEW&pageNo=1&pageSize=1000`);
    expect(ids(byType.games)).toEqual(ids(cat.games.filter((g) => g.isNew)));
    const hot = await value<Page>(`${LIST}&gameType=HOT&pageNo=1&pageSize=1000`);
    expect(ids(hot.games)).toEqual(ids(hotGames(cat)));
  });

  it('FAV and REC need a session and list the member own games, other filters applying', async () => {
    const { get, send, value } = setup();
    expectGuestRefused(await get(`${LIST}&gameType=FAV&pageNo=1`));
    expectGuestRefused(await get(`${LIST}&gameType=REC&pageNo=1`));
    expect(await value<Page>(`${LIST}&gameType=FAV&pageNo=1`, 'tok')).toEqual({ games: [], pageNum: 1, totalPages: 1 });
    for (const nodeId of rngIds.slice(0, 30)) await send('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token: 'tok', json: { nodeId, vendor: 'x' } });
    const fav = await value<Page>(`${LIST}&gameType=FAV&pageNo=1`, 'tok');
    expect(fav.totalPages).toBe(2);
    expect(ids(fav.games)).toEqual(rngIds.slice(0, 30).reverse().slice(0, 26));
    const named = rng[0] as Game;
    const search = await value<Page>(`${LIST}&gameType=FAV&gameName=${encodeURIComponent(named.gameName)}&pageNo=1`, 'tok');
    expect(ids(search.games)).toEqual([named.nodeId]);
    for (const nodeId of rngIds.slice(0, 3)) await get(`/wps/relay/MCS2_addRecentGame?nodeId=${nodeId}`, 'tok');
    expect(ids((await value<Page>(`${LIST}&gameType=REC&pageNo=1`, 'tok')).games)).toEqual(rngIds.slice(0, 3).reverse());
  });
});

describe('GCSGAME_hotGamesV2, GCSGAME_newGameVendor, GCSGAME_getVassGameType, GCSGAME_hotMatches', () => {
  it('hot games: value.list of every hot game, or one category', async () => {
    const { value } = setup();
    const all = await value<{ list: Game[] }>('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&merchantCode=DEMO&language=EN&platform=html5&gameType=');
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.every((g) => g.isHot)).toBe(true);
    expect(ids(all.list)).toEqual(ids(hotGames(cat)));
    const live = await value<{ list: Game[] }>('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&gameType=LIVE');
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((g) => g.isHot && g.gameType === 'LIVE')).toBe(true);
    expect(await value('/wps/relay/GCSGAME_hotGamesV2?gameType=NOPE')).toEqual({ list: [] });
  });

  it('vendors grouped by category: sorting in tab order and a mapping; e-sport and cockfight vendors under SPORTS', async () => {
    const { value } = setup();
    const data = await value<{ sorting: { gameCategory: string; vendorNames: { vassalage: string; accountTypeName: string }[] }[]; mapping: Record<string, { vassalage: string }[]> }>(
      '/wps/relay/GCSGAME_newGameVendor?platform=html5',
    );
    expect(data.sorting.map((s) => s.gameCategory)).toEqual(['SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE']);
    expect(data.mapping.SPORTS?.map((v) => v.vassalage)).toEqual(expect.arrayContaining(['TF', 'IA', 'DS88', 'SV3']));
    expect(data.sorting[0]?.vendorNames[0]).toMatchObject({ vassalage: expect.any(String), accountTypeName: expect.any(String) });
  });

  it('vendor game types: value.content with one entry per vendor', async () => {
    const { value } = setup();
    const { content } = await value<{ content: { vassalage: string; gameType: string; gameClassify: string[]; minBets: number[]; gameCount: number }[] }>(
      '/wps/relay/GCSGAME_getVassGameType?typeId=1&merchant_code=DEMO',
    );
    expect(content).toHaveLength(cat.vendors.length);
    const rngVendor = content.find((v) => v.gameType === 'RNG');
    expect(rngVendor?.gameClassify).toContain('Slots');
    expect(rngVendor?.minBets.every((b) => [0.01, 0.05, 0.1, 0.5, 0.75].includes(b))).toBe(true);
    expect(content.reduce((n, v) => n + v.gameCount, 0)).toBe(cat.games.length);
  });

  it('hot matches: value.list with the spec §3 fields', async () => {
    const { value } = setup();
    const { list } = await value<{ list: HotMatch[] }>('/wps/relay/GCSGAME_hotMatches');
    expect(list).toEqual(cat.hotMatches);
    expect(list.length).toBeGreaterThan(1);
    for (const m of list) {
      expect(Object.keys(m).sort()).toEqual(['awayTeam', 'awayTeamImageUrl', 'homeTeam', 'homeTeamImageUrl', 'league', 'matchTime', 'nodeId', 'roomId', 'vendor'].sort());
      expect(cat.games.some((g) => g.nodeId === m.nodeId && g.vassalage === m.vendor)).toBe(true);
    }
  });
});

describe('favourites', () => {
  const ADD = '/wps/relay/MCSFE_addFavoriteGameV2';
  const REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2';
  const IDS = '/wps/relay/MCSFE_getFavoriteGames';
  const FAV_LIST = '/wps/relay/MCSFE_getFavoriteGamesList';

  it('refuses a guest on every favourite call', async () => {
    const { get, send } = setup();
    const json = { nodeId: rngIds[0], vendor: rng[0]?.vassalage };
    expectGuestRefused(await send('POST', ADD, { json }));
    expectGuestRefused(await send('DELETE', REMOVE, { json }));
    expectGuestRefused(await get(IDS));
    expectGuestRefused(await get(`${FAV_LIST}?pageNo=1&pageSize=26&gameType=`));
    expectGuestRefused(await send('POST', ADD, { json, token: 'stale-token' }));
  });

  it('adds (newest first, no duplicates), lists ids as strings, removes; unknown node ids are refused', async () => {
    const { send, value } = setup();
    const [a, b] = rng as [Game, Game];
    const add = (nodeId: unknown) => send('POST', ADD, { token: 'tok', json: { nodeId, vendor: a.vassalage } });
    expect((await add(a.nodeId)).body).toEqual({ success: true, value: { success: true } });
    await add(Number(b.nodeId));
    await add(a.nodeId);
    expect(await value(IDS, 'tok')).toEqual([a.nodeId, b.nodeId]);
    const unknown = await add('999999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'game.not.found' });
    expect((await send('POST', ADD, { token: 'tok', json: {} })).body.errorCode).toBe('game.not.found');
    const removed = await send('DELETE', REMOVE, { token: 'tok', json: { nodeId: a.nodeId, vendor: a.vassalage } });
    expect(removed.body).toEqual({ success: true, value: { success: true } });
    expect(await value(IDS, 'tok')).toEqual([b.nodeId]);
    // Removing again is harmless; removing an unknown game is refused.
    expect((await send('DELETE', REMOVE, { token: 'tok', json: { nodeId: a.nodeId } })).status).toBe(200);
    expect((await send('DELETE', REMOVE, { token: 'tok', json: { nodeId: 'nope' } })).body.errorCode).toBe('game.not.found');
  });

  it('keeps favourites per member, and a new world starts empty', async () => {
    const first = setup();
    await first.send('POST', ADD, { token: 'tok', json: { nodeId: rngIds[0] } });
    expect(await first.value(IDS, 'tok')).toEqual([rngIds[0]]);
    expect(await first.value(IDS, 'agent')).toEqual([]);
    expect(await setup().value(IDS, 'tok')).toEqual([]);
  });

  it('lists favourites 26 a page as {content, pageNum, totalPages}, filtered by gameType', async () => {
    const { send, value } = setup();
    const live = cat.games.find((g) => g.gameType === 'LIVE') as Game;
    for (const nodeId of [...rngIds.slice(0, 30), live.nodeId]) await send('POST', ADD, { token: 'tok', json: { nodeId } });
    type FavPage = { content: Game[]; pageNum: number; totalPages: number };
    const p1 = await value<FavPage>(`${FAV_LIST}?pageNo=1&pageSize=26&gameType=`, 'tok');
    expect([p1.content.length, p1.pageNum, p1.totalPages]).toEqual([26, 1, 2]);
    expect(p1.content[0]?.nodeId).toBe(live.nodeId);
    const p2 = await value<FavPage>(`${FAV_LIST}?pageNo=2&pageSize=26&gameType=`, 'tok');
    expect([p2.content.length, p2.pageNum]).toEqual([5, 2]);
    const p3 = await value<FavPage>(`${FAV_LIST}?pageNo=3&pageSize=26`, 'tok');
    expect(p3).toEqual({ content: [], pageNum: 3, totalPages: 2 });
    const onlyLive = await value<FavPage>(`${FAV_LIST}?pageNo=1&pageSize=26&gameType=LIVE`, 'tok');
    expect(ids(onlyLive.content)).toEqual([live.nodeId]);
    const onlyRng = await value<FavPage>(`${FAV_LIST}?pageNo=1&pageSize=26&gameType=RNG`, 'tok');
    expect(onlyRng.totalPages).toBe(2);
  });
});

describe('recent games', () => {
  const RECENT = '/wps/relay/GCS_recentGame';
  type RecentPage = { list: Game[]; totalPages: number };

  it('refuses a guest; refuses an unknown game', async () => {
    const { get } = setup();
    expectGuestRefused(await get(`/wps/relay/MCS2_addRecentGame?nodeId=${rngIds[0]}`));
    expectGuestRefused(await get(`${RECENT}?page=1&pageSize=25&gameType=`));
    const res = await get('/wps/relay/MCS2_addRecentGame?nodeId=0', 'tok');
    expect([res.status, res.body.errorCode]).toEqual([400, 'game.not.found']);
  });

  it('lists most recent first without duplicates, 25 a page as {list, totalPages}, filtered by gameType', async () => {
    const { get, value } = setup();
    expect(await value(`${RECENT}?page=1&pageSize=25&gameType=`, 'tok')).toEqual({ list: [], totalPages: 1 });
    for (const nodeId of rngIds.slice(0, 30)) await get(`/wps/relay/MCS2_addRecentGame?nodeId=${nodeId}`, 'tok');
    await get(`/wps/relay/MCS2_addRecentGame?nodeId=${rngIds[5]}`, 'tok');
    const expected = [rngIds[5], ...rngIds.slice(0, 30).reverse().filter((id) => id !== rngIds[5])];
    const p1 = await value<RecentPage>(`${RECENT}?page=1&pageSize=25&gameType=`, 'tok');
    expect(p1.totalPages).toBe(2);
    expect(ids(p1.list)).toEqual(expected.slice(0, 25));
    const p2 = await value<RecentPage>(`${RECENT}?page=2&pageSize=25&gameType=`, 'tok');
    expect(ids(p2.list)).toEqual(expected.slice(25));
    expect(await value(`${RECENT}?page=1&pageSize=25&gameType=LIVE`, 'tok')).toEqual({ list: [], totalPages: 1 });
    expect(await value(`${RECENT}?page=1&pageSize=25`, 'agent')).toEqual({ list: [], totalPages: 1 });
  });

  it(`keeps at most ${RECENT_CAP}`, async () => {
    const { get, value } = setup();
    const many = cat.games.slice(0, RECENT_CAP + 10).map((g) => g.nodeId);
    for (const nodeId of many) await get(`/wps/relay/MCS2_addRecentGame?nodeId=${nodeId}`, 'tok');
    const all = await value<RecentPage>(`${RECENT}?page=1&pageSize=1000`, 'tok');
    expect(ids(all.list)).toEqual(many.reverse().slice(0, RECENT_CAP));
  });
});

describe('launchGame', () => {
  const LAUNCH = '/wps/game/launchGame?platform=html5&clientType=2&accountType=1&merchantCode=DEMO';
  const game = rng[2] as Game;
  const url = (res: Sent) => (res.body.value as { content: { game_url: string } }).content.game_url;

  it('refuses a guest; without launchMode answers #727 (system busy), as the real platform', async () => {
    const { get } = setup();
    expectGuestRefused(await get(`${LAUNCH}&launchMode=GLS&nodeId=${game.nodeId}&language=EN`));
    const busy = await get(`${LAUNCH}&nodeId=${game.nodeId}&language=EN`, 'tok');
    expect(busy.status).toBe(500);
    expect(busy.body).toMatchObject({ success: false, errorCode: '#727' });
  });

  it('answers a same-origin simulated game page and records the game as recent', async () => {
    const { get, value } = setup();
    const res = await get(`${LAUNCH}&launchMode=GLS&gameId=${game.gameId}&nodeId=${game.nodeId}&vassalage=${game.vassalage}&language=EN`, 'tok');
    expect(res.status).toBe(200);
    expect(url(res)).toBe(`/sim-game/${game.nodeId}?lang=EN`);
    const recents = await value<{ list: Game[] }>('/wps/relay/GCS_recentGame?page=1&pageSize=25', 'tok');
    expect(ids(recents.list)).toEqual([game.nodeId]);
    // Without language the platform's vendors open in Chinese.
    expect(url(await get(`${LAUNCH}&launchMode=GLS&nodeId=${game.nodeId}`, 'tok'))).toBe(`/sim-game/${game.nodeId}?lang=CN`);
    // By vendor and game id when no node id is sent.
    expect(url(await get(`${LAUNCH}&launchMode=GLS&gameId=${game.gameId}&vassalage=${game.vassalage}&language=MY`, 'tok'))).toBe(`/sim-game/${game.nodeId}?lang=MY`);
    const unknown = await get(`${LAUNCH}&launchMode=GLS&nodeId=1&language=EN`, 'tok');
    expect([unknown.status, unknown.body.errorCode]).toEqual([400, 'game.not.found']);
  });

  it('lets a free-trial (type 4) member launch', async () => {
    const { world, get } = setup();
    addMember(world, { account: 'trial0001', type: 4 }, NOW);
    world.sessions.set('trial', 'trial0001');
    const res = await get(`${LAUNCH}&launchMode=GLS&nodeId=${game.nodeId}&language=EN`, 'trial');
    expect(url(res)).toBe(`/sim-game/${game.nodeId}?lang=EN`);
  });

  it('launches a lottery (launchMode LOTT) with prize mode, code, device and a same-origin back URL', async () => {
    const { get, value } = setup();
    const lott = cat.lotteryGroups.Lott[0]?.games[0] as LotteryGroup['games'][number];
    const elott = cat.lotteryGroups.Elott[0]?.games[0] as LotteryGroup['games'][number];
    const res = await get(`${LAUNCH}&launchMode=LOTT&prizeMode=Lott&code=${lott.code}&device=MOBILE&backUrl=${encodeURIComponent('/m/lottery')}&language=EN`, 'tok');
    expect(url(res)).toBe(`/sim-game/lottery/${lott.code}?prizeMode=Lott&lang=EN&backUrl=${encodeURIComponent('/m/lottery')}`);
    const e = await get(`${LAUNCH}&launchMode=LOTT&prizeMode=Elott&code=${elott.code}&device=MOBILE&backUrl=${encodeURIComponent('https://evil.example/')}&language=EN`, 'tok');
    expect(url(e)).toBe(`/sim-game/lottery/${elott.code}?prizeMode=Elott&lang=EN`);
    const recents = await value<{ list: Game[] }>('/wps/relay/GCS_recentGame?page=1&pageSize=25', 'tok');
    expect(ids(recents.list)).toEqual([elott.nodeId, lott.nodeId]);
    const unknown = await get(`${LAUNCH}&launchMode=LOTT&prizeMode=Lott&code=NOPE&device=MOBILE`, 'tok');
    expect([unknown.status, unknown.body.errorCode]).toEqual([400, 'game.not.found']);
  });
});

describe('lottery gateway (raw JSON, no envelope)', () => {
  it('/lgw/games/mobile: a map keyed by gameId of the prize mode games', async () => {
    const { get } = setup();
    for (const mode of ['Lott', 'Elott'] as const) {
      const res = await get(`/lgw/games/mobile?prizeMode=${mode}`);
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('success');
      const games = cat.lotteryGroups[mode].flatMap((g) => g.games);
      expect(Object.keys(res.body).sort()).toEqual(games.map((g) => String(g.gameId)).sort());
      const sample = games[0] as LotteryGroup['games'][number];
      expect(res.body[String(sample.gameId)]).toMatchObject({ gameId: sample.gameId, code: sample.code, mobileIconUrl: sample.mobileIconUrl });
    }
    expect((await get('/lgw/games/mobile?prizeMode=ZY')).body).toEqual({});
  });

  it('/lgw/games/mobile_game_menus: groups of Lott or Elott', async () => {
    const { get } = setup();
    for (const mode of ['Lott', 'Elott'] as const) {
      const res = await get(`/lgw/games/mobile_game_menus?prizeMode=${mode}`);
      const groups = JSON.parse(res.text) as LotteryGroup[];
      expect(Array.isArray(groups)).toBe(true);
      expect(groups).toEqual(cat.lotteryGroups[mode]);
      expect(groups[0]?.games[0]).toMatchObject({
        gameId: expect.any(Number),
        code: expect.any(String),
        mobileIconUrl: expect.any(String),
        remark: expect.any(String),
        entPlaySwitch: expect.any(Boolean),
        tradPlaySwitch: expect.any(Boolean),
        mUi: expect.any(String),
        css: expect.any(String),
      });
    }
    expect(JSON.parse((await get('/lgw/games/mobile_game_menus?prizeMode=nope')).text)).toEqual([]);
  });

  it('/lgw/vn/games/game_menu: the Vietnam regions', async () => {
    const { get } = setup();
    const res = await get('/lgw/vn/games/game_menu');
    expect(JSON.parse(res.text)).toEqual(cat.vnLotteryMenu);
  });
});

describe('simulated assets and game pages', () => {
  it('serves catalogue pictures as PNG, cached a day; anything else is 404', async () => {
    const { get } = setup();
    const path = (cat.games[0] as Game).mobileLargeIcon;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('max-age=86400');
    expect(res.bytes).toEqual(assetPng(cat, path));
    for (const other of [cat.vendors[0]?.iconUrl, cat.hotMatches[0]?.homeTeamImageUrl, cat.banners[0]?.url]) expect((await get(other as string)).status).toBe(200);
    for (const missing of ['/sim-assets/game/1.png', '/sim-assets/nope/100001.png', '/sim-assets/game/1.svg', '/sim-assets/']) {
      expect((await get(missing)).status, missing).toBe(404);
    }
  });

  it('a picture named as the SVG it once was (a state saved before PNGs) moves for good to its PNG', async () => {
    const { get } = setup();
    const path = (cat.games[0] as Game).mobileLargeIcon;
    const res = await get(path.replace('.png', '.svg'));
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(path);
  });

  it('the game page names the game, loads nothing external, and links back home', async () => {
    const { get } = setup();
    const game = cat.games[0] as Game;
    const res = await get(`/sim-game/${game.nodeId}?lang=EN`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain(`<title>${game.displayName}</title>`);
    expect(res.text).toContain('href="/m/home"');
    expect(res.text).toContain('>Back</a>');
    expect(res.text).not.toMatch(/<script|<link|<iframe|url\((?!#)|@import/i);
    // The game's picture is inlined: its one src is a data: URL of the game's own PNG.
    expect(res.text.match(/\ssrc="[^"]*"/g)).toEqual([` src="data:image/png;base64,${Buffer.from(assetPng(cat, game.iconUrl) as Uint8Array).toString('base64')}"`]);
    expect(res.text).toContain('<html lang="en">');
  });

  it('the lottery page links back to a same-origin backUrl only', async () => {
    const { get } = setup();
    const lott = cat.lotteryGroups.Lott[0]?.games[0] as LotteryGroup['games'][number];
    const back = await get(`/sim-game/lottery/${lott.code}?prizeMode=Lott&backUrl=${encodeURIComponent('/m/lottery?tab=1')}`);
    expect(back.status).toBe(200);
    expect(back.text).toContain(lott.displayName);
    expect(back.text).toContain('href="/m/lottery?tab=1"');
    const escaped = await get(`/sim-game/lottery/${lott.code}?prizeMode=Lott&backUrl=${encodeURIComponent('/m/lottery?tab=1&x=2')}`);
    expect(escaped.text).toContain('href="/m/lottery?tab=1&amp;x=2"');
    for (const evil of ['https://evil.example/', '//evil.example/', '/..//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await get(`/sim-game/lottery/${lott.code}?prizeMode=Lott&backUrl=${encodeURIComponent(evil)}`);
      expect(res.text, evil).toContain('href="/m/home"');
    }
  });

  it('an unknown game or lottery is a 404 page that still links back', async () => {
    const { get } = setup();
    for (const path of ['/sim-game/1', '/sim-game/lottery/NOPE', '/sim-game/a/b/c']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('href="/m/home"');
    }
  });
});

describe('catalogue sanity used above', () => {
  it('has enough RNG games for the paging tests', () => {
    expect(rng.length).toBeGreaterThan(60);
    expect(filterGames(cat, { gameType: 'HOT' }).length).toBeGreaterThan(0);
  });
});
