/**
 * Contract tests of the session and account calls (platform-api.md "Session and accounts"; spec §4, §8)
 * against the real simulator through msw: every call's success and failure, and every call under
 * injected faults.
 */
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  captchaDataUrl,
  captchaQuery,
  changePassword,
  checkUsername,
  DEFAULT_SMS_SECONDS,
  freePlay,
  getAffiliateCode,
  getCaptcha,
  getTrialUser,
  type LoginInput,
  login,
  secondFactor,
  verifyLogin,
  logout,
  needsCaptcha,
  register,
  type RegisterInput,
  sendPasswordResetEmail,
  sendRegisterSmsCode,
  sendSmsCode,
  setPasswordByPhone,
  smsExpiry,
  usernameCheckQuery,
} from '../../src/api/accounts';
import { ApiError, configureApi } from '../../src/api/http';
import { getMemberInfo } from '../../src/api/member';
import { captchaAnswers, control, failure, faultCases, SIM_BASE, smsCodeFor, startSimulatorServer } from './support/simulator';

const MOBILE = '0912345678';
let token: string | undefined;
startSimulatorServer({
  failOnUnhandledRejection: true,
  afterReset: () => {
    token = undefined;
  },
});

const byName = (username: string, password: string, captcha?: string): LoginInput => ({ username, password, captcha, type: 'username' });
const signIn = async (username = 'player01', password = 'Player123') => {
  token = (await login(byName(username, password))).token;
};
/** A fresh captcha image, fetched through the fetcher, and the answer the simulator issued for it. */
const solvedCaptcha = async () => {
  await getCaptcha();
  const answers = await captchaAnswers();
  return answers.at(-1) ?? '';
};
const registration = (fields: Partial<RegisterInput>): RegisterInput => ({ via: 'username', registerMethod: 'H5', registerUrl: 'sim.test', ...fields });

beforeAll(() => {
  configureApi({ baseUrl: SIM_BASE, merchantCode: 'DEMO', language: () => 'EN', token: () => token, encryption: 'platform', device: () => 'OTHERS' });
});

describe('login', () => {
  it('logs in by user name and answers the session value', async () => {
    const value = await login(byName('player01', 'Player123'));
    expect(value).toMatchObject({ userName: 'player01', customerType: 0, firstTimeLogin: false, passwordExpired: false });
    expect(value.token).toMatch(/\S/);
    expect(value.id).toMatch(/^\d+$/);
  });

  it('a wrong password fails with login.cred.err and asks for the captcha', async () => {
    const error = await failure(login(byName('player01', 'wrong-one')));
    expect([error.errorCode, needsCaptcha(error)]).toEqual(['login.cred.err', true]);
  });

  it('after a failure the captcha is required: without it refused, with the image answer accepted', async () => {
    await failure(login(byName('player01', 'wrong-one')));
    const refused = await failure(login(byName('player01', 'Player123')));
    expect(needsCaptcha(refused)).toBe(true);
    const answer = await solvedCaptcha();
    expect((await login(byName('player01', 'Player123', answer))).userName).toBe('player01');
  });

  it('needsCaptcha is false for other failures and non-ApiErrors', () => {
    expect(needsCaptcha(new ApiError('http', 'x', 400, 'login.cred.err', { captcha: false }))).toBe(false);
    expect(needsCaptcha(new ApiError('network', 'x'))).toBe(false);
    expect(needsCaptcha(new Error('x'))).toBe(false);
  });

  it('logs in by SMS with the mobile number and the code the platform sent', async () => {
    await sendSmsCode({ mobileNum: MOBILE, countryDialingCode: '95' });
    const value = await login({ username: MOBILE, password: await smsCodeFor(MOBILE), type: 'sms' });
    expect(value.userName).toBe('player01');
  });

  it('a wrong SMS code fails and asks for the captcha', async () => {
    await sendSmsCode({ mobileNum: MOBILE, countryDialingCode: '95' });
    const error = await failure(login({ username: MOBILE, password: '000000', type: 'sms' }));
    expect([error.errorCode, needsCaptcha(error)]).toEqual(['login.cred.err', true]);
  });
});

describe('free play, trial user, logout', () => {
  it('free play opens a trial session (customerType 4)', async () => {
    const value = await freePlay();
    expect(value.customerType).toBe(4);
    expect(value.userName).toMatch(/^trial\d+$/);
    expect(value.token).toMatch(/\S/);
  });

  it('the trial user name is a string', async () => {
    expect(await getTrialUser()).toMatch(/^trial\d+$/);
  });

  it('after logout the session is gone: member info fails with login.not.session', async () => {
    await signIn();
    await logout();
    const error = await failure(getMemberInfo());
    expect(error.errorCode).toBe('login.not.session');
  });
});

