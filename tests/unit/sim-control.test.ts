import { describe, expect, it } from 'vitest';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { callSim } from './support/simulator';

const merchants = [...loadAllMerchants().values()];
const fresh = (options = {}) => createPlatformSimulator(merchants, options);

const value = async (res: Response) => ((await res.json()) as { value: Record<string, unknown> }).value;

describe('simulator control API', () => {
  it('PATCH /__sim/status switches maintenance, region and IP restriction for one merchant only', async () => {
    const sim = fresh();
    await callSim(sim, 'PATCH', '/__sim/status', { maintenance: true, info: 'back at 10:00' });
    expect(await value(await callSim(sim, 'GET', '/wps/system/status'))).toMatchObject({ maintenance: true, info: 'back at 10:00' });
    expect(await value(await callSim(sim, 'GET', '/wps/system/status', undefined, 'JADE'))).toMatchObject({ maintenance: false });
    await callSim(sim, 'PATCH', '/__sim/status', { ipRestricted: true });
    expect((await callSim(sim, 'GET', '/wps/system/status')).status).toBe(403);
  });

  it('PATCH /__sim/flags changes the live white-label values the consolidated settings give', async () => {
    const sim = fresh();
    await callSim(sim, 'PATCH', '/__sim/flags', { DIRECTREG3: false, MOBILELOGIN3: false });
    const settings = await value(await callSim(sim, 'GET', '/wps/system/settings/consolidated?device=MOBILE'));
    expect(settings.whitelabelVal).toMatchObject({ DIRECTREG3: '0', MOBILELOGIN3: '0', USERNAMEREG3: '1' });
  });

  it('PATCH /__sim/register-settings changes the register rules', async () => {
    const sim = fresh();
    await callSim(sim, 'PATCH', '/__sim/register-settings', { email: { enabled: true, required: true } });
    const rules = await value(await callSim(sim, 'GET', '/wps/system/setting/register'));
    expect(rules.email).toEqual({ enabled: true, required: true });
  });

  it('POST /__sim/members creates a member of any type, with downlines for an agent', async () => {
    const sim = fresh();
    const res = await callSim(sim, 'POST', '/__sim/members', { username: 'boss', type: 2, balance: 99.5, downlines: 2 });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ account: 'boss', type: 2, balance: 99.5 });
  });

  it('POST /__sim/reset brings back the initial state', async () => {
    const sim = fresh();
    await callSim(sim, 'PATCH', '/__sim/status', { maintenance: true });
    await callSim(sim, 'POST', '/__sim/reset');
    expect(await value(await callSim(sim, 'GET', '/wps/system/status'))).toMatchObject({ maintenance: false });
  });

  it('names the known merchants when a control call names none it knows', async () => {
    const res = await callSim(fresh(), 'PATCH', '/__sim/status', { maintenance: true }, 'NOPE');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'unknown merchant; known: DEMO, JADE, SAHARA' });
  });

  it('is off unless the simulator is the backend', async () => {
    const res = await callSim(fresh({ control: false }), 'PATCH', '/__sim/status', { maintenance: true });
    expect(res.status).toBe(404);
  });
});

