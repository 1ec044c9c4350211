/**
 * The platform's `resources [{resourceType, url}]` that name the merchant's assets (spec §3, §7: service/version
 * and the consolidated settings both carry resources). The public evidence names only the download and
 * social types (IOS, Android, MOBILECONFIG, AppDownloadIcon, FACEBOOK, TELEGRAM, TELEGRAM2; lib/download-links
 * and the side service bar use those); the asset types below are *unverified*, a plausible small set:
 *
 * - LOGO: the header logo, over the merchant config's identity.logo;
 * - FAVICON: the browser-tab icon, over identity.icons.favicon;
 * - AppDownloadIcon (a type the evidence does name): the download bar's app icon. The bar reads the settings'
 *   entry itself (lib/download-links); from here service/version's comes first.
 *
 * Types are matched without regard to case; any other type is ignored here. A URL must pass the safe-URL
 * allow-list (lib/safe-url: a same-origin path or https); the first usable entry of a type wins, so the
 * caller puts the source that takes precedence first. Without one, the merchant config's asset stays.
 */
import { safeUrl } from './safe-url';

/** The assets the platform may name (see above); each undefined when it names none. */
export interface PlatformAssets {
  logo?: string;
  favicon?: string;
  appDownloadIcon?: string;
}

/** Resource type (upper case) -> asset. *Unverified* (see the file comment). */
export const ASSET_RESOURCE_TYPES: Readonly<Record<string, keyof PlatformAssets>> = { LOGO: 'logo', FAVICON: 'favicon', APPDOWNLOADICON: 'appDownloadIcon' };

export function platformAssets(resources: readonly { resourceType: string; url: string }[]): PlatformAssets {
  const assets: PlatformAssets = {};
  for (const { resourceType, url } of resources) {
    const asset = Object.hasOwn(ASSET_RESOURCE_TYPES, resourceType.toUpperCase()) ? ASSET_RESOURCE_TYPES[resourceType.toUpperCase()] : undefined;
    const safe = safeUrl(url)?.href;
    if (asset && safe && assets[asset] === undefined) assets[asset] = safe;
  }
  return assets;
}
