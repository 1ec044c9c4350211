/**
 * Popular games (spec 2.11): a tab menu of HOT plus the server's vendor categories (SPORTS split into
 * SPORTS, ESPORTS and COCKFIGHT, §4). HOT, RNG, PVP, LIVE and FISH show a vendor list (a tile opens that
 * vendor's game list); every other category shows its games, which open through the launch rules; a
 * lottery category's list has an "all" tab first. Every list reloads once the language has settled
 * (200 ms, the game scope is in every query key), showing the previous answer until the new one comes.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GameScope, gameListQuery, groupVendors, hotGamesQuery, type Vendor, type VendorCategory, vendorsQuery } from '../../api/games';
import { problemOf } from '../../api/problems';
import { useProblemText } from '../../ui/problem-text';
import { useGameLauncher } from '../../ui/game-launch';
import { useGameScope } from '../../ui/game-scope';
import { GameTile } from '../../ui/game-tile';
import { Failed, Waiting } from '../../ui/status-view';
import { Tabs } from '../../ui/tabs';
import type { PopularGamesProps } from '../../config/merchant-resolved.gen';
import type { BlockProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { ALL, gameListHref, HOT, hotVendors, isLotteryTab, lotterySubTabs, popularTabs, showsVendorList } from './popular-rules';

/** A category's name in the player's language; a category Livery does not know keeps its code. */
function useCategoryLabel() {
  const { t } = useTranslation();
  return (category: string) => t(`popular.category.${category}`, { defaultValue: category });
}

export default function PopularGamesBlock({ type, props }: BlockProps<PopularGamesProps>) {
  const { t } = useTranslation();
  const scope = useGameScope();
  const categoryLabel = useCategoryLabel();
  const id = useId();
  const vendors = useQuery({ ...vendorsQuery(scope), placeholderData: keepPreviousData });
  const problemText = useProblemText();
  const categories = useMemo(() => (vendors.data ? groupVendors(vendors.data) : []), [vendors.data]);
  const tabs = useMemo(() => popularTabs(categories, props.tabs), [categories, props.tabs]);
  const [chosen, setChosen] = useState(HOT);
  const active = tabs.includes(chosen) ? chosen : (tabs[0] ?? HOT);

  let body: ReactNode;
  if (vendors.isPending) body = <Waiting />;
  else if (vendors.isError && !vendors.data) body = <Failed onRetry={() => void vendors.refetch()} detail={problemText(problemOf(vendors.error))} />;
  else
    body = (
      <Tabs
        id={id}
        label={t('popular.tabsLabel')}
        tabs={tabs.map((key) => ({ key, label: categoryLabel(key) }))}
        active={active}
        onSelect={setChosen}
        testId="popular-tab"
        className="lv-pop"
        listClassName="lv-pop-tabs"
        panelClassName="lv-pop-panel"
      >
        <Panel key={active} tab={active} scope={scope} categories={categories} tiles={props.tiles} />
      </Tabs>
    );

  return (
    <section className="lv-block lv-popular" data-block={type} aria-labelledby={`${id}-title`} aria-busy={vendors.isFetching}>
      <h2 id={`${id}-title`}>{t('block.popularGames')}</h2>
      {body}
    </section>
  );
}

function Panel({ tab, scope, categories, tiles }: { tab: string; scope: GameScope; categories: VendorCategory[]; tiles: number }) {
  const vendors = categories.find((c) => c.category === tab)?.vendors ?? [];
  if (tab === HOT) return <HotPanel scope={scope} categories={categories} />;
  if (showsVendorList(tab)) return <VendorList category={tab} vendors={vendors} />;
  if (isLotteryTab(tab)) return <LotteryPanel category={tab} vendors={vendors} scope={scope} tiles={tiles} />;
  return <GamesPanel category={tab} scope={scope} tiles={tiles} />;
}

