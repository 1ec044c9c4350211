/** A promotion's period (start – end), dates in the player's language; nothing when the platform gives neither. */
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../ui/date-time';

export function ActivityPeriod({ start, end }: { start?: number; end?: number }) {
  const { t } = useTranslation();
  const date = useDateTime('date');
  const from = start === undefined ? '' : date(start);
  const to = end === undefined ? '' : date(end);
  if (!from && !to) return null;
  return (
    <p className="lv-activity-period" data-testid="activity-period">
      {t('promo.period', { from, to })}
    </p>
  );
}
