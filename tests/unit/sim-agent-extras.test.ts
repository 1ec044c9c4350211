/**
 * The simulator's red envelopes and agent dividend (routes/agent-extras.ts, issue 18): a split sums to the
 * total to the cent (evenly, or at random and repeatable per order); a send to three downlines moves the
 * agent's and their balances, with matching account records and a history row; it must come encrypted, with
 * the funds password, within the balance, at least a cent an envelope, to the agent's own downlines, from an
 * agent. Dividend: half-month periods of the last 60 days from the team's activity, paid only under an
 * accepted contract, once; the red envelopes and payouts survive a save and load.
 */
import { describe, expect, it } from 'vitest';
import { encryptBody } from '../../src/api/encryption';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { DIVIDEND_TIERS } from '../../src/platform-sim/routes/agent';
import { splitTotal } from '../../src/platform-sim/routes/agent-extras';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { simRequest } from './support/simulator';

const merchants = [...loadAllMerchants().values()];
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the assertions
type Answer = { status: number; body: any };

const NOW = Date.UTC(2025, 5, 20, 10);
const FUNDS = '246810';
const sumCents = (amounts: number[]) => amounts.reduce((s, a) => s + Math.round(a * 100), 0);

async function setUp(member: Record<string, unknown> = {}) {
  const sim = createPlatformSimulator(merchants, { now: () => NOW });
  let token: string | undefined;
  const send = async (method: string, path: string, init: { json?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> => {
    const res = await sim.fetch(simRequest(method, path, { ...init, merchant: 'DEMO', token }));
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const encrypted = async (path: string, payload: unknown) => {
    const modulus = await (await sim.fetch(simRequest('GET', '/wps/session/key/rsa', { merchant: 'DEMO' }))).text();
    const { body, headers } = encryptBody(payload, modulus);
    return send('POST', path, { json: body, headers });
  };
  expect((await send('POST', '/__sim/members', { json: { username: 'rain01', password: 'Secret123', type: 1, balance: 500, downlines: 4, ...member } })).status).toBe(201);
  expect((await send('PUT', '/__sim/members/rain01/wallet', { json: { fundsPassword: FUNDS } })).status).toBe(200);
  token = (await encrypted('/wps/session/login', { username: 'rain01', password: 'Secret123', type: 'username', captcha: '' })).body.value.token;
  const balance = async (account: string) => (await send('GET', `/__sim/members/${account}/wallet`)).body.balance as number;
  const rain = (fields: Record<string, unknown>) =>
    encrypted('/wps/agent/transferMultipleDownline', { usernames: ['rain01_d1', 'rain01_d2', 'rain01_d3'], totalAmount: '100', splitType: 'EVEN', paymentPassword: FUNDS, ...fields });
  return { sim, send, encrypted, balance, rain };
}

describe('splitting a red-envelope total', () => {
  it('evenly: the odd cents go to the first envelopes, the sum is the total', () => {
    expect(splitTotal(100, 3, 'EVEN', 1)).toEqual([33.34, 33.33, 33.33]);
    expect(splitTotal(0.05, 5, 'EVEN', 1)).toEqual([0.01, 0.01, 0.01, 0.01, 0.01]);
  });

  it('at random: every share at least a cent, summing to the total to the cent, the same for the same order', () => {
    for (const [total, count] of [
      [100, 3],
      [0.07, 7],
      [1234.56, 30],
      [10.01, 4],
    ] as const) {
      for (const seed of [1, 7, 99]) {
        const shares = splitTotal(total, count, 'RANDOM', seed);
        expect(shares).toHaveLength(count);
        expect(sumCents(shares)).toBe(Math.round(total * 100));
        expect(Math.min(...shares)).toBeGreaterThanOrEqual(0.01);
        expect(splitTotal(total, count, 'RANDOM', seed)).toEqual(shares);
      }
    }
    expect(splitTotal(100, 3, 'RANDOM', 1)).not.toEqual(splitTotal(100, 3, 'RANDOM', 2));
  });
});

describe('simulated red envelopes', () => {
  it('a random send to three downlines moves their balances by their shares and the agent down by the total', async () => {
    const { sim, send, balance, rain } = await setUp();
    const res = await rain({ totalAmount: '100.05', splitType: 'RANDOM' });
    expect(res.status).toBe(200);
    const order = res.body.value;
    expect([order.total, order.count, order.splitType]).toEqual([100.05, 3, 'RANDOM']);
    expect(sumCents(order.shares.map((s: { amount: number }) => s.amount))).toBe(10005);
    expect(await balance('rain01')).toBe(399.95);
    for (const share of order.shares) expect(await balance(share.account)).toBe(share.amount);
    expect(await balance('rain01_d4')).toBe(0);

    // The account records agree with the balances; the history lists the send.
    const wallet = sim.save().worlds.DEMO?.wallet as { transactions: { account: string; amount: number; orderNo: string }[] };
    const txs = wallet.transactions.filter((t) => t.orderNo === order.orderNo);
    expect(txs.map((t) => [t.account, t.amount])).toEqual([['rain01', -100.05], ...order.shares.map((s: { account: string; amount: number }) => [s.account, s.amount])]);
    const history = (await send('GET', '/wps/relay/ODSFE2_redEnvelopeHistory?page=1&size=10')).body.value;
    expect(history.list.map((o: { orderNo: string; total: number }) => [o.orderNo, o.total])).toEqual([[order.orderNo, 100.05]]);
  });

  it('the history pages newest first', async () => {
    const { send, rain } = await setUp();
    for (const total of ['1', '2', '3']) expect((await rain({ totalAmount: total })).status).toBe(200);
    const first = (await send('GET', '/wps/relay/ODSFE2_redEnvelopeHistory?page=1&size=2')).body.value;
    const second = (await send('GET', '/wps/relay/ODSFE2_redEnvelopeHistory?page=2&size=2')).body.value;
    expect([first.list.map((o: { total: number }) => o.total), second.list.map((o: { total: number }) => o.total), first.totalPages]).toEqual([[3, 2], [1], 2]);
  });

  it('refuses a plain body, a wrong funds password, more than the balance, less than a cent an envelope and a stranger, moving nothing', async () => {
    const { send, balance, rain } = await setUp();
    const plain = await send('POST', '/wps/agent/transferMultipleDownline', { json: { usernames: ['rain01_d1'], totalAmount: '10', splitType: 'EVEN', paymentPassword: FUNDS } });
    expect([plain.status, plain.body.success]).toEqual([400, false]);
    expect((await rain({ paymentPassword: '111111' })).body.errorCode).toBe('invalid.payment.pw');
    expect((await rain({ totalAmount: '500.01' })).body.errorCode).toBe('insufficient.balance');
    const small = await rain({ totalAmount: '0.02' });
    expect([small.body.errorCode, small.body.value]).toEqual(['red.envelope.total.small', { field: 'totalAmount', min: 0.03 }]);
    expect((await rain({ totalAmount: '1.001' })).body.errorCode).toBe('amount.invalid');
    expect((await rain({ usernames: ['player01'] })).body.errorCode).toBe('agent.downline.invalid');
    expect((await rain({ usernames: [] })).body.errorCode).toBe('agent.downline.invalid');
    expect((await rain({ usernames: ['rain01_d1', 'rain01_d1'] })).body.errorCode).toBe('agent.downline.invalid');
    expect([await balance('rain01'), await balance('rain01_d1')]).toEqual([500, 0]);
  });

  it('refuses a member who is not an agent', async () => {
    const { rain } = await setUp({ type: 0 });
    expect((await rain({})).body.errorCode).toBe('agent.not.allowed');
  });

  it('without a funds password the send is refused with not.exists.payment.password', async () => {
    const { send, rain } = await setUp();
    await send('PUT', '/__sim/members/rain01/wallet', { json: { fundsPassword: null } });
    expect((await rain({})).body.errorCode).toBe('not.exists.payment.password');
  });
});

type Period = { periodStart: string; periodEnd: string; teamPnl: number; activeMembers: number; rate: number; dividend: number; status: string };

describe('simulated agent dividend', () => {
  it('the current half-month period and the finished ones of the last 60 days, newest first', async () => {
    const { send } = await setUp({ downlines: 10 });
    const current = (await send('GET', '/wps/relay/MCSFE_getUserContractDividendInfoByComputationPeriod')).body.value;
    expect([current.periodStart, current.periodEnd, current.status, current.contractStatus]).toEqual(['2025-06-16', '2025-06-30', 'ongoing', 'none']);
    const history = (await send('GET', '/wps/relay/ODSFE2_QueryDividend?page=1&size=10')).body.value as { list: Period[] };
    expect(history.list.map((p) => [p.periodStart, p.periodEnd])).toEqual([
      ['2025-06-01', '2025-06-15'],
      ['2025-05-16', '2025-05-31'],
      ['2025-05-01', '2025-05-15'],
    ]);
    // Downlines registered 30 days ago: no activity in early May. Without an accepted contract, no dividend.
    expect(history.list[2]).toMatchObject({ teamPnl: 0, activeMembers: 0, dividend: 0, status: 'none' });
    expect(history.list.every((p) => p.dividend === 0)).toBe(true);
    const june = history.list[0] as Period;
    const tier = DIVIDEND_TIERS.filter((t) => -june.teamPnl >= t.teamLoss && june.activeMembers >= t.activeMembers).at(-1);
    expect(june.rate).toBe(tier?.rate ?? 0);
  });

  it('an accepted contract makes a dividend of loss × rate, paid once on apply (balance and record)', async () => {
    const { sim, send, balance } = await setUp({ downlines: 10, contractRequests: { divtypecompperiodreq: 'HALF_MONTH' } });
    expect((await send('GET', '/wps/relay/MCSFE_getUserContractDividendInfoByComputationPeriod')).body.value.contractStatus).toBe('pending');
    const accepted = await send('POST', '/wps/relay/MCSFE_processContractDividend', { json: { action: 'accept' } });
    expect(accepted.body.value).toEqual({ contractStatus: 'accepted' });
    const list = (await send('GET', '/wps/relay/ODSFE2_QueryDividend')).body.value.list as Period[];
    const due = list.find((p) => p.status === 'applicable') as Period;
    expect(due).toBeDefined();
    expect(due.dividend).toBe(Math.round(-due.teamPnl * due.rate * 100) / 100);

    const paid = await send('POST', '/wps/relay/MCSFE_applyContractualDividend', { json: { periodStart: due.periodStart } });
    expect(paid.body.value).toMatchObject({ periodStart: due.periodStart, amount: due.dividend });
    expect(await balance('rain01')).toBe(Math.round((500 + due.dividend) * 100) / 100);
    const again = await send('POST', '/wps/relay/MCSFE_applyContractualDividend', { json: { periodStart: due.periodStart } });
    expect(again.body.errorCode).toBe('dividend.already.paid');
    const after = (await send('GET', '/wps/relay/ODSFE2_QueryDividend')).body.value;
    expect([after.list.find((p: Period) => p.periodStart === due.periodStart)?.status, after.footer.paid]).toEqual(['paid', due.dividend]);

    // A saved state keeps the payout: loaded again, the period stays paid.
    const saved = sim.save();
    sim.load(saved);
    const reloaded = (await send('GET', '/wps/relay/ODSFE2_QueryDividend')).body.value.list as Period[];
    expect(reloaded.find((p) => p.periodStart === due.periodStart)?.status).toBe('paid');

    // A contract rejected afterwards pays nothing more, but what was paid stays paid, amount and footer.
    const rejected = sim.save();
    const demo = rejected.worlds.DEMO;
    if (!demo) throw new Error('no DEMO world saved');
    (demo.contractDecisions as unknown[]).push({ account: 'rain01', contract: 'dividend', decision: 'reject', at: NOW });
    sim.load(rejected);
    expect((await send('GET', '/wps/relay/MCSFE_getUserContractDividendInfoByComputationPeriod')).body.value.contractStatus).toBe('rejected');
    const later = (await send('GET', '/wps/relay/ODSFE2_QueryDividend')).body.value;
    expect(later.list.find((p: Period) => p.periodStart === due.periodStart)).toMatchObject({ status: 'paid', dividend: due.dividend });
    expect(later.footer.paid).toBe(due.dividend);
  });

  it('refuses the ongoing period, an unknown one, a contract answer with nothing pending, and non-agents', async () => {
    const { send } = await setUp({ downlines: 2 });
    expect((await send('POST', '/wps/relay/MCSFE_applyContractualDividend', { json: { periodStart: '2025-06-16' } })).body.errorCode).toBe('dividend.period.invalid');
    expect((await send('POST', '/wps/relay/MCSFE_applyContractualDividend', { json: { periodStart: '2025-06-01' } })).body.errorCode).toBe('dividend.not.available');
    expect((await send('POST', '/wps/relay/MCSFE_processContractDividend', { json: { action: 'accept' } })).body.errorCode).toBe('contract.not.pending');
    const member = await setUp({ type: 0 });
    expect((await member.send('GET', '/wps/relay/ODSFE2_QueryDividend')).body.errorCode).toBe('agent.not.allowed');
  });
});
