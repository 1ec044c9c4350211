/**
 * Team management and rebate setting against the simulator through msw (src/api/agent-team.ts, the
 * simulator's routes/agent-team.ts): a downline's rebate rows per product with the agent's own rate as
 * each limit; a value above it refused with its code and a message naming the limit, nothing saved; valid
 * values saved and read back; promotion to agent (form-encoded, once); the encrypted transfer to a
 * downline moving both balances and both account records; every call for agents and their own downlines
 * only. Also rebateOf with and without a product (another screen computes rebate income with it).
 */
import { describe, expect, it } from 'vitest';
import { getDownlines } from '../../src/api/agent';
import {
  getDownlineMobile,
  getDownlineRebates,
  getOwnRebates,
  parseRebateTable,
  promoteDownline,
  transferToDownline,
  updateDownlineRebates,
} from '../../src/api/agent-team';
import { getAccountRecord } from '../../src/api/records';
import { DEFAULT_AGENT_PRODUCT_REBATES, REBATE_PRODUCTS, rebateOf } from '../../src/platform-sim/routes/agent';
import { restore, snapshot } from '../../src/platform-sim/persist';
import { addMember } from '../../src/platform-sim/state';
import { control, failure, SIM_BASE, simRoutes, startSimulatorSession } from './support/simulator';

const { login, logout, requests } = startSimulatorSession({ record: true });
const DAY = 86_400_000;

/** A fresh agent with `downlines` players below it (boss_d1 …), logged in; a funds password 123456. */
async function agentWithTeam(downlines = 3, balance = 500) {
  const username = `boss${Math.random().toString(36).slice(2, 8)}`;
  expect((await control('POST', '/__sim/members', { username, password: 'Secret123', type: 1, balance, downlines })).status).toBe(201);
  await control('PUT', `/__sim/members/${username}/wallet`, { fundsPassword: '123456' });
  await login(username, 'Secret123');
  const rows = (await getDownlines({ pageSize: 100 })).items;
  const id = (account: string) => rows.find((r) => r.account === account)?.id ?? '';
  return { username, id, downline: `${username}_d1` };
}

const balanceOf = async (account: string) => ((await (await control('GET', `/__sim/members/${account}/wallet`)).json()) as { balance: number }).balance;

describe('rebate rows per product', () => {
  it('reads a downline’s rows, each with the agent’s own rate as its max, and the agent’s own table', async () => {
    const { id, downline } = await agentWithTeam();
    const table = await getDownlineRebates(id(downline));
    expect(table.customerName).toBe(downline);
    expect(table.configs.map((r) => [r.productType, r.rebateValue, r.max])).toEqual(REBATE_PRODUCTS.map((p) => [p, 0, DEFAULT_AGENT_PRODUCT_REBATES[p]]));
    expect(new Set(table.configs.map((r) => r.rebateSettId)).size).toBe(REBATE_PRODUCTS.length);
    const own = await getOwnRebates();
    expect(own.configs.map((r) => [r.productType, r.rebateValue])).toEqual(table.configs.map((r) => [r.productType, r.max]));
  });

  it('refuses a value above the agent’s own with its code and a message naming the limit, and saves nothing', async () => {
    const { id, downline } = await agentWithTeam();
    const rows = (await getDownlineRebates(id(downline))).configs;
    const changed = rows.map((r) => (r.productType === 'LIVE' ? { ...r, rebateValue: 1.6 } : { ...r, rebateValue: 0.5 }));
    const refused = await failure(updateDownlineRebates(changed));
    expect([refused.status, refused.errorCode, refused.message]).toEqual([400, 'rebate.exceed.upline', "The LIVE rebate cannot be higher than the upline's 1.5%"]);
    expect(refused.value).toEqual({ productType: 'LIVE', max: 1.5 });
    expect((await getDownlineRebates(id(downline))).configs.map((r) => r.rebateValue)).toEqual(rows.map(() => 0));
  });

  it('saves valid values (up to the limit itself) sent with PUT and reads them back', async () => {
    const { id, downline } = await agentWithTeam();
    const rows = (await getDownlineRebates(id(downline))).configs;
    const wanted = rows.map((r) => ({ ...r, rebateValue: r.productType === 'LIVE' ? 1.5 : 0.25 }));
    await updateDownlineRebates(wanted);
    const sent = requests.findLast((r) => r.url.endsWith('/wps/agent/updateDownlineRebates'));
    expect(sent?.method).toBe('PUT');
    expect((await getDownlineRebates(id(downline))).configs.map((r) => r.rebateValue)).toEqual(wanted.map((r) => r.rebateValue));
  });

  it('refuses rows of an account that is not the agent’s direct downline, and a malformed value', async () => {
    const { id, downline } = await agentWithTeam();
    const rows = (await getDownlineRebates(id(downline))).configs;
    const other = await agentWithTeam();
    expect((await failure(updateDownlineRebates(rows))).errorCode).toBe('agent.downline.invalid');
    expect((await failure(getDownlineRebates(id(downline)))).errorCode).toBe('agent.downline.invalid');
    const own = (await getDownlineRebates(other.id(other.downline))).configs;
    expect((await failure(updateDownlineRebates([{ ...(own[0] as (typeof own)[0]), rebateValue: -1 }]))).errorCode).toBe('rebate.value.invalid');
  });

  it('reads the answer strictly: rows without a product or a value are an error', () => {
    expect(() => parseRebateTable({ configs: [{ rebateSettId: 1, productType: 'LIVE' }] })).toThrow();
    expect(() => parseRebateTable({})).toThrow();
  });
});

