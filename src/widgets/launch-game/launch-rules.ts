/**
 * The launch screens' rules: what the address asks for (the query launchHref in src/ui/game-launch.ts
 * writes), what a failed launch means to the player, which game addresses may be framed and with which
 * sandbox, and where the back control leads.
 *
 * Framing rule: only a same-origin path or an https address (lib/safe-url), of two kinds:
 * - the site's own origin (the platform reached through the site, the simulator's /sim-game pages);
 *   such a frame is sandboxed WITHOUT allow-same-origin: with it a same-origin page could script its
 *   parent (and read the session), so it runs as an opaque origin instead;
 * - https on another host: the platform's game hosts. Vendors each serve from their own hosts, which
 *   the platform names per launch (value.content.game_url of an authenticated answer), so any https host
 *   the platform answers is one of them; plain http is refused (mixed content, no integrity).
 * Addresses with credentials in them (user:pass@) and every other scheme (javascript:, data:, blob:) are
 * refused. The site's Content-Security-Policy frame-src has the final word in the browser.
 */
import type { PrizeMode } from '../../api/games';
import { ApiError } from '../../api/http';
import { safeUrl } from '../../lib/safe-url';

export type LaunchKind = 'lottery' | 'game';

/** /m/launchGame: playType=trad, prize_mode, code (default lobby), pageBack=home, vendor (lottery lobby). */
export interface LotteryLaunchQuery {
  kind: 'lottery';
  playType?: string;
  /** Undefined when the address names none: the vendor data decides (§4 prize mode). */
  prizeMode?: PrizeMode;
  code: string;
  vendor?: string;
  pageBack?: string;
}

/** /m/gameCenter and /m/slotsCenter: category, vendor, game id and node id. */
export interface GameLaunchQuery {
  kind: 'game';
  category: string;
  vendor: string;
  gameId?: string;
  nodeId?: string;
  pageBack?: string;
}

export type LaunchQuery = LotteryLaunchQuery | GameLaunchQuery;

const PRIZE_MODES: Record<string, PrizeMode> = { lott: 'Lott', elott: 'Elott', zy: 'ZY' };

/** Spec 9 prize modes, any letter case; anything else is none. */
export const prizeModeOf = (value: string | null): PrizeMode | undefined => (value ? PRIZE_MODES[value.trim().toLowerCase()] : undefined);

const param = (params: URLSearchParams, name: string) => params.get(name)?.trim() || undefined;

/**
 * The launch the address asks for. A lottery address names at least a play type, prize mode, code or
 * vendor (the code then defaults to lobby); a bare /m/launchGame, like a game-centre address without a
 * vendor, asks for nothing, so a bookmark or a stray link never starts a game by itself.
 */
export function readLaunchQuery(kind: LaunchKind, params: URLSearchParams): LaunchQuery | undefined {
  const pageBack = param(params, 'pageBack');
  if (kind === 'lottery') {
    if (!['playType', 'prize_mode', 'code', 'vendor'].some((name) => param(params, name))) return undefined;
    return {
      kind,
      playType: param(params, 'playType'),
      prizeMode: prizeModeOf(params.get('prize_mode')),
      code: param(params, 'code') ?? 'lobby',
      vendor: param(params, 'vendor'),
      pageBack,
    };
  }
  const vendor = param(params, 'vendor');
  if (!vendor) return undefined;
  return { kind, category: param(params, 'category') ?? '', vendor, gameId: param(params, 'gameId'), nodeId: param(params, 'nodeId'), pageBack };
}

export type LaunchProblem = 'unfinished' | 'busy' | 'noUrl' | 'failed';

/** Where a platform code sits (errorCode or message) is unverified (platform-api.md): both are read. */
function hasCode(err: ApiError, code: string): boolean {
  return err.errorCode === `#${code}` || err.errorCode === code || err.message.includes(`#${code}`);
}

/**
 * What a failed launch means: #734 the previous game has not finished, #727 the system is busy, an
 * answer without a usable game address, or any other failure.
 */
export function launchProblemOf(err: unknown): LaunchProblem {
  if (!(err instanceof ApiError)) return 'failed';
  if (err.kind === 'malformed') return 'noUrl';
  if (err.kind !== 'http') return 'failed';
  if (hasCode(err, '734')) return 'unfinished';
  if (hasCode(err, '727')) return 'busy';
  return 'failed';
}

export interface FrameableUrl {
  src: string;
  sameOrigin: boolean;
}

/** The address to frame and whether it is the site's own origin, or undefined when it may not be framed. */
export function frameableGameUrl(url: string, pageOrigin: string): FrameableUrl | undefined {
  const safe = safeUrl(url);
  if (!safe) return undefined;
  const resolved = new URL(safe.href, pageOrigin);
  return { src: resolved.href, sameOrigin: resolved.origin === pageOrigin };
}

/**
 * What a game may do in its frame: run scripts, forms, pop-ups (cashier and help windows), pointer and
 * orientation lock, dialogs; never navigate the top window (no allow-top-navigation*). Another origin
 * keeps its own origin (its storage and cookies) and its pop-ups leave the sandbox; the site's own origin
 * keeps neither (see the file comment).
 */
export function gameSandbox(sameOrigin: boolean): string {
  const tokens = ['allow-scripts', 'allow-forms', 'allow-popups', 'allow-pointer-lock', 'allow-orientation-lock', 'allow-modals'];
  return (sameOrigin ? tokens : [...tokens, 'allow-same-origin', 'allow-popups-to-escape-sandbox']).join(' ');
}

/** Browser features a game may use in its frame (Permissions Policy). */
export const GAME_ALLOW = 'autoplay; fullscreen; encrypted-media; picture-in-picture; screen-wake-lock; accelerometer; gyroscope';

/** Spec 2.1: pageBack=home returns to /m/home; otherwise the back control goes back in the history. */
export const backsHome = (pageBack: string | undefined) => pageBack?.toLowerCase() === 'home';
