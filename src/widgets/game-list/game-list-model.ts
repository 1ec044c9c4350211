/**
 * The game list's rules as plain functions (spec §2.11 "Game list" and "Game filter side panel", §4
 * "Game filter", §8, §9): the quick filters and the call behind each, the criteria of the filter panel,
 * which vendors, classifications and other categories a category offers, and the query of one list.
 */
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import {
  type GameItem,
  type GameScope,
  getFavouriteGames,
  getGameList,
  getHotGames,
  getRecentGames,
  groupVendors,
  hasMore,
  type Vendor,
  type VendorData,
  type VendorGameType,
} from '../../api/games';
import type { Page } from '../../api/parse';

/** Spec §9 "Game select types", in the order the screen shows them. */
export const QUICK_FILTERS = ['ALL', 'NEW', 'FAV', 'REC', 'HOT'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** FAV and REC are the player's own games: they need a session (spec §5, §8). */
export const needsSession = (filter: QuickFilter) => filter === 'FAV' || filter === 'REC';

/** The lottery category of the panel's list leads to the lottery lobby (spec §2.11). */
export const LOTTERY_CATEGORY = 'LOTT';
/** Hidden in the panel's list of other categories (spec §2.11). */
export const HIDDEN_CATEGORY = 'ELOTT';
/** The category without classifications (spec §2.11). */
export const NO_CLASSIFY_CATEGORY = 'FISH';
/** The only category with the minimum-bet filter (spec §2.11, §9). */
export const MIN_BET_CATEGORY = 'RNG';

/** Categories the screen has a name for (others show their code). */
export const KNOWN_CATEGORIES: readonly string[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'LIVE', 'FISH', 'RNG', 'PVP', 'LOTT', 'ELOTT', 'INHOUSE', 'HOT'];

/** What narrows the list besides the quick filter (spec §3 "Game filter": gameClassify, minBet, vassalage, gameName). */
export interface Criteria {
  vendor?: string;
  classify?: string;
  minBet?: number;
  name: string;
}

export const NO_CRITERIA: Criteria = { name: '' };

/** Spec §2.11: selecting the vendor already selected clears it. */
export const toggleVendor = (current: string | undefined, picked: string | undefined) => (picked === undefined || picked === current ? undefined : picked);

/** The panel's selections without the name search, which the panel does not touch. */
export const panelCriteria = (c: Criteria): Omit<Criteria, 'name'> => ({ vendor: c.vendor, classify: c.classify, minBet: c.minBet });

/**
 * A category's vendors for the carousel and the panel: the platform's own list for the category (its
 * game list for SPORTS also holds the e-sport and cockfight games), else the grouped one (ESPORTS and
 * COCKFIGHT only exist after the split); without a category, every vendor.
 */
export function vendorsOf(data: VendorData | undefined, category: string): Vendor[] {
  if (!data) return [];
  if (!category) return unique(groupVendors(data).flatMap((c) => c.vendors));
  const listed = data.mapping[category];
  if (listed?.length) return listed;
  return groupVendors(data).find((c) => c.category === category)?.vendors ?? [];
}

/**
 * A vendor of the game lobby by its code, with the first category that lists it (the category its games'
 * launch names); undefined when the platform has no such vendor. Codes match ignoring case.
 */
export function lobbyVendor(data: VendorData, code: string): { vendor: Vendor; category: string } | undefined {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return undefined;
  for (const group of groupVendors(data)) {
    const vendor = vendorsOf(data, group.category).find((v) => v.vendor.toUpperCase() === wanted);
    if (vendor) return { vendor, category: group.category };
  }
  return undefined;
}

function unique(vendors: Vendor[]): Vendor[] {
  const seen = new Set<string>();
  return vendors.filter((v) => !seen.has(v.vendor) && seen.add(v.vendor));
}

/**
 * The classifications offered: those of the chosen vendor, else of every vendor of the category, in
 * first-seen order; none for FISH.
 */
export function classificationsOf(types: VendorGameType[] | undefined, vendors: Vendor[], category: string, vendor?: string): string[] {
  if (!types || category === NO_CLASSIFY_CATEGORY) return [];
  const wanted = new Set(vendor ? [vendor] : vendors.map((v) => v.vendor));
  return [...new Set(types.filter((t) => wanted.has(t.vendor)).flatMap((t) => t.classifications))];
}

/** The panel's list of other categories: every category but this one and ELOTT; the lottery one opens /m/lottery. */
export function otherCategories(data: VendorData | undefined, category: string): { category: string; href: string }[] {
  if (!data) return [];
  return groupVendors(data)
    .map((c) => c.category)
    .filter((c) => c !== category && c !== HIDDEN_CATEGORY)
    .map((c) => ({ category: c, href: categoryHref(c) }));
}

export const categoryHref = (category: string) => (category === LOTTERY_CATEGORY ? '/m/lottery' : `/m/gameList?${new URLSearchParams({ gameType: category })}`);

/** FAV, REC and HOT come from calls without these filters: the criteria narrow what they answer. */
export function matchesCriteria(game: GameItem, c: Criteria): boolean {
  const name = c.name.trim().toLowerCase();
  return (
    (!c.vendor || game.vendor === c.vendor) &&
    (!c.classify || (game.gameClassify ?? '').toLowerCase() === c.classify.toLowerCase()) &&
    (c.minBet === undefined || game.minBet === c.minBet) &&
    (!name || game.name.toLowerCase().includes(name))
  );
}

const filteredByServer = (filter: QuickFilter) => filter === 'ALL' || filter === 'NEW';

/**
 * The games to show: every page in order, narrowed by the criteria where the server did not, without
 * favourites just removed in the FAV view (spec §4), each game once (pages shift when the list changes).
 */
export function visibleGames(pages: readonly Page<GameItem>[], filter: QuickFilter, criteria: Criteria, removed: ReadonlySet<string>): GameItem[] {
  const seen = new Set<string>();
  const keep = (g: GameItem) =>
    !seen.has(g.nodeId) && seen.add(g.nodeId) && (filter !== 'FAV' || !removed.has(g.nodeId)) && (filteredByServer(filter) || matchesCriteria(g, criteria));
  return pages.flatMap((p) => p.items).filter(keep);
}

/** One list: its quick filter, category and criteria, and a load number that makes every reload a fresh one. */
export interface ListRequest {
  category: string;
  filter: QuickFilter;
  criteria: Criteria;
  /** Spec §4: a fresh load replaces the list (starts again at page 1); each reload has its own number. */
  load: number;
}

/**
 * ALL and NEW: the game list with every criterion (26 a page). FAV: the favourites list (26 a page), REC:
 * the recent games (25 a page), HOT: the hot games (one answer), each of the category. The keys keep the
 * prefixes the favourite and launch mutations refresh (games/favourites, games/recents).
 */
export function listQuery(scope: GameScope, request: ListRequest) {
  const { category, filter, criteria, load } = request;
  const prefix = filter === 'FAV' ? ['games', 'favourites', 'screen'] : filter === 'REC' ? ['games', 'recents', 'screen'] : ['games', 'list', 'screen'];
  return infiniteQueryOptions<Page<GameItem>, Error, InfiniteData<Page<GameItem>, number>, unknown[], number>({
    queryKey: [...prefix, scope.merchant, scope.language, category, filter, criteria, load],
    queryFn: ({ pageParam, signal }) => {
      switch (filter) {
        case 'FAV':
          return getFavouriteGames(scope, category, pageParam, signal);
        case 'REC':
          return getRecentGames(scope, category, pageParam, signal);
        case 'HOT':
          return getHotGames(scope, category, signal).then((items) => ({ items, pageNum: 1, totalPages: 1 }));
        default:
          return getGameList(
            scope,
            { gameType: category, isNew: filter === 'NEW', gameName: criteria.name, gameClassify: criteria.classify, vassalage: criteria.vendor, minBet: criteria.minBet },
            pageParam,
            signal,
          );
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (hasMore(last) ? last.pageNum + 1 : undefined),
    // Spec §8: a failed load means no more pages (the screen offers a retry), so none is retried unseen.
    retry: false,
    gcTime: 60_000,
  });
}

/** Spec §4: the next page loads when there is one and the player is within the threshold of the bottom. */
export const nearBottom = (distanceToBottom: number, thresholdPx: number) => distanceToBottom <= thresholdPx;

/**
 * At most one call per `intervalMs` (spec §9: once a second). A call inside the interval is not lost:
 * `run` answers how long to wait before trying again (0 when it ran).
 */
export function createThrottle(intervalMs: number, now: () => number = () => performance.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    run(action: () => void): number {
      const wait = last + intervalMs - now();
      if (wait > 0) return wait;
      last = now();
      action();
      return 0;
    },
  };
}

/** Grid columns for a width (phone: 4; very narrow: 3) and the height of a row of tiles. */
export function gridMetrics(width: number): { lanes: number; tile: number; rowHeight: number } {
  const lanes = width >= 340 ? 4 : 3;
  const column = width / lanes;
  const tile = Math.max(48, Math.floor(column - 16));
  // Icon, a gap of 6, two lines of the name (2 × 16) and 12 of padding.
  return { lanes, tile, rowHeight: tile + 6 + 32 + 14 };
}
