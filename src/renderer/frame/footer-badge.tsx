/**
 * A footer item's unread badge (the config's `badge`), loaded only for a member whose footer has one, so
 * home's first paint carries neither this code nor the unread calls. The footer item opens another screen
 * (the member centre), so the badge shows only while the screens it counts are offered.
 */
import type { FooterItem } from '../../config/merchant-resolved.gen';
import { useScreenOffer } from '../../ui/offered';
import { BADGE_SCREENS, type Badge, badgeCount, UnreadBubble, UnreadText, useUnreadBadges } from '../../ui/unread-badge';
import './footer-badge.css';

export type BadgedFooterItem = FooterItem & { badge: Badge };

/** The bubble by the item's icon and, for screen readers, the count after its label. */
export default function FooterBadge({ item }: { item: BadgedFooterItem }) {
  const offered = useScreenOffer(BADGE_SCREENS[item.badge]).offer === 'offered';
  const counts = useUnreadBadges(offered ? [item] : []);
  const count = badgeCount(item, counts);
  return (
    <>
      <UnreadBubble count={count} testId={`footer-badge-${item.id}`} />
      <UnreadText count={count} />
    </>
  );
}
