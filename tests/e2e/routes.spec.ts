/**
 * Every merchant x every declared route, as a guest and as an agent (type 1): the screen or its guard's
 * outcome, the header and footer per route, <main>, and no console errors (spec 2.1, 2.2, 5-6).
 * The guest loads every route by its address (the guards' redirects on entry); the agent, who may open
 * every route, loads once and opens the rest through the history (same router and guards, without paying
 * the app start-up 55 times: frame.spec.ts loads the spec's frame routes by address with an agent session).
 * The simulator-controlled merchant (SIM_MERCHANT) is walked in gate.sim.spec.ts instead.
 */
import { test } from '@playwright/test';
import { liveSession } from './account-helpers';
import { AGENT, MERCHANTS, SIM_MERCHANT, walkRoutes } from './helpers';

// Each walk is shared out over a few tests, so a slow, busy machine stays within each test's time limit.
const PARTS = { guest: 3, agent: 2 } as const;

for (const [code, config] of MERCHANTS) {
  if (code === SIM_MERCHANT) continue;
  test.describe(`routes of ${code}`, () => {
    for (let index = 0; index < PARTS.guest; index++) {
      test(`as a guest (part ${index + 1} of ${PARTS.guest})`, async ({ page }) => {
        test.setTimeout(120_000);
        await walkRoutes(page, code, config, undefined, 'address', { index, of: PARTS.guest });
      });
    }
    for (let index = 0; index < PARTS.agent; index++) {
      test(`as an agent (type 1), through the history (part ${index + 1} of ${PARTS.agent})`, async ({ page, request }) => {
        test.setTimeout(120_000);
        const session = await liveSession(request, AGENT, config.identity.merchantCode);
        await walkRoutes(page, code, config, session, 'history', { index, of: PARTS.agent });
      });
    }
  });
}
