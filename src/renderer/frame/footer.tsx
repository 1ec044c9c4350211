import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { normalizePath, splitLink } from '../../lib/paths';
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
                {'route' in item.action ? (
                  <a
                    href={item.action.route}
                    onClick={(e) => {
                      e.preventDefault();
                      env.run(item.action);
                    }}
                    aria-current={current ? 'page' : undefined}
                    data-testid={`footer-${item.id}`}
                  >
                    <Icon name={item.icon} />
                    <span>{t(item.labelKey)}</span>
                  </a>
                ) : (
                  <button type="button" onClick={() => env.run(item.action)} data-testid={`footer-${item.id}`}>
                    <Icon name={item.icon} />
                    <span>{t(item.labelKey)}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </footer>
  );
}
