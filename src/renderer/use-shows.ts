/**
 * Whether a conditional item shows (config `when`: flag, menu and the permissions of spec 5-6). The player
 * data some permissions are decided on (the member info's toUpline, the REFERRAL and MISSION promotions) is
 * fetched here, but only once an item being shown asks for such a permission: a page without one makes no
 * such call, and which screen came before makes no difference. Until the data arrives the item stays hidden.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { promoEnabled, promotionsQuery } from '../api/reward-kinds';
import { memberInfoQuery } from '../api/member';
import type { Condition } from '../config/merchant-resolved.gen';
import { dataNeeded, isShown, type PermissionData, permissionsFor, type SiteState } from '../config/resolve';
import { useSessionStore } from '../state/session';

export function useShows(site: SiteState): (when: Condition | undefined) => boolean {
  const session = useSessionStore((s) => s.session);
  const [needed, need] = useNeededData();
  const info = useQuery({ ...memberInfoQuery(), enabled: Boolean(session) && needed.has('memberInfo') });
  const promotions = useQuery({ ...promotionsQuery(), enabled: needed.has('promotions') });
  const toUpline = info.data?.toUpline;
  const permissions = useMemo(
    () =>
      permissionsFor(session && { type: session.type, toUpline }, site, {
        referral: promoEnabled(promotions.data, 'REFERRAL'),
        mission: promoEnabled(promotions.data, 'MISSION'),
      }),
    [session, toUpline, site, promotions.data],
  );
  return useCallback(
    (when) => {
      need(dataNeeded(when, site));
      return isShown(when, site, permissions);
    },
    [need, site, permissions],
  );
}

/** The player data items have asked for so far, and how to ask. */
function useNeededData() {
  const [needed, setNeeded] = useState<ReadonlySet<PermissionData>>(() => new Set());
  const noted = useRef(new Set<PermissionData>());
  const need = useCallback((data: readonly PermissionData[]) => {
    if (data.every((d) => noted.current.has(d))) return;
    for (const d of data) noted.current.add(d);
    const next = new Set(noted.current);
    // Items ask while a screen renders; the provider's state may only change after that render.
    queueMicrotask(() => setNeeded(next));
  }, []);
  return [needed, need] as const;
}
