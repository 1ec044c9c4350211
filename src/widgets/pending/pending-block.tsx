import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../ui/widget-env';

/** Placeholder for a home block a later issue builds. */
export default function PendingBlock({ type }: BlockProps) {
  const { t } = useTranslation();
  return (
    <section className="lv-block lv-block-pending" data-testid="pending-block" data-block={type}>
      <h2>{t(`block.${type}`)}</h2>
      <p className="lv-muted">{t('common.blockNotAvailableYet')}</p>
    </section>
  );
}
