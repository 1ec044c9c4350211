/** The withdraw screen's read-only parts: the turnover table, today's limits and the sent confirmation. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Turnover, WithdrawAccount } from '../../api/withdraw';
import { RouteLink } from '../../ui/route-link';
import type { AmountRules } from './withdraw-rules';
import type { Sent } from './withdraw-form';

const plain = (n: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);

/** Required against actual turnover per game type; withdrawing waits until every line is met. */
export function TurnoverTable({ turnover }: { turnover: Turnover }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => plain(v, i18n.language);
  return (
    <div className="lv-withdraw-turnover" data-testid="withdraw-turnover">
      <p role="status">{t('withdraw.turnoverNotMet')}</p>
      <table className="lv-withdraw-table">
        <caption>{t('withdraw.turnoverCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('withdraw.gameType')}</th>
            <th scope="col">{t('withdraw.required')}</th>
            <th scope="col">{t('withdraw.actual')}</th>
          </tr>
        </thead>
        <tbody>
          {turnover.details.map((d) => (
            <tr key={d.gameType} data-testid="withdraw-turnover-row" data-met={d.actual >= d.required}>
              <th scope="row">
                <bdi>{d.gameType}</bdi>
              </th>
              <td>{n(d.required)}</td>
              <td>{n(d.actual)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('withdraw.total')}</th>
            <td data-testid="withdraw-turnover-total-required">{n(turnover.totalRequired)}</td>
            <td data-testid="withdraw-turnover-total-actual">{n(turnover.totalActual)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The balance, the bounds of one withdrawal and what is left of today's. */
export function Limits({ rules, account, balance, money }: { rules: AmountRules; account: WithdrawAccount; balance?: number; money: (n: number) => string }) {
  const { t } = useTranslation();
  return (
    <dl className="lv-withdraw-limits" data-testid="withdraw-limits">
      <div>
        <dt>{t('withdraw.balance')}</dt>
        <dd data-testid="withdraw-balance">{balance === undefined ? '—' : money(balance)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.perWithdrawal')}</dt>
        <dd data-testid="withdraw-bounds">{t('withdraw.bounds', { min: money(rules.min), max: money(rules.max) })}</dd>
      </div>
      {account.remainingTimes !== undefined ? (
        <div>
          <dt>{t('withdraw.timesLeft')}</dt>
          <dd data-testid="withdraw-times-left">
            {account.maxTimes !== undefined ? t('withdraw.timesOf', { left: account.remainingTimes, max: account.maxTimes }) : account.remainingTimes}
          </dd>
        </div>
      ) : null}
      {account.remainingAmount !== undefined ? (
        <div>
          <dt>{t('withdraw.amountLeft')}</dt>
          <dd data-testid="withdraw-amount-left">{money(account.remainingAmount)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** What was sent; the balance as read again; the report and another withdrawal. */
export function WithdrawDone({ sent, balance, money, onAgain }: { sent: Sent; balance?: string; money: (n: number) => string; onAgain: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="lv-withdraw-done" role="status" data-testid="withdraw-done">
      <h2 ref={heading} tabIndex={-1}>
        {t('withdraw.sentTitle')}
      </h2>
      <p>
        {t('withdraw.sentAmount')} <strong data-testid="withdraw-done-amount">{money(sent.amount)}</strong>
      </p>
      {sent.fee !== undefined ? <p className="lv-muted">{t('withdraw.feeAndArrives', { fee: money(sent.fee), arrives: money(Math.max(0, sent.amount - sent.fee)) })}</p> : null}
      <p>{t('withdraw.sentPending')}</p>
      {balance ? (
        <p>
          {t('withdraw.balanceNow')} <strong data-testid="withdraw-done-balance">{balance}</strong>
        </p>
      ) : null}
      <RouteLink to="/m/withdrawReport" className="lv-button lv-button-block" data-testid="withdraw-report-link">
        {t('withdraw.toReport')}
      </RouteLink>
      <button type="button" className="lv-button lv-button-quiet lv-button-block" onClick={onAgain} data-testid="withdraw-again">
        {t('withdraw.again')}
      </button>
    </div>
  );
}
