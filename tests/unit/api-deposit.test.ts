/**
 * The deposit API module (platform-api-member.md §2b): its parsers on their own, the amount rule, and
 * the calls against the real simulator through msw (every method's order, cancel, urge, upload, the
 * state, deposit off, and injected faults on the channels call).
 */
import { describe, expect, it } from 'vitest';
import {
  applicablePromotions,
  cancelDeposit,
  checkAmount,
  createDeposit,
  type DepositMethod,
  depositOffMessage,
  getDepositChannels,
  getDepositPromotions,
  getDepositSettings,
  getDepositStatus,
  kindOf,
  parseDepositChannels,
  parseDepositOrder,
  parseDepositPromotions,
  parseDepositSettings,
  remindDeposit,
  uploadDepositReceipt,
} from '../../src/api/deposit';
import { control, failure, faultCases, startSimulatorSession } from './support/simulator';

const { login } = startSimulatorSession({ failOnUnhandledRejection: true });

describe('deposit parsers', () => {
  it('reads the settings: allowDeposit Y/N and the off message', () => {
    expect(parseDepositSettings({ allowDeposit: 'Y', totalDepositSuccessCount: 2 })).toEqual({ allowed: true, offMessage: undefined });
    expect(parseDepositSettings({ allowDeposit: 'N', depositOffMessage: 'Closed' })).toEqual({ allowed: false, offMessage: 'Closed' });
    expect(() => parseDepositSettings({})).toThrow(/allowDeposit/);
    expect(() => parseDepositSettings([])).toThrow(/not an object/);
  });

  it('reads channels keyed by method code, with numeric strings, defaults and the kind of each code; empty methods are left out', () => {
    const methods = parseDepositChannels({
      MT: { channels: [{ code: 'A', min: '100', max: 500, fixAmounts: ['100', 200], banks: [{ bankCode: 'KBZ', bankName: 'KBZ Bank' }, { bankCode: 'X' }], expiresInSeconds: 60 }] },
      PG: { channels: [{ code: 'P', name: 'Pay', min: 1, max: 9, decimalPlaces: 2 }] },
      UNQR: { channels: [] },
    });
    expect(methods).toEqual([
      {
        code: 'MT',
        kind: 'bank',
        channels: [{ code: 'A', name: 'A', min: 100, max: 500, fixAmounts: [100, 200], decimals: 0, expiresInSeconds: 60, banks: [{ bankCode: 'KBZ', bankName: 'KBZ Bank' }, { bankCode: 'X', bankName: 'X' }] }],
      },
      { code: 'PG', kind: 'gateway', channels: [{ code: 'P', name: 'Pay', min: 1, max: 9, fixAmounts: [], decimals: 2, expiresInSeconds: undefined, banks: [] }] },
    ]);
    expect(() => parseDepositChannels({ MT: { channels: [{ code: 'A', min: 'x', max: 1 }] } })).toThrow(/min/);
    expect(() => parseDepositChannels({ MT: {} })).toThrow(/MT.channels/);
    expect(() => parseDepositChannels([])).toThrow();
  });

  it('knows the kind of a method code', () => {
    expect(['MT', 'MT2', 'PG', 'QPQR', 'UNQR', 'USDT', 'BTC', 'WAVEPAY', 'BKASH', 'SOMEPAY'].map(kindOf)).toEqual([
      'bank',
      'bank',
      'gateway',
      'qr',
      'qr',
      'crypto',
      'crypto',
      'ewallet',
      'ewallet',
      'gateway',
    ]);
  });

  it('reads promotions and picks those an amount qualifies for (minDeposit -1 never)', () => {
    const promos = parseDepositPromotions([
      { id: 1, name: 'A', minDeposit: 100 },
      { id: 2, name: 'B', minDeposit: '500' },
      { id: 3, name: 'C', minDeposit: -1 },
    ]);
    expect(applicablePromotions(promos, 99).map((p) => p.id)).toEqual([]);
    expect(applicablePromotions(promos, 100).map((p) => p.id)).toEqual([1]);
    expect(applicablePromotions(promos, 10_000).map((p) => p.id)).toEqual([1, 2]);
    expect(applicablePromotions(promos, Number.NaN)).toEqual([]);
    expect(() => parseDepositPromotions([{ id: 1, name: 'A' }])).toThrow(/minDeposit/);
  });

  it('reads an order by kind and refuses an unknown state', () => {
    const bank = { depositId: 7, amount: 100, state: 'pending', bankName: 'B', bankAccountNo: '1', bankAccountName: 'N', remark: 'R', expiresAt: 5 };
    expect(parseDepositOrder('bank', bank)).toEqual({ kind: 'bank', depositId: '7', amount: 100, state: 'pending', expiresAt: 5, bankName: 'B', accountNo: '1', accountName: 'N', remark: 'R' });
    expect(parseDepositOrder('gateway', { depositId: 1, amount: 1, state: 'pending', launchUrl: '/x' })).toMatchObject({ kind: 'gateway', launchUrl: '/x' });
    expect(() => parseDepositOrder('bank', { ...bank, remark: undefined })).toThrow(/remark/);
    expect(() => parseDepositOrder('qr', { depositId: 1, amount: 1, state: 'weird', qrImageUrl: 'x' })).toThrow(/state/);
  });

  it('checks an amount against a channel: empty, not a number, decimals, min and max', () => {
    const ch = { min: 100, max: 1000, decimals: 0 };
    expect(checkAmount('', ch)).toEqual({ key: 'empty' });
    expect(checkAmount('1e3', ch)).toEqual({ key: 'invalid' });
    expect(checkAmount('-5', ch)).toEqual({ key: 'invalid' });
    expect(checkAmount('150.5', ch)).toEqual({ key: 'decimals', decimals: 0 });
    expect(checkAmount('150.555', { ...ch, decimals: 2 })).toEqual({ key: 'decimals', decimals: 2 });
    expect(checkAmount('99', ch)).toEqual({ key: 'min', min: 100 });
    expect(checkAmount('1001', ch)).toEqual({ key: 'max', max: 1000 });
    expect(checkAmount(' 100 ', ch)).toBeUndefined();
    expect(checkAmount('150.55', { ...ch, decimals: 2 })).toBeUndefined();
  });
});

