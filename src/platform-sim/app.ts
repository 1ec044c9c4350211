/**
 * The platform simulator (first slice): a web-standard Hono app answering at the real platform's
 * paths, in its envelope (shared/platform-api.md), with state per merchant and a control API for
 * tests and demos. Never part of the player bundle.
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { MerchantConfig } from '../config/merchant-resolved.gen';

export interface SimStatus {
  maintenance: boolean;
  regionRestriction: boolean;
  /** The platform refuses the caller's IP (access-denied page). */
  ipRestricted: boolean;
  info: string;
}

interface MerchantState {
  config: MerchantConfig;
  status: SimStatus;
}

const initialStatus = (): SimStatus => ({ maintenance: false, regionRestriction: false, ipRestricted: false, info: '' });

const ok = (c: Context, value: unknown) => c.json({ success: true, value });
const fail = (c: Context, status: 400 | 401 | 403 | 404 | 500, errorCode: string, message: string) =>
  c.json({ success: false, errorCode, message }, status);

/** The white-label menu tree the platform would hold: every node a merchant's config refers to, enabled. */
function menuTree(config: MerchantConfig) {
  const nodes = new Map<string, Set<string>>([['MEMCEN', new Set()], ['AGECEN', new Set()]]);
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'menu' && typeof inner === 'string') {
          const [root, modId] = inner.split('.');
          if (root && modId) nodes.get(root)?.add(modId);
        } else visit(inner);
      }
    }
  };
  visit(config);
  return [...nodes].map(([modId, children]) => ({
    modId,
    enabled: '1',
    childrenNodes: [...children].map((child) => ({ modId: child, enabled: '1', childrenNodes: [] })),
  }));
}

function resources(config: MerchantConfig) {
  const d = config.downloads;
  const list: { resourceType: string; url: string }[] = [];
  if (d.ios) list.push({ resourceType: 'IOS', url: d.ios });
  if (d.android) list.push({ resourceType: 'Android', url: d.android });
  if (d.mobileConfig) list.push({ resourceType: 'MOBILECONFIG', url: d.mobileConfig });
  for (const s of config.sideBar.social) list.push({ resourceType: s.kind, url: s.url });
  return list;
}

export function createPlatformSimulator(merchants: Iterable<MerchantConfig>) {
  const configs = [...merchants];
  const state = new Map<string, MerchantState>();
  const reset = () => {
    state.clear();
    for (const config of configs) state.set(config.identity.merchantCode, { config, status: initialStatus() });
  };
  reset();

  let traceCounter = 0;
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('x-app-trace-id', `sim-${Date.now().toString(36)}-${(++traceCounter).toString(36)}`);
    c.header('Cache-Control', 'no-store');
  });

  const merchantOf = (c: Context) => state.get(c.req.header('Merchant') ?? '');

  app.get('/wps/system/status', (c) => {
    const m = merchantOf(c);
    if (!m) return fail(c, 400, 'merchant.not.found', 'Unknown merchant');
    if (m.status.ipRestricted) return fail(c, 403, 'ip_restricted', 'IP or region restricted');
    const { maintenance, regionRestriction, info } = m.status;
    return ok(c, { maintenance, regionRestriction, info, location: { ip: '127.0.0.1' } });
  });

  app.get('/wps/system/settings/consolidated', (c) => {
    const m = merchantOf(c);
    if (!m) return fail(c, 400, 'merchant.not.found', 'Unknown merchant');
    const { config } = m;
    return ok(c, {
      merchantCode: config.identity.merchantCode,
      whitelabelVal: Object.fromEntries(Object.entries(config.flags).map(([k, v]) => [k, v ? '1' : '0'])),
      whitelabel: menuTree(config),
      mobileTemplate: { mem_cen: '1', dep_func: '1' },
      // The encrypted customer-service path arrives with the full simulator (next issue).
      customerService: [{ title: 'Live chat', csType: 1, path: '' }],
      register: {},
      resources: resources(config),
      imageCDNs: [''],
    });
  });

  // Control API for tests, demos and operations (not part of the platform).
  app.get('/__sim/merchants', (c) => c.json([...state.keys()]));
  app.put('/__sim/status/:merchant', async (c) => {
    const m = state.get(c.req.param('merchant'));
    if (!m) return c.json({ error: 'unknown merchant' }, 404);
    const body = (await c.req.json().catch(() => ({}))) as Partial<SimStatus>;
    m.status = { ...m.status, ...pick(body) };
    return c.json(m.status);
  });
  app.post('/__sim/reset', (c) => {
    reset();
    return c.json({ reset: true });
  });

  app.all('/wps/*', (c) => fail(c, 404, '#459', 'method not supported'));
  app.all('/lgw/*', (c) => c.json({ error: 'not simulated yet' }, 404));
  return app;
}

function pick(body: Partial<SimStatus>): Partial<SimStatus> {
  const out: Partial<SimStatus> = {};
  if (typeof body.maintenance === 'boolean') out.maintenance = body.maintenance;
  if (typeof body.regionRestriction === 'boolean') out.regionRestriction = body.regionRestriction;
  if (typeof body.ipRestricted === 'boolean') out.ipRestricted = body.ipRestricted;
  if (typeof body.info === 'string') out.info = body.info;
  return out;
}
