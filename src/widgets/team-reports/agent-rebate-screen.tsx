/**
 * Agent rebate income, /m/member/agent/agentRebeat (issue 18; platform-api-member.md §7 ODSFE2_agentRebate,
 * sortColumn balanceDate:desc): the rebate the agent earned on its team's valid bets, by day, newest first,
 * with the range's totals. Agents only (the route's access), and only where the agent tools' menu setting
 * offers it.
 */
import { useTranslation } from 'react-i18next';
import { dayInstant, getRebateIncomePage } from '../../api/agent-reports';
import { useDateTime } from '../../ui/date-time';
import { Offered } from '../../ui/offered';
import { RecordList } from '../../ui/record-list';
import type { ScreenProps } from '../../ui/widget-env';
import './team-reports.css';

const SCREENS = ['agentRebate'] as const;

export default function AgentRebateScreen(_: ScreenProps) {
  return (
    <div className="lv-treports" data-screen="agentRebate">
      <Offered screens={SCREENS} testId="agent-rebate-unavailable">
        <RebateIncome />
      </Offered>
    </div>
  );
}

function RebateIncome() {
  const { t } = useTranslation();
  const date = useDateTime('date');
  return (
    <RecordList
      kind="agentRebate"
      fetchPage={getRebateIncomePage}
      view={(row, f) => ({
        key: row.balanceDate,
        title: date(dayInstant(row.balanceDate)) || row.balanceDate,
        subtitle: t('teamReports.betMembers', { count: row.betMemberCount }),
        amount: f.money(row.rebateAmount),
        amountTone: 'in',
        details: [
          { label: t('teamReports.figure.validBet'), value: f.money(row.validBet) },
          { label: t('teamReports.income'), value: f.money(row.rebateAmount) },
        ],
      })}
      totals={(footer, _rows, f) => [
        { label: t('teamReports.figure.validBet'), value: f.money(footer.validBet) },
        { label: t('teamReports.income'), value: f.money(footer.rebateAmount) },
      ]}
    />
  );
}
