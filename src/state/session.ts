/** The session (spec 3, "Session info"), kept in sessionStorage only. */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { sessionStore } from '../lib/storage';

export interface Session {
  token: string;
  merchantCode: string;
  userName: string;
  /** Member type (platform-api.md "Member types"). */
  type: number;
  firstTimeLogin: boolean;
  /** The password has expired and the merchant forces a change (PWDEXPFORCECHANGE3). */
  passwordExpired?: boolean;
}

interface SessionState {
  session?: Session;
  /**
   * When the platform last said the session is gone (the login dialog explains it); set until the player
   * signs in again or closes that dialog, while the screen it ended on stays (see GuardedScreen).
   */
  expiredAt?: number;
  /** The user name of the session that ended (the dialog's sign-in offers it). */
  expiredUser?: string;
  setSession: (session: Session) => void;
  clearSession: () => void;
  /** The platform ended the session: forget it and say so. */
  expire: () => void;
  /** The expired session's dialog is closed: its screen need not wait any more. */
  endExpiry: () => void;
}

export const SESSION_STORAGE_KEY = 'livery.session';

/** Set once the home's login pop-ups have shown in this login (spec 2.10: once per login); holds "1", never the token. */
export const LOGIN_POPUPS_FLAG = 'livery.loginPopupsShown';

/** When this login's session began (player protection's session clock, state/protection); epoch ms, no token. */
export const SESSION_STARTED_KEY = 'livery.sessionStartedAt';

/**
 * When this tab's session began; the first call of a login records now. The frame calls it as the session
 * appears, so player protection's clock (loaded later, renderer/env-provider) counts from then.
 */
export function sessionStartedAt(now: number = Date.now()): number {
  const stored = Number(sessionStore.get(SESSION_STARTED_KEY));
  if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
  sessionStore.set(SESSION_STARTED_KEY, String(now));
  return now;
}

/**
 * Session-storage marks of what one login has done: a new session (another token) starts without them, so
 * they need not name the session they belong to. The token stays in the session store alone.
 */
const PER_LOGIN_KEYS = [LOGIN_POPUPS_FLAG, SESSION_STARTED_KEY];

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      session: undefined,
      setSession: (session) => {
        // A changed password keeps its session (same token) and its marks; a login starts afresh.
        if (get().session?.token !== session.token) for (const key of PER_LOGIN_KEYS) sessionStore.remove(key);
        set({ session, expiredAt: undefined, expiredUser: undefined });
      },
      clearSession: () => set({ session: undefined, expiredAt: undefined, expiredUser: undefined }),
      expire: () => set((s) => (s.session ? { session: undefined, expiredAt: Date.now(), expiredUser: s.session.userName } : s)),
      endExpiry: () => set((s) => (s.expiredAt === undefined ? s : { expiredAt: undefined, expiredUser: undefined })),
    }),
    { name: SESSION_STORAGE_KEY, storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ session: s.session }) },
  ),
);