describe('rebateOf', () => {
  it('keeps its one rate without a product; with one, the rate set for it, else the one rate, else the agent defaults', () => {
    const { world } = simRoutes(Date.UTC(2025, 5, 15));
    const agent = world.members.get('agent01');
    const fresh = addMember(world, { account: 'freshagent', type: 1 }, 0);
    const player = addMember(world, { account: 'freshplayer', type: 0, upline: 'freshagent' }, 0);
    if (!agent) throw new Error('agent01 missing');
    expect([rebateOf(world, agent), rebateOf(world, agent, 'LIVE')]).toEqual([3, 3]);
    world.productRebates.set('agent01', { LIVE: 1.2 });
    expect([rebateOf(world, agent), rebateOf(world, agent, 'LIVE'), rebateOf(world, agent, 'RNG'), rebateOf(world, agent, 'NOPE')]).toEqual([3, 1.2, 3, 3]);
    expect([rebateOf(world, fresh), rebateOf(world, fresh, 'LIVE'), rebateOf(world, player), rebateOf(world, player, 'LIVE')]).toEqual([3, 1.5, 0, 0]);
  });
});

describe('saving the simulator’s state', () => {
  it('keeps the rates set per product across a save and a load, and an older save without them loads', () => {
    const { world } = simRoutes(Date.UTC(2025, 5, 15));
    const agent = world.members.get('agent01');
    if (!agent) throw new Error('agent01 missing');
    world.productRebates.set('agent01', { LIVE: 1.1 });
    const saved = JSON.parse(JSON.stringify(snapshot(new Map([['DEMO', world]]), 1)));
    const later = simRoutes(Date.UTC(2025, 5, 15)).world;
    restore(new Map([['DEMO', later]]), saved);
    expect(rebateOf(later, agent, 'LIVE')).toBe(1.1);
    delete saved.worlds.DEMO.productRebates;
    const older = simRoutes(Date.UTC(2025, 5, 15)).world;
    restore(new Map([['DEMO', older]]), saved);
    expect([older.productRebates.size, rebateOf(older, agent, 'LIVE')]).toEqual([0, 3]);
  });
});

describe('promote a downline to agent', () => {
  it('makes a player an agent once (form-encoded PUT); its rates stay', async () => {
    const { id, downline } = await agentWithTeam();
    await updateDownlineRebates((await getDownlineRebates(id(downline))).configs.map((r) => ({ ...r, rebateValue: 0.4 })));
    expect(await promoteDownline(id(downline))).toEqual({ type: 1 });
    const sent = requests.findLast((r) => r.url.endsWith('/wps/agent/promoteDownlineToAgent'));
    expect([sent?.method, sent?.headers.get('Content-Type')]).toEqual(['PUT', 'application/x-www-form-urlencoded']);
    expect((await getDownlines({ username: downline })).items[0]?.type).toBe(1);
    expect((await getDownlineRebates(id(downline))).configs.every((r) => r.rebateValue === 0.4)).toBe(true);
    expect((await failure(promoteDownline(id(downline)))).errorCode).toBe('agent.promote.invalid');
  });
});

