/**
 * Login (spec 2.4): user name and password, or mobile number and SMS code (only with the mobile-login
 * flag); remember-me (the user name, method and dialing code only — the password goes to the browser's
 * own credential manager); a captcha after a failed login that asks for one; a second factor when the
 * platform asks for one; links to /m/forget and /m/register; social sign-in on the user-name tab when
 * its flags are on and the merchant configures the provider (ui/social-sign-in.tsx); free trial. A first login, or an expired password with PWDEXPFORCECHANGE3, goes
 * to the password change. Where the merchant's phone verification is Firebase, the SMS tab's code is sent and
 * checked by Firebase and the login is type firebase with the ID token (spec 3 "Login payload").
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  captchaDataUrl,
  captchaQuery,
  loginMutation,
  needsCaptcha,
  secondFactor,
  sendSmsCodeMutation,
  verifyLoginMutation,
} from '../../api/accounts';
import { ApiError, isRateLimited } from '../../api/http';
import { problemOf } from '../../api/problems';
import { loadPhoneCheck } from '../../lib/phone';
import { check, mobileRule, type Problem } from '../../lib/validation';
import { DialingCodeSelect, useDialingCountries } from '../../ui/dialing-code';
import { CodeField, Field, FormError, PasswordField, useFocusFirstInvalid, useProblemText } from '../../ui/form';
import { usePhoneServiceCode } from '../../ui/phone-service-code';
import { useFinishSignIn, useStartTrial } from '../../ui/sign-in';
import { SmsSendLink, useSmsButton } from '../../ui/sms-button';
import { SocialSignIn, useSocialOutcome } from '../../ui/social-sign-in';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { localStore } from '../../lib/storage';
import { SelfExclusionHelp } from './self-exclusion-help';

type Method = 'username' | 'sms';
type Factor = 'sms' | 'email' | 'ga';
export const REMEMBER_KEY = 'livery.rememberLogin';

/** What remember-me keeps (issue 4): never the password. */
interface Remembered {
  type: Method;
  username: string;
  region?: string;
}

function readRemembered(): Remembered | undefined {
  const value = localStore.getJSON<Remembered>(REMEMBER_KEY);
  return typeof value?.username === 'string' ? value : undefined;
}

const draftText = (value: string | boolean | undefined) => (typeof value === 'string' && value ? value : undefined);

/** Hands the password to the browser's credential manager where it has one; Livery never stores it. */
async function offerToBrowser(username: string, password: string) {
  const Credential = (window as { PasswordCredential?: new (data: { id: string; password: string }) => Credential }).PasswordCredential;
  if (Credential && navigator.credentials?.store) await navigator.credentials.store(new Credential({ id: username, password })).catch(() => undefined);
}

/** How long the form waits after a rate-limit answer before it lets the player try again (platform: "back off"). */
const BACK_OFF_MS = 10_000;

