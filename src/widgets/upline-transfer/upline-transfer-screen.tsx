/**
 * Transfer to upline, /m/upLine/transfer (issue 14; spec 5-6: only where the AGETRANSFERUP3 switch is on,
 * for members whose info carries toUpline and whose type is not 2): the balance, an amount (2 decimals at
 * most, within the balance) and the funds password, sent encrypted. Afterwards the balances are read again (the header's too) and the transfer is
 * confirmed with a way to make another. Without a funds password the screen offers to set one first.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../api/member';
import { transferToUpline, type UplineTransfer } from '../../api/security';
import { canTransferToUpline } from '../../lib/member-types';
import { BalanceCard, FundsNote, NeedFundsPassword, TransferForm, useFundsGate } from '../../ui/funds-transfer';
import { useMoney } from '../../ui/money';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import './upline-transfer.css';

export default function UplineTransferScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const money = useMoney();
  const info = useQuery(memberInfoQuery());
  const gate = useFundsGate();
  const [done, setDone] = useState<UplineTransfer>();

  const retry = () => {
    if (info.isError) void info.refetch();
    gate.retry();
  };
  let body: React.ReactNode;
  if (info.isError || gate.failed) body = <Failed onRetry={retry} />;
  else if (!info.data || !gate.ready) body = <Waiting />;
  // Spec 5: the merchant's transfer switch (AGETRANSFERUP3) and the member's own right.
  else if (!env.site.flags.AGETRANSFERUP3 || !canTransferToUpline(info.data.type, info.data.toUpline)) {
    body = (
      <p className="lv-upline-note" role="alert" data-testid="upline-refused">
        {t('uplineTransfer.notAllowed')}
      </p>
    );
  } else {
    body = (
      <>
        <BalanceCard label={t('uplineTransfer.balance')} amount={gate.balance} testId="upline-balance" />
        {done ? (
          <FundsNote status testId="upline-done">
            <p>{t('uplineTransfer.done', { amount: money(done.amount) })}</p>
            <button type="button" className="lv-button lv-button-block" onClick={() => setDone(undefined)} data-testid="upline-another">
              {t('uplineTransfer.another')}
            </button>
          </FundsNote>
        ) : gate.hasFunds ? (
          <TransferForm
            balance={gate.balance}
            send={transferToUpline}
            onDone={setDone}
            texts={{ amount: t('uplineTransfer.amount'), submit: t('uplineTransfer.submit'), success: t('uplineTransfer.success') }}
            testId="upline"
          />
        ) : (
          <NeedFundsPassword testId="upline-need-funds" />
        )}
      </>
    );
  }
  return (
    <section className="lv-upline" data-testid="upline-transfer-screen" data-screen="uplineTransfer">
      {body}
    </section>
  );
}