describe('transfer to a downline', () => {
  it('moves the amount from the agent to the downline: both balances and both account records', async () => {
    const { id, username, downline } = await agentWithTeam(2, 500);
    const done = await transferToDownline(id(downline), '120.50', '123456');
    expect([done.amount, done.balance]).toEqual([120.5, 379.5]);
    const sent = requests.findLast((r) => r.url.endsWith('/wps/agent/transferDownline'));
    expect(sent?.method).toBe('PUT');
    expect(sent?.headers.get('Encryption')).toMatch(/^[0-9a-f]+$/);
    expect([await balanceOf(username), await balanceOf(downline)]).toEqual([379.5, 120.5]);
    const range = { start: Date.now() - DAY, end: Date.now() + DAY };
    const mine = (await getAccountRecord(range, {}, 1)).rows;
    expect(mine.find((r) => r.remark === `Transfer to downline ${downline}`)).toMatchObject({ amount: -120.5, balance: 379.5 });
    await login(downline, 'Player123');
    const theirs = (await getAccountRecord(range, {}, 1)).rows;
    expect(theirs.find((r) => r.remark === `Transfer from upline ${username}`)).toMatchObject({ amount: 120.5, balance: 120.5 });
  });

  it('refuses more than the balance, a wrong funds password and a plain (unencrypted) body; nothing moves', async () => {
    const { id, username, downline } = await agentWithTeam(1, 100);
    expect((await failure(transferToDownline(id(downline), '100.01', '123456'))).errorCode).toBe('insufficient.balance');
    expect((await failure(transferToDownline(id(downline), '10', '654321'))).errorCode).toBe('invalid.payment.pw');
    const token = requests.findLast((r) => r.headers.get('Authorization'))?.headers.get('Authorization') ?? '';
    const plain = await fetch(`${SIM_BASE}/wps/agent/transferDownline`, {
      method: 'PUT',
      headers: { Merchant: 'DEMO', Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ customerId: id(downline), amount: '10', paymentPassword: '123456' }),
    });
    expect([plain.status, ((await plain.json()) as { errorCode: string }).errorCode]).toEqual([400, 'request_body_required']);
    expect([await balanceOf(username), await balanceOf(downline)]).toEqual([100, 0]);
  });
});

describe('who may call', () => {
  it('refuses a player (agent.not.allowed) every team call', async () => {
    await login('player01', 'Player123');
    const calls = [getOwnRebates(), getDownlineRebates('1'), updateDownlineRebates([{ rebateSettId: 1, type: 'GAME', productType: 'LIVE', rebateValue: 0 }]), promoteDownline('1'), transferToDownline('1', '1', '123456'), getDownlineMobile('1')];
    for (const call of calls) expect((await failure(call)).errorCode).toBe('agent.not.allowed');
  });

  it('answers a guest login.not.session', async () => {
    logout();
    for (const call of [getOwnRebates(), getDownlineRebates('1'), promoteDownline('1'), getDownlineMobile('1')]) expect((await failure(call)).errorCode).toBe('login.not.session');
  });

  it('gives a downline’s mobile number masked, whole where the merchant’s switch allows it', async () => {
    const { username } = await agentWithTeam(0);
    await control('POST', '/__sim/members', { username: `mob${Math.random().toString(36).slice(2, 7)}`, mobile: '0912345678', upline: username });
    const customerId = (await getDownlines({ pageSize: 100 })).items[0]?.id ?? '';
    expect(await getDownlineMobile(customerId)).toEqual({ mobile: '******5678', masked: true });
    await control('PATCH', '/__sim/flags', { AGEDOWNMOBILE3: true });
    expect(await getDownlineMobile(customerId)).toEqual({ mobile: '0912345678', masked: false });
  });
});
