/**
 * The SMS-code send link (spec 4 "SMS code button") shared by login, register and the phone reset: the
 * machine is lib/sms-countdown.ts; this adds the one-second tick (cleared when the screen closes) and
 * the link / countdown rendering.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_IDLE, type SmsState, sendLinkShown, smsReducer } from '../lib/sms-countdown';

export interface SmsButton {
  state: SmsState;
  /**
   * Runs `request` (which answers the countdown seconds) unless a send or countdown is under way. A
   * failure only ends the loading; it is rethrown for the screen to explain.
   */
  send: (request: () => Promise<{ expiresInSeconds: number }>) => Promise<boolean>;
  reset: () => void;
}

export function useSmsButton(tickMs = 1000): SmsButton {
  const [state, dispatch] = useReducer(smsReducer, SMS_IDLE);
  const phase = useRef(state.phase);
  phase.current = state.phase;
  const counting = state.phase === 'counting';

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), tickMs);
    return () => clearInterval(timer);
  }, [counting, tickMs]);

  const send = useCallback(async (request: () => Promise<{ expiresInSeconds: number }>) => {
    if (phase.current !== 'idle') return false;
    phase.current = 'sending';
    dispatch({ type: 'send' });
    try {
      const { expiresInSeconds } = await request();
      dispatch({ type: 'sent', seconds: expiresInSeconds });
      return true;
    } catch (err) {
      dispatch({ type: 'failed' });
      throw err;
    }
  }, []);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, send, reset };
}

/** The send link, its loading text, or the countdown in its place. */
export function SmsSendLink({ sms, onSend, testId }: { sms: SmsState; onSend: () => void; testId?: string }) {
  const { t } = useTranslation();
  if (!sendLinkShown(sms)) {
    return (
      <span className="lv-muted lv-sms-timer" role="timer" aria-live="off" data-testid={testId ? `${testId}-countdown` : undefined}>
        {t('login.resendIn', { seconds: sms.left })}
      </span>
    );
  }
  return (
    <button type="button" className="lv-link" onClick={onSend} disabled={sms.phase === 'sending'} aria-busy={sms.phase === 'sending'} data-testid={testId}>
      {sms.phase === 'sending' ? t('message.sendingSms') : t('login.sendCode')}
    </button>
  );
}
