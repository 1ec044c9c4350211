/**
 * Signing out (spec 4 "Auth"): the server logout with the token, then the local clean-up — the session
 * and trial user, every per-account answer, the session storage, any saved-password or bank-list keys —
 * whether or not the server answered (the player asked to leave; an unreachable platform must not keep
 * them signed in on this device). Remembered login keeps only what remember-me stores (user name and
 * method), never a password.
 */
import { logout } from '../api/accounts';
import { useSessionStore } from '../state/session';

/** Local keys the spec clears on logout: saved-password keys and the cached bank list. */
export const LOGOUT_LOCAL_KEYS = ['livery.autoPassword', 'livery.bankList'] as const;

/** Per-account query answers go with the session (app/session-cache.ts listens for the change). */
export async function signOut(): Promise<void> {
  try {
    await logout();
  } catch {
    // Cleared locally below all the same.
  }
  useSessionStore.getState().clearSession();
  for (const key of LOGOUT_LOCAL_KEYS) localStorage.removeItem(key);
  sessionStorage.clear();
}
