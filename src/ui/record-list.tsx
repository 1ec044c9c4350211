/**
 * The one list the five records and the agent's team reports share (issue 14 "Records", issue 18): a date range (today, yesterday, 7 days, or two
 * chosen days within 30), the screen's filters, the platform's pages of 10 loaded as the player scrolls (an
 * IntersectionObserver on a sentinel, and a "Load more" button for when it does not fire), the range's
 * totals (above the rows, so they stay in reach while pages load), a loading skeleton, an empty state, an error with retry that keeps the range and filters, and a
 * row's detail on tap (an expandable row). Each screen is mostly this list's configuration.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../api/problems';
import { type Filters, type PageFetcher, recordPagesQuery } from '../api/records';
import { useSessionStore } from '../state/session';
import { useDateTime } from './date-time';
import { useProblemText } from './form';
import { useMoney } from './money';
import { Failed } from './status-view';
import { FilterForm, type FilterDef, RangeControl, type SelectFilter } from './record-controls';
import { presetDays, type RangePreset, rangeOfDays } from './record-range';
import './record-list.css';

export interface RecordFormat {
  money: (amount: number) => string;
  dateTime: (ms: number) => string;
  /** A count (bets, members) in the reader's language's digits and grouping. */
  count: (n: number) => string;
}

export type { FilterDef, FilterOption, SearchFilter, SelectFilter } from './record-controls';

export type Tone = 'in' | 'out' | 'pending' | 'failed' | 'neutral';

export interface RowView {
  key: string;
  title: string;
  subtitle?: string;
  amount: string;
  amountTone?: Tone;
  time?: string;
  status?: { text: string; tone: Tone };
  /** The member it concerns (an agent's team record). */
  member?: string;
  details: { label: string; value: string }[];
  /** More detail, shown (and fetched) only once the row is open. */
  extra?: ReactNode;
}

export interface TotalView {
  label: string;
  value: string;
}

export interface RecordListProps<Row, Footer> {
  /** Names the query and the test ids' screen. */
  kind: string;
  /** The screen type (data-screen, as every screen marks its root), unless a wrapper of the list marks it. */
  screen?: string;
  fetchPage: PageFetcher<Row, Footer>;
  initialFilters?: Filters;
  /** Sent with every call, never shown (e.g. the agent tool's types=A). */
  fixedFilters?: Filters;
  filters?: (values: Filters) => FilterDef[];
  view: (row: Row, format: RecordFormat) => RowView;
  totals: (footer: Footer, rows: Row[], format: RecordFormat) => TotalView[];
}

export function useRecordFormat(): RecordFormat {
  const money = useMoney();
  const dateTime = useDateTime();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const counts = new Intl.NumberFormat(i18n.language);
    return { money, dateTime, count: (n: number) => counts.format(n) };
  }, [money, dateTime, i18n.language]);
}

