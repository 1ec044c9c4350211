/**
 * Infinite scroll of the page (spec §4, §9): while `enabled` (there is a next page and nothing is
 * loading), `load` runs when the player is within `thresholdPx` of the bottom, at most once per
 * `throttleMs`. A scroll inside the throttle is checked again when it ends, and every change of `watch`
 * (a page arrived) checks again, so a short list keeps filling the screen.
 */
import { useEffect, useMemo, useRef } from 'react';
import { createThrottle, nearBottom } from './game-list-model';

export interface InfiniteScrollOptions {
  enabled: boolean;
  thresholdPx: number;
  throttleMs: number;
  load: () => void;
  watch: unknown;
}

export function useInfiniteScroll({ enabled, thresholdPx, throttleMs, load, watch }: InfiniteScrollOptions): void {
  const latest = useRef({ enabled, thresholdPx, load });
  latest.current = { enabled, thresholdPx, load };
  const throttle = useMemo(() => createThrottle(throttleMs), [throttleMs]);
  const check = useRef<() => void>(() => undefined);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    check.current = () => {
      const { enabled: on, thresholdPx: threshold, load: run } = latest.current;
      if (!on) return;
      const distance = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (!nearBottom(distance, threshold)) return;
      const wait = throttle.run(run);
      if (wait > 0 && timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          check.current();
        }, wait);
      }
    };
    const onScroll = () => check.current();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [throttle]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or a change of `enabled` is a reason to look again
  useEffect(() => {
    check.current();
  }, [enabled, watch]);
}
