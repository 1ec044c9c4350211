/**
 * The home's pop-ups take turns: one dialog open at a time, in the order they asked, the next once the
 * first is closed. The notice pop-up, the login pop-ups and the pending-contract question share this
 * line, which is why those three blocks live in one folder. The first one opens once the page has
 * loaded and the browser is idle: the page paints first (its banner is the largest paint), then asks.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/idle';
import { sessionStore } from '../../lib/storage';
import { isHeld, subscribeHold } from '../../ui/startup-hold';

/** How long the first pop-up waits for an idle moment at most, after the page's load. */
const IDLE_TIMEOUT_MS = 1500;

let queue: readonly string[] = [];
let settled = false;
let waiting = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function set(next: readonly string[]) {
  queue = next;
  notify();
}

function settle() {
  settled = true;
  notify();
}

function waitForIdlePage() {
  if (waiting) return;
  waiting = true;
  // lib/idle: a frame out first, then an idle moment (a background tab is not kept waiting for a frame).
  const idle = () => void whenIdle(settle, IDLE_TIMEOUT_MS);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const subscribe = (listener: () => void) => {
  if (!settled) waitForIdlePage();
  listeners.add(listener);
  // A dialog that comes first (the age notice) holds the line while it is open.
  const stopHold = subscribeHold(listener);
  return () => {
    listeners.delete(listener);
    stopHold();
  };
};

/** Whether pop-up `id` may show now; `wants` puts it in line, `done` (on close) lets the next one show. */
export function usePopupTurn(id: string, wants: boolean): { open: boolean; done: () => void } {
  const head = useSyncExternalStore(subscribe, () => (settled && !isHeld() ? queue[0] : undefined));
  useEffect(() => {
    if (!wants) return;
    if (!queue.includes(id)) set([...queue, id]);
    return () => set(queue.filter((item) => item !== id));
  }, [id, wants]);
  const done = useCallback(() => set(queue.filter((item) => item !== id)), [id]);
  return { open: wants && head === id, done };
}

/** A flag in session storage (spec 2.10: pop-ups show once per session; logout clears session storage). */
export const sessionFlag = {
  read: (key: string): string | null => sessionStore.get(key),
  // Storage refused (private mode, quota): the pop-up may show again, nothing breaks.
  write: (key: string, value: string): void => sessionStore.set(key, value),
};
