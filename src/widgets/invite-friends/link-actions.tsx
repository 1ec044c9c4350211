/** The invitation link in a read-only field with Copy (and its result announced) and, where the browser can, Share. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/referral-link';
import { useWidgetEnv } from '../../ui/widget-env';

type CopyState = 'idle' | 'copied' | 'refused';

export function LinkActions({ link }: { link: string }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const [copy, setCopy] = useState<CopyState>('idle');
  const input = useRef<HTMLInputElement>(null);
  const canShare = typeof navigator.share === 'function';

  const copyLink = async () => {
    setCopy('idle');
    if (await copyText(link)) return setCopy('copied');
    // The clipboard refused: the link is selected, ready to copy by hand.
    setCopy('refused');
    input.current?.focus();
    input.current?.select();
  };

  const share = async () => {
    try {
      await navigator.share({ title: t('invite.shareTitle'), text: t('invite.shareText', { name: env.config.identity.displayName }), url: link });
    } catch {
      // The player closed the share sheet, or the browser refused: the link and Copy are still there.
    }
  };

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
