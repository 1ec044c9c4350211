// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstScreenGate, holdForFirstScreen, openWhenPicturesShown, resetFirstScreenGate } from '../../src/lib/first-screen';

describe("the first screen's gate: the page frame opens it once the pictures to see first are ready (issue 15)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    resetFirstScreenGate();
    vi.useRealTimers();
  });

  it('the page opens it once its high-priority pictures are decoded (or failed), not before', async () => {
    holdForFirstScreen(2500);
    let decoded: () => void = () => undefined;
    const banner = Object.assign(document.createElement('img'), { decode: () => new Promise<void>((r) => (decoded = r)) });
    banner.setAttribute('fetchpriority', 'high');
    const failing = Object.assign(document.createElement('img'), { decode: () => Promise.reject(new Error('broken')) });
    failing.setAttribute('fetchpriority', 'high');
    const other = Object.assign(document.createElement('img'), { decode: () => new Promise<void>(() => undefined) });
    const root = document.createElement('div');
    root.append(banner, failing, other);
    const opened = vi.fn();
    void firstScreenGateOpened().then(opened);
    openWhenPicturesShown(root);
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).not.toHaveBeenCalled();
    decoded();
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('with no such picture (a page without a banner) it opens at once', async () => {
    holdForFirstScreen(2500);
    const opened = vi.fn();
    void firstScreenGateOpened().then(opened);
    openWhenPicturesShown(document.createElement('div'));
    await vi.advanceTimersByTimeAsync(0);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});

/** The gate's promise (held by the test before). */
function firstScreenGateOpened(): Promise<void> {
  const gate = firstScreenGate();
  if (!gate) throw new Error('the gate is not held');
  return gate;
}

