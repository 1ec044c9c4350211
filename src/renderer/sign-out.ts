/**
 * Signing out (spec 4 "Auth"): the server logout with the token, then the local clean-up — the session
 * and trial user, every per-account answer, the session storage, any saved-password or bank-list keys —
 * whether or not the server answered (the player asked to leave; an unreachable platform must not keep
 * them signed in on this device). Remembered login keeps only what remember-me stores (user name and
 * method), never a password.
 */
import { useSessionStore } from '../state/session';
import type { ActivityStore } from '../lib/idle-timer';
import { localStore, sessionStore } from '../lib/storage';

/** Local keys the spec clears on logout: saved-password keys and the cached bank list. */
export const LOGOUT_LOCAL_KEYS = ['livery.autoPassword', 'livery.bankList'] as const;

/**
 * DELETE /wps/session/logout with the current token; a failure is swallowed (the clean-up follows regardless).
 * Writes still waiting for their undo time (a message deleted a moment ago) go first, while the session
 * they were made in is still valid.
 */
export async function endServerSession(): Promise<void> {
  try {
    // Loaded with the screens that defer writes (the message centre), so off home's first paint.
    await (await import('../api/deferred-writes')).flushDeferredWrites();
  } catch {
    // Its code could not load (offline): nothing of it can be waiting either.
  }
  try {
    // The accounts calls load with the screens that sign in, not with every guest's first paint.
    await (await import('../api/accounts')).logout();
  } catch {
    // Cleared locally all the same.
  }
}

/**
 * Forgets the session on this device. Per-account query answers go with it (app/session-cache.ts listens
 * for the change); the trial user name lives in session storage, which is emptied last, after the store
 * has written its now-empty session there.
 */
export function clearLocalSession(): void {
  useSessionStore.getState().clearSession();
  for (const key of LOGOUT_LOCAL_KEYS) localStore.remove(key);
  sessionStore.clear();
}

/**
 * Signing out in one tab ends the session in every tab of the site (issue 20): a tab opened from another
 * holds its own copy of the session (session storage is per tab), and would otherwise stay signed in with a
 * token the platform has just ended. The tab that signs out writes the time to a local-storage key; the
 * browser tells the site's other tabs (a `storage` event). Not a BroadcastChannel: an open channel keeps a
 * page out of the back-forward cache. The key holds no token, only when a sign-out happened.
 */
export const SIGN_OUT_KEY = 'livery.signedOutAt';

/** Tells the site's other tabs that the player signed out here. */
export function announceSignOut(): void {
  localStore.set(SIGN_OUT_KEY, String(Date.now()));
}

/** Calls `heard` with what another tab of the site writes under the local-storage `key`; answers the unsubscribe. */
export function onWrittenElsewhere(key: string, heard: (value: string) => void, target: Window = window): () => void {
  const changed = (event: StorageEvent) => {
    if (event.key === key && event.newValue && event.storageArea === target.localStorage) heard(event.newValue);
  };
  target.addEventListener('storage', changed);
  return () => target.removeEventListener('storage', changed);
}

/** Calls `signedOutElsewhere` when another tab of the site signs out; answers the unsubscribe. */
export function onSignOutElsewhere(signedOutElsewhere: () => void, target: Window = window): () => void {
  return onWrittenElsewhere(SIGN_OUT_KEY, () => signedOutElsewhere(), target);
}

/**
 * The idle timeout (issue 20) counts activity in every tab of the site: the time of the last one, shared the
 * same way (a local-storage time, no token). A tab that signs out for inactivity writes IDLE_SIGN_OUT_KEY
 * first, so the other tabs say why they signed out too (not "in another tab", which the player did not do).
 */
export const ACTIVITY_KEY = 'livery.activeAt';
export const IDLE_SIGN_OUT_KEY = 'livery.idleSignedOutAt';

/** The shared last-activity time the idle timer (lib/idle-timer) reads, writes and hears of. */
export function localActivityStore(target: Window = window): ActivityStore {
  return {
    read: () => {
      const at = Number(localStore.get(ACTIVITY_KEY));
      return Number.isFinite(at) && at > 0 ? at : undefined;
    },
    write: (at) => localStore.set(ACTIVITY_KEY, String(at)),
    subscribe: (heard) =>
      onWrittenElsewhere(
        ACTIVITY_KEY,
        (value) => {
          const at = Number(value);
          if (Number.isFinite(at) && at > 0) heard(at);
        },
        target,
      ),
  };
}

/** Tells the site's other tabs that this one is signing out for inactivity. */
export function announceIdleSignOut(): void {
  localStore.set(IDLE_SIGN_OUT_KEY, String(Date.now()));
}
