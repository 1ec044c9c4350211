/** Where the message centre's screens link to one message. */
import { BADGE_SCREENS } from '../../ui/unread-badge';
import { useScreenPath } from '../../ui/widget-env';

/** The message centre's screens, offered together (ui/offered.tsx): those its unread badge counts. */
export const INBOX_SCREENS = BADGE_SCREENS.unreadInbox;

/** The path one message opens at (the `messages` screen's route), with its id. */
export function useMessagePath(): (id: string) => string | undefined {
  const path = useScreenPath('messages');
  return (id) => (path ? `${path}?id=${encodeURIComponent(id)}` : undefined);
}
