/**
 * Invite friends, /m/inviteFriends (spec 2.1, 5; member): the member's referral code and invitation link
 * (the link the referral dialog shows too: api/referral useInvitationLink), Copy (Clipboard API; where it is refused the
 * link is selected to copy by hand) with a "copied" message, Share where the browser has the Web Share API,
 * the link as a QR code, the invitations count and list (paged), and the rules (sanitised HTML). Spec 5:
 * without the REFERRAL promotion it says 'contact customer service' for 2 s, as the dialog does, and shows
 * the same on the page with the way to customer service.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { promoEnabled, promotionsQuery } from '../../api/reward-kinds';
import { useMyInvitationLink } from '../../ui/use-link-sharing';
import { QrCode } from '../../ui/qr-code';
import { RouteLink } from '../../ui/route-link';
import { Failed, Waiting } from '../../ui/status-view';
import { type ScreenProps, useScreenPath, useWidgetEnv } from '../../ui/widget-env';
import { Invitees } from './invitees';
import { LinkActions } from './link-actions';
import { Rules } from './rules';
import './invite-friends.css';

/** Spec 5: no REFERRAL promotion means 'contact customer service', shown for 2 s when the screen opens. */
function NoReferral() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const told = useRef(false);
  const serviceRoute = useScreenPath('customerService');
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    env.notify(t('memberCentre.contactService'), 'info', env.config.constants.toastInfoMs);
  }, [env, t]);
  return (
    <div className="lv-status" data-testid="invite-unavailable">
      <p>{t('invite.unavailable')}</p>
      {serviceRoute ? (
        <RouteLink className="lv-button" to={serviceRoute} onActivate={() => env.run({ command: 'customerService' })}>
          {t('invite.contactService')}
        </RouteLink>
      ) : null}
    </div>
  );
}

function Referral() {
  const { t } = useTranslation();
  const { details, link } = useMyInvitationLink();
  if (details.isPending) return <Waiting />;
  if (details.isError || !link) return <Failed onRetry={() => void details.refetch()} />;
  const { referralCode, totalInvitations } = details.data;
  return (
    <>
      <section className="lv-invite-card" aria-labelledby="invite-link-title" data-testid="invite-card">
        <h2 id="invite-link-title">{t('invite.yourLink')}</h2>
        <p className="lv-invite-code">
          {t('invite.code')} <bdi data-testid="invite-code">{referralCode}</bdi>
        </p>
        <LinkActions link={link} />
        <div className="lv-invite-qr">
          <QrCode text={link} label={t('invite.qrLabel')} testId="invite-qr" />
        </div>
        <p className="lv-invite-count">
          {t('invite.total')} <bdi data-testid="invite-count">{totalInvitations}</bdi>
        </p>
      </section>
      <Invitees />
      <Rules />
    </>
  );
}

export default function InviteFriendsScreen(_: ScreenProps) {
  const promotions = useQuery(promotionsQuery());
  const enabled = promotions.data ? promoEnabled(promotions.data, 'REFERRAL') : undefined;
  const state = promotions.isPending ? 'loading' : promotions.isError ? 'error' : enabled ? 'ready' : 'unavailable';
  return (
    <section className="lv-invite" data-screen="inviteFriends" data-state={state} aria-busy={state === 'loading'}>
      {state === 'loading' ? <Waiting /> : state === 'error' ? <Failed onRetry={() => void promotions.refetch()} /> : enabled ? <Referral /> : <NoReferral />}
    </section>
  );
}
