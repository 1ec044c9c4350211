/**
 * Spec §3 "Login payload" (type firebase: firebaseChannel, firebaseIdToken, firebaseMobileNo,
 * countryDialingCode) and "Registration payload" (firebaseChannel, firebaseIdToken with the phone-verification
 * service): the simulator's Firebase Auth emulator endpoints, in the shapes the Firebase JS SDK reads, and the
 * platform's check of the ID token they issue (sahara: register.phoneVerification "firebase", emulator on "/").
 * The browser half, the real SDK against these endpoints, is tests/e2e/gate.sim.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { getCaptcha, login, register } from '../../src/api/accounts';
import { configureApi } from '../../src/api/http';
import { firebaseLogin, phoneVerificationProvider, setPasswordByFirebase } from '../../src/api/phone-verification';
import { e164 } from '../../src/api/firebase-phone';
import { decodeIdToken } from '../../src/platform-sim/routes/firebase-emulator';
import { control, failure, SIM_BASE, startSimulatorServer } from './support/simulator';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const sahara = loadAllMerchants().get('sahara');
const firebase = sahara?.firebase;
if (!firebase) throw new Error('sahara has no firebase section');
const KEY = firebase.apiKey;
const IDT = `${SIM_BASE}/identitytoolkit.googleapis.com/v1`;

let clock = Date.UTC(2026, 0, 1);
startSimulatorServer({ simulator: { now: () => clock } });
configureApi({ baseUrl: SIM_BASE, merchantCode: 'SAHARA', language: () => 'EN', token: () => undefined, encryption: 'platform' });

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function codes(): Promise<{ phoneNumber: string; sessionInfo: string; code: string }[]> {
  const res = await control('GET', `/emulator/v1/projects/${firebase?.projectId}/verificationCodes`);
  return ((await res.json()) as { verificationCodes: { phoneNumber: string; sessionInfo: string; code: string }[] }).verificationCodes;
}

/** Send, read the code from the emulator's listing, sign in: the SDK's own sequence of calls. */
async function signIn(phoneNumber: string) {
  const sent = (await (await post(`${IDT}/accounts:sendVerificationCode?key=${KEY}`, { phoneNumber, recaptchaToken: 'NO_RECAPTCHA', clientType: 'CLIENT_TYPE_WEB' })).json()) as { sessionInfo: string };
  const code = (await codes()).find((c) => c.sessionInfo === sent.sessionInfo)?.code;
  const res = await post(`${IDT}/accounts:signInWithPhoneNumber?key=${KEY}`, { sessionInfo: sent.sessionInfo, code });
  expect(res.status).toBe(200);
  return (await res.json()) as { idToken: string; refreshToken: string; expiresIn: string; localId: string; isNewUser: boolean; phoneNumber: string };
}

async function captcha(): Promise<string> {
  await getCaptcha();
  return ((await (await control('GET', '/__sim/captcha', undefined, 'SAHARA')).json()) as string[]).at(-1) ?? '';
}

async function newMember(mobile: string) {
  const res = await control('POST', '/__sim/members', { username: `fb${mobile}`, password: 'Fire1234x', mobile, type: 0 }, 'SAHARA');
  expect(res.status).toBe(201);
}

