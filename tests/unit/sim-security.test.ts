/**
 * The simulator's security centre and transfer to upline (routes/security.ts) through the client's own API
 * module (src/api/security.ts, encrypted bodies included): TOTP against RFC 6238's vectors, the overview,
 * funds password, cards, mobile and e-mail binding, GA with a real code, and the upline transfer.
 */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/api/security';
import { getWallet } from '../../src/api/member';
import { base32Encode, checkTotp, hotp, maskNumber, totp } from '../../src/platform-sim/routes/security';
import { control, failure, smsCodeFor, startSimulatorSession } from './support/simulator';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890"; 6-digit codes are the last six digits.
const RFC_SECRET = base32Encode(new TextEncoder().encode('12345678901234567890'));

describe('TOTP (RFC 6238, SHA-1, 30 s, 6 digits)', () => {
  it('gives the RFC test vectors', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totp(RFC_SECRET, 59_000)).toBe('287082');
    expect(totp(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totp(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
    expect(totp(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
    expect(hotp(RFC_SECRET, 1)).toBe('287082');
  });

  it('accepts one step either side and nothing further or malformed', () => {
    const at = 1_234_567_890_000;
    expect(checkTotp(RFC_SECRET, totp(RFC_SECRET, at - 30_000), at)).toBe(true);
    expect(checkTotp(RFC_SECRET, totp(RFC_SECRET, at + 30_000), at)).toBe(true);
    expect(checkTotp(RFC_SECRET, totp(RFC_SECRET, at - 60_000), at)).toBe(false);
    expect(checkTotp(RFC_SECRET, totp(RFC_SECRET, at + 90_000), at)).toBe(false);
    expect(checkTotp(RFC_SECRET, '12345', at)).toBe(false);
    expect(checkTotp(RFC_SECRET, 'abcdef', at)).toBe(false);
  });

  it('masks all but the last four characters', () => {
    expect(maskNumber('1234567890123456')).toBe('************3456');
    expect(maskNumber('123')).toBe('123');
  });
});

describe('parsers', () => {
  it('keeps only the items the overview names, and clamps the progress', () => {
    const parsed = api.parseSecurityConfig({ completeProgress: 140, info: { email: { enabled: true, isComplete: false }, bindGA: { enabled: '0', isComplete: '1' } } });
    expect(parsed).toEqual({ completeProgress: 100, info: { email: { enabled: true, isComplete: false }, bindGA: { enabled: false, isComplete: true } } });
    expect(() => api.parseSecurityConfig({ completeProgress: 10 })).toThrow(/info/);
    expect(() => api.parseSecurityConfig({ info: {} })).toThrow(/completeProgress/);
  });

  it('reads banks, cards, avatars and the GA state', () => {
    expect(api.parseBanks([{ bankCode: 'X', bankEngName: 'X Bank', cardNumberPattern: '^\\d+$' }, { bankCode: 'Y' }])).toEqual([
      { bankCode: 'X', name: 'X Bank', cardNumberPattern: '^\\d+$' },
      { bankCode: 'Y', name: 'Y' },
    ]);
    expect(api.parseBoundCards({ bankCards: [{ bankCardId: 7, cardNumber: '**12' }] })).toEqual({
      bankCards: [{ id: '7', cardType: 'B', bankCode: '', bankName: '', cardNumber: '**12', cardHolder: '' }],
      virtualWallets: [],
      maxCardCount: 5,
      maxVirtualWalletCount: 5,
    });
    expect(() => api.parseBoundCards({ bankCards: [{ bankCardId: 7 }] })).toThrow(/cardNumber/);
    expect(api.parseGa({ bound: true })).toEqual({ bound: true });
    expect(() => api.parseGa({ bound: false })).toThrow(/secret/);
    expect(api.parseAvatars({ avatar: 0 })).toEqual({ current: '0', choices: [] });
  });

  it('reads a bank template: its fields, their names per language, an unknown type as text', () => {
    const fields = api.parseBankTemplate({
      bankCardTemplateSettings: [
        { bankCardSettingId: 5, type: 4, thirdPartyParamName: 'phone', bankCardTemplateLanguage: [{ languageCode: 'EN', customizeName: 'Phone' }, { languageCode: 'MY', customizeName: 'ဖုန်း' }] },
        { bankCardSettingId: 6, type: 9, thirdPartyParamName: 'branch', bankCardTemplateLanguage: [{ customizeName: 'Branch' }] },
      ],
    });
    expect(fields).toEqual([
      { id: 5, type: 4, param: 'phone', names: { EN: 'Phone', MY: 'ဖုန်း' } },
      { id: 6, type: 1, param: 'branch', names: { '': 'Branch' } },
    ]);
    expect(fields.map((f) => api.templateFieldName(f, 'MY'))).toEqual(['ဖုန်း', 'Branch']);
    expect(api.templateFieldName(fields[0] as api.TemplateField, 'AR')).toBe('Phone');
    expect(api.parseBankTemplate({})).toEqual([]);
    expect(() => api.parseBankTemplate({ bankCardTemplateSettings: [{ type: 1, thirdPartyParamName: 'x' }] })).toThrow(/bankCardSettingId/);
  });
});

describe('simulated security centre', () => {
  const sim = startSimulatorSession();

  async function member(extra: Record<string, unknown> = {}) {
    const username = `sec${Math.random().toString(36).slice(2, 8)}`;
    const res = await control('POST', '/__sim/members', { username, password: 'Secret123', ...extra });
    expect(res.status).toBe(201);
    await sim.login(username, 'Secret123');
    return username;
  }

  it('reports progress and completes items as they are set', async () => {
    await member();
    const before = await api.getSecurityConfig();
    expect(before.info.paymentPassword).toEqual({ enabled: true, isComplete: false });
    expect(before.info.loginPassword?.isComplete).toBe(true);
    await api.setFundsPassword({ newPassword: '123456', confirmPassword: '123456' });
    const after = await api.getSecurityConfig();
    expect(after.info.paymentPassword?.isComplete).toBe(true);
    expect(after.completeProgress).toBeGreaterThan(before.completeProgress);
    expect(await api.hasFundsPassword()).toBe(true);
  });

  it('reports an item the merchant turns off as not enabled', async () => {
    await member();
    await control('PATCH', '/__sim/flags', { BINDGA3: false });
    expect((await api.getSecurityConfig()).info.bindGA?.enabled).toBe(false);
  });

  it('sets, refuses a second set, changes and resets the funds password by SMS', async () => {
    await member({ mobile: '0977000111' });
    expect((await failure(api.setFundsPassword({ newPassword: '12ab56', confirmPassword: '12ab56' }))).errorCode).toBe('payment.password.format');
    await api.setFundsPassword({ newPassword: '111111', confirmPassword: '111111' });
    expect((await failure(api.setFundsPassword({ newPassword: '222222', confirmPassword: '222222' }))).errorCode).toBe('payment.password.exists');
    const wrong = await failure(api.changeFundsPassword({ oldPassword: '999999', newPassword: '222222', confirmPassword: '222222' }));
    expect([wrong.errorCode, api.refusedField(wrong)]).toEqual(['invalid.payment.pw', 'oldPassword']);
    await api.changeFundsPassword({ oldPassword: '111111', newPassword: '222222', confirmPassword: '222222' });
    await api.sendSecuritySms('resetPaymentPassword');
    expect((await failure(api.resetFundsPassword({ verificationCode: '000000', newPassword: '333333', confirmPassword: '333333' }))).errorCode).toBe('verification.code.err');
    await api.resetFundsPassword({ verificationCode: await smsCodeFor('0977000111'), newPassword: '333333', confirmPassword: '333333' });
    // The new password is the one a card needs now.
    await api.bindCard({ cardType: 'B', bankCode: 'CB', bankName: 'CB Bank', payeeName: 'Aung Aung', cardNumber: '1234567890', paymentPassword: '333333' });
  });

  it('binds cards and wallets with the funds password, checks the bank pattern and the maximum, deletes', async () => {
    await member();
    const card = { cardType: 'B' as const, bankCode: 'KBZ', bankName: 'KBZ Bank', payeeName: 'Aung Aung', cardNumber: '1234567812345678', paymentPassword: '123456' };
    expect((await failure(api.bindCard(card))).errorCode).toBe('not.exists.payment.password');
    await api.setFundsPassword({ newPassword: '123456', confirmPassword: '123456' });
    const bad = await failure(api.bindCard({ ...card, cardNumber: '12345' }));
    expect([bad.errorCode, api.refusedField(bad)]).toEqual(['bankcard.number.invalid', 'cardNumber']);
    expect(api.refusedField(await failure(api.bindCard({ ...card, paymentPassword: '000000' })))).toBe('paymentPassword');
    await api.bindCard(card);
    await api.bindCard({ cardType: 'V', walletType: 'USDT_ERC20', walletName: 'USDT (ERC20)', walletAddress: `0x${'a'.repeat(40)}`, paymentPassword: '123456' });
    const bound = await api.getBoundCards();
    expect(bound.bankCards.map((c) => [c.bankName, c.cardNumber, c.cardHolder])).toEqual([['KBZ Bank', '************5678', 'Aung Aung']]);
    expect(bound.virtualWallets.map((c) => c.cardNumber)).toEqual(['************aaaa']);
    for (let i = 1; i < 5; i++) await api.bindCard({ ...card, bankCode: 'CB', cardNumber: `99999999${i}0` });
    expect((await failure(api.bindCard({ ...card, bankCode: 'CB', cardNumber: '9999999990' }))).errorCode).toBe('bankcard.max');
    const id = bound.bankCards[0]?.id as string;
    expect((await failure(api.deleteCard(id, '000000'))).errorCode).toBe('invalid.payment.pw');
    await api.deleteCard(id, '123456');
    expect((await api.getBoundCards()).bankCards).toHaveLength(4);
  });

  it('asks the fields of a bank\'s template and refuses a card of that bank without them, or with one not valid for its type', async () => {
    await member();
    await api.setFundsPassword({ newPassword: '123456', confirmPassword: '123456' });
    const banks = await api.getBanks('DEMO');
    const aya = banks.find((b) => b.bankCode === 'AYA') as api.Bank;
    const fields = await api.getBankTemplate(aya.bankId as string);
    expect(fields.map((f) => [f.param, f.type, api.templateFieldName(f, 'EN')])).toEqual([
      ['branchName', 1, 'Branch name'],
      ['accountPhone', 4, 'Phone number of the account'],
    ]);
    expect(await api.getBankTemplate(banks.find((b) => b.bankCode === 'KBZ')?.bankId as string)).toEqual([]);
    const card = { cardType: 'B' as const, bankCode: 'AYA', bankName: 'AYA Bank', payeeName: 'Aung Aung', cardNumber: '123456789012', paymentPassword: '123456' };
    const missing = await failure(api.bindCard(card));
    expect([missing.errorCode, api.refusedField(missing)]).toEqual(['bankcard.custom.invalid', 'custom.31']);
    const list = (phone: string) => [
      { bankCardSettingId: 31, thirdPartyParamName: 'branchName', value: 'Hledan' },
      { bankCardSettingId: 32, thirdPartyParamName: 'accountPhone', value: phone },
    ];
    expect(api.refusedField(await failure(api.bindCard({ ...card, customFieldList: list('not a phone') })))).toBe('custom.32');
    await api.bindCard({ ...card, customFieldList: list('0955511122') });
    expect((await api.getBoundCards()).bankCards.map((c) => c.bankName)).toEqual(['AYA Bank']);
  });

  it('refuses card binding to member types 40, 41 and 42', async () => {
    for (const type of [40, 41, 42]) {
      await member({ type });
      await api.setFundsPassword({ newPassword: '123456', confirmPassword: '123456' });
      const refusedBind = await failure(api.bindCard({ cardType: 'B', bankCode: 'CB', bankName: 'CB Bank', payeeName: 'Aung Aung', cardNumber: '1234567890', paymentPassword: '123456' }));
      expect([type, refusedBind.errorCode]).toEqual([type, 'function.not.available']);
    }
  });

  it('binds a mobile by SMS code and an e-mail by mailed code (the outbox at /__sim/mail)', async () => {
    await member();
    await api.sendSecuritySms('bindMobile', '0955123456', '95');
    expect(api.refusedField(await failure(api.bindMobile({ mobileNum: '0955123456', verificationCode: '1' })))).toBe('verificationCode');
    await api.bindMobile({ mobileNum: '0955123456', verificationCode: await smsCodeFor('0955123456') });
    await api.sendMailCode('me@example.com');
    const mail = (await (await control('GET', '/__sim/mail')).json()) as { email: string; code: string }[];
    const code = mail.findLast((m) => m.email === 'me@example.com')?.code as string;
    await api.bindEmail({ email: 'me@example.com', verificationCode: code });
    const info = (await api.getSecurityConfig()).info;
    expect([info.mobileVerified?.isComplete, info.email?.isComplete]).toEqual([true, true]);
  });

  it('sets the payee name once, the nickname and an avatar of the set', async () => {
    await member();
    await api.setPayeeName('Aung Aung');
    expect((await failure(api.setPayeeName('Other'))).errorCode).toBe('payee.name.exists');
    await api.setNickname('Lucky');
    const avatars = await api.getAvatars();
    expect(avatars.choices.length).toBeGreaterThan(3);
    await api.setAvatar('3');
    expect((await api.getAvatars()).current).toBe('3');
    expect((await failure(api.setAvatar('99'))).errorCode).toBe('avatar.invalid');
  });

  it('binds Google Authenticator only with the real TOTP code of the issued secret', async () => {
    await member();
    const ga = await api.getGa();
    if (ga.bound) throw new Error('expected a secret');
    expect(ga.otpauthUri).toContain(`secret=${ga.secret}`);
    expect((await api.getGa()).bound === false && (await api.getGa())).toMatchObject({ secret: ga.secret });
    const wrong = String((Number(totp(ga.secret, Date.now())) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await failure(api.bindGa(wrong))).errorCode).toBe('ga.code.invalid');
    await api.bindGa(totp(ga.secret, Date.now()));
    expect(await api.getGa()).toEqual({ bound: true });
  });

  it('moves money to the upline with the funds password; refuses others and amounts over the balance', async () => {
    const upline = `up${Math.random().toString(36).slice(2, 8)}`;
    await control('POST', '/__sim/members', { username: upline, type: 1, balance: 10 });
    await member({ balance: 300, toUpline: true, upline });
    await api.setFundsPassword({ newPassword: '123456', confirmPassword: '123456' });
    expect(api.refusedField(await failure(api.transferToUpline('300.01', '123456')))).toBe('amount');
    expect(api.refusedField(await failure(api.transferToUpline('1.234', '123456')))).toBe('amount');
    expect((await failure(api.transferToUpline('50', '000000'))).errorCode).toBe('invalid.payment.pw');
    expect(await api.transferToUpline('120.50', '123456')).toMatchObject({ amount: 120.5, balance: 179.5 });
    expect((await getWallet()).sumBalance).toBe(179.5);
    await sim.login(upline, 'Player123');
    expect((await getWallet()).sumBalance).toBe(130.5);
    // Type 2 never, nor a member without toUpline.
    await member({ type: 2, balance: 100, toUpline: true, upline });
    expect((await failure(api.transferToUpline('10', '123456'))).errorCode).toBe('function.not.available');
    await member({ balance: 100, upline });
    expect((await failure(api.transferToUpline('10', '123456'))).errorCode).toBe('function.not.available');
    // Nor anyone while the merchant's switch is off.
    await member({ balance: 100, toUpline: true, upline });
    await api.setFundsPassword({ newPassword: '123456', confirmPassword: '123456' });
    await control('PATCH', '/__sim/flags', { AGETRANSFERUP3: false });
    expect((await failure(api.transferToUpline('10', '123456'))).errorCode).toBe('function.not.available');
  });

  it('answers 401 without a session', async () => {
    sim.logout();
    expect((await failure(api.getSecurityConfig())).status).toBe(401);
  });
});
