/**
 * The idle timeout (issue 20, "Sessions"; the merchant's `session` settings): a signed-in player who does
 * nothing in any tab of the site for `idleTimeoutMinutes` is signed out on this device, as a sign-out does
 * (the platform's logout, the clean-up, home as a guest), and told why. `idleWarningSeconds` before, an
 * alert dialog takes focus, counts down, and offers "Stay signed in" and "Sign out now". The clock is
 * lib/idle-timer's; the tabs share the activity time and the reason through local storage (sign-out.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MerchantConfig } from '../../config/merchant-resolved.gen';
import { type IdleTimer, startIdleTimer } from '../../lib/idle-timer';
import { localStore } from '../../lib/storage';
import { useSessionStore } from '../../state/session';
import { useModal } from '../../ui/modal';
import { announceIdleSignOut, clearLocalSession, IDLE_SIGN_OUT_KEY, localActivityStore, onWrittenElsewhere } from '../sign-out';
import './idle-timeout.css';

/**
 * What on the page is the player's doing. A player's scroll starts with one of these (a wheel, a touch, a key,
 * a press on the scroll bar); the `scroll` event itself is not listened for, since the page scrolls on its
 * own too (carousels, scroll restoration) and that must not keep a session open.
 */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * What the polite live region says: every 15 seconds, then every 5 in the last 15. A screen reader that read
 * each second would talk over everything else on the page.
 */
export const spokenSeconds = (left: number) => (left > 15 ? Math.ceil(left / 15) * 15 : Math.ceil(left / 5) * 5);

type Phase = 'none' | 'warning' | 'ended';

export function IdleTimeout({
  settings,
  signOut,
  maskIgnoreMs,
  since,
}: {
  settings: MerchantConfig['session'];
  /** When the session appeared on this page (this part loads after that: renderer/env-provider). */
  since?: number;
  /** Signs out without asking (env-provider's flow): answers whether it did. */
  signOut: () => Promise<boolean>;
  maskIgnoreMs: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSessionStore((s) => s.session?.token);
  const [phase, setPhase] = useState<Phase>('none');
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);
  const timer = useRef<IdleTimer | undefined>(undefined);
  // Held in a ref: a new function (the router's navigate changes with the location) must not restart the clock.
  const latest = useRef({ signOut, navigate });
  latest.current = { signOut, navigate };
  const primary = useRef<HTMLButtonElement>(null);
  const timeoutMs = settings.idleTimeoutMinutes * 60_000;
  const warningMs = settings.idleWarningSeconds * 1000;

  useEffect(() => {
    if (!token || timeoutMs <= 0) return;
    // A new session: the last one's "signed out" note has been read.
    setPhase('none');
    const activity = localActivityStore();
    // Another tab signed out for inactivity: this tab's copy of the session goes too, for the same reason.
    const endedElsewhere = () => {
      if (!useSessionStore.getState().session) return;
      idle.stop();
      clearLocalSession();
      latest.current.navigate('/m/home', { replace: true });
      setPhase('ended');
    };
    const timedOut = async () => {
      setPhase('none');
      // The tabs share one activity time, so they run out together: the first to get there calls the
      // platform, the others (their storage event late, or their timer early) only clean up.
      if (Number(localStore.get(IDLE_SIGN_OUT_KEY)) >= (activity.read() ?? Number.POSITIVE_INFINITY)) return endedElsewhere();
      announceIdleSignOut();
      if (await latest.current.signOut()) setPhase('ended');
    };
    const idle = startIdleTimer({
      timeoutMs,
      warningMs,
      store: activity,
      startedAt: since,
      onWarn: (at) => {
        setDeadline(at);
        setLeft(secondsLeft(at));
        setPhase('warning');
      },
      onResume: () => setPhase('none'),
      onTimeout: () => void timedOut(),
    });
    timer.current = idle;
    const active = () => idle.activity();
    const shown = () => {
      if (document.visibilityState === 'visible') idle.activity();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, active, { capture: true, passive: true });
    document.addEventListener('visibilitychange', shown);
    const stopHearing = onWrittenElsewhere(IDLE_SIGN_OUT_KEY, endedElsewhere);
    return () => {
      idle.stop();
      timer.current = undefined;
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, active, { capture: true });
      document.removeEventListener('visibilitychange', shown);
      stopHearing();
      setPhase((now) => (now === 'warning' ? 'none' : now));
    };
  }, [token, timeoutMs, warningMs, since]);

  // The countdown runs to the deadline, so a page whose timers were held back shows the right number.
  useEffect(() => {
    if (phase !== 'warning') return;
    const tick = setInterval(() => setLeft(secondsLeft(deadline)), 1000);
    return () => clearInterval(tick);
  }, [phase, deadline]);

  const stay = useCallback(() => {
    timer.current?.stay();
    setPhase('none');
  }, []);
  const signOutNow = useCallback(() => {
    setPhase('none');
    void signOut();
  }, [signOut]);
  const dismiss = useCallback(() => setPhase('none'), []);

  // Escape or a tap on the mask answers the warning as "stay": the player is there to press it.
  const modal = useModal({ open: phase !== 'none', onClose: phase === 'warning' ? stay : dismiss, maskIgnoreMs, holdsPopups: true });

  // Focus moves into the dialog, on the answer most players want; after useModal's effect has opened it
  // (showModal puts focus on the first button, "Sign out now").
  useEffect(() => {
    if (phase !== 'none') primary.current?.focus();
  }, [phase]);

  return (
    <dialog
      {...modal}
      className="lv-dialog"
      role="alertdialog"
      aria-labelledby={phase === 'warning' ? 'lv-idle-title' : 'lv-idle-text'}
      aria-describedby={phase === 'warning' ? 'lv-idle-text' : undefined}
      data-testid="idle-dialog"
    >
      {phase === 'warning' ? (
        <div className="lv-dialog-body" data-testid="idle-warning">
          <h2 id="lv-idle-title" className="lv-idle-title">
            {t('logout.idleTitle')}
          </h2>
          <p id="lv-idle-text">{t('logout.idleWarning')}</p>
          <p className="lv-idle-countdown" aria-hidden="true" data-testid="idle-countdown">
            {t('logout.idleSecondsLeft', { seconds: left })}
          </p>
          <p className="lv-visually-hidden" aria-live="polite" aria-atomic="true">
            {t('logout.idleSecondsLeft', { seconds: spokenSeconds(left) })}
          </p>
          <div className="lv-dialog-actions">
            <button type="button" className="lv-button lv-button-quiet" onClick={signOutNow} data-testid="idle-sign-out">
              {t('logout.idleSignOutNow')}
            </button>
            <button type="button" className="lv-button" onClick={stay} ref={primary} data-testid="idle-stay">
              {t('logout.idleStay')}
            </button>
          </div>
        </div>
      ) : phase === 'ended' ? (
        <div className="lv-dialog-body" data-testid="idle-ended">
          <p id="lv-idle-text">{t('logout.idleEnded')}</p>
          <div className="lv-dialog-actions">
            <button type="button" className="lv-button" onClick={dismiss} ref={primary} data-testid="idle-ok">
              {t('common.close')}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
