/**
 * Games (platform-api.md "Games"; spec §2.10–2.11, §3, §7): vendor game types, vendors by category, the
 * game list with its filters (ALL, NEW, FAV, REC, HOT), hot games, favourites, recents, launch, hot
 * matches and the lottery gateway (/lgw, raw JSON without the envelope). Favourites and recents are
 * per merchant world and per member account, kept beside the world (not in it) so a new world after a
 * reset starts empty. The catalogue is read-only and shared by every merchant.
 *
 * `mountSimAssets` serves what those answers point at: /sim-assets/* pictures and /sim-game/* pages,
 * outside /wps so a plain <img> or a navigation (no Merchant header) reaches them.
 */
import type { Context, Env, Hono } from 'hono';
import { safePath } from '../../lib/safe-url';
import { type Catalogue, type Game, gameIconPath, type VendorData, type VendorName, vendorIconPath } from '../data/catalogue';
import { PNG_CONTENT_TYPE } from '../data/images';
import { pngBase64 } from '../png';
import {
  assetPng,
  favouritesPage,
  filterGames,
  findGame,
  gameById,
  type GameListQuery,
  gameListPage,
  gamesByIds,
  hotGames,
  hotMatches,
  lotteryMenu,
  matchesGameType,
  pageOf,
  recentsPage,
  vendorGameTypes,
  vendorsByCategory,
  vnLotteryMenu,
} from '../data/queries';
import { vnNumeros, vnRecentResults } from '../data/vn-draws';
import { fail, jsonBody, ok, str } from '../envelope';
import { LANE_HEADER } from '../faults';
import type { MerchantWorld } from '../state';
import { authed, notLoggedIn, sessionMember } from './accounts';
import type { SimEnv } from './world';

const GAME_NOT_FOUND = 'The game does not exist';
/** Recent games kept per member, most recent first. */
export const RECENT_CAP = 100;
/** Without `language` the platform's vendors open in Chinese (platform-api.md "Launch"). */
const DEFAULT_LAUNCH_LANGUAGE = 'CN';
const HOME_PATH = '/m/home';

/** One merchant world's game state (favourites and recents per member account) lives in world.games. */
const stateOf = (world: MerchantWorld) => world.games;

const favouritesOf = (world: MerchantWorld, account: string): string[] => stateOf(world).favourites.get(account) ?? [];
const recentIdsOf = (world: MerchantWorld, account: string): string[] => (stateOf(world).recents.get(account) ?? []).map((r) => r.nodeId);

function addRecent(world: MerchantWorld, account: string, nodeId: string, at: number): void {
  const recents = stateOf(world).recents;
  const list = (recents.get(account) ?? []).filter((r) => r.nodeId !== nodeId);
  list.unshift({ nodeId, playedAt: at });
  recents.set(account, list.slice(0, RECENT_CAP));
}

const blank = (v: string | undefined): boolean => v === undefined || v.trim() === '';

/** Select types of the game filter (spec §9) that are not categories. */
const SELECT_TYPES = new Set(['ALL', 'NEW', 'FAV', 'REC']);

/** A list call's `gameType` as a category filter: blank and the select types ALL, NEW, FAV, REC mean any. */
function categoryOf(gameType: string | undefined): string | undefined {
  if (blank(gameType)) return undefined;
  const type = (gameType as string).trim().toUpperCase();
  return SELECT_TYPES.has(type) ? undefined : type;
}

function gamesOfType(games: Game[], gameType: string | undefined): Game[] {
  const category = categoryOf(gameType);
  return games.filter((g) => matchesGameType(g, category));
}


/** nodeId and vendor from a JSON body, with the query string as a fallback (some clients drop DELETE bodies). */
async function favouriteTarget(c: Context<SimEnv>): Promise<{ nodeId: string; vendor: string }> {
  const body = await jsonBody(c);
  return {
    nodeId: str(body.nodeId) || str(c.req.query('nodeId')),
    vendor: str(body.vendor) || str(c.req.query('vendor')),
  };
}

