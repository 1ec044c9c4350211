/**
 * Games (platform-api.md "Games"; spec §2.10–2.11, §3, §4, §7, §9): vendors, the game list and its quick
 * filters, hot games and matches, favourites, recents, launches and the lottery gateway (/lgw answers raw
 * JSON without the envelope). Also the pure rules the screens build on: vendor grouping, prize mode and
 * where a tile's launch goes.
 *
 * The merchant code and the language travel in the query string as well as in the headers, and both are
 * part of every cache key, so a language change loads the lists again.
 */
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { safeUrl } from '../lib/safe-url';
import { isRecord, request } from './http';
import { flag, type Json, list, number, object, optionalNumber, optionalText, type Page, text } from './parse';

/** Spec §9. */
export const GAME_PAGE_SIZE = 26;
export const RECENT_PAGE_SIZE = 25;
export const ESPORTS_VENDORS: readonly string[] = ['TF', 'IA'];
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88', 'SV3'];
const PLATFORM = 'html5';
const CLIENT_TYPE = 2;

/** Spec §9 prize modes, spelled as the lottery gateway spells them. */
export type PrizeMode = 'Lott' | 'Elott' | 'ZY';

/** Who asks: the merchant code and the platform language code (EN, MY, …). */
export interface GameScope {
  merchant: string;
  language: string;
}

// ---------------------------------------------------------------- entities (spec §3)

export interface GameItem {
  nodeId: string;
  /** gameName, else nodeName, else displayName. */
  name: string;
  /** The vendor code (`vassalage` on the wire). */
  vendor: string;
  /** The category (RNG, LIVE, …); empty when the platform leaves it out. */
  gameType: string;
  /** The game id, or the room id when only that is sent. */
  gameId: string;
  roomId?: string;
  /** mobileLargeIcon, else iconUrl, else showIcon. */
  icon?: string;
  /** Whether the game offers trial play. */
  supportPlay: boolean;
  gameClassify?: string;
  minBet?: number;
  isNew: boolean;
}

export interface Vendor {
  vendor: string;
  displayName: string;
  accountTypeName?: string;
  icon?: string;
}

export interface VendorCategory {
  category: string;
  vendors: Vendor[];
}

/** Spec §3 "Game vendor data": categories in display order, and vendors by category. */
export interface VendorData {
  sorting: VendorCategory[];
  mapping: Record<string, Vendor[]>;
}

/** One vendor's filters for the side panel (shape unverified: the public bundles only show `content`). */
export interface VendorGameType {
  vendor: string;
  displayName?: string;
  gameType?: string;
  classifications: string[];
  minBets: number[];
}

export interface HotMatch {
  /** Epoch milliseconds. */
  matchTime: number;
  league: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl?: string;
  awayTeamImageUrl?: string;
  vendor: string;
  roomId: string;
  nodeId: string;
}

export interface LotteryGame {
  gameId: string;
  code: string;
  name?: string;
  icon?: string;
  remark?: string;
  /** entPlaySwitch: the entertainment play is on. */
  entPlay: boolean;
  /** tradPlaySwitch: the traditional play is on. */
  tradPlay: boolean;
  mUi?: string;
  css?: string;
  nodeId?: string;
  gameGroupId?: string;
}

export interface LotteryGroup {
  gameGroupId: string;
  displayName: string;
  games: LotteryGame[];
}

/** The Vietnam lottery menu's shape is unverified: regions (`games` or `gameMenus`) of provinces. */
export interface VnLotteryGame {
  gameId: string;
  code: string;
  name?: string;
  nodeId?: string;
  icon?: string;
  /** Weekdays with a draw, 0 = Sunday. */
  drawDays: number[];
  drawTime?: string;
}

export interface VnLotteryRegion {
  region?: string;
  displayName: string;
  games: VnLotteryGame[];
}

/** Game-list filter (spec §3, §4): gameType is a category or a quick filter (ALL, NEW, FAV, REC, HOT). */
export interface GameFilter {
  gameType?: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: boolean;
  vassalage?: string;
  minBet?: number;
}

