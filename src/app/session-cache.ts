import type { QueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../state/session';

/** Query-key namespaces whose answers belong to one account. */
const PER_ACCOUNT = ['accounts', 'member', 'games', 'content', 'agent'];

/**
 * When the session changes (login, logout, expiry), answers that belonged to the previous account
 * (favourites, recents, balance, inbox...) are dropped, so nobody sees another player's lists.
 */
export function dropAccountQueriesOnSessionChange(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((next, previous) => {
    if (next.session?.token === previous.session?.token) return;
    queryClient.removeQueries({ predicate: (query) => PER_ACCOUNT.includes(String(query.queryKey[0])) });
  });
}
