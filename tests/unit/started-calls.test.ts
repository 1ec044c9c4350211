/**
 * The calls the entry starts before the app's code arrives (src/api/started-calls.ts): each starts once,
 * is handed once to the query that takes it, and a failure waits for that query rather than escaping as
 * an unhandled rejection.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStarted, startOnce, takeStarted } from '../../src/api/started-calls';

afterEach(() => {
  takeStarted('a');
  takeStarted('b');
});

describe('started calls', () => {
  it('starts a call once however often it is asked, and hands it out once', async () => {
    const call = vi.fn(async () => 'answer');
    expect(isStarted('a')).toBe(false);
    const first = startOnce('a', call);
    // The app's start asks whether a call is on its way (to put its answer in the cache before the first render).
    expect(isStarted('a')).toBe(true);
    const again = startOnce('a', call);
    expect(call).toHaveBeenCalledTimes(1);
    expect(again).toBe(first);
    const taken = takeStarted<string>('a');
    expect(taken).toBe(first);
    await expect(taken).resolves.toBe('answer');
    expect(takeStarted('a')).toBeUndefined();
    expect(isStarted('a')).toBe(false);
    // Once taken, a new start calls the platform again.
    startOnce('a', call);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('keeps a failed call for the query that takes it, without an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startOnce('b', () => Promise.reject(new Error('offline')));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(takeStarted('b')).rejects.toThrow('offline');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('answers nothing for a call that was never started', () => {
    expect(takeStarted('never')).toBeUndefined();
  });
});
