/**
 * How the build groups the player's code into files (rolldown's output.codeSplitting, used by
 * vite.config.ts). Automatic splitting made one file per shared module: home's first paint needed about 55
 * requests, and over HTTP/1.1 (six connections to a host) each round of requests costs a round trip on a
 * slow phone network. Four groups keep the first paint to a handful of files; everything else (the later
 * home blocks, the other screens, the big libraries Swiper, DOMPurify, des.js) is still split automatically
 * and loads when used.
 *
 * - the entry with everything it imports statically (the API client, the config, the stores, the route
 *   table and registry): small, so the start-up calls leave before the libraries have arrived;
 * - `start`: i18n (i18next, react-i18next) and TanStack Query, with src/app/start.tsx;
 * - `mount`: React DOM, the router, the renderer and the frame (src/app/mount.tsx and what it imports), plus
 *   the game launcher (home's banner, the game screens and the home blocks share it; so a screen does not
 *   fetch home's file for it). The form module the account screens share is not in it (issue 15: home's
 *   first paint has no form); those screens share it as a file of its own;
 * - `games`: the game calls and their parsers (the game screens and the later home blocks; not home's first
 *   paint, whose banner needs only the launch rules: src/api/launch-rules.ts, with the launcher);
 * - `home`: the home screen and the blocks of its first screenful (the registry entries marked
 *   firstScreen, src/registry/entries.ts), with their own helpers;
 * - `forms`, `sign-in` and `query-extras`: the helpers the account and wallet screens share, and TanStack
 *   Query's mutations and infinite queries, each in one file rather than a file per module (the login page
 *   asked for a dozen files of 0 to 3 KB).
 */
import { blockEntries, WIDGETS } from '../../src/registry/entries';

/** The app's start (i18n, the query cache): the entry imports it at once, the page preloads it. */
export const START_MODULES = ['app/start'] as const;

/** Source files under src/ (without extension) whose code comes with the app's mount on every route. */
export const MOUNT_MODULES = ['app/mount', 'api/problems', 'ui/game-launch', 'ui/problem-text', 'ui/use-alive'] as const;

/** The game calls: the game screens and the later home blocks use them, home's first paint and the account screens do not. */
export const GAME_MODULES = ['api/games', 'ui/game-scope', 'ui/game-tile'] as const;

/**
 * The forms' helpers (the form module, validation, the phone field and its dialing codes): the account and
 * wallet screens share them. In one file instead of one file each (issue 15: the login page asked for a dozen
 * files of 0 to 3 KB, each a request sharing a slow connection with the app's code).
 */
export const FORM_MODULES = ['ui/form', 'lib/validation', 'lib/phone', 'ui/dialing-code', 'ui/phone-service-code'] as const;

/** Signing in (the account calls, password and SMS sign-in, social sign-in): the login, register and password screens. */
export const SIGN_IN_MODULES = ['api/accounts', 'ui/sign-in', 'ui/sms-button', 'lib/sms-countdown', 'ui/social-sign-in', 'lib/pkce', 'api/oauth', 'state/social-flow'] as const;

/** TanStack Query's parts that home's first paint does not use (mutations, infinite queries): one file for the screens that do. */
const QUERY_EXTRAS = /[\\/]node_modules[\\/]@tanstack[\\/](?:react-query|query-core)[\\/]build[\\/]modern[\\/](?:useMutation|mutationObserver|mutationOptions|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/;

/** Source files under src/ (without extension) of home and its first screenful's blocks. */
export const HOME_FIRST_SCREEN_MODULES: readonly string[] = [
  `widgets/${WIDGETS.home.module}`,
  ...blockEntries()
    .filter(([, e]) => e.firstScreen)
    .map(([, e]) => `widgets/${e.module}`),
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A test matching a module id that is one of `modules` (paths under src/, any separator, .ts or .tsx). */
export function modulesTest(modules: readonly string[]): RegExp {
  const alternatives = modules.map((m) => m.split('/').map(escapeRegExp).join('[\\\\/]'));
  return new RegExp(`[\\\\/]src[\\\\/](?:${alternatives.join('|')})\\.tsx?$`);
}

/** rolldown's output.codeSplitting for the player build. */
export const CODE_SPLITTING = {
  groups: [
    // Everything the entry imports statically: one file with the entry instead of one per shared module.
    { name: 'boot', tags: ['$initial' as const], priority: 3 },
    // Modules a group captures bring their dependencies along, unless a higher-priority group has them.
    { name: 'start', test: modulesTest(START_MODULES), priority: 2 },
    { name: 'mount', test: modulesTest(MOUNT_MODULES), priority: 2 },
    // Before `games`, which would otherwise take the mutations along as the game calls' dependencies.
    { name: 'query-extras', test: QUERY_EXTRAS, priority: 2 },
    { name: 'games', test: modulesTest(GAME_MODULES), priority: 2 },
    { name: 'home', test: modulesTest(HOME_FIRST_SCREEN_MODULES), priority: 1 },
    { name: 'forms', test: modulesTest(FORM_MODULES), priority: 1 },
    { name: 'sign-in', test: modulesTest(SIGN_IN_MODULES), priority: 1 },
  ],
};
