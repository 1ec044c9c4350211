/**
 * Change password (spec 2.7, 4 "Change password", 5): the user name read-only, the old password, the
 * new one and its confirmation. The new password must differ from the old and match its confirmation.
 * On success: "Change saved", the first-login mark cleared, /m/home a moment later. A first login (or an
 * expired password the merchant forces to change) titles the page "first-time password change".
 *
 * Spec 2.7 hides the old-password field when a remembered password is in the session. Livery never
 * keeps a password anywhere (not in the session, not in storage), so that case cannot arise: the old
 * password is always asked for. For the same reason there is no stored password to update afterwards;
 * the form's autocomplete fields let the browser's own password manager offer to update its entry.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordMutation } from '../../api/accounts';
import { problemOf } from '../../api/problems';
import { check, type Problem, problemsOf } from '../../lib/validation';
import { useSessionStore } from '../../state/session';
import { Field, FormError, PasswordField, useCheckedForm, useProblemText } from '../../ui/form';
import { useRegisterRules } from '../../ui/register-rules';
import { useScreenTitle } from '../../ui/screen-title';
import { useAlive } from '../../ui/use-alive';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';

type Name = 'oldPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<Name, string>;

const ENTER_PASSWORD = 'validation.enterPassword';

export default function ChangePasswordScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const session = useSessionStore((s) => s.session);
  const setSession = useSessionStore((s) => s.setSession);
  const { changePasswordLoadingMs, successMessageMs, changePasswordRedirectMs, languageDebounceMs } = env.config.constants;
  // Read once: the title stays while "Change saved" shows, after the mark is cleared.
  const [firstTime] = useState(() => session?.firstTimeLogin === true || session?.passwordExpired === true);
  useScreenTitle(firstTime ? 'title.firstTimePasswordChange' : undefined);
  const { rules } = useRegisterRules();
  const [failure, setFailure] = useState<Problem | undefined>();
  const [saved, setSaved] = useState(false);
  const problemText = useProblemText();
  const failureId = useId();
  const change = useMutation(changePasswordMutation());
  const homeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const alive = useAlive();

  useEffect(() => () => clearTimeout(homeTimer.current), []);

  const validate = (v: Values) =>
    problemsOf<Name>({
      oldPassword: check('loginPassword', v.oldPassword, { requiredKey: ENTER_PASSWORD }),
      newPassword:
        v.newPassword !== '' && v.newPassword === v.oldPassword
          ? { key: 'validation.sameAsOld' }
          : check('password', v.newPassword, { rule: { ...rules.password, enabled: true, required: true }, requiredKey: ENTER_PASSWORD }),
      confirmPassword: check('confirmPassword', v.confirmPassword, { password: v.newPassword, requiredKey: ENTER_PASSWORD }),
    });

  const { values, problems, edit, attempt, recheck, formRef } = useCheckedForm<Name>({ oldPassword: '', newPassword: '', confirmPassword: '' }, validate, languageDebounceMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new platform rules trigger the re-check
  useEffect(() => recheck(), [rules]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!session || change.isPending || saved || !attempt()) return;
    setFailure(undefined);
    const done = env.notify(t('common.pleaseWait'), 'loading', changePasswordLoadingMs);
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword, confirmNewPassword: values.confirmPassword });
    } catch (err) {
      // Spec 8 says only that the loading goes; the player is also told why, or the form would fail silently.
      done();
      setFailure(problemOf(err));
      return;
    }
    done();
    setSaved(true);
    env.notify(t('changePassword.saved'), 'success', successMessageMs);
    const current = useSessionStore.getState().session;
    if (current) setSession({ ...current, firstTimeLogin: false, passwordExpired: false });
    // A player who left while the call ran stays where they went.
    if (alive()) homeTimer.current = setTimeout(() => env.navigate('/m/home', { replace: true }), changePasswordRedirectMs);
  };

  // The route's guard sends a guest to /m/home; nothing to show in between. A session the platform ended
  // keeps the form (the logged-out dialog signs in again over it) with the user name it had.
  const userName = session?.userName ?? useSessionStore.getState().expiredUser;
  if (userName === undefined) return null;
  const failureText = problemText(failure);
  return (
    <section className="lv-change-password" data-testid="change-password-screen" data-screen="changePassword" data-first-time={firstTime}>
      {firstTime ? (
        <p className="lv-change-password-note" data-testid="change-password-first-time">
          {t('changePassword.firstTimeNote')}
        </p>
      ) : null}
      <form ref={formRef} className="lv-form" onSubmit={submit} noValidate aria-describedby={failureText ? failureId : undefined}>
        <Field name="username" label={t('changePassword.username')} autoComplete="username" readOnly value={userName} onValue={() => undefined} testId="change-password-username" />
        <PasswordField
          name="oldPassword"
          label={t('changePassword.oldPassword')}
          autoComplete="current-password"
          value={values.oldPassword}
          onValue={edit('oldPassword')}
          error={problems.oldPassword}
          testId="change-password-old"
        />
        <PasswordField
          name="newPassword"
          label={t('changePassword.newPassword')}
          autoComplete="new-password"
          value={values.newPassword}
          onValue={edit('newPassword')}
          error={problems.newPassword}
          testId="change-password-new"
        />
        <PasswordField
          name="confirmPassword"
          label={t('changePassword.confirmPassword')}
          autoComplete="new-password"
          value={values.confirmPassword}
          onValue={edit('confirmPassword')}
          error={problems.confirmPassword}
          testId="change-password-confirm"
        />
        <FormError id={failureId} text={failureText} testId="change-password-failure" />
        <button type="submit" className="lv-button lv-button-block" disabled={change.isPending || saved} data-testid="change-password-submit">
          {change.isPending ? t('common.pleaseWait') : t('changePassword.submit')}
        </button>
      </form>
    </section>
  );
}
