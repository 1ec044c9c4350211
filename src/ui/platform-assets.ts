/**
 * The merchant assets the platform's resources name (lib/platform-assets.ts), read from the query cache,
 * where the start-up read of service/version (app/service-version.ts) puts them once the first screen is
 * up. No call and no parsing here, so the header that reads them adds nothing to home's first paint.
 */
import { skipToken, useQuery } from '@tanstack/react-query';
import type { PlatformAssets } from '../lib/platform-assets';

export const PLATFORM_ASSETS_KEY = ['platform', 'assets'] as const;

/** The platform's assets, undefined until service/version has been read. */
export const usePlatformAssets = (): PlatformAssets | undefined =>
  useQuery<PlatformAssets>({ queryKey: PLATFORM_ASSETS_KEY, queryFn: skipToken, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY }).data;