describe('spec §3 firebase: the emulator endpoints the SDK calls', () => {
  it('reCAPTCHA Enterprise is off, so the SDK takes its (emulator-mocked) v2 path', async () => {
    const res = await fetch(`${SIM_BASE}/identitytoolkit.googleapis.com/v2/recaptchaConfig?clientType=CLIENT_TYPE_WEB&version=RECAPTCHA_ENTERPRISE&key=${KEY}`);
    const config = (await res.json()) as { recaptchaKey: string; recaptchaEnforcementState: { enforcementState: string }[] };
    expect(config.recaptchaKey.split('/')[3]).toBeTruthy();
    expect(config.recaptchaEnforcementState.every((s) => s.enforcementState === 'OFF')).toBe(true);
  });

  it('sendVerificationCode lists the code for the number; a wrong code is INVALID_CODE, the right one an unsigned ID token', async () => {
    const sent = (await (await post(`${IDT}/accounts:sendVerificationCode?key=${KEY}`, { phoneNumber: '+966551230001', recaptchaToken: 'NO_RECAPTCHA' })).json()) as { sessionInfo: string };
    const listed = (await codes()).find((c) => c.sessionInfo === sent.sessionInfo);
    expect(listed).toMatchObject({ phoneNumber: '+966551230001', code: expect.stringMatching(/^\d{6}$/) });
    const wrong = await post(`${IDT}/accounts:signInWithPhoneNumber?key=${KEY}`, { sessionInfo: sent.sessionInfo, code: listed?.code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe('INVALID_CODE');
    const ok = (await (await post(`${IDT}/accounts:signInWithPhoneNumber?key=${KEY}`, { sessionInfo: sent.sessionInfo, code: listed?.code })).json()) as { idToken: string; expiresIn: string; isNewUser: boolean };
    expect(ok.expiresIn).toBe('3600');
    expect(ok.isNewUser).toBe(true);
    const [header] = ok.idToken.split('.');
    expect(JSON.parse(Buffer.from(header as string, 'base64url').toString())).toEqual({ alg: 'none', typ: 'JWT' });
    const claims = decodeIdToken(ok.idToken);
    expect(claims).toMatchObject({ aud: firebase.projectId, iss: `https://securetoken.google.com/${firebase.projectId}`, phone_number: '+966551230001' });
    expect(Number(claims?.exp) - Number(claims?.iat)).toBe(3600);
    // The code is used up.
    expect((await codes()).some((c) => c.sessionInfo === sent.sessionInfo)).toBe(false);
  });

  it('accounts:lookup answers the user; securetoken refreshes the ID token', async () => {
    const session = await signIn('+966551230002');
    const lookup = (await (await post(`${IDT}/accounts:lookup?key=${KEY}`, { idToken: session.idToken })).json()) as { users: { localId: string; phoneNumber: string }[] };
    expect(lookup.users[0]).toMatchObject({ localId: session.localId, phoneNumber: '+966551230002' });
    const refreshed = await fetch(`${SIM_BASE}/securetoken.googleapis.com/v1/token?key=${KEY}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${session.refreshToken}`,
    });
    const token = (await refreshed.json()) as { id_token: string; user_id: string };
    expect(token.user_id).toBe(session.localId);
    expect(decodeIdToken(token.id_token)?.phone_number).toBe('+966551230002');
  });

  it('an unknown API key and a bad number are refused in Google\'s error shape', async () => {
    const unknown = await post(`${IDT}/accounts:sendVerificationCode?key=nope`, { phoneNumber: '+966551230003', recaptchaToken: 'x' });
    expect(unknown.status).toBe(400);
    const bad = await post(`${IDT}/accounts:sendVerificationCode?key=${KEY}`, { phoneNumber: '0551230003', recaptchaToken: 'x' });
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/^INVALID_PHONE_NUMBER/);
  });
});

describe('spec §3 "Login payload": login type firebase', () => {
  it('signs in the member of the number the ID token proves; the token works once', async () => {
    await newMember('551230010');
    const { idToken } = await signIn(e164('966', '551230010'));
    const session = await firebaseLogin({ idToken, mobileNum: '551230010', countryDialingCode: '966' });
    expect(session.userName).toBe('fb551230010');
    expect((await failure(firebaseLogin({ idToken, mobileNum: '551230010', countryDialingCode: '966' }))).errorCode).toBe('verification.code.err');
  });

  it('refuses a token for another number, an expired token and a forged one', async () => {
    await newMember('551230011');
    await newMember('551230012');
    const other = await signIn('+966551230011');
    expect((await failure(firebaseLogin({ idToken: other.idToken, mobileNum: '551230012', countryDialingCode: '966' }))).errorCode).toBe('verification.code.err');
    const late = await signIn('+966551230012');
    clock += 3601_000;
    expect((await failure(firebaseLogin({ idToken: late.idToken, mobileNum: '551230012', countryDialingCode: '966' }))).errorCode).toBe('verification.code.err');
    const claims = { aud: firebase.projectId, iss: `https://securetoken.google.com/${firebase.projectId}`, phone_number: '+966551230012', iat: clock / 1000, exp: clock / 1000 + 3600, sub: 'x' };
    const forged = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await failure(firebaseLogin({ idToken: forged, mobileNum: '551230012', countryDialingCode: '966' }))).errorCode).toBe('verification.code.err');
  });
});

