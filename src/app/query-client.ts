import { QueryClient } from '@tanstack/react-query';

/** The app's query client: one retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}
