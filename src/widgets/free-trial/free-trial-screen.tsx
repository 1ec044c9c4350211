/**
 * Free trial, "test play" (spec 2.1 /m/trail, 1, 3, 4 "Auth", 5, 9): explains the trial account (member
 * type 4: trial credit only, real-money actions refused with free_reject) and starts one (FREEPLAY3) behind a
 * loading message; a failure says why and offers a retry. A real member is told they are logged in already.
 */
import { useTranslation } from 'react-i18next';
import { problemOf } from '../../api/problems';
import { isTrial } from '../../lib/member-types';
import { useSessionStore } from '../../state/session';
import { useProblemText } from '../../ui/problem-text';
import { useStartTrial } from '../../ui/sign-in';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';

export default function FreeTrialScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const session = useSessionStore((s) => s.session);
  const { start, trial } = useStartTrial();
  const problemText = useProblemText();

  const follow = (event: React.MouseEvent, to: string) => {
    event.preventDefault();
    env.navigate(to);
  };
  const links = (
    <p className="lv-trial-links">
      <a href="/m/register" onClick={(e) => follow(e, '/m/register')} data-testid="trial-register">
        {t('trial.register')}
      </a>
      <a href="/m/login" onClick={(e) => follow(e, '/m/login')} data-testid="trial-login">
        {t('trial.login')}
      </a>
    </p>
  );
  const goHome = (
    <button type="button" className="lv-button lv-button-block" onClick={() => env.navigate('/m/home')} data-testid="trial-home">
      {t('common.goHome')}
    </button>
  );

  if (session) {
    const onTrial = isTrial(session.type);
    return (
      <section className="lv-trial" data-testid="free-trial-screen" data-screen="freeTrial" data-state={onTrial ? 'trial' : 'member'}>
        <p className="lv-trial-status" data-testid="trial-status">
          {t(onTrial ? 'trial.onTrial' : 'trial.loggedIn', { name: session.userName })}
        </p>
        {onTrial ? <p className="lv-muted">{t('trial.upgrade')}</p> : null}
        {goHome}
        {onTrial ? links : null}
      </section>
    );
  }

  const failure = trial.error;
  const failureText = failure ? problemText(problemOf(failure)) : undefined;
  return (
    <section className="lv-trial" data-testid="free-trial-screen" data-screen="freeTrial" data-state="guest" aria-busy={trial.isPending}>
      <h2 className="lv-trial-heading">{t('trial.heading')}</h2>
      <ul className="lv-trial-facts">
        <li>{t('trial.factCredit')}</li>
        <li>{t('trial.factRefused', { message: t('message.freeReject') })}</li>
        <li>{t('trial.factSession')}</li>
      </ul>
      {failure ? (
        <div className="lv-trial-error" role="alert" data-testid="trial-error">
          <p>{t('trial.failed')}</p>
          <p className="lv-muted">{failureText}</p>
          <button type="button" className="lv-button lv-button-block" onClick={start} data-testid="trial-retry">
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <button type="button" className="lv-button lv-button-block" onClick={start} disabled={trial.isPending} data-testid="trial-start">
          {trial.isPending ? t('common.pleaseWait') : t('trial.start')}
        </button>
      )}
      {links}
    </section>
  );
}