describe('captcha image', () => {
  it('is a base64 PNG, shown through a data URL', async () => {
    const base64 = await getCaptcha();
    expect(Buffer.from(base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(captchaDataUrl(base64)).toBe(`data:image/png;base64,${base64}`);
    expect(captchaDataUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('its query fetches through the fetcher', async () => {
    const base64 = await new QueryClient().fetchQuery(captchaQuery());
    expect(await captchaAnswers()).toHaveLength(1);
    expect(base64.length).toBeGreaterThan(100);
  });
});

describe('SMS codes', () => {
  it('the no-login code answers a countdown of about one minute', async () => {
    const { expiresInSeconds } = await sendSmsCode({ mobileNum: MOBILE, countryDialingCode: '95' });
    expect(expiresInSeconds).toBeGreaterThanOrEqual(59);
    expect(expiresInSeconds).toBeLessThanOrEqual(60);
  });

  it('the register code sends the number as mobileNo', async () => {
    const { expiresInSeconds } = await sendRegisterSmsCode({ mobileNum: '0987654321', countryDialingCode: '95' });
    expect(expiresInSeconds).toBeGreaterThan(0);
    expect(await smsCodeFor('0987654321')).toMatch(/^\d{6}$/);
  });

  it('an invalid number is refused (both calls)', async () => {
    expect((await failure(sendSmsCode({ mobileNum: 'abc' }))).errorCode).toBe('mobile.invalid');
    expect((await failure(sendRegisterSmsCode({ mobileNum: '12' }))).errorCode).toBe('mobile.invalid');
  });
});

describe('SMS expiry normalisation (spec §4, §9)', () => {
  const now = 1_700_000_000_000;
  it.each([
    ['expirationTime 90 s ahead', { expirationTime: now + 90_000 }, 90],
    ['expirationTime with a part second rounds up', { expirationTime: now + 45_200 }, 46],
    ['expirationTime as text', { expirationTime: String(now + 30_000) }, 30],
    ['expiredMinutes 2', { expiredMinutes: 2 }, 120],
    ['expiredMinutes as text', { expiredMinutes: '5' }, 300],
    ['expirationTime already past falls back to expiredMinutes', { expirationTime: now - 5_000, expiredMinutes: 3 }, 180],
    ['both forms: expirationTime wins', { expirationTime: now + 20_000, expiredMinutes: 1 }, 20],
    ['neither: the one-minute default', {}, DEFAULT_SMS_SECONDS],
    ['no value at all: the default', null, DEFAULT_SMS_SECONDS],
  ])('%s', (_, value, seconds) => {
    expect(smsExpiry(value, now)).toEqual({ expiresInSeconds: seconds });
  });

  it('an unreadable expiry is an error (a malformed answer, not a silent default)', () => {
    expect(() => smsExpiry({ expiredMinutes: 'soon' }, now)).toThrow(/expiredMinutes/);
  });
});

describe('register', () => {
  it('registers by user name and answers the new session', async () => {
    const value = await register(registration({ username: 'newbie01', password: 'Secret123', confirmPassword: 'Secret123', captcha: await solvedCaptcha() }));
    expect(value).toMatchObject({ userName: 'newbie01', customerType: 0 });
    expect(await checkUsername('newbie01')).toBe('taken');
  });

  it('registers by mobile number with the register SMS code', async () => {
    const mobileNum = '0955555555';
    await sendRegisterSmsCode({ mobileNum, countryDialingCode: '95' });
    const value = await register(
      registration({ via: 'mobile', mobileNum, countryDialingCode: '95', password: 'Secret123', confirmPassword: 'Secret123', verificationCode: await smsCodeFor(mobileNum), captcha: await solvedCaptcha() }),
    );
    expect(value?.userName).toBe(mobileNum);
  });

  it('a duplicate user name is refused with "Sorry, the username already exists"', async () => {
    const error = await failure(register(registration({ username: 'player01', password: 'Secret123', confirmPassword: 'Secret123', captcha: await solvedCaptcha() })));
    expect(error.message).toBe('Sorry, the username already exists');
  });
});

describe('username check', () => {
  it('a taken name is a normal answer, not an error', async () => {
    expect(await checkUsername('player01')).toBe('taken');
  });

  it('a free name is free, also through its query', async () => {
    expect(await checkUsername('nobody99')).toBe('free');
    expect(await new QueryClient().fetchQuery(usernameCheckQuery('nobody99'))).toBe('free');
  });
});

describe('passwords', () => {
  it('forgot by e-mail: accepted for a known member and a well-formed address', async () => {
    await expect(sendPasswordResetEmail({ username: 'player01', email: 'p1@example.com' })).resolves.toBeUndefined();
  });

  it('forgot by e-mail: a bad address is refused', async () => {
    expect((await failure(sendPasswordResetEmail({ username: 'player01', email: 'not-an-address' }))).errorCode).toBe('email.incorrect');
  });

  it('set by phone: the old password again is refused with modify.new.old.same', async () => {
    await sendSmsCode({ mobileNum: MOBILE });
    const error = await failure(setPasswordByPhone({ newPassword: 'Player123', mobileNum: MOBILE, verificationCode: await smsCodeFor(MOBILE) }));
    expect(error.errorCode).toBe('modify.new.old.same');
  });

  it('set by phone: a new password with the SMS code works, and logs in', async () => {
    await sendSmsCode({ mobileNum: MOBILE });
    await setPasswordByPhone({ newPassword: 'Fresh4567', mobileNum: MOBILE, verificationCode: await smsCodeFor(MOBILE) });
    expect((await login(byName('player01', 'Fresh4567'))).userName).toBe('player01');
  });

  it('change: the same password again is refused with modify.new.old.same', async () => {
    await signIn();
    const error = await failure(changePassword({ oldPassword: 'Player123', newPassword: 'Player123', confirmNewPassword: 'Player123' }));
    expect(error.errorCode).toBe('modify.new.old.same');
  });

  it('change: a new password is saved and the old one stops working', async () => {
    await signIn();
    await changePassword({ oldPassword: 'Player123', newPassword: 'Changed789', confirmNewPassword: 'Changed789' });
    token = undefined;
    expect((await failure(login(byName('player01', 'Player123')))).errorCode).toBe('login.cred.err');
  });
});

describe('affiliate code', () => {
  it('a logged-in member gets value.code', async () => {
    await signIn('agent01', 'Agent123');
    expect(await getAffiliateCode()).toMatch(/^AF\d+$/);
  });

  it('without a session it fails with login.not.session', async () => {
    expect((await failure(getAffiliateCode())).errorCode).toBe('login.not.session');
  });
});

describe('every call under injected faults', () => {
  const calls: [string, string, () => Promise<unknown>][] = [
    ['login', '/wps/session/login', () => login(byName('player01', 'Player123'))],
    ['free play', '/wps/session/login/freeplay', freePlay],
    ['trial user', '/wps/member/trialuser', () => getTrialUser()],
    ['logout', '/wps/session/logout', logout],
    ['captcha', '/wps/captcha', () => getCaptcha()],
    ['SMS code', '/wps/verification/sms/noLogin', () => sendSmsCode({ mobileNum: MOBILE })],
    ['register SMS code', '/wps/verification/sms/register', () => sendRegisterSmsCode({ mobileNum: MOBILE })],
    ['register', '/wps/member/register', () => register(registration({ username: 'newbie02', password: 'Secret123', confirmPassword: 'Secret123', captcha: '1' }))],
    ['register by mobile', '/wps/member/register/mobile', () => register(registration({ via: 'mobile', mobileNum: '0944444444', password: 'Secret123', confirmPassword: 'Secret123' }))],
    ['username check', '/wps/check/username', () => checkUsername('player01')],
    ['forgot by e-mail', '/wps/member/password/email', () => sendPasswordResetEmail({ username: 'player01', email: 'p1@example.com' })],
    ['set password by phone', '/wps/member/password/verification', () => setPasswordByPhone({ newPassword: 'x', mobileNum: MOBILE, verificationCode: '1' })],
    ['change password', '/wps/member/password', () => changePassword({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' })],
    ['affiliate code', '/wps/agent/affiliate', () => getAffiliateCode()],
  ];
  const cases = faultCases(calls);

  it.each(cases)('%s → ApiError', async (_, path, call, spec, kind, status) => {
    await control('POST', '/__sim/faults', { path, ...spec });
    const error = await failure(call());
    expect([error.kind, error.status]).toEqual([kind, status]);
  });
});

describe('second factor (login_verify_required)', () => {
  it('a member with SMS verification gets login_verify_required, and the code sent to the phone finishes the login', async () => {
    await control('POST', '/__sim/members', { username: 'guarded', password: 'Guard123', mobile: '0999000111', verify: 'sms' });
    const first = await failure(login(byName('guarded', 'Guard123')));
    expect([first.errorCode, secondFactor(first)]).toEqual(['login_verify_required', 'sms']);
    const wrong = await failure(verifyLogin({ username: 'guarded', password: 'Guard123', code: '000000' }));
    expect(wrong.errorCode).toBe('verification.code.err');
    const done = await verifyLogin({ username: 'guarded', password: 'Guard123', code: await smsCodeFor('0999000111') });
    expect(done.userName).toBe('guarded');
  });

  it('an ordinary failure asks for no second factor', async () => {
    expect(secondFactor(await failure(login(byName('player01', 'wrong'))))).toBeUndefined();
  });
});
