/**
 * The HTTP core (src/api/http.ts) and the system calls (src/api/system.ts) against the real platform
 * simulator, reached through msw: envelope, headers, error codes (shared/platform-api.md).
 */
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, configureApi, isSessionGone, request } from '../../src/api/http';
import { getConsolidatedSettings, getSystemStatus } from '../../src/api/system';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { resolveSite } from '../../src/config/resolve';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { control, failure, SIM_BASE, startSimulatorServer } from './support/simulator';

const merchants = loadAllMerchants();

/** Every request the client sent (headers copied before the simulator reads the body). */
const { server, requests: seen } = startSimulatorServer({ record: true });

let token: string | undefined;
let language = 'MY';
const configure = (merchantCode = 'DEMO') =>
  configureApi({ baseUrl: SIM_BASE, merchantCode, language: () => language, token: () => token });

const simControl = async (method: 'PATCH' | 'POST', path: string, body?: unknown) => {
  const res = await control(method, path, body);
  expect(res.ok).toBe(true);
  return res.json();
};

const lastClientRequest = () => {
  const calls = seen.filter((r) => !new URL(r.url).pathname.startsWith('/__sim/'));
  const last = calls.at(-1);
  if (!last) throw new Error('no request was sent');
  return last;
};

beforeEach(() => {
  token = undefined;
  language = 'MY';
  configure();
});

describe('getSystemStatus against the simulator', () => {
  it('parses the {success, value} envelope into the startup status', async () => {
    const status = await getSystemStatus();
    expect(status).toEqual({ maintenance: false, regionRestriction: false, info: '', ip: '127.0.0.1' });
  });

  it('sends GET /wps/system/status with Merchant: DEMO and Language: MY', async () => {
    await getSystemStatus();
    const req = lastClientRequest();
    expect(req.method).toBe('GET');
    expect(new URL(req.url).pathname).toBe('/wps/system/status');
    expect(req.headers.get('Merchant')).toBe('DEMO');
    expect(req.headers.get('Language')).toBe('MY');
  });

  it('sends the Language header in upper case', async () => {
    language = 'en';
    await getSystemStatus();
    expect(lastClientRequest().headers.get('Language')).toBe('EN');
  });

  it('sends no Authorization header without a token', async () => {
    await getSystemStatus();
    expect(lastClientRequest().headers.has('Authorization')).toBe(false);
  });

  it('sends the raw token as Authorization (no Bearer prefix) when logged in', async () => {
    token = 'tok-123';
    await getSystemStatus();
    expect(lastClientRequest().headers.get('Authorization')).toBe('tok-123');
  });

  it('sends no ModuleId on GET', async () => {
    await getSystemStatus();
    expect(lastClientRequest().headers.has('ModuleId')).toBe(false);
    await request('/wps/system/status', { moduleId: 'COMM3', parse: (v) => v });
    expect(lastClientRequest().headers.has('ModuleId')).toBe(false);
  });

  it('the control API changes the next status answer (maintenance on)', async () => {
    expect((await getSystemStatus()).maintenance).toBe(false);
    await simControl('PATCH', '/__sim/status', { maintenance: true });
    expect(await getSystemStatus()).toMatchObject({ maintenance: true, regionRestriction: false });
  });

  it('the control API can restrict the region', async () => {
    await simControl('PATCH', '/__sim/status', { regionRestriction: true });
    expect(await getSystemStatus()).toMatchObject({ maintenance: false, regionRestriction: true });
  });

  it('the simulator reset undoes a control change', async () => {
    await simControl('PATCH', '/__sim/status', { maintenance: true });
    await simControl('POST', '/__sim/reset');
    expect((await getSystemStatus()).maintenance).toBe(false);
  });

  it('an IP-restricted caller gets ApiError kind http, status 403, errorCode ip_restricted', async () => {
    await simControl('PATCH', '/__sim/status', { ipRestricted: true });
    const error = await failure(getSystemStatus());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(403);
    expect(error.errorCode).toBe('ip_restricted');
    expect(error.message).toBe('IP or region restricted');
  });

  it('an error keeps the x-app-trace-id of the answer', async () => {
    await simControl('PATCH', '/__sim/status', { ipRestricted: true });
    const error = await failure(getSystemStatus());
    expect(error.traceId).toMatch(/^sim-/);
  });

  it('an unknown merchant gets ApiError with errorCode merchant.not.found', async () => {
    configure('NOPE');
    const error = await failure(getSystemStatus());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('merchant.not.found');
    expect(lastClientRequest().headers.get('Merchant')).toBe('NOPE');
  });
});

