import { describe, expect, it } from 'vitest';
import { encryptBody } from '../../src/api/encryption';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { simRequest } from './support/simulator';

const merchants = [...loadAllMerchants().values()];
type Sim = ReturnType<typeof createPlatformSimulator>;
type Envelope = { success: boolean; value?: Record<string, unknown> & { token?: string }; errorCode?: string; message?: string };

function client(sim: Sim, merchant = 'DEMO') {
  let token: string | undefined;
  const send = async (method: string, path: string, init: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {}) => {
    const res = await sim.fetch(simRequest(method, path, { ...init, merchant, token }));
    return { status: res.status, body: (path.startsWith('/__sim/') ? await res.json() : await res.json().catch(() => null)) as Envelope & unknown[] };
  };
  const encrypted = async (method: string, path: string, payload: unknown) => {
    const modulus = await (await sim.fetch(simRequest('GET', '/wps/session/key/rsa', { merchant }))).text();
    const { body, headers } = encryptBody(payload, modulus);
    return send(method, path, { json: body, headers });
  };
  return {
    send,
    encrypted,
    login: async (payload: Record<string, unknown>) => {
      const res = await encrypted('POST', '/wps/session/login', { type: 'username', captcha: '', ...payload });
      token = res.body.value?.token ?? token;
      return res;
    },
    setToken: (t: string | undefined) => {
      token = t;
    },
  };
}

