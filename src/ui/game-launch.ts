/**
 * Opening a game from any tile, match or banner (spec 2.10 "Game launch from a vendor tile", issue 5
 * "Launch rules"): a guest goes to /m/login; TCG_LOTTO_VN and TCG_SEA open the lottery lobby (game code
 * lobby) and LOTT / ELOTT the traditional-mode lottery, both through /m/launchGame; every other vendor
 * through the game centre (/m/gameCenter) with category, vendor, game id and node id. The launch screens
 * call the platform and show the game in a frame with a back control.
 */
import { useCallback } from 'react';
import { type LaunchSubject, launchTarget } from '../api/launch-rules';
import { useSessionStore } from '../state/session';
import { useWidgetEnv } from './widget-env';

/** The in-app address a launch opens (without the guest rule). */
export function launchHref(subject: LaunchSubject): string {
  const target = launchTarget(subject);
  switch (target.kind) {
    case 'traditional':
      return target.href;
    case 'lotteryLobby':
      return `/m/launchGame?${new URLSearchParams({ vendor: target.vendor, code: target.gameCode, pageBack: 'home' })}`;
    case 'gameCentre': {
      const query = new URLSearchParams({ category: target.category, vendor: target.vendor });
      if (target.gameId) query.set('gameId', target.gameId);
      if (target.nodeId) query.set('nodeId', target.nodeId);
      return `/m/gameCenter?${query}`;
    }
  }
}

/** Answers a function that opens a game, or sends a guest to /m/login first. */
export function useGameLauncher(): (subject: LaunchSubject) => void {
  const env = useWidgetEnv();
  return useCallback(
    (subject: LaunchSubject) => {
      if (!useSessionStore.getState().session) {
        // Spec: a guest goes to /m/login; the way back brings them to where they tapped.
        env.navigate(`/m/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
        return;
      }
      env.navigate(launchHref(subject));
    },
    [env],
  );
}
