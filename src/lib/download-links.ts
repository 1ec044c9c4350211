/**
 * The app-download offers of spec 2.9: which links exist (the platform's download-link entries, else the
 * merchant's defaults; only https addresses count), which of them a device is offered, and whether the
 * download bar has anything to offer.
 */
import type { Downloads } from '../config/merchant-resolved.gen';
import type { DeviceKind } from './device';
import { safeHttps } from './safe-url';

export interface DownloadLinks {
  ios?: string;
  android?: string;
  mobileConfig?: string;
  /** The app icon from the platform's AppDownloadIcon entry. */
  icon?: string;
  /** The add-to-home-screen option (merchant config). */
  homeScreen: boolean;
}

export type DownloadOption = 'android' | 'ios' | 'mobileConfig' | 'homeScreen';

const RESOURCE_TYPE = { ios: 'IOS', android: 'ANDROID', mobileConfig: 'MOBILECONFIG', icon: 'APPDOWNLOADICON' } as const;

const APP_KEYS = ['ios', 'android', 'mobileConfig'] as const;

/**
 * The links to offer. When the platform's download-link entries (resourceType, any case) name any app link,
 * they are the links (what the platform leaves out is not offered); when they name none, the merchant's
 * defaults are.
 */
export function downloadLinks(defaults: Omit<Downloads, 'appBar'>, resources: readonly { resourceType: string; url: string }[]): DownloadLinks {
  const live = (type: string) => safeHttps(resources.find((r) => r.resourceType.toUpperCase() === type)?.url);
  const fromPlatform = APP_KEYS.some((key) => resources.some((r) => r.resourceType.toUpperCase() === RESOURCE_TYPE[key]));
  const links: DownloadLinks = { homeScreen: defaults.homeScreen };
  for (const key of APP_KEYS) {
    const url = fromPlatform ? live(RESOURCE_TYPE[key]) : safeHttps(defaults[key]);
    if (url) links[key] = url;
  }
  const icon = live(RESOURCE_TYPE.icon);
  if (icon) links.icon = icon;
  return links;
}

/**
 * What a device is offered, in the pop-up's order: an iPhone iOS, the profile and the home screen; Android
 * the Android app and the home screen; a desktop every link that exists and the home screen.
 */
export function optionsFor(kind: DeviceKind, links: DownloadLinks): DownloadOption[] {
  const wanted: readonly DownloadOption[] =
    kind === 'ios' ? ['ios', 'mobileConfig', 'homeScreen'] : kind === 'android' ? ['android', 'homeScreen'] : ['android', 'ios', 'mobileConfig', 'homeScreen'];
  return wanted.filter((option) => (option === 'homeScreen' ? links.homeScreen : Boolean(links[option])));
}

/**
 * Whether the download bar has a link for this platform (spec 2.9): iOS an iOS or profile link or the
 * home-screen option; Android an Android link; a desktop any app link.
 */
export function barHasLink(kind: DeviceKind, links: DownloadLinks): boolean {
  if (kind === 'ios') return Boolean(links.ios || links.mobileConfig || links.homeScreen);
  if (kind === 'android') return Boolean(links.android);
  return Boolean(links.ios || links.android || links.mobileConfig);
}
