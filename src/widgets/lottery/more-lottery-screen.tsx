/**
 * More lottery (/m/moreLottery; its content is not shown in the spec): every lottery game of the prize
 * mode, searchable by name, remark or code, with the lottery games the player played last (with a
 * session) and the hot ones above the full list. The full list is the platform's lottery list (spec §7;
 * the e-lottery one is answered from the cache after elotteryCacheDelayMs, spec §9), under the headings
 * of the lottery menus, then the Vietnam lottery where the platform has it.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hotGamesQuery, type LotteryGame, type LotteryGroup, lotteryListQuery, lotteryMenusQuery, recentGamesQuery, type VnLotteryRegion, vnLotteryMenuQuery } from '../../api/games';
import { useSessionStore } from '../../state/session';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { categoryOf, type LotteryMode, matchesSearch, playable, useLotterySetup } from './lottery-data';
import { LotteryGameRow, VnGameRow, VnRegions } from './lottery-game-row';
import { Empty, LoadState } from './lottery-status';
import { LotteryStrip } from './lottery-strip';

const OTHER = 'other';
const EAGER_ROWS = 4;

/** The list's games under the menus' headings, in menu order; games of no known group come last. */
function byGroup(games: LotteryGame[], menus: LotteryGroup[], otherName: string): LotteryGroup[] {
  const known = new Set(menus.map((g) => g.gameGroupId));
  const grouped = menus.map((g) => ({ ...g, games: games.filter((game) => game.gameGroupId === g.gameGroupId) }));
  const other = games.filter((game) => game.gameGroupId === undefined || !known.has(game.gameGroupId));
  return [...grouped, { gameGroupId: OTHER, displayName: otherName, games: other }].filter((g) => playable(g.games).length > 0);
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <section className="lv-lottery-section" aria-labelledby={id} data-testid={testId}>
      <h2 className="lv-lottery-heading" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function SearchResults({ search, games, regions, mode }: { search: string; games: LotteryGame[]; regions: VnLotteryRegion[]; mode: LotteryMode }) {
  const { t } = useTranslation();
  const found = playable(games).filter((g) => matchesSearch(g, search));
  const vnFound = regions.flatMap((r) => r.games).filter((g) => matchesSearch(g, search));
  const count = found.length + vnFound.length;
  return (
    <>
      <p className={count > 0 ? 'lv-lottery-count' : 'lv-lottery-empty'} role="status" data-testid={count > 0 ? 'lottery-search-count' : 'lottery-search-empty'}>
        {count > 0 ? t('lottery.found', { count }) : t('lottery.noMatch', { search: search.trim() })}
      </p>
      {count === 0 ? null : (
        <ul className="lv-lottery-list" data-testid="lottery-search-results">
          {found.map((game) => (
            <LotteryGameRow key={game.code} game={game} mode={mode} />
          ))}
          {vnFound.map((game) => (
            <VnGameRow key={game.code} game={game} />
          ))}
        </ul>
      )}
    </>
  );
}

export default function MoreLotteryScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const session = useSessionStore((s) => s.session);
  const { scope, vendors, mode, hasVietnam } = useLotterySetup();
  const known = mode !== undefined;
  const current = mode ?? 'Lott';
  const list = useQuery({ ...lotteryListQuery(scope, current, env.config.constants.elotteryCacheDelayMs), enabled: known, retry: false });
  const menus = useQuery({ ...lotteryMenusQuery(scope, current), enabled: known, retry: false });
  const vn = useQuery({ ...vnLotteryMenuQuery(scope), enabled: hasVietnam, retry: false });
  const hot = useQuery({ ...hotGamesQuery(scope, categoryOf(current)), enabled: known, retry: false });
  const recents = useInfiniteQuery({ ...recentGamesQuery(scope, categoryOf(current)), enabled: known && session !== undefined, retry: false });
  const [search, setSearch] = useState('');
  const searchId = useId();

  const games = list.data ?? [];
  const regions = vn.data ?? [];
  const searching = search.trim() !== '';
  const allLoads = known ? [vendors, list, menus, ...(hasVietnam ? [vn] : [])] : [vendors];
  const groups = byGroup(games, menus.data ?? [], t('lottery.otherGames'));

  const logIn = (event: MouseEvent) => {
    event.preventDefault();
    env.navigate(`/m/login?redirect=${encodeURIComponent('/m/moreLottery')}`);
  };

  return (
    <section className="lv-lottery lv-more-lottery" data-screen="moreLottery" data-prize-mode={mode}>
      <search className="lv-lottery-search">
        <label className="lv-visually-hidden" htmlFor={searchId}>
          {t('lottery.searchLabel')}
        </label>
        <svg className="lv-lottery-search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <input
          id={searchId}
          className="lv-lottery-search-input"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('lottery.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-testid="lottery-search"
        />
      </search>

      {searching ? (
        <LoadState loads={allLoads} testId="lottery">
          <SearchResults search={search} games={games} regions={regions} mode={current} />
        </LoadState>
      ) : (
        <>
          <Section title={t('lottery.recent')} testId="lottery-recent">
            {session ? (
              <LoadState loads={known ? [recents] : [vendors]} testId="lottery-recent">
                {(recents.data?.pages[0]?.items.length ?? 0) === 0 ? (
                  <Empty text={t('lottery.noRecent')} testId="lottery-recent-empty" />
                ) : (
                  <LotteryStrip items={recents.data?.pages[0]?.items ?? []} games={games} regions={regions} mode={current} testId="lottery-recent-list" />
                )}
              </LoadState>
            ) : (
              <p className="lv-lottery-empty">
                {t('lottery.recentGuest')}{' '}
                <a href="/m/login" onClick={logIn} className="lv-lottery-login" data-testid="lottery-recent-login">
                  {t('common.login')}
                </a>
              </p>
            )}
          </Section>

          <Section title={t('lottery.hot')} testId="lottery-hot">
            <LoadState loads={known ? [hot] : [vendors]} testId="lottery-hot">
              {(hot.data?.length ?? 0) === 0 ? (
                <Empty text={t('lottery.noHot')} testId="lottery-hot-empty" />
              ) : (
                <LotteryStrip items={hot.data ?? []} games={games} regions={regions} mode={current} testId="lottery-hot-list" />
              )}
            </LoadState>
          </Section>

          <LoadState loads={allLoads} testId="lottery">
            {groups.length === 0 && regions.every((r) => r.games.length === 0) ? (
              <Empty text={t('lottery.empty')} testId="lottery-empty" />
            ) : (
              <div data-testid="lottery-all">
                {groups.map((group, g) => (
                  <Section key={group.gameGroupId} title={group.displayName} testId="lottery-group">
                    <ul className="lv-lottery-list">
                      {playable(group.games).map((game, i) => (
                        <LotteryGameRow key={game.code} game={game} mode={current} eager={g === 0 && i < EAGER_ROWS} />
                      ))}
                    </ul>
                  </Section>
                ))}
                {hasVietnam && regions.some((r) => r.games.length > 0) ? (
                  <Section title={t('lottery.vietnam')} testId="lottery-vn">
                    <VnRegions regions={regions} level={3} />
                  </Section>
                ) : null}
              </div>
            )}
          </LoadState>
        </>
      )}
    </section>
  );
}
