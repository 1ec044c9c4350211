/**
 * Login (spec 2.4): user name and password, or mobile number and SMS code (only with the mobile-login
 * flag); remember-me (the user name and method only — the password goes to the browser's own credential
 * manager); a captcha after a failed login that asks for one; links to /m/forget and /m/register; social
 * buttons on the user-name tab when their flags are on; free trial.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { captchaDataUrl, captchaQuery, freePlayMutation, type LoginResult, loginMutation, needsCaptcha, sendSmsCodeMutation } from '../../api/accounts';
import { ApiError, errorMessageKey } from '../../api/http';
import { safeRedirect } from '../../lib/paths';
import { useSessionStore } from '../../state/session';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';

type Method = 'username' | 'sms';
const REMEMBER_KEY = 'livery.rememberLogin';

interface Remembered {
  type: Method;
  username: string;
}

function readRemembered(): Remembered | undefined {
  try {
    const value = JSON.parse(localStorage.getItem(REMEMBER_KEY) ?? 'null') as Remembered | null;
    return value && typeof value.username === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Hands the password to the browser's credential manager where it has one; Livery never stores it. */
async function offerToBrowser(username: string, password: string) {
  const Credential = (window as { PasswordCredential?: new (data: { id: string; password: string }) => Credential }).PasswordCredential;
  if (Credential && navigator.credentials?.store) await navigator.credentials.store(new Credential({ id: username, password })).catch(() => undefined);
}

function useCountdown(): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft];
}

