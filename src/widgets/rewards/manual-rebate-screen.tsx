/**
 * Manual rebate, /m/member/manualRebate (platform-api-member.md §5; spec §2.12; offered as its config items say, flag MANPLAYREB3): the rebate
 * each product's settled bets have earned, and one claim for all of it. The claim credits the balance; the
 * list is read again and then shows nothing left to claim.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../api/problems';
import { disburseRebate, rebateDueQuery } from '../../api/rewards';
import { useProblemText } from '../../ui/problem-text';
import { useMoney } from '../../ui/money';
import { Offered } from '../../ui/offered';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { BalanceLine, Card, ClaimButton, EmptyText } from './rewards-parts';

export default function ManualRebateScreen(_: ScreenProps) {
  return (
    <div className="lv-rw" data-testid="manual-rebate" data-screen="manualRebate">
      <Offered screens={['manualRebate']} testId="manual-rebate-unavailable">
        <ManualRebate />
      </Offered>
    </div>
  );
}

function ManualRebate() {
  const { t } = useTranslation();
  const money = useMoney();
  const problemText = useProblemText();
  const due = useQuery(rebateDueQuery());
  if (due.isPending) return <Waiting />;
  if (due.isError) return <Failed onRetry={() => void due.refetch()} detail={problemText(problemOf(due.error))} />;
  const rows = due.data.rows.filter((row) => row.amount > 0);
  return (
    <Card title={t('rebate.available')} testId="rebate-due">
      <BalanceLine />
      {rows.length === 0 ? (
        <EmptyText text={t('rebate.nothingToClaim')} testId="rebate-empty" />
      ) : (
        <>
          <ul className="lv-rw-list">
            {rows.map((row) => (
              <li key={row.productType} className="lv-rw-row" data-testid="rebate-row">
                <span className="lv-rw-main">
                  <strong>{t(`records.gameType.${row.productType}`, { defaultValue: row.productType })}</strong>
                  <span className="lv-muted">{t('rebate.betAndRate', { bet: money(row.betAmount), rate: row.rate })}</span>
                </span>
                <span className="lv-rw-amount" dir="ltr">
                  {money(row.amount)}
                </span>
              </li>
            ))}
          </ul>
          <dl className="lv-rw-pairs">
            <div>
              <dt>{t('rebate.total')}</dt>
              <dd className="lv-rw-amount" dir="ltr" data-testid="rebate-total">
                {money(due.data.total)}
              </dd>
            </div>
          </dl>
          <ClaimButton claim={disburseRebate} input={undefined} className="lv-button lv-button-block" testId="rebate-claim">
            {t('rebate.claimAll')}
          </ClaimButton>
        </>
      )}
    </Card>
  );
}
