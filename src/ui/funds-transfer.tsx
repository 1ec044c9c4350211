/**
 * What every screen that moves the member's money with the funds password shares (transfer to upline,
 * transfer to a downline, red envelopes): the balance and whether a funds password is set, read first;
 * the balance card; the note that offers to set a funds password; and the amount-and-password transfer form,
 * whose balances are read again once the money has moved.
 */
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { walletQuery } from '../api/member';
import { fundsPasswordQuery } from '../api/security';
import type { Problem } from '../lib/validation';
import { Field } from './form';
import './funds-transfer.css';
import { useMoney } from './money';
import { checkFunds, FundsField, PanelActions, usePanelForm } from './panel-form';
import { useWidgetEnv } from './widget-env';

const SET_FUNDS = '/m/securityCenter?item=paymentPassword';

/** The member's balance and funds-password state; `failed` with `retry` when either call failed. */
export function useFundsGate() {
  const wallet = useQuery(walletQuery());
  const funds = useQuery(fundsPasswordQuery());
  return {
    failed: wallet.isError || funds.isError,
    ready: wallet.data !== undefined && funds.data !== undefined,
    balance: wallet.data?.sumBalance ?? 0,
    hasFunds: funds.data === true,
    retry: () => {
      if (wallet.isError) void wallet.refetch();
      if (funds.isError) void funds.refetch();
    },
  };
}

export function BalanceCard({ label, amount, testId }: { label: string; amount: number; testId: string }) {
  const money = useMoney();
  return (
    <div className="lv-funds-balance">
      <span>{label}</span>
      <strong dir="ltr" data-testid={testId}>
        {money(amount)}
      </strong>
    </div>
  );
}

/** A framed note (what happened, or what is needed first) with its action below. */
export function FundsNote({ children, testId, status }: { children: ReactNode; testId: string; status?: boolean }) {
  return (
    <div className="lv-funds-note" role={status ? 'status' : undefined} data-testid={testId}>
      {children}
    </div>
  );
}

/** No funds password yet: the money cannot move until one is set, so the note leads there. */
export function NeedFundsPassword({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  return (
    <FundsNote testId={testId}>
      <p>{t('security.noFundsPassword')}</p>
      <button type="button" className="lv-button lv-button-block" onClick={() => env.navigate(SET_FUNDS)}>
        {t('security.setFunds')}
      </button>
    </FundsNote>
  );
}

/** An amount to move: entered, a positive number, 2 decimals at most, within the balance. */
export function transferAmountProblem(text: string, balance: number, enterKey = 'uplineTransfer.enterAmount'): Problem | undefined {
  if (text === '') return { key: enterKey };
  if (!/^\d+(\.\d+)?$/.test(text) || !(Number(text) > 0)) return { key: 'uplineTransfer.amountInvalid' };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { key: 'uplineTransfer.decimals' };
  if (Number(text) > balance) return { key: 'uplineTransfer.insufficient' };
  return undefined;
}

type Name = 'amount' | 'paymentPassword';

export interface TransferFormProps<Result> {
  balance: number;
  /** Sends the amount (as typed, trimmed) and the funds password. */
  send: (amount: string, paymentPassword: string) => Promise<Result>;
  onDone: (result: Result) => void;
  texts: { enterAmount?: string; amount: string; submit: string; success: string };
  /** Queries besides the member's wallet whose figures the move changes (read again afterwards). */
  alsoChanged?: QueryKey[];
  /** Prefix of the test ids: `<p>-form`, `<p>-amount`, `<p>-funds` and the actions' `<p>`. */
  testId: string;
}

export function TransferForm<Result>({ balance, send, onDone, texts, alsoChanged = [], testId }: TransferFormProps<Result>) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const form = usePanelForm<Name, Result>({
    initial: { amount: '', paymentPassword: '' },
    validate: (v) => {
      const amount = transferAmountProblem(v.amount.trim(), balance, texts.enterAmount);
      const paymentPassword = checkFunds(v.paymentPassword);
      return { ...(amount ? { amount } : {}), ...(paymentPassword ? { paymentPassword } : {}) };
    },
    send: (v) => send(v.amount.trim(), v.paymentPassword),
    done: async (_, result) => {
      // Money moved: every balance on screen (the header's included) is read again.
      await Promise.all([['member', 'wallet'], ...alsoChanged].map((queryKey) => client.invalidateQueries({ queryKey })));
      env.notify(texts.success, 'success', env.config.constants.successMessageMs);
      onDone(result);
    },
  });
  return (
    <form ref={form.formRef} className="lv-form" onSubmit={form.submit} noValidate data-testid={`${testId}-form`}>
      <Field
        name="amount"
        label={texts.amount}
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        value={form.values.amount}
        onValue={form.edit('amount')}
        error={form.problems.amount}
        aria-required
        testId={`${testId}-amount`}
      />
      <FundsField name="paymentPassword" label={t('security.fundsPassword')} value={form.values.paymentPassword} onValue={form.edit('paymentPassword')} error={form.problems.paymentPassword} testId={`${testId}-funds`} />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={texts.submit} testId={testId} />
    </form>
  );
}
