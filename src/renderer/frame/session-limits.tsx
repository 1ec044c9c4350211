/**
 * The session clock of player protection (issue 20; the merchant's `protection`, the player's own choices on
 * the responsible-gaming screen): every N minutes of being signed in a reality check shows the time played
 * and, when the platform's profit and loss answers, the net result of the session's settled bets, with
 * Continue, Log out and View history; at the player's session-time limit the player is signed out as the
 * idle timeout signs out (env-provider's flow without the question) and told why. The clock is
 * lib/protection's; when the session began is state/protection's.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantConfig } from '../../config/merchant-resolved.gen';
import { screenPath } from '../../config/resolve';
import { formatDuration, inForce, startSessionClock } from '../../lib/protection';
import { sessionStartedAt, usePlayerLimits } from '../../state/protection';
import { useSessionStore } from '../../state/session';
import { useModal } from '../../ui/modal';
import { useMoney } from '../../ui/money';

type Phase = { kind: 'none' } | { kind: 'reality'; elapsedMs: number; result?: number } | { kind: 'ended'; minutes: number };

export function SessionLimits({
  config,
  signOut,
  navigate,
}: {
  config: MerchantConfig;
  /** Signs out without asking (env-provider's flow): answers whether it did. */
  signOut: () => Promise<boolean>;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}) {
  const { t, i18n } = useTranslation();
  const token = useSessionStore((s) => s.session?.token);
  const merchantCode = useSessionStore((s) => s.session?.merchantCode);
  const userName = useSessionStore((s) => s.session?.userName);
  const owner = useMemo(() => (merchantCode && userName ? { merchantCode, userName } : undefined), [merchantCode, userName]);
  const limits = usePlayerLimits(owner);
  const [phase, setPhase] = useState<Phase>({ kind: 'none' });
  const primary = useRef<HTMLButtonElement>(null);
  const latest = useRef({ signOut, navigate });
  latest.current = { signOut, navigate };
  const { protection } = config;
  const now = Date.now();
  const realityMinutes = limits.realityCheckMinutes ?? protection.realityCheckMinutes;
  const sessionLimit = protection.limits.includes('session') ? inForce(limits.session, now).value : undefined;
  // A raise waiting for its cooling-off changes the limit later: the clock starts again then.
  const pendingFrom = limits.session?.pending?.from;

  useEffect(() => {
    if (!token || (!realityMinutes && !sessionLimit)) return;
    const startedAt = sessionStartedAt();
    let alive = true;
    const stop = startSessionClock({
      startedAt,
      realityCheckMinutes: realityMinutes,
      sessionLimitMinutes: sessionLimit,
      onRealityCheck: (elapsedMs) => {
        setPhase({ kind: 'reality', elapsedMs });
        // The records' code loads when a check is due, not with the frame's first paint.
        void import('../../api/protection')
          .then(({ resultSince }) => resultSince(startedAt, Date.now()))
          .then(
          (result) => alive && setPhase((p) => (p.kind === 'reality' && p.elapsedMs === elapsedMs ? { ...p, result } : p)),
          () => undefined,
        );
      },
      onSessionLimit: () => {
        setPhase({ kind: 'none' });
        // Off a members-only page first: a member call refused while the platform ends the session must not
        // send the player to the login page (its guard) instead of home.
        latest.current.navigate('/m/home', { replace: true });
        void latest.current.signOut().then((done) => done && setPhase({ kind: 'ended', minutes: sessionLimit ?? 0 }));
      },
    });
    const restart = pendingFrom && pendingFrom > Date.now() ? setTimeout(() => setPhase((p) => ({ ...p })), Math.min(pendingFrom - Date.now(), 2 ** 31 - 1)) : undefined;
    return () => {
      alive = false;
      stop();
      clearTimeout(restart);
      setPhase((p) => (p.kind === 'reality' ? { kind: 'none' } : p));
    };
  }, [token, realityMinutes, sessionLimit, pendingFrom]);

  const close = () => setPhase({ kind: 'none' });
  const modal = useModal({ open: phase.kind !== 'none', onClose: close, maskIgnoreMs: config.constants.dialogMaskIgnoreMs, holdsPopups: true });
  useEffect(() => {
    if (phase.kind !== 'none') primary.current?.focus();
  }, [phase.kind]);
  const history = screenPath(config, 'bettingRecord');

  return (
    <dialog {...modal} className="lv-dialog" role="alertdialog" aria-labelledby="lv-protect-title" aria-describedby="lv-protect-text" data-testid="protection-dialog">
      {phase.kind === 'reality' ? (
        <div className="lv-dialog-body" data-testid="reality-check">
          <h2 id="lv-protect-title" className="lv-idle-title">
            {t('protection.realityTitle')}
          </h2>
          <p id="lv-protect-text" data-testid="reality-played">
            {t('protection.realityPlayed', { time: formatDuration(phase.elapsedMs, i18n.language) })}
          </p>
          {phase.result !== undefined ? <RealityResult result={phase.result} /> : null}
          <div className="lv-dialog-actions lv-protect-actions">
            <button type="button" className="lv-button" onClick={close} ref={primary} data-testid="reality-continue">
              {t('protection.continue')}
            </button>
            {history ? (
              <button
                type="button"
                className="lv-button lv-button-quiet"
                onClick={() => {
                  close();
                  navigate(history);
                }}
                data-testid="reality-history"
              >
                {t('protection.viewHistory')}
              </button>
            ) : null}
            <button
              type="button"
              className="lv-button lv-button-quiet"
              onClick={() => {
                close();
                void signOut();
              }}
              data-testid="reality-sign-out"
            >
              {t('menu.signOut')}
            </button>
          </div>
        </div>
      ) : phase.kind === 'ended' ? (
        <div className="lv-dialog-body" data-testid="session-limit-ended">
          <h2 id="lv-protect-title" className="lv-idle-title">
            {t('protection.sessionTitle')}
          </h2>
          <p id="lv-protect-text">{t('protection.sessionEnded', { time: formatDuration(phase.minutes * 60_000, i18n.language) })}</p>
          <div className="lv-dialog-actions">
            <button type="button" className="lv-button" onClick={close} ref={primary} data-testid="session-limit-ok">
              {t('common.close')}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * The session's net result in the wallet's currency: its own component, so the wallet is asked for when a
 * reality check shows one, not by the frame at start-up (home's first calls keep the order of spec §4).
 */
function RealityResult({ result }: { result: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  return <p data-testid="reality-result">{t('protection.realityResult', { amount: money(result) })}</p>;
}
