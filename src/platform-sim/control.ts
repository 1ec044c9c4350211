/**
 * The control API (not part of the platform): tests and operations steer the simulated platform.
 * A call names its merchant with the `Merchant` header (or `?merchant=`), like platform calls do.
 */
import type { Context, Hono } from 'hono';
import { jsonBody } from './envelope';
import { startSession } from './routes/accounts';
import { mountActivitiesControl } from './routes/activities';
import { mountAgentTreeControl } from './routes/agent-reports';
import { mountDepositControl } from './routes/deposit';
import { mountInboxControl } from './routes/inbox';
import { mountSecurityControl } from './routes/security';
import { mountRecordsControl } from './routes/records';
import { mountRewardsControl } from './routes/rewards';
import type { SimEnv } from './routes/world';
import { mountWithdrawControl } from './routes/withdraw';
import { addMember, type ContractRequests, type Fault, type Member, type MerchantWorld, type RegisterFieldRule, type SimStatus } from './state';

type Refusal = NonNullable<Member['refuse']>;
const REFUSALS: readonly Refusal[] = ['selfExcluded', 'ipChanged', 'rateLimited', 'nonMember'];

export interface ControlTarget {
  worlds: Map<string, MerchantWorld>;
  faults: Fault[];
  reset: (seed?: number, rngGames?: number) => void;
  now: () => number;
}

const booleans = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, v]) => typeof v === 'boolean')) as Record<string, boolean>;

