import type { ScreenProps } from '../../ui/widget-env';
import { LaunchView } from './launch-view';

/** /m/slotsCenter (spec 2.1): the slots centre launches like the game centre, under its own title. */
export default function SlotsCentreScreen(_: ScreenProps) {
  return <LaunchView screen="slotsCentre" kind="game" />;
}
