/**
 * Binding a mobile number (with an SMS code sent to it) and an e-mail address (with a code mailed to
 * it). Once bound, the panel says so: changing a bound contact is the platform's customer service's.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../api/member';
import { bindEmail, bindMobile, sendMailCode, sendSecuritySms } from '../../api/security';
import { check, mobileRule, problemsOf } from '../../lib/validation';
import { DialingCodeSelect, useDialingCountries } from '../../ui/dialing-code';
import { Field } from '../../ui/form';
import { PanelActions, useNotifyRefusal, usePanelForm } from '../../ui/panel-form';
import { SmsSendLink, useSmsButton } from '../../ui/sms-button';
import { useWidgetEnv } from '../../ui/widget-env';

function Bound({ text, detail, testId }: { text: string; detail?: string; testId: string }) {
  return (
    <div className="lv-security-note" role="status" data-testid={testId}>
      <p>{text}</p>
      {detail ? (
        <p className="lv-security-value" dir="ltr">
          {detail}
        </p>
      ) : null}
    </div>
  );
}

type MobileName = 'mobileNum' | 'verificationCode';

export function MobilePanel({ bound, close }: { bound: boolean; close: () => void }) {
  const { t } = useTranslation();
  const info = useQuery({ ...memberInfoQuery(), enabled: bound });
  if (bound) return <Bound text={t('security.mobileBound')} detail={info.data?.mobile} testId="mobile-bound" />;
  return <MobileForm close={close} />;
}

function MobileForm({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const sms = useSmsButton();
  const notifyRefusal = useNotifyRefusal();
  const [region, setRegion] = useState(env.config.register.defaultCountry.toUpperCase());
  const { current: country } = useDialingCountries(region);
  const checkMobile = (mobile: string) => check('mobileNum', mobile.trim(), { rule: mobileRule(country?.mobileMinLength) });
  const form = usePanelForm<MobileName>({
    initial: { mobileNum: '', verificationCode: '' },
    validate: (v) => problemsOf<MobileName>({ mobileNum: checkMobile(v.mobileNum), verificationCode: check('verificationCode', v.verificationCode.trim()) }),
    send: (v) => bindMobile({ mobileNum: v.mobileNum.trim(), countryDialingCode: country?.dialingCode, verificationCode: v.verificationCode.trim() }),
    done: () => {
      env.notify(t('security.saved'), 'success', env.config.constants.successMessageMs);
      close();
    },
  });
  const { values, problems, edit, setProblems } = form;

  const sendCode = () => {
    const problem = checkMobile(values.mobileNum);
    // Spec 5: the number must be valid before a code is asked for.
    if (problem) {
      setProblems((p) => ({ ...p, mobileNum: problem }));
      return;
    }
    void sms.send(() => sendSecuritySms('bindMobile', values.mobileNum.trim(), country?.dialingCode), notifyRefusal);
  };

  return (
    <form ref={form.formRef} className="lv-form lv-security-panel" onSubmit={form.submit} noValidate data-testid="mobile-form">
      <div className="lv-phone">
        <DialingCodeSelect region={region} onRegion={setRegion} testId="mobile-dialing-code" />
        <Field
          name="mobileNum"
          label={t('security.mobile')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          maxLength={20}
          value={values.mobileNum}
          onValue={edit('mobileNum')}
          error={problems.mobileNum}
          testId="mobile-number"
        />
      </div>
      <Field
        name="verificationCode"
        label={t('security.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        value={values.verificationCode}
        onValue={edit('verificationCode')}
        error={problems.verificationCode}
        after={<SmsSendLink sms={sms.state} onSend={sendCode} testId="mobile-send-sms" />}
        testId="mobile-code"
      />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('security.bind')} testId="mobile" />
    </form>
  );
}

type EmailName = 'email' | 'verificationCode';

export function EmailPanel({ bound, close }: { bound: boolean; close: () => void }) {
  const { t } = useTranslation();
  if (bound) return <Bound text={t('security.emailBound')} testId="email-bound" />;
  return <EmailForm close={close} />;
}

function EmailForm({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const notifyRefusal = useNotifyRefusal();
  const send = useMutation({ mutationFn: sendMailCode });
  const form = usePanelForm<EmailName>({
    initial: { email: '', verificationCode: '' },
    validate: (v) => problemsOf<EmailName>({ email: check('email', v.email.trim()), verificationCode: check('verificationCode', v.verificationCode.trim()) }),
    send: (v) => bindEmail({ email: v.email.trim(), verificationCode: v.verificationCode.trim() }),
    done: () => {
      env.notify(t('security.saved'), 'success', env.config.constants.successMessageMs);
      close();
    },
  });
  const { values, problems, edit, setProblems } = form;

  const sendCode = async () => {
    const problem = check('email', values.email.trim());
    if (problem) {
      setProblems((p) => ({ ...p, email: problem }));
      return;
    }
    if (send.isPending) return;
    try {
      await send.mutateAsync(values.email.trim());
      env.notify(t('security.mailSent'), 'success', env.config.constants.successMessageMs);
    } catch (err) {
      notifyRefusal(err);
    }
  };

  return (
    <form ref={form.formRef} className="lv-form lv-security-panel" onSubmit={form.submit} noValidate data-testid="email-form">
      <Field
        name="email"
        label={t('security.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        dir="ltr"
        maxLength={254}
        value={values.email}
        onValue={edit('email')}
        error={problems.email}
        testId="email-address"
      />
      <Field
        name="verificationCode"
        label={t('security.mailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={10}
        value={values.verificationCode}
        onValue={edit('verificationCode')}
        error={problems.verificationCode}
        hint={send.isSuccess ? t('security.mailSentHint') : undefined}
        after={
          <button type="button" className="lv-link" onClick={() => void sendCode()} disabled={send.isPending} aria-busy={send.isPending} data-testid="email-send">
            {send.isPending ? t('common.pleaseWait') : t(send.isSuccess ? 'security.sendAgain' : 'security.sendCode')}
          </button>
        }
        testId="email-code"
      />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('security.bind')} testId="email" />
    </form>
  );
}
