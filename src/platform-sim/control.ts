/**
 * The control API (not part of the platform): tests and operations steer the simulated platform.
 * A call names its merchant with the `Merchant` header (or `?merchant=`), like platform calls do.
 */
import type { Context, Hono } from 'hono';
import { controlBody, controlSchema, shape, text, whole } from './control-body';
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
import {
  addMember,
  type ContractRequests,
  type Fault,
  FAULT_PATH_MAX,
  holdFault,
  type Member,
  type MerchantWorld,
  REGISTER_FIELDS,
  type RegisterFieldRule,
  type SimStatus,
  type SiteTemplate,
  setNewest,
  VENDOR_MAPPING_LANES_MAX,
} from './state';

type Refusal = NonNullable<Member['refuse']>;
const REFUSALS: readonly Refusal[] = ['selfExcluded', 'ipChanged', 'rateLimited', 'nonMember'];

/** The most downlines POST /__sim/members makes at once (as many as an agent tree's size). */
export const DOWNLINES_MAX = 500;
const ACCOUNT = text(64, 1);
const LANE = text(100, 1);
/** Flag and reward-kind names: capitals, digits and _ (never a key such as __proto__). */
const SWITCHES = (pattern: string) => ({ type: 'object', propertyNames: { pattern }, additionalProperties: { type: 'boolean' }, maxProperties: 200 });

const resetBody = controlSchema<{ seed?: number; rngGames?: number }>(
  // rngGames: a catalogue of that many RNG games until the next reset (the benchmark's big list).
  shape({ seed: whole(0, 2 ** 32 - 1), rngGames: whole(1, 20_000) }),
);
const TEMPLATE_CHOICE = { type: 'string', enum: ['0', '1'] };
/** An image CDN entry: '' (this origin), a simulated CDN (/sim-cdn/<name>, see mountSimAssets) or an https base. */
const IMAGE_CDN = { type: 'string', maxLength: 200, pattern: '^(|/sim-cdn/[a-z0-9-]{1,40}|https://[^\\s?#]+)$' };
const siteSettingsBody = controlSchema<Partial<SiteTemplate> & { lane?: string }>(
  shape({ mem_cen: TEMPLATE_CHOICE, dep_func: TEMPLATE_CHOICE, imageCDNs: { type: 'array', items: IMAGE_CDN, maxItems: 8 }, lane: LANE }),
);
const statusBody = controlSchema<Partial<SimStatus>>(shape({ maintenance: { type: 'boolean' }, regionRestriction: { type: 'boolean' }, ipRestricted: { type: 'boolean' }, info: text(1000) }));
const flagsBody = controlSchema<Record<string, boolean>>(SWITCHES('^[A-Z][A-Z0-9_]{0,39}$'));
const registerSettingsBody = controlSchema<Record<string, Partial<RegisterFieldRule>>>({
  type: 'object',
  // Only the register fields the platform knows: a key such as __proto__ must never replace a prototype.
  propertyNames: { enum: [...REGISTER_FIELDS] },
  additionalProperties: shape({ enabled: { type: 'boolean' }, required: { type: 'boolean' }, minLength: whole(0, 200), maxLength: whole(0, 200) }),
});
interface MemberBody {
  username?: string;
  password?: string;
  type?: number;
  balance?: number;
  mobile?: string;
  toUpline?: boolean;
  upline?: string;
  downlines?: number;
  verify?: 'sms';
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  refuse?: Refusal;
  unfinishedGame?: number;
  contractRequests?: Partial<ContractRequests>;
}
const memberBody = controlSchema<MemberBody>(
  shape({
    username: ACCOUNT,
    password: text(64, 1),
    type: whole(0, 99),
    balance: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
    mobile: text(32, 1),
    toUpline: { type: 'boolean' },
    upline: ACCOUNT,
    downlines: whole(0, DOWNLINES_MAX),
    verify: { enum: ['sms'] },
    firstTimeLogin: { type: 'boolean' },
    passwordExpired: { type: 'boolean' },
    refuse: { enum: REFUSALS },
    unfinishedGame: whole(0, 1000),
    contractRequests: shape({ dailysalreqtype: text(40), divtypecompperiodreq: text(40), contracthoursalreq: text(40) }),
  }),
);
/** A fault as the control call gives it: the fault's own fields, and how many calls it hits. */
type FaultBody = Pick<Fault, 'path' | 'status' | 'delayMs' | 'malformed' | 'drop' | 'answer' | 'lane'> & { times?: number };
const faultBody = controlSchema<FaultBody>(
  shape(
    {
      // A path pattern such as /wps/system/*.
      path: { type: 'string', pattern: '^/', maxLength: FAULT_PATH_MAX },
      // A fault is an error: a client or server error status.
      status: whole(400, 599),
      delayMs: whole(0, 60_000),
      malformed: { type: 'boolean' },
      drop: { type: 'boolean' },
      answer: {},
      times: whole(1, 1000),
      lane: LANE,
    },
    ['path'],
  ),
);
const vendorMappingBody = controlSchema<{ mapping: Record<string, string[]>; lane?: string }>(
  shape(
    {
      mapping: { type: 'object', propertyNames: { pattern: '^[A-Z0-9_]{1,40}$' }, additionalProperties: { type: 'array', items: text(40, 1), maxItems: 100 }, maxProperties: 100 },
      lane: text(100),
    },
    ['mapping'],
  ),
);

/** A media type's parameter (RFC 9110 §5.6.6): a token name, a token or quoted-string value, spaces around. */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MEDIA_PARAMETER = new RegExp(`^\\s*(${TOKEN})=(${TOKEN}|"[^"\\\\]*")\\s*$`);

