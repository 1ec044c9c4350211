/**
 * Agent dividend, /m/member/agent/agentDivident (issue 18; spec 2.15, 6; platform-api-member.md §7): the
 * current half-month period's contract dividend (MCSFE_getUserContractDividendInfoByComputationPeriod), the
 * finished periods page by page (ODSFE2_QueryDividend) with Apply for a dividend not yet paid
 * (MCSFE_applyContractualDividend). The contract's rules are the dividend contract screen's: only a pending
 * request can be answered (Accept, or Reject after a confirm: MCSFE_processContractDividend), a dividend is
 * paid only under an accepted contract, and member types 4, 40, 41 and 42 load no dividend info. Shown only
 * where the agent footer's dividend item is offered (the DIVIDEND3 flag).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractDecision } from '../../api/agent';
import { type CurrentDividend, type DividendPeriod, useApplyDividend, useCurrentDividend, useDividendHistory, useProcessContractDividend } from '../../api/agent-extras';
import { problemOf } from '../../api/problems';
import { skipsContractCheck } from '../../lib/member-types';
import { useSessionStore } from '../../state/session';
import { useProblemText } from '../../ui/problem-text';
import { firstPageFailed, LoadMore } from '../../ui/load-more';
import { useMoney } from '../../ui/money';
import { Offered } from '../../ui/offered';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import './agent-dividend.css';

const CONTRACT_ROUTE = '/m/member/agent/getDevidendContract';

export default function AgentDividendScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const type = useSessionStore((s) => s.session?.type);
  const skips = type !== undefined && skipsContractCheck(type);
  return (
    <section className="lv-dividend" data-screen={route.screen} data-testid="agent-dividend-screen">
      <Offered screens={['agentDividend']} testId="agent-dividend-unavailable">
        {skips ? (
          <p className="lv-status" data-testid="agent-dividend-not-for-account">
            {t('contracts.notForAccount')}
          </p>
        ) : (
          <>
            <Current />
            <History />
          </>
        )}
      </Offered>
    </section>
  );
}

/** Period bounds keep their left-to-right order inside an Arabic sentence (first-strong isolates). */
const isolate = (text: string) => `\u2068${text}\u2069`;

function useRate() {
  const { i18n } = useTranslation();
  return (rate: number) => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}

function Current() {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const rate = useRate();
  const current = useCurrentDividend();
  let body: React.ReactNode;
  if (current.isError) body = <Failed onRetry={() => void current.refetch()} />;
  else if (!current.data) body = <Waiting />;
  else {
    const d = current.data;
    body = (
      <>
        <h2 id="lv-dividend-current">{t('agentDividend.current', { start: isolate(d.periodStart), end: isolate(d.periodEnd) })}</h2>
        <p className="lv-dividend-contract" data-testid="agent-dividend-contract" data-status={d.contractStatus}>
          {t('agentDividend.contract', { status: t(`contracts.status.${d.contractStatus}`) })}
        </p>
        <dl className="lv-dividend-figures" data-testid="agent-dividend-figures">
          <div data-key="teamPnl">
            <dt>{t('agentDividend.teamPnl')}</dt>
            <dd dir="ltr" data-value={d.teamPnl}>
              {money(d.teamPnl)}
            </dd>
          </div>
          <div data-key="activeMembers">
            <dt>{t('agentDividend.activeMembers')}</dt>
            <dd data-value={d.activeMembers}>{new Intl.NumberFormat(i18n.language).format(d.activeMembers)}</dd>
          </div>
          <div data-key="rate">
            <dt>{t('agentDividend.rate')}</dt>
            <dd data-value={d.rate}>{rate(d.rate)}</dd>
          </div>
          <div data-key="dividend">
            <dt>{t('agentDividend.estimated')}</dt>
            <dd dir="ltr" data-value={d.dividend}>
              {money(d.dividend)}
            </dd>
          </div>
        </dl>
        <ContractAnswer current={d} />
      </>
    );
  }
  return (
    <section className="lv-dividend-card" aria-labelledby="lv-dividend-current" data-testid="agent-dividend-current" data-state={current.isError ? 'error' : current.data ? 'ready' : 'loading'}>
      {body}
    </section>
  );
}

