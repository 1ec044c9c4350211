/**
 * Issue 20, player protection: the limits' rules (lib/protection): calendar periods, a stricter limit at once
 * and a looser one after the cooling-off, the deposit and loss refusals, what storage may hold, and the
 * session clock (reality checks every N minutes, the session-time limit) with fake timers. Also the record
 * ranges the platform's 30-day calls take (api/protection).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rangeParts } from '../../src/api/protection';
import {
  changeLimit,
  depositRefusal,
  formatDuration,
  inForce,
  type Limit,
  limitsAt,
  lossReached,
  noticeAge,
  parseLimits,
  type PlayerLimits,
  periodStart,
  startSessionClock,
} from '../../src/lib/protection';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const COOLING = 24 * HOUR;
/** A Wednesday afternoon, in the test's local time. */
const WED = new Date(2026, 5, 17, 15, 30).getTime();

describe('periods (the device’s local time)', () => {
  it('a day starts at midnight, a week on Monday, a month on the 1st', () => {
    expect(new Date(periodStart('daily', WED))).toEqual(new Date(2026, 5, 17));
    expect(new Date(periodStart('weekly', WED))).toEqual(new Date(2026, 5, 15));
    expect(new Date(periodStart('monthly', WED))).toEqual(new Date(2026, 5, 1));
  });
  it('a Sunday still belongs to the week that began the Monday before', () => {
    const sunday = new Date(2026, 5, 21, 23, 59).getTime();
    expect(new Date(periodStart('weekly', sunday))).toEqual(new Date(2026, 5, 15));
  });
  it('a month longer than the records’ 30 days is asked in two parts that meet', () => {
    const start = new Date(2026, 0, 1).getTime();
    const end = new Date(2026, 0, 31, 23, 0).getTime();
    const parts = rangeParts(start, end);
    expect(parts).toHaveLength(2);
    expect(parts[0]?.start).toBe(start);
    expect(parts[1]?.start).toBe((parts[0]?.end ?? 0) + 1);
    expect(parts[1]?.end).toBe(end);
    for (const p of parts) expect(p.end - p.start).toBeLessThan(30 * DAY);
    expect(rangeParts(start, start + DAY)).toHaveLength(1);
  });
});

describe('changing a limit: stricter at once, looser after the cooling-off', () => {
  const set = (value?: number): Limit => ({ value });
  it('a first limit, or a lower one, applies at once', () => {
    expect(changeLimit(undefined, 100, WED, COOLING)).toEqual({ value: 100 });
    expect(changeLimit(set(100), 50, WED, COOLING)).toEqual({ value: 50 });
  });
  it('a higher limit waits 24 hours, the old one holding until then', () => {
    const raised = changeLimit(set(100), 500, WED, COOLING);
    expect(raised).toEqual({ value: 100, pending: { value: 500, from: WED + COOLING } });
    expect(inForce(raised, WED + COOLING - 1).value).toBe(100);
    expect(inForce(raised, WED + COOLING).value).toBe(500);
  });
  it('removing a limit is looser: it waits as well', () => {
    const removed = changeLimit(set(100), undefined, WED, COOLING);
    expect(removed.pending).toEqual({ value: undefined, from: WED + COOLING });
    expect(inForce(removed, WED + COOLING).value).toBeUndefined();
  });
  it('asking again for the same raise keeps its date; lowering meanwhile drops it', () => {
    const raised = changeLimit(set(100), 500, WED, COOLING);
    expect(changeLimit(raised, 500, WED + HOUR, COOLING)).toEqual(raised);
    expect(changeLimit(raised, 80, WED + HOUR, COOLING)).toEqual({ value: 80 });
    expect(changeLimit(raised, 100, WED + HOUR, COOLING)).toEqual({ value: 100 });
  });
  it('a raise asked for after an earlier one took effect starts from the new value', () => {
    const raised = changeLimit(set(100), 500, WED, COOLING);
    expect(changeLimit(raised, 1000, WED + 2 * DAY, COOLING)).toEqual({ value: 500, pending: { value: 1000, from: WED + 2 * DAY + COOLING } });
  });
  it('limitsAt applies every change whose time has come', () => {
    const limits: PlayerLimits = { deposit: { daily: changeLimit(set(100), 500, WED, COOLING) }, loss: {}, session: changeLimit(set(60), 120, WED, COOLING) };
    const later = limitsAt(limits, WED + COOLING);
    expect(later.deposit.daily).toEqual({ value: 500 });
    expect(later.session).toEqual({ value: 120 });
  });
});

describe('what the limits refuse', () => {
  const limits: PlayerLimits = { deposit: { daily: { value: 100 }, weekly: { value: 300 } }, loss: { daily: { value: 50 }, monthly: { value: 500 } } };
  it('a deposit that fits every period passes', () => {
    expect(depositRefusal(limits, { daily: 20, weekly: 20 }, 80, WED)).toBeUndefined();
  });
  it('a deposit over a period’s limit is refused, naming what the period still allows', () => {
    expect(depositRefusal(limits, { daily: 20, weekly: 20 }, 80.01, WED)).toEqual({ period: 'daily', limit: 100, left: 80 });
  });
  it('the period leaving least is named', () => {
    expect(depositRefusal(limits, { daily: 0, weekly: 280 }, 50, WED)).toEqual({ period: 'weekly', limit: 300, left: 20 });
  });
  it('a raise still cooling off does not allow more yet', () => {
    const raised = { ...limits, deposit: { daily: changeLimit({ value: 100 }, 1000, WED, COOLING) } };
    expect(depositRefusal(raised, { daily: 90 }, 50, WED + HOUR)?.left).toBe(10);
    expect(depositRefusal(raised, { daily: 90 }, 50, WED + COOLING)).toBeUndefined();
  });
  it('game launch stops once a period’s net loss reaches its limit', () => {
    expect(lossReached(limits, { daily: 49.99, monthly: 10 }, WED)).toBeUndefined();
    expect(lossReached(limits, { daily: 50, monthly: 10 }, WED)).toEqual({ period: 'daily', limit: 50, loss: 50 });
    expect(lossReached(limits, { daily: 0, monthly: 600 }, WED)).toEqual({ period: 'monthly', limit: 500, loss: 600 });
  });
  it('no limits refuse nothing', () => {
    expect(depositRefusal({ deposit: {}, loss: {} }, {}, 1e9, WED)).toBeUndefined();
    expect(lossReached({ deposit: {}, loss: {} }, {}, WED)).toBeUndefined();
  });
});

