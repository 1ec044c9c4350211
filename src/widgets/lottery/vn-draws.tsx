/**
 * The Vietnam tab's draws (spec §7 "recent VN lottery" and "VN numero"; both calls unverified, see
 * api/vn-lottery.ts): under each province of the menu, its next draw (numero) with a countdown to the
 * close of bets and its latest result (numero, date, the special prize); "Results" opens the province's
 * recent draws, one at a time, as a table of its prize tiers. The next draws and latest results load
 * again once a draw falls due.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameScope, VnLotteryGame, VnLotteryRegion } from '../../api/games';
import { problemOf } from '../../api/problems';
import { resultsByCode, type VnNumero, type VnResult, vnLatestResultsQuery, vnNumerosQuery, vnRecentResultsQuery } from '../../api/vn-lottery';
import { useProblemText } from '../../ui/problem-text';
import { Failed, Waiting } from '../../ui/status-view';
import { VnRegions } from './lottery-game-row';
import { Empty, LoadState } from './lottery-status';
import './vn-draws.css';

const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;
/** After a draw falls due, wait this long before asking again (clock skew), and never ask more often. */
const GRACE = 1500;
const MIN_REFRESH = 5 * SECOND;
/** Vietnam's time zone: a draw's date is its local date (the numero's date). */
const VN_ZONE = 'Asia/Ho_Chi_Minh';

/** The time now, moving on each second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Milliseconds until the earliest of `times` plus the grace, at least MIN_REFRESH; false when there is none. */
function refreshIn(times: number[] | undefined): number | false {
  if (!times || times.length === 0) return false;
  return Math.max(Math.min(...times) + GRACE - Date.now(), MIN_REFRESH);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A countdown as hh:mm:ss. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / SECOND));
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

function useDrawDate() {
  const { i18n } = useTranslation();
  const format = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: VN_ZONE }), [i18n.language]);
  return (at: number) => format.format(at);
}

function Closes({ draw, now }: { draw: VnNumero; now: number }) {
  const { t, i18n } = useTranslation();
  const left = draw.closeTime - now;
  if (left <= 0) {
    const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(draw.drawTime);
    return <>{t('lottery.vnClosed', { time })}</>;
  }
  if (left > DAY) {
    const when = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(draw.closeTime);
    return <time dateTime={new Date(draw.closeTime).toISOString()}>{when}</time>;
  }
  return (
    <time dateTime={new Date(draw.closeTime).toISOString()} data-testid="lottery-vn-countdown">
      {t('lottery.vnIn', { time: countdown(left) })}
    </time>
  );
}

const specialOf = (result: VnResult) => result.prizes.find((p) => p.level === 0)?.numbers[0] ?? '';

