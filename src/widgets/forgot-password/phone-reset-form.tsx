/**
 * Password reset by phone (spec 2.6, 4 "SMS code button" and "Set-password-by-phone failure", 5): mobile
 * number with its dialing code, SMS code and new password. A field is checked once touched (left after
 * a change), then on every change; the submit button waits for a touched field and for every error to
 * be fixed. After the reset the player is logged in with the mobile number and the new password. Where the
 * merchant's phone verification is Firebase, Firebase sends and checks the code and the call carries its ID token.
 */
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoginResult, loginMutation, sendSmsCodeMutation, setPasswordByPhoneMutation } from '../../api/accounts';
import { ApiError } from '../../api/http';
import { problemOf } from '../../api/problems';
import { loadPhoneCheck } from '../../lib/phone';
import { check, mobileRule, type PhoneCheck, type Problem, problemsOf } from '../../lib/validation';
import { DialingCodeSelect, useDialingCountries } from '../../ui/dialing-code';
import { CodeField, Field, FormError, PasswordField, useFocusFirstInvalid, useProblemText, useRevalidateOnLanguageChange } from '../../ui/form';
import { useRegisterRules } from '../../ui/register-rules';
import { usePhoneServiceCode } from '../../ui/phone-service-code';
import { useFinishSignIn } from '../../ui/sign-in';
import { SmsSendLink, useSmsButton } from '../../ui/sms-button';
import { useAlive } from '../../ui/use-alive';
import { useWidgetEnv } from '../../ui/widget-env';
import { newPasswordRule, refusedByPlatform } from './failure';

type Name = 'mobile' | 'code' | 'password';
type Values = Record<Name, string>;
const NAMES: readonly Name[] = ['mobile', 'code', 'password'];