// ---------------------------------------------------------------- parsing

/** An icon the platform sent, kept only as an https address or a same-origin path (lib/safe-url): it loads unasked. */
const imageUrl = (raw: string | undefined) => safeUrl(raw)?.href;

function firstText(record: Json, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = optionalText(record, key);
    if (value) return value;
  }
  return undefined;
}

const texts = (value: unknown, what: string) => (value === undefined || value === null ? [] : list(value, what, (v) => text({ v }, 'v')));
const numbers = (value: unknown, what: string) => (value === undefined || value === null ? [] : list(value, what, (v) => number({ v }, 'v')));

/** The lottery gateway sends lists as arrays or as maps whose values are the items. */
function itemsOf(value: unknown, what: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (isRecord(value)) return Object.values(value);
  throw new Error(`${what} is neither a list nor a map`);
}

export function parseGameItem(value: unknown): GameItem {
  const g = object(value, 'game');
  const name = firstText(g, ['gameName', 'nodeName', 'displayName']);
  if (name === undefined) throw new Error('game has no name');
  return {
    nodeId: text(g, 'nodeId'),
    name,
    vendor: text(g, 'vassalage'),
    gameType: optionalText(g, 'gameType') ?? '',
    gameId: firstText(g, ['gameId', 'roomId']) ?? '',
    roomId: optionalText(g, 'roomId'),
    icon: imageUrl(firstText(g, ['mobileLargeIcon', 'iconUrl', 'showIcon'])),
    supportPlay: flag(g, 'supportPlay'),
    gameClassify: optionalText(g, 'gameClassify'),
    minBet: optionalNumber(g, 'minBet'),
    isNew: flag(g, 'isNew'),
  };
}

const games = (value: unknown, what: string) => list(value, what, parseGameItem);

function parseVendor(value: unknown): Vendor {
  const v = object(value, 'vendor');
  const vendor = text(v, 'vassalage');
  return {
    vendor,
    displayName: firstText(v, ['displayName', 'accountTypeName']) ?? vendor,
    accountTypeName: optionalText(v, 'accountTypeName'),
    icon: imageUrl(firstText(v, ['mobileLargeIcon', 'iconUrl'])),
  };
}

/**
 * Sorting entries carry either `vendorNames` (a category of vendors) or a `vassalage` of their own (one
 * vendor each); both become one entry per category, in first-seen order. Mapping values that are not
 * lists of vendors are skipped (their shape on the real platform is unverified); categories the mapping
 * lacks are filled from the sorting.
 */
export function parseVendorData(value: unknown): VendorData {
  const data = object(value, 'vendor data');
  const sorting: VendorCategory[] = [];
  for (const entry of list(data.sorting ?? [], 'sorting', (e) => object(e, 'sorting entry'))) {
    const category = text(entry, 'gameCategory');
    const vendors = entry.vendorNames !== undefined ? list(entry.vendorNames, 'vendorNames', parseVendor) : [parseVendor(entry)];
    const known = sorting.find((c) => c.category === category);
    if (known) known.vendors.push(...vendors);
    else sorting.push({ category, vendors });
  }
  const mapping: Record<string, Vendor[]> = Object.fromEntries(sorting.map((c) => [c.category, c.vendors]));
  if (isRecord(data.mapping)) {
    for (const [category, vendors] of Object.entries(data.mapping)) {
      if (Array.isArray(vendors)) mapping[category] = vendors.map(parseVendor);
    }
  }
  return { sorting, mapping };
}

function parseVendorGameType(value: unknown): VendorGameType {
  const t = object(value, 'vendor game type');
  return {
    vendor: text(t, 'vassalage'),
    displayName: optionalText(t, 'displayName'),
    gameType: optionalText(t, 'gameType'),
    classifications: texts(t.gameClassify, 'gameClassify'),
    minBets: numbers(t.minBets, 'minBets'),
  };
}

