/**
 * The idle timeout's clock (issue 20, "Sessions"): a signed-in player who does nothing for `timeoutMs` is
 * signed out, with a warning `warningMs` before. Activity in any tab of the site counts: each tab keeps the
 * time of the last activity it saw in a shared store (local storage), and hears the other tabs' writes.
 *
 * The clock runs to a deadline, not by counting ticks: a phone that slept, or a background tab whose timers
 * the browser held back, checks the deadline at the first event it gets, so a tap after the deadline signs
 * out rather than extending a session that has already run out. Passive activity (a tap, a scroll) only
 * moves the last-activity time; the timer is rescheduled when it fires, not on every event.
 * While the warning shows, only an answer to it (or activity in another tab) counts: a pointer crossing
 * the page is no answer, and the dialog asks for one.
 */

/** Where the tabs of the site share the time of the last activity (epoch ms). */
export interface ActivityStore {
  read(): number | undefined;
  write(at: number): void;
  /** Calls `heard` with the time another tab wrote; answers the unsubscribe. */
  subscribe(heard: (at: number) => void): () => void;
}

export interface IdleTimerOptions {
  timeoutMs: number;
  /** How long before the deadline the warning shows (at most the whole timeout). */
  warningMs: number;
  store: ActivityStore;
  /** The warning is due; `deadline` is when the sign-out follows (epoch ms). */
  onWarn: (deadline: number) => void;
  /** The warning is withdrawn: the player stayed, here or in another tab. */
  onResume: () => void;
  /** The deadline passed without activity. Called once; the timer is then spent. */
  onTimeout: () => void;
  now?: () => number;
  /** When the session appeared on this page (a login, the page opened signed in), if before the timer starts. */
  startedAt?: number;
}

export interface IdleTimer {
  /** Passive activity on this page (pointer, key, touch, scroll, the page shown again). */
  activity(): void;
  /** The player answered the warning with "Stay signed in": the timeout starts again. */
  stay(): void;
  stop(): void;
}

/** Shared writes at most this often: a scroll fires many events, and each write wakes every other tab. */
export const ACTIVITY_WRITE_MS = 1000;

/** A timeout of 0 (the merchant's "off"): nothing is counted, written or listened to. */
const OFF: IdleTimer = { activity() {}, stay() {}, stop() {} };

export function startIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { timeoutMs, store, onWarn, onResume, onTimeout } = options;
  if (!(timeoutMs > 0)) return OFF;
  const warningMs = Math.min(options.warningMs, timeoutMs);
  const now = options.now ?? Date.now;
  let state: 'active' | 'warning' | 'ended' = 'active';
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Starting (a login, a page opened while signed in) is the player's doing: the timer counts from then.
  let last = Math.min(options.startedAt ?? Number.POSITIVE_INFINITY, now());
  let written = Number.NEGATIVE_INFINITY;

  const record = (at: number, force = false) => {
    last = at;
    if (force || at - written >= ACTIVITY_WRITE_MS) {
      written = at;
      store.write(at);
    }
  };

  const check = () => {
    if (state === 'ended') return;
    clearTimeout(timer);
    const shared = store.read();
    if (shared !== undefined && shared > last) last = shared;
    const at = now();
    const deadline = last + timeoutMs;
    if (at >= deadline) {
      state = 'ended';
      onTimeout();
      return;
    }
    const warnAt = deadline - warningMs;
    if (at >= warnAt) {
      if (state !== 'warning') {
        state = 'warning';
        onWarn(deadline);
      }
      timer = setTimeout(check, deadline - at);
    } else {
      if (state === 'warning') {
        state = 'active';
        onResume();
      }
      timer = setTimeout(check, warnAt - at);
    }
  };

  const unsubscribe = store.subscribe((at) => {
    if (state === 'ended' || !(at > last)) return;
    last = at;
    // Another tab's activity withdraws this tab's warning at once; otherwise the timer finds it when it fires.
    if (state === 'warning') check();
  });

  record(last, true);
  check();

  return {
    activity() {
      if (state !== 'active') return;
      // Past the deadline (timers held back while the page slept): too late to count.
      if (now() >= last + timeoutMs) check();
      else record(now());
    },
    stay() {
      if (state === 'ended') return;
      if (now() >= last + timeoutMs) return check();
      record(now(), true);
      check();
    },
    stop() {
      state = 'ended';
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
