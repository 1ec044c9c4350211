/**
 * Transfer to upline, /m/upLine/transfer (issue 14; spec 5-6: only where the AGETRANSFERUP3 switch is on,
 * for members whose info carries toUpline and whose type is not 2): the balance, an amount (2 decimals at
 * most, within the balance) and the funds password, sent encrypted. Afterwards the balances are read again (the header's too) and the transfer is
 * confirmed with a way to make another. Without a funds password the screen offers to set one first.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery, walletQuery } from '../../api/member';
import { hasFundsPassword, transferToUpline, type UplineTransfer } from '../../api/security';
import { canTransferToUpline } from '../../lib/member-types';
import type { Problem } from '../../lib/validation';
import { Field } from '../../ui/form';
import { checkFunds, FundsField, PanelActions, usePanelForm } from '../../ui/panel-form';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useMoney } from '../../ui/money';
import { useWidgetEnv } from '../../ui/widget-env';
import './upline-transfer.css';

const SET_FUNDS = '/m/securityCenter?item=paymentPassword';

export default function UplineTransferScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const money = useMoney();
  const info = useQuery(memberInfoQuery());
  const wallet = useQuery(walletQuery());
  const funds = useQuery({ queryKey: ['security', 'hasFunds'], queryFn: ({ signal }) => hasFundsPassword(signal) });
  const [done, setDone] = useState<UplineTransfer>();

  const retry = () => {
    if (info.isError) void info.refetch();
    if (wallet.isError) void wallet.refetch();
    if (funds.isError) void funds.refetch();
  };
  let body: React.ReactNode;
  if (info.isError || wallet.isError || funds.isError) body = <Failed onRetry={retry} />;
  else if (!info.data || !wallet.data || funds.data === undefined) body = <Waiting />;
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
        <div className="lv-upline-balance">
          <span>{t('uplineTransfer.balance')}</span>
          <strong dir="ltr" data-testid="upline-balance">
            {money(wallet.data.sumBalance)}
          </strong>
        </div>
        {done ? (
          <div className="lv-upline-done" role="status" data-testid="upline-done">
            <p>{t('uplineTransfer.done', { amount: money(done.amount) })}</p>
            <button type="button" className="lv-button lv-button-block" onClick={() => setDone(undefined)} data-testid="upline-another">
              {t('uplineTransfer.another')}
            </button>
          </div>
        ) : funds.data ? (
          <TransferForm balance={wallet.data.sumBalance} onDone={setDone} />
        ) : (
          <div className="lv-upline-note" data-testid="upline-need-funds">
            <p>{t('security.noFundsPassword')}</p>
            <button type="button" className="lv-button lv-button-block" onClick={() => env.navigate(SET_FUNDS)}>
              {t('security.setFunds')}
            </button>
          </div>
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

type Name = 'amount' | 'paymentPassword';

function amountProblem(text: string, balance: number): Problem | undefined {
  if (text === '') return { key: 'uplineTransfer.enterAmount' };
  if (!/^\d+(\.\d+)?$/.test(text) || !(Number(text) > 0)) return { key: 'uplineTransfer.amountInvalid' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { key: 'uplineTransfer.decimals' };
  if (Number(text) > balance) return { key: 'uplineTransfer.insufficient' };
  return undefined;
}

function TransferForm({ balance, onDone }: { balance: number; onDone: (done: UplineTransfer) => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const form = usePanelForm<Name, UplineTransfer>({
    initial: { amount: '', paymentPassword: '' },
    validate: (v) => {
      const amount = amountProblem(v.amount.trim(), balance);
      const paymentPassword = checkFunds(v.paymentPassword);
      return { ...(amount ? { amount } : {}), ...(paymentPassword ? { paymentPassword } : {}) };
    },
    send: (v) => transferToUpline(v.amount.trim(), v.paymentPassword),
    done: async (_, result) => {
      // Money moved: every balance on screen (the header's included) is read again.
      await client.invalidateQueries({ queryKey: ['member', 'wallet'] });
      env.notify(t('uplineTransfer.success'), 'success', env.config.constants.successMessageMs);
      onDone(result);
    },
  });
  return (
    <form ref={form.formRef} className="lv-form" onSubmit={form.submit} noValidate data-testid="upline-form">
      <Field
        name="amount"
        label={t('uplineTransfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={form.values.amount}
        onValue={form.edit('amount')}
        error={form.problems.amount}
        aria-required
        testId="upline-amount"
      />
      <FundsField name="paymentPassword" label={t('security.fundsPassword')} value={form.values.paymentPassword} onValue={form.edit('paymentPassword')} error={form.problems.paymentPassword} testId="upline-funds" />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('uplineTransfer.submit')} testId="upline" />
    </form>
  );
}