export function mountControl(app: Hono<SimEnv>, target: ControlTarget): void {
  // A web page elsewhere must not steer the simulator: browsers send Origin on cross-site writes, and a
  // body must be JSON (which no cross-site "simple" request can send).
  app.use('/__sim/*', async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin && !/^https?:\/\/([a-z0-9-]+\.)?localhost(:\d+)?$/.test(origin) && origin !== new URL(c.req.url).origin) {
      return c.json({ error: 'foreign origin' }, 403);
    }
    const type = c.req.header('Content-Type');
    if (c.req.method !== 'GET' && type !== undefined && !type.includes('application/json')) return c.json({ error: 'send JSON' }, 415);
    return next();
  });

  mountDepositControl(app, target);
  const world = (c: Context) => target.worlds.get(c.req.header('Merchant') ?? c.req.query('merchant') ?? '');
  const unknown = (c: Context) => c.json({ error: `unknown merchant; known: ${[...target.worlds.keys()].join(', ')}` }, 404);

  app.post('/__sim/reset', async (c) => {
    const { seed, rngGames } = await jsonBody(c);
    // rngGames: a catalogue of that many RNG games until the next reset (1 to 20,000; the benchmark's big list).
    const size = typeof rngGames === 'number' && Number.isInteger(rngGames) && rngGames >= 1 && rngGames <= 20_000 ? rngGames : undefined;
    target.reset(typeof seed === 'number' ? seed : undefined, size);
    return c.json({ reset: true, merchants: [...target.worlds.keys()] });
  });

  app.patch('/__sim/status', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const body = await jsonBody(c);
    const next: Partial<SimStatus> = booleans(body);
    if (typeof body.info === 'string') next.info = body.info;
    w.status = { ...w.status, ...next };
    return c.json(w.status);
  });

  app.patch('/__sim/flags', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    Object.assign(w.flags, booleans(await jsonBody(c)));
    return c.json(w.flags);
  });

  app.patch('/__sim/register-settings', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    for (const [field, rule] of Object.entries(await jsonBody(c))) {
      if (rule && typeof rule === 'object') w.registerSettings[field] = { ...{ enabled: false, required: false }, ...w.registerSettings[field], ...(rule as Partial<RegisterFieldRule>) };
    }
    return c.json(w.registerSettings);
  });

  app.post('/__sim/members', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const body = await jsonBody(c);
    const account = typeof body.username === 'string' && body.username ? body.username : `member${w.members.size + 1}`;
    const member = addMember(
      w,
      {
        account,
        ...(typeof body.password === 'string' ? { password: body.password } : {}),
        ...(typeof body.type === 'number' ? { type: body.type } : {}),
        ...(typeof body.balance === 'number' ? { balance: body.balance } : {}),
        ...(typeof body.mobile === 'string' ? { mobile: body.mobile } : {}),
        ...(typeof body.toUpline === 'boolean' ? { toUpline: body.toUpline } : {}),
        ...(typeof body.upline === 'string' && w.members.has(body.upline) ? { upline: body.upline } : {}),
        ...(body.verify === 'sms' ? { verify: 'sms' as const } : {}),
        ...(typeof body.firstTimeLogin === 'boolean' ? { firstTimeLogin: body.firstTimeLogin } : {}),
        ...(typeof body.passwordExpired === 'boolean' ? { passwordExpired: body.passwordExpired } : {}),
        ...(typeof body.refuse === 'string' && REFUSALS.includes(body.refuse as Refusal) ? { refuse: body.refuse as Refusal } : {}),
        ...(typeof body.unfinishedGame === 'number' && body.unfinishedGame > 0 ? { unfinishedGame: body.unfinishedGame } : {}),
      },
      target.now(),
    );
    // Pending contract requests (spec §4 "Home load"): the consolidated member funds answer them to an agent.
    const requests = body.contractRequests && typeof body.contractRequests === 'object' ? (body.contractRequests as Record<string, unknown>) : undefined;
    if (requests) {
      const code = (key: keyof ContractRequests) => (typeof requests[key] === 'string' ? (requests[key] as string) : '');
      w.contractRequests.set(account, { dailysalreqtype: code('dailysalreqtype'), divtypecompperiodreq: code('divtypecompperiodreq'), contracthoursalreq: code('contracthoursalreq') });
    }
    const downlines = typeof body.downlines === 'number' ? body.downlines : 0;
    for (let i = 1; i <= downlines; i++) addMember(w, { account: `${account}_d${i}`, upline: account, toUpline: true }, target.now());
    return c.json(member, 201);
  });

  // A member's account, type and upline (who invited or opened it), for tests of invitations and downlines.
  app.get('/__sim/members/:account', (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const member = w.members.get(c.req.param('account'));
    return member ? c.json({ account: member.account, type: member.type, upline: member.upline ?? null }) : c.json({ error: 'no such member' }, 404);
  });

  // A session for a member, as a login would start it (the studio's preview shows the site as that member).
  app.post('/__sim/members/:account/session', (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const member = w.members.get(c.req.param('account'));
    return member ? c.json(startSession(w, member), 201) : c.json({ error: 'no such member' }, 404);
  });

  mountSecurityControl(app, target);
  mountRewardsControl(app, target);

  app.get('/__sim/sms', (c) => {
    const w = world(c);
    return w ? c.json(w.sms) : unknown(c);
  });

  app.get('/__sim/captcha', (c) => {
    const w = world(c);
    return w ? c.json([...w.captchas.keys()]) : unknown(c);
  });

  app.post('/__sim/faults', async (c) => {
    const body = await jsonBody(c);
    if (typeof body.path !== 'string' || !body.path.startsWith('/')) return c.json({ error: 'path must be a path pattern such as /wps/system/*' }, 400);
    const merchant = c.req.header('Merchant') ?? c.req.query('merchant');
    const fault: Fault = {
      path: body.path,
      ...(merchant ? { merchant } : {}),
      remaining: typeof body.times === 'number' && body.times > 0 ? body.times : 1,
      ...(typeof body.status === 'number' ? { status: body.status } : {}),
      ...(typeof body.delayMs === 'number' ? { delayMs: body.delayMs } : {}),
      ...(body.malformed === true ? { malformed: true } : {}),
      ...(body.drop === true ? { drop: true } : {}),
      ...(body.answer !== undefined ? { answer: body.answer } : {}),
      ...(typeof body.lane === 'string' && body.lane ? { lane: body.lane } : {}),
    };
    target.faults.push(fault);
    return c.json(fault, 201);
  });

  // Vendors the vendor data's mapping lists beyond the catalogue's, for one lane's calls or (without
  // `lane`) the whole merchant; an empty mapping removes them.
  app.put('/__sim/vendor-mapping', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const body = await jsonBody(c);
    const lane = typeof body.lane === 'string' ? body.lane : '';
    const mapping = body.mapping && typeof body.mapping === 'object' && !Array.isArray(body.mapping) ? (body.mapping as Record<string, unknown>) : undefined;
    const valid = mapping && Object.values(mapping).every((codes) => Array.isArray(codes) && codes.every((code) => typeof code === 'string'));
    if (!mapping || !valid) return c.json({ error: 'mapping must map categories to lists of vendor codes, e.g. { "ELOTT": ["LOTT"] }' }, 400);
    if (Object.keys(mapping).length === 0) w.vendorMapping.delete(lane);
    else w.vendorMapping.set(lane, mapping as Record<string, string[]>);
    return c.json({ lane, mapping });
  });

  // With a lane named (?lane=), only that lane's faults go; else with a merchant named, only that
  // merchant's; without either, every fault.
  app.delete('/__sim/faults', (c) => {
    const merchant = c.req.header('Merchant') ?? c.req.query('merchant');
    const lane = c.req.query('lane');
    const kept = lane ? target.faults.filter((f) => f.lane !== lane) : merchant ? target.faults.filter((f) => f.merchant !== merchant) : [];
    target.faults.splice(0, target.faults.length, ...kept);
    return c.json({ faults: kept.length });
  });

  mountWithdrawControl(app, target);
  mountRecordsControl(app, target);
  mountInboxControl(app, target);
  mountActivitiesControl(app, target);
  mountAgentTreeControl(app, target);
}
