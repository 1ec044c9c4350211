import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { parseAccountPage, parseBetPage, parseDepositPage, parseLotteryOrder, parsePnlPage, parseWithdrawPage } from '../../src/api/records';
import { betsBetween, betsOfDay } from '../../src/platform-sim/data/bet-history';
import { buildCatalogue } from '../../src/platform-sim/data/catalogue';
import { pageOf } from '../../src/platform-sim/envelope';
import { mountRecords, mountRecordsControl } from '../../src/platform-sim/routes/records';
import type { SimEnv } from '../../src/platform-sim/routes/world';
import { addMember, type MerchantWorld, newWorld } from '../../src/platform-sim/state';
import { type Envelope, simRequest } from './support/simulator';

const NOW = Date.UTC(2025, 5, 15, 10, 30);
const DAY = 86_400_000;
const TODAY = Math.floor(NOW / DAY) * DAY;
const cat = buildCatalogue(1);

// Read once: loading and validating the merchants is slow on a busy machine (each test's time limit is 5 s).
const config = [...loadAllMerchants().values()].find((m) => m.identity.merchantCode === 'DEMO');

function setup() {
  if (!config) throw new Error('DEMO missing');
  const world: MerchantWorld = newWorld(config, NOW);
  const app = new Hono<SimEnv>();
  app.use('/wps/*', (c, next) => {
    c.set('world', world);
    return next();
  });
  mountRecords(app, () => cat, () => NOW, (code) => (code === 'DEMO' ? world : undefined));
  mountRecordsControl(app, { worlds: new Map([['DEMO', world]]), faults: [], reset: () => {}, now: () => NOW });
  const session = (account: string) => {
    world.sessions.set(`tok-${account}`, account);
    return `tok-${account}`;
  };
  const send = async (method: string, path: string, init: { token?: string; json?: unknown } = {}) => {
    const res = await app.fetch(simRequest(method, path, init));
    return { status: res.status, body: (await res.json()) as Envelope & Record<string, unknown> };
  };
  return { world, session, send };
}

const range = (days = 1) => `startDate=${TODAY - (days - 1) * DAY}&endDate=${TODAY + DAY - 1}`;
const txRange = (start: number, end: number) => `startTime=${start}&endTime=${end}`;

describe('seeded betting history', () => {
  it('is the same for the same seed, account and day, and differs by account and seed', () => {
    const day = Math.floor(NOW / DAY) - 3;
    expect(betsOfDay(cat, 'player01', day)).toEqual(betsOfDay(buildCatalogue(1), 'player01', day));
    const week = (c = cat, account = 'player01') => betsBetween(c, account, TODAY - 6 * DAY, NOW, NOW).map((b) => b.orderNo);
    expect(week().length).toBeGreaterThan(5);
    expect(week()).not.toEqual(week(cat, 'agent01'));
    expect(week()).not.toEqual(week(buildCatalogue(2)));
  });

  it('holds 60 days before now and nothing later than now', () => {
    const all = betsBetween(cat, 'player01', NOW - 200 * DAY, NOW + 5 * DAY, NOW);
    expect(Math.min(...all.map((b) => b.betTime))).toBeGreaterThanOrEqual(TODAY - 59 * DAY);
    expect(Math.max(...all.map((b) => b.betTime))).toBeLessThanOrEqual(NOW);
    // Newest first.
    expect(all.map((b) => b.betTime)).toEqual([...all.map((b) => b.betTime)].sort((a, b) => b - a));
  });
});

describe('paging (envelope.ts pageOf: the records, rewards, inbox and activity lists)', () => {
  it('cuts pages of 10 (1-based) and counts them; an empty list has 0 pages', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, '1', '10')).toEqual({ list: rows.slice(0, 10), page: 1, size: 10, totalPages: 3 });
    expect(pageOf(rows, '3', undefined).list).toEqual([20, 21, 22]);
    expect(pageOf(rows, '4', '10').list).toEqual([]);
    expect(pageOf([], '1', '10')).toEqual({ list: [], page: 1, size: 10, totalPages: 0 });
  });

  it('reads a page or size that is not a whole number from 1 as the default, and caps the size', () => {
    const rows = Array.from({ length: 300 }, (_, i) => i);
    for (const bad of ['0', '-2', '2.5', 'x', undefined]) expect(pageOf(rows, bad, bad, 7)).toMatchObject({ page: 1, size: 7 });
    expect(pageOf(rows, '1', '500', 10, 50)).toMatchObject({ size: 50, totalPages: 6 });
  });
});

