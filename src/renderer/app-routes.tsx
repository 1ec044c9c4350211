import { useIsFetching } from '@tanstack/react-query';
import { type ReactNode, startTransition, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, Navigate, type RouteObject, renderMatches, useLocation } from 'react-router-dom';
import type { MerchantConfig, Route } from '../config/merchant-resolved.gen';
import { decideAccess } from '../lib/access';
import { whenIdle } from '../lib/idle';
import { normalizePath } from '../lib/paths';
import { BLOCKS, LATER_BLOCKS, lookup, SCREENS } from '../registry/registry';
import { useSessionStore } from '../state/session';
import { NoticePage } from '../ui/status-view';
import { useWidgetEnv } from '../ui/widget-env';
import { PageFrame } from './frame/page-frame';
import { LazyView } from './lazy-view';
import { blocksLoaded, preloadBlocks } from './preload';
import { RestoringScrollContext, useScrollRestoration } from './scroll-restoration';

/** The frame of a path no route declares (its screen is never looked up). */
const NOT_FOUND: Route = { path: '*', aliases: [], screen: 'notFound' as Route['screen'], access: 'public', guestFallback: 'login', header: 'back', titleKey: 'common.notFoundTitle', footer: true };

/** Visible fallback for a type the registry does not know: never a crash. */
function UnknownType({ type }: { type: string }) {
  const { t } = useTranslation();
  return (
    <div className="lv-unknown" role="note" data-testid="unknown-type" data-type={type}>
      {t('common.unknownType')}
    </div>
  );
}

/** The longest the later blocks wait for the first screenful's calls. */
const LATER_BLOCKS_MAX_WAIT_MS = 2000;

/**
 * How many of home's later blocks may mount: none until no call is under way (the first screenful has its
 * data) and the browser is idle, or LATER_BLOCKS_MAX_WAIT_MS have passed; their code is fetched first, so
 * they appear whole rather than as waiting placeholders. Then one more each time the browser is idle, in
 * config order, so each block's mount is a short task of its own instead of all of them in one long one.
 */