export default function LoginScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const setSession = useSessionStore((s) => s.setSession);
  const [params] = useSearchParams();
  const remembered = useRef(readRemembered()).current;
  const smsOffered = env.site.flags.MOBILELOGIN3;
  const [method, setMethod] = useState<Method>(remembered?.type === 'sms' && smsOffered ? 'sms' : 'username');
  const [username, setUsername] = useState(remembered?.type === 'username' ? remembered.username : '');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState(remembered?.type === 'sms' ? remembered.username : '');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [captchaShown, setCaptchaShown] = useState(false);
  const [error, setError] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [countdown, startCountdown] = useCountdown();
  const errorId = useId();
  const { captchaMaxLength, smsCodeMaxLength, mobileMaxLength, successMessageMs } = env.config.constants;

  const captchaImage = useQuery({ ...captchaQuery(), enabled: captchaShown });
  const signIn = useMutation(loginMutation());
  const trial = useMutation(freePlayMutation());
  const sms = useMutation(sendSmsCodeMutation());

  const finish = (result: Pick<LoginResult, 'token' | 'userName' | 'customerType'> & { firstTimeLogin?: boolean }) => {
    setSession({
      token: result.token,
      merchantCode: env.config.identity.merchantCode,
      userName: result.userName,
      type: result.customerType,
      firstTimeLogin: result.firstTimeLogin ?? false,
    });
    env.navigate(result.firstTimeLogin ? '/m/changePsw' : safeRedirect(params.get('redirect')), { replace: true });
  };

  const explain = (err: unknown) => {
    if (needsCaptcha(err)) {
      setCaptchaShown(true);
      setCaptcha('');
      void captchaImage.refetch();
    }
    setError(err instanceof ApiError && err.kind === 'http' && err.message !== 'Unknown error' ? err.message : t(errorMessageKey(err)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const id = method === 'sms' ? mobile.trim() : username.trim();
    const secret = method === 'sms' ? code.trim() : password;
    if (!id || !secret) return setError(t('message.enterUsernamePassword'));
    if (captchaShown && !captcha.trim()) return setError(t('message.enterCaptcha'));
    setError('');
    try {
      const result = await signIn.mutateAsync({ username: id, password: secret, captcha: captcha.trim(), type: method });
      if (remember) {
        localStorage.setItem(REMEMBER_KEY, JSON.stringify({ type: method, username: id } satisfies Remembered));
        if (method === 'username') await offerToBrowser(id, secret);
      } else {
        localStorage.removeItem(REMEMBER_KEY);
      }
      finish(result);
    } catch (err) {
      explain(err);
    }
  };

  const sendCode = async () => {
    if (!/^\d{5,20}$/.test(mobile.trim())) return setError(t('message.enterValidMobile'));
    setError('');
    try {
      const sent = await sms.mutateAsync({ mobileNum: mobile.trim() });
      setCodeSent(true);
      startCountdown(sent.expiresInSeconds);
      env.notify(t('message.smsSent'), 'success', successMessageMs);
    } catch (err) {
      explain(err);
    }
  };

  const playForFree = async () => {
    try {
      finish(await trial.mutateAsync());
    } catch (err) {
      explain(err);
    }
  };

  const follow = (event: React.MouseEvent, to: string) => {
    event.preventDefault();
    env.navigate(to);
  };

  const busy = signIn.isPending || trial.isPending;
  return (
    <section className="lv-login" data-testid="login-screen" data-screen="login">
      <button type="button" className="lv-link lv-login-home" onClick={() => env.navigate('/m/home')} data-testid="login-home">
        {t('login.backHome')}
      </button>
      <h1>{t('title.login')}</h1>
      {smsOffered ? (
        <fieldset className="lv-tabs">
          <legend className="lv-visually-hidden">{t('login.method')}</legend>
          {(['username', 'sms'] as const).map((m) => (
            <button key={m} type="button" aria-pressed={method === m} onClick={() => setMethod(m)} data-testid={`login-tab-${m}`}>
              {t(m === 'username' ? 'login.tabUsername' : 'login.tabSms')}
            </button>
          ))}
        </fieldset>
      ) : null}
      <form className="lv-form" onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
        {method === 'username' ? (
          <>
            <label>
              <span>{t('login.username')}</span>
              <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} data-testid="login-username" />
            </label>
            <label>
              <span>{t('login.password')}</span>
              <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-testid="login-password" />
            </label>
          </>
        ) : (
          <>
            <label>
              <span>{t('login.mobile')}</span>
              <input name="mobile" type="tel" inputMode="numeric" autoComplete="tel" maxLength={mobileMaxLength} value={mobile} onChange={(e) => setMobile(e.target.value)} data-testid="login-mobile" />
            </label>
            <div className="lv-inline">
              <label>
                <span>{t('login.smsCode')}</span>
                <input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={smsCodeMaxLength} disabled={!codeSent} value={code} onChange={(e) => setCode(e.target.value)} data-testid="login-code" />
              </label>
              {countdown > 0 ? (
                <span className="lv-muted" role="timer">{t('login.resendIn', { seconds: countdown })}</span>
              ) : (
                <button type="button" className="lv-link" onClick={sendCode} disabled={sms.isPending} data-testid="login-send-code">
                  {sms.isPending ? t('message.sendingSms') : t('login.sendCode')}
                </button>
              )}
            </div>
          </>
        )}
        {captchaShown ? (
          <div className="lv-inline">
            <label>
              <span>{t('login.captcha')}</span>
              <input name="captcha" inputMode="numeric" autoComplete="off" maxLength={captchaMaxLength} value={captcha} onChange={(e) => setCaptcha(e.target.value)} data-testid="login-captcha" />
            </label>
            <button type="button" className="lv-captcha" onClick={() => captchaImage.refetch()} aria-label={t('login.captchaRefresh')} data-testid="login-captcha-image">
              {captchaImage.data ? <img src={captchaDataUrl(captchaImage.data)} alt="" /> : <span className="lv-spinner" aria-hidden="true" />}
            </button>
          </div>
        ) : null}
        <label className="lv-check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="login-remember" />
          <span>{t('login.rememberMe')}</span>
        </label>
        {error ? (
          <p id={errorId} className="lv-form-error" role="alert" data-testid="login-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="lv-button lv-button-block" disabled={busy} data-testid="login-submit">
          {signIn.isPending ? t('common.pleaseWait') : t('login.submit')}
        </button>
      </form>
      <p className="lv-login-links">
        <a href="/m/forget" onClick={(e) => follow(e, '/m/forget')}>
          {t('login.forgot')}
        </a>
        <a href="/m/register" onClick={(e) => follow(e, '/m/register')}>
          {t('login.register')}
        </a>
      </p>
      {method === 'username' && (env.site.flags.FACEBOOKLOGIN3 || env.site.flags.GOOGLELOGIN3) ? (
        <div className="lv-social">
          {env.site.flags.FACEBOOKLOGIN3 ? (
            <button type="button" className="lv-button lv-button-quiet" onClick={() => env.notify(t('common.blockNotAvailableYet'))} data-testid="login-facebook">
              {t('login.facebook')}
            </button>
          ) : null}
          {env.site.flags.GOOGLELOGIN3 ? (
            <button type="button" className="lv-button lv-button-quiet" onClick={() => env.notify(t('common.blockNotAvailableYet'))} data-testid="login-google">
              {t('login.google')}
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="button" className="lv-button lv-button-quiet lv-button-block" onClick={playForFree} disabled={busy} data-testid="login-trial">
        {trial.isPending ? t('common.pleaseWait') : t('login.testPlay')}
      </button>
    </section>
  );
}
