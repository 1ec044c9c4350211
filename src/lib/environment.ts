/** Whether the site runs as an installed app: an iOS home-screen clip or a PWA in standalone display mode. */
export function isStandalone(win: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || win.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Where the site runs, for the platform's Device header (spec 7: OTHERS for a standalone home-screen app). */
export function deviceHeader(win: Pick<Window, 'matchMedia' | 'navigator'> = window): string | undefined {
  return isStandalone(win) ? 'OTHERS' : undefined;
}

export type RegisterMethod = 'APP' | 'H5' | 'PWA' | 'WEBCLIP';

/**
 * How the player reached the register form (spec 3 "registerMethod"): APP inside a native app's web view
 * (Android's "; wv)" marker), WEBCLIP for an iOS home-screen clip, PWA for an installed web app, else H5.
 */
export function registerMethod(win: Pick<Window, 'matchMedia' | 'navigator'> = window): RegisterMethod {
  if (/; wv\)|\bLiveryApp\//.test(win.navigator.userAgent)) return 'APP';
  if ((win.navigator as Navigator & { standalone?: boolean }).standalone === true) return 'WEBCLIP';
  if (win.matchMedia?.('(display-mode: standalone)').matches) return 'PWA';
  return 'H5';
}
