import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client: one retry, no refetch on window focus. Calls run whatever the browser says of
 * its connection (networkMode 'always'): TanStack Query's default holds a call while navigator.onLine is
 * false, which left an offline screen waiting with no end and a form's send button busy for good; run, the
 * call fails at once and the screen says the network is down, with its retry (back online, the queries
 * that failed are asked again by themselves).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'always' }, mutations: { networkMode: 'always' } },
  });
}
