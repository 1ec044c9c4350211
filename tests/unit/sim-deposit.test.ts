import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { DEPOSIT_OFF_MESSAGE, mountDeposit, mountDepositControl, RECEIPT_MAX_BYTES } from '../../src/platform-sim/routes/deposit';
import type { SimEnv } from '../../src/platform-sim/routes/world';
import { addMember, type MerchantWorld, newWorld } from '../../src/platform-sim/state';
import { settleDeposits } from '../../src/platform-sim/wallet';
import { type Envelope, simRequest } from './support/simulator';

const NOW = Date.UTC(2025, 5, 15, 10, 30);
const PNG_HEAD = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk';

// Read once: loading and validating the merchants is slow on a busy machine (each test's time limit is 5 s).
const config = [...loadAllMerchants().values()].find((m) => m.identity.merchantCode === 'DEMO');

function setup() {
  if (!config) throw new Error('DEMO merchant missing');
  let clock = NOW;
  const world: MerchantWorld = newWorld(config, NOW);
  const app = new Hono<SimEnv>();
  // As app.ts does before every platform call: pending deposits whose time has come are settled.
  app.use('/wps/*', (c, next) => {
    c.set('world', world);
    settleDeposits(world, clock);
    return next();
  });
  mountDeposit(app, () => clock);
  mountDepositControl(app, { worlds: new Map([['DEMO', world]]), now: () => clock });
  world.sessions.set('tok', 'player01');
  const send = async (method: string, path: string, json?: unknown, token: string | null = 'tok') => {
    const res = await app.fetch(simRequest(method, path, { token: token ?? undefined, json }));
    return { status: res.status, body: (await res.json()) as Envelope & { value?: Record<string, unknown> } };
  };
  const control = async (method: string, path: string, json?: unknown) => {
    const res = await app.fetch(simRequest(method, path, { json }));
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const tick = (ms: number) => {
    clock += ms;
  };
  const balance = () => world.members.get('player01')?.balance;
  return { app, world, send, control, tick, balance };
}

const bankOrder = { bankType: 'MT', channelCode: 'MT_LOCAL', bankCode: 'KBZ', amount: '20000' };

describe('simulated deposit settings and channels', () => {
  it('answers allowDeposit Y, and N with the platform message when deposits are off (the channels call refuses with value.data.depositOffMessage)', async () => {
    const { send, control } = setup();
    expect((await send('GET', '/wps/relay/MCSFE_getDepositSettings')).body.value).toMatchObject({ allowDeposit: 'Y', totalDepositSuccessCount: 0 });
    expect((await control('PATCH', '/__sim/wallet/deposit', { off: true })).body).toMatchObject({ off: true });
    expect((await send('GET', '/wps/relay/MCSFE_getDepositSettings')).body.value).toMatchObject({ allowDeposit: 'N', depositOffMessage: DEPOSIT_OFF_MESSAGE });
    const channels = await send('GET', '/wps/relay/MCSFE_getDepositPaymentChannels');
    expect(channels.status).toBe(400);
    expect(channels.body).toMatchObject({ success: false, errorCode: 'deposit.off', value: { data: { depositOffMessage: DEPOSIT_OFF_MESSAGE } } });
    expect((await send('POST', '/wps/relay/MCSFE_manualTransferByRemark', bankOrder)).body.errorCode).toBe('deposit.off');
  });

  it('answers channels keyed by method code, each with min, max and fixAmounts; the bank transfer has two banks and a countdown', async () => {
    const { send } = setup();
    const value = (await send('GET', '/wps/relay/MCSFE_getDepositPaymentChannels')).body.value as Record<string, { channels: Record<string, unknown>[] }>;
    expect(Object.keys(value)).toEqual(['MT', 'PG', 'QPQR', 'WAVEPAY', 'USDT']);
    for (const method of Object.values(value)) for (const ch of method.channels) expect(ch).toMatchObject({ min: expect.any(Number), max: expect.any(Number), fixAmounts: expect.any(Array) });
    expect(value.MT?.channels[0]?.banks).toHaveLength(2);
    expect(value.MT?.channels[0]?.expiresInSeconds).toBe(900);
  });

  it('answers 401 without a session', async () => {
    const { send } = setup();
    expect((await send('GET', '/wps/relay/MCSFE_getDepositSettings', undefined, null)).status).toBe(401);
  });

  it('lists promotions with minDeposit', async () => {
    const { send } = setup();
    const list = (await send('GET', '/wps/relay/MCSFE_getDepositPromotion')).body.value as unknown as { minDeposit: number }[];
    expect(list.length).toBeGreaterThan(0);
    for (const p of list) expect(typeof p.minDeposit).toBe('number');
  });
});

describe('simulated deposit orders', () => {
  it('a bank transfer answers the account, name, amount, remark and expiry; it stays pending until confirmMs, then credits the balance once', async () => {
    const { send, world, tick, balance } = setup();
    const before = balance() ?? 0;
    const res = await send('POST', '/wps/relay/MCSFE_manualTransferByRemark', bankOrder);
    expect(res.status).toBe(200);
    const order = res.body.value as Record<string, unknown>;
    expect(order).toMatchObject({ bankName: 'KBZ Bank', bankAccountName: 'Livery Payments Co., Ltd.', amount: 20000, state: 'pending', expiresAt: NOW + 900_000 });
    expect(order.bankAccountNo).toMatch(/\d/);
    expect(order.remark).toMatch(/^DP\d+$/);
    expect(world.wallet.deposits).toHaveLength(1);
    expect(world.wallet.deposits[0]).toMatchObject({ account: 'player01', method: 'MT', channel: 'MT_LOCAL', amount: 20000, state: 'pending', reference: order.remark });
    const detail = () => send('GET', `/wps/relay/MCSFE_getDepositConfirmationDetail?depositId=${order.depositId}`);
    expect((await detail()).body.value?.state).toBe('pending');
    tick(world.wallet.depositConfirmMs);
    expect((await detail()).body.value?.state).toBe('success');
    expect((await detail()).body.value?.state).toBe('success');
    expect(balance()).toBe(before + 20000);
    expect(world.wallet.transactions.filter((t) => t.kind === 'deposit')).toHaveLength(1);
  });

  it('a gateway and an e-wallet answer a launch URL on the simulator, QR an image, crypto a wallet address', async () => {
    const { send } = setup();
    const pg = (await send('POST', '/wps/relay/MCSFE_depositByLaunchUrl', { bankType: 'PG', channelCode: 'PG_FAST', amount: '5000.50' })).body.value;
    expect(pg?.launchUrl).toMatch(/^\/__sim\/pay\/\d+$/);
    const ew = (await send('POST', '/wps/relay/MCSFE_depositByLaunchUrl', { bankType: 'WAVEPAY', channelCode: 'EW_WAVE', amount: 1000 })).body.value;
    expect(ew?.launchUrl).toMatch(/^\/__sim\/pay\/\d+$/);
    const qr = (await send('POST', '/wps/relay/MCSFE_depositByQRImageUrl', { bankType: 'QPQR', channelCode: 'QR_KPAY', amount: '1000' })).body.value;
    expect(qr?.qrImageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const usdt = (await send('POST', '/wps/relay/MCSFE_depositVirtualWallet', { bankType: 'USDT', channelCode: 'USDT_TRC20', amount: '42000' })).body.value;
    expect(usdt).toMatchObject({ network: 'TRC20', cryptoAmount: 20, currency: 'USDT' });
  });

  it('refuses amounts outside the channel limits, with too many decimals, a wrong relay or channel, and a bank transfer without a bank', async () => {
    const { send, world } = setup();
    const refused = async (relay: string, body: Record<string, unknown>, code: string) => {
      const res = await send('POST', `/wps/relay/${relay}`, body);
      expect([relay, body, res.status, res.body.errorCode]).toEqual([relay, body, 400, code]);
    };
    await refused('MCSFE_manualTransferByRemark', { ...bankOrder, amount: '999' }, 'deposit.amount.range');
    await refused('MCSFE_manualTransferByRemark', { ...bankOrder, amount: '5000001' }, 'deposit.amount.range');
    await refused('MCSFE_manualTransferByRemark', { ...bankOrder, amount: '2000.5' }, 'deposit.amount.decimals');
    await refused('MCSFE_depositByLaunchUrl', { bankType: 'PG', channelCode: 'PG_FAST', amount: '5000.123' }, 'deposit.amount.decimals');
    await refused('MCSFE_manualTransferByRemark', { ...bankOrder, amount: 'abc' }, 'deposit.amount.invalid');
    await refused('MCSFE_depositByLaunchUrl', bankOrder, 'deposit.channel.invalid');
    await refused('MCSFE_manualTransferByRemark', { ...bankOrder, channelCode: 'NOPE' }, 'deposit.channel.invalid');
    await refused('MCSFE_manualTransferByRemark', { ...bankOrder, bankCode: '' }, 'deposit.bank.invalid');
    await refused('MCSFE_manualTransferByRemark', { ...bankOrder, amount: '5000', promotionId: 301 }, 'deposit.promotion.invalid');
    expect(world.wallet.deposits).toEqual([]);
    expect((await send('POST', '/wps/relay/MCSFE_manualTransferByRemark', { ...bankOrder, promotionId: 301 })).body.value?.state).toBe('pending');
    expect(world.wallet.deposits[0]?.promotionId).toBe(301);
  });

  it('credits a deposit promotion\'s bonus (its percent, up to its cap) with the deposit when it succeeds, as its own account-record entry', async () => {
    const { send, control, balance, world } = setup();
    const before = balance() ?? 0;
    const small = (await send('POST', '/wps/relay/MCSFE_manualTransferByRemark', { ...bankOrder, promotionId: 301 })).body.value?.depositId;
    const large = (await send('POST', '/wps/relay/MCSFE_manualTransferByRemark', { ...bankOrder, amount: '2000000', promotionId: 301 })).body.value?.depositId;
    const failed = (await send('POST', '/wps/relay/MCSFE_manualTransferByRemark', { ...bankOrder, promotionId: 301 })).body.value?.depositId;
    await control('POST', `/__sim/deposits/${failed}/resolve`, { state: 'failed' });
    expect(balance()).toBe(before);
    await control('POST', `/__sim/deposits/${small}/resolve`, { state: 'success' });
    await control('POST', `/__sim/deposits/${large}/resolve`, { state: 'success' });
    // 20% of 20 000; 20% of 2 000 000 capped at 200 000.
    expect(balance()).toBe(before + 20_000 + 4_000 + 2_000_000 + 200_000);
    const entries = world.wallet.transactions.map((t) => [t.kind, t.amount, t.orderNo]);
    expect(entries).toEqual([
      ['deposit', 20_000, String(small)],
      ['bonus', 4_000, String(small)],
      ['deposit', 2_000_000, String(large)],
      ['bonus', 200_000, String(large)],
    ]);
  });

  it('cancels, urges (once a minute) and takes a receipt image of a pending order only; images are checked for kind and size (413)', async () => {
    const { send, tick, control, balance } = setup();
    const before = balance();
    await control('PATCH', '/__sim/wallet/deposit', { confirmMs: 3_600_000 });
    const id = (await send('POST', '/wps/relay/MCSFE_manualTransferByRemark', bankOrder)).body.value?.depositId;
    expect((await send('POST', '/wps/relay/MCSFE_initiateReminder', { depositId: String(id) })).status).toBe(200);
    expect((await send('POST', '/wps/relay/MCSFE_initiateReminder', { depositId: String(id) })).body.errorCode).toBe('deposit.reminder.tooSoon');
    tick(60_000);
    expect((await send('POST', '/wps/relay/MCSFE_initiateReminder', { depositId: String(id) })).status).toBe(200);
    expect((await send('POST', '/wps/relay/MCSFE_uploadDepositEncodedImage', { depositId: String(id), encodedImage: 'data:text/plain;base64,aGVsbG8=' })).body.errorCode).toBe(
      'deposit.receipt.invalid',
    );
    const big = await send('POST', '/wps/relay/MCSFE_uploadDepositEncodedImage', { depositId: String(id), encodedImage: PNG_HEAD + 'A'.repeat(Math.ceil((RECEIPT_MAX_BYTES * 4) / 3)) });
    expect([big.status, big.body.errorCode]).toEqual([413, 'file.too.large']);
    const upload = await send('POST', '/wps/relay/MCSFE_uploadDepositEncodedImage', { depositId: String(id), encodedImage: `data:image/png;base64,${PNG_HEAD}` });
    expect(upload.body.value?.receiptUploaded).toBe(true);
    expect((await send('POST', '/wps/relay/MCSFE_cancelDeposit', { depositId: String(id) })).body.value?.state).toBe('cancelled');
    expect((await send('POST', '/wps/relay/MCSFE_cancelDeposit', { depositId: String(id) })).body.errorCode).toBe('deposit.not.pending');
    tick(3_600_000);
    expect((await send('GET', `/wps/relay/MCSFE_getDepositConfirmationDetail?depositId=${id}`)).body.value?.state).toBe('cancelled');
    expect(balance()).toBe(before);
  });

  it("another member's order is not found", async () => {
    const { send, world } = setup();
    const id = (await send('POST', '/wps/relay/MCSFE_manualTransferByRemark', bankOrder)).body.value?.depositId;
    world.sessions.set('other', 'someone');
    addMember(world, { account: 'someone' }, NOW);
    expect((await send('POST', '/wps/relay/MCSFE_cancelDeposit', { depositId: String(id) }, 'other')).body.errorCode).toBe('deposit.not.found');
  });
});

describe('deposit control API', () => {
  it('resolves a pending order to success (credited) or failed (not credited), lists orders by account, and refuses a second resolve', async () => {
    const { send, control, balance } = setup();
    const before = balance() ?? 0;
    const a = (await send('POST', '/wps/relay/MCSFE_manualTransferByRemark', bankOrder)).body.value?.depositId;
    const b = (await send('POST', '/wps/relay/MCSFE_manualTransferByRemark', bankOrder)).body.value?.depositId;
    expect((await control('POST', `/__sim/deposits/${a}/resolve`, { state: 'success' })).body).toMatchObject({ state: 'success' });
    expect((await control('POST', `/__sim/deposits/${b}/resolve`, { state: 'failed' })).body).toMatchObject({ state: 'failed' });
    expect((await control('POST', `/__sim/deposits/${b}/resolve`, { state: 'success' })).status).toBe(409);
    expect((await control('POST', `/__sim/deposits/${b}/resolve`, { state: 'maybe' })).status).toBe(400);
    expect(balance()).toBe(before + 20000);
    expect(((await control('GET', '/__sim/deposits?account=player01')).body as unknown as unknown[]).length).toBe(2);
    expect(((await control('GET', '/__sim/deposits?account=nobody')).body as unknown as unknown[]).length).toBe(0);
  });

  it('PATCH /__sim/wallet/deposit sets the confirmation delay', async () => {
    const { send, control, tick } = setup();
    await control('PATCH', '/__sim/wallet/deposit', { confirmMs: 60_000 });
    const id = (await send('POST', '/wps/relay/MCSFE_manualTransferByRemark', bankOrder)).body.value?.depositId;
    tick(59_000);
    expect((await send('GET', `/wps/relay/MCSFE_getDepositConfirmationDetail?depositId=${id}`)).body.value?.state).toBe('pending');
    tick(1_000);
    expect((await send('GET', `/wps/relay/MCSFE_getDepositConfirmationDetail?depositId=${id}`)).body.value?.state).toBe('success');
  });

  it('serves the simulated payment page', async () => {
    const { app } = setup();
    const res = await app.fetch(new Request('http://sim.test/__sim/pay/7'));
    expect(await res.text()).toContain('Payment page (simulated)');
  });
});
