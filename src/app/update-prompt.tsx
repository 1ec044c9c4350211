/**
 * The "new version" prompt of the installable app (issue 6): a status bar above the footer when a new
 * service worker waits; Reload lets it take over and reloads the page once.
 */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, subscribeUpdate, updateReady } from '../lib/sw/register';
import './update-prompt.css';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const ready = useSyncExternalStore(subscribeUpdate, updateReady, () => false);
  if (!ready) return null;
  return (
    <div className="lv-update" role="status" aria-live="polite" data-testid="update-prompt">
      <div className="lv-update-bar">
        <p>{t('pwa.updateAvailable')}</p>
        <button type="button" className="lv-button" onClick={() => applyUpdate()}>
          {t('pwa.reload')}
        </button>
      </div>
    </div>
  );
}
