/**
 * The game list, /m/gameList?gameType=<category>[&vassalage=<vendor>] (spec §2.11, §4 "Game filter", §8,
 * §9): the vendor carousel, the name search (runs on Enter), the quick filters ALL, NEW, FAV, REC and
 * HOT, the classification tabs, a virtualised grid that loads the next page near the bottom, favourite
 * toggling, and the filter side panel. Changing the quick filter clears the search and loads the list
 * afresh from page 1; FAV and REC, and favourites, need a session (a guest gets the info toast).
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { favouriteIdsQuery, type GameItem, useAddFavourite, useFavouriteIds, useRemoveFavourite, vendorGameTypesQuery, vendorsQuery } from '../../api/games';
import { problemOf } from '../../api/problems';
import { useSessionStore } from '../../state/session';
import { useProblemText } from '../../ui/problem-text';
import { useGameLauncher } from '../../ui/game-launch';
import { useGameScope } from '../../ui/game-scope';
import { useScreenTitle } from '../../ui/screen-title';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { FilterPanel, type PanelCriteria } from './filter-panel';
import { GameGrid, type GridActions } from './game-grid';
import {
  type Criteria,
  classificationsOf,
  KNOWN_CATEGORIES,
  listQuery,
  NO_CRITERIA,
  needsSession,
  otherCategories,
  QUICK_FILTERS,
  type QuickFilter,
  toggleVendor,
  vendorsOf,
  visibleGames,
} from './game-list-model';
import { useInfiniteScroll } from './use-infinite-scroll';
import { VendorCarousel } from './vendor-carousel';

export default function GameListScreen(_: ScreenProps) {
  const [params] = useSearchParams();
  const category = (params.get('gameType') ?? '').trim().toUpperCase();
  const vendor = params.get('vassalage')?.trim() || undefined;
  // Another category (from the panel's list) is another list: nothing carries over.
  return <GameList key={`${category}|${vendor ?? ''}`} category={category} initialVendor={vendor} />;
}

const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((x) => x !== id));
const withIt = (set: ReadonlySet<string>, id: string) => new Set(set).add(id);

function InlineFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="lv-gl-inline-error" role="alert" data-testid={testId}>
      <span>{t('common.loadFailed')}</span>
      <button type="button" className="lv-button lv-button-quiet" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16.5 16.5 21 21" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function GameList({ category, initialVendor }: { category: string; initialVendor?: string }) {
  const { t, i18n } = useTranslation();
  const env = useWidgetEnv();
  const scope = useGameScope();
  const client = useQueryClient();
  const session = useSessionStore((s) => s.session);
  const launch = useGameLauncher();
  const problemText = useProblemText();
  const { toastInfoMs, infiniteScrollThresholdPx, infiniteScrollThrottleMs, vendorCarouselSlides, vendorCarouselMinVendors, minBetOptions } = env.config.constants;
  const searchId = useId();
  const above = useRef<HTMLDivElement>(null);

  const [filter, setFilter] = useState<QuickFilter>('ALL');
  const [criteria, setCriteria] = useState<Criteria>({ ...NO_CRITERIA, vendor: initialVendor });
  const [search, setSearch] = useState('');
  const [load, setLoad] = useState(0);
  const [panelOpen, setPanelOpen] = useState(false);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  const categoryLabel = (c: string) => (KNOWN_CATEGORIES.includes(c) ? t(`gameList.category.${c}`) : c);
  useScreenTitle(KNOWN_CATEGORIES.includes(category) ? `gameList.category.${category}` : undefined);

  const vendorData = useQuery({ ...vendorsQuery(scope), retry: false });
  const vendorTypes = useQuery({ ...vendorGameTypesQuery(scope), retry: false });
  const vendors = useMemo(() => vendorsOf(vendorData.data, category), [vendorData.data, category]);
  const classificationsFor = (vendor: string | undefined) => classificationsOf(vendorTypes.data, vendors, category, vendor);
  const classifications = classificationsFor(criteria.vendor);

  const list = useInfiniteQuery(listQuery(scope, { category, filter, criteria, load }));
  const favouriteIds = useFavouriteIds(scope, Boolean(session));
  const favourites = useMemo(() => new Set(session ? (favouriteIds.data ?? []) : []), [favouriteIds.data, session]);
  const games = useMemo(() => visibleGames(list.data?.pages ?? [], filter, criteria, removed), [list.data, filter, criteria, removed]);
  const addFavourite = useAddFavourite();
  const removeFavourite = useRemoveFavourite();

  // Spec §4: a failed load means no more pages until the player retries.
  const hasMore = Boolean(list.hasNextPage) && !list.isError;
  useInfiniteScroll({
    enabled: hasMore && !list.isFetching,
    thresholdPx: infiniteScrollThresholdPx,
    throttleMs: infiniteScrollThrottleMs,
    load: () => void list.fetchNextPage(),
    watch: list.data?.pages.length,
  });

  /** Every change of what is listed is a fresh load from page 1 (spec §4). */
  const reload = (next: Criteria) => {
    setCriteria(next);
    setRemoved(new Set());
    setLoad((n) => n + 1);
  };

  const loginFirst = () => env.notify(t('gameList.loginFirst'), 'info', toastInfoMs);

  const chooseFilter = (next: QuickFilter) => {
    if (needsSession(next) && !useSessionStore.getState().session) {
      loginFirst();
      return;
    }
    setFilter(next);
    setSearch('');
    reload({ ...criteria, name: '' });
  };

  // A session that ends while FAV or REC shows leaves the player's own lists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the session's end matters
  useEffect(() => {
    if (!session && needsSession(filter)) {
      setFilter('ALL');
      reload(criteria);
    }
  }, [session]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    reload({ ...criteria, name: search.trim() });
  };

  const chooseVendor = (vendor: string) => {
    const next = toggleVendor(criteria.vendor, vendor);
    const keeps = criteria.classify !== undefined && classificationsFor(next).includes(criteria.classify);
    reload({ ...criteria, vendor: next, classify: keeps ? criteria.classify : undefined });
  };

  const applyPanel = (picked: PanelCriteria) => reload({ ...picked, name: criteria.name });
  const resetPanel = () => {
    setSearch('');
    reload(NO_CRITERIA);
  };

  const toggleFavourite = async (game: GameItem, on: boolean) => {
    if (!useSessionStore.getState().session) {
      loginFirst();
      return;
    }
    setBusy((b) => withIt(b, game.nodeId));
    const done = env.notify(t(on ? 'gameList.inCancelCollection' : 'gameList.inCollection'), 'loading');
    try {
      await (on ? removeFavourite : addFavourite).mutateAsync({ nodeId: game.nodeId, vendor: game.vendor });
      client.setQueryData(favouriteIdsQuery(scope).queryKey, (ids: string[] | undefined) => {
        const rest = (ids ?? []).filter((id) => id !== game.nodeId);
        return on ? rest : [game.nodeId, ...rest];
      });
      // Spec §4: a favourite removed while FAV shows leaves the list at once.
      if (on) setRemoved((r) => withIt(r, game.nodeId));
      else setRemoved((r) => without(r, game.nodeId));
    } catch (err) {
      env.notify(problemText(problemOf(err)) ?? t('message.unknownError'), 'error');
    } finally {
      done();
      setBusy((b) => without(b, game.nodeId));
    }
  };

  // The tiles are memoised: they get one stable object whose functions read the latest state.
  const latest = useRef({ toggleFavourite, open: (game: GameItem) => launch({ ...game, gameType: game.gameType || category }) });
  latest.current = { toggleFavourite, open: (game: GameItem) => launch({ ...game, gameType: game.gameType || category }) };
  const actions = useMemo<GridActions>(
    () => ({ open: (game) => latest.current.open(game), toggleFavourite: (game, on) => void latest.current.toggleFavourite(game, on) }),
    [],
  );

  const retryList = () => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch());
  const formatBet = (bet: number) => new Intl.NumberFormat(i18n.language).format(bet);
  const activeCriteria = [criteria.vendor, criteria.classify, criteria.minBet].filter((v) => v !== undefined).length;
  const categories = otherCategories(vendorData.data, category).map((c) => ({ ...c, label: categoryLabel(c.category) }));
  const listProblem = list.error ? problemText(problemOf(list.error)) : undefined;

  return (
    <section className="lv-gl" data-screen="gameList" data-category={category} data-filter={filter}>
      <div ref={above} className="lv-gl-controls">
        {vendorData.isPending ? (
          <div className="lv-gl-vendors lv-gl-vendors-waiting" aria-hidden="true" />
        ) : vendorData.isError ? (
          <InlineFailed onRetry={() => void vendorData.refetch()} testId="vendors-error" />
        ) : vendors.length > 0 ? (
          <VendorCarousel
            vendors={vendors}
            selected={criteria.vendor}
            onSelect={chooseVendor}
            slides={vendorCarouselSlides}
            minVendors={vendorCarouselMinVendors}
            dir={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
          />
        ) : null}

        <search className="lv-gl-search">
        <form onSubmit={submitSearch} data-testid="game-search">
          <label className="lv-gl-search-label" htmlFor={searchId}>{t('gameList.searchLabel')}</label>
          <div className="lv-gl-search-row">
            <input
              id={searchId}
              className="lv-gl-search-input"
              type="search"
              enterKeyHint="search"
              autoComplete="off"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              data-testid="game-search-input"
            />
            <button type="submit" className="lv-gl-search-button" aria-label={t('gameList.search')} data-testid="game-search-submit">
              <SearchIcon />
            </button>
            <button type="button" className="lv-gl-filter-button" aria-haspopup="dialog" onClick={() => setPanelOpen(true)} data-testid="filter-open">
              <FilterIcon />
              <span>{t('gameList.filter')}</span>
              {activeCriteria > 0 ? (
                <span className="lv-gl-count" data-testid="filter-count">
                  {activeCriteria}
                </span>
              ) : null}
            </button>
          </div>
        </form>
        </search>

        <fieldset className="lv-gl-quick" data-testid="quick-filters">
          <legend className="lv-visually-hidden">{t('gameList.quickFilters')}</legend>
          {QUICK_FILTERS.map((f) => (
            <button key={f} type="button" className="lv-gl-chip lv-gl-chip-quick" aria-pressed={filter === f} onClick={() => chooseFilter(f)} data-testid={`quick-${f}`}>
              {t(`gameList.quick.${f}`)}
            </button>
          ))}
        </fieldset>

        {vendorTypes.isError ? (
          <InlineFailed onRetry={() => void vendorTypes.refetch()} testId="classifications-error" />
        ) : classifications.length > 0 ? (
          <fieldset className="lv-gl-classes" data-testid="classification-tabs">
            <legend className="lv-visually-hidden">{t('gameList.classification')}</legend>
            <button type="button" className="lv-gl-chip lv-gl-chip-class" aria-pressed={criteria.classify === undefined} onClick={() => reload({ ...criteria, classify: undefined })} data-testid="classify-all">
              {t('gameList.all')}
            </button>
            {classifications.map((c) => (
              <button key={c} type="button" className="lv-gl-chip lv-gl-chip-class" aria-pressed={criteria.classify === c} onClick={() => reload({ ...criteria, classify: c })} data-testid={`classify-${c}`}>
                {c}
              </button>
            ))}
          </fieldset>
        ) : null}
      </div>

      {list.isPending ? (
        <Waiting />
      ) : list.isError && !list.data ? (
        <Failed onRetry={retryList} detail={listProblem} />
      ) : (
        <>
          {games.length > 0 ? (
            <GameGrid games={games} favourites={favourites} busy={busy} actions={actions} newBadge={t('gameList.quick.NEW')} label={t('gameList.games')} above={above} />
          ) : hasMore ? null : (
            <p className="lv-gl-empty" data-testid="game-list-empty">
              {t('gameList.empty')}
            </p>
          )}
          <div className="lv-gl-more" data-testid="game-list-more">
            {list.isFetchingNextPage ? (
              <Waiting label={t('gameList.loadingMore')} />
            ) : list.isError ? (
              <Failed onRetry={retryList} detail={listProblem} />
            ) : !hasMore && games.length > 0 ? (
              <p className="lv-muted" data-testid="game-list-end">
                {t('gameList.end')}
              </p>
            ) : null}
          </div>
        </>
      )}

      <FilterPanel
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        category={category}
        vendors={vendors}
        classificationsFor={classificationsFor}
        minBetOptions={minBetOptions}
        applied={criteria}
        onApply={applyPanel}
        onReset={resetPanel}
        categories={categories}
        onCategory={(href) => env.navigate(href)}
        formatBet={formatBet}
        maskIgnoreMs={env.config.constants.dialogMaskIgnoreMs}
      />
    </section>
  );
}
