// @vitest-environment jsdom
/**
 * Issue 20, sessions: the idle timeout's clock (lib/idle-timer) with the tabs' shared activity time
 * (renderer/sign-out's local-storage store). Fake timers; another tab is a `storage` event for the key.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateMerchant } from '../../src/config/validate';
import { ACTIVITY_WRITE_MS, type IdleTimer, startIdleTimer } from '../../src/lib/idle-timer';
import { ACTIVITY_KEY, localActivityStore } from '../../src/renderer/sign-out';
import { spokenSeconds } from '../../src/renderer/frame/idle-timeout';

const MINUTE = 60_000;
const TIMEOUT = 30 * MINUTE;
const WARNING = MINUTE;

/** Another tab of the site writing its last activity (the browser tells this one with a storage event). */
function activityInAnotherTab(at: number) {
  localStorage.setItem(ACTIVITY_KEY, String(at));
  window.dispatchEvent(new StorageEvent('storage', { key: ACTIVITY_KEY, newValue: String(at), storageArea: localStorage }));
}

let running: IdleTimer | undefined;
function start(timeoutMs = TIMEOUT, warningMs = WARNING) {
  const calls = { onWarn: vi.fn(), onResume: vi.fn(), onTimeout: vi.fn() };
  running = startIdleTimer({ timeoutMs, warningMs, store: localActivityStore(), ...calls });
  return { timer: running, ...calls };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => {
  running?.stop();
  localStorage.clear();
  vi.useRealTimers();
});

