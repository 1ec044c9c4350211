/**
 * Password reset by e-mail (spec 2.6, 4 "Forgot password (e-mail)", 5): user name and e-mail, both
 * trimmed; a loading message, then "been out" for a second and back to the previous page (or /m/login
 * when the reset page was the first one). A customer-service link for players who cannot use either.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { passwordResetEmailMutation } from '../../api/accounts';
import { customerServiceLinks } from '../../api/service-links';
import { problemOf } from '../../api/problems';
import { useConsolidatedSettings } from '../../api/system';
import { check, LIMITS, type Problem, problemsOf } from '../../lib/validation';
import { Field, FormError, useCheckedForm, useProblemText } from '../../ui/form';
import { RouteLink } from '../../ui/route-link';
import { useAlive } from '../../ui/use-alive';
import { useScreenPath, useWidgetEnv } from '../../ui/widget-env';

type Name = 'username' | 'email';
type Values = Record<Name, string>;

const validate = (v: Values) => problemsOf<Name>({ username: check('loginUsername', v.username.trim()), email: check('email', v.email.trim()) });

/** Back one step in the app's history, or to /m/login when this page was the first one. */
function useReturn(): () => void {
  const env = useWidgetEnv();
  const routerNavigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) routerNavigate(-1);
    else env.navigate('/m/login', { replace: true });
  };
}

/** The customer-service screen (where the decrypted link opens, spec 7), when a link exists; without one, a note saying so. */
function CustomerServiceLink() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const settings = useConsolidatedSettings();
  const link = useMemo(() => (settings.data ? customerServiceLinks(settings.data.customerService).main : undefined), [settings.data]);
  const serviceRoute = useScreenPath('customerService');
  if (link && serviceRoute) {
    return (
      <RouteLink className="lv-link lv-forgot-service" to={serviceRoute} onActivate={() => env.run({ command: 'customerService' })} data-testid="forgot-service">
        {t('forgot.customerService')}
      </RouteLink>
    );
  }
  return (
    <button type="button" className="lv-link lv-forgot-service" onClick={() => env.notify(t('forgot.noCustomerService'), 'info')} data-testid="forgot-service">
      {t('forgot.customerService')}
    </button>
  );
}

export function EmailResetForm() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const goBack = useReturn();
  const { loadingMaxMs, forgotSuccessMs, languageDebounceMs } = env.config.constants;
  const { values, problems, edit: change, attempt, formRef } = useCheckedForm<Name>({ username: '', email: '' }, validate, languageDebounceMs);
  const [failure, setFailure] = useState<Problem | undefined>();
  const [sent, setSent] = useState(false);
  const problemText = useProblemText();
  const failureId = useId();
  const reset = useMutation(passwordResetEmailMutation());
  const returnTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const alive = useAlive();

  useEffect(() => () => clearTimeout(returnTimer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || sent || !attempt()) return;
    setFailure(undefined);
    const done = env.notify(t('common.pleaseWait'), 'loading', loadingMaxMs);
    try {
      await reset.mutateAsync({ username: values.username.trim(), email: values.email.trim() });
      done();
      setSent(true);
      // Spec 4 and 9: the success message shows for a second, and the page returns as it goes.
      env.notify(t('forgot.resetSent'), 'success', forgotSuccessMs);
      // A player who left while the call ran (e.g. to the phone form) stays where they went.
      if (alive()) returnTimer.current = setTimeout(goBack, forgotSuccessMs);
    } catch (err) {
      done();
      setFailure(problemOf(err));
    }
  };

  const failureText = problemText(failure);
  return (
    <>
      <form ref={formRef} className="lv-form" onSubmit={submit} noValidate aria-describedby={failureText ? failureId : undefined} data-testid="forgot-email-form">
        <Field
          name="username"
          label={t('forgot.username')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          value={values.username}
          onValue={change('username')}
          error={problems.username}
          testId="forgot-username"
        />
        <Field
          name="email"
          type="email"
          label={t('forgot.email')}
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          dir="ltr"
          maxLength={LIMITS.email}
          value={values.email}
          onValue={change('email')}
          error={problems.email}
          hint={t('forgot.emailHint')}
          testId="forgot-email"
        />
        <FormError id={failureId} text={failureText} testId="forgot-email-failure" />
        <button type="submit" className="lv-button lv-button-block" disabled={reset.isPending || sent} data-testid="forgot-email-submit">
          {reset.isPending ? t('common.pleaseWait') : t('forgot.retrieve')}
        </button>
      </form>
      <p className="lv-forgot-help">
        <span className="lv-muted">{t('forgot.needHelp')}</span> <CustomerServiceLink />
      </p>
    </>
  );
}
