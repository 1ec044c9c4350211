import type { Query, QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../state/session';

/**
 * Whether a cached answer is the merchant's, the same for every account (the catalogue, settings, help),
 * as opposed to one account's. An area or kind not named here is one account's: a new query is dropped
 * with the session unless it is added here (the safe default; withdraw, deposit and security centre
 * answers were once kept across accounts because the list named the per-account areas instead).
 */
export function isShared(query: Pick<Query, 'queryKey'>): boolean {
  const [area, kind, ...rest] = query.queryKey as unknown[];
  switch (area) {
    case 'system':
    case 'legal':
    case 'activities':
      return true;
    case 'games': {
      if (kind === 'favourites' || kind === 'recents') return false;
      const filter = rest[2] as { gameType?: string } | undefined;
      return !(kind === 'list' && (filter?.gameType === 'FAV' || filter?.gameType === 'REC'));
    }
    case 'content':
      return !(kind === 'inbox' || kind === 'liveChat' || (kind === 'announcements' && rest[0] === 'agent'));
    case 'records':
      return kind === 'depositMethods';
    case 'security':
      // The bank and wallet catalogues; the account's cards, settings and funds password are its own.
      return kind === 'banks' || kind === 'bankTemplate' || kind === 'walletTypes';
    default:
      return false;
  }
}

/** Whether a cached answer belongs to one account. */
export const isPerAccount = (query: Pick<Query, 'queryKey'>): boolean => !isShared(query);

/** The account the cached answers are for: the session's, or the one whose session the platform just ended. */
function owner(state: { session?: { userName: string }; expiredAt?: number; expiredUser?: string }): string | undefined {
  return state.session?.userName ?? (state.expiredAt !== undefined ? state.expiredUser : undefined);
}

/**
 * When the session changes (login, logout), answers that belonged to the previous account (favourites,
 * recents, balance, inbox, cards...) are dropped, so nobody sees another player's lists; the merchant's
 * shared catalogue (vendors, game lists, help) stays cached. A session the platform ended keeps them while
 * its screen waits under the logged-out dialog: signing in again as the same account asks for them again
 * (the screen keeps showing them meanwhile); another account, or closing the dialog, drops them.
 */
export function dropAccountQueriesOnSessionChange(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((next, previous) => {
    if (next.session?.token === previous.session?.token && owner(next) === owner(previous)) return;
    const account = owner(next);
    if (account !== undefined && account === owner(previous)) {
      if (next.session && !previous.session) void queryClient.invalidateQueries({ predicate: isPerAccount });
      return;
    }
    queryClient.removeQueries({ predicate: isPerAccount });
  });
}
