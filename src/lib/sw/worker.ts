/**
 * The service worker (/sw.js), built on its own by scripts/build.ts with the build id and the shell's file
 * list filled in. Caches are named after the build: a new build installs beside the old one, waits until
 * the page asks it to take over (the "new version" prompt), then deletes every older Livery cache.
 */
import { CACHE_PREFIX, cacheable, cacheNames, MSG_SKIP_WAITING, MSG_VERSION, OFFLINE_URL, SHELL_URL, strategyFor } from './policy';

declare const __LIVERY_BUILD_ID__: string;
declare const __LIVERY_PRECACHE__: string[];

// The DOM library has no service-worker scope types; these are the parts used here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  skipWaiting(): Promise<void>;
}

const scope = self as unknown as WorkerScope;
const BUILD_ID = __LIVERY_BUILD_ID__;
const CACHES = cacheNames(BUILD_ID);

scope.addEventListener('install', (event) => {
  // cache: 'reload' skips the HTTP cache, so the shell is this build's and not a stale copy.
  event.waitUntil(caches.open(CACHES.shell).then((cache) => cache.addAll(__LIVERY_PRECACHE__.map((url) => new Request(url, { cache: 'reload' })))));
});

scope.addEventListener('activate', (event) => {
  const keep = new Set(Object.values(CACHES));
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.has(name)).map((name) => caches.delete(name)))),
  );
});

scope.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === MSG_SKIP_WAITING) void scope.skipWaiting();
  if (type === MSG_VERSION) event.ports[0]?.postMessage({ type: MSG_VERSION, buildId: BUILD_ID });
});

async function navigate(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(CACHES.shell);
    return (await cache.match(SHELL_URL)) ?? (await cache.match(OFFLINE_URL)) ?? Response.error();
  }
}

async function cacheFirst(request: Request, event: FetchEvent): Promise<Response> {
  const hit = (await (await caches.open(CACHES.shell)).match(request)) ?? (await (await caches.open(CACHES.runtime)).match(request));
  if (hit) return hit;
  const response = await fetch(request);
  if (cacheable(response)) {
    const copy = response.clone();
    event.waitUntil(caches.open(CACHES.runtime).then((cache) => cache.put(request, copy)));
  }
  return response;
}

scope.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, scope.location.origin);
  // Network-only requests are left to the browser: no respondWith, so they never pass through a cache.
  if (strategy === 'navigate') event.respondWith(navigate(event.request));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request, event));
});
