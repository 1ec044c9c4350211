/**
 * Mission activity, /m/leaderBoard (platform-api-member.md §5 "mission / leaderboard"; spec §2.12: only when the
 * MISSION promotion is on): each mission's progress and milestones with a claim for the reached ones, the
 * leaderboard, and the rules (server HTML, sanitised). Opened with MISSION off it says it is not available.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../api/problems';
import { promoEnabled, useAvailableRewards } from '../../api/reward-kinds';
import { claimMission, leaderboardQuery, type Mission, milestonesQuery, missionRulesQuery, missionsQuery } from '../../api/rewards';
import { useProblemText } from '../../ui/problem-text';
import { useMoney } from '../../ui/money';
import { ServerHtml } from '../../ui/server-html';
import { NotOffered, Offered } from '../../ui/offered';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { Card, ClaimButton, EmptyText, Progress } from './rewards-parts';

export default function MissionActivityScreen(_: ScreenProps) {
  return (
    <div className="lv-rw" data-testid="mission-activity" data-screen="missionActivity">
      <Offered screens={['missionActivity']} testId="mission-unavailable">
        <MissionActivity />
      </Offered>
    </div>
  );
}

function MissionActivity() {
  const problemText = useProblemText();
  const rewards = useAvailableRewards();
  if (rewards.isPending) return <Waiting />;
  if (rewards.isError) return <Failed onRetry={() => void rewards.refetch()} detail={problemText(problemOf(rewards.error))} />;
  if (!promoEnabled(rewards.data, 'MISSION')) return <NotOffered testId="mission-unavailable" />;
  return (
    <>
      <Missions />
      <Leaderboard />
      <Rules />
    </>
  );
}

function Missions() {
  const { t } = useTranslation();
  const missions = useQuery(missionsQuery());
  if (missions.isPending) return <Waiting />;
  if (missions.isError) return <Failed onRetry={() => void missions.refetch()} />;
  if (missions.data.rows.length === 0) return <EmptyText text={t('mission.none')} testId="mission-empty" />;
  return missions.data.rows.map((mission) => <MissionCard key={mission.missionId} mission={mission} />);
}

function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation();
  const money = useMoney();
  const milestones = useQuery(milestonesQuery(mission.missionId));
  return (
    <Card title={mission.name} testId={`mission-${mission.missionId}`}>
      <Progress value={mission.progress} max={mission.target} label={t('mission.progress')} />
      <p className="lv-muted" dir="auto" data-testid="mission-progress">
        {t('mission.progressOf', { progress: money(mission.progress), target: money(mission.target) })}
      </p>
      {milestones.isError ? (
        <Failed onRetry={() => void milestones.refetch()} />
      ) : milestones.data ? (
        <ul className="lv-rw-milestones" aria-label={t('mission.milestones')}>
          {milestones.data.map((m) => (
            <li key={m.target} className={m.reached ? 'lv-rw-reached' : undefined} data-testid="mission-milestone">
              {t(m.claimed ? 'mission.milestoneClaimed' : m.reached ? 'mission.milestoneReached' : 'mission.milestone', { target: money(m.target), bonus: money(m.bonus) })}
            </li>
          ))}
        </ul>
      ) : null}
      {mission.claimableBonus > 0 ? (
        <ClaimButton claim={claimMission} input={mission.missionId} className="lv-button lv-button-block" testId="mission-claim">
          {t('mission.claim', { amount: money(mission.claimableBonus) })}
        </ClaimButton>
      ) : null}
    </Card>
  );
}

function Leaderboard() {
  const { t } = useTranslation();
  const money = useMoney();
  const board = useQuery(leaderboardQuery());
  return (
    <Card title={t('mission.leaderboard')} testId="mission-leaderboard">
      {board.isPending ? (
        <Waiting />
      ) : board.isError ? (
        <Failed onRetry={() => void board.refetch()} />
      ) : board.data.rows.length === 0 ? (
        <EmptyText text={t('mission.noLeaders')} testId="mission-leaderboard-empty" />
      ) : (
        <ol className="lv-rw-list">
          {board.data.rows.map((row) => (
            <li key={`${row.rank}-${row.name}`} className={`lv-rw-row${row.self ? ' lv-rw-self' : ''}`} aria-current={row.self || undefined}>
              <span className="lv-rw-main">
                <span>
                  {row.rank}. <bdi>{row.name}</bdi>
                  {row.self ? ` · ${t('mission.you')}` : ''}
                </span>
              </span>
              <span className="lv-rw-amount" dir="ltr">
                {money(row.score)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function Rules() {
  const { t } = useTranslation();
  const rules = useQuery(missionRulesQuery());
  return (
    <Card title={t('mission.rules')} testId="mission-rules">
      {rules.isPending ? <Waiting /> : rules.isError ? <Failed onRetry={() => void rules.refetch()} /> : <ServerHtml html={rules.data} className="lv-rw-rules" />}
    </Card>
  );
}
