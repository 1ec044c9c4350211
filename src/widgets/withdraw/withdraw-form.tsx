/**
 * The withdraw form: today's limits, the bound card to pay to (none bound: the way to bind one), the amount
 * (its bounds and decimals rule checked at the field before anything is sent), the fee preview and what
 * arrives (asked a moment after typing stops), the funds password (unless the platform asks for none), an
 * SMS code when the platform's mobile verification needs one for this amount, and the encrypted submit.
 * Refusals land at their field (a wrong funds password, a bad code, an amount the platform refuses); no
 * funds password set explains it with the way to set one. Every failure keeps what was typed; one send at a time.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { problemOf } from '../../api/problems';
import { needsSmsCode, type WithdrawAccount, type WithdrawSettings, withdrawFeeQuery, withdrawMutation, withdrawSmsMutation } from '../../api/withdraw';
import { type Problem, problemsOf } from '../../lib/validation';
import { CodeField, Field, FormError, PasswordField, useCheckedForm, useProblemText } from '../../ui/form';
import { RouteLink } from '../../ui/route-link';
import { SmsSendLink, useSmsButton } from '../../ui/sms-button';
import { useWidgetEnv } from '../../ui/widget-env';
import { Limits } from './withdraw-parts';
import { amountOf, amountProblem, amountRules } from './withdraw-rules';

type Name = 'card' | 'amount' | 'password' | 'code';

export interface Sent {
  amount: number;
  fee?: number;
}

// The security centre's panels open from the URL (?item=…): the link lands on the one that helps.
const BIND_CARD = '/m/securityCenter?item=bankCards';
const SET_FUNDS_PASSWORD = '/m/securityCenter?item=paymentPassword';
const FEE_DELAY_MS = 400;

/** Refusals about one field (the amount codes are the simulator's, *unverified*). */
const FIELD_OF_CODE: Record<string, Name> = {
  'invalid.payment.pw': 'password',
  'verification.code.err': 'code',
  'bankcard.not.exists': 'card',
  'insufficient.balance': 'amount',
  'withdraw.amount.invalid': 'amount',
  'withdraw.amount.decimal': 'amount',
  'withdraw.amount.min': 'amount',
  'withdraw.amount.max': 'amount',
  'withdraw.daily.exceeded': 'amount',
};
const KEY_OF_CODE: Record<string, string> = {
  'invalid.payment.pw': 'withdraw.wrongPassword',
  'verification.code.err': 'withdraw.wrongCode',
  'insufficient.balance': 'withdraw.aboveBalance',
};

interface Props {
  settings: WithdrawSettings;
  account: WithdrawAccount;
  balance?: number;
  money: (n: number) => string;
  onSent: (sent: Sent) => void;
}

