/**
 * The body every agent contract screen shares (spec 2.1 "Agent contract screens", 4 "Home load", 6, 7):
 * the offered contract's status and terms (its tiers), the current standing, and, while the request is
 * pending, Accept and Reject (Reject asks first). An answer goes through useAnswerContract (the contract's
 * own call with its action: DAILYSALCONT3, HOURSAL3, the dividend request), which refetches the contract
 * and the contract requests, so home no longer offers it. A failed answer keeps the screen, says so and
 * offers Retry; a failed load shows an error with Retry; no contract on record: an empty state.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Contract, type ContractDecision, useAnswerContract } from '../../api/agent';
import { problemOf } from '../../api/problems';
import { useProblemText } from '../../ui/problem-text';
import { useMoney } from '../../ui/money';
import { Failed, Waiting } from '../../ui/status-view';
import { useWidgetEnv } from '../../ui/widget-env';
import { canAnswer, type ContractView, type Figure, type FigureKind, isOffered } from './contract-view';
import './contracts.css';

interface ContractScreenProps<T> {
  /** The route's screen type (data-screen). */
  screen: string;
  contract: Contract;
  query: UseQueryResult<T>;
  toView: (data: T) => ContractView;
}

export function ContractScreen<T>({ screen, contract, query, toView }: ContractScreenProps<T>) {
  let body: React.ReactNode;
  let state: string;
  if (query.data !== undefined) {
    const view = toView(query.data);
    state = isOffered(view) ? view.status : 'empty';
    body = isOffered(view) ? <Offered view={view} /> : <NotOffered reason="none" />;
  } else if (query.isError) {
    state = 'error';
    body = <Failed onRetry={() => void query.refetch()} />;
  } else {
    state = 'loading';
    body = <Waiting />;
  }
  return (
    <section className="lv-contract" data-screen={screen} data-testid="contract-screen" data-contract={contract} data-state={state} aria-busy={state === 'loading'}>
      {body}
    </section>
  );
}

/** No contract to show: none on record, or this member type has no dividend (spec 6). */
export function NotOffered({ reason }: { reason: 'none' | 'notForAccount' }) {
  const { t } = useTranslation();
  return (
    <div className="lv-status lv-contract-empty" data-testid="contract-empty" data-reason={reason}>
      <span className="lv-contract-empty-mark" aria-hidden="true" />
      <p>{t(reason === 'none' ? 'contracts.none' : 'contracts.notForAccount')}</p>
      {reason === 'none' ? <p className="lv-muted">{t('contracts.noneHint')}</p> : null}
    </div>
  );
}

function useFormat() {
  const { i18n } = useTranslation();
  const money = useMoney();
  const locale = i18n.language;
  return (kind: FigureKind, value: number) => {
    if (kind === 'money') return money(value);
    if (kind === 'rate') return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value);
    return new Intl.NumberFormat(locale).format(value);
  };
}

