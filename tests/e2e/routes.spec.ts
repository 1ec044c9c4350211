/**
 * Every merchant x every declared route, as a guest and as an agent (type 1): the screen or its guard's
 * outcome, the header and footer per route, <main>, and no console errors (spec 2.1, 2.2, 5-6).
 * A guest loads each route by its address (the guards' redirects on entry): every route of the default
 * merchant, and of the others every route a guest may open, every route declared otherwise than by the
 * default merchant, and one route of each guard outcome (helpers.ts guestSample: the rest are declared alike
 * and guarded by the same code). The agent, who may open every route, loads once and opens every route
 * through the history (same router and guards, without paying the app start-up 56 times: frame.spec.ts
 * loads the spec's frame routes by address with an agent session).
 * The simulator-controlled merchant (SIM_MERCHANT) is walked in gate.sim.spec.ts instead.
 */
import { test } from '@playwright/test';
import { DEMO, liveSession } from './account-helpers';
import { AGENT, guestSample, MERCHANTS, SIM_MERCHANT, walkRoutes } from './helpers';

// Each walk is shared out over a few tests, so a slow, busy machine stays within each test's time limit.
const PARTS = { guest: 3, sample: 1, agent: 2 } as const;
const byDefault = MERCHANTS.get(DEMO);
if (!byDefault) throw new Error(`merchant ${DEMO} not found under merchants/`);

for (const [code, config] of MERCHANTS) {
  if (code === SIM_MERCHANT) continue;
  const routes = code === DEMO ? config.routes : guestSample(config, byDefault);
  const guestParts = code === DEMO ? PARTS.guest : PARTS.sample;
  test.describe(`routes of ${code}`, () => {
    for (let index = 0; index < guestParts; index++) {
      test(`as a guest (${code === DEMO ? 'every route' : `${routes.length} of ${config.routes.length} routes`}, part ${index + 1} of ${guestParts})`, async ({ page }) => {
        test.setTimeout(120_000);
        await walkRoutes(page, code, config, undefined, 'address', { index, of: guestParts }, routes);
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
