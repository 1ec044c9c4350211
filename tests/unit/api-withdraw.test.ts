/**
 * The withdraw api module (platform-api-member.md §2a, §2c): its parsers on good and bad answers, and its
 * calls against the real simulator through msw, the encrypted withdrawal and the wallet refresh after it.
 */
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../src/api/accounts';
import { configureApi } from '../../src/api/http';
import {
  getTurnover,
  getWithdrawAccount,
  getWithdrawFee,
  getWithdrawSettings,
  needsSmsCode,
  parseTurnover,
  parseWithdrawAccount,
  parseWithdrawSettings,
  withdraw,
  withdrawMutation,
} from '../../src/api/withdraw';
import { control, failure, SIM_BASE, startSimulatorServer } from './support/simulator';

let token: string | undefined;
startSimulatorServer({ failOnUnhandledRejection: true, afterReset: () => (token = undefined) });

beforeAll(() => {
  configureApi({ baseUrl: SIM_BASE, merchantCode: 'DEMO', language: () => 'EN', token: () => token, encryption: 'platform' });
});

async function member(wallet: Record<string, unknown>) {
  await control('POST', '/__sim/members', { username: 'wdapi', password: 'Secret123', balance: 800 });
  const put = (await (await control('PUT', '/__sim/members/wdapi/wallet', wallet)).json()) as { bankCards: { id: number }[] };
  token = (await login({ username: 'wdapi', password: 'Secret123', type: 'username' })).token;
  return put.bankCards.map((c) => String(c.id));
}

describe('withdraw parsers', () => {
  it('reads the turnover: "A" and "D" are met, anything else shows the table', () => {
    expect(parseTurnover({ status: 'A' })).toMatchObject({ met: true, details: [] });
    expect(parseTurnover({ status: 'D', details: null })).toMatchObject({ met: true });
    expect(parseTurnover({ status: 'N', details: [{ gameType: 'SLOT', requiredTurnover: '500', actualTurnover: 20 }] })).toEqual({
      met: false,
      status: 'N',
      details: [{ gameType: 'SLOT', required: 500, actual: 20 }],
      totalRequired: 500,
      totalActual: 20,
    });
    expect(() => parseTurnover({ details: [] })).toThrow('status');
    expect(() => parseTurnover({ status: 'N', details: [{ gameType: 'SLOT' }] })).toThrow('requiredTurnover');
  });

  it('reads the settings and when an SMS code is needed', () => {
    const s = parseWithdrawSettings({ minimumAmount: 100, maximumAmount: '50000', allowWithdraw: 'Y', allowDecimal: 'N', mobileVerificationType: 'WITHDRAW_AMOUNT', mobileVerificationWithdrawAmount: 1000 });
    expect(s).toMatchObject({ allowed: true, min: 100, max: 50000, allowDecimal: false, mobileVerification: 'amount', mobileVerificationAmount: 1000, noPassword: false });
    expect([needsSmsCode(s, 999), needsSmsCode(s, 1000)]).toEqual([false, true]);
    expect(needsSmsCode({ ...s, mobileVerification: 'every' }, 1)).toBe(true);
    expect(needsSmsCode({ ...s, mobileVerification: 'none' }, 1e9)).toBe(false);
    expect(parseWithdrawSettings({ minimumAmount: 1, maximumAmount: 2, allowWithdraw: 'N' }).allowed).toBe(false);
    expect(() => parseWithdrawSettings({ maximumAmount: 2 })).toThrow('minimumAmount');
  });

  it('reads the bound cards and limits; a card without an id is malformed', () => {
    const a = parseWithdrawAccount({ bankCards: [{ bankCardId: 7, bankName: 'KBZ', cardNumber: '**** 1234', cardHolder: 'A' }], remainingTransactionTimes: 3 });
    expect(a).toMatchObject({ cards: [{ id: '7', bankName: 'KBZ', cardNumber: '**** 1234', holder: 'A', active: true }], maxCardCount: 5, remainingTimes: 3 });
    expect(parseWithdrawAccount({}).cards).toEqual([]);
    expect(() => parseWithdrawAccount({ bankCards: [{ cardNumber: '1' }] })).toThrow('bankCardId');
    expect(() => parseWithdrawAccount({ bankCards: 'x' })).toThrow('not a list');
  });

  it('lists crypto wallets after the bank cards, each with its kind (the fee call names it)', () => {
    const a = parseWithdrawAccount({
      bankCards: [{ bankCardId: 7, bankName: 'KBZ', cardNumber: '**** 1234' }],
      virtualWallets: [{ bankCardId: 9, bankName: 'USDT-TRC20', cardNumber: '**** wxyz' }],
    });
    expect(a.cards.map((c) => [c.id, c.kind])).toEqual([
      ['7', 'BC'],
      ['9', 'VW'],
    ]);
  });
});

describe('withdraw calls on the simulator', () => {
  it('reads turnover, settings, cards with limits and the fee', async () => {
    await member({ bankCards: [{ bankCode: 'KBZ', bankName: 'KBZ Bank', cardNumber: '9988776655', payeeName: 'Ko Ko' }], turnover: [{ gameType: 'SLOT', required: 10, actual: 2 }] });
    expect(await getTurnover()).toMatchObject({ met: false, details: [{ gameType: 'SLOT', required: 10, actual: 2 }] });
    expect(await getWithdrawSettings()).toMatchObject({ allowed: true, min: 100, max: 50000, allowDecimal: false, mobileVerification: 'none' });
    expect(await getWithdrawAccount()).toMatchObject({ cards: [{ bankName: 'KBZ Bank', cardNumber: '**** 6655', kind: 'BC' }], remainingTimes: 5, maxTimes: 5 });
    expect(await getWithdrawFee(500, 'BC')).toBe(5);
  });

  it('withdraws encrypted, refreshes the wallet; a wrong funds password is invalid.payment.pw', async () => {
    const [cardId = ""] = await member({ bankCards: [{ bankCode: 'KBZ', bankName: 'KBZ Bank', cardNumber: '9988776655', payeeName: 'Ko Ko' }], fundsPassword: 'Funds9' });
    expect((await failure(withdraw({ amount: 200, bankCardId: cardId, password: 'bad' }))).errorCode).toBe('invalid.payment.pw');
    const client = new QueryClient();
    client.setQueryData(['member', 'wallet'], { sumBalance: 800, currency: 'MMK', currencySymbol: 'K' });
    const options = withdrawMutation(client);
    await options.mutationFn?.({ amount: 200, bankCardId: cardId, password: 'Funds9' }, undefined as never);
    await options.onSuccess?.(null, { amount: 200, bankCardId: cardId, password: 'Funds9' }, undefined, undefined as never);
    expect(client.getQueryState(['member', 'wallet'])?.isInvalidated).toBe(true);
    const orders = (await (await control('GET', '/__sim/withdrawals?account=wdapi')).json()) as { amount: number; state: string }[];
    expect(orders).toMatchObject([{ amount: 200, state: 'pending' }]);
  });
});
