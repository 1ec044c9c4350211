/**
 * Login pop-ups (spec 2.10): the home announcements' pop-up list (type PU), shown to a logged-in player
 * once per session, after the login: the session-storage flag holds the session's token, so the next
 * login (a new token) shows them again. Guests, loading, a failed call or an empty list show nothing.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/announcements';
import { useSessionStore } from '../../state/session';
import type { BlockProps } from '../../ui/widget-env';
import { PopupDialog } from './popup-dialog';
import { sessionFlag, usePopupTurn } from './popup-queue';

export const LOGIN_POPUPS_FLAG = 'livery.loginPopupsShown';

export default function LoginPopups(_: BlockProps) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.session?.token);
  const announcements = useAnnouncements('home');
  const popups = announcements.data?.popup ?? [];
  // Read once: the flag is written as the pop-ups open, which must not close them. A new login always
  // comes back to home from /m/login, so this block mounts afresh for every new token.
  const [shownFor] = useState(() => sessionFlag.read(LOGIN_POPUPS_FLAG));
  const [closed, setClosed] = useState(false);
  const seen = token !== undefined && (closed || shownFor === token);
  const turn = usePopupTurn('loginPopups', token !== undefined && popups.length > 0 && !seen);

  useEffect(() => {
    if (turn.open && token) sessionFlag.write(LOGIN_POPUPS_FLAG, token);
  }, [turn.open, token]);

  const state = !token ? 'guest' : turn.open ? 'open' : seen ? 'seen' : announcements.isPending ? 'loading' : popups.length ? 'waiting' : 'empty';
  return (
    <div data-block="loginPopups" data-state={state} hidden={!turn.open}>
      {turn.open ? (
        <PopupDialog
          heading={t('home.loginPopupTitle')}
          notices={popups}
          testId="login-popup"
          onClose={() => {
            setClosed(true);
            turn.done();
          }}
        />
      ) : null}
    </div>
  );
}
