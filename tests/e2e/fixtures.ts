/**
 * The e2e suite's `test` and `expect`: @playwright/test's, with a `request` fixture that sends the simulator's
 * control-API token (X-Sim-Token; playwright.config.ts makes it and gives it to the servers). Only the API
 * requests carry it: the header is not put in the browser's requests (`use.extraHTTPHeaders` would add it to
 * every page request, and a custom header turns a cross-origin fetch into a CORS preflight the vendors' hosts
 * refuse in Chromium).
 */
import { test as base, type BrowserContext, expect, type Page } from '@playwright/test';

/** The control API's token the servers under test were started with. */
export function simToken(): string {
  const token = process.env.LIVERY_SIM_TOKEN;
  if (!token) throw new Error('LIVERY_SIM_TOKEN is not set: run the e2e through playwright.config.ts, which makes it');
  return token;
}

/** The header the control API wants, for a call made outside the `request` fixture. */
export const simHeaders = () => ({ 'X-Sim-Token': simToken() });

/** Where the site remembers that this device's player confirmed the age notice (renderer/frame/age-notice.tsx). */
export const AGE_CONFIRMED_KEY = 'livery.ageConfirmed';

/**
 * A device whose player has already confirmed the merchants' age notice (issue 20: demo asks 18, jade 21), so
 * the notice does not stand in front of what other specs test. tests/e2e/player-protection.spec.ts opens
 * fresh devices to test the notice itself.
 */
export async function ageConfirmed(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript((key) => {
    if (window !== window.top) return; // the app's own document only (a game frame may have no storage)
    try {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, '21');
    } catch {
      // No storage in this document.
    }
  }, AGE_CONFIRMED_KEY);
}

export const test = base.extend<{ ageNoticeSeen: boolean }>({
  /** Whether the pages start on a device that has confirmed the age notice (default: yes). */
  ageNoticeSeen: [true, { option: true }],
  context: async ({ context, ageNoticeSeen }, use) => {
    if (ageNoticeSeen) await ageConfirmed(context);
    await use(context);
  },
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: simHeaders() });
    await use(request);
    await request.dispose();
  },
});

export { expect };