/**
 * Whether a Content-Type header names JSON: the media type application/json (any case), with well-formed
 * parameters or none, and a charset only of UTF-8. Parsed, not searched: `text/plain; x=application/json`
 * is text.
 */
export function isJsonType(header: string): boolean {
  const [type = '', ...params] = header.split(';');
  if (type.trim().toLowerCase() !== 'application/json') return false;
  return params.every((p) => {
    const m = MEDIA_PARAMETER.exec(p);
    return m !== null && (m[1]?.toLowerCase() !== 'charset' || m[2]?.replace(/"/g, '').toLowerCase() === 'utf-8');
  });
}

export interface ControlTarget {
  worlds: Map<string, MerchantWorld>;
  faults: Fault[];
  reset: (seed?: number, rngGames?: number) => void;
  now: () => number;
}

export function mountControl(app: Hono<SimEnv>, target: ControlTarget): void {
  // A web page elsewhere must not steer the simulator: browsers send Origin on cross-site writes, and a
  // body must be JSON (which no cross-site "simple" request can send).
  app.use('/__sim/*', async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin && !/^https?:\/\/([a-z0-9-]+\.)?localhost(:\d+)?$/.test(origin) && origin !== new URL(c.req.url).origin) {
      return c.json({ error: 'foreign origin' }, 403);
    }
    const type = c.req.header('Content-Type');
    if (c.req.method !== 'GET' && type !== undefined && !isJsonType(type)) return c.json({ error: 'send JSON (Content-Type: application/json)' }, 415);
    return next();
  });

  mountDepositControl(app, target);
  const world = (c: Context) => target.worlds.get(c.req.header('Merchant') ?? c.req.query('merchant') ?? '');
  const unknown = (c: Context) => c.json({ error: `unknown merchant; known: ${[...target.worlds.keys()].join(', ')}` }, 404);

  app.post('/__sim/reset', async (c) => {
    const body = await controlBody(c, resetBody);
    if (body instanceof Response) return body;
    target.reset(body.seed, body.rngGames);
    return c.json({ reset: true, merchants: [...target.worlds.keys()] });
  });

  app.patch('/__sim/status', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const body = await controlBody(c, statusBody);
    if (body instanceof Response) return body;
    w.status = { ...w.status, ...body };
    return c.json(w.status);
  });

  // Site settings mobileTemplate (spec 3): mem_cen / dep_func "1" the new layout, "0" the classic one; and the
  // image CDN list (spec §9, imageCDNs).
  app.patch('/__sim/site-settings', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const body = await controlBody(c, siteSettingsBody);
    if (body instanceof Response) return body;
    const { lane, ...template } = body;
    if (lane === undefined) {
      w.siteTemplate = { ...w.siteTemplate, ...template };
      return c.json(w.siteTemplate);
    }
    setNewest(w.siteTemplateLanes, lane, { ...w.siteTemplateLanes.get(lane), ...template }, VENDOR_MAPPING_LANES_MAX);
    return c.json({ ...w.siteTemplate, ...w.siteTemplateLanes.get(lane) });
  });

  app.patch('/__sim/flags', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const body = await controlBody(c, flagsBody);
    if (body instanceof Response) return body;
    Object.assign(w.flags, body);
    return c.json(w.flags);
  });

  app.patch('/__sim/register-settings', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const body = await controlBody(c, registerSettingsBody);
    if (body instanceof Response) return body;
    for (const [field, rule] of Object.entries(body)) w.registerSettings[field] = { ...{ enabled: false, required: false }, ...w.registerSettings[field], ...rule };
    return c.json(w.registerSettings);
  });

  app.post('/__sim/members', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const body = await controlBody(c, memberBody);
    if (body instanceof Response) return body;
    const { username, upline, downlines = 0, contractRequests, unfinishedGame, ...given } = body;
    const account = username ?? `member${w.members.size + 1}`;
    const member = addMember(
      w,
      {
        account,
        ...given,
        // An upline the world does not know is left out (the member has none).
        ...(upline !== undefined && w.members.has(upline) ? { upline } : {}),
        ...(unfinishedGame ? { unfinishedGame } : {}),
      },
      target.now(),
    );
    // Pending contract requests (spec §4 "Home load"): the consolidated member funds answer them to an agent.
    if (contractRequests) {
      w.contractRequests.set(account, { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '', ...contractRequests });
    }
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
    const body = await controlBody(c, faultBody);
    if (body instanceof Response) return body;
    const merchant = c.req.header('Merchant') ?? c.req.query('merchant');
    const { times = 1, malformed, drop, ...rest } = body;
    const fault: Fault = {
      ...rest,
      ...(merchant ? { merchant } : {}),
      remaining: times,
      ...(malformed ? { malformed: true } : {}),
      ...(drop ? { drop: true } : {}),
    };
    holdFault(target.faults, fault);
    return c.json(fault, 201);
  });

  // Vendors the vendor data's mapping lists beyond the catalogue's, for one lane's calls or (without
  // `lane`) the whole merchant; an empty mapping removes them.
  app.put('/__sim/vendor-mapping', async (c) => {
    const w = world(c);
    if (!w) return unknown(c);
    const body = await controlBody(c, vendorMappingBody);
    if (body instanceof Response) return body;
    const { lane = '', mapping } = body;
    if (Object.keys(mapping).length === 0) w.vendorMapping.delete(lane);
    else setNewest(w.vendorMapping, lane, mapping, VENDOR_MAPPING_LANES_MAX);
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
