/**
 * The deposit form: methods as chips, the method's channels (and a bank transfer's banks), the amount
 * with the channel's min/max shown and checked (decimals too), the channel's quick amounts, and the
 * deposit promotions the amount qualifies for. A refused call keeps every value; one order at a time.
 * Two orders of the same parts (spec 3 site settings dep_func): the new template ("1") asks for the method
 * first, then the amount; the classic one asks for the amount first, and a method none of whose channels
 * takes the typed amount is shown unavailable.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AmountProblem,
  applicablePromotions,
  checkAmount,
  createDepositMutation,
  type DepositChannel,
  type DepositMethod,
  type DepositOrder,
  type DepositPromotion,
  depositOffMessage,
} from '../../api/deposit';
import { ApiError } from '../../api/http';
import { problemOf } from '../../api/problems';
import type { Problem } from '../../lib/validation';
import { Field, FormError, useCheckedForm, useProblemText } from '../../ui/form';
import { type Money, useMoney } from '../../ui/money';
import { useDepositLimitCheck } from '../../ui/protection';
import { useWidgetEnv } from '../../ui/widget-env';

export interface DepositFormProps {
  methods: DepositMethod[];
  promotions: DepositPromotion[];
  onOrder: (order: DepositOrder) => void;
  /** The classic template (dep_func not "1"): the amount first. */
  amountFirst?: boolean;
}


function amountProblem(problem: AmountProblem | undefined, money: Money): Problem | undefined {
  if (!problem) return undefined;
  switch (problem.key) {
    case 'decimals':
      return problem.decimals === 0 ? { key: 'deposit.amountWhole' } : { key: 'deposit.amountDecimals', values: { count: problem.decimals } };
    case 'min':
      return { key: 'deposit.amountMin', values: { min: money(problem.min) } };
    case 'max':
      return { key: 'deposit.amountMax', values: { max: money(problem.max) } };
    default:
      return { key: problem.key === 'empty' ? 'deposit.amountEmpty' : 'deposit.amountInvalid' };
  }
}

