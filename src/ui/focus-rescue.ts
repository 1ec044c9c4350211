/**
 * Keeps keyboard and screen-reader focus when the control holding it goes away: a claimed reward's button,
 * a deleted message's row, an Undo that was used. Without this the browser drops focus to the page's start
 * and a keyboard player must tab through the whole screen again. When the element that had focus inside
 * `container` leaves the document and nothing else took focus, `pick` names where focus goes instead.
 */
import { type RefObject, useEffect, useRef } from 'react';

export function useFocusRescue(container: RefObject<HTMLElement | null>, pick: () => HTMLElement | null | undefined): void {
  const pickRef = useRef(pick);
  pickRef.current = pick;
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let last: Element | null = null;
    const remember = (event: FocusEvent) => {
      last = event.target instanceof Element ? event.target : null;
    };
    const leave = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) last = null;
    };
    const rescue = () => {
      const active = document.activeElement;
      if (!last || last.isConnected || (active && active !== document.body)) return;
      last = null;
      pickRef.current()?.focus();
    };
    const observer = new MutationObserver(rescue);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('focusin', remember);
    root.addEventListener('focusout', leave);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', remember);
      root.removeEventListener('focusout', leave);
    };
  }, [container]);
}
