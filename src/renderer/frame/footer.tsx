import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { FooterItem } from '../../config/merchant-resolved.gen';
import { normalizePath, splitLink } from '../../lib/paths';
import { useSessionStore } from '../../state/session';
import { ActionControl } from '../../ui/action-control';
import { Icon } from '../../ui/icons';
import { useWidgetEnv } from '../../ui/widget-env';
import { lazyPart } from '../lazy-view';
import type { BadgedFooterItem } from './footer-badge';

/**
 * The badge's code (and its unread calls) loads only when a member's footer item has a badge, so a guest's
 * home (the first paint) never loads it. Code that fails to arrive shows no badge, as a counter that fails
 * to load does.
 */
const FooterBadge = lazyPart(() => import('./footer-badge').then((m) => m.default));

const hasBadge = (item: FooterItem): item is BadgedFooterItem => item.badge !== undefined;

/** Footer menu (spec 2.2): a <nav> inside a <footer>; the centre item is raised; a member sees the items' unread badges. */
export function Footer() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const { pathname } = useLocation();
  const items = env.config.footer.filter((item) => env.shows(item.when));
  const member = useSessionStore((s) => Boolean(s.session));
  return (
    <footer className="lv-footer" data-testid="footer">
      <nav aria-label={t('common.mainMenu')}>
        <ul>
          {items.map((item) => {
            const current = 'route' in item.action && normalizePath(splitLink(item.action.route).path) === normalizePath(pathname);
            return (
              <li key={item.id} className={item.center ? 'lv-footer-center' : undefined}>
                <ActionControl action={item.action} onActivate={() => env.run(item.action)} current={current} testId={`footer-${item.id}`}>
                  <Icon name={item.icon} />
                  <span>{t(item.labelKey)}</span>
                  {member && hasBadge(item) ? (
                    <Suspense fallback={null}>
                      <FooterBadge item={item} />
                    </Suspense>
                  ) : null}
                </ActionControl>
              </li>
            );
          })}
        </ul>
      </nav>
    </footer>
  );
}
