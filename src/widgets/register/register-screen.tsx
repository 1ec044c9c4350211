/**
 * Register (spec 2.5; 4 "Registration method", "Register submit", "Affiliate code", "SMS code button"; 5
 * "Register"; 8): by user name or by mobile number (tabs only when both are on), the fields the register
 * rules (live, else the merchant's) enable in the merchant's order, the SMS code through the merchant's phone-verification
 * provider, the invitation code from the link or typed, a numeric captcha. Success logs the player in.
 */
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, Fragment, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { captchaDataUrl, captchaQuery, checkAffiliateCode, type LoginResult, login, register } from '../../api/accounts';
import { ApiError } from '../../api/http';
import { problemOf } from '../../api/problems';
import { PHONE_VERIFICATION_CHANNEL, phoneVerificationProvider } from '../../api/phone-verification';
import { registerMethod } from '../../lib/environment';
import { loadPhoneCheck } from '../../lib/phone';
import { firstInvalid, type PhoneCheck, type Problem } from '../../lib/validation';
import { DialingCodeSelect, useDialingCountries } from '../../ui/dialing-code';
import { Field, FormError, PasswordField, useProblemText, useRevalidateOnLanguageChange } from '../../ui/form';
import { useRegisterRules } from '../../ui/register-rules';
import { useFinishSignIn } from '../../ui/sign-in';
import { SmsSendLink, useSmsButton } from '../../ui/sms-button';
import { SocialSignIn, useSocialOutcome } from '../../ui/social-sign-in';
import { useAlive } from '../../ui/use-alive';
import { Failed, Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { RegisterAnnouncement } from './register-announcement';
import { RegisterTerms } from './register-terms';
import {
  affiliateFromUrl,
  checkAll,
  checkField,
  EMPTY_VALUES,
  type FieldPlan,
  fieldOfRefusal,
  initialMethod,
  keptValues,
  type Method,
  methodInForce,
  planFields,
  type RegisterField,
  registerPayload,
  restoredValues,
  showsTabs,
  type Values,
} from './register-form';

type Problems = Partial<Record<RegisterField, Problem>>;

const LABELS: Record<RegisterField, string> = {
  username: 'register.username',
  password: 'register.password',
  confirmPassword: 'register.confirmPassword',
  paymentPassword: 'register.paymentPassword',
  idNumber: 'register.idNumber',
  qqNum: 'register.qqNum',
  facebook: 'register.facebook',
  wechat: 'register.wechat',
  line: 'register.line',
  whatsapp: 'register.whatsapp',
  zalo: 'register.zalo',
  email: 'register.email',
  nickname: 'register.nickname',
  payeeName: 'register.payeeName',
  mobileNum: 'register.mobileNum',
  verificationCode: 'register.verificationCode',
  recommenderId: 'register.recommenderId',
  affiliateCode: 'register.affiliateCode',
  captcha: 'register.captcha',
};

const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'name',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  captcha: 'off',
};

/** Moves focus to a field (its first enabled control: the send link while the code input is still off) after the next render. */
function useFocusField(form: React.RefObject<HTMLFormElement | null>): (name: RegisterField) => void {
  const [request, setRequest] = useState<{ name: RegisterField } | undefined>();
  useEffect(() => {
    if (!request) return;
    form.current?.querySelector<HTMLElement>(`[data-field="${request.name}"] :is(input, select, button):not(:disabled)`)?.focus();
  }, [request, form]);
  return useCallback((name) => setRequest({ name }), []);
}

