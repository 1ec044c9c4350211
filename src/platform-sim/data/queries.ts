/**
 * Pure reads over the catalogue for the simulator's game endpoints (shared/platform-api.md "Games").
 * Every function takes the catalogue and plain arguments and returns plain data; the HTTP layer only
 * parses query strings and wraps answers in the envelope.
 */
import {
  type Catalogue,
  GAME_CATEGORIES,
  GAME_PAGE_SIZE,
  type Game,
  type GameCategory,
  type HotMatch,
  type LotteryGroup,
  RECENT_PAGE_SIZE,
  type VendorData,
  type VnLotteryRegion,
  CLASSIFICATIONS,
  RNG_MIN_BETS,
  slug,
} from './catalogue';
import { IMAGE_KINDS, type ImageKind, renderPng } from './images';

/** Filters of GCSGAME_gameList; empty strings and undefined mean "any" (query strings arrive that way). */
export interface GameListQuery {
  gameType?: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: boolean | string;
  vassalage?: string;
  minBet?: number | string;
  /** 1-based; anything below 1 or not a number reads as 1. */
  pageNo?: number | string;
  pageSize?: number | string;
}

export interface GameListPage {
  games: Game[];
  pageNum: number;
  totalPages: number;
}

const blank = (v: unknown): boolean => v === undefined || v === null || v === '';

function positiveInt(value: number | string | undefined, fallback: number): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return n !== undefined && Number.isFinite(n) && n >= 1 ? Math.floor(n) : fallback;
}

/** One page of a list: 1-based page, totalPages at least 1, an empty page past the end. */
export function pageOf<T>(items: readonly T[], pageNo?: number | string, pageSize?: number | string, defaultSize = GAME_PAGE_SIZE) {
  const size = positiveInt(pageSize, defaultSize);
  const page = positiveInt(pageNo, 1);
  return {
    items: items.slice((page - 1) * size, page * size),
    pageNum: page,
    totalPages: Math.max(1, Math.ceil(items.length / size)),
  };
}

/**
 * Whether a game belongs to a requested category. The platform lists e-sport and cockfight vendors under
 * SPORTS, so asking for SPORTS also gives their games; asking for ESPORTS or COCKFIGHT gives only those.
 * HOT (a client tab, not a category) matches the hot games of every category.
 */
export function matchesGameType(game: Game, gameType: string | undefined): boolean {
  if (blank(gameType)) return true;
  const type = (gameType as string).toUpperCase();
  if (type === 'HOT') return game.isHot;
  if (game.gameType === type) return true;
  return type === 'SPORTS' && (game.gameType === 'ESPORTS' || game.gameType === 'COCKFIGHT');
}

const truthy = (v: boolean | string | undefined) => v === true || v === 'true' || v === '1' || v === 'Y';

export function filterGames(cat: Catalogue, query: GameListQuery): Game[] {
  const name = blank(query.gameName) ? '' : String(query.gameName).trim().toLowerCase();
  const minBet = blank(query.minBet) ? undefined : Number(query.minBet);
  const classify = blank(query.gameClassify) ? '' : String(query.gameClassify).toLowerCase();
  return cat.games.filter(
    (g) =>
      matchesGameType(g, query.gameType) &&
      (!name || g.gameName.toLowerCase().includes(name) || g.displayName.toLowerCase().includes(name)) &&
      (!classify || g.gameClassify.toLowerCase() === classify) &&
      (blank(query.isNew) || !truthy(query.isNew) || g.isNew) &&
      (blank(query.vassalage) || g.vassalage === query.vassalage) &&
      (minBet === undefined || Number.isNaN(minBet) || g.minBet === minBet),
  );
}

/** GCSGAME_gameList → value {games, pageNum, totalPages}; 26 a page unless pageSize says otherwise. */
export function gameListPage(cat: Catalogue, query: GameListQuery = {}): GameListPage {
  const { items, pageNum, totalPages } = pageOf(filterGames(cat, query), query.pageNo, query.pageSize, GAME_PAGE_SIZE);
  return { games: items, pageNum, totalPages };
}

/** GCSGAME_hotGamesV2 → value.list: hot games of one category, or of all when gameType is empty or HOT. */
export function hotGames(cat: Catalogue, gameType?: string): Game[] {
  return cat.games.filter((g) => g.isHot && matchesGameType(g, gameType));
}

/** GCSGAME_newGameVendor: every vendor grouped by category (spec §3 vendor data). */
export function vendorsByCategory(cat: Catalogue): VendorData {
  return cat.vendorData;
}

/** /lgw/games/mobile_game_menus?prizeMode=: groups for Lott or Elott (case-insensitive); none for other modes. */
export function lotteryMenu(cat: Catalogue, prizeMode: string): LotteryGroup[] {
  const mode = prizeMode.toLowerCase();
  if (mode === 'lott') return cat.lotteryGroups.Lott;
  if (mode === 'elott') return cat.lotteryGroups.Elott;
  return [];
}

