import type { ScreenProps } from '../../ui/widget-env';
import { LaunchView } from './launch-view';

/** /m/launchGame (spec 2.1): a lottery launch, traditional mode (playType=trad, prize_mode, code, pageBack=home) or the lottery lobby. */
export default function LaunchGameScreen(_: ScreenProps) {
  return <LaunchView screen="launchGame" kind="lottery" />;
}
