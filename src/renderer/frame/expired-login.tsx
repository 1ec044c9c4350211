/**
 * The logged-out dialog's sign-in (issue 20, "nothing typed lost"): the platform ended the session while a
 * screen was open, perhaps with a form half filled or just refused. The screen stays under this dialog
 * (GuardedScreen holds it), and signing in here, with the user name of the session that ended, brings the
 * session back to the same screen with everything typed in it; the player sends again. Anything beyond a
 * user name and password (a captcha, a second factor, SMS or social sign-in) is the login page's, which
 * "Other ways to log in" opens, with the way back to this screen.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loginMutation, needsCaptcha, secondFactor } from '../../api/accounts';
import { problemOf } from '../../api/problems';
import type { Problem } from '../../lib/validation';
import { useSessionStore } from '../../state/session';
import { Field, FormError, PasswordField, useProblemText } from '../../ui/form';
import { useFinishSignIn } from '../../ui/sign-in';
import './expired-login.css';

export default function ExpiredLogin({ titleId, redirect, onClose, onLoginPage }: { titleId: string; redirect: string; onClose: () => void; onLoginPage: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(() => useSessionStore.getState().expiredUser ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<Problem | undefined>();
  // A captcha or a second factor: only the login page asks for those.
  const [elsewhere, setElsewhere] = useState(false);
  const signIn = useMutation(loginMutation());
  const finish = useFinishSignIn();
  const errorId = useId();
  const problemText = useProblemText();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError({ key: 'message.enterUsernamePassword' });
      return;
    }
    setError(undefined);
    try {
      const result = await signIn.mutateAsync({ username: username.trim(), password, type: 'username' });
      finish(result, redirect);
      onClose();
    } catch (err) {
      setPassword('');
      const more = needsCaptcha(err) || secondFactor(err) !== undefined;
      setElsewhere(more);
      setError(more ? { key: 'login.continueOnLoginPage' } : problemOf(err));
    }
  };

  const errorText = problemText(error);
  return (
    <form className="lv-form lv-expired-login" onSubmit={submit} noValidate aria-describedby={errorText ? errorId : undefined} data-testid="expired-login">
      <p id={titleId}>{t('message.loggedOut')}</p>
      <Field
        name="username"
        label={t('login.username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        value={username}
        onValue={setUsername}
        testId="expired-login-username"
      />
      <PasswordField
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        // The user name is the ended session's: the password is what is asked for.
        autoFocus={Boolean(username)}
        value={password}
        onValue={setPassword}
        testId="expired-login-password"
      />
      <FormError id={errorId} text={errorText} testId="expired-login-error" />
      <div className="lv-dialog-actions">
        <button type="button" className="lv-button lv-button-quiet" onClick={onClose} data-testid="dialog-cancel">
          {t('common.cancel')}
        </button>
        <button type="submit" className="lv-button" disabled={signIn.isPending} data-testid="expired-login-submit">
          {signIn.isPending ? t('common.pleaseWait') : t('login.submit')}
        </button>
      </div>
      <button type="button" className={elsewhere ? 'lv-button lv-button-block' : 'lv-link'} onClick={onLoginPage} data-testid="expired-login-page">
        {t('login.otherWays')}
      </button>
    </form>
  );
}
