import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { promoEnabled, promotionsQuery } from '../api/reward-kinds';
import { useConsolidatedSettings } from '../api/system';
import type { Action, MerchantConfig } from '../config/merchant-resolved.gen';
import { resolveSite, screenPath } from '../config/resolve';
import { decideAccess } from '../lib/access';
import { isTrial } from '../lib/member-types';
import { splitLink } from '../lib/paths';
import { safePath } from '../lib/safe-url';
import { SESSION_STORAGE_KEY, type Session, sessionStartedAt, useSessionStore } from '../state/session';
import { type NoticeKind, type WidgetEnv, WidgetEnvContext } from '../ui/widget-env';
import { announceSignOut, clearLocalSession, endServerSession, onSignOutElsewhere } from './sign-out';
import { Dialogs, type OpenDialog } from './frame/dialogs';
import { lazyPart } from './lazy-view';
import { AgeGate } from './frame/age-notice';
import { type Toast, Toasts, tokenAppeared } from './frame/toasts';
import type { RouteTable } from './route-table';
import { useShows } from './use-shows';
import { sessionStore } from '../lib/storage';

/**
 * The frame's parts that only a signed-in player needs (the idle timeout, the session clock of player
 * protection) load when a session first appears, not with every guest's first paint (issue 15); once loaded
 * they stay, so the "signed out" notes they show after the session ends still show. Offline before they
 * loaded, they are absent: both are inert without a session.
 */
const IdleTimeout = lazyPart(() => import('./frame/idle-timeout').then((m) => m.IdleTimeout));
const SessionLimits = lazyPart(() => import('./frame/session-limits').then((m) => m.SessionLimits));

/** A page opened signed in fetches those parts before its first render (app/start.tsx), so it never waits for them. */
export const preloadSignedInParts = (): Promise<unknown> => Promise.all([IdleTimeout.preload(), SessionLimits.preload()]);

/**
 * When the present session appeared on this page (a login, or the page opened signed in), and whether a
 * session has existed since the page loaded. The parts loaded with the first session count their clocks from
 * then, not from when their code arrived: the idle timeout, and player protection's session clock (its start
 * is recorded here).
 */
function useSessionSince(): { since: number | undefined; once: boolean } {
  const token = useSessionStore((s) => s.session?.token);
  const [seen, setSeen] = useState<{ token: string; at: number } | undefined>(() => (token ? { token, at: Date.now() } : undefined));
  if (token && seen?.token !== token) setSeen({ token, at: Date.now() });
  useEffect(() => {
    if (token) sessionStartedAt();
  }, [token]);
  return { since: token && seen?.token === token ? seen.at : undefined, once: seen !== undefined };
}