describe('idle timeout', () => {
  it('warns one minute before the timeout, with the deadline, and times out at the timeout', () => {
    const begun = Date.now();
    const { onWarn, onTimeout } = start();
    vi.advanceTimersByTime(TIMEOUT - WARNING - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onWarn).toHaveBeenCalledWith(begun + TIMEOUT);
    vi.advanceTimersByTime(WARNING - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    // Spent: nothing more, whatever happens next.
    vi.advanceTimersByTime(10 * TIMEOUT);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
  });

  it('a timer started after the session appeared (its code loaded later) counts from the session, not from its start', () => {
    const signedInAt = Date.now();
    vi.advanceTimersByTime(10 * MINUTE);
    const calls = { onWarn: vi.fn(), onResume: vi.fn(), onTimeout: vi.fn() };
    running = startIdleTimer({ timeoutMs: TIMEOUT, warningMs: WARNING, store: localActivityStore(), startedAt: signedInAt, ...calls });
    vi.advanceTimersByTime(TIMEOUT - WARNING - 10 * MINUTE);
    expect(calls.onWarn).toHaveBeenCalledWith(signedInAt + TIMEOUT);
    vi.advanceTimersByTime(WARNING);
    expect(calls.onTimeout).toHaveBeenCalledTimes(1);
  });

  it('activity on the page moves the timeout: a tap 10 minutes in puts the warning at 39 minutes', () => {
    const { timer, onWarn, onTimeout } = start();
    vi.advanceTimersByTime(10 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(TIMEOUT - WARNING - 1);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WARNING);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('"Stay signed in" withdraws the warning and starts the full timeout again; passive activity does not answer it', () => {
    const { timer, onWarn, onResume, onTimeout } = start();
    vi.advanceTimersByTime(TIMEOUT - 30_000);
    expect(onWarn).toHaveBeenCalledTimes(1);
    // A pointer crossing the page is no answer to the dialog.
    timer.activity();
    vi.advanceTimersByTime(29_000);
    expect(onResume).not.toHaveBeenCalled();
    timer.stay();
    expect(onResume).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TIMEOUT - WARNING);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(onWarn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(WARNING);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("another tab's activity counts: it postpones the timeout, and withdraws a warning at once", () => {
    const { onWarn, onResume, onTimeout } = start();
    vi.advanceTimersByTime(20 * MINUTE);
    activityInAnotherTab(Date.now());
    vi.advanceTimersByTime(TIMEOUT - WARNING);
    expect(onWarn).toHaveBeenCalledTimes(1);
    expect(onTimeout).not.toHaveBeenCalled();
    activityInAnotherTab(Date.now());
    expect(onResume).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TIMEOUT - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it("another tab's activity read from the store when the timer fires counts too (a storage event missed)", () => {
    const { onWarn } = start();
    vi.advanceTimersByTime(25 * MINUTE);
    localStorage.setItem(ACTIVITY_KEY, String(Date.now()));
    vi.advanceTimersByTime(4 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
  });

  it('shares its own activity with the other tabs, at most once a second, and never a token', () => {
    sessionStorage.setItem('livery.session', JSON.stringify({ state: { session: { token: 'secret-token' } } }));
    const { timer } = start();
    expect(Number(localStorage.getItem(ACTIVITY_KEY))).toBe(Date.now());
    vi.advanceTimersByTime(500);
    timer.activity();
    expect(Number(localStorage.getItem(ACTIVITY_KEY))).toBe(Date.now() - 500);
    vi.advanceTimersByTime(ACTIVITY_WRITE_MS);
    timer.activity();
    expect(Number(localStorage.getItem(ACTIVITY_KEY))).toBe(Date.now());
    expect(JSON.stringify({ ...localStorage })).not.toContain('secret-token');
    sessionStorage.clear();
  });

  it('an event after the deadline (timers held back while the phone slept) signs out instead of extending', () => {
    const { timer, onTimeout } = start();
    // The clock moves on without the timers running.
    vi.setSystemTime(Date.now() + TIMEOUT + MINUTE);
    timer.activity();
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('a warning longer than the timeout shows from the start', () => {
    const { onWarn, onTimeout } = start(MINUTE, 5 * MINUTE);
    expect(onWarn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('0 is off: no warning, no timeout, nothing written for the other tabs', () => {
    const { timer, onWarn, onTimeout } = start(0);
    timer.activity();
    timer.stay();
    vi.advanceTimersByTime(365 * 24 * 60 * MINUTE);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
    expect(localStorage.getItem(ACTIVITY_KEY)).toBeNull();
  });

  it('stop() ends it: no warning, no timeout, no more listening to other tabs', () => {
    const { timer, onWarn, onResume, onTimeout } = start();
    timer.stop();
    activityInAnotherTab(Date.now() + 1);
    vi.advanceTimersByTime(10 * TIMEOUT);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onResume).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('the live region speaks every 15 seconds, then every 5 in the last 15', () => {
    expect([60, 59, 46, 45, 31, 30, 16, 15, 14, 10, 6, 5, 1].map(spokenSeconds)).toEqual([60, 60, 60, 45, 45, 30, 30, 15, 15, 10, 10, 5, 5]);
  });
});

describe("the merchant's setting (session.idleTimeoutMinutes, session.idleWarningSeconds)", () => {
  const FILE = 'merchants/demo/merchant.json';
  const demo = () => JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, unknown>;

  it('is off with a 60-second warning when the merchant says nothing; the demo signs out after 30 minutes', () => {
    const { session: _session, ...silent } = demo();
    expect(validateMerchant(FILE, silent).config?.session).toEqual({ idleTimeoutMinutes: 0, idleWarningSeconds: 60 });
    expect(validateMerchant(FILE, demo()).config?.session).toEqual({ idleTimeoutMinutes: 30, idleWarningSeconds: 60 });
  });

  it('is bounded: 0 to 1440 minutes, a warning of 10 to 600 seconds, whole numbers', () => {
    for (const session of [{ idleTimeoutMinutes: 1440, idleWarningSeconds: 600 }, { idleTimeoutMinutes: 0, idleWarningSeconds: 10 }]) {
      expect(validateMerchant(FILE, { ...demo(), session }).errors).toEqual([]);
    }
    for (const session of [{ idleTimeoutMinutes: 1441 }, { idleTimeoutMinutes: -1 }, { idleTimeoutMinutes: 1.5 }, { idleWarningSeconds: 5 }, { idleWarningSeconds: 601 }, { idle: 3 }]) {
      expect(validateMerchant(FILE, { ...demo(), session }).errors.map((e) => e.pointer)[0]).toMatch(/^\/session/);
    }
  });
});