function useLaterBlocks(types: readonly string[]): number {
  const fetching = useIsFetching();
  // Back through the history to a place down the page: with their code here they all mount at once, so the
  // page regains its height for the scroll position to be restored.
  const restoring = useContext(RestoringScrollContext);
  const [shown, setShown] = useState(() => (restoring && blocksLoaded(types) ? types.length : 0));
  const [due, setDue] = useState(false);
  useEffect(() => {
    const cap = setTimeout(() => startTransition(() => setDue(true)), LATER_BLOCKS_MAX_WAIT_MS);
    return () => clearTimeout(cap);
  }, []);
  useEffect(() => {
    if (due || fetching > 0) return;
    return whenIdle(() => startTransition(() => setDue(true)));
  }, [due, fetching]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the later blocks are fixed by the config
  useEffect(() => {
    if (!due || shown === types.length) return;
    let alive = true;
    let cancel: (() => void) | undefined;
    const reveal = (count: number) => {
      if (!alive) return;
      startTransition(() => setShown(count));
      if (count < types.length) cancel = whenIdle(() => reveal(count + 1));
    };
    // Their code is asked for in an idle moment of its own: adding its links to the page is work too.
    cancel = whenIdle(() => void Promise.all(preloadBlocks(types)).then(() => reveal(1)));
    return () => {
      alive = false;
      cancel?.();
    };
  }, [due]);
  return shown;
}

function HomeBlocks({ config }: { config: MerchantConfig }) {
  const env = useWidgetEnv();
  const later = useMemo(() => config.home.blocks.map((b) => b.type).filter((type) => LATER_BLOCKS.has(type)), [config]);
  const laterShown = useLaterBlocks(later);
  let laterSeen = 0;
  // Keys follow the config's order, so a block appearing above another never remounts it; and its props, so a
  // block whose options change (the studio's preview renders a draft config) starts again with them.
  return config.home.blocks.map((block, i) => {
    if (LATER_BLOCKS.has(block.type) && laterSeen++ >= laterShown) return null;
    if (!env.shows(block.when)) return null;
    const loader = lookup(BLOCKS, block.type);
    const key = `${block.type}-${i}-${JSON.stringify(block.props)}`;
    return loader ? <LazyView key={key} loader={loader} props={{ type: block.type, props: block.props }} /> : <UnknownType key={key} type={block.type} />;
  });
}

/** A route's screen behind its access rule (spec 5-6), for a direct visit. */
function GuardedScreen({ route, config }: { route: Route; config: MerchantConfig }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const location = useLocation();
  const memberType = useSessionStore((s) => s.session?.type);
  const expired = useSessionStore((s) => s.expiredAt !== undefined);
  const outcome = decideAccess(route, memberType, 'visit');
  const loader = lookup(SCREENS, route.screen);
  // A screen the session ended on stays, with what was typed in it, while the logged-out dialog offers to
  // sign in again there; closing the dialog without signing in applies the route's rule.
  const shownToMember = useRef(false);
  if (outcome === 'allow' && memberType !== undefined) shownToMember.current = true;
  const held = outcome !== 'allow' && expired && shownToMember.current;

  useEffect(() => {
    if (outcome === 'freeReject' && !held) env.notify(t('message.freeReject'), 'info');
  }, [outcome, held, env, t]);

  if (!held)
    switch (outcome) {
      case 'login':
        return <Navigate replace to={`/m/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} />;
      case 'home':
      case 'freeReject':
        return <Navigate replace to="/m/home" />;
    }
  if (!loader) return <UnknownType type={route.screen} />;
  return <LazyView loader={loader} props={{ route, blocks: <HomeBlocks config={config} /> }} />;
}

function NotFound() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  return (
    <NoticePage title={t('common.notFoundTitle')} testId="not-found">
      <p>{t('common.notFoundBody')}</p>
      <button type="button" className="lv-button" onClick={() => env.navigate('/m/home')}>
        {t('common.goHome')}
      </button>
    </NoticePage>
  );
}

/** An alias is replaced by its route's canonical path, keeping the query and the fragment. */
function ToCanonical({ path }: { path: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={`${path}${search}${hash}`} />;
}

/**
 * The merchant's routes for React Router (which matches paths case-insensitively, with or without a
 * trailing slash). Every framed route renders PageFrame in the same place, so the frame stays mounted
 * from one route to the next; the screen inside is keyed by its route.
 */
function routeObjects(config: MerchantConfig): RouteObject[] {
  const framed = (route: Route, screen: ReactNode): RouteObject => ({ path: route.path, element: <PageFrame route={route}>{screen}</PageFrame> });
  const screens = config.routes.map((route) => framed(route, <GuardedScreen key={route.path} route={route} config={config} />));
  const aliases = config.routes.flatMap((route) =>
    route.aliases.filter((alias) => normalizePath(alias) !== normalizePath(route.path)).map((alias) => ({ path: alias, element: <ToCanonical path={route.path} /> })),
  );
  return [...screens, ...aliases, framed(NOT_FOUND, <NotFound />)];
}

/**
 * Routes built from the merchant config: aliases are replaced by their canonical path, the rest framed.
 * The path is matched when it changes, not on every render of this component (useRoutes ranks and matches
 * every route each time: about 1 ms for the demo's 65 routes, on each of this component's renders).
 */
export function AppRoutes({ config }: { config: MerchantConfig }) {
  const routes = useMemo(() => routeObjects(config), [config]);
  const restoring = useScrollRestoration();
  const { pathname } = useLocation();
  const page = useMemo(() => renderMatches(matchRoutes(routes, pathname)), [routes, pathname]);
  return <RestoringScrollContext.Provider value={restoring}>{page}</RestoringScrollContext.Provider>;
}
