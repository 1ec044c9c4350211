/**
 * Scroll restoration: back and forward return the player to where they were on that history entry; a new
 * page (push or replace) starts at the top, while a change of the query alone (a tab, a filter) stays put. Positions are kept per history entry (React Router's
 * location key) in session storage, so a reload finds its place too.
 */
import { createContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { sessionStore } from '../lib/storage';

const STORAGE_KEY = 'livery.scroll';
/** Entries remembered at most; the least recently visited are forgotten first. */
const MAX_ENTRIES = 50;
/** How long a restore waits for the page to grow tall enough (lazy screens, home's later blocks). */
export const RESTORE_MAX_MS = 3000;
/**
 * What the player does to scroll. A scroll event cannot tell the player from the page growing, shrinking or
 * anchoring its content, so the restore gives up on these instead.
 */
const PLAYER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** True on a history move back to a remembered place below the top (home then mounts all its blocks at once). */
export const RestoringScrollContext = createContext(false);

function readPositions(): Map<string, number> {
  const stored = sessionStore.getJSON<unknown[]>(STORAGE_KEY);
  if (!Array.isArray(stored)) return new Map();
  return new Map(stored.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number'));
}

/** Storage refused (full or disabled): positions still work in memory until the page unloads. */
function writePositions(positions: Map<string, number>): void {
  sessionStore.setJSON(STORAGE_KEY, [...positions].slice(-MAX_ENTRIES));
}

/** Records an entry's position as its most recent, so the bound forgets the least recently visited. */
function remember(positions: Map<string, number>, key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
}

/** A reload or a return to this document through the history (not a fresh visit, whose first key is reused). */
function documentRevisited(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** The positions saved in this tab; a fresh visit starts with no place for its first entry. */
function startingPositions(firstKey: string): Map<string, number> {
  const positions = readPositions();
  if (!documentRevisited()) positions.delete(firstKey);
  return positions;
}

function scrollToY(y: number): void {
  if (window.scrollY !== y) window.scrollTo({ top: y, behavior: 'instant' });
}

/**
 * Scrolls to `y`, trying again each time the page grows until `y` is reachable; gives up after
 * RESTORE_MAX_MS or at the player's first input. Answers a function that stops it.
 */
function restoreWhenReachable(y: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= y;
  const attempt = () => {
    scrollToY(y);
    if (reachable()) stop();
  };
  const observer = new ResizeObserver(attempt);
  const timer = setTimeout(stop, RESTORE_MAX_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of PLAYER_INPUT) window.removeEventListener(type, stop, true);
  }
  for (const type of PLAYER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
  attempt();
  return stop;
}

/** Saves the scroll position per history entry and restores it on back and forward; answers whether it is restoring. */
export function useScrollRestoration(): boolean {
  const { key, pathname } = useLocation();
  const navigation = useNavigationType();
  const lastPath = useRef(pathname);
  const firstEntry = useRef(true);
  const [positions] = useState(() => startingPositions(key));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per entry, before its page scrolls
  const target = useMemo(() => (navigation === 'POP' ? positions.get(key) : undefined), [key]);

  useLayoutEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Stored when the page is hidden or goes away (a reload, another app, a closed tab): the next time they
    // are needed. Not on each navigation, which would also put them back right after logout empties storage.
    const persist = () => writePositions(positions);
    const persistWhenHidden = () => document.visibilityState === 'hidden' && persist();
    window.addEventListener('pagehide', persist);
    document.addEventListener('visibilitychange', persistWhenHidden);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('pagehide', persist);
      document.removeEventListener('visibilitychange', persistWhenHidden);
    };
  }, [positions]);

  useLayoutEffect(() => {
    // A push or replace that changes only the query (a tab, a filter, an open help entry) stays where it is.
    const samePage = lastPath.current === pathname;
    lastPath.current = pathname;
    const save = () => remember(positions, key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    const stop = target ? restoreWhenReachable(target) : undefined;
    // A fresh page starts at the top: scrolling there would only force a layout in the first render's commit.
    const fresh = firstEntry.current && !documentRevisited();
    firstEntry.current = false;
    if (!target && !fresh && !(navigation !== 'POP' && samePage)) scrollToY(0);
    return () => {
      stop?.();
      window.removeEventListener('scroll', save);
    };
  }, [key, pathname, navigation, positions, target]);

  return (target ?? 0) > 0;
}
