/**
 * The funds (payment) password: set the first one, change it with the old one, or, forgotten, set a new
 * one with an SMS code sent to the bound mobile (which needs a bound mobile first). 6 digits.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeFundsPassword, resetFundsPassword, sendSecuritySms, setFundsPassword } from '../../api/security';
import { check, problemsOf } from '../../lib/validation';
import { CodeField } from '../../ui/form';
import { checkFunds, FundsField, PanelActions, useNotifyRefusal, usePanelForm } from '../../ui/panel-form';
import { SmsSendLink, useSmsButton } from '../../ui/sms-button';
import { useWidgetEnv } from '../../ui/widget-env';

type Mode = 'set' | 'change' | 'reset';

export function FundsPasswordPanel({ isSet, mobileBound, close, bindMobile }: { isSet: boolean; mobileBound: boolean; close: () => void; bindMobile: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>(isSet ? 'change' : 'set');
  return (
    <div className="lv-security-panel" data-testid="funds-panel" data-mode={mode}>
      {mode === 'reset' && !mobileBound ? (
        <div className="lv-security-note" data-testid="funds-bind-mobile">
          <p>{t('security.bindMobileFirst')}</p>
          <button type="button" className="lv-button lv-button-block" onClick={bindMobile}>
            {t('security.item.mobileVerified')}
          </button>
        </div>
      ) : (
        <FundsForm key={mode} mode={mode} close={close} />
      )}
      {mode === 'change' ? (
        <button type="button" className="lv-link" onClick={() => setMode('reset')} data-testid="funds-forgot">
          {t('security.forgotFunds')}
        </button>
      ) : mode === 'reset' ? (
        <button type="button" className="lv-link" onClick={() => setMode('change')} data-testid="funds-remembered">
          {t('security.rememberedFunds')}
        </button>
      ) : null}
    </div>
  );
}

type Name = 'oldPassword' | 'verificationCode' | 'newPassword' | 'confirmPassword';

function FundsForm({ mode, close }: { mode: Mode; close: () => void }) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const sms = useSmsButton();
  const notifyRefusal = useNotifyRefusal();
  const form = usePanelForm<Name>({
    initial: { oldPassword: '', verificationCode: '', newPassword: '', confirmPassword: '' },
    validate: (v) =>
      problemsOf<Name>({
        oldPassword: mode === 'change' ? checkFunds(v.oldPassword) : undefined,
        verificationCode: mode === 'reset' ? check('verificationCode', v.verificationCode.trim()) : undefined,
        newPassword: checkFunds(v.newPassword) ?? (mode === 'change' && v.newPassword === v.oldPassword ? { key: 'validation.sameAsOld' } : undefined),
        confirmPassword: check('confirmPassword', v.confirmPassword, { password: v.newPassword, requiredKey: 'validation.enterPassword' }),
      }),
    send: (v) => {
      const next = { newPassword: v.newPassword, confirmPassword: v.confirmPassword };
      if (mode === 'set') return setFundsPassword(next);
      if (mode === 'change') return changeFundsPassword({ oldPassword: v.oldPassword, ...next });
      return resetFundsPassword({ verificationCode: v.verificationCode.trim(), ...next });
    },
    done: () => {
      env.notify(t('security.saved'), 'success', env.config.constants.successMessageMs);
      close();
    },
  });
  const { values, problems, edit } = form;

  return (
    <form ref={form.formRef} className="lv-form" onSubmit={form.submit} noValidate data-testid="funds-form">
      {mode === 'change' ? (
        <FundsField name="oldPassword" label={t('security.oldFunds')} value={values.oldPassword} onValue={edit('oldPassword')} error={problems.oldPassword} testId="funds-old" />
      ) : null}
      {mode === 'reset' ? (
        <CodeField
          name="verificationCode"
          label={t('security.smsCode')}
          value={values.verificationCode}
          onValue={edit('verificationCode')}
          error={problems.verificationCode}
          hint={t('security.codeToBoundMobile')}
          after={<SmsSendLink sms={sms.state} onSend={() => void sms.send(() => sendSecuritySms('resetPaymentPassword'), notifyRefusal)} testId="funds-send-sms" />}
          testId="funds-code"
        />
      ) : null}
      <FundsField name="newPassword" label={t('security.newFunds')} value={values.newPassword} onValue={edit('newPassword')} error={problems.newPassword} testId="funds-new" autoComplete="new-password" />
      <FundsField name="confirmPassword" label={t('security.confirmFunds')} value={values.confirmPassword} onValue={edit('confirmPassword')} error={problems.confirmPassword} testId="funds-confirm" autoComplete="new-password" />
      <p className="lv-field-hint">{t('security.fundsHint')}</p>
      <PanelActions failure={form.failure} failureId={form.failureId} pending={form.pending} label={t('security.save')} testId="funds" />
    </form>
  );
}
