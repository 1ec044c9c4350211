import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from '../../config/merchant-resolved.gen';
import { useSessionStore } from '../../state/session';
import { CdnImage } from '../../ui/cdn-image';
import { Icon } from '../../ui/icons';
import { usePlatformAssets } from '../../ui/platform-assets';
import { useWidgetEnv } from '../../ui/widget-env';
import { lazyPart } from '../lazy-view';
import { LanguagePicker } from './language-picker';

/** A signed-in player's bar (account, balance, menu) loads with the first session, off a guest's first paint. */
const HeaderAccount = lazyPart(() => import('./header-account').then((m) => m.HeaderAccount));

type HistoryState = { idx?: number } | null;

/**
 * Top header (spec 2.2): logo on home and help, an arrow elsewhere, the page's title (the route's unless the
 * screen set one); with a logo, login and register for a guest, the account bar for a player.
 */
export function Header({ route, titleKey = route.titleKey }: { route: Route; titleKey?: string | undefined }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const session = useSessionStore((s) => s.session);
  const { identity } = env.config;
  // The platform's LOGO resource (service/version, read after the first screen) over the config's; the config's when it fails.
  const logo = <img className="lv-logo" src={`/merchant/${identity.logo}`} alt={identity.displayName} width={120} height={32} fetchPriority="low" data-testid="header-logo" />;
  const platformLogo = usePlatformAssets()?.logo;

  const goBack = () => {
    const idx = (window.history.state as HistoryState)?.idx ?? 0;
    if (route.header === 'back' && idx > 0) window.history.back();
    else env.navigate('/m/home');
  };

  return (
    <header className="lv-header" data-testid="header" data-mode={route.header}>
      {route.header === 'logo' ? (
        <CdnImage className="lv-logo" src={platformLogo} alt={identity.displayName} width={120} height={32} fetchPriority="low" fallback={logo} data-testid="header-logo" />
      ) : (
        <button type="button" className="lv-icon-button lv-back" onClick={goBack} aria-label={t('common.back')} data-testid="header-back">
          <Icon name="back" />
        </button>
      )}
      {route.header !== 'logo' ? (
        <h1 className="lv-title">{titleKey ? t(titleKey) : ''}</h1>
      ) : (
        <h1 className="lv-title lv-visually-hidden">{titleKey ? t(titleKey) : identity.displayName}</h1>
      )}
      <div className="lv-header-end">
        {route.header === 'logo' && !session ? (
          <>
            <button type="button" className="lv-button lv-button-small" onClick={() => env.navigate('/m/login')} data-testid="header-login">
              {t('common.login')}
            </button>
            {env.site.flags.DIRECTREG3 ? (
              <button type="button" className="lv-button lv-button-small lv-button-accent" onClick={() => env.navigate('/m/register')} data-testid="header-register">
                {t('common.register')}
              </button>
            ) : null}
          </>
        ) : null}
        {route.header === 'logo' ? <LanguagePicker /> : null}
      </div>
      {route.header === 'logo' && session ? (
        // The row keeps its height while its code arrives, so the page below does not move.
        <Suspense fallback={<div className="lv-header-account-waiting" aria-hidden="true" />}>
          <HeaderAccount onHome={route.screen === 'home'} />
        </Suspense>
      ) : null}
    </header>
  );
}
