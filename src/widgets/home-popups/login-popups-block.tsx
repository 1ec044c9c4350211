/**
 * Login pop-ups (spec 2.10): the home announcements' pop-up list (type PU), shown to a logged-in player
 * once per session, after the login: a session-storage flag marks them shown, and the session store drops
 * it when a new session starts, so the next login shows them again. The flag is "1": a copy of the token
 * there would be one more place to read it from. Guests, loading, a failed call or an empty list show nothing.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/announcements';
import { LOGIN_POPUPS_FLAG, useSessionStore } from '../../state/session';
import type { BlockProps } from '../../ui/widget-env';
import { PopupDialog } from './popup-dialog';
import { sessionFlag, usePopupTurn } from './popup-queue';

export { LOGIN_POPUPS_FLAG };

const shownInThisLogin = () => sessionFlag.read(LOGIN_POPUPS_FLAG) !== null;

export default function LoginPopups(_: BlockProps) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.session?.token);
  const announcements = useAnnouncements('home');
  const popups = announcements.data?.popup ?? [];
  // Read once per session: the flag is written as the pop-ups open, which must not close them. A new login
  // comes back to home from /m/login, so the block mounts afresh; should a session start while it is shown,
  // it reads the flag again for it.
  const [marker, setMarker] = useState(() => ({ token, shown: shownInThisLogin() }));
  const current = marker.token === token ? marker : { token, shown: shownInThisLogin() };
  if (current !== marker) setMarker(current);
  const seen = token !== undefined && current.shown;
  const turn = usePopupTurn('loginPopups', token !== undefined && popups.length > 0 && !seen);

  useEffect(() => {
    if (turn.open) sessionFlag.write(LOGIN_POPUPS_FLAG, '1');
  }, [turn.open]);

  const state = !token ? 'guest' : turn.open ? 'open' : seen ? 'seen' : announcements.isPending ? 'loading' : popups.length ? 'waiting' : 'empty';
  return (
    <div data-block="loginPopups" data-state={state} hidden={!turn.open}>
      {turn.open ? (
        <PopupDialog
          heading={t('home.loginPopupTitle')}
          notices={popups}
          testId="login-popup"
          onClose={() => {
            setMarker({ token, shown: true });
            turn.done();
          }}
        />
      ) : null}
    </div>
  );
}
