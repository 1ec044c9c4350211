/**
 * Service/version at start-up (spec §3 "Service/version response", §7), off home's first paint: start.tsx
 * imports this module once the first screen is up and the page is idle, so neither this code nor the
 * service/version parser and its DES cipher (api/service-links.ts) are in the first paint's files.
 *
 * - The answer goes into the query cache under serviceVersionQuery's key: its type-3 entries (the encrypted
 *   customer-service paths, decrypted with their last 8 characters as the key) are what the customer-service
 *   links show, so opening them makes no new call.
 * - Its resources, then the consolidated settings', name merchant assets (lib/platform-assets.ts, types
 *   *unverified*): the header logo reads them from the cache (ui/platform-assets.ts); the browser-tab icon
 *   is set here. Without such a resource the merchant config's asset stays.
 */
import type { QueryClient } from '@tanstack/react-query';
import { type ServiceVersion, serviceVersionQuery } from '../api/service-links';
import { consolidatedSettingsQuery } from '../api/system';
import { imageCandidates, imageCdnOrder } from '../lib/image-cdn';
import { type PlatformAssets, platformAssets } from '../lib/platform-assets';
import { PLATFORM_ASSETS_KEY } from '../ui/platform-assets';

/** Whether a picture loads (a tab icon has no error event of its own to fall back on). */
export type ImageProbe = (url: string) => Promise<boolean>;

const loads: ImageProbe = (url) =>
  new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
    image.src = url;
  });

/** Reads service/version (a failure leaves the merchant's assets and the settings' links as they are) and applies its resources. */
export async function readServiceVersion(queryClient: QueryClient, doc: Document = document, probe: ImageProbe = loads): Promise<PlatformAssets> {
  let version: ServiceVersion | undefined;
  try {
    version = await queryClient.fetchQuery(serviceVersionQuery());
  } catch {
    version = undefined;
  }
  const settings = queryClient.getQueryData(consolidatedSettingsQuery().queryKey);
  const assets = platformAssets([...(version?.resources ?? []), ...(settings?.resources ?? [])]);
  queryClient.setQueryData(PLATFORM_ASSETS_KEY, assets);
  await applyFavicon(doc, assets.favicon, probe);
  return assets;
}

/**
 * Points the page's icon links at the platform's favicon: on the session's image CDN, else the next that
 * has it (spec §9); when none does, the merchant's own icon stays.
 */
async function applyFavicon(doc: Document, favicon: string | undefined, probe: ImageProbe): Promise<void> {
  let href: string | undefined;
  for (const candidate of imageCandidates(favicon, imageCdnOrder())) {
    if (await probe(candidate)) {
      href = candidate;
      break;
    }
  }
  if (!href) return;
  const links = doc.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]');
  for (const link of links) {
    link.href = href;
    link.removeAttribute('type'); // the stamped one may say image/svg+xml
  }
}