function parseHotMatch(value: unknown): HotMatch {
  const m = object(value, 'hot match');
  return {
    matchTime: number(m, 'matchTime'),
    league: optionalText(m, 'league') ?? '',
    homeTeam: text(m, 'homeTeam'),
    awayTeam: text(m, 'awayTeam'),
    homeTeamImageUrl: optionalText(m, 'homeTeamImageUrl'),
    awayTeamImageUrl: optionalText(m, 'awayTeamImageUrl'),
    vendor: text(m, 'vendor'),
    roomId: text(m, 'roomId'),
    nodeId: text(m, 'nodeId'),
  };
}

function parseLotteryGame(value: unknown): LotteryGame {
  const g = object(value, 'lottery game');
  return {
    gameId: text(g, 'gameId'),
    code: text(g, 'code'),
    name: optionalText(g, 'displayName'),
    icon: optionalText(g, 'mobileIconUrl'),
    remark: optionalText(g, 'remark'),
    entPlay: flag(g, 'entPlaySwitch'),
    tradPlay: flag(g, 'tradPlaySwitch'),
    mUi: optionalText(g, 'mUi'),
    css: optionalText(g, 'css'),
    nodeId: optionalText(g, 'nodeId'),
    gameGroupId: optionalText(g, 'gameGroupId'),
  };
}

function parseLotteryGroup(value: unknown): LotteryGroup {
  const g = object(value, 'lottery group');
  return { gameGroupId: text(g, 'gameGroupId'), displayName: text(g, 'displayName'), games: itemsOf(g.games, 'games').map(parseLotteryGame) };
}

function parseVnLotteryGame(value: unknown): VnLotteryGame {
  const g = object(value, 'Vietnam lottery game');
  return {
    gameId: text(g, 'gameId'),
    code: text(g, 'code'),
    name: optionalText(g, 'displayName'),
    nodeId: optionalText(g, 'nodeId'),
    icon: optionalText(g, 'mobileIconUrl'),
    drawDays: numbers(g.drawDays, 'drawDays'),
    drawTime: optionalText(g, 'drawTime'),
  };
}

function parseVnLotteryRegion(value: unknown): VnLotteryRegion {
  const r = object(value, 'Vietnam lottery region');
  const region = optionalText(r, 'region');
  const displayName = optionalText(r, 'displayName') ?? region;
  if (displayName === undefined) throw new Error('region has no name');
  return { region, displayName, games: itemsOf(r.games ?? r.gameMenus, 'games').map(parseVnLotteryGame) };
}

/** A launch URL is followed by the browser: only https or a same-origin path is accepted. */
function parseGameUrl(value: unknown): string {
  const content = object(object(value, 'launch').content, 'content');
  const url = safeUrl(text(content, 'game_url'));
  if (url) return url.href;
  throw new Error('game_url is neither https nor a same-origin path');
}

const nothing = () => undefined;

// ---------------------------------------------------------------- pure rules (spec §2.10, §4)

/** Spec §4. */
export const hasMore = (page: Pick<Page<unknown>, 'pageNum' | 'totalPages'>) => page.pageNum < page.totalPages;

const nextPageParam = (last: Page<unknown>) => (hasMore(last) ? last.pageNum + 1 : undefined);

const SPLIT_FROM_SPORTS: readonly [category: string, vendors: readonly string[]][] = [
  ['ESPORTS', ESPORTS_VENDORS],
  ['COCKFIGHT', COCKFIGHT_VENDORS],
];

function uniqueVendors(vendors: Vendor[]): Vendor[] {
  const seen = new Set<string>();
  return vendors.filter((v) => !seen.has(v.vendor) && seen.add(v.vendor));
}

/**
 * Spec §4 vendor grouping: e-sport and cockfight vendors leave SPORTS for ESPORTS and COCKFIGHT, placed
 * right after SPORTS when there are any (merged with such a category if the platform already sent one).
 */