describe('spec §3 "Registration payload": firebaseIdToken in place of the SMS code', () => {
  it('registers with the ID token of the number (REGMOBVERF3 on)', async () => {
    expect((await control('PATCH', '/__sim/flags', { REGMOBVERF3: true }, 'SAHARA')).ok).toBe(true);
    const { idToken } = await signIn('+966551230020');
    const base = { via: 'mobile' as const, registerMethod: 'H5' as const, registerUrl: 'sahara.localhost', mobileNum: '551230020', countryDialingCode: '966', password: 'Secret123', confirmPassword: 'Secret123' };
    expect((await failure(register({ ...base, captcha: await captcha(), firebaseChannel: 'sms', firebaseIdToken: 'not-a-token' }))).errorCode).toBe('verification.code.err');
    await register({ ...base, captcha: await captcha(), firebaseChannel: 'sms', firebaseIdToken: idToken });
    const made = await control('GET', '/__sim/members/551230020/wallet', undefined, 'SAHARA');
    expect(made.status, 'the new member exists').toBe(200);
  });
});

describe('spec 2.6 reset by phone with Firebase (fields *unverified* on this call)', () => {
  it('sets the password with the ID token of the member\'s number, not with another number\'s', async () => {
    await newMember('551230040');
    const stranger = await signIn('+966551230041');
    const refused = await failure(setPasswordByFirebase({ newPassword: 'NewPass99', mobileNum: '551230040', idToken: stranger.idToken, countryDialingCode: '966' }));
    expect(refused.errorCode).toBe('verification.code.err');
    const { idToken } = await signIn('+966551230040');
    await setPasswordByFirebase({ newPassword: 'NewPass99', mobileNum: '551230040', idToken, countryDialingCode: '966' });
    expect((await login({ username: '551230040', password: 'NewPass99', type: 'username' })).userName).toBe('fb551230040');
  });
});

describe('the provider table', () => {
  it('"firebase" with the merchant\'s project signs in through the service; without one it is the platform SMS', () => {
    expect(phoneVerificationProvider('firebase', firebase).signsIn).toBe(true);
    expect(phoneVerificationProvider('firebase', undefined).signsIn).toBeUndefined();
    expect(phoneVerificationProvider('none').signsIn).toBeUndefined();
  });

  it('E.164 from the dialing code and the national number (a leading 0 dropped)', () => {
    expect(e164('+966', '0551230030')).toBe('+966551230030');
    expect(e164('95', '09 79 123')).toBe('+95979123');
  });
});

describe('the page policy with Firebase', () => {
  it('the emulator on "/" adds nothing; a real project allows Google\'s auth hosts and reCAPTCHA\'s script', async () => {
    const { firebaseOrigins, pageCsp } = await import('../../scripts/lib/stamp');
    if (!sahara) throw new Error('no sahara');
    expect(firebaseOrigins(sahara)).toEqual({ connect: [], script: [] });
    const real = { ...sahara, firebase: { ...firebase, emulatorUrl: undefined } };
    const csp = pageCsp('sha256-x', real);
    expect(csp).toContain('https://identitytoolkit.googleapis.com https://securetoken.googleapis.com');
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(pageCsp('sha256-x', sahara)).not.toContain('googleapis');
  });
});
