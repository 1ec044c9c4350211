import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { normalizePath, splitLink } from '../../lib/paths';
import { ActionControl } from '../../ui/action-control';
import { Icon } from '../../ui/icons';
import { useWidgetEnv } from '../../ui/widget-env';

/** Footer menu (spec 2.2): a <nav> inside a <footer>; the centre item is raised. */
export function Footer() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const { pathname } = useLocation();
  const items = env.config.footer.filter((item) => env.shows(item.when));
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
                </ActionControl>
              </li>
            );
          })}
        </ul>
      </nav>
    </footer>
  );
}
