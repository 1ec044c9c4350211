import type { ReactNode } from 'react';
import { useSystemStatus } from '../api/system';
import { AccessDeniedPage, BlockedRegionPage, MaintenancePage } from '../ui/gate-pages';
import { Failed, Waiting } from '../ui/status-view';
import { isIpRefused, startupOutcome } from './gate';

/** Spec 2.3: site status and location decide the maintenance page, the blocked-region page or the app. */
export function StartupGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  if (status.isPending) return <Waiting />;
  // A failed re-check keeps the running app; only a first check that fails stops it.
  if (status.isError && !status.data) {
    if (isIpRefused(status.error)) return <AccessDeniedPage />;
    return <Failed onRetry={() => status.refetch()} detail={status.error.message} />;
  }
  switch (startupOutcome(status.data)) {
    case 'maintenance':
      return <MaintenancePage info={status.data.info} onRetry={() => status.refetch()} />;
    case 'blockedRegion':
      return <BlockedRegionPage ip={status.data.ip} />;
    case 'app':
      return children;
  }
}