describe('simulator faults (POST/DELETE /__sim/faults)', () => {
  const STATUS = '/wps/system/status';

  it('answers a status code for the next N calls on a path pattern, then recovers', async () => {
    const sim = fresh();
    await callSim(sim, 'POST', '/__sim/faults', { path: '/wps/system/*', status: 500, times: 2 });
    expect((await callSim(sim, 'GET', STATUS)).status).toBe(500);
    expect((await callSim(sim, 'GET', '/wps/system/settings/consolidated')).status).toBe(500);
    expect((await callSim(sim, 'GET', STATUS)).status).toBe(200);
  });

  it('sends a malformed body', async () => {
    const sim = fresh();
    await callSim(sim, 'POST', '/__sim/faults', { path: STATUS, malformed: true });
    const res = await callSim(sim, 'GET', STATUS);
    await expect(res.json()).rejects.toThrow();
  });

  it('drops the connection while the answer streams', async () => {
    const sim = fresh();
    await callSim(sim, 'POST', '/__sim/faults', { path: STATUS, drop: true });
    const res = await callSim(sim, 'GET', STATUS);
    await expect(res.text()).rejects.toThrow();
  });

  it('delays an answer', async () => {
    const sim = fresh();
    await callSim(sim, 'POST', '/__sim/faults', { path: STATUS, delayMs: 120 });
    const started = performance.now();
    await callSim(sim, 'GET', STATUS);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('DELETE clears every fault; a pattern that does not match leaves calls alone', async () => {
    const sim = fresh();
    await callSim(sim, 'POST', '/__sim/faults', { path: '/wps/member/*', status: 500 });
    expect((await callSim(sim, 'GET', STATUS)).status).toBe(200);
    await callSim(sim, 'POST', '/__sim/faults', { path: STATUS, status: 500 });
    await callSim(sim, 'DELETE', '/__sim/faults');
    expect((await callSim(sim, 'GET', STATUS)).status).toBe(200);
  });

  it("hits only the merchant named by the control call's Merchant header", async () => {
    const sim = fresh();
    await callSim(sim, 'POST', '/__sim/faults', { path: STATUS, status: 500 }, 'JADE');
    expect((await callSim(sim, 'GET', STATUS)).status).toBe(200);
    expect((await callSim(sim, 'GET', STATUS, undefined, 'JADE')).status).toBe(500);
  });

  it('with a lane, hits only calls carrying that X-Sim-Lane header; DELETE ?lane= clears only that lane', async () => {
    const sim = fresh();
    await callSim(sim, 'POST', '/__sim/faults', { path: STATUS, status: 500, lane: 'a' });
    await callSim(sim, 'POST', '/__sim/faults', { path: STATUS, status: 503, lane: 'b' });
    expect((await callSim(sim, 'GET', STATUS)).status, 'no lane').toBe(200);
    expect((await callSim(sim, 'GET', STATUS, undefined, 'DEMO', { 'X-Sim-Lane': 'c' })).status, 'another lane').toBe(200);
    expect((await callSim(sim, 'GET', STATUS, undefined, 'DEMO', { 'X-Sim-Lane': 'b' })).status).toBe(503);
    await callSim(sim, 'DELETE', '/__sim/faults?lane=a');
    expect((await callSim(sim, 'GET', STATUS, undefined, 'DEMO', { 'X-Sim-Lane': 'a' })).status, 'lane a cleared').toBe(200);
  });

  it('refuses a fault without a path pattern', async () => {
    expect((await callSim(fresh(), 'POST', '/__sim/faults', { status: 500 })).status).toBe(400);
  });
});

describe('maintenance', () => {
  it('refuses platform calls with system.maintenance while the status call still answers', async () => {
    const sim = fresh();
    await callSim(sim, 'PATCH', '/__sim/status', { maintenance: true });
    const refused = await callSim(sim, 'GET', '/wps/system/settings/consolidated');
    expect([refused.status, ((await refused.json()) as { errorCode: string }).errorCode]).toEqual([500, 'system.maintenance']);
    expect((await callSim(sim, 'GET', '/wps/system/status')).status).toBe(200);
  });
});

describe('clearing faults', () => {
  it("with a merchant named, clears only that merchant's faults", async () => {
    const sim = fresh();
    await callSim(sim, 'POST', '/__sim/faults', { path: '/wps/system/status', status: 500 }, 'JADE');
    await callSim(sim, 'POST', '/__sim/faults', { path: '/wps/system/status', status: 500 }, 'DEMO');
    await callSim(sim, 'DELETE', '/__sim/faults', undefined, 'DEMO');
    expect((await callSim(sim, 'GET', '/wps/system/status')).status).toBe(200);
    expect((await callSim(sim, 'GET', '/wps/system/status', undefined, 'JADE')).status).toBe(500);
  });
});
