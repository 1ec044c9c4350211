/** Where the site runs, for the platform's Device header (spec 7: OTHERS for a standalone home-screen app). */
export function deviceHeader(win: Pick<Window, 'matchMedia' | 'navigator'> = window): string | undefined {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  const standalone = iosStandalone || win.matchMedia?.('(display-mode: standalone)').matches;
  return standalone ? 'OTHERS' : undefined;
}
