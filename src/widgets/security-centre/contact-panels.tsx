/**
 * Binding a mobile number (with an SMS code sent to it) and an e-mail address (with a code mailed to
 * it). Once bound, the panel says so: changing a bound contact is the platform's customer service's.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberInfoQuery } from '../../api/member';
import { bindEmail, bindMobile, sendMailCode, sendSecuritySms } from '../../api/security';
import { check, mobileRule, problemsOf } from '../../lib/validation';
import { DialingCodeSelect, useDialingCountries } from '../../ui/dialing-code';
import { CodeField, Field } from '../../ui/form';
import { PanelActions, useNotifyRefusal, usePanelForm } from '../../ui/panel-form';
import { type CodeMessages, SmsSendLink, useSmsButton } from '../../ui/sms-button';
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
  const { current: country, dialingCode } = useDialingCountries(region);
  const checkMobile = (mobile: string) => check('mobileNum', mobile.trim(), { rule: mobileRule(country?.mobileMinLength) });
  const form = usePanelForm<MobileName>({
    initial: { mobileNum: '', verificationCode: '' },
    validate: (v) => problemsOf<MobileName>({ mobileNum: checkMobile(v.mobileNum), verificationCode: check('verificationCode', v.verificationCode.trim()) }),
    send: async (v) => bindMobile({ mobileNum: v.mobileNum.trim(), countryDialingCode: await dialingCode(), verificationCode: v.verificationCode.trim() }),
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
    void sms.send(async () => sendSecuritySms('bindMobile', values.mobileNum.trim(), await dialingCode()), notifyRefusal);
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
      <CodeField
        name="verificationCode"
        label={t('security.smsCode')}
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

/** The e-mail code's send link says it is mailing, then that the code was sent; its countdown is the SMS one's. */
const MAIL_MESSAGES: CodeMessages = { sending: 'security.sendingMail', sent: 'security.mailSent' };

export function EmailPanel({ bound, close }: { bound: boolean; close: () => void }) {
  const { t } = useTranslation();
  if (bound) return <Bound text={t('security.emailBound')} testId="email-bound" />;
  return <EmailForm close={close} />;
}

function EmailForm({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const notifyRefusal = useNotifyRefusal();
  const mail = useSmsButton(MAIL_MESSAGES);
  const [mailed, setMailed] = useState(false);
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
    if (await mail.send(() => sendMailCode(values.email.trim()), notifyRefusal)) setMailed(true);
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
      <CodeField
        name="verificationCode"
        label={t('security.mailCode')}
        value={values.verificationCode}
        onValue={edit('verificationCode')}
        error={problems.verificationCode}
        hint={mailed ? t('security.mailSentHint') : undefined}
        after={<SmsSendLink sms={mail.state} onSend={() => void sendCode()} messages={MAIL_MESSAGES} testId="email-send" />}
        testId="email-code"
      />
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('security.bind')} testId="email" />
    </form>
  );
}