/** A lottery game by code in the Lott and Elott menus or the Vietnam menu; `lobby` is the lottery lobby. */
function lotteryByCode(cat: Catalogue, code: string): { displayName: string; nodeId?: string } | undefined {
  if (code.toLowerCase() === 'lobby') return { displayName: 'Lottery lobby' };
  for (const group of [...cat.lotteryGroups.Lott, ...cat.lotteryGroups.Elott]) {
    const game = group.games.find((g) => g.code === code);
    if (game) return game;
  }
  for (const region of cat.vnLotteryMenu) {
    const game = region.games.find((g) => g.code === code);
    if (game) return game;
  }
  return undefined;
}

/** Prize mode as the lottery gateway spells it (Lott, Elott, ZY); blank reads as Lott. */
function prizeModeOf(value: string | undefined): string | undefined {
  if (blank(value)) return 'Lott';
  const mode = (value as string).trim().toLowerCase();
  return ({ lott: 'Lott', elott: 'Elott', zy: 'ZY' } as Record<string, string>)[mode];
}

/** The vendor data, with the vendors the control API added to its mapping for this call's lane or the whole merchant. */
function vendorDataFor(c: Context<SimEnv>, cat: Catalogue): VendorData {
  const added = c.get('world').vendorMapping;
  const extra = added.get(c.req.header(LANE_HEADER) ?? '') ?? added.get('');
  if (!extra) return vendorsByCategory(cat);
  const known = Object.values(cat.vendorData.mapping).flat();
  const mapping: Record<string, VendorName[] | undefined> = { ...cat.vendorData.mapping };
  for (const [category, codes] of Object.entries(extra)) {
    const listed = mapping[category] ?? [];
    const more = codes.flatMap((code) => known.find((v) => v.vassalage === code && !listed.some((l) => l.vassalage === code)) ?? []);
    mapping[category] = [...listed, ...more];
  }
  return { sorting: cat.vendorData.sorting, mapping };
}

