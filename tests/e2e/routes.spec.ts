/**
 * Every merchant x its declared routes, as a guest and as an agent (type 1): the screen or its guard's
 * outcome, the header and footer per route, <main>, and no console errors (spec 2.1, 2.2, 5-6).
 * The default merchant: the agent, who may open every route, loads once and opens every route through the
 * history (same router and guards, without paying the app start-up 57 times); a guest loads by address the
 * guarded routes (the guards' redirects on entry) and opens the open ones through the history.
 * The other merchants: the same sample, by address for a guest and through the history for an agent: the
 * rest are declared alike and guarded by the same code (languages-sweep.spec.ts opens every screen of the
 * default merchant again as a guest, a member and an agent, in every language).
 * The simulator-controlled merchant (SIM_MERCHANT) is walked in gate.sim.spec.ts instead.
 */
import { test } from './fixtures';
import { DEMO, liveSession } from './account-helpers';
import { AGENT, guestSample, MERCHANTS, SIM_MERCHANT, walkRoutes } from './helpers';

// Each walk is shared out over a few tests, so a slow, busy machine stays within each test's time limit.
const PARTS = { guarded: 2, agent: 2 } as const;
const byDefault = MERCHANTS.get(DEMO);
if (!byDefault) throw new Error(`merchant ${DEMO} not found under merchants/`);

for (const [code, config] of MERCHANTS) {
  if (code === SIM_MERCHANT) continue;
  const everyRoute = code === DEMO;
  const sample = everyRoute ? config.routes : guestSample(config, byDefault);
  // A guest's way to a guarded route differs in the app (a login dialog over the screen shown) from a load by
  // address (the guard's redirect): the guarded ones are loaded by address, the open ones through the history.
  // (Another merchant's few routes all go by address: a second tab start costs more than it saves.)
  const guarded = everyRoute ? sample.filter((r) => r.access !== 'public') : sample;
  const open = everyRoute ? sample.filter((r) => r.access === 'public') : [];
  const guardedParts = everyRoute ? PARTS.guarded : 1;
  const agentParts = everyRoute ? PARTS.agent : 1;
  test.describe(`routes of ${code}`, () => {
    for (let index = 0; index < guardedParts; index++) {
      test(`as a guest, ${everyRoute ? 'the guarded' : 'a sample of the'} routes by address (${guarded.length} of ${config.routes.length}, part ${index + 1} of ${guardedParts})`, async ({ page }) => {
        test.setTimeout(120_000);
        await walkRoutes(page, code, config, undefined, 'address', { index, of: guardedParts }, guarded);
      });
    }
    if (open.length) {
      test(`as a guest, the open routes through the history (${open.length} of ${config.routes.length})`, async ({ page }) => {
        test.setTimeout(120_000);
        await walkRoutes(page, code, config, undefined, 'history', undefined, open);
      });
    }
    for (let index = 0; index < agentParts; index++) {
      test(`as an agent (type 1), through the history (${sample.length} of ${config.routes.length} routes, part ${index + 1} of ${agentParts})`, async ({ page, request }) => {
        test.setTimeout(120_000);
        const session = await liveSession(request, AGENT, config.identity.merchantCode);
        await walkRoutes(page, code, config, session, 'history', { index, of: agentParts }, sample);
      });
    }
  });
}
