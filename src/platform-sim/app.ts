/**
 * The platform simulator: a web-standard Hono app answering at the real platform's paths, in its
 * envelope (shared/platform-api.md), with state per merchant (the `Merchant` header), fault injection
 * and a control API for tests and operations. Never part of the player bundle.
 */
import { Hono } from 'hono';
import type { MerchantConfig } from '../config/merchant-resolved.gen';
import { mountControl } from './control';
import { fail } from './envelope';
import { faultInjection } from './faults';
import { restore, type SavedState, snapshot } from './persist';
import { createRsaKeyPair } from './encryption';
import { buildCatalogue } from './data/catalogue';
import { mountAccounts } from './routes/accounts';
import { mountActivities } from './routes/activities';
import { mountAgent } from './routes/agent';
import { mountAgentTeam } from './routes/agent-team';
import { mountAgentExtras } from './routes/agent-extras';
import { mountAgentReports } from './routes/agent-reports';
import { mountContent } from './routes/content';
import { mountDeposit } from './routes/deposit';
import { mountGames, mountSimAssets } from './routes/games';
import { createOAuthProvider, forgetGrants, mountOAuth } from './routes/oauth';
import { mountInbox } from './routes/inbox';
import { mountFirebaseEmulator } from './routes/firebase-emulator';
import { mountPhoneVerification } from './routes/phone-verification';
import { mountSecurity } from './routes/security';
import { mountRecords } from './routes/records';
import { mountRewards } from './routes/rewards';
import { mountSystem } from './routes/system';
import { mountWithdraw } from './routes/withdraw';
import type { SimEnv } from './routes/world';
import { settleDeposits } from './wallet';
import { type Fault, type MerchantWorld, newWorld } from './state';

export type { SimStatus } from './state';

export interface SimulatorOptions {
  /** Mount the control API (only when the simulator is the site's backend). */
  control?: boolean;
  now?: () => number;
}

export function createPlatformSimulator(merchants: Iterable<MerchantConfig>, options: SimulatorOptions = {}) {
  const { control = true, now = Date.now } = options;
  const configs = [...merchants];
  const worlds = new Map<string, MerchantWorld>();
  const faults: Fault[] = [];
  const rsa = createRsaKeyPair();
  let catalogue = buildCatalogue();
  const oauth = createOAuthProvider();
  const reset = (seed?: number, rngGames?: number) => {
    const nextSeed = seed ?? catalogue.seed;
    if (nextSeed !== catalogue.seed || rngGames !== catalogue.rngGames) catalogue = buildCatalogue(nextSeed, { rngGames });
    worlds.clear();
    faults.length = 0;
    forgetGrants(oauth);
    for (const config of configs) worlds.set(config.identity.merchantCode, newWorld(config, now()));
  };
  reset();

  let traceCounter = 0;
  const app = new Hono<SimEnv>();
  app.use('*', async (c, next) => {
    await next();
    c.header('x-app-trace-id', `sim-${Date.now().toString(36)}-${(++traceCounter).toString(36)}`);
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('/wps/*', faultInjection(faults));
  app.use('/lgw/*', faultInjection(faults));
  app.use('/wps/*', async (c, next) => {
    const world = worlds.get(c.req.header('Merchant') ?? '');
    if (!world) return fail(c, 400, 'merchant.not.found', 'Unknown merchant');
    c.set('world', world);
    settleDeposits(world, now());
    // Under maintenance the platform refuses its calls; the status call itself still answers.
    if (world.status.maintenance && c.req.path !== '/wps/system/status') {
      return fail(c, 500, 'system.maintenance', 'System upgrading, please try again later');
    }
    return next();
  });

  mountSystem(app);
  mountAccounts(app, rsa, now, oauth);
  mountGames(app, () => catalogue, now);
  mountContent(app, now);
  mountInbox(app, now);
  mountActivities(app, now);
  mountAgent(app, rsa, now);
  mountAgentTeam(app, rsa, now);
  mountAgentExtras(app, rsa, now);
  mountAgentReports(app, now);
  mountPhoneVerification(app, now);
  // The Firebase Auth emulator's endpoints: a merchant's world found by its Firebase API key or project id.
  mountFirebaseEmulator(
    app,
    ({ apiKey, projectId }) => {
      const config = configs.find((c) => c.firebase && (apiKey !== undefined ? c.firebase.apiKey === apiKey : c.firebase.projectId === projectId));
      return config ? worlds.get(config.identity.merchantCode) : undefined;
    },
    now,
  );
  mountWithdraw(app, rsa, now);
  mountDeposit(app, now);
  mountSecurity(app, rsa, now);
  mountRecords(app, () => catalogue, now, (code) => worlds.get(code));
  mountRewards(app, () => catalogue, now);
  mountSimAssets(app, () => catalogue);
  // The test provider is a third party's pages and form posts, under its own prefix (/__oauth): neither the
  // control API's JSON-only guard nor its loopback-only rule apply to it.
  mountOAuth(app, oauth, () => configs, now);
  if (control) mountControl(app, { worlds, faults, reset, now });

  app.all('/wps/*', (c) => fail(c, 404, '#459', 'method not supported'));
  // A route that throws (a body it cannot read, say) answers as the platform's own failures do: the envelope
  // (the control API: its JSON error), and one line in the log rather than a stack trace.
  app.onError((error, c) => {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 200);
    console.error(`simulator: ${c.req.method} ${c.req.path} failed: ${reason}`);
    if (c.req.path.startsWith('/__sim/')) return c.json({ error: 'the simulator failed on this call' }, 500);
    return fail(c, 500, 'system.error', 'System error, please try again later');
  });
  app.all('/lgw/*', (c) => c.json({ error: 'not simulated yet' }, 404));
  return Object.assign(app, {
    /** The whole state as JSON-ready data (npm start saves it to LIVERY_SIM_STATE). */
    save: (): SavedState => snapshot(worlds, catalogue.seed),
    /**
     * A merchant the studio made or saved while the server runs: a new one is served from now on; a known one
     * takes the saved config, and its live flags and register settings start again from it, as a restart would
     * start them (members, sessions and money are kept).
     */
    putMerchant: (config: MerchantConfig) => {
      const code = config.identity.merchantCode;
      const fresh = newWorld(config, now());
      const world = worlds.get(code);
      const known = configs.findIndex((c) => c.identity.merchantCode === code);
      if (known >= 0) configs[known] = config;
      else configs.push(config);
      if (!world) worlds.set(code, fresh);
      else {
        world.config = config;
        world.flags = fresh.flags;
        world.registerSettings = fresh.registerSettings;
      }
    },
    /** Loads a saved state (after rebuilding the catalogue of its seed). */
    load: (saved: SavedState) => {
      reset(saved.seed);
      restore(worlds, saved);
    },
  });
}
