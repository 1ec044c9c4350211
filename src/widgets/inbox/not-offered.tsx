import { useTranslation } from 'react-i18next';

/** The message centre is switched off for this player (its flag or white-label menu setting). */
export function NotOffered() {
  const { t } = useTranslation();
  return (
    <div className="lv-status" role="status" data-testid="inbox-not-offered">
      <p>{t('inbox.notOffered')}</p>
    </div>
  );
}
