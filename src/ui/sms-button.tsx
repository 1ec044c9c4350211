/**
 * The SMS-code send link (spec 4 "SMS code button") shared by login, register and the phone reset: the
 * machine is lib/sms-countdown.ts; this adds the tick (cleared when the screen closes; also when the page
 * comes back into view), the messages (the loading message while sending, "SMS sent" after; on a failed
 * send only the loading goes, spec 8) and the link / countdown rendering.
 */
import { useCallback, useContext, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SMS_IDLE, type SmsState, sendLinkShown, smsReducer } from '../lib/sms-countdown';
import { WidgetEnvContext } from './widget-env';

export interface SmsButton {
  state: SmsState;
  /**
   * Runs `request` (which answers the countdown seconds) unless a send or countdown is under way, with the
   * spec's messages around it. Answers whether a code was sent; a failure is not thrown (spec 8: only the
   * loading message goes) but handed to `onError` when given.
   */
  send: (request: () => Promise<{ expiresInSeconds: number }>, onError?: (err: unknown) => void) => Promise<boolean>;
  reset: () => void;
}

/** The messages around a send: SMS by default; a code sent by e-mail says so. */
export interface CodeMessages {
  sending: string;
  sent: string;
}

const SMS_MESSAGES: CodeMessages = { sending: 'message.sendingSms', sent: 'message.smsSent' };

export function useSmsButton(messages: CodeMessages = SMS_MESSAGES): SmsButton {
  const env = useContext(WidgetEnvContext);
  const { t } = useTranslation();
  const tickMs = env?.config.constants.smsTickMs ?? 1000;
  const [state, dispatch] = useReducer(smsReducer, SMS_IDLE);
  const phase = useRef(state.phase);
  phase.current = state.phase;
  const counting = state.phase === 'counting';

  useEffect(() => {
    if (!counting) return;
    const tick = () => dispatch({ type: 'tick', now: Date.now() });
    const timer = setInterval(tick, tickMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [counting, tickMs]);

  const send = useCallback(
    async (request: () => Promise<{ expiresInSeconds: number }>, onError?: (err: unknown) => void) => {
      if (phase.current !== 'idle') return false;
      phase.current = 'sending';
      dispatch({ type: 'send' });
      const done = env?.notify(t(messages.sending), 'loading', env.config.constants.smsLoadingMs);
      try {
        const { expiresInSeconds } = await request();
        dispatch({ type: 'sent', seconds: expiresInSeconds, now: Date.now() });
        done?.();
        env?.notify(t(messages.sent), 'success', env.config.constants.successMessageMs);
        return true;
      } catch (err) {
        dispatch({ type: 'failed' });
        done?.();
        onError?.(err);
        return false;
      }
    },
    [env, t, messages.sending, messages.sent],
  );

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, send, reset };
}

/** The send link, its loading text, or the countdown in its place. */
export function SmsSendLink({ sms, onSend, testId, messages = SMS_MESSAGES }: { sms: SmsState; onSend: () => void; testId?: string; messages?: CodeMessages }) {
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
      {sms.phase === 'sending' ? t(messages.sending) : t('login.sendCode')}
    </button>
  );
}
