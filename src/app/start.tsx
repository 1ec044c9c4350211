/**
 * The app's start, after the entry (main.tsx) has started the first calls and code: i18n with the
 * language's catalog, the query cache (taking the entry's started calls), then React in its own chunk.
 */
import { announcementsQuery } from '../api/announcements';
import { announcementsStarted } from '../api/announcements-call';
import type { ApiContext } from '../api/http';
import { configureApi } from '../api/http';
import { consolidatedSettingsQuery, systemStatusQuery } from '../api/system';
import type { MerchantConfig } from '../config/merchant-resolved.gen';
import type { Catalog } from '../i18n/catalogs';
import { followLanguageOfOtherTabs } from './follow-language';
import { LANGUAGES, type LanguageCode } from '../i18n/languages';
import { currentLanguageCode, initI18n, restOfCatalog } from '../i18n/setup';
import { holdForFirstScreen } from '../lib/first-screen';
import { whenIdle } from '../lib/idle';
import { registerServiceWorker } from '../lib/sw/register';
import { FIRST_PART_MODULES } from '../registry/registry';
import { setModuleTexts } from '../renderer/loaded-modules';
import { createQueryClient } from './query-client';
import { dropAccountQueriesOnSessionChange } from './session-cache';

/** Longest that work which may wait (lib/idle.ts) waits for the first screen's pictures. */
const FIRST_SCREEN_MAX_WAIT_MS = 2500;

export interface StartOptions {
  root: HTMLElement;
  config: MerchantConfig;
  language: LanguageCode;
  /** The API context the entry configured (start-up language, token, session hooks). */
  api: ApiContext;
  /** The first route's code (and home's first blocks), on its way since the entry ran. */
  firstScreen: Promise<unknown>;
  /** The language's catalog (or only its first part: i18n/catalog-parts.ts), on its way since the entry ran. */
  catalog: Promise<Catalog | undefined>;
  /** False when `catalog` is only the first part (home as the first page). */
  wholeCatalog: boolean;
}

export async function start({ root, config, language, api, firstScreen, catalog, wholeCatalog }: StartOptions): Promise<void> {
  const queryClient = createQueryClient();
  configureApi({
    ...api,
    language: () => currentLanguageCode(language),
    onMaintenance: () => void queryClient.invalidateQueries({ queryKey: systemStatusQuery().queryKey }),
  });
  dropAccountQueriesOnSessionChange(queryClient);
  // The entry's started calls become these queries' answers (system.ts and announcements.ts take them).
  const firstData = Promise.all([
    queryClient.prefetchQuery(systemStatusQuery()),
    queryClient.prefetchQuery(consolidatedSettingsQuery()),
    // Home's banners and notices, when home is the first page: in the cache before the first render, the
    // first banner is in the first commit rather than in a second one after a waiting frame.
    ...(announcementsStarted('home') ? [queryClient.prefetchQuery(announcementsQuery('home', LANGUAGES[language].tag))] : []),
  ]);
  // The first screen's code and data are awaited briefly, so a quick one renders without a waiting round;
  // a slow one shows the screen boundary's (or the block's) waiting state inside the frame.
  const screen = Promise.race([Promise.all([firstScreen, firstData]), new Promise((r) => setTimeout(r, 300))]);
  // React DOM and the app come in their own chunk (mount.tsx).
  const [{ mount, preloadSignedInParts }] = await Promise.all([import('./mount'), initI18n(language, catalog, wholeCatalog), screen]);
  // Opened signed in: the frame's signed-in parts (idle timeout, session clock) are here before the first render.
  if (api.token()) await preloadSignedInParts().catch(() => undefined);
  // A screen or later block (not home's first ones) shows texts of the catalog's second part: its code waits for it.
  setModuleTexts((loader) => (FIRST_PART_MODULES.has(loader) ? undefined : restOfCatalog()));
  // Work that may wait waits also for the first screen's pictures (the page frame opens the gate).
  holdForFirstScreen(FIRST_SCREEN_MAX_WAIT_MS);
  const render = mount(root, config, queryClient);
  followLanguageOfOtherTabs(config.languages.supported);
  // Service/version (spec §3, §7: customer-service links, resources), its code and cipher off the first paint.
  // Offline before its code came: no read this time (the customer-service screen asks for it when opened).
  whenIdle(
    () =>
      void import('./service-version')
        .then(({ readServiceVersion }) => readServiceVersion(queryClient))
        .catch(() => undefined),
  );
  // The studio's preview frames the page (only while the studio runs; the server then names its origins).
  const studio = document.querySelector<HTMLMetaElement>('meta[name="livery-studio"]')?.content;
  if (studio && window.parent !== window) void import('./preview-bridge').then(({ bridge }) => bridge(studio.split(' '), render));
  // The installable app's worker: production builds only (npm run dev has none), after the page has loaded.
  registerServiceWorker({ production: import.meta.env.PROD });
}
