/**
 * Team profit and loss, /m/agent/team/pnl (issue 18; platform-api-member.md §7 ODSFE2_getTeamPNLV3): the
 * team's results by game category (all by default), a row per direct downline with its team's figures or
 * its own only, drill into a downline's team, totals of the range. Agents only (the route's access), and
 * only where the agent tools' menu setting offers it.
 */
import { useTranslation } from 'react-i18next';
import { getTeamPnlPage, TEAM_CATEGORIES } from '../../api/agent-reports';
import { Offered } from '../../ui/offered';
import type { Tone } from '../../ui/record-list';
import type { ScreenProps } from '../../ui/widget-env';
import { scopeFilter, TeamReport } from './team-drill';
import './team-reports.css';

const SCREENS = ['teamProfitLoss'] as const;
const toneOf = (amount: number): Tone => (amount > 0 ? 'in' : amount < 0 ? 'out' : 'neutral');

export default function TeamPnlScreen(_: ScreenProps) {
  return (
    <div className="lv-treports" data-screen="teamProfitLoss">
      <Offered screens={SCREENS} testId="team-pnl-unavailable">
        <TeamPnl />
      </Offered>
    </div>
  );
}

function TeamPnl() {
  const { t } = useTranslation();
  return (
    <TeamReport
      kind="teamPnl"
      fetchPage={getTeamPnlPage}
      initialFilters={{ gameCategory: '', scope: 'team' }}
      filters={() => [
        {
          kind: 'select',
          name: 'gameCategory',
          label: t('teamReports.filter.category'),
          options: [{ value: '', label: t('teamReports.filter.allGames') }, ...TEAM_CATEGORIES.map((cat) => ({ value: cat, label: t(`teamReports.category.${cat}`) }))],
        },
        scopeFilter(t),
      ]}
      view={(row, f) => ({
        amount: f.money(row.profit),
        amountTone: toneOf(row.profit),
        details: [
          { label: t('teamReports.figure.bet'), value: f.money(row.bet) },
          { label: t('teamReports.figure.validBet'), value: f.money(row.validBet) },
          { label: t('teamReports.figure.win'), value: f.money(row.payout) },
          { label: t('teamReports.figure.rebate'), value: f.money(row.rebate) },
          { label: t('teamReports.figure.pnl'), value: f.money(row.profit) },
          { label: t('teamReports.figure.deposit'), value: f.money(row.deposit) },
          { label: t('teamReports.figure.withdraw'), value: f.money(row.withdraw) },
        ],
      })}
      totals={(footer, f) => [
        { label: t('teamReports.figure.bet'), value: f.money(footer.bet) },
        { label: t('teamReports.figure.validBet'), value: f.money(footer.validBet) },
        { label: t('teamReports.figure.win'), value: f.money(footer.payout) },
        { label: t('teamReports.figure.rebate'), value: f.money(footer.rebate) },
        { label: t('teamReports.figure.pnl'), value: f.money(footer.profit) },
        { label: t('teamReports.figure.deposit'), value: f.money(footer.deposit) },
        { label: t('teamReports.figure.withdraw'), value: f.money(footer.withdraw) },
      ]}
    />
  );
}
