/**
 * Where a game opens (spec §2.10), without the game calls and their parsers: home's banner launches games
 * on a tap, and its first paint should not wait for the game list's code (api/games re-exports these).
 */

/** What a tile's launch needs: a game item, a hot match or a vendor tile (which has no game). */
export interface LaunchSubject {
  vendor: string;
  gameType?: string;
  gameId?: string;
  roomId?: string;
  nodeId?: string;
}

export type LaunchTarget =
  | { kind: 'lotteryLobby'; vendor: string; gameCode: 'lobby' }
  | { kind: 'traditional'; prizeMode: 'Lott' | 'Elott'; href: string }
  | { kind: 'gameCentre'; category: string; vendor: string; gameId?: string; nodeId?: string };

/**
 * Spec §2.10: TCG_LOTTO_VN and TCG_SEA open the lottery lobby; LOTT and ELOTT open /m/launchGame in
 * traditional mode (prize mode by vendor); any other vendor launches through the game centre, with the
 * room id as the game id where there is one (as a hot match's launch does).
 */
export function launchTarget(game: LaunchSubject): LaunchTarget {
  switch (game.vendor) {
    case 'TCG_LOTTO_VN':
    case 'TCG_SEA':
      return { kind: 'lotteryLobby', vendor: game.vendor, gameCode: 'lobby' };
    case 'LOTT':
    case 'ELOTT': {
      const mode = game.vendor === 'ELOTT' ? 'Elott' : 'Lott';
      const query = new URLSearchParams({ playType: 'trad', prize_mode: mode, code: 'lobby', pageBack: 'home' });
      return { kind: 'traditional', prizeMode: mode, href: `/m/launchGame?${query}` };
    }
    default:
      return { kind: 'gameCentre', category: game.gameType ?? '', vendor: game.vendor, gameId: game.roomId || game.gameId || undefined, nodeId: game.nodeId };
  }
}
