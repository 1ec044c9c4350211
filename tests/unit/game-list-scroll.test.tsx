// @vitest-environment jsdom
/**
 * Infinite scroll of the game list (spec §4, §9): near the bottom the next page loads, at most once per
 * second however often the page scrolls; a scroll inside the second is not lost (it loads when the
 * second is over); nothing loads while disabled (no next page, a load under way, or a failed load).
 * jsdom has no layout, so the page is always "at the bottom" unless a test says otherwise.
 */
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from '../../src/widgets/game-list/use-infinite-scroll';

const scroll = () => act(() => void window.dispatchEvent(new Event('scroll')));

function setDistanceToBottom(px: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => window.innerHeight + window.scrollY + px });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
  setDistanceToBottom(0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useInfiniteScroll', () => {
  it('loads at once near the bottom, then at most once a second; a scroll inside the second loads when it ends', () => {
    const load = vi.fn();
    renderHook(() => useInfiniteScroll({ enabled: true, thresholdPx: 500, throttleMs: 1000, load, watch: 1 }));
    expect(load).toHaveBeenCalledTimes(1);
    scroll();
    scroll();
    act(() => vi.advanceTimersByTime(500));
    scroll();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(499));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('within 500 px of the bottom counts as near; farther away nothing loads', () => {
    const load = vi.fn();
    setDistanceToBottom(501);
    renderHook(() => useInfiniteScroll({ enabled: true, thresholdPx: 500, throttleMs: 1000, load, watch: 1 }));
    scroll();
    expect(load).not.toHaveBeenCalled();
    setDistanceToBottom(500);
    scroll();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('nothing loads while disabled (no next page, loading, or after a failure); enabling looks again', () => {
    const load = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useInfiniteScroll({ enabled, thresholdPx: 500, throttleMs: 1000, load, watch: 1 }), { initialProps: { enabled: false } });
    scroll();
    act(() => vi.advanceTimersByTime(5000));
    expect(load).not.toHaveBeenCalled();
    rerender({ enabled: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a new page (watch) checks again, still within the throttle', () => {
    const load = vi.fn();
    const { rerender } = renderHook(({ watch }) => useInfiniteScroll({ enabled: true, thresholdPx: 500, throttleMs: 1000, load, watch }), { initialProps: { watch: 1 } });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(300));
    rerender({ watch: 2 });
    expect(load).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(700));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stops listening when the list goes away', () => {
    const load = vi.fn();
    const { unmount } = renderHook(() => useInfiniteScroll({ enabled: true, thresholdPx: 500, throttleMs: 1000, load, watch: 1 }));
    unmount();
    act(() => vi.advanceTimersByTime(2000));
    scroll();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
