/** The invitation link in a read-only field with Copy (and its result announced) and, where the browser can, Share. */
import { useTranslation } from 'react-i18next';
import { useLinkSharing } from '../../ui/use-link-sharing';
import { useWidgetEnv } from '../../ui/widget-env';

export function LinkActions({ link }: { link: string }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const { copy, input, canShare, copyLink, share } = useLinkSharing(link, () => ({
    title: t('invite.shareTitle'),
    text: t('invite.shareText', { name: env.config.identity.displayName }),
  }));

  return (
    <>
      <label className="lv-invite-field">
        <span>{t('invite.link')}</span>
        <input ref={input} readOnly dir="ltr" value={link} onFocus={(e) => e.currentTarget.select()} data-testid="invite-link" />
      </label>
      <p className="lv-invite-status" role="status" aria-live="polite" data-state={copy} data-testid="invite-copy-status">
        {copy === 'copied' ? t('invite.copied') : copy === 'refused' ? t('invite.copyRefused') : ''}
      </p>
      <div className="lv-invite-actions">
        <button type="button" className="lv-button" onClick={copyLink} data-testid="invite-copy">
          {t('invite.copy')}
        </button>
        {canShare ? (
          <button type="button" className="lv-button lv-button-quiet" onClick={share} data-testid="invite-share">
            {t('invite.share')}
          </button>
        ) : null}
      </div>
    </>
  );
}
