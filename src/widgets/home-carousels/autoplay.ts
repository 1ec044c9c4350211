/**
 * Autoplay for the home carousels: one timer that moves the carousel every `delay` ms while nothing holds
 * it: the pointer over it, focus inside it, a hidden page, or the player's own stop. Swiper's Autoplay
 * module is not used: it runs a requestAnimationFrame loop for as long as it plays, which keeps the main
 * thread busy every frame (the home page's blocking time and battery). The state is written to the
 * carousel's `data-autoplay` (running, paused, stopped, off) for tests and styles.
 */
import { type FocusEvent, type PointerEvent, type RefObject, useCallback, useEffect, useMemo, useRef } from 'react';

export type Hold = 'pointer' | 'focus' | 'hidden' | 'stopped';
export type AutoplayState = 'running' | 'paused' | 'stopped' | 'off';

export interface Autoplay {
  hold: (reason: Hold) => void;
  release: (reason: Hold) => void;
  /** Handlers for the carousel's root: a mouse over it or focus inside it holds the autoplay. */
  bind: {
    onPointerEnter: (e: PointerEvent) => void;
    onPointerLeave: (e: PointerEvent) => void;
    onFocus: () => void;
    onBlur: (e: FocusEvent) => void;
  };
}

export function useAutoplay(host: RefObject<HTMLElement | null>, enabled: boolean, delay: number, advance: () => void): Autoplay {
  const holds = useRef(new Set<Hold>());
  const control = useRef<{ reschedule: () => void }>({ reschedule: () => undefined });
  const next = useRef(advance);
  next.current = advance;

  useEffect(() => {
    const mark = (state: AutoplayState) => host.current?.setAttribute('data-autoplay', state);
    if (!enabled) {
      mark('off');
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reschedule = () => {
      clearTimeout(timer);
      if (holds.current.size > 0) {
        mark(holds.current.has('stopped') ? 'stopped' : 'paused');
        return;
      }
      mark('running');
      timer = setTimeout(() => {
        next.current();
        reschedule();
      }, delay);
    };
    control.current = { reschedule };
    const onVisibility = () => {
      if (document.hidden) holds.current.add('hidden');
      else holds.current.delete('hidden');
      reschedule();
    };
    document.addEventListener('visibilitychange', onVisibility);
    onVisibility();
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      control.current = { reschedule: () => undefined };
    };
  }, [host, enabled, delay]);

  const hold = useCallback((reason: Hold) => {
    holds.current.add(reason);
    control.current.reschedule();
  }, []);
  const release = useCallback((reason: Hold) => {
    holds.current.delete(reason);
    control.current.reschedule();
  }, []);
  const bind = useMemo(
    () => ({
      onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && hold('pointer'),
      onPointerLeave: (e: PointerEvent) => e.pointerType === 'mouse' && release('pointer'),
      onFocus: () => hold('focus'),
      onBlur: (e: FocusEvent) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) release('focus');
      },
    }),
    [hold, release],
  );
  return { hold, release, bind };
}