export function RecordList<Row, Footer>(props: RecordListProps<Row, Footer>) {
  const { t } = useTranslation();
  const format = useRecordFormat();
  const problemText = useProblemText();
  const session = useSessionStore((s) => s.session);
  const ids = useId();
  const [preset, setPreset] = useState<RangePreset>('today');
  const [days, setDays] = useState(() => presetDays('today'));
  const [filters, setFilters] = useState<Filters>(props.initialFilters ?? {});
  const [drafts, setDrafts] = useState<Filters>(props.initialFilters ?? {});
  const [open, setOpen] = useState<string | undefined>();

  const chosen = rangeOfDays(days.from, days.to);
  const range = 'range' in chosen ? chosen.range : undefined;
  const sent = useMemo(() => ({ ...filters, ...props.fixedFilters }), [filters, props.fixedFilters]);
  const query = useInfiniteQuery({
    ...recordPagesQuery(props.kind, props.fetchPage, range ?? { start: 0, end: 0 }, sent),
    enabled: Boolean(range && session),
  });
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const rows = useMemo(() => data?.pages.flatMap((p) => p.rows) ?? [], [data]);
  const firstPage = data?.pages[0];
  const totals = firstPage ? props.totals(firstPage.footer, rows, format) : [];

  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    if (next !== 'custom') setDays(presetDays(next));
    setOpen(undefined);
  };
  const choose = (filter: SelectFilter, value: string) => {
    const next: Record<string, string> = { ...drafts, [filter.name]: value };
    for (const name of filter.resets ?? []) next[name] = '';
    setDrafts(next);
    setFilters(next);
    setOpen(undefined);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(drafts);
    setOpen(undefined);
  };

  // Scrolling near the end loads the next page; recreated after each page so a short list keeps going.
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchingNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const defs = props.filters?.(drafts) ?? [];
  const rangeProblem = 'problem' in chosen ? chosen.problem : undefined;

  return (
    <section className="lv-rec" data-testid={`records-${props.kind}`} data-screen={props.screen}>
      <RangeControl preset={preset} days={days} problem={rangeProblem} onPreset={choosePreset} onDays={setDays} />
      <FilterForm defs={defs} drafts={drafts} onChoose={choose} onDraft={(name, value) => setDrafts({ ...drafts, [name]: value })} onSearch={search} />

      {!rangeProblem && totals.length ? (
        <dl className="lv-rec-pairs lv-rec-totals" data-testid="records-totals" aria-label={t('records.totals')}>
          {totals.map((total) => (
            <div key={total.label}>
              <dt>{total.label}</dt>
              <dd>{total.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {rangeProblem ? null : query.isPending ? (
        <ul className="lv-rec-list" aria-busy="true" aria-label={t('common.pleaseWait')} data-testid="records-loading">
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className="lv-rec-skeleton" />
          ))}
        </ul>
      ) : query.isError && !data ? (
        <Failed onRetry={() => void query.refetch()} detail={problemText(problemOf(query.error))} />
      ) : rows.length === 0 ? (
        <p className="lv-rec-empty" role="status" data-testid="records-empty">
          {t('records.empty')}
        </p>
      ) : (
        <>
          <ul className="lv-rec-list" data-testid="records-list">
            {rows.map((row) => {
              const v = props.view(row, format);
              const expanded = open === v.key;
              return (
                <li key={v.key} className="lv-rec-row" data-testid="records-row">
                  <button type="button" className="lv-rec-head" aria-expanded={expanded} aria-controls={`${ids}-${v.key}`} onClick={() => setOpen(expanded ? undefined : v.key)}>
                    <span className="lv-rec-main">
                      <span className="lv-rec-title">{v.title}</span>
                      {v.subtitle ? <span className="lv-muted">{v.subtitle}</span> : null}
                      {v.member ? (
                        <span className="lv-rec-member" data-testid="records-member">
                          {t('records.member')}: {v.member}
                        </span>
                      ) : null}
                      {v.time ? <span className="lv-muted lv-rec-time">{v.time}</span> : null}
                    </span>
                    <span className="lv-rec-side">
                      <span className={`lv-rec-amount lv-rec-${v.amountTone ?? 'neutral'}`}>{v.amount}</span>
                      {v.status ? <span className={`lv-rec-status lv-rec-${v.status.tone}`}>{v.status.text}</span> : null}
                    </span>
                  </button>
                  {expanded ? (
                    <div className="lv-rec-detail" id={`${ids}-${v.key}`} data-testid="records-detail">
                      <dl className="lv-rec-pairs">
                        {v.details.map((d) => (
                          <div key={d.label}>
                            <dt>{d.label}</dt>
                            <dd>{d.value}</dd>
                          </div>
                        ))}
                      </dl>
                      {v.extra}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <div ref={sentinel} className="lv-rec-sentinel" aria-hidden="true" />
          {isFetchNextPageError ? (
            <Failed onRetry={() => void fetchNextPage()} detail={problemText(problemOf(query.error))} />
          ) : isFetchingNextPage ? (
            <p className="lv-rec-more lv-muted" role="status">
              {t('common.pleaseWait')}
            </p>
          ) : hasNextPage ? (
            <button type="button" className="lv-button lv-button-quiet lv-rec-more" data-testid="records-more" onClick={() => void fetchNextPage()}>
              {t('records.loadMore')}
            </button>
          ) : (
            <p className="lv-rec-more lv-muted" data-testid="records-end">
              {t('records.end')}
            </p>
          )}
        </>
      )}

    </section>
  );
}
