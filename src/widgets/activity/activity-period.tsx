/** A promotion's period (start – end), dates in the player's language; nothing when the platform gives neither. */
import { useTranslation } from 'react-i18next';

export function ActivityPeriod({ start, end }: { start?: number; end?: number }) {
  const { t, i18n } = useTranslation();
  if (start === undefined && end === undefined) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const from = start === undefined ? '' : date.format(start);
  const to = end === undefined ? '' : date.format(end);
  return (
    <p className="lv-activity-period" data-testid="activity-period">
      {t('promo.period', { from, to })}
    </p>
  );
}