export function DepositForm({ methods, promotions, onOrder, amountFirst = false }: DepositFormProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const money = useMoney();
  const [methodCode, setMethodCode] = useState(methods[0]?.code ?? '');
  const method = methods.find((m) => m.code === methodCode) ?? methods[0];
  const [channelCode, setChannelCode] = useState('');
  const channel: DepositChannel | undefined = method?.channels.find((c) => c.code === channelCode) ?? method?.channels[0];
  const [bankCode, setBankCode] = useState('');
  const bank = channel?.banks.find((b) => b.bankCode === bankCode) ?? channel?.banks[0];
  const [promotionId, setPromotionId] = useState<number | undefined>();
  const [failure, setFailure] = useState<Problem | undefined>();
  const create = useMutation(createDepositMutation());
  const busy = useRef(false);
  const problemText = useProblemText();
  const failureId = useId();
  const depositLimit = useDepositLimitCheck();

  const validate = (v: { amount: string }) => {
    const problem = channel ? amountProblem(checkAmount(v.amount, channel), money) : undefined;
    return problem ? { amount: problem } : {};
  };
  const { values, problems, setProblems, edit, attempt, recheck, formRef } = useCheckedForm<'amount'>({ amount: '' }, validate, env.config.constants.languageDebounceMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new channel brings new limits to check against
  useEffect(() => recheck(), [channel?.code]);

  const amount = Number(values.amount);
  const offers = applicablePromotions(promotions, amount);
  const promotion = offers.find((p) => p.id === promotionId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method || !channel || busy.current || !attempt()) return;
    busy.current = true;
    setFailure(undefined);
    try {
      // The player's own deposit limits (issue 20) come before the platform's order.
      const overLimit = await depositLimit(Number(values.amount));
      if (overLimit) return setProblems({ amount: overLimit });
      onOrder(await create.mutateAsync({ method, channel, bankCode: bank?.bankCode, amount: values.amount.trim(), promotionId: promotion?.id }));
    } catch (err) {
      const off = depositOffMessage(err);
      const problem: Problem = off ? { text: off } : problemOf(err);
      // The platform's refusal of the amount belongs at the amount field.
      if (!off && err instanceof ApiError && (err.errorCode ?? '').startsWith('deposit.amount')) setProblems({ amount: problem });
      else setFailure(problem);
    } finally {
      busy.current = false;
    }
  };

  if (!method || !channel) return null;
  const failureText = problemText(failure);
  // Amount first: a method is unavailable when none of its channels takes the amount typed (none typed: all are).
  const takes = (m: DepositMethod) => !amountFirst || values.amount.trim() === '' || m.channels.some((c) => checkAmount(values.amount, c) === undefined);
  const methodPart = (
      <fieldset className="lv-deposit-group">
        <legend>{t('deposit.method')}</legend>
        <div className="lv-deposit-chips" data-testid="deposit-methods">
          {methods.map((m) => (
            <button
              key={m.code}
              type="button"
              className="lv-deposit-chip"
              aria-pressed={m.code === method.code}
              disabled={!takes(m)}
              onClick={() => {
                setMethodCode(m.code);
                setChannelCode('');
                setBankCode('');
              }}
              data-testid={`deposit-method-${m.code}`}
            >
              {t(`deposit.kind.${m.kind}`)}
            </button>
          ))}
        </div>
      </fieldset>
  );
  const channelPart = (
    <>
      {method.channels.length > 1 ? (
        <fieldset className="lv-deposit-group">
          <legend>{t('deposit.channel')}</legend>
          <div className="lv-deposit-chips" data-testid="deposit-channels">
            {method.channels.map((c) => (
              <button key={c.code} type="button" className="lv-deposit-chip" aria-pressed={c.code === channel.code} onClick={() => setChannelCode(c.code)} data-testid={`deposit-channel-${c.code}`}>
                {c.name}
              </button>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="lv-deposit-channel-name" data-testid="deposit-channel-name">
          {channel.name}
        </p>
      )}
      {channel.banks.length > 0 ? (
        <fieldset className="lv-deposit-group">
          <legend>{t('deposit.bank')}</legend>
          <div className="lv-deposit-chips" data-testid="deposit-banks">
            {channel.banks.map((b) => (
              <button key={b.bankCode} type="button" className="lv-deposit-chip" aria-pressed={b.bankCode === bank?.bankCode} onClick={() => setBankCode(b.bankCode)} data-testid={`deposit-bank-${b.bankCode}`}>
                {b.bankName}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
  const amountPart = (
    <>
      <Field
        name="amount"
        label={t('deposit.amount')}
        inputMode={channel.decimals > 0 ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={values.amount}
        onValue={edit('amount')}
        error={problems.amount}
        hint={t('deposit.limits', { min: money(channel.min), max: money(channel.max) })}
        testId="deposit-amount"
      />
      {channel.fixAmounts.length > 0 ? (
        <fieldset className="lv-deposit-group">
          <legend className="lv-visually-hidden">{t('deposit.quickAmounts')}</legend>
          <div className="lv-deposit-chips" data-testid="deposit-quick-amounts">
            {channel.fixAmounts.map((a) => (
              <button key={a} type="button" className="lv-deposit-chip" aria-pressed={amount === a} onClick={() => edit('amount')(String(a))}>
                {money(a)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
    </>
  );
  return (
    <form
      ref={formRef}
      className="lv-form lv-deposit-form"
      onSubmit={submit}
      noValidate
      aria-describedby={failureText ? failureId : undefined}
      data-layout={amountFirst ? 'amount-first' : 'method-first'}
      data-testid="deposit-form"
    >
      {amountFirst ? amountPart : null}
      {methodPart}
      {channelPart}
      {amountFirst ? null : amountPart}
      {offers.length > 0 ? (
        <fieldset className="lv-deposit-group" data-testid="deposit-promotions">
          <legend>{t('deposit.promotion')}</legend>
          <label className="lv-check">
            <input type="radio" name="promotion" checked={promotion === undefined} onChange={() => setPromotionId(undefined)} />
            {t('deposit.noPromotion')}
          </label>
          {offers.map((p) => (
            <label key={p.id} className="lv-check">
              <input type="radio" name="promotion" checked={promotion?.id === p.id} onChange={() => setPromotionId(p.id)} data-testid={`deposit-promotion-${p.id}`} />
              {p.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <FormError id={failureId} text={failureText} testId="deposit-failure" />
      <button type="submit" className="lv-button lv-button-block" disabled={create.isPending} data-testid="deposit-submit">
        {create.isPending ? t('common.pleaseWait') : t('deposit.submit')}
      </button>
    </form>
  );
}
