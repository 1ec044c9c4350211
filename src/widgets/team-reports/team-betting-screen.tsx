/**
 * Team betting, /m/teamBetting (issue 18; platform-api-member.md §4d, §7): the team's bets in one game
 * category (lottery first, on ODSFE2_lottTeamBet; the others on ODSFE2_teamBet, *unverified*), a row per
 * direct downline with its team's bets or its own only, drill into a downline's team, totals of the range.
 * Agents only (the route's access), and only where the agent tools' menu setting offers it.
 */
import { useTranslation } from 'react-i18next';
import { getTeamBetPage, TEAM_CATEGORIES } from '../../api/agent-reports';
import { Offered } from '../../ui/offered';
import type { ScreenProps } from '../../ui/widget-env';
import { scopeFilter, TeamReport } from './team-drill';
import './team-reports.css';

const SCREENS = ['teamBetting'] as const;

export default function TeamBettingScreen(_: ScreenProps) {
  return (
    <div className="lv-treports" data-screen="teamBetting">
      <Offered screens={SCREENS} testId="team-betting-unavailable">
        <TeamBetting />
      </Offered>
    </div>
  );
}

function TeamBetting() {
  const { t } = useTranslation();
  return (
    <TeamReport
      kind="teamBets"
      fetchPage={getTeamBetPage}
      initialFilters={{ gameCategory: 'LOTT', scope: 'team' }}
      filters={() => [
        {
          kind: 'select',
          name: 'gameCategory',
          label: t('teamReports.filter.category'),
          options: TEAM_CATEGORIES.map((cat) => ({ value: cat, label: t(`teamReports.category.${cat}`) })),
        },
        scopeFilter(t),
      ]}
      view={(row, f) => ({
        amount: f.money(row.betAmount),
        details: [
          { label: t('teamReports.figure.betCount'), value: f.count(row.betCount) },
          { label: t('teamReports.figure.bet'), value: f.money(row.betAmount) },
          { label: t('teamReports.figure.validBet'), value: f.money(row.validBetAmount) },
          { label: t('teamReports.figure.win'), value: f.money(row.winAmount) },
          { label: t('teamReports.figure.pnl'), value: f.money(row.profitAndLoss) },
        ],
      })}
      totals={(footer, f) => [
        { label: t('teamReports.figure.betCount'), value: f.count(footer.betCount) },
        { label: t('teamReports.figure.bet'), value: f.money(footer.betAmount) },
        { label: t('teamReports.figure.validBet'), value: f.money(footer.validBetAmount) },
        { label: t('teamReports.figure.win'), value: f.money(footer.winAmount) },
        { label: t('teamReports.figure.pnl'), value: f.money(footer.profitAndLoss) },
      ]}
    />
  );
}
