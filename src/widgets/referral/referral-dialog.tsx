/**
 * The referral dialog's body (spec 2.10 side bar "referral", 2.12 "invite friends (opens the referral
 * dialog)"): the player's invitation link (api/referral useInvitationLink, the one the invite-friends
 * screen shows: the register page with their referral code), a Copy
 * button whose result is announced (where the clipboard is refused the link is selected to copy by
 * hand), a Share button where the browser can share, and a link to the invite-friends screen. Who may
 * open it is the frame's rule.
 */
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../ui/route-link';
import { Failed, Waiting } from '../../ui/status-view';
import { type DialogProps, useScreenPath, useWidgetEnv } from '../../ui/widget-env';
import { useLinkSharing, useMyInvitationLink } from '../../ui/use-link-sharing';
import './referral-dialog.css';

export default function ReferralDialog({ onClose }: DialogProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const { details, link } = useMyInvitationLink();
  const { copy, input, canShare, copyLink, share } = useLinkSharing(link, () => ({
    title: t('referral.title'),
    text: t('referral.shareText', { name: env.config.identity.displayName }),
  }));
  // The invite-friends screen: the invitations and the rules beside the same link.
  const invitePath = useScreenPath('inviteFriends');

  return (
    <div className="lv-referral">
      <h2 id="lv-dialog-text" className="lv-referral-title">
        {t('referral.title')}
      </h2>
      <p className="lv-referral-intro">{t('referral.intro')}</p>
      {link ? (
        <>
          <label className="lv-referral-field">
            <span>{t('referral.linkLabel')}</span>
            <input ref={input} readOnly dir="ltr" value={link} onFocus={(e) => e.currentTarget.select()} data-testid="referral-link" />
          </label>
          <p className="lv-referral-code">
            {t('referral.codeLabel')} <bdi data-testid="referral-code">{details.data?.referralCode}</bdi>
          </p>
          <p className="lv-referral-status" role="status" aria-live="polite" data-testid="referral-copy-status" data-state={copy}>
            {copy === 'copied' ? t('referral.copied') : copy === 'refused' ? t('referral.copyRefused') : ''}
          </p>
          <div className="lv-referral-actions">
            <button type="button" className="lv-button" onClick={copyLink} data-testid="referral-copy">
              {t('referral.copy')}
            </button>
            {canShare ? (
              <button type="button" className="lv-button lv-button-quiet" onClick={share} data-testid="referral-share">
                {t('referral.share')}
              </button>
            ) : null}
          </div>
        </>
      ) : details.isError ? (
        <Failed onRetry={() => details.refetch()} />
      ) : (
        <Waiting />
      )}
      {invitePath ? (
        <RouteLink
          className="lv-link lv-referral-more"
          to={invitePath}
          onActivate={() => {
            onClose();
            env.navigate(invitePath);
          }}
          data-testid="referral-more"
        >
          {t('invite.fullScreen')}
        </RouteLink>
      ) : null}
      <button type="button" className="lv-link lv-referral-close" onClick={onClose} data-testid="dialog-cancel">
        {t('common.close')}
      </button>
    </div>
  );
}
