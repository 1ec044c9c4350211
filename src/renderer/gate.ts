import { ApiError } from '../api/http';
import type { SystemStatus } from '../api/system';

export type StartupOutcome = 'maintenance' | 'blockedRegion' | 'app';

/** Spec 2.3: maintenance wins (also when the region is restricted too); region restriction alone blocks. */
export function startupOutcome(status: SystemStatus): StartupOutcome {
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'blockedRegion';
  return 'app';
}

/** The platform refuses the caller's IP (HTTP 403 or an IP error code; the exact code is unverified). */
const IP_REFUSED = ['ip.restricted', 'ip_restricted', 'IP_RESTRICTED'];
export function isIpRefused(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && (error.status === 403 || IP_REFUSED.includes(error.errorCode ?? ''));
}
