/**
 * Red envelope rain, /m/redRain (issue 18; spec 2.15, 6; platform-api-member.md §2e, §5): an agent sends red
 * envelopes to chosen direct downlines (search, select all), the total split evenly or at random, with the
 * funds password, encrypted. The form keeps what was typed when a check or the platform refuses it; after a
 * send it shows who got what, and the History tab lists what was sent, page by page. Only where the agent's
 * menu offers the tool (ui/offered); without a funds password the screen offers to set one first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterRedEnvelopes, type RedEnvelopeOrder, SPLIT_TYPES, sendRedEnvelopes, useRecipients, useRedEnvelopeHistory } from '../../api/agent-extras';
import type { Problem } from '../../lib/validation';
import { TimeOf } from '../../ui/date-time';
import { Field, useProblemText } from '../../ui/form';
import { BalanceCard, FundsNote, NeedFundsPassword, useFundsGate } from '../../ui/funds-transfer';
import { firstPageFailed, LoadMore } from '../../ui/load-more';
import { useMoney } from '../../ui/money';
import { Offered } from '../../ui/offered';
import { FundsField, PanelActions, usePanelForm } from '../../ui/panel-form';
import { Failed, Waiting } from '../../ui/status-view';
import { Tabs } from '../../ui/tabs';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { chosen, joinChosen, type Name, redEnvelopeProblems } from './red-envelope-rules';
import './red-envelope.css';

const SEARCH_DELAY_MS = 300;
type TabKey = 'send' | 'history';

export default function RedEnvelopeScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>('send');
  const tabs = [
    { key: 'send', label: t('redEnvelope.send') },
    { key: 'history', label: t('redEnvelope.history') },
  ];
  return (
    <section className="lv-red" data-screen={route.screen} data-testid="red-envelope-screen">
      <Offered screens={['redEnvelopeRain']} testId="red-envelope-unavailable">
        {/* Each tab keeps its panel once shown: a look at the history loses nothing typed in the form. */}
        <Tabs
          id="lv-red"
          label={t('redEnvelope.tabs')}
          tabs={tabs}
          active={tab}
          onSelect={(key) => setTab(key as TabKey)}
          testId="red-envelope-tabs"
          panelClassName="lv-red-panel"
          panel={(key) => (key === 'send' ? <SendPanel /> : <History />)}
        />
      </Offered>
    </section>
  );
}

function SendPanel() {
  const { t } = useTranslation();
  const gate = useFundsGate();
  const [sent, setSent] = useState<RedEnvelopeOrder>();
  if (gate.failed) return <Failed onRetry={gate.retry} />;
  if (!gate.ready) return <Waiting />;
  return (
    <div className="lv-red-send" data-state={sent ? 'sent' : 'form'}>
      <BalanceCard label={t('redEnvelope.balance')} amount={gate.balance} testId="red-envelope-balance" />
      {sent ? (
        <Summary order={sent} onAnother={() => setSent(undefined)} />
      ) : gate.hasFunds ? (
        <SendForm balance={gate.balance} onSent={setSent} />
      ) : (
        <NeedFundsPassword testId="red-envelope-need-funds" />
      )}
    </div>
  );
}

