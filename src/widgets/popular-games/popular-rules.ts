/**
 * The popular-games block's rules (spec 2.11, §4): HOT first, then the server's categories as grouped by
 * groupVendors (SPORTS split into SPORTS, ESPORTS, COCKFIGHT); which tabs list vendors and which list
 * games; the "all" tab first in lottery tabs; where a vendor tile leads; arrow-key movement in a tablist.
 */
import type { GameItem, Vendor, VendorCategory } from '../../api/games';

export const HOT = 'HOT';
export const ALL = 'all';

/** Spec 2.11: these tabs show a vendor list when active; every other category shows game items. */
const VENDOR_LIST_TABS: readonly string[] = ['RNG', 'PVP', 'LIVE', 'FISH', HOT];
/** Lottery categories, whose game lists get an "all" tab first (§4). */
const LOTTERY_TABS: readonly string[] = ['LOTT', 'ELOTT'];

export const showsVendorList = (tab: string) => VENDOR_LIST_TABS.includes(tab);
export const isLotteryTab = (tab: string) => LOTTERY_TABS.includes(tab);

/**
 * HOT, then every category that has vendors, in the server's (grouped) order; with `chosen` (the block's
 * props), only those of them, in the chosen order.
 */
export function popularTabs(categories: readonly VendorCategory[], chosen: readonly string[] = []): string[] {
  const offered = [HOT, ...categories.filter((c) => c.category !== HOT && c.vendors.length > 0).map((c) => c.category)];
  return chosen.length ? chosen.filter((tab) => offered.includes(tab)) : offered;
}

/** A lottery tab's sub-tabs: "all" first, then each of its vendors. */
export const lotterySubTabs = (vendors: readonly Vendor[]): string[] => [ALL, ...vendors.map((v) => v.vendor)];

/** The vendors of the hot games, in the order the hot list first names them, with the vendor data's names and icons. */
export function hotVendors(games: readonly GameItem[], categories: readonly VendorCategory[]): Vendor[] {
  const known = new Map<string, Vendor>();
  for (const category of categories) for (const v of category.vendors) if (!known.has(v.vendor)) known.set(v.vendor, v);
  const seen = new Set<string>();
  const vendors: Vendor[] = [];
  for (const game of games) {
    if (!game.vendor || seen.has(game.vendor)) continue;
    seen.add(game.vendor);
    vendors.push(known.get(game.vendor) ?? { vendor: game.vendor, displayName: game.vendor });
  }
  return vendors;
}

/** A vendor tile of a vendor-list tab opens the game list of that category and vendor. */
export function gameListHref(gameType: string, vendor?: string): string {
  const query = new URLSearchParams({ gameType });
  if (vendor) query.set('vassalage', vendor);
  return `/m/gameList?${query}`;
}

