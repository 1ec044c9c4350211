/**
 * Touch feedback on tiles and buttons (spec §9 "Touch press": 130 ms press-in, 370 ms long press, 100 ms
 * press-out; the merchant's constants touchPressInMs, touchLongPressMs, touchPressOutMs). One delegated
 * listener on the document, so no component changes: a press held past the press-in time marks the element
 * `data-pressed` (a quick tap or the start of a scroll shows nothing), past the long-press time also
 * `data-long-press` (and it gets an `lv-longpress` event); on release the marks go after the press-out time.
 * The look is one CSS rule (app/styles.css, `[data-pressed]`), which keeps still under
 * prefers-reduced-motion (no scale, no transition: only a tint).
 */

/** What counts as pressable: the site's buttons and tiles, or anything marked data-pressable. */
export const PRESSABLE = '.lv-button, .lv-icon-button, .lv-tile, .lv-game-tile, [data-pressable]';

export interface PressTimings {
  pressInMs: number;
  longPressMs: number;
  pressOutMs: number;
}

/** Starts the feedback under `root`; answers the stop. */
export function startPressFeedback(root: Document | HTMLElement, timings: PressTimings): () => void {
  let active: { el: HTMLElement; timers: ReturnType<typeof setTimeout>[] } | undefined;

  const release = () => {
    if (!active) return;
    const { el, timers } = active;
    for (const timer of timers) clearTimeout(timer);
    active = undefined;
    if (el.hasAttribute('data-pressed')) {
      setTimeout(() => {
        // A new press of the same element since then keeps its marks.
        if (active?.el === el) return;
        el.removeAttribute('data-pressed');
        el.removeAttribute('data-long-press');
      }, timings.pressOutMs);
    }
  };

  const press = (event: Event) => {
    const e = event as PointerEvent;
    if (e.button !== undefined && e.button !== 0) return;
    const el = (e.target as Element | null)?.closest?.(PRESSABLE);
    if (!(el instanceof HTMLElement) || el.matches(':disabled, [aria-disabled="true"]')) return;
    release();
    active = {
      el,
      timers: [
        setTimeout(() => el.setAttribute('data-pressed', ''), timings.pressInMs),
        setTimeout(() => {
          el.setAttribute('data-long-press', '');
          el.dispatchEvent(new CustomEvent('lv-longpress', { bubbles: true }));
        }, timings.longPressMs),
      ],
    };
  };

  const events = ['pointerup', 'pointercancel', 'dragstart'] as const;
  root.addEventListener('pointerdown', press, { passive: true });
  for (const name of events) root.addEventListener(name, release, { passive: true });
  // Leaving the element (a finger sliding off, a scroll taking over) ends the press too.
  const leave = (event: Event) => {
    if (active && event.target === active.el) release();
  };
  root.addEventListener('pointerout', leave, { passive: true });
  return () => {
    release();
    root.removeEventListener('pointerdown', press);
    for (const name of events) root.removeEventListener(name, release);
    root.removeEventListener('pointerout', leave);
  };
}
