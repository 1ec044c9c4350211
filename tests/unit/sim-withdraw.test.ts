import { describe, expect, it } from 'vitest';
import { encryptBody } from '../../src/api/encryption';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { maskCard, withdrawFee } from '../../src/platform-sim/routes/withdraw';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { simRequest } from './support/simulator';

const merchants = [...loadAllMerchants().values()];
// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the assertions
type Answer = { status: number; body: any };

const NOW = Date.UTC(2026, 10, 24, 10);

async function setUp(wallet: Record<string, unknown> = {}, member: Record<string, unknown> = {}) {
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
  expect((await send('POST', '/__sim/members', { json: { username: 'wd01', password: 'Secret123', balance: 1000, ...member } })).status).toBe(201);
  const put = await send('PUT', '/__sim/members/wd01/wallet', { json: wallet });
  expect(put.status).toBe(200);
  const login = await encrypted('/wps/session/login', { username: 'wd01', password: 'Secret123', type: 'username', captcha: '' });
  token = login.body.value.token;
  const cardId = put.body.bankCards[0]?.id as number | undefined;
  const withdraw = (fields: Record<string, unknown>) => encrypted('/wps/v2/transaction/withdraw', { check: 'v2', amount: 200, bankCardId: cardId, password: 'Funds1', ...fields });
  return { sim, send, withdraw, cardId, put };
}

const CARD = { bankCode: 'KBZ', bankName: 'KBZ Bank', cardNumber: '1234567890123456', payeeName: 'Aung Aung' };

