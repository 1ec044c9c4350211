/**
 * Unread counters on menu items (the config's `badge`: unreadInbox for messages, unreadAgentNotices for
 * the agent announcements): one hook that loads only the counters the shown items ask for, and the badge
 * itself (a bubble over the icon, with the count spoken after the item's name).
 */
import { useTranslation } from 'react-i18next';
import { useAgentAnnouncements } from '../api/content';
import { useUnreadCount } from '../api/inbox';
import type { MenuItem, Route } from '../config/merchant-resolved.gen';
import { useSessionStore } from '../state/session';
import './unread-badge.css';

export type Badge = NonNullable<MenuItem['badge']>;
export type BadgeCounts = Partial<Record<Badge, number>>;
/** The screens whose unread items each badge counts. */
export const BADGE_SCREENS: Record<Badge, readonly Route['screen'][]> = {
  unreadInbox: ['messageCentre', 'messages'],
  unreadAgentNotices: ['agentNotices'],
};
/** An item that may carry a badge (member centre, agent and footer items alike). */
type Badged = { badge?: Badge };

/** Unread counters the shown items ask for, with a session only; a counter that fails to load shows no badge. */
export function useUnreadBadges(items: readonly Badged[]): BadgeCounts {
  const session = useSessionStore((s) => Boolean(s.session));
  const wants = (badge: Badge) => session && items.some((item) => item.badge === badge);
  const inbox = useUnreadCount(wants('unreadInbox'));
  const notices = useAgentAnnouncements(wants('unreadAgentNotices'));
  return {
    ...(inbox.data !== undefined ? { unreadInbox: inbox.data } : {}),
    ...(notices.data ? { unreadAgentNotices: notices.data.unreadCount } : {}),
  };
}

/** The count an item's badge shows (0: no badge). */
export const badgeCount = (item: Badged, counts: BadgeCounts) => (item.badge ? (counts[item.badge] ?? 0) : 0);

/** The bubble (over the icon; hidden from screen readers) — place UnreadText after the item's name. */
export function UnreadBubble({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span className="lv-unread-badge" data-testid={testId} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The count as screen readers hear it, after the item's name. */
export function UnreadText({ count }: { count: number }) {
  const { t } = useTranslation();
  return count > 0 ? <span className="lv-visually-hidden">{t('common.unread', { count })}</span> : null;
}