export function PhoneResetForm() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const finish = useFinishSignIn();
  const alive = useAlive();
  const { loadingMaxMs, successMessageMs, mobileMaxLength, languageDebounceMs } = env.config.constants;
  const [region, setRegion] = useState(env.config.register.defaultCountry.toUpperCase());
  const { current: country, dialingCode } = useDialingCountries(region);
  const { rules } = useRegisterRules();
  const [phone, setPhone] = useState<PhoneCheck | undefined>();
  const [values, setValues] = useState<Values>({ mobile: '', code: '', password: '' });
  const [touched, setTouched] = useState<ReadonlySet<Name>>(new Set());
  const [problems, setProblems] = useState<Partial<Record<Name, Problem>>>({});
  const [failure, setFailure] = useState<Problem | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const problemText = useProblemText();
  const failureId = useId();
  const sms = useSmsButton();
  const sendSms = useMutation(sendSmsCodeMutation());
  const setPassword = useMutation(setPasswordByPhoneMutation());
  const signIn = useMutation(loginMutation());
  // Loaded when used, so this form's own code (and the first paint's list of it) stays as it was.
  const phoneCode = usePhoneServiceCode();
  const viaService = phoneCode.viaService;

  useEffect(() => {
    let live = true;
    loadPhoneCheck().then(
      (loaded) => live && setPhone(() => loaded),
      () => undefined, // offline: the digit-count check still runs, the platform checks the rest
    );
    return () => {
      live = false;
    };
  }, []);

  const fieldProblem = (name: Name, v: Values): Problem | undefined => {
    switch (name) {
      case 'mobile':
        return check('mobileNum', v.mobile.trim(), { region, phone, rule: mobileRule(country?.mobileMinLength, rules.mobileNum) });
      case 'code':
        return check('verificationCode', v.code.trim());
      case 'password':
        return check('password', v.password, { rule: newPasswordRule(rules.password), requiredKey: 'validation.enterPassword' });
    }
  };

  const recheckTouched = (v: Values = values, fields: ReadonlySet<Name> = touched) =>
    setProblems(problemsOf(Object.fromEntries(NAMES.map((n) => [n, fields.has(n) ? fieldProblem(n, v) : undefined])) as Record<Name, Problem | undefined>));

  // The mobile number's check depends on the region, the region's minimum length and the number library.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check only when what the check reads changes
  useEffect(() => {
    if (touched.has('mobile')) recheckTouched();
  }, [region, country?.mobileMinLength, phone, rules]);
  useRevalidateOnLanguageChange(() => recheckTouched(), languageDebounceMs);

  // The send link disappears into the countdown: the code field, now enabled, takes the focus.
  useEffect(() => {
    if (sms.state.phase === 'counting') codeRef.current?.focus();
  }, [sms.state.phase]);

  const change = (name: Name) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (touched.has(name)) recheckTouched(next);
  };

  const leave = (name: Name) => () => {
    if (touched.has(name) || values[name] !== '') {
      const fields = new Set(touched).add(name);
      setTouched(fields);
      recheckTouched(values, fields);
    }
  };

  const sendCode = async () => {
    const problem = fieldProblem('mobile', values);
    const fields = new Set(touched).add('mobile');
    setTouched(fields);
    recheckTouched(values, fields);
    if (problem) {
      focusFirstInvalid();
      return;
    }
    setFailure(undefined);
    // Spec 4 and 8: the button shows the messages; a send failure only hides the loading message.
    const mobileNum = values.mobile.trim();
    await sms.send(async () => {
      const countryDialingCode = await dialingCode();
      return phoneCode.send(mobileNum, countryDialingCode, () => sendSms.mutateAsync({ mobileNum, countryDialingCode }));
    });
  };

  const logIn = async (mobileNum: string, password: string) => {
    let result: LoginResult;
    try {
      result = await signIn.mutateAsync({ username: mobileNum, password, type: 'username' });
    } catch {
      // The password is set; only the automatic login failed: the player logs in by hand.
      env.notify(t('forgot.resetLogIn'), 'success', successMessageMs);
      if (alive()) env.navigate('/m/login', { replace: true });
      return;
    }
    finish(result);
  };

  /** With Firebase: its ID token for the number the code was sent to (a wrong code is the platform's refusal). */
  const firebaseProof = async (mobileNum: string) => {
    if (!viaService) return undefined;
    return phoneCode.proof(mobileNum, values.code.trim());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (setPassword.isPending || signIn.isPending) return;
    const all = new Set(NAMES);
    setTouched(all);
    const found = problemsOf(Object.fromEntries(NAMES.map((n) => [n, fieldProblem(n, values)])) as Record<Name, Problem | undefined>);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setFailure(undefined);
    const mobileNum = values.mobile.trim();
    const done = env.notify(t('common.pleaseWait'), 'loading', loadingMaxMs);
    try {
      const proof = await firebaseProof(mobileNum);
      if (proof) await (await import('../../api/phone-verification')).setPasswordByFirebase({ newPassword: values.password, mobileNum, ...proof });
      else await setPassword.mutateAsync({ newPassword: values.password, mobileNum, verificationCode: values.code.trim() });
    } catch (err) {
      done();
      // Spec 4: the same password as before clears the password; any other refusal clears the code. A call
      // the platform never answered (network, server failure) keeps both: the code was not used up.
      if (err instanceof ApiError && err.errorCode === 'modify.new.old.same') setValues((v) => ({ ...v, password: '' }));
      else if (refusedByPlatform(err)) setValues((v) => ({ ...v, code: '' }));
      setFailure(problemOf(err));
      return;
    }
    await logIn(mobileNum, values.password).finally(done);
  };

  const anyProblem = Object.keys(problems).length > 0;
  const busy = setPassword.isPending || signIn.isPending;
  const failureText = problemText(failure);
  return (
    <form ref={formRef} className="lv-form" onSubmit={submit} noValidate aria-describedby={failureText ? failureId : undefined} data-testid="forgot-phone-form">
      <div className="lv-phone">
        <DialingCodeSelect region={region} onRegion={setRegion} testId="forgot-dialing-code" />
        <Field
          name="mobile"
          label={t('forgot.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          maxLength={mobileMaxLength}
          value={values.mobile}
          onValue={change('mobile')}
          onBlur={leave('mobile')}
          error={problems.mobile}
          testId="forgot-mobile"
        />
      </div>
      <CodeField
        name="code"
        label={t('forgot.smsCode')}
        disabled={!sms.state.sent}
        inputRef={codeRef}
        value={values.code}
        onValue={change('code')}
        onBlur={leave('code')}
        error={problems.code}
        testId="forgot-code"
        after={<SmsSendLink sms={sms.state} onSend={sendCode} testId="forgot-send-code" />}
      />
      <PasswordField
        name="newPassword"
        label={t('forgot.newPassword')}
        autoComplete="new-password"
        value={values.password}
        onValue={change('password')}
        onBlur={leave('password')}
        error={problems.password}
        testId="forgot-new-password"
      />
      <FormError id={failureId} text={failureText} testId="forgot-phone-failure" />
      <button type="submit" className="lv-button lv-button-block" disabled={touched.size === 0 || anyProblem || busy} data-testid="forgot-phone-submit">
        {busy ? t('common.pleaseWait') : t('forgot.resetPassword')}
      </button>
    </form>
  );
}
