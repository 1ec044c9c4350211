/**
 * Open a downline account, /m/agentRegister (spec 1 "the opening of downline accounts", 2.15 agent
 * footer "open-account"): an agent gives the new account's user name, password and its confirmation, and
 * whether it is a player or an agent. Fields follow the registration rules (spec 5; the bounds of the
 * register rules in force, checked by lib/validation). A refusal keeps what was typed; success shows the new
 * account with a way to open another, and only then is the form cleared. The route's access rule keeps
 * non-agents out.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOWNLINE_TYPES, type DownlineType, type OpenedDownline, useOpenDownline } from '../../api/agent';
import { ApiError } from '../../api/http';
import { problemOf } from '../../api/problems';
import type { RegisterRules } from '../../config/resolve';
import { check, type Problem, problemsOf } from '../../lib/validation';
import { Field, FormError, PasswordField, useCheckedForm, useProblemText } from '../../ui/form';
import { useRegisterRules } from '../../ui/register-rules';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import './agent-register.css';

type Name = 'username' | 'password' | 'confirmPassword';
const EMPTY: Record<Name, string> = { username: '', password: '', confirmPassword: '' };

/** Refusals about one field (the simulator's codes, *unverified* like registration's). */
const FIELD_OF_CODE: Record<string, Name> = {
  'register.username.exists': 'username',
  'register.username.invalid': 'username',
  'register.password.invalid': 'password',
  'register.password.confirm': 'confirmPassword',
};

export default function AgentRegisterScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const { rules, live: settings } = useRegisterRules();
  const [opened, setOpened] = useState<OpenedDownline>();

  return (
    <section className="lv-agent-register" data-testid="agent-register-screen" data-screen="agentRegister">
      {opened ? (
        <Opened opened={opened} onAnother={() => setOpened(undefined)} onDone={() => env.navigate('/m/agent')} />
      ) : settings.data ? (
        <DownlineForm rules={rules} onOpened={setOpened} />
      ) : settings.isError ? (
        <Failed onRetry={() => settings.refetch()} />
      ) : (
        <Waiting />
      )}
      {opened ? null : <p className="lv-agent-register-note">{t('agentRegister.note')}</p>}
    </section>
  );
}

function DownlineForm({ rules, onOpened }: { rules: RegisterRules; onOpened: (opened: OpenedDownline) => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const open = useOpenDownline();
  const [type, setType] = useState<DownlineType>(0);
  const [failure, setFailure] = useState<Problem>();
  const failureId = useId();
  const problemText = useProblemText();
  const required = { enabled: true, required: true };

  // The registration checks, with the platform's bounds for the user name and password.
  const validate = (v: Record<Name, string>) =>
    problemsOf<Name>({
      username: check('username', v.username.trim(), { rule: { ...rules.username, ...required } }),
      password: check('password', v.password, { rule: { ...rules.password, ...required } }),
      confirmPassword: check('confirmPassword', v.confirmPassword, { rule: required, password: v.password }),
    });
  const { values, setValues, problems, setProblems, edit, attempt, recheck, formRef } = useCheckedForm<Name>(EMPTY, validate, env.config.constants.languageDebounceMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new platform rules trigger the re-check
  useEffect(() => recheck(), [rules]);

  const focus = useRef<Name | undefined>(undefined);
  useEffect(() => {
    if (!focus.current) return;
    formRef.current?.querySelector<HTMLInputElement>(`[data-field="${focus.current}"] input`)?.focus();
    focus.current = undefined;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (open.isPending || !attempt()) return;
    setFailure(undefined);
    try {
      const result = await open.mutateAsync({ username: values.username.trim(), password: values.password, confirmPassword: values.confirmPassword, type });
      setValues(EMPTY);
      setType(0);
      onOpened(result);
    } catch (err) {
      const problem = problemOf(err);
      const field = err instanceof ApiError && err.kind === 'http' ? FIELD_OF_CODE[err.errorCode ?? ''] : undefined;
      if (field) {
        setProblems((p) => ({ ...p, [field]: problem }));
        focus.current = field;
      } else setFailure(problem);
    }
  };

  const failureText = problemText(failure);
  return (
    <form ref={formRef} className="lv-form" onSubmit={submit} noValidate aria-describedby={failureText ? failureId : undefined} data-testid="agent-register-form">
      <Field
        name="username"
        label={t('agentRegister.username')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        dir="ltr"
        value={values.username}
        onValue={edit('username')}
        error={problems.username}
        hint={t('agentRegister.usernameHint', { min: rules.username?.minLength ?? 4, max: rules.username?.maxLength ?? 16 })}
        aria-required
        testId="agent-register-username"
      />
      <PasswordField
        name="password"
        label={t('agentRegister.password')}
        autoComplete="new-password"
        value={values.password}
        onValue={edit('password')}
        error={problems.password}
        aria-required
        testId="agent-register-password"
      />
      <PasswordField
        name="confirmPassword"
        label={t('agentRegister.confirmPassword')}
        autoComplete="new-password"
        value={values.confirmPassword}
        onValue={edit('confirmPassword')}
        error={problems.confirmPassword}
        aria-required
        testId="agent-register-confirm"
      />
      <fieldset className="lv-agent-register-types" data-testid="agent-register-type">
        <legend>{t('agentRegister.type')}</legend>
        {DOWNLINE_TYPES.map((value) => (
          <label key={value} className="lv-check lv-agent-register-type">
            <input type="radio" name="type" value={value} checked={type === value} onChange={() => setType(value)} data-testid={`agent-register-type-${value}`} />
            <span>{t(value === 0 ? 'agentRegister.typeMember' : 'agentRegister.typeAgent')}</span>
          </label>
        ))}
      </fieldset>
      <FormError id={failureId} text={failureText} testId="agent-register-failure" />
      <button type="submit" className="lv-button lv-button-block" disabled={open.isPending} data-testid="agent-register-submit">
        {open.isPending ? t('common.pleaseWait') : t('agentRegister.submit')}
      </button>
    </form>
  );
}

/** The confirmation: the new account's name and kind, then another account or back to the agency centre. */
function Opened({ opened, onAnother, onDone }: { opened: OpenedDownline; onAnother: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="lv-agent-register-done" role="status" data-testid="agent-register-done">
      <h2 ref={heading} tabIndex={-1}>
        {t('agentRegister.opened')}
      </h2>
      <p>
        {t('agentRegister.openedAccount')}{' '}
        <bdi className="lv-agent-register-account" data-testid="agent-register-account">
          {opened.account}
        </bdi>
      </p>
      <p>{t(opened.type === 0 ? 'agentRegister.openedMember' : 'agentRegister.openedAgent')}</p>
      <button type="button" className="lv-button lv-button-block" onClick={onAnother} data-testid="agent-register-another">
        {t('agentRegister.another')}
      </button>
      <button type="button" className="lv-button lv-button-quiet lv-button-block" onClick={onDone} data-testid="agent-register-back">
        {t('agentRegister.backToAgency')}
      </button>
    </div>
  );
}
