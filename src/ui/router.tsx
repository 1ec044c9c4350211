/**
 * The app's router: the browser's history, the current location and navigation, with the hooks the screens
 * use. It replaces react-router-dom's BrowserRouter, of which the app used only this much (about 12 KB gzip
 * that every route carried). The routes themselves come from the merchant config (src/renderer/route-table.ts).
 *
 * Like react-router, each history entry carries `{ usr, key, idx }`: `idx` counts the entries of this visit,
 * so "back" can tell whether there is a page of the app to go back to (`window.history.state.idx > 0`).
 * Location changes render as transitions.
 */
import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** The state given to navigate(), if any. */
  state: unknown;
  /** A key of this history entry ("default" for the entry the visit began with). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** Moves through the history: -1 is back. */
  (delta: number): void;
}

/** What each history entry of the app holds. */
interface HistoryState {
  usr: unknown;
  key: string;
  idx: number;
}

interface RouterValue {
  location: Location;
  type: NavigationType;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterValue | null>(null);

function entryState(): Partial<HistoryState> {
  const state = window.history.state as Partial<HistoryState> | null;
  return state && typeof state === 'object' ? state : {};
}

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const { usr, key } = entryState();
  return { pathname, search, hash, state: usr ?? null, key: typeof key === 'string' ? key : 'default' };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Provides the location from the browser's history; navigation pushes or replaces entries of this origin. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ location: Location; type: NavigationType }>(() => {
    // The entry the visit began with is number 0.
    if (typeof entryState().idx !== 'number') window.history.replaceState({ ...entryState(), usr: entryState().usr ?? null, key: 'default', idx: 0 }, '');
    return { location: readLocation(), type: 'POP' };
  });

  useLayoutEffect(() => {
    const onPop = () => startTransition(() => setCurrent({ location: readLocation(), type: 'POP' }));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback((to: string | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const url = new URL(to, window.location.href);
    // In-app navigation stays on this origin (links elsewhere are opened by the caller, not navigated to).
    if (url.origin !== window.location.origin) throw new Error(`navigate: ${to} is not on this site`);
    const idx = entryState().idx ?? 0;
    const state: HistoryState = { usr: options.state ?? null, key: newKey(), idx: options.replace ? idx : idx + 1 };
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (options.replace) window.history.replaceState(state, '', path);
    else {
      try {
        window.history.pushState(state, '', path);
      } catch {
        // Some browsers cap the number of entries a page may push: load the page instead.
        window.location.assign(path);
        return;
      }
    }
    const type: NavigationType = options.replace ? 'REPLACE' : 'PUSH';
    startTransition(() => setCurrent({ location: readLocation(), type }));
  }, []) as NavigateFunction;

  const value = useMemo(() => ({ ...current, navigate }), [current, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('the router hooks need a <BrowserRouter> above them');
  return router;
}

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
export const useNavigationType = (): NavigationType => useRouter().type;

export type SetSearchParams = (next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => void;

/** The current address's query parameters, and a setter that navigates to the same path with new ones. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = value.toString();
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate],
  );
  return [params, set];
}

/** Navigates once it renders (a redirect). */
export function Navigate({ to, replace = false, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
