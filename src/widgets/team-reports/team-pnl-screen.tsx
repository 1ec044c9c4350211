/**
 * Team profit and loss, /m/agent/team/pnl (issue 18; platform-api-member.md §7 ODSFE2_getTeamPNLV3): the
 * team's results by game category (all by default), a row per direct downline with its team's figures or
 * its own only, drill into a downline's team, totals of the range. Agents only (the route's access), and
 * only where the agent tools' menu setting offers it.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PnlTotals } from '../../api/agent';
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
        details: pnlFigures(row, f.money, t),
      })}
      totals={(footer, f) => pnlFigures(footer, f.money, t)}
    />
  );
}

/** The same figures for a row and for the totals. */
function pnlFigures(x: PnlTotals, money: (n: number) => string, t: TFunction) {
  return [
    { label: t('teamReports.figure.bet'), value: money(x.bet) },
    { label: t('teamReports.figure.validBet'), value: money(x.validBet) },
    { label: t('teamReports.figure.win'), value: money(x.payout) },
    { label: t('teamReports.figure.rebate'), value: money(x.rebate) },
    { label: t('teamReports.figure.pnl'), value: money(x.profit) },
    { label: t('teamReports.figure.deposit'), value: money(x.deposit) },
    { label: t('teamReports.figure.withdraw'), value: money(x.withdraw) },
  ];
}