/** /lgw/vn/games/game_menu: Vietnam lottery regions and their provinces (shape unverified). */
export function vnLotteryMenu(cat: Catalogue): VnLotteryRegion[] {
  return cat.vnLotteryMenu;
}

export interface VendorGameType {
  vassalage: string;
  displayName: string;
  gameType: GameCategory;
  /** Classifications this vendor's games use, in the category's order. */
  gameClassify: string[];
  /** Minimum bets this vendor's games use, ascending (the filter offers these for RNG). */
  minBets: number[];
  gameCount: number;
}

/** GCSGAME_getVassGameType → value.content: one entry per vendor with its category and filters (shape unverified). */
export function vendorGameTypes(cat: Catalogue): VendorGameType[] {
  return cat.vendors.map((v) => {
    const games = cat.games.filter((g) => g.vassalage === v.code);
    const used = new Set(games.map((g) => g.gameClassify));
    const minBets = [...new Set(games.map((g) => g.minBet))].sort((a, b) => a - b);
    return {
      vassalage: v.code,
      displayName: v.displayName,
      gameType: v.gameCategory,
      gameClassify: CLASSIFICATIONS[v.gameCategory].filter((c) => used.has(c)),
      minBets: v.gameCategory === 'RNG' ? minBets.filter((b) => (RNG_MIN_BETS as readonly number[]).includes(b)) : minBets,
      gameCount: games.length,
    };
  });
}

export function gameById(cat: Catalogue, nodeId: string | number): Game | undefined {
  const id = String(nodeId);
  return cat.games.find((g) => g.nodeId === id);
}

/** The game a launch request names: by nodeId, else by vendor and gameId (or roomId). */
export function findGame(cat: Catalogue, q: { nodeId?: string | number; gameId?: string; vassalage?: string }): Game | undefined {
  if (!blank(q.nodeId)) return gameById(cat, q.nodeId as string | number);
  if (blank(q.gameId)) return undefined;
  return cat.games.find((g) => (g.gameId === q.gameId || g.roomId === q.gameId) && (blank(q.vassalage) || g.vassalage === q.vassalage));
}

/** Games for a list of node ids, in the ids' order, unknown ids skipped. */
export function gamesByIds(cat: Catalogue, ids: readonly (string | number)[]): Game[] {
  return ids.flatMap((id) => {
    const game = gameById(cat, id);
    return game ? [game] : [];
  });
}

/** MCSFE_getFavoriteGamesList → value {content, pageNum, totalPages}. */
export function favouritesPage(cat: Catalogue, ids: readonly string[], pageNo?: number | string, pageSize?: number | string) {
  const { items, pageNum, totalPages } = pageOf(gamesByIds(cat, ids), pageNo, pageSize, GAME_PAGE_SIZE);
  return { content: items, pageNum, totalPages };
}

/** GCS_recentGame → value {list, totalPages}; 25 a page. Pass ids most recent first. */
export function recentsPage(cat: Catalogue, ids: readonly string[], pageNo?: number | string, pageSize?: number | string) {
  const { items, totalPages } = pageOf(gamesByIds(cat, ids), pageNo, pageSize, RECENT_PAGE_SIZE);
  return { list: items, totalPages };
}

export function hotMatches(cat: Catalogue): HotMatch[] {
  return cat.hotMatches;
}

/**
 * The PNG behind a /sim-assets/<kind>/<id>.png path (query string ignored), or undefined for a
 * path the catalogue does not know. Team ids are slugs of the team names.
 */
export function assetPng(cat: Catalogue, path: string): Uint8Array<ArrayBuffer> | undefined {
  const m = /^\/sim-assets\/([a-z]+)\/([A-Za-z0-9_-]+)\.png(?:\?.*)?$/.exec(path);
  if (!m) return undefined;
  const kind = m[1] as ImageKind;
  const id = m[2] as string;
  if (!IMAGE_KINDS.includes(kind)) return undefined;
  const label = assetLabel(cat, kind, id);
  return label === undefined ? undefined : renderPng(kind, id, label);
}

function assetLabel(cat: Catalogue, kind: ImageKind, id: string): string | undefined {
  switch (kind) {
    case 'game':
      return gameById(cat, id)?.displayName;
    case 'vendor':
      return cat.vendors.find((v) => v.code === id)?.displayName;
    case 'banner':
      return cat.banners.find((b) => b.id === id)?.title;
    case 'team':
      for (const m of cat.hotMatches) {
        if (slug(m.homeTeam) === id) return m.homeTeam;
        if (slug(m.awayTeam) === id) return m.awayTeam;
      }
      return undefined;
    case 'brand':
      // <merchant>-<asset>, e.g. jade-logo: the merchant's name, as initials on the picture.
      return /^[a-z0-9]+-(logo|icon)$/.test(id) ? `${id.split('-')[0]?.toUpperCase()} Platform` : undefined;
  }
}

/** Categories that have at least one game, in tab order. */
export function categoriesWithGames(cat: Catalogue): GameCategory[] {
  return GAME_CATEGORIES.filter((c) => cat.games.some((g) => g.gameType === c));
}
