import { useTranslation } from 'react-i18next';
import { NoticePage } from './status-view';

/** Maintenance page (spec 2.3): also the platform-under-maintenance page, with the platform's own text. */
export function MaintenancePage({ info, onRetry }: { info?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <NoticePage title={t('gate.maintenanceTitle')} testId="maintenance-page">
      <p>{info || t('gate.maintenanceBody')}</p>
      {onRetry ? (
        <button type="button" className="lv-button" onClick={onRetry}>
          {t('gate.checkAgain')}
        </button>
      ) : null}
    </NoticePage>
  );
}

export function BlockedRegionPage({ ip }: { ip?: string }) {
  const { t } = useTranslation();
  return (
    <NoticePage title={t('gate.blockedTitle')} testId="blocked-region-page">
      <p>{t('gate.blockedBody')}</p>
      {ip ? <p className="lv-muted"><bdi>{t('gate.yourIp', { ip })}</bdi></p> : null}
    </NoticePage>
  );
}

export function AccessDeniedPage({ ip }: { ip?: string }) {
  const { t } = useTranslation();
  return (
    <NoticePage title={t('gate.deniedTitle')} testId="access-denied-page">
      <p>{t('gate.deniedBody')}</p>
      {ip ? <p className="lv-muted"><bdi>{t('gate.yourIp', { ip })}</bdi></p> : null}
    </NoticePage>
  );
}