/** As on the dividend contract screen: a pending request is answered here; otherwise dividends need an accepted contract. */
function ContractAnswer({ current }: { current: CurrentDividend }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const process = useProcessContractDividend();
  const problemText = useProblemText();
  const [failed, setFailed] = useState<{ decision: ContractDecision; detail?: string }>();
  const send = (decision: ContractDecision) => {
    if (process.isPending) return;
    setFailed(undefined);
    process.mutate(decision, {
      onSuccess: () => env.notify(t(decision === 'accept' ? 'contracts.acceptedNotice' : 'contracts.rejectedNotice'), 'success', env.config.constants.successMessageMs),
      onError: (error) => setFailed({ decision, detail: problemText(problemOf(error)) }),
    });
  };
  const reject = async () => {
    if (!process.isPending && (await env.confirm(t('contracts.confirmReject')))) send('reject');
  };
  if (current.contractStatus === 'accepted') return null;
  if (current.contractStatus !== 'pending') {
    return (
      <div className="lv-dividend-note" data-testid="agent-dividend-needs-contract">
        <p>{t('contracts.paidWhenAccepted')}</p>
        <button type="button" className="lv-button lv-button-quiet lv-button-block" onClick={() => env.navigate(CONTRACT_ROUTE)}>
          {t('agentDividend.seeContract')}
        </button>
      </div>
    );
  }
  return (
    <div className="lv-dividend-actions" data-testid="agent-dividend-answer" aria-busy={process.isPending}>
      {failed ? (
        <div role="alert" data-testid="agent-dividend-answer-error">
          <p>{t(failed.decision === 'accept' ? 'contracts.acceptFailed' : 'contracts.rejectFailed')}</p>
          {failed.detail ? <p className="lv-muted">{failed.detail}</p> : null}
        </div>
      ) : null}
      <button type="button" className="lv-button lv-button-block" onClick={() => send('accept')} disabled={process.isPending} data-testid="agent-dividend-accept">
        {process.isPending && process.variables === 'accept' ? t('common.pleaseWait') : t('contracts.accept')}
      </button>
      <button type="button" className="lv-button lv-button-quiet lv-button-block" onClick={() => void reject()} disabled={process.isPending} data-testid="agent-dividend-reject">
        {process.isPending && process.variables === 'reject' ? t('common.pleaseWait') : t('contracts.reject')}
      </button>
    </div>
  );
}

function History() {
  const { t } = useTranslation();
  const money = useMoney();
  const history = useDividendHistory();
  const periods = history.data?.pages.flatMap((p) => p.items) ?? [];
  const paid = history.data?.pages[0]?.paid ?? 0;
  let body: React.ReactNode;
  if (firstPageFailed(history)) body = <Failed onRetry={() => void history.refetch()} />;
  else if (history.isPending) body = <Waiting />;
  else if (periods.length === 0) {
    body = (
      <p className="lv-status" data-testid="agent-dividend-history-empty">
        {t('agentDividend.historyEmpty')}
      </p>
    );
  } else {
    body = (
      <>
        <ul className="lv-dividend-periods" data-testid="agent-dividend-history">
          {periods.map((p) => (
            <PeriodRow key={p.periodStart} period={p} />
          ))}
        </ul>
        <LoadMore list={history} label={t('agentDividend.more')} testId="agent-dividend-more" />
        <p className="lv-dividend-total" data-testid="agent-dividend-paid" data-value={paid}>
          <span>{t('agentDividend.paidTotal')}</span>
          <strong dir="ltr">{money(paid)}</strong>
        </p>
      </>
    );
  }
  return (
    <section className="lv-dividend-card" aria-labelledby="lv-dividend-history">
      <h2 id="lv-dividend-history">{t('agentDividend.history')}</h2>
      {body}
    </section>
  );
}

function PeriodRow({ period }: { period: DividendPeriod }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const money = useMoney();
  const rate = useRate();
  const apply = useApplyDividend();
  const problemText = useProblemText();
  const [failure, setFailure] = useState<string>();
  const onApply = () => {
    if (apply.isPending) return;
    setFailure(undefined);
    apply.mutate(period.periodStart, {
      onSuccess: (paid) => env.notify(t('agentDividend.applied', { amount: money(paid.amount) }), 'success', env.config.constants.successMessageMs),
      onError: (error) => setFailure(problemText(problemOf(error)) ?? ''),
    });
  };
  return (
    <li className="lv-dividend-period" data-testid="agent-dividend-period" data-start={period.periodStart} data-status={period.status}>
      <div className="lv-dividend-period-head">
        <strong>{t('agentDividend.period', { start: isolate(period.periodStart), end: isolate(period.periodEnd) })}</strong>
        <span className="lv-dividend-status" data-status={period.status}>
          {t(`agentDividend.status.${period.status}`)}
        </span>
      </div>
      <dl className="lv-dividend-figures">
        <div>
          <dt>{t('agentDividend.teamPnl')}</dt>
          <dd dir="ltr">{money(period.teamPnl)}</dd>
        </div>
        <div>
          <dt>{t('agentDividend.rate')}</dt>
          <dd>{rate(period.rate)}</dd>
        </div>
        <div>
          <dt>{t('agentDividend.dividend')}</dt>
          <dd dir="ltr" data-value={period.dividend}>
            {money(period.dividend)}
          </dd>
        </div>
      </dl>
      {failure !== undefined ? (
        <p className="lv-form-error" role="alert" data-testid="agent-dividend-apply-error">
          {failure || t('common.loadFailed')}
        </p>
      ) : null}
      {period.status === 'applicable' ? (
        <button type="button" className="lv-button lv-button-block" onClick={onApply} disabled={apply.isPending} aria-busy={apply.isPending} data-testid="agent-dividend-apply">
          {apply.isPending ? t('common.pleaseWait') : t('agentDividend.apply')}
        </button>
      ) : null}
    </li>
  );
}
