/**
 * What the service worker does with a request (src/lib/sw/worker.ts). The platform's calls, the simulator's
 * control API and its game pages never touch a cache (they carry member data and tokens): the browser sends
 * them as if there were no worker. Hashed app files and the merchant's static images are served cache-first;
 * page navigations go to the network first, then the cached app shell, then the offline page.
 */
export type Strategy = 'network' | 'navigate' | 'cache-first';

/** Never answered by the worker: the platform (/wps, /lgw), the control API, the simulator's games and Firebase Auth emulator, the worker itself. */
export const NETWORK_ONLY = /^\/(?:wps|lgw|__sim|sim-game|sim-assets|sim-cdn|identitytoolkit\.googleapis\.com|securetoken\.googleapis\.com|emulator)(?:\/|$)|^\/sw\.js$|^\/manifest\.webmanifest$/;
/** Immutable or rarely changing static files: hashed app code and styles, the merchant's images, flags. */
export const CACHE_FIRST = /^\/(?:assets|merchant|flags)\//;

/** The page every navigation falls back to offline (the merchant's stamped index.html) and the offline page. */
export const SHELL_URL = '/m/home';
export const OFFLINE_URL = '/offline.html';
export const CACHE_PREFIX = 'livery-';

export function cacheNames(buildId: string): { shell: string; runtime: string } {
  return { shell: `${CACHE_PREFIX}shell-${buildId}`, runtime: `${CACHE_PREFIX}runtime-${buildId}` };
}

export function strategyFor(request: { method: string; mode: string; url: string }, origin: string): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (NETWORK_ONLY.test(url.pathname)) return 'network';
  if (CACHE_FIRST.test(url.pathname)) return request.mode === 'navigate' ? 'network' : 'cache-first';
  return request.mode === 'navigate' ? 'navigate' : 'network';
}

/** A response the runtime cache may keep: a same-origin 200 that does not forbid storing. */
export function cacheable(response: { ok: boolean; status: number; type: string; headers: { get(name: string): string | null } }): boolean {
  if (!response.ok || response.status !== 200 || response.type !== 'basic') return false;
  const control = response.headers.get('Cache-Control') ?? '';
  return !/no-store|private/i.test(control) && !response.headers.get('Set-Cookie');
}

/** Messages between the page and the worker. */
export const MSG_SKIP_WAITING = 'livery:skip-waiting';
export const MSG_VERSION = 'livery:version';
