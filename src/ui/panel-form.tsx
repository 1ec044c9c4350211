/**
 * What the security-centre panels and the upline transfer share: the platform's refusals turned into
 * the exact message at their field (or under the form), a checked form whose send cannot run twice and
 * keeps what was typed when it fails, and the 6-digit funds-password field.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import { problemOf } from '../api/problems';
import { refusedField } from '../api/security';
import type { Problem } from '../lib/validation';
import { FormError, PasswordField, type Problems, useCheckedForm, useProblemText } from './form';
import { useWidgetEnv } from './widget-env';

/** Livery's own text for the refusals of these calls (codes of the simulator, *unverified*, and the platform's). */
const KEY_OF_CODE: Record<string, string> = {
  'invalid.payment.pw': 'security.wrongFundsPassword',
  'not.exists.payment.password': 'security.noFundsPassword',
  'payment.password.format': 'security.fundsFormat',
  'payment.password.exists': 'security.fundsAlreadySet',
  'password.confirm.err': 'validation.confirmMismatch',
  'modify.new.old.same': 'validation.sameAsOld',
  'verification.code.err': 'validation.codeError',
  'ga.code.invalid': 'validation.codeError',
  'bankcard.number.invalid': 'security.cardNumberInvalid',
  'bankcard.exists': 'security.cardExists',
  'bankcard.max': 'security.cardsMax',
  'wallet.address.invalid': 'security.walletAddressInvalid',
  'mobile.invalid': 'validation.mobileInvalid',
  'mobile.exists': 'security.mobileTaken',
  'mobile.not.bound': 'security.bindMobileFirst',
  'email.incorrect': 'validation.emailIncorrect',
  'payee.name.invalid': 'validation.nameFormat',
  'bankcard.payee.invalid': 'validation.nameFormat',
  'nickname.invalid': 'validation.nameFormat',
  'insufficient.balance': 'uplineTransfer.insufficient',
  'amount.invalid': 'uplineTransfer.amountInvalid',
};

/** The message for a refused call, and the field it belongs to when the platform names one. */
export function refusal(err: unknown): { field?: string; problem: Problem } {
  const key = err instanceof ApiError && err.kind === 'http' ? KEY_OF_CODE[err.errorCode ?? ''] : undefined;
  return { field: refusedField(err), problem: key ? { key } : problemOf(err) };
}

export const FUNDS_PASSWORD = /^\d{6}$/;

/** The funds password's own check: 6 digits. */
export const checkFunds = (value: string): Problem | undefined =>
  value === '' ? { key: 'validation.enterPassword' } : FUNDS_PASSWORD.test(value) ? undefined : { key: 'security.fundsFormat' };

/** A funds-password field: 6 digits, the numeric keypad, show/hide. */
export function FundsField(props: { name: string; label: string; value: string; onValue: (v: string) => void; error?: Problem; testId: string; autoComplete?: string }) {
  return (
    <PasswordField
      {...props}
      autoComplete={props.autoComplete ?? 'off'}
      inputMode="numeric"
      maxLength={6}
      pattern="[0-9]*"
      dir="ltr"
      aria-required
    />
  );
}

/**
 * A checked form that sends once: `send` gets the values; a refusal puts its message at the field it
 * names (when the form has it) or under the form, and the values stay. `done` runs after a success.
 */
export function usePanelForm<Name extends string, Result = unknown>(options: {
  initial: Record<Name, string>;
  validate: (values: Record<Name, string>) => Problems<Name>;
  send: (values: Record<Name, string>) => Promise<Result>;
  done: (values: Record<Name, string>, result: Result) => void | Promise<void>;
}) {
  const env = useWidgetEnv();
  const form = useCheckedForm<Name>(options.initial, options.validate, env.config.constants.languageDebounceMs);
  const mutation = useMutation({ mutationFn: options.send });
  const [failure, setFailure] = useState<Problem>();
  const failureId = useId();

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (mutation.isPending || !form.attempt()) return;
    setFailure(undefined);
    let result: Result;
    try {
      result = await mutation.mutateAsync(form.values);
    } catch (err) {
      const { field, problem } = refusal(err);
      if (field && field in form.values) {
        form.setProblems((p) => ({ ...p, [field]: problem }));
        form.formRef.current?.querySelector<HTMLInputElement>(`[data-field="${field}"] input, [data-field="${field}"] select`)?.focus();
      } else setFailure(problem);
      return;
    }
    await options.done(form.values, result);
  };

  return { ...form, submit, pending: mutation.isPending, failure, failureId };
}

/** The form-level message and the submit button of a panel form. */
export function PanelActions({ failure, failureId, pending, label, testId }: { failure?: Problem; failureId: string; pending: boolean; label: string; testId: string }) {
  const { t } = useTranslation();
  const text = useProblemText()(failure);
  return (
    <>
      <FormError id={failureId} text={text} testId={`${testId}-failure`} />
      <button type="submit" className="lv-button lv-button-block" disabled={pending} aria-busy={pending} data-testid={`${testId}-submit`}>
        {pending ? t('common.pleaseWait') : label}
      </button>
    </>
  );
}

/** Shows a refused side call (sending a code) as an error notice: it has no field of its own. */
export function useNotifyRefusal(): (err: unknown) => void {
  const env = useWidgetEnv();
  const text = useProblemText();
  return (err) => {
    env.notify(text(refusal(err).problem) ?? '', 'error', env.config.constants.successMessageMs);
  };
}
