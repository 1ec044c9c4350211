/**
 * Which of a merchant's icons a page shows where a small picture is wanted (the browser tab, the download
 * bar). An SVG icon is a document of its own that the page's renderer parses, lays out and paints on its
 * main thread, while the first screen is being built (20 to 37 ms each on the benchmark's Lighthouse runs,
 * unthrottled: the favicon and the install icon Chrome draws from the manifest); a PNG is decoded off it.
 * So where the merchant has a PNG app icon, a vector icon gives way to it.
 */
import type { MerchantConfig } from './merchant-resolved.gen';

type Identity = MerchantConfig['identity'];

const isVector = (path: string) => /\.svg$/i.test(path);

/** The icon to show for `wanted` (an asset path): the PNG app icon when `wanted` is an SVG and there is one. */
export function pageIcon(identity: Identity, wanted: string): string;
export function pageIcon(identity: Identity, wanted: string | undefined): string | undefined;
export function pageIcon(identity: Identity, wanted: string | undefined): string | undefined {
  const png = identity.icons?.app192;
  return png && (wanted === undefined || isVector(wanted)) ? png : wanted;
}

/** True when the merchant has PNG app icons of both sizes the web manifest lists, so it needs no vector one. */
export function hasPngAppIcons(identity: Identity): boolean {
  return Boolean(identity.icons?.app192 && identity.icons?.app512);
}