export function groupVendors(data: VendorData): VendorCategory[] {
  const sports = data.sorting.find((c) => c.category === 'SPORTS');
  if (!sports) return data.sorting;
  const splits = SPLIT_FROM_SPORTS.map(([category, codes]) => ({
    category,
    vendors: uniqueVendors([...sports.vendors.filter((v) => codes.includes(v.vendor)), ...(data.sorting.find((c) => c.category === category)?.vendors ?? [])]),
  })).filter((c) => c.vendors.length > 0);
  const leaving = new Set(SPLIT_FROM_SPORTS.flatMap(([, codes]) => codes));
  return data.sorting.flatMap((entry) => {
    if (entry.category === 'SPORTS') return [{ category: 'SPORTS', vendors: entry.vendors.filter((v) => !leaving.has(v.vendor)) }, ...splits];
    return splits.some((s) => s.category === entry.category) ? [] : [entry];
  });
}

/** The two lottery vendor keys of spec §4 (the Vietnam lotto key and the general lottery key). */
const ELOTT_LOTTERY_KEYS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * Spec §4 prize mode: Lott unless the mapping's e-lottery category (ELOTT) lists the Vietnam lotto or
 * the general lottery vendor. The mapping is keyed by category and lists vendors, as the simulator's
 * vendor data is (and as the public bundle's store rebuilds it before the same check).
 */
export function prizeMode(data: VendorData): 'Lott' | 'Elott' {
  return (data.mapping.ELOTT ?? []).some((v) => ELOTT_LOTTERY_KEYS.includes(v.vendor)) ? 'Elott' : 'Lott';
}

/** Where a game opens: its own small module, so home's first paint has it without the game calls. */
export { type LaunchSubject, type LaunchTarget, launchTarget } from './launch-rules';

// ---------------------------------------------------------------- vendors

export const getVendorGameTypes = (scope: GameScope, signal?: AbortSignal) =>
  request('/wps/relay/GCSGAME_getVassGameType', {
    query: { typeId: 1, merchant_code: scope.merchant },
    parse: (v) => list(object(v, 'vendor game types').content, 'content', parseVendorGameType),
    signal,
  });

export const vendorGameTypesQuery = (scope: GameScope) =>
  queryOptions({ queryKey: ['games', 'vendorGameTypes', scope.merchant, scope.language], queryFn: ({ signal }) => getVendorGameTypes(scope, signal), staleTime: 5 * 60_000 });

export const useVendorGameTypes = (scope: GameScope) => useQuery(vendorGameTypesQuery(scope));

export const getVendors = (signal?: AbortSignal) =>
  request('/wps/relay/GCSGAME_newGameVendor', { query: { platform: PLATFORM }, parse: parseVendorData, signal });

export const vendorsQuery = (scope: GameScope) =>
  queryOptions({ queryKey: ['games', 'vendors', scope.merchant, scope.language], queryFn: ({ signal }) => getVendors(signal), staleTime: 5 * 60_000 });

export const useVendors = (scope: GameScope) => useQuery(vendorsQuery(scope));

// ---------------------------------------------------------------- game list, hot games, hot matches

const blankOr = (value: string | number | undefined) => (value === undefined ? '' : value);

export const getGameList = (scope: GameScope, filter: GameFilter, pageNo: number, signal?: AbortSignal) =>
  request('/wps/relay/GCSGAME_gameList', {
    query: {
      merchant: scope.merchant,
      platform: PLATFORM,
      clientType: CLIENT_TYPE,
      gameType: blankOr(filter.gameType),
      gameName: blankOr(filter.gameName?.trim()),
      gameClassify: blankOr(filter.gameClassify),
      isNew: filter.isNew ? 'true' : '',
      pageNo,
      pageSize: GAME_PAGE_SIZE,
      vassalage: blankOr(filter.vassalage),
      language: scope.language,
      minBet: blankOr(filter.minBet),
    },
    parse: (v): Page<GameItem> => {
      const page = object(v, 'game list');
      return { items: games(page.games, 'games'), pageNum: number(page, 'pageNum'), totalPages: number(page, 'totalPages') };
    },
    signal,
  });

export const gameListQuery = (scope: GameScope, filter: GameFilter) =>
  infiniteQueryOptions({
    queryKey: ['games', 'list', scope.merchant, scope.language, filter],
    queryFn: ({ pageParam, signal }) => getGameList(scope, filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useGameList = (scope: GameScope, filter: GameFilter) => useInfiniteQuery(gameListQuery(scope, filter));

export const getHotGames = (scope: GameScope, gameType = '', signal?: AbortSignal) =>
  request('/wps/relay/GCSGAME_hotGamesV2', {
    query: { isPlatform: 2, merchantCode: scope.merchant, language: scope.language, platform: PLATFORM, gameType },
    parse: (v) => games(object(v, 'hot games').list, 'list'),
    signal,
  });

export const hotGamesQuery = (scope: GameScope, gameType = '') =>
  queryOptions({ queryKey: ['games', 'hot', scope.merchant, scope.language, gameType], queryFn: ({ signal }) => getHotGames(scope, gameType, signal) });

export const useHotGames = (scope: GameScope, gameType = '') => useQuery(hotGamesQuery(scope, gameType));

/** The path is unverified (the public bundles do not show it); it is the simulator's. */
export const getHotMatches = (signal?: AbortSignal) =>
  request('/wps/relay/GCSGAME_hotMatches', { parse: (v) => list(object(v, 'hot matches').list, 'list', parseHotMatch), signal });

export const hotMatchesQuery = (scope: GameScope) =>
  queryOptions({ queryKey: ['games', 'hotMatches', scope.merchant, scope.language], queryFn: ({ signal }) => getHotMatches(signal) });

export const useHotMatches = (scope: GameScope) => useQuery(hotMatchesQuery(scope));

// ---------------------------------------------------------------- favourites (need a session)

export interface FavouriteTarget {
  nodeId: string;
  vendor: string;
}

/** Favourite ids are held as strings (spec §3). */
export const getFavouriteIds = (signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getFavoriteGames', { parse: (v) => list(v, 'favourite ids', (id) => text({ id }, 'id')), signal });

export const favouriteIdsQuery = (scope: GameScope) =>
  queryOptions({ queryKey: ['games', 'favourites', 'ids', scope.merchant], queryFn: ({ signal }) => getFavouriteIds(signal) });

export const useFavouriteIds = (scope: GameScope, enabled = true) => useQuery({ ...favouriteIdsQuery(scope), enabled });

export const getFavouriteGames = (scope: GameScope, gameType: string, pageNo: number, signal?: AbortSignal) =>
  request('/wps/relay/MCSFE_getFavoriteGamesList', {
    query: { pageNo, gameType, pageSize: GAME_PAGE_SIZE, language: scope.language },
    parse: (v): Page<GameItem> => {
      const page = object(v, 'favourites');
      return { items: games(page.content, 'content'), pageNum: number(page, 'pageNum'), totalPages: number(page, 'totalPages') };
    },
    signal,
  });

export const favouriteGamesQuery = (scope: GameScope, gameType = '') =>
  infiniteQueryOptions({
    queryKey: ['games', 'favourites', 'list', scope.merchant, scope.language, gameType],
    queryFn: ({ pageParam, signal }) => getFavouriteGames(scope, gameType, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useFavouriteGames = (scope: GameScope, gameType = '', enabled = true) => useInfiniteQuery({ ...favouriteGamesQuery(scope, gameType), enabled });

export const addFavourite = ({ nodeId, vendor }: FavouriteTarget) =>
  request('/wps/relay/MCSFE_addFavoriteGameV2', { method: 'POST', body: { nodeId, vendor }, parse: nothing });

export const removeFavourite = ({ nodeId, vendor }: FavouriteTarget) =>
  request('/wps/relay/MCSFE_removeFavoriteGameV2', { method: 'DELETE', body: { nodeId, vendor }, parse: nothing });

/** Favourites changed: their ids and lists, and game lists filtered to FAV, load again. */
const refreshFavourites = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['games', 'favourites'] }),
    client.invalidateQueries({ queryKey: ['games', 'list'], predicate: (q) => (q.queryKey[4] as GameFilter | undefined)?.gameType === 'FAV' }),
  ]);

export function useAddFavourite() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addFavourite, onSettled: () => refreshFavourites(client) });
}

export function useRemoveFavourite() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeFavourite, onSettled: () => refreshFavourites(client) });
}

