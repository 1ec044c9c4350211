import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';

/** Honest placeholder for a screen a later issue builds: its frame works, its content says so. */
export default function PendingScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  return (
    <section className="lv-pending" data-testid="pending-screen" data-screen={route.screen}>
      {/* The header's title is the page's h1; screens without a header carry their own. */}
      {route.titleKey && route.header === 'none' ? <h1>{t(route.titleKey)}</h1> : null}
      <p>{t('common.notAvailableYet')}</p>
      <button type="button" className="lv-button lv-button-quiet" onClick={() => env.navigate('/m/home')}>
        {t('common.goHome')}
      </button>
    </section>
  );
}
