/** The session (spec 3, "Session info"), kept in sessionStorage only. */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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
  /** When the platform last said the session is gone (the login dialog explains it). */
  expiredAt?: number;
  setSession: (session: Session) => void;
  clearSession: () => void;
  /** The platform ended the session: forget it and say so. */
  expire: () => void;
}

export const SESSION_STORAGE_KEY = 'livery.session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: undefined,
      setSession: (session) => set({ session }),
      clearSession: () => set({ session: undefined }),
      expire: () => set((s) => (s.session ? { session: undefined, expiredAt: Date.now() } : s)),
    }),
    { name: SESSION_STORAGE_KEY, storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ session: s.session }) },
  ),
);
