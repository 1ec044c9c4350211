/**
 * The studio's preview (npm run studio) frames a merchant's real site; this module lets that window steer
 * it. Loaded only when the page is framed and the site server named the studio's origins (a
 * <meta name="livery-studio">, written only while the studio runs, for a page asked for at a loopback name);
 * a production page is never framed (frame-ancestors 'none') and never loads it. Messages from any other
 * window or origin are ignored.
 * - `config`: the studio's draft (validated by the studio's server, defaults filled) is shown at once: the
 *   app renders again with it (same route, same session) and the theme's variables change in place.
 * - `navigate`: opens a path of the site as the app's history does.
 * - `session`: signs the preview in as the member the studio made (or out), then reloads.
 * The page tells the studio when it is ready and which path it shows after every navigation.
 */
import { CURRENT_VERSION } from '../config/migrate';
import type { MerchantConfig } from '../config/merchant-resolved.gen';
import { LANGUAGES, type LanguageCode } from '../i18n/languages';
import { currentLanguageCode, switchLanguage } from '../i18n/setup';
import { safePath } from '../lib/safe-url';
import { themeVariables } from '../lib/theme';
import { usePreferencesStore } from '../state/preferences';
import { type Session, useSessionStore } from '../state/session';

export type PreviewMessage =
  | { livery: 'config'; config: MerchantConfig }
  | { livery: 'navigate'; path: string }
  | { livery: 'session'; session: Session | null };

type NavigationLike = EventTarget;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function bridge(studioOrigins: readonly string[], render: (config: MerchantConfig) => void): void {
  // The parent's origin (Chromium and Safari name it; else the page that loaded the frame): a studio's, or nothing is said.
  const parentOrigin = location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '');
  if (!studioOrigins.includes(parentOrigin)) return;
  const tell = (message: Record<string, unknown>) => window.parent.postMessage(message, parentOrigin);
  const where = () => `${location.pathname}${location.search}`;
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== parentOrigin || event.source !== window.parent || !isObject(event.data)) return;
    const message = event.data as PreviewMessage;
    if (message.livery === 'config' && isObject(message.config) && message.config.schemaVersion === CURRENT_VERSION) {
      const root = document.documentElement.style;
      for (const [name, value] of Object.entries(themeVariables(message.config.theme))) root.setProperty(name, value);
      render(message.config);
      // A language the draft adds, asked for with ?lang= (the studio's language picker): the page started in
      // another (the saved config lacks it), so it switches now.
      const asked = new URLSearchParams(location.search).get('lang')?.toUpperCase() as LanguageCode | undefined;
      if (asked && asked in LANGUAGES && message.config.languages.supported.includes(asked) && asked !== currentLanguageCode()) {
        usePreferencesStore.getState().setLanguage(asked);
        void switchLanguage(asked);
      }
      tell({ livery: 'applied', path: where() });
    } else if (message.livery === 'navigate' && typeof message.path === 'string' && safePath(message.path)) {
      history.pushState(null, '', safePath(message.path));
      window.dispatchEvent(new PopStateEvent('popstate'));
    } else if (message.livery === 'session') {
      const store = useSessionStore.getState();
      if (isObject(message.session) && typeof message.session.token === 'string') store.setSession(message.session);
      else store.clearSession();
      location.reload();
    }
  });
  // Every move of the app's history (links, back, redirects of the guards) tells the studio the path shown.
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (navigation) navigation.addEventListener('currententrychange', () => tell({ livery: 'location', path: where() }));
  else window.addEventListener('popstate', () => tell({ livery: 'location', path: where() }));
  // Ready once the app's first render is in (the splash in #root is gone): the router then listens, so a
  // navigation the studio sends right away is not lost.
  const root = document.getElementById('root');
  const splashGone = () => !root?.querySelector(':scope > .lv-splash');
  if (splashGone()) tell({ livery: 'ready', path: where() });
  else {
    const watch = new MutationObserver(() => {
      if (!splashGone()) return;
      watch.disconnect();
      tell({ livery: 'ready', path: where() });
    });
    if (root) watch.observe(root, { childList: true });
  }
}