const method = (methods: DepositMethod[], code: string) => {
  const found = methods.find((m) => m.code === code);
  if (!found?.channels[0]) throw new Error(`no ${code}`);
  return { method: found, channel: found.channels[0] };
};

describe('deposit calls against the simulator', () => {
  it('makes an order of every method; the bank transfer is pending, then cancelled; urge and upload work', async () => {
    await login('player01', 'Player123');
    expect(await getDepositSettings()).toEqual({ allowed: true, offMessage: undefined });
    const methods = await getDepositChannels();
    expect(methods.map((m) => m.kind)).toEqual(['bank', 'gateway', 'qr', 'ewallet', 'crypto']);
    expect((await getDepositPromotions()).length).toBeGreaterThan(0);
    const mt = method(methods, 'MT');
    const bank = await createDeposit({ ...mt, bankCode: mt.channel.banks[1]?.bankCode, amount: '20000', promotionId: 301 });
    expect(bank).toMatchObject({ kind: 'bank', bankName: 'AYA Bank', amount: 20000, state: 'pending' });
    expect((await createDeposit({ ...method(methods, 'PG'), amount: '5000.25' })).kind).toBe('gateway');
    expect((await createDeposit({ ...method(methods, 'QPQR'), amount: '1000' })).kind).toBe('qr');
    expect((await createDeposit({ ...method(methods, 'WAVEPAY'), amount: '1000' })).kind).toBe('ewallet');
    expect((await createDeposit({ ...method(methods, 'USDT'), amount: '42000' })).kind).toBe('crypto');
    await control('PATCH', '/__sim/wallet/deposit', { confirmMs: 3_600_000 });
    const slow = await createDeposit({ ...mt, bankCode: 'KBZ', amount: '1000' });
    expect((await remindDeposit(slow.depositId)).state).toBe('pending');
    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk';
    expect((await uploadDepositReceipt({ depositId: slow.depositId, encodedImage: png })).receiptUploaded).toBe(true);
    expect((await cancelDeposit(slow.depositId)).state).toBe('cancelled');
    expect((await getDepositStatus(slow.depositId)).state).toBe('cancelled');
  });

  it('refuses an amount out of range with the platform message, and deposit off carries depositOffMessage', async () => {
    await login('player01', 'Player123');
    const mt = method(await getDepositChannels(), 'MT');
    const range = await failure(createDeposit({ ...mt, bankCode: 'KBZ', amount: '1' }));
    expect([range.errorCode, range.message]).toEqual(['deposit.amount.range', 'The amount must be between 1000 and 5000000']);
    await control('PATCH', '/__sim/wallet/deposit', { off: true });
    expect((await getDepositSettings()).allowed).toBe(false);
    const off = await failure(getDepositChannels());
    expect(depositOffMessage(off)).toMatch(/maintenance/);
    expect(depositOffMessage(range)).toBeUndefined();
  });

  it.each(faultCases([['channels', '/wps/relay/MCSFE_getDepositPaymentChannels', () => getDepositChannels()]]))(
    '%s fails with its kind',
    async (_name, path, call, spec, kind, status) => {
      await login('player01', 'Player123');
      await control('POST', '/__sim/faults', { path, ...spec });
      const error = await failure(call());
      expect([error.kind, error.status]).toEqual([kind, status]);
    },
  );
});
