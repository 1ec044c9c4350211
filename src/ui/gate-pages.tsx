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

/** A page refusing the visitor, with their IP when the platform gives it. */
function RefusalPage({ testId, titleKey, bodyKey, ip }: { testId: string; titleKey: string; bodyKey: string; ip?: string }) {
  const { t } = useTranslation();
  return (
    <NoticePage title={t(titleKey)} testId={testId}>
      <p>{t(bodyKey)}</p>
      {ip ? <p className="lv-muted"><bdi>{t('gate.yourIp', { ip })}</bdi></p> : null}
    </NoticePage>
  );
}

/** Region restriction alone (spec 2.3). */
export const BlockedRegionPage = ({ ip }: { ip?: string }) => (
  <RefusalPage testId="blocked-region-page" titleKey="gate.blockedTitle" bodyKey="gate.blockedBody" ip={ip} />
);

/** The platform refuses the visitor's IP (spec 2.3: access-denied page). */
export const AccessDeniedPage = ({ ip }: { ip?: string }) => (
  <RefusalPage testId="access-denied-page" titleKey="gate.deniedTitle" bodyKey="gate.deniedBody" ip={ip} />
);
