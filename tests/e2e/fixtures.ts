/**
 * The e2e suite's `test` and `expect`: @playwright/test's, with a `request` fixture that sends the simulator's
 * control-API token (X-Sim-Token; playwright.config.ts makes it and gives it to the servers). Only the API
 * requests carry it: the header is not put in the browser's requests (`use.extraHTTPHeaders` would add it to
 * every page request, and a custom header turns a cross-origin fetch into a CORS preflight the vendors' hosts
 * refuse in Chromium).
 */
import { test as base, expect } from '@playwright/test';

/** The control API's token the servers under test were started with. */
export function simToken(): string {
  const token = process.env.LIVERY_SIM_TOKEN;
  if (!token) throw new Error('LIVERY_SIM_TOKEN is not set: run the e2e through playwright.config.ts, which makes it');
  return token;
}

/** The header the control API wants, for a call made outside the `request` fixture. */
export const simHeaders = () => ({ 'X-Sim-Token': simToken() });

export const test = base.extend({
  request: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: simHeaders() });
    await use(request);
    await request.dispose();
  },
});

export { expect };
