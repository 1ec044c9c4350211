/**
 * The entry: its file is small (no React DOM, i18n or TanStack Query), so it runs as soon as it arrives and
 * starts, while the app's code still loads (the page preloads it), what the first screen waits for: the
 * start-up gate's calls, the first route's code and data (home's first banner) and the language's catalog.
 * Then start.tsx sets up i18n and the query cache and mounts the app.
 */
import { type ApiContext, configureApi } from '../api/http';
import { startOnce } from '../api/started-calls';
import { STARTUP_CALLS } from '../api/system-calls';
import { loadStampedConfig } from '../config/load';
import { loadCatalog, loadCatalogPart } from '../i18n/catalogs';
import { LANGUAGES } from '../i18n/languages';
import { pickLanguage } from '../i18n/pick-language';
import { deviceHeader } from '../lib/environment';
import { preloadPath, screenAt } from '../renderer/preload';
import { usePreferencesStore } from '../state/preferences';
import { useSessionStore } from '../state/session';
import './styles.css';

/** Before i18n exists there is no catalog to translate with: the reason is shown plainly, never a white screen. */
function showFailure(root: HTMLElement, err: unknown): void {
  root.textContent = err instanceof Error ? err.message : String(err);
  root.setAttribute('role', 'alert');
}

function boot(): void {
  const root = document.getElementById('root');
  if (!root) return;
  try {
    const config = loadStampedConfig();
    const query = new URLSearchParams(location.search).get('lang');
    const prefs = usePreferencesStore.getState();
    const language = pickLanguage(query, prefs.language, config.languages.supported, config.languages.default);
    if (query && language.toLowerCase() === query.toLowerCase()) prefs.setLanguage(language);
    const api: ApiContext = {
      baseUrl: config.api.baseUrl,
      merchantCode: config.identity.merchantCode,
      // The start-up calls go out in the language picked; start.tsx makes the API follow i18n's language.
      language: () => language,
      token: () => useSessionStore.getState().session?.token,
      encryption: config.api.encryption,
      device: deviceHeader,
      onSessionGone: () => useSessionStore.getState().expire(),
    };
    configureApi(api);
    for (const [key, call] of Object.entries(STARTUP_CALLS)) startOnce<unknown>(key, () => call());
    // Home as the first page needs only the first part of the catalog before its first paint; any other
    // page loads it whole (i18n/catalog-parts.ts).
    const wholeCatalog = screenAt(config, location.pathname) !== 'home';
    const tag = LANGUAGES[language].tag;
    const catalog = wholeCatalog ? loadCatalog(tag) : loadCatalogPart(tag, 'first');
    catalog.catch(() => undefined);
    const firstScreen = preloadPath(config, location.pathname);
    import('./start')
      .then(({ start }) => start({ root, config, language, api, firstScreen, catalog, wholeCatalog }))
      .catch((err) => showFailure(root, err));
  } catch (err) {
    showFailure(root, err);
  }
}

boot();
