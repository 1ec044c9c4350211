import type { ScreenProps } from '../../ui/widget-env';
import { LaunchView } from './launch-view';

/** /m/gameCenter (spec 2.10): a game through the game centre, by category, vendor, game id and node id. */
export default function GameCentreScreen(_: ScreenProps) {
  return <LaunchView screen="gameCentre" kind="game" />;
}