describe('records calls', () => {
  it('refuses without a session, a reversed range and one longer than 30 days', async () => {
    const { send, session } = setup();
    expect((await send('GET', `/wps/relay/ODSFE2_RNGOrders?${range()}`)).status).toBe(401);
    const token = session('player01');
    const reversed = await send('GET', `/wps/relay/ODSFE2_MemTransDet?${txRange(NOW, NOW - DAY)}`, { token });
    expect([reversed.status, reversed.body.errorCode]).toEqual([400, 'date.range.invalid']);
    const long = await send('GET', `/wps/relay/MCSFE_getDepositTransactionReport?startDate=${TODAY - 31 * DAY}&endDate=${TODAY + DAY - 1}`, { token });
    expect([long.status, long.body.errorCode]).toEqual([400, 'date.range.exceeded']);
    const thirty = await send('GET', `/wps/relay/MCSFE_getDepositTransactionReport?${range(30)}`, { token });
    expect(thirty.status).toBe(200);
  });

  it('history control: deposits and withdrawals land in their reports, successful ones move money into the account record', async () => {
    const { send, session, world } = setup();
    const token = session('player01');
    const before = world.members.get('player01')?.balance ?? 0;
    const made = await send('POST', '/__sim/members/player01/history', {
      json: { deposits: [{ amount: 100, method: 'MT', state: 'success' }, { amount: 50, method: 'PG', state: 'pending' }], withdrawals: [{ amount: 30, state: 'success' }] },
    });
    expect(made.status).toBe(201);
    expect(world.members.get('player01')?.balance).toBeCloseTo(before + 70);

    const deposits = parseDepositPage((await send('GET', `/wps/relay/MCSFE_getDepositTransactionReport?${range()}&page=1&size=10`, { token })).body.value);
    expect(deposits.rows.map((r) => [r.method, r.amount, r.state])).toEqual(
      expect.arrayContaining([
        ['MT', 100, 'success'],
        ['PG', 50, 'pending'],
      ]),
    );
    expect(deposits.footer.amount).toBe(150);
    const pending = parseDepositPage((await send('GET', `/wps/relay/MCSFE_getDepositTransactionReport?${range()}&depositState=2`, { token })).body.value);
    expect(pending.rows.map((r) => r.amount)).toEqual([50]);

    const withdrawals = parseWithdrawPage((await send('GET', `/wps/relay/MCSFE_getWithdrawTransactionReport?${range()}`, { token })).body.value);
    expect(withdrawals.rows.map((r) => [r.amount, r.state])).toEqual([[30, 'success']]);
    expect(withdrawals.footer.amount).toBe(30);

    const moves = parseAccountPage((await send('GET', `/wps/relay/ODSFE2_MemTransDet?${txRange(TODAY, TODAY + DAY - 1)}&codeTypes=deposit,withdraw&page=1&size=10`, { token })).body.value);
    expect(moves.rows.map((r) => r.amount).sort()).toEqual([-30, 100]);
  });

  it('account record: seeded bets and wins, filtered by codeTypes, paged by 10', async () => {
    const { send, session } = setup();
    const token = session('player01');
    const path = (extra: string) => `/wps/relay/ODSFE2_MemTransDet?${txRange(TODAY - 6 * DAY, TODAY + DAY - 1)}&size=10${extra}`;
    const first = parseAccountPage((await send('GET', path('&page=1'), { token })).body.value);
    expect(first.rows).toHaveLength(10);
    expect(first.totalPages).toBeGreaterThan(1);
    const second = parseAccountPage((await send('GET', path('&page=2'), { token })).body.value);
    expect(second.rows[0]?.time).toBeLessThanOrEqual(first.rows[9]?.time ?? 0);
    const bets = parseAccountPage((await send('GET', path('&page=1&codeTypes=betting'), { token })).body.value);
    expect(bets.rows.every((r) => r.typeName === 'Betting' && r.amount < 0)).toBe(true);
  });

  it('names transaction types and deposit methods in the caller’s Language', async () => {
    const { session, world } = setup();
    const token = session('player01');
    const app = new Hono<SimEnv>();
    app.use('/wps/*', (c, next) => {
      c.set('world', world);
      return next();
    });
    mountRecords(app, () => cat, () => NOW, () => world);
    const arabic = async (path: string) => (await (await app.fetch(simRequest('GET', path, { token, headers: { Language: 'AR' } }))).json()) as Envelope;
    const bets = parseAccountPage((await arabic(`/wps/relay/ODSFE2_MemTransDet?${txRange(TODAY - 6 * DAY, TODAY + DAY - 1)}&codeTypes=betting`)).value);
    expect(bets.rows[0]?.typeName).toBe('رهان');
    expect((await arabic('/wps/relay/MCSFE_getDepositMethods')).value).toContainEqual({ code: 'MT', displayName: 'تحويل بنكي' });
  });

  it('types=A: an agent reads a downline’s record (customerName), not a stranger’s', async () => {
    const { send, session, world } = setup();
    addMember(world, { account: 'stranger' }, NOW);
    const token = session('agent01');
    const own = `/wps/relay/ODSFE2_MemTransDet?${txRange(TODAY - 6 * DAY, TODAY + DAY - 1)}`;
    const down = parseAccountPage((await send('GET', `${own}&subordinateName=down01`, { token })).body.value);
    expect(down.rows.length).toBeGreaterThan(0);
    expect(new Set(down.rows.map((r) => r.customerName))).toEqual(new Set(['down01']));
    const refused = await send('GET', `${own}&subordinateName=stranger`, { token });
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'subordinate.not.found']);
  });

  it('betting record: per relay settled or not, by vendor and order number, with footer totals; P&L by category', async () => {
    const { send, session } = setup();
    const token = session('player01');
    const week = range(7);
    const settled = parseBetPage((await send('GET', `/wps/relay/ODSFE2_SportsSettOrders?${week}&size=100`, { token })).body.value);
    const unsettled = parseBetPage((await send('GET', `/wps/relay/ODSFE2_SportsUnsettOrders?${week}&size=100`, { token })).body.value);
    expect(settled.rows.every((r) => r.settled && r.gameType === 'SPORTS')).toBe(true);
    expect(unsettled.rows.every((r) => !r.settled)).toBe(true);
    const sum = settled.rows.reduce((t, r) => t + r.profitAndLoss, 0);
    expect(settled.footer.profitAndLoss).toBeCloseTo(sum);
    const rng = parseBetPage((await send('GET', `/wps/relay/ODSFE2_RNGOrders?${range(30)}&size=100`, { token })).body.value);
    const one = rng.rows[3];
    if (!one) throw new Error('expected RNG bets in 30 days');
    const byOrder = parseBetPage((await send('GET', `/wps/relay/ODSFE2_RNGOrders?${range(30)}&orderNoSearch=${one.orderNo}`, { token })).body.value);
    expect(byOrder.rows.map((r) => r.orderNo)).toEqual([one.orderNo]);
    const byVendor = parseBetPage((await send('GET', `/wps/relay/ODSFE2_RNGOrders?${range(30)}&size=100&accountType=${one.vendor}`, { token })).body.value);
    expect(byVendor.rows.length).toBeGreaterThan(0);
    expect(byVendor.rows.every((r) => r.vendor === one.vendor)).toBe(true);

    const pnl = parsePnlPage((await send('GET', `/wps/relay/ODSFE2_MemPNL?${range(30)}`, { token })).body.value);
    expect(pnl.rows.length).toBeGreaterThan(1);
    expect(pnl.footer.betAmount).toBeCloseTo(pnl.rows.reduce((t, r) => t + r.betAmount, 0));
  });

  it('a lottery order’s detail answers on /lgw without the envelope', async () => {
    const { send, session } = setup();
    const token = session('player01');
    const lott = parseBetPage((await send('GET', `/wps/relay/ODSFE2_ElottSettledOrders?${range(30)}`, { token })).body.value);
    const order = lott.rows[0];
    if (!order) throw new Error('expected e-lottery orders in 30 days');
    expect(order.lottery).toBe(true);
    const res = await send('GET', `/lgw/orders/detail/${order.orderNo}`, { token });
    expect(res.status).toBe(200);
    const detail = parseLotteryOrder(res.body);
    expect(detail).toMatchObject({ orderId: order.orderNo, betAmount: order.betAmount, gameName: order.gameName });
    expect((await send('GET', '/lgw/orders/detail/NOPE', { token })).status).toBe(404);
  });
});

describe('record parsers', () => {
  it('refuse a list that is not a list and rows missing their amounts', () => {
    expect(() => parseAccountPage({ list: 'x', totalPages: 1 })).toThrow(/list/);
    expect(() => parseDepositPage({ list: [{ depositId: 1, depositDate: 1, state: '3' }], totalPages: 1 })).toThrow(/amount/);
    expect(() => parseBetPage({ list: [], totalPages: 0 })).toThrow(/footer/);
    expect(parseWithdrawPage({ records: [], footer: [] })).toEqual({ rows: [], totalPages: 0, footer: { amount: 0 } });
    expect(parseDepositPage({ list: [{ depositId: 1, depositDate: 1, amount: '5.5', state: '9' }], totalPages: 1 }).rows[0]?.state).toBe('unknown');
  });
});
