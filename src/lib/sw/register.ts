/**
 * Registers the service worker (production builds on a secure context or localhost only) and offers a new
 * build to the page: when a new worker has installed while an older one controls the page, `updateReady`
 * turns true; applyUpdate() asks the new worker to take over and the page reloads once when it has.
 */
import { whenIdle } from '../idle';
import { MSG_SKIP_WAITING } from './policy';

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | undefined;
let applying = false;

function offer(worker: ServiceWorker | undefined): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether a new version waits for the player's Reload. */
export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const updateReady = (): boolean => waiting !== undefined;

/** Reload: the waiting worker takes over; the controllerchange listener reloads the page once. */
export function applyUpdate(win: Pick<Window, 'location'> = window): void {
  const worker = waiting;
  if (worker?.state === 'installed') {
    applying = true;
    worker.postMessage({ type: MSG_SKIP_WAITING });
  } else {
    // Another tab already let it take over (or it is gone): a plain reload shows the current version.
    win.location.reload();
  }
}

export interface RegisterOptions {
  production: boolean;
  /** How often an open app asks for a new worker (besides each navigation and return to the tab). */
  checkEveryMs?: number;
}

/** Whether this page may register a worker: a production build, a browser with workers, a secure context. */
export function canRegister(production: boolean, win: Pick<Window, 'isSecureContext' | 'navigator'> = window): boolean {
  return production && 'serviceWorker' in win.navigator && win.isSecureContext === true;
}

export function registerServiceWorker({ production, checkEveryMs = 60 * 60 * 1000 }: RegisterOptions, win: Window = window): void {
  if (!canRegister(production, win)) return;
  const container = win.navigator.serviceWorker;
  const start = async () => {
    const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
    const track = (worker: ServiceWorker | null) => {
      worker?.addEventListener('statechange', () => {
        // 'installed' with a controller in place: a new version, not the first install.
        if (worker.state === 'installed' && container.controller) offer(worker);
      });
    };
    if (registration.waiting && container.controller) offer(registration.waiting);
    // A navigation's own update check may have started installing a new version before this ran.
    track(registration.installing);
    registration.addEventListener('updatefound', () => track(registration.installing));
    const check = () => void registration.update().catch(() => undefined);
    win.setInterval(check, checkEveryMs);
    win.document.addEventListener('visibilitychange', () => {
      if (win.document.visibilityState === 'visible') check();
    });
  };
  container.addEventListener('controllerchange', () => {
    if (!applying) return;
    applying = false;
    win.location.reload();
  });
  // After the page has loaded and drawn its first screen: the worker's install (the shell's download) never
  // competes with it.
  const later = () => void whenIdle(() => void start().catch(() => undefined));
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
