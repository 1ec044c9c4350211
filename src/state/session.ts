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
}

interface SessionState {
  session?: Session;
  setSession: (session: Session) => void;
  clearSession: () => void;
}

export const SESSION_STORAGE_KEY = 'livery.session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: undefined,
      setSession: (session) => set({ session }),
      clearSession: () => set({ session: undefined }),
    }),
    { name: SESSION_STORAGE_KEY, storage: createJSONStorage(() => sessionStorage), partialize: (s) => ({ session: s.session }) },
  ),
);
