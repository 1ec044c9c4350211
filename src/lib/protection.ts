/**
 * Player protection's rules (issue 20): the limits a player sets (deposit and loss per day, week and month,
 * minutes per session), when a change takes effect, what the limits refuse, and the session clock that
 * shows the reality check and ends a session at its time limit.
 *
 * A stricter limit (lower, or one where there was none) applies at once; a looser one (higher, or none)
 * waits for the cooling-off, as regulated operators do: the player asks, and it holds from `from` on.
 * Periods are calendar periods in the device's time: a day from midnight, a week from Monday, a month from
 * the 1st.
 */

export const PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type Period = (typeof PERIODS)[number];

/** A limit: the value in force (undefined: none) and a looser value waiting for its cooling-off. */
export interface Limit {
  value?: number;
  pending?: { value?: number; from: number };
}

export interface PlayerLimits {
  deposit: Partial<Record<Period, Limit>>;
  loss: Partial<Record<Period, Limit>>;
  /** Minutes signed in, then a sign-out. */
  session?: Limit;
  /** The player's reality-check interval in minutes (0: none); absent, the merchant's default. */
  realityCheckMinutes?: number;
}

export const NO_LIMITS: PlayerLimits = { deposit: {}, loss: {} };

/** The player's choice of reality-check interval (0 turns it off). */
export const REALITY_CHECK_BOUNDS = { min: 5, max: 240 } as const;
/** Minutes a session-time limit may be set to: at least a quarter of an hour, at most a day. */
export const SESSION_LIMIT_BOUNDS = { min: 15, max: 1440 } as const;

/** When `period` began for the moment `now` (local time). */
export function periodStart(period: Period, now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  if (period === 'weekly') d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  if (period === 'monthly') d.setDate(1);
  return d.getTime();
}

/** The limit as it holds at `now`: a pending change whose time has come is in force. */
export function inForce(limit: Limit | undefined, now: number): Limit {
  if (!limit) return {};
  if (limit.pending && now >= limit.pending.from) return { value: limit.pending.value };
  return limit;
}

/** Whether `next` protects more than `current` (undefined: no limit). */
export const isStricter = (next: number | undefined, current: number | undefined) => next !== undefined && (current === undefined || next < current);

/**
 * The limit after the player asks for `next` at `now`: stricter applies at once (a waiting raise is
 * dropped); the same value keeps the limit as it is in force and drops a waiting change; looser waits
 * `coolingOffMs` (asking again for the same looser value does not restart the wait).
 */
export function changeLimit(limit: Limit | undefined, next: number | undefined, now: number, coolingOffMs: number): Limit {
  const current = inForce(limit, now);
  if (next === current.value || isStricter(next, current.value)) return { value: next };
  if (current.pending && current.pending.value === next) return current;
  return { value: current.value, pending: { value: next, from: now + coolingOffMs } };
}

/** Every limit as it holds at `now`. */
export function limitsAt(limits: PlayerLimits, now: number): PlayerLimits {
  const each = (set: Partial<Record<Period, Limit>>) =>
    Object.fromEntries(PERIODS.flatMap((p) => (set[p] ? [[p, inForce(set[p], now)]] : []))) as Partial<Record<Period, Limit>>;
  return { ...limits, deposit: each(limits.deposit), loss: each(limits.loss), session: limits.session ? inForce(limits.session, now) : undefined };
}

/** The periods that have a limit in force. */
export const limitedPeriods = (set: Partial<Record<Period, Limit>>, now: number): Period[] =>
  PERIODS.filter((p) => inForce(set[p], now).value !== undefined);

export interface DepositRefusal {
  period: Period;
  limit: number;
  /** What the period still allows (never below 0). */
  left: number;
}

/**
 * Whether a deposit of `amount` goes past a deposit limit, given what each limited period has already
 * taken; the period leaving least is named.
 */
export function depositRefusal(limits: PlayerLimits, used: Partial<Record<Period, number>>, amount: number, now: number): DepositRefusal | undefined {
  let worst: DepositRefusal | undefined;
  for (const period of limitedPeriods(limits.deposit, now)) {
    const limit = inForce(limits.deposit[period], now).value as number;
    const left = Math.max(0, cents(limit - (used[period] ?? 0)));
    if (amount > left && (!worst || left < worst.left)) worst = { period, limit, left };
  }
  return worst;
}

export interface LossReached {
  period: Period;
  limit: number;
  loss: number;
}

