/**
 * A language chosen in another tab of the site applies here too: the preferences (localStorage) change
 * there, the browser tells this tab (a `storage` event), and it switches when the merchant offers that
 * language. Without it, two open tabs would show two languages until one reloads.
 */
import { PREFERENCES_STORAGE_KEY, usePreferencesStore } from '../state/preferences';
import type { LanguageCode } from '../i18n/languages';
import { currentLanguageCode, switchLanguage } from '../i18n/setup';

export function followLanguageOfOtherTabs(supported: readonly LanguageCode[], target: Window = window): () => void {
  const changed = (event: StorageEvent) => {
    if (event.key !== PREFERENCES_STORAGE_KEY || event.storageArea !== target.localStorage) return;
    void Promise.resolve(usePreferencesStore.persist.rehydrate()).then(() => {
      const chosen = usePreferencesStore.getState().language;
      if (chosen && supported.includes(chosen) && chosen !== currentLanguageCode()) return switchLanguage(chosen);
    }).catch(() => undefined);
  };
  target.addEventListener('storage', changed);
  return () => target.removeEventListener('storage', changed);
}
