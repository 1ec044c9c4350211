/** Player preferences kept across visits (localStorage): the chosen language. */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { LanguageCode } from '../config/merchant-resolved.gen';

interface PreferencesState {
  language?: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
}

export const PREFERENCES_STORAGE_KEY = 'livery.preferences';

export const usePreferencesStore = create<PreferencesState>()(
  persist((set) => ({ language: undefined, setLanguage: (language) => set({ language }) }), {
    name: PREFERENCES_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    partialize: (s) => ({ language: s.language }),
  }),
);