/** The first limited period whose net loss has reached its loss limit. */
export function lossReached(limits: PlayerLimits, losses: Partial<Record<Period, number>>, now: number): LossReached | undefined {
  for (const period of limitedPeriods(limits.loss, now)) {
    const limit = inForce(limits.loss[period], now).value as number;
    const loss = losses[period] ?? 0;
    if (loss >= limit) return { period, limit, loss };
  }
  return undefined;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** A stored limit read back defensively (local storage is the player's to edit). */
function readLimit(value: unknown): Limit | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as { value?: unknown; pending?: { value?: unknown; from?: unknown } };
  const amount = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined);
  const pending = v.pending && typeof v.pending.from === 'number' && Number.isFinite(v.pending.from) ? { value: amount(v.pending.value), from: v.pending.from } : undefined;
  const out: Limit = { value: amount(v.value) };
  return pending ? { ...out, pending } : out;
}

/** Limits from what storage held: anything malformed is left out, never guessed. */
export function parseLimits(value: unknown): PlayerLimits {
  if (!value || typeof value !== 'object') return NO_LIMITS;
  const v = value as Record<string, unknown>;
  const set = (raw: unknown) => {
    const out: Partial<Record<Period, Limit>> = {};
    if (raw && typeof raw === 'object') {
      for (const p of PERIODS) {
        const limit = readLimit((raw as Record<string, unknown>)[p]);
        if (limit) out[p] = limit;
      }
    }
    return out;
  };
  const reality = v.realityCheckMinutes;
  return {
    deposit: set(v.deposit),
    loss: set(v.loss),
    session: readLimit(v.session),
    realityCheckMinutes: typeof reality === 'number' && Number.isInteger(reality) && reality >= 0 && reality <= REALITY_CHECK_BOUNDS.max ? reality : undefined,
  };
}

// ---------------------------------------------------------------- the session clock

export interface SessionClockOptions {
  /** When the player signed in (epoch ms). */
  startedAt: number;
  /** Minutes between reality checks (0: none). */
  realityCheckMinutes: number;
  /** Minutes of the session-time limit (undefined: none). */
  sessionLimitMinutes?: number;
  /** A reality check is due: the time signed in so far (ms). */
  onRealityCheck: (elapsedMs: number) => void;
  /** The session-time limit is reached. Called once; the clock is then spent. */
  onSessionLimit: () => void;
  now?: () => number;
}

/**
 * Runs to deadlines, not by counting ticks (as lib/idle-timer): a timer the browser held back fires late and
 * finds the time that has really passed. A reality check falls every `realityCheckMinutes` after the start;
 * checks missed while the page slept make one, not several. The session limit wins over a check due with it.
 */
export function startSessionClock(options: SessionClockOptions): () => void {
  const { startedAt, onRealityCheck, onSessionLimit } = options;
  const now = options.now ?? Date.now;
  const everyMs = options.realityCheckMinutes * 60_000;
  const endAt = options.sessionLimitMinutes ? startedAt + options.sessionLimitMinutes * 60_000 : Number.POSITIVE_INFINITY;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Checks already due when the clock starts (a page opened later in the session) were shown, or missed.
  let checksDone = everyMs > 0 ? Math.floor(Math.max(0, now() - startedAt) / everyMs) : 0;

  const tick = () => {
    if (stopped) return;
    const at = now();
    if (at >= endAt) {
      stopped = true;
      onSessionLimit();
      return;
    }
    if (everyMs > 0) {
      const due = Math.floor((at - startedAt) / everyMs);
      if (due > checksDone) {
        checksDone = due;
        onRealityCheck(at - startedAt);
      }
    }
    const nextCheck = everyMs > 0 ? startedAt + (checksDone + 1) * everyMs : Number.POSITIVE_INFINITY;
    const next = Math.min(nextCheck, endAt);
    // setTimeout's longest delay is 2^31-1 ms.
    if (Number.isFinite(next)) timer = setTimeout(tick, Math.min(Math.max(0, next - at), 2 ** 31 - 1));
  };
  tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** A span of time as the language says it ("1 hour, 5 minutes"), whole minutes, from Intl's own units. */
export function formatDuration(ms: number, locale: string): string {
  const total = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  const unit = (value: number, name: 'hour' | 'minute') => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const parts = [...(hours > 0 ? [unit(hours, 'hour')] : []), ...(minutes > 0 || hours === 0 ? [unit(minutes, 'minute')] : [])];
  try {
    return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(parts);
  } catch {
    return parts.join(' ');
  }
}

export { noticeAge } from './notice-age';
