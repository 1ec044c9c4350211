/**
 * The route the OAuth provider sends the player back to (the merchant config's redirectPath; issue 17). It
 * waits while the sign-in finishes (complete-sign-in.ts); signed in, the player goes on as after any login
 * (session, the return screen's `redirect`, the login pop-ups); otherwise back to the screen the sign-in
 * started from, which shows why. The address with the code and state is replaced by the bare path as soon as
 * they are read, before the exchange: never kept in the history, never in a screenshot or a shared address.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { saveOutcome } from '../../state/social-flow';
import { useFinishSignIn } from '../../ui/sign-in';
import { Waiting } from '../../ui/status-view';
import type { ScreenProps } from '../../ui/widget-env';
import { useWidgetEnv } from '../../ui/widget-env';
import { completeSignIn } from './complete-sign-in';

const redirectOf = (returnTo: string) => new URLSearchParams(returnTo.split('?')[1] ?? '').get('redirect');

export default function SocialSignInScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  // The provider's answer as it came; the address is cleaned right after.
  const [answer] = useState(() => params);
  const finishSignIn = useFinishSignIn();

  // Applied once: signing in changes the environment, which must not run the outcome again.
  const applied = useRef(false);

  useEffect(() => {
    if (search) env.navigate(pathname, { replace: true });
  }, [search, pathname, env]);

  useEffect(() => {
    if (applied.current) return;
    let live = true;
    void completeSignIn(answer, env.config.socialSignIn).then((done) => {
      if (!live || applied.current) return;
      applied.current = true;
      if (done.kind === 'signedIn') {
        finishSignIn(done.login, redirectOf(done.returnTo));
      } else {
        saveOutcome(done.outcome);
        env.navigate(done.outcome.returnTo, { replace: true });
      }
    });
    return () => {
      live = false;
    };
  }, [answer, env, finishSignIn]);

  return (
    <section className="lv-social-return" data-testid="social-sign-in-screen" data-screen="socialSignIn">
      <h1 className="lv-visually-hidden">{t('social.title')}</h1>
      <Waiting label={t('social.signingIn')} />
    </section>
  );
}