function SendForm({ balance, onSent }: { balance: number; onSent: (order: RedEnvelopeOrder) => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const form = usePanelForm<Name, RedEnvelopeOrder>({
    initial: { usernames: '', totalAmount: '', splitType: 'EVEN', paymentPassword: '' },
    validate: (v) => redEnvelopeProblems(v, balance),
    send: (v) => sendRedEnvelopes({ usernames: chosen(v.usernames), totalAmount: v.totalAmount.trim(), splitType: v.splitType === 'RANDOM' ? 'RANDOM' : 'EVEN', paymentPassword: v.paymentPassword }),
    done: async (_, order) => {
      await afterRedEnvelopes(client);
      env.notify(t('redEnvelope.success'), 'success', env.config.constants.successMessageMs);
      onSent(order);
    },
  });
  const count = chosen(form.values.usernames).length;
  return (
    <form ref={form.formRef} className="lv-form lv-red-form" onSubmit={form.submit} noValidate data-testid="red-envelope-form">
      <RecipientPicker value={form.values.usernames} onValue={form.edit('usernames')} error={form.problems.usernames} />
      <Field
        name="totalAmount"
        label={t('redEnvelope.total')}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={form.values.totalAmount}
        onValue={form.edit('totalAmount')}
        error={form.problems.totalAmount}
        hint={t('redEnvelope.countHint', { count })}
        aria-required
        testId="red-envelope-total"
      />
      <fieldset className="lv-red-split" data-field="splitType">
        <legend>{t('redEnvelope.split')}</legend>
        {SPLIT_TYPES.map((type) => (
          <label key={type} className="lv-check lv-red-choice">
            <input type="radio" name="splitType" value={type} checked={form.values.splitType === type} onChange={() => form.edit('splitType')(type)} data-testid={`red-envelope-split-${type}`} />
            <span>{t(`redEnvelope.splitType.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      <FundsField name="paymentPassword" label={t('security.fundsPassword')} value={form.values.paymentPassword} onValue={form.edit('paymentPassword')} error={form.problems.paymentPassword} testId="red-envelope-funds" />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('redEnvelope.submit')} testId="red-envelope" />
    </form>
  );
}

/** The direct downlines to choose from: a search, select all of those shown, and a checkbox each. */
function RecipientPicker({ value, onValue, error }: { value: string; onValue: (v: string) => void; error?: Problem }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useProblemText()(error);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const recipients = useRecipients(query);
  const rows = recipients.data?.pages.flatMap((p) => p.items) ?? [];
  const picked = new Set(chosen(value));
  const allShown = rows.length > 0 && rows.every((r) => picked.has(r.account));
  const toggle = (account: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(account);
    else next.delete(account);
    onValue(joinChosen(next));
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(picked);
    for (const r of rows) {
      if (on) next.add(r.account);
      else next.delete(r.account);
    }
    onValue(joinChosen(next));
  };

  let list: React.ReactNode;
  if (firstPageFailed(recipients)) list = <Failed onRetry={() => void recipients.refetch()} />;
  else if (recipients.isPending) list = <Waiting />;
  else if (rows.length === 0) {
    list = (
      <p className="lv-status lv-red-empty" data-testid="red-envelope-no-downlines">
        {t(query ? 'redEnvelope.noMatch' : 'redEnvelope.noDownlines')}
      </p>
    );
  } else {
    list = (
      <>
        <label className="lv-check lv-red-choice lv-red-all">
          <input type="checkbox" checked={allShown} onChange={(e) => toggleAll(e.target.checked)} data-testid="red-envelope-all" />
          <span>{t('redEnvelope.selectAll', { count: rows.length })}</span>
        </label>
        <ul className="lv-red-downlines" aria-label={t('redEnvelope.downlines')} data-testid="red-envelope-downlines">
          {rows.map((r) => (
            <li key={r.account}>
              <label className="lv-check lv-red-choice">
                <input type="checkbox" checked={picked.has(r.account)} onChange={(e) => toggle(r.account, e.target.checked)} data-testid="red-envelope-downline" data-account={r.account} />
                <bdi>{r.account}</bdi>
              </label>
            </li>
          ))}
        </ul>
        <LoadMore list={recipients} label={t('redEnvelope.more')} testId="red-envelope-more-downlines" />
      </>
    );
  }
  return (
    <fieldset className="lv-red-picker" data-field="usernames" aria-describedby={errorText ? `${id}-error` : undefined}>
      <legend>{t('redEnvelope.recipients')}</legend>
      <p className="lv-muted" aria-live="polite" data-testid="red-envelope-chosen" data-count={picked.size}>
        {t('redEnvelope.chosen', { count: picked.size })}
      </p>
      <label className="lv-field" htmlFor={`${id}-search`}>
        <span>{t('redEnvelope.search')}</span>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches at once instead of sending the form.
            if (e.key === 'Enter') {
              e.preventDefault();
              setQuery(search.trim());
            }
          }}
          aria-invalid={errorText ? true : undefined}
          autoComplete="off"
          dir="auto"
          data-testid="red-envelope-search"
        />
      </label>
      {list}
      {errorText ? (
        <p id={`${id}-error`} className="lv-field-error" role="alert" data-testid="red-envelope-usernames-error">
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Who got what, and a way to send again. */
function Summary({ order, onAnother }: { order: RedEnvelopeOrder; onAnother: () => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <FundsNote status testId="red-envelope-summary">
      <p>{t('redEnvelope.sent', { total: money(order.total), count: order.count })}</p>
      <Shares order={order} />
      <button type="button" className="lv-button lv-button-block" onClick={onAnother} data-testid="red-envelope-another">
        {t('redEnvelope.another')}
      </button>
    </FundsNote>
  );
}

function Shares({ order }: { order: RedEnvelopeOrder }) {
  const money = useMoney();
  return (
    <ul className="lv-red-shares" data-testid="red-envelope-shares">
      {order.shares.map((s) => (
        <li key={s.account} data-account={s.account} data-amount={s.amount}>
          <bdi>{s.account}</bdi>
          <span dir="ltr">{money(s.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

function History() {
  const { t } = useTranslation();
  const money = useMoney();
  const history = useRedEnvelopeHistory();
  const orders = history.data?.pages.flatMap((p) => p.items) ?? [];
  if (firstPageFailed(history)) return <Failed onRetry={() => void history.refetch()} />;
  if (history.isPending) return <Waiting />;
  if (orders.length === 0) {
    return (
      <p className="lv-status lv-red-empty" data-testid="red-envelope-history-empty">
        {t('redEnvelope.historyEmpty')}
      </p>
    );
  }
  return (
    <div className="lv-red-history">
      <ul className="lv-red-orders" data-testid="red-envelope-history">
        {orders.map((o) => (
          <li key={o.orderNo} className="lv-red-order" data-testid="red-envelope-order" data-order={o.orderNo}>
            <details>
              <summary>
                <TimeOf ms={o.createdAt} className="lv-red-date" />
                <span className="lv-red-order-total" dir="ltr">
                  {money(o.total)}
                </span>
                <span className="lv-muted">
                  {t('redEnvelope.orderLine', { count: o.count, split: t(`redEnvelope.splitType.${o.splitType}`) })}
                </span>
              </summary>
              <Shares order={o} />
            </details>
          </li>
        ))}
      </ul>
      <LoadMore list={history} label={t('redEnvelope.more')} testId="red-envelope-more-history" />
    </div>
  );
}