/** One province's next draw and latest result, and its recent results on demand. */
function VnDrawInfo({ game, scope, draw, latest, now }: { game: VnLotteryGame; scope: GameScope; draw?: VnNumero; latest?: VnResult; now: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const drawDate = useDrawDate();
  const name = game.name ?? game.code;
  return (
    <div className="lv-vn-draw" data-testid="lottery-vn-draw">
      <dl className="lv-vn-facts">
        <dt>{t('lottery.vnNextDraw')}</dt>
        <dd data-testid="lottery-vn-numero">{draw ? <bdi dir="ltr">{draw.numero}</bdi> : '–'}</dd>
        {draw ? (
          <>
            <dt>{t('lottery.vnCloses')}</dt>
            <dd>
              <Closes draw={draw} now={now} />
            </dd>
          </>
        ) : null}
        <dt>{t('lottery.vnLatest')}</dt>
        <dd data-testid="lottery-vn-latest">
          {latest ? (
            <>
              <bdi dir="ltr" data-testid="lottery-vn-latest-numero">
                {latest.numero}
              </bdi>
              {' · '}
              {drawDate(latest.drawTime)}
              <span className="lv-vn-latest-special">
                <span className="lv-vn-special-label">{t('lottery.vnPrize0')}</span>{' '}
                <bdi dir="ltr" className="lv-vn-special" data-testid="lottery-vn-latest-special">
                  {specialOf(latest)}
                </bdi>
              </span>
            </>
          ) : (
            t('lottery.vnNoResult')
          )}
        </dd>
      </dl>
      <button
        type="button"
        className="lv-vn-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('lottery.vnResultsFor', { name })}
        onClick={() => setOpen((o) => !o)}
        data-testid="lottery-vn-results-toggle"
      >
        {t('lottery.vnResults')}
        <svg className="lv-vn-chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div id={panelId} hidden={!open}>
        {open ? <VnRecentResults code={game.code} name={name} scope={scope} nextDraw={draw?.drawTime} /> : null}
      </div>
    </div>
  );
}

/**
 * A province's recent draws: a picker of numeros (newest first) and the chosen draw's prize table. They
 * load again once the next draw falls due (`nextDraw`), keeping the draw chosen.
 */
function VnRecentResults({ code, name, scope, nextDraw }: { code: string; name: string; scope: GameScope; nextDraw?: number }) {
  const { t } = useTranslation();
  const recent = useQuery({ ...vnRecentResultsQuery(scope, code), retry: false, refetchInterval: () => refreshIn(nextDraw === undefined ? undefined : [nextDraw]) });
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const drawDate = useDrawDate();
  const pickerId = useId();
  const results = recent.data ?? [];
  const shown = results.find((r) => r.numero === chosen) ?? results[0];
  return (
    <section className="lv-vn-results" aria-label={t('lottery.vnResultsFor', { name })} data-testid="lottery-vn-results">
      <LoadState loads={[recent]} testId="lottery-vn-results">
        {shown === undefined ? (
          <Empty text={t('lottery.vnNoResult')} testId="lottery-vn-results-empty" />
        ) : (
          <>
            <div className="lv-vn-picker">
              <label htmlFor={pickerId}>{t('lottery.vnDraw')}</label>
              <select id={pickerId} value={shown.numero} onChange={(e) => setChosen(e.target.value)} data-testid="lottery-vn-results-picker">
                {results.map((r) => (
                  <option key={r.numero} value={r.numero}>
                    {`${r.numero} · ${drawDate(r.drawTime)}`}
                  </option>
                ))}
              </select>
            </div>
            <VnResultTable result={shown} name={name} />
          </>
        )}
      </LoadState>
    </section>
  );
}

/** One draw's prize tiers as a table: the special prize first and prominent. */
export function VnResultTable({ result, name }: { result: VnResult; name: string }) {
  const { t } = useTranslation();
  const drawDate = useDrawDate();
  return (
    <table className="lv-vn-table" data-testid="lottery-vn-table" data-numero={result.numero}>
      <caption>{t('lottery.vnCaption', { name, numero: result.numero, date: drawDate(result.drawTime) })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('lottery.vnPrize')}</th>
          <th scope="col">{t('lottery.vnNumbers')}</th>
        </tr>
      </thead>
      <tbody>
        {result.prizes.map((prize) => (
          <tr key={prize.level} className={prize.level === 0 ? 'lv-vn-special-row' : undefined} data-level={prize.level}>
            <th scope="row">{t(`lottery.vnPrize${prize.level}`)}</th>
            <td>
              <span className="lv-vn-numbers" data-testid="lottery-vn-numbers">
                {prize.numbers.map((n, i) => (
                  // A tier may repeat a number: the position keeps the keys apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: numbers of a tier are a fixed, ordered list
                  <bdi key={i} dir="ltr">
                    {n}
                  </bdi>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The Vietnam menu with each province's draws. The draws load beside the menu: while they wait or after
 * they fail (with Retry) the provinces still list and open.
 */
export function VnLobby({ regions, scope, eagerRows }: { regions: VnLotteryRegion[]; scope: GameScope; eagerRows: number }) {
  const problemText = useProblemText();
  const now = useNow();
  const numeros = useQuery({
    ...vnNumerosQuery(scope),
    retry: false,
    // A game's next draw moves on once it is drawn.
    refetchInterval: (query) => refreshIn(query.state.data?.map((d) => d.drawTime)),
  });
  const drawTimes = numeros.data?.map((d) => d.drawTime);
  const latest = useQuery({
    ...vnLatestResultsQuery(scope),
    retry: false,
    // A new result exists once a next draw falls due.
    refetchInterval: () => refreshIn(drawTimes),
  });
  const draws = new Map((numeros.data ?? []).map((d) => [d.code, d]));
  const results = resultsByCode(latest.data ?? []);
  const failed = [numeros, latest].filter((q) => q.isError);
  return (
    <>
      {failed.length > 0 ? (
        <div data-testid="lottery-vn-draws-error">
          <Failed
            detail={problemText(problemOf(failed[0]?.error))}
            onRetry={() => {
              for (const q of failed) q.refetch();
            }}
          />
        </div>
      ) : numeros.isPending || latest.isPending ? (
        <div data-testid="lottery-vn-draws-waiting">
          <Waiting />
        </div>
      ) : null}
      <VnRegions
        regions={regions}
        eagerRows={eagerRows}
        extra={(game) =>
          numeros.isSuccess && latest.isSuccess ? <VnDrawInfo game={game} scope={scope} draw={draws.get(game.code)} latest={results.get(game.code)} now={now} /> : null
        }
      />
    </>
  );
}
