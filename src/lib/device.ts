/**
 * The player's device as the download offers need it (spec 2.9): iOS, Android or a desktop, the iOS
 * version (for the legacy-iOS tip), and whether the site runs inside the native app or as an installed app.
 */
import { isStandalone } from './environment';

export type DeviceKind = 'ios' | 'android' | 'desktop';

export interface Device {
  kind: DeviceKind;
  /** [major, minor] of iOS, when the user agent names it. */
  iosVersion?: readonly [number, number];
}

/** The iOS version a user agent names ("iPhone OS 12_1", "CPU OS 11_4" on an iPad), else undefined. */
export function iosVersion(userAgent: string): readonly [number, number] | undefined {
  const m = /\b(?:iPhone|CPU) OS (\d+)(?:[_.](\d+))?/.exec(userAgent);
  if (!m || !/iPhone|iPad|iPod/.test(userAgent)) return undefined;
  return [Number(m[1]), Number(m[2] ?? 0)];
}

/**
 * iPhone, iPod and iPad are iOS, also an iPadOS Safari that says "Macintosh" but has a touch screen; an
 * Android user agent is Android; anything else is a desktop.
 */
export function detectDevice(userAgent: string, maxTouchPoints = 0): Device {
  if (/iPhone|iPad|iPod/.test(userAgent)) return { kind: 'ios', iosVersion: iosVersion(userAgent) };
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return { kind: 'ios' };
  if (/Android/i.test(userAgent)) return { kind: 'android' };
  return { kind: 'desktop' };
}

/** Spec 2.9: the legacy-iOS tip shows on iOS 11 or lower, or iOS 12 below 12.2. */
export function needsLegacyIosTip(device: Device): boolean {
  const v = device.iosVersion;
  if (device.kind !== 'ios' || !v) return false;
  return v[0] <= 11 || (v[0] === 12 && v[1] < 2);
}

/** The native app's web view (Android's "; wv)" marker, or the app's own user-agent token). */
export const isNativeApp = (userAgent: string): boolean => /; wv\)|\bLiveryApp\//.test(userAgent);

/** This browser's device, and whether the site runs in the native app or as an installed app. */
export function currentDevice(win: Pick<Window, 'matchMedia' | 'navigator'> = window): Device & { nativeApp: boolean; installed: boolean } {
  const ua = win.navigator.userAgent;
  return { ...detectDevice(ua, win.navigator.maxTouchPoints ?? 0), nativeApp: isNativeApp(ua), installed: isStandalone(win) };
}