const languageOf = (value: string | undefined) => (value && /^[A-Za-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/.test(value.trim()) ? value.trim() : DEFAULT_LAUNCH_LANGUAGE);

export function mountGames(app: Hono<SimEnv>, catalogue: () => Catalogue, now: () => number): void {

  // Vendors and their filters ------------------------------------------------------------------

  /** Shape of value.content is unverified: one entry per vendor with its category, classifications and minimum bets. */
  app.get('/wps/relay/GCSGAME_getVassGameType', (c) => ok(c, { content: vendorGameTypes(catalogue()) }));

  /** Every vendor grouped by category (spec §3 "Game vendor data": sorting + mapping). */
  app.get('/wps/relay/GCSGAME_newGameVendor', (c) => ok(c, vendorDataFor(c, catalogue())));

  // Game list, hot games -----------------------------------------------------------------------

  app.get('/wps/relay/GCSGAME_gameList', (c) => {
    const cat = catalogue();
    const q = c.req.query();
    const type = (q.gameType ?? '').trim().toUpperCase();
    const query: GameListQuery = {
      gameType: categoryOf(q.gameType),
      gameName: q.gameName,
      gameClassify: q.gameClassify,
      isNew: type === 'NEW' ? true : q.isNew,
      vassalage: q.vassalage,
      minBet: q.minBet,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
    // HOT stays in gameType (every category's hot games); NEW is isNew; ALL is no filter.
    if (type !== 'FAV' && type !== 'REC') return ok(c, gameListPage(cat, query));
    // FAV and REC: the member's own games, the other filters still applying.
    const member = sessionMember(c);
    if (!member) return notLoggedIn(c);
    const world = c.get('world');
    const ids = type === 'FAV' ? favouritesOf(world, member.account) : recentIdsOf(world, member.account);
    const allowed = new Set(filterGames(cat, query).map((g) => g.nodeId));
    const { items, pageNum, totalPages } = pageOf(
      gamesByIds(cat, ids).filter((g) => allowed.has(g.nodeId)),
      query.pageNo,
      query.pageSize,
    );
    return ok(c, { games: items, pageNum, totalPages });
  });

  app.get('/wps/relay/GCSGAME_hotGamesV2', (c) => ok(c, { list: hotGames(catalogue(), categoryOf(c.req.query('gameType'))) }));

  /** Hot matches of the home ticker (spec §2.10, §3). The path is unverified: the public bundles do not show it. */
  app.get('/wps/relay/GCSGAME_hotMatches', (c) => ok(c, { list: hotMatches(catalogue()) }));

  // Favourites ---------------------------------------------------------------------------------

  app.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    authed(async (c, member) => {
      const { nodeId } = await favouriteTarget(c);
      if (!gameById(catalogue(), nodeId)) return fail(c, 400, 'game.not.found', GAME_NOT_FOUND);
      const favourites = stateOf(c.get('world')).favourites;
      const list = (favourites.get(member.account) ?? []).filter((id) => id !== nodeId);
      favourites.set(member.account, [nodeId, ...list]);
      return ok(c, { success: true });
    }),
  );

  app.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    authed(async (c, member) => {
      const { nodeId } = await favouriteTarget(c);
      if (!gameById(catalogue(), nodeId)) return fail(c, 400, 'game.not.found', GAME_NOT_FOUND);
      const favourites = stateOf(c.get('world')).favourites;
      favourites.set(
        member.account,
        (favourites.get(member.account) ?? []).filter((id) => id !== nodeId),
      );
      return ok(c, { success: true });
    }),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    authed((c, member) => ok(c, [...favouritesOf(c.get('world'), member.account)])),
  );

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    authed((c, member) => {
      const cat = catalogue();
      const ids = gamesOfType(gamesByIds(cat, favouritesOf(c.get('world'), member.account)), c.req.query('gameType')).map((g) => g.nodeId);
      return ok(c, favouritesPage(cat, ids, c.req.query('pageNo'), c.req.query('pageSize')));
    }),
  );

  // Recents ------------------------------------------------------------------------------------

  app.get(
    '/wps/relay/MCS2_addRecentGame',
    authed((c, member) => {
      const nodeId = (c.req.query('nodeId') ?? '').trim();
      if (!gameById(catalogue(), nodeId)) return fail(c, 400, 'game.not.found', GAME_NOT_FOUND);
      addRecent(c.get('world'), member.account, nodeId, now());
      return ok(c, { success: true });
    }),
  );

  app.get(
    '/wps/relay/GCS_recentGame',
    authed((c, member) => {
      const cat = catalogue();
      const ids = gamesOfType(gamesByIds(cat, recentIdsOf(c.get('world'), member.account)), c.req.query('gameType')).map((g) => g.nodeId);
      return ok(c, recentsPage(cat, ids, c.req.query('page') ?? c.req.query('pageNo'), c.req.query('pageSize')));
    }),
  );

  // Launch -------------------------------------------------------------------------------------

  /** Any session may launch, a free-trial (type 4) member included; the game page is simulated at /sim-game/. */
  app.get(
    '/wps/game/launchGame',
    authed((c, member) => {
      const cat = catalogue();
      const q = c.req.query();
      if (blank(q.launchMode)) return fail(c, 500, '#727', 'System busy, please try again later');
      if (member.unfinishedGame) {
        member.unfinishedGame -= 1;
        return fail(c, 400, '#734', 'The previous game has not finished');
      }
      const lang = encodeURIComponent(languageOf(q.language));
      const world = c.get('world');
      if ((q.launchMode as string).trim().toUpperCase() === 'LOTT') {
        const code = (q.code ?? q.gameCode ?? '').trim();
        const lottery = code ? lotteryByCode(cat, code) : undefined;
        if (!lottery) return fail(c, 400, 'game.not.found', GAME_NOT_FOUND);
        const prizeMode = prizeModeOf(q.prizeMode);
        if (!prizeMode) return fail(c, 400, 'prizeMode.invalid', 'Unknown error');
        if (lottery.nodeId) addRecent(world, member.account, lottery.nodeId, now());
        const back = safePath(q.backUrl);
        const url = `/sim-game/lottery/${encodeURIComponent(code)}?prizeMode=${prizeMode}&lang=${lang}${back ? `&backUrl=${encodeURIComponent(back)}` : ''}`;
        return ok(c, { content: { game_url: url } });
      }
      // A vendor tile names no game: the vendor's own lobby opens (sports books, live halls).
      const lobby = blank(q.nodeId) && blank(q.gameId) ? cat.vendors.find((v) => v.code === q.vassalage) : undefined;
      if (lobby) return ok(c, { content: { game_url: `/sim-game/vendor/${encodeURIComponent(lobby.code)}?lang=${lang}` } });
      const game = findGame(cat, { nodeId: q.nodeId, gameId: q.gameId, vassalage: q.vassalage });
      if (!game) return fail(c, 400, 'game.not.found', GAME_NOT_FOUND);
      addRecent(world, member.account, game.nodeId, now());
      return ok(c, { content: { game_url: `/sim-game/${game.nodeId}?lang=${lang}` } });
    }),
  );

  // Lottery gateway: raw JSON, no envelope -----------------------------------------------------

  /** A map keyed by gameId of the prize mode's lottery games (each with its group id); {} for a mode without games. */
  app.get('/lgw/games/mobile', (c) => {
    const mode = prizeModeOf(c.req.query('prizeMode'));
    const map: Record<string, unknown> = {};
    for (const group of mode ? lotteryMenu(catalogue(), mode) : []) {
      for (const game of group.games) map[String(game.gameId)] = { ...game, gameGroupId: group.gameGroupId, prizeMode: mode };
    }
    return c.json(map);
  });

  app.get('/lgw/games/mobile_game_menus', (c) => {
    const mode = prizeModeOf(c.req.query('prizeMode'));
    return c.json(mode ? lotteryMenu(catalogue(), mode) : []);
  });

  /** The Vietnam lottery menu (shape unverified: regions of provinces). */
  app.get('/lgw/vn/games/game_menu', (c) => c.json(vnLotteryMenu(catalogue())));

  // Spec §7 "VN numero" and "recent VN lottery": the calls' paths and shapes are not in the public
  // evidence (unverified; the simulator's own model in data/vn-draws.ts). Their state is the clock: the
  // current numero, its close time and the latest results move on as draws fall due.
  // A refusal comes in the platform's usual envelope, so the client reads it as a failed call.
  const vnUnknown = (c: Context<SimEnv>) => fail(c, 404, 'game.not.found', GAME_NOT_FOUND);
  const vnCode = (c: Context<SimEnv>) => {
    const code = (c.req.query('gameCode') ?? '').trim();
    return code === '' ? undefined : code;
  };

  /** Each Vietnam game's current draw (the next to be drawn: numero, close and draw times, recent numeros); ?gameCode= narrows to one. */
  app.get('/lgw/vn/games/numero', (c) => {
    const answer = vnNumeros(catalogue(), now(), vnCode(c));
    return answer ? c.json(answer) : vnUnknown(c);
  });

  /** The latest result of every Vietnam game, or with ?gameCode= that game's latest `size` results (newest first). */
  app.get('/lgw/vn/games/recent_lottery', (c) => {
    const answer = vnRecentResults(catalogue(), now(), vnCode(c), Number(c.req.query('size') ?? ''));
    return answer ? c.json(answer) : vnUnknown(c);
  });
}

