/**
 * The game lobby of one vendor, /m/gameLobby?vendor=<code> (spec 2.1 lazy screen; its content is not shown
 * by the spec): the vendor's games from the game-list call (vassalage = the vendor, gameType = its
 * category), in the game list's virtualised grid with the same paging near the bottom, each tile opening
 * the game by the launch rules of spec 2.10 (a guest goes to /m/login first). A vendor the platform does
 * not list is a clear "not found", never an empty grid.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type GameItem, gameListQuery, vendorsQuery } from '../../api/games';
import { problemOf } from '../../api/problems';
import { useProblemText } from '../../ui/problem-text';
import { useGameLauncher } from '../../ui/game-launch';
import { useGameScope } from '../../ui/game-scope';
import { RouteLink } from '../../ui/route-link';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { GameGrid, type GridActions } from './game-grid';
import { categoryHref, lobbyVendor } from './game-list-model';
import { useInfiniteScroll } from './use-infinite-scroll';

const NO_IDS: ReadonlySet<string> = new Set();

export default function GameLobbyScreen(_: ScreenProps) {
  const [params] = useSearchParams();
  const code = (params.get('vendor') ?? '').trim();
  return <GameLobby key={code} code={code} />;
}

function Note({ text, testId, category }: { text: string; testId: string; category?: string }) {
  const { t } = useTranslation();
  return (
    <div className="lv-lobby-note" data-testid={testId}>
      <p>{text}</p>
      <RouteLink to={category ? categoryHref(category) : '/m/home'} className="lv-button lv-button-quiet">
        {t(category ? 'lobby.allGames' : 'common.goHome')}
      </RouteLink>
    </div>
  );
}

function GameLobby({ code }: { code: string }) {
  const { t } = useTranslation();
  const scope = useGameScope();
  const problemText = useProblemText();
  const vendors = useQuery({ ...vendorsQuery(scope), enabled: code !== '', retry: false });
  const found = vendors.data ? lobbyVendor(vendors.data, code) : undefined;

  if (!code) return <Lobby><Note text={t('lobby.noVendor')} testId="lobby-no-vendor" /></Lobby>;
  if (vendors.isPending) return <Lobby><Waiting /></Lobby>;
  if (vendors.isError) {
    return (
      <Lobby>
        <div data-testid="lobby-error">
          <Failed onRetry={() => void vendors.refetch()} detail={problemText(problemOf(vendors.error))} />
        </div>
      </Lobby>
    );
  }
  if (!found) return <Lobby><Note text={t('lobby.unknownVendor', { vendor: code })} testId="lobby-unknown" /></Lobby>;
  return (
    <Lobby vendor={found.vendor.vendor}>
      <VendorGames vendor={found.vendor.vendor} name={found.vendor.displayName || found.vendor.vendor} category={found.category} />
    </Lobby>
  );
}

function Lobby({ vendor, children }: { vendor?: string; children: React.ReactNode }) {
  return (
    <section className="lv-gl lv-lobby" data-screen="gameLobby" data-vendor={vendor}>
      {children}
    </section>
  );
}

function VendorGames({ vendor, name, category }: { vendor: string; name: string; category: string }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const scope = useGameScope();
  const launch = useGameLauncher();
  const problemText = useProblemText();
  const above = useRef<HTMLHeadingElement>(null);
  const { infiniteScrollThresholdPx, infiniteScrollThrottleMs } = env.config.constants;
  const list = useInfiniteQuery({ ...gameListQuery(scope, { gameType: category, vassalage: vendor }), retry: false });
  const games = useMemo(() => list.data?.pages.flatMap((p) => p.items) ?? [], [list.data]);

  // Spec 4: a failed page means no more pages until the player retries.
  const hasMore = Boolean(list.hasNextPage) && !list.isError;
  useInfiniteScroll({
    enabled: hasMore && !list.isFetching,
    thresholdPx: infiniteScrollThresholdPx,
    throttleMs: infiniteScrollThrottleMs,
    load: () => void list.fetchNextPage(),
    watch: list.data?.pages.length,
  });

  // The tiles are memoised: one stable object whose function reads the latest launcher.
  const latest = useRef(launch);
  latest.current = launch;
  const actions = useMemo<GridActions>(() => ({ open: (game: GameItem) => latest.current({ ...game, gameType: game.gameType || category }) }), [category]);
  const retry = () => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch());
  const problem = list.error ? problemText(problemOf(list.error)) : undefined;

  return (
    <>
      <h2 ref={above} className="lv-lobby-title" data-testid="lobby-vendor">
        {name}
      </h2>
      {list.isPending ? (
        <Waiting />
      ) : list.isError && !list.data ? (
        <div data-testid="lobby-list-error">
          <Failed onRetry={retry} detail={problem} />
        </div>
      ) : games.length === 0 ? (
        <Note text={t('lobby.empty', { vendor: name })} testId="lobby-empty" category={category} />
      ) : (
        <>
          <GameGrid games={games} favourites={NO_IDS} busy={NO_IDS} actions={actions} newBadge={t('gameList.quick.NEW')} label={t('lobby.games', { vendor: name })} above={above} />
          <div className="lv-gl-more" data-testid="lobby-more">
            {list.isFetchingNextPage ? <Waiting label={t('gameList.loadingMore')} /> : list.isError ? <Failed onRetry={retry} detail={problem} /> : null}
          </div>
        </>
      )}
    </>
  );
}