export default function RegisterScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const [params] = useSearchParams();
  const { flags } = env.site;
  const { register: registerConfig, constants } = env.config;
  const fromUrl = useMemo(() => affiliateFromUrl(params), [params]);

  // Until the player picks a tab the method follows the (live) flags.
  const [chosen, setChosen] = useState<Method>();
  const method = chosen ? methodInForce(chosen, flags) : initialMethod(flags);
  // Back from a social sign-in that did not finish: its message, and what was typed before leaving.
  const social = useSocialOutcome();
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY_VALUES, affiliateCode: fromUrl.code ?? '', ...restoredValues(social?.draft) }));
  const [region, setRegion] = useState(registerConfig.defaultCountry);
  const { current: country, dialingCode } = useDialingCountries(region);
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<Problem>();
  const formErrorId = useId();
  const problemText = useProblemText();
  const [busy, setBusy] = useState(false);
  const attempted = useRef(false);
  const phone = useRef<PhoneCheck | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const focusField = useFocusField(formRef);

  // The form waits for the platform's rules: a field only it requires must not appear late.
  const { rules, live: settings } = useRegisterRules();
  const plans = useMemo(
    () => (settings.data ? planFields(method, registerConfig.fields, rules, flags) : []),
    [method, registerConfig.fields, settings.data, rules, flags],
  );
  const shown = useMemo(() => plans.map((p) => p.name), [plans]);
  const captchaShown = shown.includes('captcha');
  const captchaImage = useQuery({ ...captchaQuery(), enabled: captchaShown });

  const provider = phoneVerificationProvider(registerConfig.phoneVerification, env.config.firebase);
  const sms = useSmsButton();
  const codeSession = useRef<{ mobileNum: string; session?: string }>(undefined);
  /** An id token the service gave for a number and code, reused while neither changes (a refusal elsewhere keeps it). */
  const verified = useRef<{ mobileNum: string; code: string; idToken: string }>(undefined);
  const affiliateChecks = useRef(new Map<string, boolean>());
  const domain = fromUrl.domain ?? window.location.hostname;

  // Spec 2.5: the screen opens scrolled to the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  // The per-region number check is loaded as soon as a number can be typed.
  useEffect(() => {
    if (shown.includes('mobileNum') && !phone.current) {
      loadPhoneCheck()
        .then((check) => {
          phone.current = check;
        })
        .catch(() => undefined);
    }
  }, [shown]);

  const checkInput = () => ({ values, region, phone: phone.current, mobileMin: country?.mobileMinLength });

  // Spec 5: errors are checked again after a language change (and when the rules for it arrive); a
  // platform refusal stays until its field passes or changes.
  const revalidate = () => {
    if (!attempted.current) return;
    setProblems((old) => {
      const next: Problems = {};
      for (const plan of plans) {
        const problem = checkField(plan, checkInput());
        const kept = old[plan.name];
        if (problem) next[plan.name] = problem;
        else if (kept && 'text' in kept) next[plan.name] = kept;
      }
      return next;
    });
  };
  useRevalidateOnLanguageChange(revalidate, constants.languageDebounceMs);
  const latestRevalidate = useRef(revalidate);
  latestRevalidate.current = revalidate;
  useEffect(() => {
    if (settings.data) latestRevalidate.current();
  }, [settings.data]);

  const setValue = (name: RegisterField) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setProblems((p) => {
      if (!p[name]) return p;
      const { [name]: _, ...rest } = p;
      return rest;
    });
  };

  const switchTo = (next: Method) => {
    setChosen(next);
    setProblems({});
    setFormError(undefined);
  };

  const finish = useFinishSignIn();
  const alive = useAlive();


  const mobilePlan = plans.find((p) => p.name === 'mobileNum');

  /** Spec 5: the number must be valid before an SMS is requested. */
  const sendCode = async () => {
    if (!mobilePlan) return;
    phone.current ??= await loadPhoneCheck().catch(() => undefined);
    const problem = checkField({ ...mobilePlan, required: true }, checkInput());
    if (problem) {
      setProblems((p) => ({ ...p, mobileNum: problem }));
      focusField('mobileNum');
      return;
    }
    const mobileNum = values.mobileNum.trim();
    // Spec 8: the button shows the messages; a send failure only hides the loading message.
    await sms.send(async () => {
      const sent = await provider.sendCode({ mobileNum, countryDialingCode: await dialingCode() });
      codeSession.current = { mobileNum, session: sent.session };
      return sent;
    });
  };

  /** Spec 4: with the service and SMS verification on, the code is verified first; undefined stops registering. */
  const verifyWithService = async (mobileNum: string, code: string): Promise<string | undefined> => {
    if (verified.current?.mobileNum === mobileNum && verified.current.code === code) return verified.current.idToken;
    if (!provider.verifyCode || codeSession.current?.mobileNum !== mobileNum) return undefined;
    const idToken = await provider.verifyCode({ session: codeSession.current.session, code, mobileNum });
    if (idToken) verified.current = { mobileNum, code, idToken };
    return idToken;
  };

  /** Spec 4: the code in the field (the link's, or typed) is checked before registering; answers are kept. */
  const affiliateValid = async (code: string): Promise<boolean> => {
    const known = affiliateChecks.current.get(code);
    if (known !== undefined) return known;
    const valid = await checkAffiliateCode({ code, domain });
    affiliateChecks.current.set(code, valid);
    return valid;
  };

  const refuseField = (name: RegisterField, problem: Problem) => {
    setProblems((p) => ({ ...p, [name]: problem }));
    focusField(name);
  };

  /** A captcha answer works once: after a refusal the image is new and only the captcha field is cleared. */
  const explainRefusal = (err: unknown) => {
    const problem = problemOf(err);
    const field = err instanceof ApiError && err.kind === 'http' ? fieldOfRefusal(err, method, shown) : undefined;
    if (field) refuseField(field, problem);
    else setFormError(problem);
    if (captchaShown) {
      setValues((v) => ({ ...v, captcha: '' }));
      void captchaImage.refetch();
    }
  };

  const registerNow = async () => {
    attempted.current = true;
    if (shown.includes('mobileNum')) phone.current ??= await loadPhoneCheck().catch(() => undefined);
    const found = checkAll(plans, checkInput());
    setProblems(found);
    const first = firstInvalid(shown, found);
    if (first) return focusField(first);

    // The dialing code goes with a mobile number only (the payload drops it otherwise): no wait without one.
    const countryDialingCode = values.mobileNum?.trim() ? await dialingCode() : undefined;
    const payload = registerPayload(plans, values, { countryDialingCode, urlAffiliateCode: fromUrl.code, domain: fromUrl.domain });
    let firebase: { firebaseChannel: string; firebaseIdToken: string } | undefined;
    try {
      if (provider.verifyCode && flags.REGMOBVERF3 && payload.mobileNum && payload.verificationCode) {
        const idToken = await verifyWithService(payload.mobileNum, payload.verificationCode);
        if (!idToken) return refuseField('verificationCode', { key: 'validation.codeError' });
        firebase = { firebaseChannel: PHONE_VERIFICATION_CHANNEL, firebaseIdToken: idToken };
        delete payload.verificationCode;
      }
      const typedCode = shown.includes('affiliateCode') ? payload.affiliateCode : undefined;
      if (typedCode && !(await affiliateValid(typedCode))) return refuseField('affiliateCode', { key: 'validation.invalidInvitation' });
    } catch (err) {
      return setFormError(problemOf(err));
    }

    let answer: LoginResult | undefined;
    try {
      answer = await register({
        ...payload,
        ...firebase,
        via: method === 'mobileNum' ? 'mobile' : 'username',
        registerMethod: registerMethod(),
        registerUrl: window.location.hostname,
      });
    } catch (err) {
      return explainRefusal(err);
    }
    const account = (method === 'mobileNum' ? payload.mobileNum : payload.username) ?? '';
    const session = answer ?? (payload.password ? await login({ username: account, password: payload.password, type: 'username' }).catch(() => undefined) : undefined);
    // Signed in first: the new token hides any open message (spec 4 "Auth"), the success message comes after.
    if (session) finish(session);
    env.notify(t('register.success'), 'success', constants.successMessageMs);
    if (!session && alive()) env.navigate('/m/login', { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    setBusy(true);
    try {
      await registerNow();
    } finally {
      setBusy(false);
    }
  };

  const follow = (event: React.MouseEvent, to: string) => {
    event.preventDefault();
    env.navigate(to);
  };

  const renderField = (plan: FieldPlan): ReactNode => {
    const { name, required } = plan;
    const common = {
      name,
      label: required ? t(LABELS[name]) : `${t(LABELS[name])} ${t('form.optional')}`,
      value: values[name],
      onValue: setValue(name),
      error: problems[name],
      testId: `register-${name}`,
      autoComplete: AUTOCOMPLETE[name],
      'aria-required': required,
    };
    switch (name) {
      case 'password':
      case 'confirmPassword':
      case 'paymentPassword':
        return <PasswordField {...common} />;
      case 'mobileNum':
        return (
          <div className="lv-phone">
            <DialingCodeSelect region={region} onRegion={setRegion} testId="register-dialing-code" />
            <Field {...common} type="tel" inputMode="numeric" dir="ltr" maxLength={constants.mobileMaxLength} />
          </div>
        );
      case 'verificationCode':
        return (
          <Field
            {...common}
            inputMode="numeric"
            maxLength={constants.smsCodeMaxLength}
            disabled={!sms.state.sent}
            after={<SmsSendLink sms={sms.state} onSend={sendCode} testId="register-send-code" />}
          />
        );
      case 'captcha':
        return (
          <Field
            {...common}
            inputMode="numeric"
            maxLength={constants.captchaMaxLength}
            after={
              <button type="button" className="lv-captcha" onClick={() => captchaImage.refetch()} aria-label={t('register.captchaRefresh')} data-testid="register-captcha-image">
                {captchaImage.data && !captchaImage.isFetching ? <img src={captchaDataUrl(captchaImage.data)} alt="" /> : <span className="lv-spinner" aria-hidden="true" />}
              </button>
            }
          />
        );
      case 'email':
        return <Field {...common} type="email" dir="ltr" />;
      default:
        return <Field {...common} />;
    }
  };

  return (
    <section className="lv-register" data-testid="register-screen" data-screen="register">
      <button type="button" className="lv-link lv-login-home" onClick={() => env.navigate('/m/home')} data-testid="register-home">
        {t('register.backHome')}
      </button>
      <h1>{t('title.register')}</h1>
      <RegisterAnnouncement />
      {showsTabs(flags) ? (
        <fieldset className="lv-tabs">
          <legend className="lv-visually-hidden">{t('register.method')}</legend>
          {(['username', 'mobileNum'] as const).map((m) => (
            <button key={m} type="button" aria-pressed={method === m} onClick={() => switchTo(m)} data-testid={`register-tab-${m === 'mobileNum' ? 'mobile' : 'username'}`}>
              {t(m === 'mobileNum' ? 'register.tabMobile' : 'register.tabUsername')}
            </button>
          ))}
        </fieldset>
      ) : null}
      {settings.data ? (
        <form ref={formRef} className="lv-form" onSubmit={submit} noValidate data-method={method} data-testid="register-form">
          {plans.map((plan) => (
            <Fragment key={plan.name}>{renderField(plan)}</Fragment>
          ))}
          <FormError id={formErrorId} text={problemText(formError)} testId="register-error" />
          <RegisterTerms />
          <button type="submit" className="lv-button lv-button-block" disabled={busy} data-testid="register-submit">
            {busy ? t('common.pleaseWait') : t('register.submit')}
          </button>
        </form>
      ) : settings.isError ? (
        <Failed onRetry={() => settings.refetch()} />
      ) : (
        <Waiting />
      )}
      <SocialSignIn
        labels={{ facebook: t('register.facebookSignUp'), google: t('register.googleSignUp') }}
        draft={() => keptValues(values)}
        outcome={social}
        testIdPrefix="register"
      />
      <p className="lv-register-login">
        <span>{t('register.haveAccount')}</span>{' '}
        <a href="/m/login" onClick={(e) => follow(e, '/m/login')} data-testid="register-login-link">
          {t('register.login')}
        </a>
      </p>
    </section>
  );
}
