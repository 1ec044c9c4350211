import type { Access } from '../config/merchant-resolved.gen';
import { isAgent, isTrial } from './member-types';

/**
 * What happens when someone opens a route (spec 5-6).
 * - allow: render it;
 * - loginDialog: a guest followed an in-app link: ask them to log in, stay put;
 * - login / home: go there instead (a direct visit by a guest, or a non-agent on an agent route);
 * - freeReject: a free-trial account (type 4) asked for a real member's action: show free_reject for 2 s.
 */
export type AccessOutcome = 'allow' | 'loginDialog' | 'login' | 'home' | 'freeReject';

export interface AccessRule {
  access: Access;
  guestFallback: 'login' | 'home';
}

/** `link`: an in-app tap; `visit`: the route was opened by its address (load, reload, history). */
export type AccessMode = 'link' | 'visit';

export function decideAccess(rule: AccessRule, memberType: number | undefined, mode: AccessMode): AccessOutcome {
  if (rule.access === 'public') return 'allow';
  if (memberType === undefined) {
    if (mode === 'link') return 'loginDialog';
    return rule.guestFallback;
  }
  switch (rule.access) {
    case 'session':
      return 'allow';
    case 'member':
      return isTrial(memberType) ? 'freeReject' : 'allow';
    case 'agent':
      if (isTrial(memberType) && mode === 'link') return 'freeReject';
      return isAgent(memberType) ? 'allow' : 'home';
  }
}
