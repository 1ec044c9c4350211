/**
 * What every way in shares (login, second factor, register, phone reset, test play): the session made
 * from the platform's login answer, the trial user kept in session storage (spec 3), and where the player
 * goes next — the password change after a first login or, with PWDEXPFORCECHANGE3, an expired password;
 * else the same-origin `redirect` of the address, else /m/home. A player who left the screen while the
 * call ran is not moved.
 */
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { freePlayMutation } from '../api/accounts';
import { safeRedirect } from '../lib/paths';
import { useSessionStore } from '../state/session';
import { useAlive } from './use-alive';
import { useWidgetEnv } from './widget-env';
import { sessionStore } from '../lib/storage';

/** Spec 3: "A trial-user name is kept in session storage" (cleared with the rest on logout). */
export const TRIAL_USER_KEY = 'livery.trialUser';

/** A login answer (login, verification, register, test play). */
export interface SignedIn {
  token: string;
  userName: string;
  customerType: number;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
}

/** `redirect` stands in for the address's own (social sign-in returns on another route than it started from). */
export function useFinishSignIn(): (result: SignedIn, redirect?: string | null) => void {
  const env = useWidgetEnv();
  const setSession = useSessionStore((s) => s.setSession);
  const [params] = useSearchParams();
  const alive = useAlive();
  return useCallback(
    (result: SignedIn, redirect?: string | null) => {
      const firstTime = result.firstTimeLogin === true;
      const mustChange = firstTime || (result.passwordExpired === true && env.site.flags.PWDEXPFORCECHANGE3);
      setSession({
        token: result.token,
        merchantCode: env.config.identity.merchantCode,
        userName: result.userName,
        type: result.customerType,
        firstTimeLogin: firstTime,
        ...(mustChange && !firstTime ? { passwordExpired: true } : {}),
      });
      if (result.customerType === 4) sessionStore.set(TRIAL_USER_KEY, result.userName);
      if (alive()) env.navigate(mustChange ? '/m/changePsw' : safeRedirect(redirect === undefined ? params.get('redirect') : redirect), { replace: true });
    },
    [env, setSession, params, alive],
  );
}

/**
 * Test play (FREEPLAY3) with its loading message (spec 9: up to 9999 s), shared by the login screen and
 * /m/trail. Answers the mutation (its error stays for the screen to show) and `start`, which answers the
 * failure, if any.
 */
export function useStartTrial() {
  const { t } = useTranslation();
  const env = useWidgetEnv();
  const finish = useFinishSignIn();
  const trial = useMutation(freePlayMutation());
  const stopLoading = useRef<(() => void) | undefined>(undefined);
  // The loading message goes with the screen (a back swipe while it waits).
  useEffect(() => () => stopLoading.current?.(), []);

  const start = useCallback(async (): Promise<unknown> => {
    if (trial.isPending) return undefined;
    trial.reset();
    stopLoading.current = env.notify(t('common.pleaseWait'), 'loading');
    try {
      finish(await trial.mutateAsync());
      return undefined;
    } catch (err) {
      return err;
    } finally {
      stopLoading.current?.();
      stopLoading.current = undefined;
    }
  }, [trial, env, t, finish]);

  return { start, trial };
}