describe('simulated withdraw', () => {
  it('masks card numbers and charges 1 %, at least 1', () => {
    expect(maskCard('1234567890123456')).toBe('**** 3456');
    expect([withdrawFee(50), withdrawFee(250), withdrawFee(0)]).toEqual([1, 2.5, 0]);
  });

  it('answers turnover "A" when met, and "N" with the details and totals when a requirement is unmet', async () => {
    const met = await setUp({ turnover: [{ gameType: 'SLOT', required: 100, actual: 100 }] });
    expect((await met.send('GET', '/wps/relay/MCSFE_getTurnoverInfo')).body.value.status).toBe('A');
    const short = await setUp({ turnover: [{ gameType: 'SLOT', required: 500, actual: 120 }, { gameType: 'LOTTERY', required: 100, actual: 100 }] });
    expect((await short.send('GET', '/wps/relay/MCSFE_getTurnoverInfo')).body.value).toEqual({
      status: 'N',
      details: [
        { gameType: 'SLOT', requiredTurnover: 500, actualTurnover: 120 },
        { gameType: 'LOTTERY', requiredTurnover: 100, actualTurnover: 100 },
      ],
      totalRequiredTurnover: 600,
      totalActualTurnover: 220,
    });
    const refused = await short.withdraw({});
    expect(refused.body.errorCode).toBe('withdraw.turnover.not.met');
  });

  it('answers settings (allowWithdraw N when withdrawals are off) and the masked cards with today’s limits', async () => {
    const { send } = await setUp({ bankCards: [CARD] });
    const settings = (await send('GET', '/wps/relay/MCSFE_getWithdrawSettings?groupId=0')).body.value;
    expect(settings).toMatchObject({ minimumAmount: 100, maximumAmount: 50000, allowWithdraw: 'Y', allowDecimal: 'N', mobileVerificationType: 'NONE' });
    const info = (await send('GET', '/wps/relay/MCSFE_getWithdrawAccountInfo?groupId=0')).body.value;
    expect(info.bankCards).toEqual([expect.objectContaining({ bankCode: 'KBZ', cardNumber: '**** 3456', cardHolder: 'Aung Aung', cardType: 'BC' })]);
    expect(info).toMatchObject({ maxCardCount: 5, minWithdrawal: 100, maxWithdrawal: 50000, remainingTransactionTimes: 5, maxTransactionTimes: 5, remainingWithdrawAmount: 100000 });
    expect((await send('GET', '/wps/relay/MCSFE_getCalculatedWithdrawCharges?withdrawAmount=300&withdrawType=BC')).body.value).toBe(3);
    await send('PATCH', '/__sim/wallet/withdraw', { json: { off: true } });
    expect((await send('GET', '/wps/relay/MCSFE_getWithdrawSettings')).body.value.allowWithdraw).toBe('N');
  });

  it('refuses without a funds password, with a wrong one, and amounts out of the rules; nothing moves', async () => {
    const none = await setUp({ bankCards: [CARD] });
    expect((await none.withdraw({})).body.errorCode).toBe('not.exists.payment.password');
    const { withdraw, send } = await setUp({ bankCards: [CARD], fundsPassword: 'Funds1' });
    expect((await withdraw({ password: 'nope' })).body.errorCode).toBe('invalid.payment.pw');
    expect((await withdraw({ amount: 99 })).body.errorCode).toBe('withdraw.amount.min');
    expect((await withdraw({ amount: 50001 })).body.errorCode).toBe('withdraw.amount.max');
    expect((await withdraw({ amount: 150.5 })).body.errorCode).toBe('withdraw.amount.decimal');
    expect((await withdraw({ amount: 2000 })).body.errorCode).toBe('insufficient.balance');
    expect((await withdraw({ bankCardId: 999 })).body.errorCode).toBe('bankcard.not.exists');
    expect((await send('GET', '/wps/v2/wallets/balance')).body.value.sumBalance).toBe(1000);
  });

  it('takes the money on success, records a pending order; a failed resolution refunds it', async () => {
    const { withdraw, send, cardId } = await setUp({ bankCards: [CARD], fundsPassword: 'Funds1' });
    const done = await withdraw({ amount: 300 });
    expect(done.body).toMatchObject({ success: true, value: { amount: 300, fee: 3, state: 'pending' } });
    expect((await send('GET', '/wps/v2/wallets/balance')).body.value.sumBalance).toBe(700);
    const orders = (await send('GET', '/__sim/withdrawals?account=wd01')).body;
    expect(orders).toEqual([{ id: done.body.value.withdrawId, account: 'wd01', amount: 300, fee: 3, bankCardId: cardId, state: 'pending', createdAt: NOW }]);
    const info = (await send('GET', '/wps/relay/MCSFE_getWithdrawAccountInfo')).body.value;
    expect([info.remainingTransactionTimes, info.remainingWithdrawAmount]).toEqual([4, 99700]);
    const failed = await send('POST', `/__sim/withdrawals/${done.body.value.withdrawId}/resolve`, { json: { state: 'failed' } });
    expect(failed.body.state).toBe('failed');
    expect((await send('GET', '/wps/v2/wallets/balance')).body.value.sumBalance).toBe(1000);
    expect((await send('POST', `/__sim/withdrawals/${done.body.value.withdrawId}/resolve`, { json: { state: 'success' } })).status).toBe(409);
  });

  it('demands an SMS code sent with operationType "withdraw" when the settings require one', async () => {
    const { withdraw, send } = await setUp({ bankCards: [CARD], fundsPassword: 'Funds1' }, { mobile: '0911222333' });
    await send('PATCH', '/__sim/wallet/withdraw', { json: { mobileVerificationType: 'WITHDRAW_AMOUNT', mobileVerificationWithdrawAmount: 250 } });
    expect((await withdraw({ amount: 200 })).body.success).toBe(true);
    expect((await withdraw({ amount: 300 })).body.errorCode).toBe('verification.code.err');
    expect((await send('POST', '/wps/v2/verification/sms/send', { json: { operationType: 'withdraw' } })).body.success).toBe(true);
    const outbox = (await send('GET', '/__sim/sms')).body as { mobileNum: string; code: string; purpose: string }[];
    const sent = outbox.find((s) => s.mobileNum === '0911222333' && s.purpose === 'withdraw');
    expect((await withdraw({ amount: 300, verificationCode: sent?.code })).body.success).toBe(true);
    expect((await send('GET', '/wps/v2/wallets/balance')).body.value.sumBalance).toBe(500);
  });

  it('refuses bad control input', async () => {
    const { send } = await setUp();
    expect((await send('PUT', '/__sim/members/wd01/wallet', { json: { turnover: [{ required: 1 }] } })).status).toBe(400);
    expect((await send('PUT', '/__sim/members/nobody/wallet', { json: {} })).status).toBe(404);
    expect((await send('POST', '/__sim/withdrawals/424242/resolve', { json: { state: 'success' } })).status).toBe(404);
  });
});