// ---------------------------------------------------------------- recents (need a session)

/** The answer has no pageNum: the page asked for is the page given. */
export const getRecentGames = (scope: GameScope, gameType: string, page: number, signal?: AbortSignal) =>
  request('/wps/relay/GCS_recentGame', {
    query: { page, pageSize: RECENT_PAGE_SIZE, gameType, language: scope.language, clientType: CLIENT_TYPE },
    parse: (v): Page<GameItem> => {
      const answer = object(v, 'recent games');
      return { items: games(answer.list, 'list'), pageNum: optionalNumber(answer, 'pageNum') ?? page, totalPages: number(answer, 'totalPages') };
    },
    signal,
  });

export const recentGamesQuery = (scope: GameScope, gameType = '') =>
  infiniteQueryOptions({
    queryKey: ['games', 'recents', scope.merchant, scope.language, gameType],
    queryFn: ({ pageParam, signal }) => getRecentGames(scope, gameType, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const useRecentGames = (scope: GameScope, gameType = '', enabled = true) => useInfiniteQuery({ ...recentGamesQuery(scope, gameType), enabled });

export const addRecentGame = (nodeId: string) => request('/wps/relay/MCS2_addRecentGame', { query: { nodeId }, parse: nothing });

const refreshRecents = (client: QueryClient) => client.invalidateQueries({ queryKey: ['games', 'recents'] });

export function useAddRecentGame() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addRecentGame, onSettled: () => refreshRecents(client) });
}