export function WithdrawForm({ settings, account, balance, money, onSent }: Props) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const client = useQueryClient();
  const send = useMutation(withdrawMutation(client));
  const smsCall = useMutation(withdrawSmsMutation());
  const sms = useSmsButton();
  const [failure, setFailure] = useState<Problem>();
  const [noFundsPassword, setNoFundsPassword] = useState(false);
  const failureId = useId();
  const problemText = useProblemText();
  const busy = useRef(false);
  const rules = amountRules(settings, account, balance);
  const cards = account.cards.filter((c) => c.active);
  const noTimesLeft = account.remainingTimes !== undefined && account.remainingTimes <= 0;

  const wantsCode = (v: Record<Name, string>) => needsSmsCode(settings, amountOf(v.amount) ?? 0);
  const validate = (v: Record<Name, string>) =>
    problemsOf<Name>({
      card: v.card ? undefined : { key: 'withdraw.chooseCard' },
      amount: amountProblem(v.amount, rules, money),
      password: !settings.noPassword && v.password === '' ? { key: 'withdraw.enterPassword' } : undefined,
      code: wantsCode(v) && v.code.trim() === '' ? { key: 'withdraw.enterCode' } : undefined,
    });
  const { values, problems, setProblems, edit, attempt, formRef } = useCheckedForm<Name>(
    { card: cards[0]?.id ?? '', amount: '', password: '', code: '' },
    validate,
    env.config.constants.languageDebounceMs,
  );

  // The fee is asked a moment after typing stops, for an amount the form would send.
  const [feeAmount, setFeeAmount] = useState<number>();
  const feeCandidate = amountProblem(values.amount, { ...rules, balance: undefined, remaining: undefined }, money) ? undefined : amountOf(values.amount);
  useEffect(() => {
    const timer = setTimeout(() => setFeeAmount(feeCandidate), FEE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [feeCandidate]);
  const target = cards.find((c) => c.id === values.card)?.kind ?? 'BC';
  const fee = useQuery({ ...withdrawFeeQuery(feeAmount ?? 0, target), enabled: feeAmount !== undefined });

  const focus = useRef<Name | undefined>(undefined);
  useEffect(() => {
    if (!focus.current) return;
    formRef.current?.querySelector<HTMLInputElement>(`[data-field="${focus.current}"] input`)?.focus();
    focus.current = undefined;
  });

  const sendCode = () => {
    void sms.send(
      () => smsCall.mutateAsync(),
      (err) => setProblems((p) => ({ ...p, code: problemOf(err) })),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current || noTimesLeft || !attempt()) return;
    busy.current = true;
    setFailure(undefined);
    setNoFundsPassword(false);
    const amount = amountOf(values.amount) ?? 0;
    try {
      await send.mutateAsync({ amount, bankCardId: values.card, password: settings.noPassword ? '' : values.password, verificationCode: wantsCode(values) ? values.code.trim() : undefined });
      onSent({ amount, fee: feeAmount === amount ? fee.data : undefined });
    } catch (err) {
      const code = err instanceof ApiError && err.kind === 'http' ? (err.errorCode ?? '') : '';
      const field = FIELD_OF_CODE[code];
      if (code === 'not.exists.payment.password') setNoFundsPassword(true);
      else if (field) {
        setProblems((p) => ({ ...p, [field]: KEY_OF_CODE[code] ? { key: KEY_OF_CODE[code] } : problemOf(err) }));
        focus.current = field;
      } else setFailure(problemOf(err));
    } finally {
      busy.current = false;
    }
  };

  const failureText = problemText(failure);
  const cardError = problemText(problems.card);
  return (
    <form ref={formRef} className="lv-form lv-withdraw-form" onSubmit={submit} noValidate aria-describedby={failureText ? failureId : undefined} data-testid="withdraw-form">
      <Limits rules={rules} account={account} balance={balance} money={money} />
      {noTimesLeft ? (
        <p className="lv-form-error" role="alert" data-testid="withdraw-no-times">
          {t('withdraw.noTimesLeft')}
        </p>
      ) : null}
      <fieldset className="lv-withdraw-cards" data-field="card" aria-describedby={cardError ? `${failureId}-card` : undefined} data-testid="withdraw-cards">
        <legend>{t('withdraw.card')}</legend>
        {cards.length === 0 ? (
          <p className="lv-withdraw-no-card" data-testid="withdraw-no-card">
            {t('withdraw.noCard')}{' '}
            <RouteLink to={BIND_CARD} data-testid="withdraw-bind-card">
              {t('withdraw.bindCard')}
            </RouteLink>
          </p>
        ) : (
          cards.map((card) => (
            <label key={card.id} className="lv-check lv-withdraw-card">
              <input type="radio" name="card" value={card.id} checked={values.card === card.id} onChange={() => edit('card')(card.id)} data-testid={`withdraw-card-${card.id}`} />
              <span>
                {card.kind === 'VW' ? <span className="lv-muted">{t('withdraw.cryptoWallet')} · </span> : null}
                <bdi>{card.bankName || card.bankCode}</bdi>{' '}
                <bdi dir="ltr" className="lv-withdraw-card-number">
                  {card.cardNumber}
                </bdi>
                {card.holder ? <span className="lv-muted"> · {card.holder}</span> : null}
              </span>
            </label>
          ))
        )}
        {cardError && cards.length > 0 ? (
          <p id={`${failureId}-card`} className="lv-field-error" data-testid="withdraw-card-error">
            {cardError}
          </p>
        ) : null}
      </fieldset>
      <Field
        name="amount"
        label={t('withdraw.amount')}
        inputMode={rules.allowDecimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        dir="ltr"
        value={values.amount}
        onValue={edit('amount')}
        error={problems.amount}
        hint={t(rules.allowDecimal ? 'withdraw.amountHint' : 'withdraw.amountHintWhole', { min: money(rules.min), max: money(rules.max) })}
        aria-required
        testId="withdraw-amount"
      />
      <FeePreview amount={feeAmount} fee={fee.data} loading={fee.isFetching} failed={fee.isError} money={money} />
      {settings.noPassword ? null : (
        <PasswordField
          name="password"
          label={t('withdraw.password')}
          autoComplete="off"
          value={values.password}
          onValue={edit('password')}
          error={problems.password}
          aria-required
          testId="withdraw-password"
        />
      )}
      {noFundsPassword ? (
        <div className="lv-withdraw-no-password" role="alert" data-testid="withdraw-no-password">
          <p>{t('withdraw.noFundsPassword')}</p>
          <RouteLink to={SET_FUNDS_PASSWORD} data-testid="withdraw-set-password">
            {t('withdraw.setFundsPassword')}
          </RouteLink>
        </div>
      ) : null}
      {wantsCode(values) ? (
        <CodeField
          name="code"
          label={t('withdraw.code')}
          value={values.code}
          onValue={edit('code')}
          error={problems.code}
          aria-required
          testId="withdraw-code"
          after={<SmsSendLink sms={sms.state} onSend={sendCode} testId="withdraw-send-code" />}
        />
      ) : null}
      <FormError id={failureId} text={failureText} testId="withdraw-failure" />
      <button type="submit" className="lv-button lv-button-block" disabled={send.isPending || noTimesLeft || cards.length === 0} data-testid="withdraw-submit">
        {send.isPending ? t('common.pleaseWait') : t('withdraw.submit')}
      </button>
    </form>
  );
}

function FeePreview({ amount, fee, loading, failed, money }: { amount?: number; fee?: number; loading: boolean; failed: boolean; money: (n: number) => string }) {
  const { t } = useTranslation();
  if (amount === undefined) return null;
  return (
    <p className="lv-withdraw-fee" aria-live="polite" data-testid="withdraw-fee">
      {loading && fee === undefined
        ? t('withdraw.feeLoading')
        : failed || fee === undefined
          ? t('withdraw.feeUnknown')
          : t('withdraw.feeAndArrives', { fee: money(fee), arrives: money(Math.max(0, amount - fee)) })}
    </p>
  );
}
