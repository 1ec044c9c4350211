/**
 * Forgot password (spec 2.6): recovery by phone (SMS code and a new password, then an automatic login)
 * or by e-mail. The choice between them is offered only with the reset-by-phone flag (PWRESETSMS3),
 * and phone is the default then; without it only the e-mail form shows. The page has no header (spec
 * 2.2), so it carries its own title and a way home.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { EmailResetForm } from './email-reset-form';
import { PhoneResetForm } from './phone-reset-form';

type Mode = 'phone' | 'email';
const MODES: readonly Mode[] = ['phone', 'email'];

export default function ForgotPasswordScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const byPhone = env.site.flags.PWRESETSMS3;
  const [chosen, setChosen] = useState<Mode>('phone');
  const mode: Mode = byPhone ? chosen : 'email';

  return (
    <section className="lv-forgot" data-testid="forgot-screen" data-screen="forgotPassword" data-mode={mode}>
      <button type="button" className="lv-link lv-forgot-home" onClick={() => env.navigate('/m/home')} data-testid="forgot-home">
        {t('forgot.backHome')}
      </button>
      <h1>{t(route.titleKey ?? 'title.forgotPassword')}</h1>
      {byPhone ? (
        <fieldset className="lv-tabs" data-testid="forgot-modes">
          <legend className="lv-visually-hidden">{t('forgot.method')}</legend>
          {MODES.map((m) => (
            <button key={m} type="button" aria-pressed={mode === m} onClick={() => setChosen(m)} data-testid={`forgot-mode-${m}`}>
              {t(m === 'phone' ? 'forgot.byPhone' : 'forgot.byEmail')}
            </button>
          ))}
        </fieldset>
      ) : null}
      {mode === 'phone' ? <PhoneResetForm /> : <EmailResetForm />}
    </section>
  );
}
