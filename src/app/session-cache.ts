import type { Query, QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../state/session';

/** Whether a cached answer belongs to one account (as opposed to the merchant's shared catalogue). */
export function isPerAccount(query: Pick<Query, 'queryKey'>): boolean {
  const [area, kind, ...rest] = query.queryKey as unknown[];
  if (area === 'accounts' || area === 'member' || area === 'agent' || area === 'rewards') return true;
  // Every record list (my rebate's too) is the account's; only the deposit-methods filter list is shared.
  if (area === 'records') return kind !== 'depositMethods';
  if (area === 'games') {
    if (kind === 'favourites' || kind === 'recents') return true;
    const filter = rest[2] as { gameType?: string } | undefined;
    return kind === 'list' && (filter?.gameType === 'FAV' || filter?.gameType === 'REC');
  }
  if (area === 'content') return kind === 'inbox' || kind === 'liveChat' || (kind === 'announcements' && rest[0] === 'agent');
  return false;
}

/**
 * When the session changes (login, logout, expiry), answers that belonged to the previous account
 * (favourites, recents, balance, inbox...) are dropped, so nobody sees another player's lists; the
 * merchant's shared catalogue (vendors, game lists, help) stays cached.
 */
export function dropAccountQueriesOnSessionChange(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((next, previous) => {
    if (next.session?.token === previous.session?.token) return;
    queryClient.removeQueries({ predicate: isPerAccount });
  });
}
