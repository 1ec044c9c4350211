/**
 * The SMS-code button (spec 4 "SMS code button"), one state machine for login, register and the phone
 * reset: enabled → sending (the loading message) → counting down the seconds the platform gave
 * (expiredMinutes × 60, or until expirationTime; 60 s by default) → enabled again. A failed send only
 * ends the loading; the code input is enabled once a code has been sent.
 */
export type SmsPhase = 'idle' | 'sending' | 'counting';

export interface SmsState {
  phase: SmsPhase;
  /** Seconds left while counting. */
  left: number;
  /** Whether a code was ever sent on this screen (enables the code input). */
  sent: boolean;
}

export type SmsEvent = { type: 'send' } | { type: 'sent'; seconds: number } | { type: 'failed' } | { type: 'tick' } | { type: 'reset' };

export const SMS_IDLE: SmsState = { phase: 'idle', left: 0, sent: false };

export function smsReducer(state: SmsState, event: SmsEvent): SmsState {
  switch (event.type) {
    case 'send':
      return state.phase === 'idle' ? { ...state, phase: 'sending' } : state;
    case 'sent': {
      if (state.phase !== 'sending') return state;
      const seconds = Math.max(0, Math.ceil(event.seconds));
      return seconds > 0 ? { phase: 'counting', left: seconds, sent: true } : { phase: 'idle', left: 0, sent: true };
    }
    case 'failed':
      return state.phase === 'sending' ? { ...state, phase: 'idle' } : state;
    case 'tick':
      if (state.phase !== 'counting') return state;
      return state.left > 1 ? { ...state, left: state.left - 1 } : { ...state, phase: 'idle', left: 0 };
    case 'reset':
      return SMS_IDLE;
  }
}

/** The send link shows unless the countdown runs (spec: "hidden during the countdown"). */
export const sendLinkShown = (state: SmsState): boolean => state.phase !== 'counting';
