/** The member's state of a promotion on its card: applied, claimed, ended or information only; nothing when it can be taken up. */
import { useTranslation } from 'react-i18next';
import type { ActivityStatus, ApplyType } from '../../api/activities';

const LABEL: Partial<Record<ActivityStatus, string>> = { applied: 'promo.status.applied', claimed: 'promo.status.claimed', ended: 'promo.status.ended' };

export function StatusBadge({ status, applyType }: { status: ActivityStatus; applyType: ApplyType }) {
  const { t } = useTranslation();
  const key = LABEL[status] ?? (applyType === 'none' ? 'promo.status.info' : undefined);
  if (!key) return null;
  return (
    <span className="lv-activity-badge" data-status={status} data-testid="activity-status">
      {t(key)}
    </span>
  );
}
