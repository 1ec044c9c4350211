/** Where the message centre's screens link to one message. */
import type { Route } from '../../config/merchant-resolved.gen';
import { useScreenPath } from '../../ui/widget-env';

/** The message centre's screens: offered together (ui/offered.tsx). */
export const INBOX_SCREENS: readonly Route['screen'][] = ['messageCentre', 'messages'];

/** The path one message opens at (the `messages` screen's route), with its id. */
export function useMessagePath(): (id: string) => string | undefined {
  const path = useScreenPath('messages');
  return (id) => (path ? `${path}?id=${encodeURIComponent(id)}` : undefined);
}