export default function LoginScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const remembered = useRef(readRemembered()).current;
  // Back from a social sign-in that did not finish: its message, and the user name typed before leaving.
  const social = useSocialOutcome();
  const smsOffered = env.site.flags.MOBILELOGIN3;
  const { captchaMaxLength, mobileMaxLength } = env.config.constants;
  const [method, setMethod] = useState<Method>(remembered?.type === 'sms' && smsOffered && !social ? 'sms' : 'username');
  const [username, setUsername] = useState(() => draftText(social?.draft.username) ?? (remembered?.type === 'username' ? remembered.username : ''));
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState(remembered?.type === 'sms' ? remembered.username : '');
  const [region, setRegion] = useState(remembered?.region ?? env.config.register.defaultCountry);
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(typeof social?.draft.remember === 'boolean' ? social.draft.remember : Boolean(remembered));
  const [captchaShown, setCaptchaShown] = useState(false);
  const [error, setError] = useState<Problem | undefined>();
  const [problems, setProblems] = useState<{ mobile?: Problem; code?: Problem }>({});
  const [factor, setFactor] = useState<Factor | undefined>();
  const [factorCode, setFactorCode] = useState('');
  const [waitUntil, setWaitUntil] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const factorRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const problemText = useProblemText();
  const errorId = useId();
  // The country list and the number library only when the SMS tab can be used (loaded before the first tap).
  const { current: country, dialingCode } = useDialingCountries(region, smsOffered);
  useEffect(() => {
    if (method === 'sms') void loadPhoneCheck().catch(() => undefined);
  }, [method]);
  const sms = useSmsButton();

  const captchaImage = useQuery({ ...captchaQuery(), enabled: captchaShown });
  const signIn = useMutation(loginMutation());
  const verify = useMutation(verifyLoginMutation());
  const { start: startTrial, trial } = useStartTrial();
  const sendSms = useMutation(sendSmsCodeMutation());
  // The merchant's phone-verification service, when it signs in (Firebase): it sends and checks the SMS code.
  const phoneCode = usePhoneServiceCode();
  const viaService = phoneCode.viaService;
  const serviceSignIn = useMutation({
    mutationFn: async ({ mobileNum, code }: { mobileNum: string; code: string }) => {
      const { idToken, countryDialingCode } = await phoneCode.proof(mobileNum, code);
      const { firebaseLogin } = await import('../../api/phone-verification');
      return firebaseLogin({ idToken, mobileNum, countryDialingCode });
    },
  });

  // A rate-limit answer holds the form back for a while, then lets the player try again.
  useEffect(() => {
    if (waitUntil === 0) return;
    const timer = setTimeout(() => setWaitUntil(0), Math.max(0, waitUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [waitUntil]);

  const finish = useFinishSignIn();

  const explain = (err: unknown) => {
    // A captcha answer works once: after any answer of the platform the image is new and the field empty.
    if (needsCaptcha(err) || (captchaShown && err instanceof ApiError && err.kind === 'http')) {
      setCaptchaShown(true);
      setCaptcha('');
      void captchaImage.refetch();
    }
    if (isRateLimited(err)) setWaitUntil(Date.now() + BACK_OFF_MS);
    if (err instanceof ApiError && err.errorCode === 'token_ip_different') localStore.remove(REMEMBER_KEY);
    setError(problemOf(err));
  };

  const credentials = () => (method === 'sms' ? { id: mobile.trim(), secret: code.trim() } : { id: username.trim(), secret: password });

  const rememberChoice = async (id: string, secret: string) => {
    if (remember) {
      localStore.setJSON(REMEMBER_KEY, { type: method, username: id, ...(method === 'sms' ? { region } : {}) } satisfies Remembered);
      if (method === 'username') await offerToBrowser(id, secret);
    } else {
      localStore.remove(REMEMBER_KEY);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { id, secret } = credentials();
    if (!id || !secret) {
      setError({ key: 'message.enterUsernamePassword' });
      return;
    }
    if (captchaShown) {
      const captchaProblem = check('captcha', captcha.trim());
      if (captchaProblem) {
        setError({ key: 'message.enterCaptcha' });
        return;
      }
    }
    setError(undefined);
    try {
      const result =
        method === 'sms' && viaService
          ? await serviceSignIn.mutateAsync({ mobileNum: id, code: secret })
          : await signIn.mutateAsync({ username: id, password: secret, captcha: captcha.trim(), type: method });
      await rememberChoice(id, secret);
      finish(result);
    } catch (err) {
      const wanted = secondFactor(err);
      if (wanted) {
        setFactor(wanted);
        setFactorCode('');
        setError(undefined);
        return;
      }
      explain(err);
    }
  };

  const submitFactor = async (event: FormEvent) => {
    event.preventDefault();
    const { id, secret } = credentials();
    const problem = check('verificationCode', factorCode.trim());
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    try {
      const result = await verify.mutateAsync({ username: id, password: secret, code: factorCode.trim(), type: factor ?? 'sms' });
      await rememberChoice(id, secret);
      finish(result);
    } catch (err) {
      setFactorCode('');
      explain(err);
    }
  };

  const sendCode = async () => {
    const phone = await loadPhoneCheck().catch(() => undefined);
    const problem = check('mobileNum', mobile.trim(), { region, phone, rule: mobileRule(country?.mobileMinLength) });
    setProblems({ mobile: problem });
    if (problem) {
      focusFirstInvalid();
      return;
    }
    setError(undefined);
    // Spec 8: the button shows the messages; a send failure only hides the loading message.
    const mobileNum = mobile.trim();
    await sms.send(async () => {
      const countryDialingCode = await dialingCode();
      return phoneCode.send(mobileNum, countryDialingCode, () => sendSms.mutateAsync({ mobileNum, countryDialingCode }));
    });
  };

  // Test play (spec 2.4): the shared start with its loading message; a failure is explained here.
  const playForFree = async () => {
    const failed = await startTrial();
    if (failed) explain(failed);
  };

  const follow = (event: React.MouseEvent, to: string) => {
    event.preventDefault();
    env.navigate(to);
  };

  const switchMethod = (next: Method) => {
    setMethod(next);
    setError(undefined);
    setProblems({});
  };

  // Focus follows the step: the code field when the second factor is asked for, the login button on the way back.
  const shownStep = useRef<Factor | undefined>(undefined);
  useEffect(() => {
    if (factor) factorRef.current?.focus();
    else if (shownStep.current) submitRef.current?.focus();
    shownStep.current = factor;
  }, [factor]);

  const busy = signIn.isPending || serviceSignIn.isPending || trial.isPending || verify.isPending;
  const waiting = waitUntil > 0;
  const errorText = problemText(error);
  const errorLine = <FormError id={errorId} text={errorText} testId="login-error" />;

  if (factor) {
    return (
      <section className="lv-login" data-testid="login-screen" data-screen="login">
        <h1>{t('login.verifyTitle')}</h1>
        <form className="lv-form" onSubmit={submitFactor} noValidate aria-describedby={errorText ? errorId : undefined} data-testid="login-verify">
          <p className="lv-muted">{t(`login.verifyBy.${factor}`)}</p>
          <CodeField
            name="code"
            label={t('login.verifyCode')}
            value={factorCode}
            onValue={setFactorCode}
            inputRef={factorRef}
            testId="login-verify-code"
          />
          {errorLine}
          <button type="submit" className="lv-button lv-button-block" disabled={busy} data-testid="login-verify-submit">
            {verify.isPending ? t('common.pleaseWait') : t('login.verifySubmit')}
          </button>
          <button
            type="button"
            className="lv-link"
            onClick={() => {
              setFactor(undefined);
              setError(undefined);
            }}
            data-testid="login-verify-back"
          >
            {t('common.back')}
          </button>
        </form>
      </section>
    );
  }

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
            <button key={m} type="button" aria-pressed={method === m} onClick={() => switchMethod(m)} data-testid={`login-tab-${m}`}>
              {t(m === 'username' ? 'login.tabUsername' : 'login.tabSms')}
            </button>
          ))}
        </fieldset>
      ) : null}
      <form ref={formRef} className="lv-form" onSubmit={submit} noValidate aria-describedby={errorText ? errorId : undefined}>
        {method === 'username' ? (
          <>
            <Field name="username" label={t('login.username')} autoComplete="username" autoCapitalize="off" spellCheck={false} value={username} onValue={setUsername} testId="login-username" />
            <PasswordField name="password" label={t('login.password')} autoComplete="current-password" value={password} onValue={setPassword} testId="login-password" />
          </>
        ) : (
          <>
            <div className="lv-phone">
              <DialingCodeSelect region={region} onRegion={setRegion} testId="login-dialing-code" />
              <Field
                name="mobile"
                label={t('login.mobile')}
                type="tel"
                inputMode="numeric"
                dir="ltr"
                autoComplete="tel-national"
                maxLength={mobileMaxLength}
                value={mobile}
                onValue={setMobile}
                error={problems.mobile}
                testId="login-mobile"
              />
            </div>
            <CodeField
              name="code"
              label={t('login.smsCode')}
              disabled={!sms.state.sent}
              value={code}
              onValue={setCode}
              testId="login-code"
              after={<SmsSendLink sms={sms.state} onSend={sendCode} testId="login-send-code" />}
            />
          </>
        )}
        {captchaShown ? (
          <Field
            name="captcha"
            label={t('login.captcha')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={captchaMaxLength}
            value={captcha}
            onValue={setCaptcha}
            testId="login-captcha"
            after={
              <button type="button" className="lv-captcha" onClick={() => captchaImage.refetch()} aria-label={t('login.captchaRefresh')} data-testid="login-captcha-image">
                {captchaImage.data ? <img src={captchaDataUrl(captchaImage.data)} alt="" /> : <span className="lv-spinner" aria-hidden="true" />}
              </button>
            }
          />
        ) : null}
        <label className="lv-check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} data-testid="login-remember" />
          <span>{t('login.rememberMe')}</span>
        </label>
        {errorLine}
        {error && 'key' in error && error.key === 'message.selfExcluded' ? <SelfExclusionHelp /> : null}
        <button ref={submitRef} type="submit" className="lv-button lv-button-block" disabled={busy || waiting} data-testid="login-submit">
          {signIn.isPending || serviceSignIn.isPending ? t('common.pleaseWait') : t('login.submit')}
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
      {method === 'username' ? (
        <SocialSignIn
          labels={{ facebook: t('login.facebook'), google: t('login.google') }}
          draft={() => ({ username: username.trim(), remember })}
          outcome={social}
          testIdPrefix="login"
        />
      ) : null}
      <button type="button" className="lv-button lv-button-quiet lv-button-block" onClick={playForFree} disabled={busy} data-testid="login-trial">
        {trial.isPending ? t('common.pleaseWait') : t('login.testPlay')}
      </button>
    </section>
  );
}
