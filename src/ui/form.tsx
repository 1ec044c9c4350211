/**
 * Form pieces every account screen shares: a labelled field with its error under it (spec 5: "errors
 * show under each field"), a password field with show/hide, the problem → text mapping, focusing the
 * first invalid field, and re-validation after a language change (debounced, spec 9).
 */
import { type InputHTMLAttributes, type ReactNode, type RefObject, useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../lib/validation';
import { WidgetEnvContext } from './widget-env';

import { useProblemText } from './problem-text';

export { useProblemText };

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: Problem;
  /** A hint under the field while it has no error. */
  hint?: string;
  /** Something beside the input (a send-code link, a captcha image). */
  after?: ReactNode;
  testId?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
}

export function Field({ name, label, value, onValue, error, hint, after, testId, inputRef, ...input }: FieldProps) {
  const id = useId();
  const text = useProblemText()(error);
  const describedBy = text ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const control = (
    <label htmlFor={`${id}-input`} className="lv-field">
      <span>{label}</span>
      <input
        {...input}
        ref={inputRef}
        id={`${id}-input`}
        name={name}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={text ? true : undefined}
        aria-describedby={describedBy}
        data-testid={testId}
      />
    </label>
  );
  return (
    <div className="lv-field-row" data-field={name}>
      {after ? (
        <div className="lv-inline">
          {control}
          {after}
        </div>
      ) : (
        control
      )}
      {text ? (
        <p id={`${id}-error`} className="lv-field-error" data-testid={testId ? `${testId}-error` : undefined}>
          {text}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="lv-field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A one-time code (SMS, e-mail or authenticator): the numeric keypad, the browser's one-time-code fill,
 * left to right in every script, and the merchant's code length unless the caller gives one.
 */
export function CodeField(props: FieldProps) {
  const maxLength = useContext(WidgetEnvContext)?.config.constants.smsCodeMaxLength;
  return <Field inputMode="numeric" autoComplete="one-time-code" dir="ltr" maxLength={maxLength} {...props} />;
}

/** A password field with a show/hide toggle (spec 2.5). */
export function PasswordField(props: FieldProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const toggle = (
    <button
      type="button"
      className="lv-link lv-reveal"
      aria-pressed={shown}
      onClick={() => setShown((s) => !s)}
      data-testid={props.testId ? `${props.testId}-reveal` : undefined}
    >
      {shown ? t('form.hidePassword') : t('form.showPassword')}
    </button>
  );
  return <Field {...props} type={shown ? 'text' : 'password'} spellCheck={false} autoCapitalize="off" after={props.after ?? toggle} />;
}

/**
 * Moves focus to the first field marked invalid inside `form` after the next render (spec 5: "on failure
 * the first invalid field is focused"). Call the returned function when a submit is refused.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const el = form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    el?.focus();
  }, [request, form]);
  return useCallback(() => setRequest((n) => n + 1), []);
}

/**
 * Runs `revalidate` a moment after the language changes (spec 5 and 9: form errors are re-validated on a
 * language change, debounced 200 ms), so rule messages that come from the platform follow the language.
 */
export function useRevalidateOnLanguageChange(revalidate: () => void, debounceMs: number): void {
  const { i18n } = useTranslation();
  // react-i18next hands out a new wrapper of the same instance after each language change; subscribing
  // again would clear the pending timer, so the first one is kept (as in ui/game-scope.ts).
  const [emitter] = useState(() => i18n);
  const latest = useRef(revalidate);
  latest.current = revalidate;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), debounceMs);
    };
    emitter.on('languageChanged', changed);
    return () => {
      clearTimeout(timer);
      emitter.off('languageChanged', changed);
    };
  }, [emitter, debounceMs]);
}

export type Problems<Name extends string> = Partial<Record<Name, Problem>>;

/**
 * The state of a form checked on submit (spec 5): values, the problems found, and once a submit was
 * refused, a re-check on every change (a fixed field loses its error at once) and after a language
 * change. `attempt()` checks everything and answers whether the form may be sent; if not, the first
 * invalid field is focused.
 */
export function useCheckedForm<Name extends string>(initial: Record<Name, string>, validate: (values: Record<Name, string>) => Problems<Name>, languageDebounceMs: number) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<Problems<Name>>({});
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);

  /** Checks again (after a submit was refused), e.g. when rules that come from the platform arrive. */
  const recheck = () => {
    if (tried) setProblems(validate(values));
  };
  useRevalidateOnLanguageChange(recheck, languageDebounceMs);

  const edit = (name: Name) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (tried) setProblems(validate(next));
  };

  const attempt = (): boolean => {
    setTried(true);
    const found = validate(values);
    setProblems(found);
    if (Object.keys(found).length === 0) return true;
    focusFirstInvalid();
    return false;
  };

  return { values, setValues, problems, setProblems, edit, attempt, recheck, formRef };
}

/** A form-level message (a refused call, a rule no single field owns), announced at once. */
export function FormError({ id, text, testId }: { id: string; text: string | undefined; testId: string }) {
  if (!text) return null;
  return (
    <p id={id} className="lv-form-error" role="alert" data-testid={testId}>
      {text}
    </p>
  );
}
