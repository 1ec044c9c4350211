/**
 * The phone-verification providers (spec 2.5, 3, 4 "Register submit") against the simulator: "none" is the
 * platform's register SMS; "simulator" sends a code (listed in GET /__sim/sms), verifies it into an id
 * token, and the register call accepts that token (firebaseChannel sms) in place of the SMS code, once,
 * for the number it was issued to.
 */
import { describe, expect, it } from 'vitest';
import { getCaptcha, register } from '../../src/api/accounts';
import { PHONE_VERIFICATION_CHANNEL, phoneVerificationProvider, SIM_PHONE_PATH } from '../../src/api/phone-verification';
import { PHONE_VERIFICATION_PURPOSE, SIM_PHONE_PATH as SERVED_AT } from '../../src/platform-sim/routes/phone-verification';
import { captchaAnswers, control, failure, startSimulatorSession } from './support/simulator';

startSimulatorSession();

const service = phoneVerificationProvider('simulator');
const outbox = async () => (await (await control('GET', '/__sim/sms')).json()) as { mobileNum: string; code: string; purpose: string }[];
const codeFor = async (mobileNum: string) => (await outbox()).findLast((s) => s.mobileNum === mobileNum && s.purpose === PHONE_VERIFICATION_PURPOSE)?.code ?? '';

/** A fresh captcha answer (each works once). */
async function captcha(): Promise<string> {
  await getCaptcha();
  return (await captchaAnswers()).at(-1) ?? '';
}

async function registerByMobile(mobileNum: string, extra: Record<string, string>) {
  return register({
    via: 'mobile',
    registerMethod: 'H5',
    registerUrl: 'demo.localhost',
    mobileNum,
    countryDialingCode: '95',
    password: 'Secret123',
    confirmPassword: 'Secret123',
    captcha: await captcha(),
    ...extra,
  });
}

async function verifiedToken(mobileNum: string): Promise<string> {
  const { session } = await service.sendCode({ mobileNum, countryDialingCode: '95' });
  const token = await service.verifyCode?.({ session, code: await codeFor(mobileNum), mobileNum });
  expect(token).toMatch(/^\w{16,}$/);
  return token as string;
}

describe('the provider table', () => {
  it('"none" sends the platform register SMS and leaves the check to the platform', async () => {
    const none = phoneVerificationProvider('none');
    expect(none.verifyCode).toBeUndefined();
    expect((await none.sendCode({ mobileNum: '0971234567', countryDialingCode: '95' })).expiresInSeconds).toBe(60);
    expect((await outbox()).map((s) => [s.mobileNum, s.purpose])).toEqual([['0971234567', 'register']]);
  });

  it('"simulator" sends a code the outbox lists (one-minute countdown) and answers its session', async () => {
    const sent = await service.sendCode({ mobileNum: '0971234568', countryDialingCode: '95' });
    expect(sent).toEqual({ expiresInSeconds: 60, session: expect.any(String) });
    expect(await codeFor('0971234568')).toMatch(/^\d{6}$/);
  });

  it('client and simulator agree on where the stand-in service answers', () => {
    expect(SIM_PHONE_PATH).toBe(SERVED_AT);
  });
});

describe('verifying with the stand-in service', () => {
  it('a wrong code or another session is not verified; the right one gives an id token and leaves the outbox', async () => {
    const mobileNum = '0971234569';
    const { session } = await service.sendCode({ mobileNum, countryDialingCode: '95' });
    const code = await codeFor(mobileNum);
    const wrong = code === '111111' ? '222222' : '111111';
    expect(await service.verifyCode?.({ session, code: wrong, mobileNum })).toBeUndefined();
    expect(await service.verifyCode?.({ session: 'someone-else', code, mobileNum })).toBeUndefined();
    expect(await service.verifyCode?.({ session, code, mobileNum })).toMatch(/^\w{16,}$/);
    expect(await codeFor(mobileNum)).toBe('');
    expect(await service.verifyCode?.({ session, code, mobileNum }), 'a code verifies once').toBeUndefined();
  });

  it('a failed call (500) is an error, not "not verified"', async () => {
    const { session } = await service.sendCode({ mobileNum: '0971234570', countryDialingCode: '95' });
    await control('POST', '/__sim/faults', { path: `${SIM_PHONE_PATH}/verify`, status: 500 });
    const error = await failure(service.verifyCode?.({ session, code: '123456', mobileNum: '0971234570' }) ?? Promise.resolve());
    expect([error.kind, error.status]).toEqual(['http', 500]);
  });
});

describe('registering with the id token (firebaseChannel sms, firebaseIdToken)', () => {
  it('registers and logs in the number in place of the SMS code', async () => {
    const idToken = await verifiedToken('0971234571');
    const session = await registerByMobile('0971234571', { firebaseChannel: PHONE_VERIFICATION_CHANNEL, firebaseIdToken: idToken });
    expect(session).toMatchObject({ userName: '0971234571', customerType: 0 });
  });

  it('refuses a token issued for another number, and a token already spent', async () => {
    const idToken = await verifiedToken('0971234572');
    const other = await failure(registerByMobile('0971234573', { firebaseChannel: 'sms', firebaseIdToken: idToken }));
    expect([other.errorCode, other.message]).toEqual(['verification.code.err', 'Verification code error']);
    await registerByMobile('0971234572', { firebaseChannel: 'sms', firebaseIdToken: idToken });
    const spent = await failure(registerByMobile('0971234574', { firebaseChannel: 'sms', firebaseIdToken: idToken }));
    expect(spent.errorCode).toBe('verification.code.err');
  });

  it('without a token nor a code the number is not verified', async () => {
    const error = await failure(registerByMobile('0971234575', {}));
    expect(error.errorCode).toBe('verification.code.err');
  });

  it('with MOBILENUMPASSREG3 off a mobile registration needs no password', async () => {
    await control('PATCH', '/__sim/flags', { MOBILENUMPASSREG3: false });
    const idToken = await verifiedToken('0971234576');
    const session = await register({
      via: 'mobile',
      registerMethod: 'H5',
      registerUrl: 'demo.localhost',
      mobileNum: '0971234576',
      captcha: await captcha(),
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
    });
    expect(session?.userName).toBe('0971234576');
  });
});