/** Provides the widget environment: guarded navigation, actions, notifications and dialogs. */
export function EnvProvider({ config, table, children }: { config: MerchantConfig; table: RouteTable; children: ReactNode }) {
  const { t } = useTranslation();
  const routerNavigate = useNavigate();
  const expiredAt = useSessionStore((s) => s.expiredAt);
  const location = useLocation();
  const settings = useConsolidatedSettings();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [dialog, setDialog] = useState<OpenDialog | undefined>();
  const nextId = useRef(0);
  const session = useSessionSince();

  // When the player is signing out, a refusal of the old token (the logout call's own 401) is no news.
  const signOutWindow = useRef<{ from: number; to?: number } | undefined>(undefined);
  const duringSignOut = (at: number) => {
    const w = signOutWindow.current;
    return w !== undefined && at >= w.from && (w.to === undefined || at <= w.to);
  };

  // The platform ended the session: say so and offer login with the way back (issue 3, "session expired").
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new expiry opens the dialog
  useEffect(() => {
    if (expiredAt && !duringSignOut(expiredAt)) setDialog({ name: 'login', reason: 'expired', redirect: location.pathname + location.search });
  }, [expiredAt]);

  // A page restored from the back-forward cache still holds the session it had in memory; the stored one
  // (signed out meanwhile on a later page of this tab) wins, so going back never brings a session back.
  useEffect(() => {
    const resync = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const stored = storedSession();
      if (stored?.token !== useSessionStore.getState().session?.token) useSessionStore.setState({ session: stored });
    };
    window.addEventListener('pageshow', resync);
    return () => window.removeEventListener('pageshow', resync);
  }, []);

  // Cleared as the token is set, so a message shown right after signing in (register's success) stays.
  useEffect(
    () =>
      useSessionStore.subscribe((state, previous) => {
        if (tokenAppeared(previous.session?.token, state.session?.token)) setToasts([]);
      }),
    [],
  );

  const site = useMemo(() => resolveSite(config, settings.data), [config, settings.data]);
  const shows = useShows(site);
  const queryClient = useQueryClient();

  const notify = useCallback(
    (message: string, kind: NoticeKind = 'info', ms?: number) => {
      const id = ++nextId.current;
      const { toastInfoMs, toastMs, loadingMaxMs } = config.constants;
      const duration = ms ?? (kind === 'info' ? toastInfoMs : kind === 'loading' ? loadingMaxMs : toastMs);
      const dismiss = () => {
        clearTimeout(timer);
        setToasts((list) => list.filter((item) => item.id !== id));
      };
      setToasts((list) => [...list, { id, message, kind }]);
      // setTimeout's longest delay is 2^31-1 ms; the spec's 9999 s loading fits.
      const timer = setTimeout(dismiss, Math.min(duration, 2 ** 31 - 1));
      return dismiss;
    },
    [config.constants],
  );

  // A confirm dialog's answer goes to whoever asked; a newer question or a closed dialog answers "no".
  const answer = useRef<((confirmed: boolean) => void) | undefined>(undefined);
  const confirm = useCallback(
    (message: string) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setDialog({ name: 'confirm', message });
      }),
    [],
  );
  const closeDialog = useCallback((confirmed?: boolean) => {
    const resolve = answer.current;
    answer.current = undefined;
    setDialog(undefined);
    resolve?.(confirmed === true);
    // The logged-out dialog closed without a new session: the screen it stood over follows its rule now.
    useSessionStore.getState().endExpiry();
  }, []);

  // Spec 4 "Auth": confirm, a loading message, the server logout, the clean-up, then /m/home in place of
  // the current entry (the back button finds no session: every protected page sends a guest away).
  // The clean-up and the move share one render, so the page being left never shows as a guest's.
  const signingOut = useRef(false);
  // signOutNow is the flow without the question (the idle timeout's): it answers whether it signed the player out.
  const signOutNow = useCallback(async () => {
    if (signingOut.current || !useSessionStore.getState().session) return false;
    signingOut.current = true;
    const span: { from: number; to?: number } = { from: Date.now() };
    signOutWindow.current = span;
    const done = notify(t('common.pleaseWait'), 'loading');
    try {
      await endServerSession();
      clearLocalSession();
      announceSignOut();
      routerNavigate('/m/home', { replace: true });
      return true;
    } finally {
      span.to = Date.now();
      signingOut.current = false;
      done();
    }
  }, [notify, t, routerNavigate]);
  const signOutFlow = useCallback(async () => {
    if (signingOut.current || !useSessionStore.getState().session) return;
    if (!(await confirm(t('logout.confirm'))) || !useSessionStore.getState().session) return;
    await signOutNow();
  }, [confirm, t, signOutNow]);

  // Signed out in another tab of the site: this tab's copy of the session goes too, and home shows as a guest's.
  useEffect(
    () =>
      onSignOutElsewhere(() => {
        if (!useSessionStore.getState().session) return;
        clearLocalSession();
        routerNavigate('/m/home', { replace: true });
        notify(t('logout.elsewhere'), 'info');
      }),
    [routerNavigate, notify, t],
  );

  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      // A path that leaves the site (lib/safe-url) is not followed, and not worth an error to the player.
      const path = safePath(to);
      if (!path) return;
      const route = table.find(splitLink(path).path);
      // Read the session now, not from the last render: a screen may have just logged in.
      const memberType = useSessionStore.getState().session?.type;
      const outcome = route ? decideAccess(route, memberType, 'link') : 'allow';
      switch (outcome) {
        case 'loginDialog':
          setDialog({ name: 'login', redirect: path });
          return;
        case 'freeReject':
          notify(t('message.freeReject'), 'info');
          return;
        case 'home':
          routerNavigate('/m/home');
          return;
        case 'login':
          routerNavigate('/m/login');
          return;
        case 'allow':
          routerNavigate(path, options);
      }
    },
    [table, notify, t, routerNavigate],
  );

  // Spec 5: inviting friends needs a login first (a free-trial account is refused), and without the
  // REFERRAL promotion it says 'contact customer service' for 2 s.
  const openReferral = useCallback(async () => {
    const current = useSessionStore.getState().session;
    if (!current) {
      setDialog({ name: 'login' });
      return;
    }
    if (isTrial(current.type)) {
      notify(t('message.freeReject'), 'info');
      return;
    }
    // An imperative fetch does not retry by default; one blip must not read as "no promotion".
    const enabled = await queryClient.fetchQuery({ ...promotionsQuery(), retry: 1 }).then(
      (list) => promoEnabled(list, 'REFERRAL'),
      () => undefined,
    );
    if (enabled === undefined) notify(t('message.networkOffline'), 'error');
    else if (enabled) setDialog({ name: 'referral' });
    else notify(t('memberCentre.contactService'), 'info', config.constants.toastInfoMs);
  }, [queryClient, notify, t, config.constants.toastInfoMs]);

  // Spec 2.15: the customer-service command opens the service screen, wherever the merchant routes it.
  const serviceRoute = screenPath(config, 'customerService');

  const run = useCallback(
    (action: Action) => {
      if ('route' in action) navigate(action.route);
      else if ('dialog' in action) {
        if (action.dialog === 'referral') void openReferral();
        else setDialog({ name: action.dialog });
      }
      else if (action.command === 'signOut') void signOutFlow();
      else if (action.command === 'customerService' && serviceRoute) navigate(serviceRoute);
      else notify(t('common.blockNotAvailableYet'), 'info');
    },
    [navigate, notify, t, signOutFlow, openReferral, serviceRoute],
  );

  const env = useMemo<WidgetEnv>(
    () => ({ config, site, navigate, run, notify, confirm, shows }),
    [config, site, navigate, run, notify, confirm, shows],
  );

  return (
    <WidgetEnvContext.Provider value={env}>
      <AgeGate config={config}>{children}</AgeGate>
      <Toasts toasts={toasts} top={config.constants.notificationTopPx} />
      <Dialogs dialog={dialog} onClose={closeDialog} maskIgnoreMs={config.constants.dialogMaskIgnoreMs} />
      {session.once ? (
        <Suspense fallback={null}>
          <IdleTimeout settings={config.session} signOut={signOutNow} maskIgnoreMs={config.constants.dialogMaskIgnoreMs} since={session.since} />
          <SessionLimits config={config} signOut={signOutNow} navigate={navigate} />
        </Suspense>
      ) : null}
    </WidgetEnvContext.Provider>
  );
}

/** The session as kept in session storage (zustand persist's { state: { session } }), if any. */
function storedSession(): Session | undefined {
  return sessionStore.getJSON<{ state?: { session?: Session } }>(SESSION_STORAGE_KEY)?.state?.session;
}