// ---------------------------------------------------------------- pictures and game pages

/** Escapes text for HTML content and attribute values. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The picture inlined as a data: URL (the page's CSP allows no other image source). */
function pictureTag(png: Uint8Array<ArrayBuffer> | undefined): string | undefined {
  return png && `<img src="data:image/png;base64,${pngBase64(png)}" alt="" width="160" height="160">`;
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

function gamePage(input: { title: string; subtitle: string; lang: string; back: string; picture?: string }): string {
  const { title, subtitle, back, picture } = input;
  const lang = /^[A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?$/.test(input.lang) ? input.lang.toLowerCase() : 'en';
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#0f1420;color:#fff;font-family:Arial,Helvetica,sans-serif}
main{text-align:center;padding:24px}
h1{font-size:24px;margin:16px 0 8px}
p{margin:0 0 24px;color:#b8c0d0}
img{display:block;margin:0 auto;width:160px;height:160px}
a{display:inline-block;padding:12px 32px;border-radius:24px;background:#f5b400;color:#111;text-decoration:none;font-weight:700}
</style>
</head>
<body>
<main data-testid="sim-game">
${picture ?? ''}
<h1 data-testid="sim-game-title">${escapeHtml(title)}</h1>
<p>${escapeHtml(subtitle)}</p>
<a href="${escapeHtml(back)}" data-testid="sim-game-back">Back</a>
</main>
</body>
</html>
`;
}

/**
 * A simulated image CDN (spec §9): /sim-cdn/<name>/sim-assets/... serves what /sim-assets/... does, so a
 * consolidated settings' imageCDNs entry "/sim-cdn/<name>" is a CDN base. A CDN whose name starts with
 * "down" is one that fails: it answers 503 for every picture.
 */
const SIM_CDN = /^\/sim-cdn\/([a-z0-9-]{1,40})(\/sim-assets\/.*)$/;

export function mountSimAssets<E extends Env = Env>(app: Hono<E>, catalogue: () => Catalogue): void {
  app.get('/sim-cdn/*', (c) => {
    const m = SIM_CDN.exec(c.req.path);
    if (!m) return c.text('Not found', 404);
    if (m[1]?.startsWith('down')) return c.text('CDN unavailable', 503);
    const png = assetPng(catalogue(), m[2] ?? '');
    if (png === undefined) return c.text('Not found', 404);
    return c.body(png, 200, { 'Content-Type': PNG_CONTENT_TYPE, 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' });
  });

  app.get('/sim-assets/*', (c) => {
    const png = assetPng(catalogue(), c.req.path);
    if (png === undefined) {
      // The simulator drew SVG pictures before PNGs: a state saved then still names them, so they move for good.
      const drawn = c.req.path.endsWith('.svg') ? `${c.req.path.slice(0, -'.svg'.length)}.png` : undefined;
      if (drawn && assetPng(catalogue(), drawn) !== undefined) return c.redirect(drawn, 301);
      return c.text('Not found', 404);
    }
    return c.body(png, 200, {
      'Content-Type': PNG_CONTENT_TYPE,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  const page = (c: Context<E>, html: string, status: 200 | 404 = 200) =>
    c.html(html, status, { 'Content-Security-Policy': PAGE_CSP, 'X-Content-Type-Options': 'nosniff' });
  const backOf = (c: Context<E>) => safePath(c.req.query('backUrl')) ?? HOME_PATH;
  const langOf = (c: Context<E>) => c.req.query('lang') ?? '';
  const notFound = (c: Context<E>) => page(c, gamePage({ title: 'Game not found', subtitle: 'This game does not exist.', lang: langOf(c), back: backOf(c) }), 404);

  app.get('/sim-game/lottery/:code', (c) => {
    const cat = catalogue();
    const code = c.req.param('code');
    const lottery = lotteryByCode(cat, code);
    if (!lottery) return notFound(c);
    const mode = prizeModeOf(c.req.query('prizeMode')) ?? 'Lott';
    const picture = pictureTag(lottery.nodeId ? assetPng(cat, gameIconPath(lottery.nodeId)) : undefined);
    return page(c, gamePage({ title: lottery.displayName, subtitle: `Simulated lottery ${code} (${mode})`, lang: langOf(c), back: backOf(c), picture }));
  });

  app.get('/sim-game/vendor/:code', (c) => {
    const cat = catalogue();
    const vendor = cat.vendors.find((v) => v.code === c.req.param('code'));
    if (!vendor) return notFound(c);
    const picture = pictureTag(assetPng(cat, vendorIconPath(vendor.code)));
    return page(c, gamePage({ title: vendor.displayName, subtitle: `Simulated ${vendor.displayName} lobby`, lang: langOf(c), back: backOf(c), picture }));
  });

  app.get('/sim-game/:nodeId', (c) => {
    const cat = catalogue();
    const game = gameById(cat, c.req.param('nodeId'));
    if (!game) return notFound(c);
    const vendor = cat.vendors.find((v) => v.code === game.vassalage)?.displayName ?? game.vassalage;
    const picture = pictureTag(assetPng(cat, gameIconPath(game.nodeId)));
    return page(c, gamePage({ title: game.displayName, subtitle: `Simulated game by ${vendor}`, lang: langOf(c), back: backOf(c), picture }));
  });

  app.get('/sim-game/*', notFound);
}
