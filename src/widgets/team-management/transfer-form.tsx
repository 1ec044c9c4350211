/**
 * Transfer to a downline (issue 18; platform-api-member.md §2e): the agent's balance, an amount (2 decimals
 * at most, within the balance) and the funds password, sent encrypted. Afterwards the balances are read
 * again (the header's, the downline's) and the transfer is confirmed. Without a funds password the form
 * offers to set one first.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '../../api/agent';
import { type DownlineTransfer, transferToDownline } from '../../api/agent-team';
import { BalanceCard, FundsNote, NeedFundsPassword, TransferForm as FundsTransferForm, useFundsGate } from '../../ui/funds-transfer';
import { useMoney } from '../../ui/money';
import { Failed, Waiting } from '../../ui/status-view';

export function TransferForm({ downline }: { downline: Downline }) {
  const { t } = useTranslation();
  const money = useMoney();
  const gate = useFundsGate();
  const [done, setDone] = useState<DownlineTransfer>();
  if (gate.failed) return <Failed onRetry={gate.retry} />;
  if (!gate.ready) return <Waiting />;
  return (
    <div className="lv-team-transfer">
      <BalanceCard label={t('team.yourBalance')} amount={gate.balance} testId="team-transfer-balance" />
      {done ? (
        <FundsNote status testId="team-transfer-done">
          <p>{t('team.transferred', { amount: money(done.amount), account: downline.account })}</p>
          <button type="button" className="lv-button lv-button-block" onClick={() => setDone(undefined)} data-testid="team-transfer-another">
            {t('team.transferAnother')}
          </button>
        </FundsNote>
      ) : gate.hasFunds ? (
        <FundsTransferForm
          balance={gate.balance}
          send={(amount, paymentPassword) => transferToDownline(downline.id, amount, paymentPassword)}
          onDone={setDone}
          texts={{ enterAmount: 'team.enterAmount', amount: t('team.amount'), submit: t('team.transferSubmit', { account: downline.account }), success: t('team.transferSuccess') }}
          // The downline's balance in the list changed too.
          alsoChanged={[['agent', 'downlines']]}
          testId="team-transfer"
        />
      ) : (
        <NeedFundsPassword testId="team-need-funds" />
      )}
    </div>
  );
}
