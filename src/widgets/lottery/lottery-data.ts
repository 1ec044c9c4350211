/**
 * What both lottery screens share: the prize mode the vendor data decides (spec §4), whether the
 * platform has the Vietnam lottery (TCG_LOTTO_VN), the addresses a lottery launch opens, and the
 * pure list rules (the "all" tab first, search, matching a game item to its lottery game).
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type GameItem, type LotteryGame, type LotteryGroup, prizeMode, type VendorData, type VnLotteryGame, type VnLotteryRegion, vendorsQuery } from '../../api/games';
import { useSessionStore } from '../../state/session';
import { useGameScope } from '../../ui/game-scope';
import { useWidgetEnv } from '../../ui/widget-env';

export type LotteryMode = 'Lott' | 'Elott';
/** Spec §9 play types: Tradition (playType=trad, spec §2.1) and Entertainment. */
export type PlayType = 'trad' | 'ent';

export const VN_VENDOR = 'TCG_LOTTO_VN';
/** The id of the tab that lists every game of every group (spec §4: lottery tab lists get it first). */
export const ALL_TAB = 'all';
export const VN_TAB = 'vn';
/** A group's tab id (prefixed, so no platform id can be taken for "all" or "vn"). */
export const groupTab = (group: LotteryGroup) => `g${group.gameGroupId}`;

const hasVendor = (data: VendorData, code: string) =>
  data.sorting.some((c) => c.vendors.some((v) => v.vendor === code)) || Object.values(data.mapping).some((list) => list.some((v) => v.vendor === code));

/** The vendor data, read as the prize mode and whether the Vietnam lottery menu exists. */
export function useLotterySetup() {
  const scope = useGameScope();
  // The screens offer Retry on a failure, so none is retried unseen.
  const vendors = useQuery({ ...vendorsQuery(scope), retry: false });
  const data = vendors.data;
  return {
    scope,
    vendors,
    mode: data ? prizeMode(data) : undefined,
    hasVietnam: data ? hasVendor(data, VN_VENDOR) : false,
  };
}

/** The play types a game offers (entPlaySwitch, tradPlaySwitch), traditional first. */
export const playTypesOf = (game: Pick<LotteryGame, 'tradPlay' | 'entPlay'>): PlayType[] => [...(game.tradPlay ? ['trad' as const] : []), ...(game.entPlay ? ['ent' as const] : [])];

/**
 * /m/launchGame for one lottery game (spec §2.1: playType, prize_mode, code). Without pageBack=home the
 * launch page's back control returns here, to the lottery list the player chose from.
 */
export function lotteryHref(code: string, mode: LotteryMode, playType: PlayType): string {
  return `/m/launchGame?${new URLSearchParams({ playType, prize_mode: mode, code })}`;
}

/** /m/launchGame for one Vietnam lottery game, as the lottery lobby opens it (vendor and game code). */
export function vnHref(code: string): string {
  return `/m/launchGame?${new URLSearchParams({ vendor: VN_VENDOR, code })}`;
}

/** Opens an in-app launch address, or sends a guest to /m/login with the way back (spec §2.10). */
export function useOpenLaunch(): (href: string) => void {
  const env = useWidgetEnv();
  return useCallback(
    (href: string) => {
      if (!useSessionStore.getState().session) {
        env.navigate(`/m/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
        return;
      }
      env.navigate(href);
    },
    [env],
  );
}

/** Every game of every group once, in group order: the "all" tab. */
export function allGames(groups: LotteryGroup[]): LotteryGame[] {
  const seen = new Set<string>();
  return groups.flatMap((g) => g.games).filter((game) => !seen.has(game.code) && Boolean(seen.add(game.code)));
}

/** Games a player can open: those with at least one play type switched on. */
export const playable = (games: LotteryGame[]) => games.filter((g) => playTypesOf(g).length > 0);

const folded = (text: string | undefined) => (text ?? '').toLocaleLowerCase();

/** Search by name, remark or code, ignoring case. */
export function matchesSearch(game: { name?: string; remark?: string; code: string }, search: string): boolean {
  const wanted = folded(search.trim());
  return wanted === '' || [game.name, game.remark, game.code].some((field) => folded(field).includes(wanted));
}

/** A game item (hot, recent) as the lottery game it is, by node id or by its game id as the code. */
export function lotteryGameOf(item: GameItem, games: LotteryGame[]): LotteryGame | undefined {
  return games.find((g) => g.nodeId !== undefined && g.nodeId === item.nodeId) ?? games.find((g) => g.code === item.gameId);
}

export function vnGameOf(item: GameItem, regions: VnLotteryRegion[]): VnLotteryGame | undefined {
  const games = regions.flatMap((r) => r.games);
  return games.find((g) => g.nodeId !== undefined && g.nodeId === item.nodeId) ?? games.find((g) => g.code === item.gameId);
}

/** The category game lists use for the lottery of a prize mode (hot and recent lottery games). */
export const categoryOf = (mode: LotteryMode) => (mode === 'Elott' ? 'ELOTT' : 'LOTT');
