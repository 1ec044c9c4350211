/**
 * The lottery lobby (/m/lottery, spec §2.1, reached from the game filter): the lottery groups of the
 * prize mode the vendor data decides (spec §4: Lott, or Elott when the e-lottery mapping lists a lottery
 * vendor), as tabs with "all" first; each game offers the play types it has switched on and opens
 * /m/launchGame for that game. Where the platform has the Vietnam lottery (TCG_LOTTO_VN) a last tab
 * lists its regions and provinces, each with its open draw and latest result (vn-draws.tsx). A link
 * leads to the full, searchable list (/m/moreLottery).
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, type MouseEvent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type LotteryGroup, lotteryMenusQuery, vnLotteryMenuQuery } from '../../api/games';
import type { ScreenProps } from '../../ui/widget-env';
import { Waiting } from '../../ui/status-view';
import { Tabs } from '../../ui/tabs';
import { useWidgetEnv } from '../../ui/widget-env';
import { ALL_TAB, allGames, groupTab, type LotteryMode, playable, useLotterySetup, VN_TAB } from './lottery-data';
import { LotteryGameRow, VnRegions } from './lottery-game-row';
import { Empty, LoadState } from './lottery-status';

/**
 * The Vietnam tab's draws load with the tab: their code and CSS stay out of the lobby's own files (and
 * out of the list of the lobby's files that the start-up code carries).
 */
const VnLobby = lazy(() => import('./vn-draws').then((m) => ({ default: m.VnLobby })));

const BASE = 'lottery';
const MORE = '/m/moreLottery';
/** Rows whose icons load at once (the rest wait until they scroll near). */
const EAGER_ROWS = 6;

function GroupPanel({ groups, tab, mode }: { groups: LotteryGroup[]; tab: string; mode: LotteryMode }) {
  const { t } = useTranslation();
  const games = tab === ALL_TAB ? allGames(groups) : (groups.find((g) => groupTab(g) === tab)?.games ?? []);
  const shown = playable(games);
  if (shown.length === 0) return <Empty text={t(tab === ALL_TAB ? 'lottery.empty' : 'lottery.emptyGroup')} testId="lottery-empty" />;
  return (
    <ul className="lv-lottery-list">
      {shown.map((game, i) => (
        <LotteryGameRow key={game.code} game={game} mode={mode} eager={i < EAGER_ROWS} />
      ))}
    </ul>
  );
}

export default function LotteryLobbyScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const { scope, vendors, mode, hasVietnam } = useLotterySetup();
  const menus = useQuery({ ...lotteryMenusQuery(scope, mode ?? 'Lott'), enabled: mode !== undefined, retry: false });
  const [params, setParams] = useSearchParams();

  const groups = (menus.data ?? []).filter((g) => playable(g.games).length > 0);
  const tabs = [
    { key: ALL_TAB, label: t('lottery.all') },
    ...groups.map((g) => ({ key: groupTab(g), label: g.displayName })),
    ...(hasVietnam ? [{ key: VN_TAB, label: t('lottery.vietnam') }] : []),
  ];
  const wanted = params.get('tab');
  const current = tabs.some((tab) => tab.key === wanted) ? (wanted as string) : ALL_TAB;
  // The Vietnam menu loads when its tab is first opened.
  const vn = useQuery({ ...vnLotteryMenuQuery(scope), enabled: hasVietnam && current === VN_TAB, retry: false });

  const select = (id: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (id === ALL_TAB) next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );

  const openMore = (event: MouseEvent) => {
    event.preventDefault();
    env.navigate(MORE);
  };

  return (
    <section className="lv-lottery" data-screen="lotteryLobby" data-prize-mode={mode}>
      <a href={MORE} className="lv-lottery-search-link" onClick={openMore} data-testid="lottery-more">
        <svg className="lv-lottery-search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span>{t('lottery.searchAll')}</span>
      </a>
      <LoadState loads={mode === undefined ? [vendors] : [vendors, menus]} testId="lottery">
        {groups.length === 0 && !hasVietnam ? (
          <Empty text={t('lottery.empty')} testId="lottery-empty" />
        ) : (
          <Tabs
              id={BASE}
              label={t('lottery.groups')}
              tabs={tabs}
              active={current}
              onSelect={select}
              testId="lottery-tabs"
              className="lv-lottery-groups"
              listClassName="lv-lottery-tabs"
              panelClassName="lv-lottery-panel"
            >
              <div data-testid="lottery-panel">
                {current === VN_TAB ? (
                  <LoadState loads={[vn]} testId="lottery-vn">
                    {(vn.data ?? []).some((r) => r.games.length > 0) ? (
                      <Suspense fallback={<Waiting />}>
                        <VnLobby regions={vn.data ?? []} scope={scope} eagerRows={EAGER_ROWS} />
                      </Suspense>
                    ) : (
                      <VnRegions regions={[]} />
                    )}
                  </LoadState>
                ) : (
                  <GroupPanel groups={groups} tab={current} mode={mode ?? 'Lott'} />
                )}
              </div>
            </Tabs>
        )}
      </LoadState>
    </section>
  );
}
