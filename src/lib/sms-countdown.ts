/**
 * The SMS-code button (spec 4 "SMS code button"), one state machine for login, register and the phone
 * reset: enabled → sending (the loading message) → counting down to the expiry the platform gave
 * (expiredMinutes × 60 s, or until expirationTime; 60 s by default) → enabled again. A failed send only
 * ends the loading; the code input is enabled once a code has been sent.
 *
 * The countdown runs to a deadline, not by counting ticks: a phone that pauses timers while the player
 * reads the code in another app shows the right number of seconds when they come back.
 */
export type SmsPhase = 'idle' | 'sending' | 'counting';

export interface SmsState {
  phase: SmsPhase;
  /** Seconds left while counting. */
  left: number;
  /** When the countdown ends (epoch ms; 0 when not counting). */
  until: number;
  /** Whether a code was ever sent on this screen (enables the code input). */
  sent: boolean;
}

export type SmsEvent =
  | { type: 'send' }
  | { type: 'sent'; seconds: number; now: number }
  | { type: 'failed' }
  | { type: 'tick'; now: number }
  | { type: 'reset' };

export const SMS_IDLE: SmsState = { phase: 'idle', left: 0, until: 0, sent: false };

const secondsLeft = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

export function smsReducer(state: SmsState, event: SmsEvent): SmsState {
  switch (event.type) {
    case 'send':
      return state.phase === 'idle' ? { ...state, phase: 'sending' } : state;
    case 'sent': {
      if (state.phase !== 'sending') return state;
      const until = event.now + Math.max(0, event.seconds) * 1000;
      const left = secondsLeft(until, event.now);
      return left > 0 ? { phase: 'counting', left, until, sent: true } : { phase: 'idle', left: 0, until: 0, sent: true };
    }
    case 'failed':
      return state.phase === 'sending' ? { ...state, phase: 'idle' } : state;
    case 'tick': {
      if (state.phase !== 'counting') return state;
      const left = secondsLeft(state.until, event.now);
      if (left === state.left) return state;
      return left > 0 ? { ...state, left } : { ...state, phase: 'idle', left: 0, until: 0 };
    }
    case 'reset':
      return SMS_IDLE;
  }
}

/** The send link shows unless the countdown runs (spec: "hidden during the countdown"). */
export const sendLinkShown = (state: SmsState): boolean => state.phase !== 'counting';