describe('simulated accounts', () => {
  it('logs in by user name and password over the encrypted body, then answers member info and wallet', async () => {
    const api = client(createPlatformSimulator(merchants));
    const login = await api.login({ username: 'player01', password: 'Player123' });
    expect(login.body.value).toMatchObject({ userName: 'player01', customerType: 0, firstTimeLogin: false });
    expect((await api.send('GET', '/wps/member/info')).body.value).toMatchObject({ account: 'player01', type: 0 });
    expect((await api.send('GET', '/wps/v2/wallets/balance?typeId=0')).body.value).toMatchObject({ sumBalance: 1250.5, currencySymbol: 'K' });
  });

  it('refuses a login body without its encryption headers (request_body_required)', async () => {
    const res = await client(createPlatformSimulator(merchants)).send('POST', '/wps/session/login', { json: { username: 'player01', password: 'Player123' } });
    expect([res.status, res.body.errorCode]).toEqual([400, 'request_body_required']);
  });

  it('demands a captcha after a failed login; each captcha answer works once', async () => {
    const sim = createPlatformSimulator(merchants);
    const api = client(sim);
    const failed = await api.login({ username: 'player01', password: 'wrong' });
    expect([failed.body.errorCode, failed.body.value?.captcha]).toEqual(['login.cred.err', true]);
    const noCaptcha = await api.login({ username: 'player01', password: 'Player123' });
    expect([noCaptcha.body.errorCode, noCaptcha.body.message]).toEqual(['captcha.err', 'Enter a captcha']);

    const image = await api.send('GET', `/wps/captcha?t=${Date.now()}`);
    expect(Buffer.from(String(image.body.value), 'base64').subarray(1, 4).toString()).toBe('PNG');
    const [answer] = (await api.send('GET', '/__sim/captcha')).body as unknown as string[];
    const ok = await api.login({ username: 'player01', password: 'Player123', captcha: answer });
    expect(ok.body.success).toBe(true);
    await api.login({ username: 'player01', password: 'wrong', captcha: answer });
    const reused = await api.login({ username: 'player01', password: 'Player123', captcha: answer });
    expect(reused.body.errorCode).toBe('captcha.err');
  });

  it('an unknown user gets "Sorry, the user does not exist or is disabled"', async () => {
    const res = await client(createPlatformSimulator(merchants)).login({ username: 'ghost', password: 'x' });
    expect([res.body.errorCode, res.body.message]).toEqual(['not.exists.user', 'Sorry, the user does not exist or is disabled']);
  });

  it('logs in by mobile number and the SMS code from the outbox', async () => {
    const api = client(createPlatformSimulator(merchants));
    const sent = await api.send('POST', '/wps/verification/sms/noLogin', { json: { mobileNum: '0912345678', countryDialingCode: '95' } });
    expect(Number(sent.body.value?.expirationTime)).toBeGreaterThan(Date.now());
    const outbox = (await api.send('GET', '/__sim/sms')).body as unknown as { mobileNum: string; code: string }[];
    const code = outbox.find((s) => s.mobileNum === '0912345678')?.code;
    const res = await api.login({ type: 'sms', username: '0912345678', password: code });
    expect(res.body.value).toMatchObject({ userName: 'player01' });
  });

  it('free play gives a member of type 4; logout ends the session', async () => {
    const api = client(createPlatformSimulator(merchants));
    const play = await api.send('POST', '/wps/session/login/freeplay', { json: {}, headers: { ModuleId: 'FREEPLAY3' } });
    expect(play.body.value?.customerType).toBe(4);
    api.setToken(String(play.body.value?.token));
    expect((await api.send('GET', '/wps/member/info')).body.value?.type).toBe(4);
    await api.send('DELETE', '/wps/session/logout');
    const after = await api.send('GET', '/wps/member/info');
    expect([after.status, after.body.errorCode]).toEqual([401, 'login.not.session']);
  });

  it('registers a new member once: the same name again is "Sorry, the username already exists"', async () => {
    const sim = createPlatformSimulator(merchants);
    const api = client(sim);
    const register = async () => {
      await api.send('GET', '/wps/captcha');
      const [captcha] = (await api.send('GET', '/__sim/captcha')).body as unknown as string[];
      return api.encrypted('PUT', '/wps/member/register', { username: 'newbie', password: 'Secret12', confirmPassword: 'Secret12', captcha, type: 0 });
    };
    expect((await register()).body.value).toMatchObject({ userName: 'newbie', customerType: 0 });
    const again = await register();
    expect([again.body.errorCode, again.body.message]).toEqual(['register.username.exists', 'Sorry, the username already exists']);
  });

  it('changes a password; the same password again is modify.new.old.same', async () => {
    const api = client(createPlatformSimulator(merchants));
    await api.login({ username: 'player01', password: 'Player123' });
    const same = await api.send('POST', '/wps/member/password', { json: { oldPassword: 'Player123', newPassword: 'Player123', confirmNewPassword: 'Player123' } });
    expect(same.body.errorCode).toBe('modify.new.old.same');
    const changed = await api.send('POST', '/wps/member/password', { json: { oldPassword: 'Player123', newPassword: 'NewPass9', confirmNewPassword: 'NewPass9' } });
    expect(changed.body.success).toBe(true);
    expect((await client(createPlatformSimulator(merchants)).login({ username: 'player01', password: 'Player123' })).body.success).toBe(true);
  });

  it('sets a password by phone with an SMS code, refusing the old password and a wrong code', async () => {
    const api = client(createPlatformSimulator(merchants));
    await api.send('POST', '/wps/verification/sms/noLogin', { json: { mobileNum: '0912345678' } });
    const code = ((await api.send('GET', '/__sim/sms')).body as unknown as { code: string }[])[0]?.code;
    const same = await api.encrypted('POST', '/wps/member/password/verification', { newPassword: 'Player123', mobileNum: '0912345678', verificationCode: code });
    expect(same.body.errorCode).toBe('modify.new.old.same');
    const wrong = await api.encrypted('POST', '/wps/member/password/verification', { newPassword: 'Fresh123', mobileNum: '0912345678', verificationCode: '000000' });
    expect(wrong.body.errorCode).toBe('verification.code.err');
    const done = await api.encrypted('POST', '/wps/member/password/verification', { newPassword: 'Fresh123', mobileNum: '0912345678', verificationCode: code });
    expect(done.body.success).toBe(true);
    expect((await api.login({ username: 'player01', password: 'Fresh123' })).body.success).toBe(true);
  });

  it('accepts a forgot-password request by e-mail (form-encoded) and refuses a bad address', async () => {
    const api = client(createPlatformSimulator(merchants));
    expect((await api.send('POST', '/wps/member/password/email', { form: { username: 'player01', email: 'p1@example.com' } })).body.success).toBe(true);
    const bad = await api.send('POST', '/wps/member/password/email', { form: { username: 'player01', email: 'nope' } });
    expect([bad.body.errorCode, bad.body.message]).toEqual(['email.incorrect', 'email incorrect']);
  });
});

describe('simulated member extras', () => {
  it('checks an affiliate code: an agent code passes, anything else is "Invalid invitation code"', async () => {
    const api = client(createPlatformSimulator(merchants));
    await api.login({ username: 'agent01', password: 'Agent123' });
    const code = String((await api.send('GET', '/wps/agent/affiliate')).body.value?.code);
    expect((await api.send('GET', `/wps/member/affiliate/check?code=${code}&domain=demo.localhost`)).body.success).toBe(true);
    const bad = await api.send('GET', '/wps/member/affiliate/check?code=NOPE&domain=demo.localhost');
    expect([bad.body.errorCode, bad.body.message]).toEqual(['affiliate.invalid', 'Invalid invitation code']);
  });

  it('keeps a head icon and answers the merchant wallet for a session', async () => {
    const api = client(createPlatformSimulator(merchants));
    await api.login({ username: 'player01', password: 'Player123' });
    await api.send('POST', '/wps/member/info/icon', { form: { icon: '/sim-assets/team/tiger.png' } });
    expect((await api.send('GET', '/wps/member/info/icon')).body.value?.url).toBe('/sim-assets/team/tiger.png');
    expect((await api.send('GET', '/wps/relay/GCS_merchantWallet')).body.value).toMatchObject({ list: [{ balance: 1250.5 }] });
  });
});
