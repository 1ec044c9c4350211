/** Where the message centre's screens link to one message. */
import type { Route } from '../../config/merchant-resolved.gen';
import { useWidgetEnv } from '../../ui/widget-env';

/** The message centre's screens: offered together (ui/offered.tsx). */
export const INBOX_SCREENS: readonly Route['screen'][] = ['messageCentre', 'messages'];

/** The path one message opens at (the `messages` screen's route), with its id. */
export function useMessagePath(): (id: string) => string | undefined {
  const { config } = useWidgetEnv();
  const path = config.routes.find((r) => r.screen === 'messages')?.path;
  return (id) => (path ? `${path}?id=${encodeURIComponent(id)}` : undefined);
}
