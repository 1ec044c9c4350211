/**
 * Team overview, /m/agent/team/overview (issue 18; platform-api-member.md §7): today's team figures
 * (ODSFE2_getTeamOverviewSum for today), then a chosen period's as the records choose ranges: its figures
 * (the daily list's footer, the whole range) and a row per day (ODSFE2_getTeamOverviewDailyList, newest
 * first). P&L is the members' own result (negative when they lost). Agents only (the route's access), and
 * only where the agent tools' menu setting offers it.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { todayRange } from '../../api/agent';
import { dayInstant, getTeamOverviewDays, TEAM_CATEGORIES, type TeamOverview, useTeamOverviewSum } from '../../api/agent-reports';
import { problemOf } from '../../api/problems';
import { useDateTime } from '../../ui/date-time';
import { useProblemText } from '../../ui/problem-text';
import { useMoney } from '../../ui/money';
import { Offered } from '../../ui/offered';
import { RecordList, type Tone } from '../../ui/record-list';
import { Failed } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import './team-reports.css';

const SCREENS = ['teamOverview'] as const;
const toneOf = (amount: number): Tone => (amount > 0 ? 'in' : amount < 0 ? 'out' : 'neutral');

export default function TeamOverviewScreen(_: ScreenProps) {
  return (
    <div className="lv-treports" data-screen="teamOverview">
      <Offered screens={SCREENS} testId="team-overview-unavailable">
        <Today />
        <Period />
      </Offered>
    </div>
  );
}

interface Figure {
  key: string;
  label: string;
  value: string;
  tone?: Tone;
}

/** The figures of a day or a period, money and member counts, in the order the screen lists them. */
function useFigures(): { main: (o: TeamOverview) => Figure[]; byCategory: (o: TeamOverview) => Figure[] } {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return useMemo(() => {
    const count = new Intl.NumberFormat(i18n.language);
    return {
      main: (o: TeamOverview) => [
        { key: 'pnl', label: t('teamReports.figure.pnl'), value: money(o.teamTotalPnl), tone: toneOf(o.teamTotalPnl) },
        { key: 'bet', label: t('teamReports.figure.bet'), value: money(o.teamTotalBet) },
        { key: 'win', label: t('teamReports.figure.win'), value: money(o.teamTotalWin) },
        { key: 'deposit', label: t('teamReports.figure.deposit'), value: money(o.teamDeposit) },
        { key: 'withdraw', label: t('teamReports.figure.withdraw'), value: money(o.teamWithdraw) },
        { key: 'loggedIn', label: t('teamReports.figure.loggedIn'), value: count.format(o.teamLoginMemberCount) },
        { key: 'betMembers', label: t('teamReports.figure.betMembers'), value: count.format(o.teamBetMemberCount) },
        { key: 'depositMembers', label: t('teamReports.figure.depositMembers'), value: count.format(o.teamDepositMemberCount) },
        { key: 'registered', label: t('teamReports.figure.registered'), value: count.format(o.teamRegisterMemberCount) },
      ],
      byCategory: (o: TeamOverview) =>
        TEAM_CATEGORIES.map((cat) => ({
          key: `pnl-${cat}`,
          label: t('teamReports.categoryPnl', { category: t(`teamReports.category.${cat}`) }),
          value: money(o.categoryPnl[cat]),
          tone: toneOf(o.categoryPnl[cat]),
        })),
    };
  }, [t, i18n.language, money]);
}

function FigureList({ figures, testId }: { figures: Figure[]; testId: string }) {
  return (
    <dl className="lv-treports-figures">
      {figures.map((f) => (
        <div key={f.key} data-testid={`${testId}-${f.key}`}>
          <dt>{f.label}</dt>
          <dd className={f.tone ? `lv-treports-${f.tone}` : undefined}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Today() {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const range = useMemo(() => todayRange(), []);
  const today = useTeamOverviewSum(range);
  const figures = useFigures();
  return (
    <section className="lv-treports-today" aria-labelledby="lv-treports-today-title" data-testid="team-today">
      <h2 id="lv-treports-today-title" className="lv-treports-heading">
        {t('teamReports.today')}
      </h2>
      {today.isPending ? (
        <div className="lv-treports-figures" role="status" aria-busy="true" aria-label={t('common.pleaseWait')} data-testid="team-today-loading">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="lv-treports-skeleton" />
          ))}
        </div>
      ) : today.isError ? (
        <Failed onRetry={() => void today.refetch()} detail={problemText(problemOf(today.error))} />
      ) : (
        <>
          <FigureList figures={figures.main(today.data)} testId="team-today" />
          <details className="lv-treports-more">
            <summary>{t('teamReports.byCategory')}</summary>
            <FigureList figures={figures.byCategory(today.data)} testId="team-today" />
          </details>
        </>
      )}
    </section>
  );
}

function Period() {
  const { t } = useTranslation();
  const date = useDateTime('date');
  const figures = useFigures();
  return (
    <>
      <h2 className="lv-treports-period">{t('teamReports.period')}</h2>
      <RecordList
        kind="teamOverview"
        fetchPage={getTeamOverviewDays}
        view={(row) => {
          const [pnl, ...rest] = [...figures.main(row), ...figures.byCategory(row)];
          return {
            key: row.balanceDate,
            title: date(dayInstant(row.balanceDate)) || row.balanceDate,
            subtitle: t('teamReports.figure.pnl'),
            amount: pnl?.value ?? '',
            amountTone: pnl?.tone,
            details: rest.map(({ label, value }) => ({ label, value })),
          };
        }}
        totals={(footer) => figures.main(footer).map(({ label, value }) => ({ label, value }))}
      />
    </>
  );
}