// ---------------------------------------------------------------- launch (needs a session)

export interface GameLaunch {
  vendor: string;
  gameId?: string;
  nodeId?: string;
}

/** Game-centre launch; answers the URL to open. Without `language` vendors open in Chinese. */
export const launchGame = (scope: GameScope, game: GameLaunch) =>
  request('/wps/game/launchGame', {
    query: {
      launchMode: 'GLS',
      platform: PLATFORM,
      clientType: CLIENT_TYPE,
      gameId: blankOr(game.gameId),
      nodeId: blankOr(game.nodeId),
      accountType: 1,
      vassalage: game.vendor,
      merchantCode: scope.merchant,
      language: scope.language,
    },
    parse: parseGameUrl,
  });

export interface LotteryLaunch {
  prizeMode: PrizeMode;
  /** A lottery game code; `lobby` (the default) opens the lottery lobby. */
  code?: string;
  /** Where the lottery's back button leads (a same-origin path). */
  backUrl: string;
  /** The lottery vendor (TCG_LOTTO_VN, TCG_SEA, …) when known. */
  vendor?: string;
  /** The play type the launch asked for (/m/launchGame?playType=trad); its name on the platform is unverified. */
  playType?: string;
}

export const launchLottery = (scope: GameScope, lottery: LotteryLaunch) =>
  request('/wps/game/launchGame', {
    query: {
      launchMode: 'LOTT',
      prizeMode: lottery.prizeMode,
      code: lottery.code ?? 'lobby',
      device: 'MOBILE',
      backUrl: lottery.backUrl,
      vassalage: lottery.vendor,
      playType: lottery.playType,
      merchantCode: scope.merchant,
      language: scope.language,
    },
    parse: parseGameUrl,
  });

/** A launch also makes the game recent. */
export function useLaunchGame(scope: GameScope) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (game: GameLaunch) => launchGame(scope, game), onSuccess: () => refreshRecents(client) });
}

export function useLaunchLottery(scope: GameScope) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (lottery: LotteryLaunch) => launchLottery(scope, lottery), onSuccess: () => refreshRecents(client) });
}

