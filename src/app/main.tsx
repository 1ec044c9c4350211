import { configureApi } from '../api/http';
import { consolidatedSettingsQuery, systemStatusQuery } from '../api/system';
import { loadStampedConfig } from '../config/load';
import { pickLanguage } from '../i18n/pick-language';
import { deviceHeader } from '../lib/environment';
import { registerServiceWorker } from '../lib/sw/register';
import { preloadPath } from '../renderer/preload';
import { currentLanguageCode, initI18n } from '../i18n/setup';
import { usePreferencesStore } from '../state/preferences';
import { useSessionStore } from '../state/session';
import { createQueryClient } from './query-client';
import { dropAccountQueriesOnSessionChange } from './session-cache';
import './styles.css';

async function start() {
  const root = document.getElementById('root');
  if (!root) return;
  try {
    const config = loadStampedConfig();
    const queryClient = createQueryClient();
    const query = new URLSearchParams(location.search).get('lang');
    const prefs = usePreferencesStore.getState();
    const language = pickLanguage(query, prefs.language, config.languages.supported, config.languages.default);
    if (query && language.toLowerCase() === query.toLowerCase()) prefs.setLanguage(language);
    configureApi({
      baseUrl: config.api.baseUrl,
      merchantCode: config.identity.merchantCode,
      language: () => currentLanguageCode(language),
      token: () => useSessionStore.getState().session?.token,
      encryption: config.api.encryption,
      device: deviceHeader,
      onSessionGone: () => useSessionStore.getState().expire(),
      onMaintenance: () => void queryClient.invalidateQueries({ queryKey: systemStatusQuery().queryKey }),
    });
    // The startup calls run while the catalogs load.
    dropAccountQueriesOnSessionChange(queryClient);
    void queryClient.prefetchQuery(systemStatusQuery());
    void queryClient.prefetchQuery(consolidatedSettingsQuery());
    // The first screen's code is awaited briefly, so a quick one renders without a waiting round;
    // a slow one shows the screen boundary's waiting text inside the frame.
    const firstScreen = Promise.race([preloadPath(config, location.pathname), new Promise((r) => setTimeout(r, 300))]);
    // React DOM and the app come in their own chunk, evaluated in a task of its own (see mount.tsx).
    const [{ mount }] = await Promise.all([import('./mount'), initI18n(language), firstScreen]);
    mount(root, config, queryClient);
    // The installable app's worker: production builds only (npm run dev has none), after the page has loaded.
    registerServiceWorker({ production: import.meta.env.PROD });
  } catch (err) {
    // Before i18n exists there is no catalog to translate with: show the reason plainly, never a white screen.
    root.textContent = err instanceof Error ? err.message : String(err);
    root.setAttribute('role', 'alert');
  }
}

// The libraries' evaluation and the start-up run as two tasks, so neither holds a slow phone's main thread long.
setTimeout(() => void start(), 0);