describe('what storage holds (the player may have edited it)', () => {
  it('keeps well-formed limits and drops the rest', () => {
    const parsed = parseLimits({
      deposit: { daily: { value: 100, pending: { value: 500, from: WED } }, weekly: { value: -5 }, yearly: { value: 1 } },
      loss: 'lots',
      session: { value: 'sixty' },
      realityCheckMinutes: 9999,
    });
    expect(parsed).toEqual({ deposit: { daily: { value: 100, pending: { value: 500, from: WED } }, weekly: { value: undefined } }, loss: {}, session: { value: undefined }, realityCheckMinutes: undefined });
    expect(parseLimits(null)).toEqual({ deposit: {}, loss: {} });
  });
});

describe('the merchant’s age notice and durations', () => {
  it('off, 18 or 21', () => {
    expect([noticeAge('off'), noticeAge('18'), noticeAge('21')]).toEqual([0, 18, 21]);
  });
  it('a duration in hours and minutes as the language says it', () => {
    expect(formatDuration(65 * MINUTE, 'en')).toBe('1 hour, 5 minutes');
    expect(formatDuration(30 * MINUTE, 'en')).toBe('30 minutes');
    expect(formatDuration(24 * HOUR, 'en')).toBe('24 hours');
  });
});

describe('the session clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(WED);
  });
  afterEach(() => vi.useRealTimers());

  it('a reality check every N minutes from the start, showing the time signed in', () => {
    const onRealityCheck = vi.fn();
    const onSessionLimit = vi.fn();
    const stop = startSessionClock({ startedAt: Date.now(), realityCheckMinutes: 30, onRealityCheck, onSessionLimit });
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(onRealityCheck).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onRealityCheck).toHaveBeenLastCalledWith(30 * MINUTE);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(onRealityCheck).toHaveBeenCalledTimes(2);
    expect(onRealityCheck).toHaveBeenLastCalledWith(60 * MINUTE);
    stop();
    vi.advanceTimersByTime(HOUR);
    expect(onRealityCheck).toHaveBeenCalledTimes(2);
    expect(onSessionLimit).not.toHaveBeenCalled();
  });

  it('a page opened later in the session counts from the login, not from the page', () => {
    const onRealityCheck = vi.fn();
    startSessionClock({ startedAt: Date.now() - 50 * MINUTE, realityCheckMinutes: 30, onRealityCheck, onSessionLimit: vi.fn() })();
    expect(onRealityCheck).not.toHaveBeenCalled();
    const again = vi.fn();
    const stop = startSessionClock({ startedAt: Date.now() - 50 * MINUTE, realityCheckMinutes: 30, onRealityCheck: again, onSessionLimit: vi.fn() });
    vi.advanceTimersByTime(10 * MINUTE);
    expect(again).toHaveBeenCalledWith(60 * MINUTE);
    stop();
  });

  it('checks missed while the page slept make one check, with the real time', () => {
    const onRealityCheck = vi.fn();
    const start = Date.now();
    const stop = startSessionClock({ startedAt: start, realityCheckMinutes: 10, onRealityCheck, onSessionLimit: vi.fn() });
    // The clock jumps (a phone asleep); the held-back timer fires late, once.
    vi.setSystemTime(start + 45 * MINUTE);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onRealityCheck).toHaveBeenCalledTimes(1);
    expect(onRealityCheck.mock.calls[0]?.[0]).toBeGreaterThanOrEqual(45 * MINUTE);
    stop();
  });

  it('at the session-time limit: once, and no reality check after it', () => {
    const onRealityCheck = vi.fn();
    const onSessionLimit = vi.fn();
    startSessionClock({ startedAt: Date.now(), realityCheckMinutes: 30, sessionLimitMinutes: 60, onRealityCheck, onSessionLimit });
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onSessionLimit).toHaveBeenCalledTimes(1);
    expect(onRealityCheck).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5 * HOUR);
    expect(onSessionLimit).toHaveBeenCalledTimes(1);
    expect(onRealityCheck).toHaveBeenCalledTimes(1);
  });

  it('a session already past its limit when the page opens ends at once', () => {
    const onSessionLimit = vi.fn();
    startSessionClock({ startedAt: Date.now() - 2 * HOUR, realityCheckMinutes: 0, sessionLimitMinutes: 60, onRealityCheck: vi.fn(), onSessionLimit });
    expect(onSessionLimit).toHaveBeenCalledTimes(1);
  });

  it('with neither a reality check nor a limit nothing is scheduled', () => {
    const stop = startSessionClock({ startedAt: Date.now(), realityCheckMinutes: 0, onRealityCheck: vi.fn(), onSessionLimit: vi.fn() });
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});
