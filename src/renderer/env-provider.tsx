import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConsolidatedSettings } from '../api/system';
import type { Action, MerchantConfig } from '../config/merchant-resolved.gen';
import { isShown, permissionsFor, resolveSite } from '../config/resolve';
import { decideAccess } from '../lib/access';
import { splitLink } from '../lib/paths';
import { useSessionStore } from '../state/session';
import { type NoticeKind, type WidgetEnv, WidgetEnvContext } from '../ui/widget-env';
import { Dialogs, type OpenDialog } from './frame/dialogs';
import { type Toast, Toasts } from './frame/toasts';
import type { RouteTable } from './route-table';

/** Provides the widget environment: guarded navigation, actions, notifications and dialogs. */
export function EnvProvider({ config, table, children }: { config: MerchantConfig; table: RouteTable; children: ReactNode }) {
  const { t } = useTranslation();
  const routerNavigate = useNavigate();
  const session = useSessionStore((s) => s.session);
  const expiredAt = useSessionStore((s) => s.expiredAt);
  const location = useLocation();
  const settings = useConsolidatedSettings();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [dialog, setDialog] = useState<OpenDialog | undefined>();
  const nextId = useRef(0);

  // The platform ended the session: say so and offer login with the way back (issue 3, "session expired").
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new expiry opens the dialog
  useEffect(() => {
    if (expiredAt) setDialog({ name: 'login', reason: 'expired', redirect: location.pathname + location.search });
  }, [expiredAt]);

  const site = useMemo(() => resolveSite(config, settings.data), [config, settings.data]);
  const permissions = useMemo(() => permissionsFor(session, site), [session, site]);

  const notify = useCallback(
    (message: string, kind: NoticeKind = 'info', ms?: number) => {
      const id = ++nextId.current;
      const duration = ms ?? (kind === 'info' ? config.constants.toastInfoMs : config.constants.toastMs);
      setToasts((list) => [...list, { id, message, kind }]);
      setTimeout(() => setToasts((list) => list.filter((item) => item.id !== id)), duration);
    },
    [config.constants],
  );

  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      const route = table.find(splitLink(to).path);
      // Read the session now, not from the last render: a screen may have just logged in.
      const memberType = useSessionStore.getState().session?.type;
      const outcome = route ? decideAccess(route, memberType, 'link') : 'allow';
      switch (outcome) {
        case 'loginDialog':
          setDialog({ name: 'login', redirect: to });
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
          routerNavigate(to, options);
      }
    },
    [table, notify, t, routerNavigate],
  );

  const run = useCallback(
    (action: Action) => {
      if ('route' in action) navigate(action.route);
      // Spec 5: inviting friends needs a login first.
      else if ('dialog' in action) {
        const guest = !useSessionStore.getState().session;
        setDialog({ name: action.dialog === 'referral' && guest ? 'login' : action.dialog });
      }
      else notify(t('common.blockNotAvailableYet'), 'info');
    },
    [navigate, notify, t],
  );

  const env = useMemo<WidgetEnv>(
    () => ({ config, site, navigate, run, notify, shows: (when) => isShown(when, site, permissions) }),
    [config, site, navigate, run, notify, permissions],
  );

  return (
    <WidgetEnvContext.Provider value={env}>
      {children}
      <Toasts toasts={toasts} top={config.constants.notificationTopPx} />
      <Dialogs dialog={dialog} onClose={() => setDialog(undefined)} maskIgnoreMs={config.constants.dialogMaskIgnoreMs} />
    </WidgetEnvContext.Provider>
  );
}