describe('getConsolidatedSettings against the simulator', () => {
  it('asks for the MOBILE device', async () => {
    await getConsolidatedSettings();
    const url = new URL(lastClientRequest().url);
    expect(url.pathname).toBe('/wps/system/settings/consolidated');
    expect(url.searchParams.get('device')).toBe('MOBILE');
  });

  it('gives the white-label flags as booleans', async () => {
    const settings = await getConsolidatedSettings();
    const demo = merchants.get('demo') as MerchantConfig;
    expect(Object.keys(settings.flags).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(settings.flags)) expect(typeof value, name).toBe('boolean');
    expect(settings.flags).toEqual(demo.flags);
  });

  it('gives a menu whose AGECEN root has enabled children', async () => {
    const settings = await getConsolidatedSettings();
    const agecen = settings.menu.find((n) => n.modId === 'AGECEN');
    expect(agecen?.enabled).toBe(true);
    expect(agecen?.children.length).toBeGreaterThan(0);
    expect(agecen?.children.map((c) => c.modId)).toContain('AGEINFO3');
    for (const child of agecen?.children ?? []) expect(child.enabled).toBe(true);
  });

  it('counts the two customer-service links (main, sub), and resolves AGECEN.AGEINFO3 as enabled', async () => {
    const settings = await getConsolidatedSettings();
    expect(settings.customerServiceCount).toBe(2);
    const site = resolveSite(merchants.get('demo') as MerchantConfig, settings);
    expect(site.menu?.has('AGECEN.AGEINFO3')).toBe(true);
    expect(site.customerService).toBe(true);
  });
});

describe('answers that cannot be read', () => {
  const STATUS = `${SIM_BASE}/wps/system/status`;

  it('a non-JSON answer is ApiError kind malformed', async () => {
    server.use(http.get(STATUS, () => new HttpResponse('<html>gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })));
    expect((await failure(getSystemStatus())).kind).toBe('malformed');
  });

  it('a non-JSON refusal (a firewall 403 page) is an HTTP failure, so the access-denied page can show', async () => {
    server.use(http.get(STATUS, () => new HttpResponse('<html>forbidden</html>', { status: 403, headers: { 'Content-Type': 'text/html' } })));
    const error = await failure(getSystemStatus());
    expect([error.kind, error.status]).toEqual(['http', 403]);
  });

  it('JSON without `success` is ApiError kind malformed', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ value: { maintenance: false } })));
    expect((await failure(getSystemStatus())).kind).toBe('malformed');
  });

  it('a JSON array instead of an envelope is ApiError kind malformed', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json([1, 2])));
    expect((await failure(getSystemStatus())).kind).toBe('malformed');
  });

  it('a value of the wrong shape is ApiError kind malformed', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ success: true, value: 'up' })));
    const error = await failure(getSystemStatus());
    expect(error.kind).toBe('malformed');
    expect(error.value).toBe('up');
  });

  it('a network failure is ApiError kind network with message "network offline or slow"', async () => {
    server.use(http.get(STATUS, () => HttpResponse.error()));
    const error = await failure(getSystemStatus());
    expect(error.kind).toBe('network');
    expect(error.message).toBe('network offline or slow');
  });

  it('{success:false, errorCode:"login.not.session"} with 401 means the session is gone', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ success: false, errorCode: 'login.not.session', message: 'logged out' }, { status: 401 })));
    const error = await failure(getSystemStatus());
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.errorCode).toBe('login.not.session');
    expect(isSessionGone(error)).toBe(true);
  });

  it('session-gone codes count even on HTTP 200; other errors do not', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ success: false, errorCode: 'user.or.token.invalid', message: 'x' })));
    expect(isSessionGone(await failure(getSystemStatus()))).toBe(true);
    expect(isSessionGone(new ApiError('http', 'bad', 400, 'login.cred.err'))).toBe(false);
    expect(isSessionGone(new Error('login.not.session'))).toBe(false);
  });

  it('a failure without a message falls back to "Unknown error"', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ success: false, errorCode: 'x' }, { status: 500 })));
    const error = await failure(getSystemStatus());
    expect(error.message).toBe('Unknown error');
    expect(error.status).toBe(500);
  });

  it('POST sends ModuleId and a JSON body', async () => {
    let got: { moduleId: string | null; contentType: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${SIM_BASE}/wps/feedback`, async ({ request: req }) => {
        got = { moduleId: req.headers.get('ModuleId'), contentType: req.headers.get('Content-Type'), body: await req.json() };
        return HttpResponse.json({ success: true, value: null });
      }),
    );
    await request('/wps/feedback', { method: 'POST', moduleId: 'FEEDBACK3', body: { text: 'hi' }, parse: (v) => v });
    expect(got).toEqual({ moduleId: 'FEEDBACK3', contentType: 'application/json', body: { text: 'hi' } });
  });
});