// ---------------------------------------------------------------- lottery gateway (raw JSON)

export const getLotteryMenus = (mode: PrizeMode, signal?: AbortSignal) =>
  request('/lgw/games/mobile_game_menus', { query: { prizeMode: mode }, raw: true, parse: (v) => itemsOf(v, 'lottery menus').map(parseLotteryGroup), signal });

export const lotteryMenusQuery = (scope: GameScope, mode: PrizeMode) =>
  queryOptions({ queryKey: ['games', 'lottery', 'menus', scope.merchant, scope.language, mode], queryFn: ({ signal }) => getLotteryMenus(mode, signal) });

export const useLotteryMenus = (scope: GameScope, mode: PrizeMode) => useQuery(lotteryMenusQuery(scope, mode));

/** The gateway answers a map keyed by game id; the games come back as a list. */
export const getLotteryGames = (mode: PrizeMode, signal?: AbortSignal) =>
  request('/lgw/games/mobile', { query: { prizeMode: mode }, raw: true, parse: (v) => itemsOf(v, 'lottery games').map(parseLotteryGame), signal });

export const lotteryGamesQuery = (scope: GameScope, mode: PrizeMode) =>
  queryOptions({ queryKey: ['games', 'lottery', 'games', scope.merchant, scope.language, mode], queryFn: ({ signal }) => getLotteryGames(mode, signal) });

export const useLotteryGames = (scope: GameScope, mode: PrizeMode) => useQuery(lotteryGamesQuery(scope, mode));

export const getVnLotteryMenu = (signal?: AbortSignal) =>
  request('/lgw/vn/games/game_menu', { raw: true, parse: (v) => itemsOf(v, 'Vietnam lottery menu').map(parseVnLotteryRegion), signal });

export const vnLotteryMenuQuery = (scope: GameScope) =>
  queryOptions({ queryKey: ['games', 'lottery', 'vn', scope.merchant, scope.language], queryFn: ({ signal }) => getVnLotteryMenu(signal) });

export const useVnLotteryMenu = (scope: GameScope) => useQuery(vnLotteryMenuQuery(scope));

// ---------------------------------------------------------------- e-lottery list from cache (spec §9)

/** Resolves after `ms`, or rejects as soon as the signal aborts. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * Spec §9 "Elottery list from cache: returned after a 1 s delay": the gateway is asked for the e-lottery
 * list once per merchant and language; a later ask answers the kept list after `delayMs` instead of
 * calling again. A failed or unreadable answer is not kept, so a retry asks the gateway again.
 */
export function createElotteryCache(load: (signal?: AbortSignal) => Promise<LotteryGame[]> = (signal) => getLotteryGames('Elott', signal)) {
  const kept = new Map<string, LotteryGame[]>();
  return {
    async get(scope: GameScope, delayMs: number, signal?: AbortSignal): Promise<LotteryGame[]> {
      const key = `${scope.merchant}|${scope.language}`;
      const list = kept.get(key);
      if (list) {
        await wait(delayMs, signal);
        return list;
      }
      const fresh = await load(signal);
      kept.set(key, fresh);
      return fresh;
    },
    clear: () => kept.clear(),
  };
}

/** The page's one e-lottery cache. */
export const elotteryCache = createElotteryCache();

/** The lottery list of a prize mode (GET lottery list, spec §7): the e-lottery one comes from the cache. */
export const lotteryListQuery = (scope: GameScope, mode: PrizeMode, cacheDelayMs: number) =>
  queryOptions({
    queryKey: ['games', 'lottery', 'list', scope.merchant, scope.language, mode],
    queryFn: ({ signal }) => (mode === 'Elott' ? elotteryCache.get(scope, cacheDelayMs, signal) : getLotteryGames(mode, signal)),
  });

export const useLotteryList = (scope: GameScope, mode: PrizeMode, cacheDelayMs: number, enabled = true) => useQuery({ ...lotteryListQuery(scope, mode, cacheDelayMs), enabled });