/** HOT: the vendors of the hot games; a tile opens the hot games of that vendor. */
function HotPanel({ scope, categories }: { scope: GameScope; categories: VendorCategory[] }) {
  const problemText = useProblemText();
  const hot = useQuery({ ...hotGamesQuery(scope), placeholderData: keepPreviousData });
  // The tiles render in the background (in slices React can interrupt), not in one long task when the list arrives.
  const data = useDeferredValue(hot.data);
  const vendors = useMemo(() => hotVendors(data ?? [], categories), [data, categories]);
  if (hot.isPending || (hot.data && !data)) return <Waiting />;
  if (hot.isError && !data) return <Failed onRetry={() => void hot.refetch()} detail={problemText(problemOf(hot.error))} />;
  return <VendorList category={HOT} vendors={vendors} />;
}

function VendorList({ category, vendors }: { category: string; vendors: readonly Vendor[] }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  if (vendors.length === 0) return <p className="lv-pop-empty">{t(category === HOT ? 'popular.noHotGames' : 'popular.noVendors')}</p>;
  return (
    <ul className="lv-pop-grid lv-pop-vendors" data-testid="popular-vendors">
      {vendors.map((v) => (
        <li key={v.vendor}>
          <GameTile name={v.displayName} icon={v.icon} size={80} onOpen={() => env.navigate(gameListHref(category, v.vendor))} testId={`popular-vendor-${v.vendor}`} />
        </li>
      ))}
    </ul>
  );
}

/** A lottery category: "all" first, then one tab per vendor, each listing its games. */
function LotteryPanel({ category, vendors, scope, tiles }: { category: string; vendors: readonly Vendor[]; scope: GameScope; tiles: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState(ALL);
  const tabs = lotterySubTabs(vendors);
  const active = tabs.includes(chosen) ? chosen : ALL;
  const name = (key: string) => (key === ALL ? t('popular.all') : (vendors.find((v) => v.vendor === key)?.displayName ?? key));
  return (
    <Tabs
      id={id}
      label={t('popular.lotteryTabsLabel')}
      tabs={tabs.map((key) => ({ key, label: name(key) }))}
      active={active}
      onSelect={setChosen}
      testId="popular-lottery-tab"
      className="lv-pop-sub"
      listClassName="lv-pop-tabs"
      panelClassName="lv-pop-panel"
    >
      <GamesPanel key={active} category={category} vendor={active === ALL ? undefined : active} scope={scope} tiles={tiles} />
    </Tabs>
  );
}

/** A category's first `tiles` games, each opening through the launch rules, and a link to the whole list. */
function GamesPanel({ category, vendor, scope, tiles }: { category: string; vendor?: string; scope: GameScope; tiles: number }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const launch = useGameLauncher();
  const problemText = useProblemText();
  const filter = useMemo(() => ({ gameType: category, ...(vendor ? { vassalage: vendor } : {}) }), [category, vendor]);
  const list = useInfiniteQuery({ ...gameListQuery(scope, filter), placeholderData: keepPreviousData });
  const first = list.data?.pages[0];
  if (list.isPending) return <Waiting />;
  if (list.isError && !first) return <Failed onRetry={() => void list.refetch()} detail={problemText(problemOf(list.error))} />;
  const games = first?.items ?? [];
  if (games.length === 0) return <p className="lv-pop-empty">{t('popular.noGames')}</p>;
  const more = gameListHref(category, vendor);
  const openMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    env.navigate(more);
  };
  return (
    <>
      <ul className="lv-pop-grid lv-pop-games" data-testid="popular-games">
        {games.slice(0, tiles).map((g) => (
          <li key={g.nodeId}>
            <GameTile
              name={g.name}
              icon={g.icon}
              size={80}
              onOpen={() => launch({ vendor: g.vendor, gameType: g.gameType || category, gameId: g.gameId, roomId: g.roomId, nodeId: g.nodeId })}
              testId={`popular-game-${g.nodeId}`}
            />
          </li>
        ))}
      </ul>
      {games.length > tiles || (first && first.totalPages > 1) ? (
        <a className="lv-pop-more" href={more} onClick={openMore} data-testid="popular-more">
          {t('popular.more')}
        </a>
      ) : null}
    </>
  );
}
