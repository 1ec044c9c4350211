/**
 * Transfer to a downline (issue 18; platform-api-member.md §2e): the agent's balance, an amount (2 decimals
 * at most, within the balance) and the funds password, sent encrypted. Afterwards the balances are read
 * again (the header's, the downline's) and the transfer is confirmed. Without a funds password the form
 * offers to set one first.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from '../../api/agent';
import { type DownlineTransfer, transferToDownline } from '../../api/agent-team';
import { walletQuery } from '../../api/member';
import { hasFundsPassword } from '../../api/security';
import type { Problem } from '../../lib/validation';
import { Field } from '../../ui/form';
import { useMoney } from '../../ui/money';
import { checkFunds, FundsField, PanelActions, usePanelForm } from '../../ui/panel-form';
import { Failed, Waiting } from '../../ui/status-view';
import { useWidgetEnv } from '../../ui/widget-env';

const SET_FUNDS = '/m/securityCenter?item=paymentPassword';

export function TransferForm({ downline }: { downline: Downline }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const money = useMoney();
  const wallet = useQuery(walletQuery());
  const funds = useQuery({ queryKey: ['security', 'hasFunds'], queryFn: ({ signal }) => hasFundsPassword(signal) });
  const [done, setDone] = useState<DownlineTransfer>();
  if (wallet.isError || funds.isError)
    return (
      <Failed
        onRetry={() => {
          if (wallet.isError) void wallet.refetch();
          if (funds.isError) void funds.refetch();
        }}
      />
    );
  if (!wallet.data || funds.data === undefined) return <Waiting />;
  return (
    <div className="lv-team-transfer">
      <p className="lv-team-balance">
        <span>{t('team.yourBalance')}</span>
        <strong dir="ltr" data-testid="team-transfer-balance">
          {money(wallet.data.sumBalance)}
        </strong>
      </p>
      {done ? (
        <div className="lv-team-note" role="status" data-testid="team-transfer-done">
          <p>{t('team.transferred', { amount: money(done.amount), account: downline.account })}</p>
          <button type="button" className="lv-button lv-button-block" onClick={() => setDone(undefined)} data-testid="team-transfer-another">
            {t('team.transferAnother')}
          </button>
        </div>
      ) : funds.data ? (
        <Form downline={downline} balance={wallet.data.sumBalance} onDone={setDone} />
      ) : (
        <div className="lv-team-note" data-testid="team-need-funds">
          <p>{t('security.noFundsPassword')}</p>
          <button type="button" className="lv-button lv-button-block" onClick={() => env.navigate(SET_FUNDS)}>
            {t('security.setFunds')}
          </button>
        </div>
      )}
    </div>
  );
}

function amountProblem(text: string, balance: number): Problem | undefined {
  if (text === '') return { key: 'team.enterAmount' };
  if (!/^\d+(\.\d+)?$/.test(text) || !(Number(text) > 0)) return { key: 'uplineTransfer.amountInvalid' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { key: 'uplineTransfer.decimals' };
  if (Number(text) > balance) return { key: 'uplineTransfer.insufficient' };
  return undefined;
}

type Name = 'amount' | 'paymentPassword';

function Form({ downline, balance, onDone }: { downline: Downline; balance: number; onDone: (done: DownlineTransfer) => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const form = usePanelForm<Name, DownlineTransfer>({
    initial: { amount: '', paymentPassword: '' },
    validate: (v) => {
      const amount = amountProblem(v.amount.trim(), balance);
      const paymentPassword = checkFunds(v.paymentPassword);
      return { ...(amount ? { amount } : {}), ...(paymentPassword ? { paymentPassword } : {}) };
    },
    send: (v) => transferToDownline(downline.id, v.amount.trim(), v.paymentPassword),
    done: async (_, result) => {
      // Money moved on both sides: the agent's balances (the header's too) and the downlines' are read again.
      await Promise.all([client.invalidateQueries({ queryKey: ['member', 'wallet'] }), client.invalidateQueries({ queryKey: ['agent', 'downlines'] })]);
      env.notify(t('team.transferSuccess'), 'success', env.config.constants.successMessageMs);
      onDone(result);
    },
  });
  return (
    <form ref={form.formRef} className="lv-form" onSubmit={form.submit} noValidate data-testid="team-transfer-form">
      <Field
        name="amount"
        label={t('team.amount')}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={form.values.amount}
        onValue={form.edit('amount')}
        error={form.problems.amount}
        aria-required
        testId="team-transfer-amount"
      />
      <FundsField name="paymentPassword" label={t('security.fundsPassword')} value={form.values.paymentPassword} onValue={form.edit('paymentPassword')} error={form.problems.paymentPassword} testId="team-transfer-funds" />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('team.transferSubmit', { account: downline.account })} testId="team-transfer" />
    </form>
  );
}
