/**
 * The team P&L's and team bets' shared list (issue 18): the records' list of the parent's direct downlines,
 * a row with a team of its own opens that team (drill), and a breadcrumb leads back up. The range and the
 * filters stay as they were while drilling; the parent goes with every call as `username`.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMemberBase } from '../../api/agent-reports';
import type { Filters, PageFetcher } from '../../api/records';
import { type FilterDef, type RecordFormat, RecordList, type RowView, type TotalView } from '../../ui/record-list';

export interface TeamReportProps<Row extends TeamMemberBase, Footer> {
  kind: string;
  fetchPage: PageFetcher<Row, Footer>;
  initialFilters: Filters;
  filters: (values: Filters) => FilterDef[];
  /** A row's amount and details; the title, its team and the drill button are added here. */
  view: (row: Row, format: RecordFormat) => Pick<RowView, 'amount' | 'amountTone' | 'details'>;
  totals: (footer: Footer, format: RecordFormat) => TotalView[];
}

export function TeamReport<Row extends TeamMemberBase, Footer>(props: TeamReportProps<Row, Footer>) {
  const { t } = useTranslation();
  const [path, setPath] = useState<string[]>([]);
  const parent = path.at(-1) ?? '';
  const fixedFilters = useMemo(() => ({ username: parent }), [parent]);
  const title = useRef<HTMLHeadingElement>(null);
  const focusTitle = useRef(false);
  // After a drill or a step back, the reader lands on the team now shown.
  const goTo = (next: string[]) => {
    focusTitle.current = true;
    setPath(next);
  };
  useEffect(() => {
    if (!focusTitle.current) return;
    focusTitle.current = false;
    title.current?.focus();
  });

  return (
    <>
      {path.length > 0 ? (
      <nav className="lv-treports-crumbs" aria-label={t('teamReports.breadcrumb')} data-testid="team-crumbs">
        <ol>
          {['', ...path].map((account, i) => {
            const current = i === path.length;
            return (
              <li key={account || '.'}>
                <button type="button" aria-current={current ? 'page' : undefined} disabled={current} onClick={() => goTo(path.slice(0, i))} data-testid={`team-crumb-${i}`}>
                  {account ? <bdi>{account}</bdi> : t('teamReports.myTeam')}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      ) : null}
      <h2 className="lv-treports-title" ref={title} tabIndex={-1} data-testid="team-parent">
        {parent ? t('teamReports.teamOf', { account: parent }) : t('teamReports.myTeam')}
      </h2>
      <RecordList
        kind={props.kind}
        fetchPage={props.fetchPage}
        initialFilters={props.initialFilters}
        fixedFilters={fixedFilters}
        filters={props.filters}
        view={(row, f) => ({
          key: row.account,
          title: row.account,
          subtitle: `${t(row.isAgent ? 'teamReports.agentMark' : 'teamReports.memberMark')} · ${t('teamReports.teamCount', { count: row.teamCount })}`,
          ...props.view(row, f),
          extra:
            row.teamCount > 0 ? (
              <button type="button" className="lv-button lv-button-quiet lv-treports-drill" onClick={() => goTo([...path, row.account])} data-testid="team-drill">
                {t('teamReports.viewTeam', { account: row.account })}
              </button>
            ) : undefined,
        })}
        totals={(footer, _rows, f) => props.totals(footer, f)}
      />
    </>
  );
}

/** The scope filter both team reports offer: a downline's row with its team's figures, or its own only. */
export function scopeFilter(t: (key: string) => string): FilterDef {
  return {
    kind: 'select',
    name: 'scope',
    label: t('teamReports.filter.scope'),
    options: [
      { value: 'team', label: t('teamReports.scope.team') },
      { value: 'direct', label: t('teamReports.scope.direct') },
    ],
  };
}