function Offered({ view }: { view: ContractView }) {
  const { t } = useTranslation();
  const format = useFormat();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const answer = useAnswering(view.contract, () => statusRef.current?.focus());
  const cell = (f: Figure) => <bdi>{format(f.kind, f.value)}</bdi>;
  // Dates and hours keep their own left-to-right order inside an Arabic heading (first-strong isolates).
  const isolated = Object.fromEntries(Object.entries(view.standing.values).map(([key, value]) => [key, `\u2068${value}\u2069`]));

  return (
    <>
      <div className="lv-contract-head">
        <h2 className="lv-contract-name">{t(`contracts.name.${view.contract}`)}</h2>
        <p ref={statusRef} tabIndex={-1} className="lv-contract-status" data-status={view.status} data-testid="contract-status" aria-live="polite">
          <span className="lv-visually-hidden">{t('contracts.statusLabel')} </span>
          {t(`contracts.status.${view.status}`)}
        </p>
        <p className="lv-muted lv-contract-intro">{t(`contracts.intro.${view.contract}`)}</p>
        {view.period ? (
          <p className="lv-contract-period" data-testid="contract-period">
            {t('contracts.period', { period: t(`contracts.periods.${view.period}`, { defaultValue: view.period }) })}
          </p>
        ) : null}
      </div>

      <section className="lv-contract-card" aria-labelledby="lv-contract-terms">
        <h3 id="lv-contract-terms">{t('contracts.terms')}</h3>
        <table className="lv-contract-tiers" data-testid="contract-tiers">
          <thead>
            <tr>
              <th scope="col">{t('contracts.tier')}</th>
              {view.columns.map((c) => (
                <th key={c.key} scope="col">
                  {t(`contracts.figure.${c.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.tiers.map((row, i) => (
              // Tiers have no id of their own; their order is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={i} data-testid="contract-tier">
                <th scope="row">{i + 1}</th>
                {row.map((f) => (
                  <td key={f.key} data-key={f.key} data-value={f.value}>
                    {cell(f)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="lv-contract-card" aria-labelledby="lv-contract-standing">
        <h3 id="lv-contract-standing">{t(`contracts.standing.${view.contract}`, isolated)}</h3>
        <dl className="lv-contract-standing" data-testid="contract-standing">
          {view.standing.figures.map((f) => (
            <div key={f.key} data-key={f.key}>
              <dt>{t(`contracts.figure.${f.key}`)}</dt>
              <dd data-value={f.value}>{cell(f)}</dd>
            </div>
          ))}
        </dl>
        {view.status !== 'accepted' ? <p className="lv-muted lv-contract-note">{t('contracts.paidWhenAccepted')}</p> : null}
      </section>

      {answer.failed ? (
        <div className="lv-contract-failed" role="alert" data-testid="contract-answer-error" data-decision={answer.failed.decision}>
          <p>{t(answer.failed.decision === 'accept' ? 'contracts.acceptFailed' : 'contracts.rejectFailed')}</p>
          {answer.failed.detail ? <p className="lv-muted">{answer.failed.detail}</p> : null}
          {canAnswer(view) ? (
            <button type="button" className="lv-button lv-button-quiet" onClick={answer.retry} disabled={answer.busy} data-testid="contract-retry">
              {t('common.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      {canAnswer(view) ? (
        <div className="lv-contract-actions" data-testid="contract-actions" aria-busy={answer.busy}>
          <button type="button" className="lv-button lv-button-block" onClick={answer.accept} disabled={answer.busy} data-testid="contract-accept">
            {answer.sending === 'accept' ? t('common.pleaseWait') : t('contracts.accept')}
          </button>
          <button type="button" className="lv-button lv-button-quiet lv-button-block" onClick={answer.reject} disabled={answer.busy} data-testid="contract-reject">
            {answer.sending === 'reject' ? t('common.pleaseWait') : t('contracts.reject')}
          </button>
        </div>
      ) : null}
    </>
  );
}

/**
 * Accept, or Reject after a confirm. It lives with the terms (not with the buttons, which go once the
 * answer lands), so the success notice and the failure survive the status change.
 */
function useAnswering(contract: Contract, onAnswered: () => void) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const mutation = useAnswerContract();
  const problemText = useProblemText();
  const [failed, setFailed] = useState<{ decision: ContractDecision; detail?: string }>();

  const send = (decision: ContractDecision) => {
    if (mutation.isPending) return;
    setFailed(undefined);
    mutation.mutate(
      { contract, decision },
      {
        onSuccess: () => {
          env.notify(t(decision === 'accept' ? 'contracts.acceptedNotice' : 'contracts.rejectedNotice'), 'success', env.config.constants.successMessageMs);
          onAnswered();
        },
        onError: (error) => setFailed({ decision, detail: problemText(problemOf(error)) }),
      },
    );
  };
  return {
    failed,
    busy: mutation.isPending,
    sending: mutation.isPending ? mutation.variables?.decision : undefined,
    accept: () => send('accept'),
    reject: async () => {
      if (mutation.isPending) return;
      if (await env.confirm(t('contracts.confirmReject'))) send('reject');
    },
    // A retried reject was confirmed already.
    retry: () => failed && send(failed.decision),
  };
}
