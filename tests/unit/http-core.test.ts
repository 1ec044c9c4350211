/**
 * The HTTP core's transport duties (issue 3, client items 5-6) against the real simulator through msw:
 * request encryption, form bodies, the Device header, timeouts, injected faults, the session-gone hook
 * and the i18n message of every failure class.
 */
import { describe, expect, it, vi } from 'vitest';
import { configureApi, errorMessageKey, isSessionGone as isSessionGoneError, request } from '../../src/api/http';
import { control, failure, SIM_BASE, startSimulatorServer } from './support/simulator';

let token: string | undefined;
let sessionGone = 0;
let maintenance = 0;
const { requests: seen } = startSimulatorServer({
  record: true,
  afterReset: () => {
    token = undefined;
    sessionGone = 0;
    maintenance = 0;
    configure();
  },
});
const configure = (extra: Partial<Parameters<typeof configureApi>[0]> = {}) =>
  configureApi({
    baseUrl: SIM_BASE,
    merchantCode: 'DEMO',
    language: () => 'EN',
    token: () => token,
    encryption: 'platform',
    device: () => 'OTHERS',
    onSessionGone: () => sessionGone++,
    onMaintenance: () => maintenance++,
    ...extra,
  });
const anything = (value: unknown) => value;
const login = (username: string, password: string) =>
  request('/wps/session/login', { method: 'POST', encrypted: true, device: true, body: { username, password, captcha: '', type: 'username' }, parse: (v) => v as { token: string; customerType: number } });

describe('request encryption', () => {
  it('fetches the RSA key, sends {value} with Encryption, X-Digest and X-RSA, and the platform logs in', async () => {
    configure();
    const value = await login('player01', 'Player123');
    expect(value.customerType).toBe(0);
    const sent = seen.find((r) => r.url.endsWith('/wps/session/login'));
    expect(sent?.headers.get('Encryption')).toMatch(/^[0-9a-f]+$/);
    expect(sent?.headers.get('X-RSA')).toMatch(/^[0-9a-f]{200,}$/);
    expect(sent?.headers.get('X-Digest')).toBeTruthy();
    expect(seen.some((r) => new URL(r.url).pathname === '/wps/session/key/rsa')).toBe(true);
  });

  it('refuses an RSA modulus under 1,024 bits (or over 8,192) from the key exchange: a bad server answer, and the login is not sent', async () => {
    /** A modulus of exactly `bits` bits (its top bit set), as hex with `zeros` leading zeros. */
    const modulusOf = (bits: number, zeros = 0) => '0'.repeat(zeros) + ((1n << BigInt(bits - 1)) | 1n).toString(16);
    const keyAnswer = (modulus: string) =>
      configure({
        fetch: (input, init) => (new URL(String(input)).pathname === '/wps/session/key/rsa' ? Promise.resolve(new Response(modulus)) : fetch(input, init)),
      });
    // 128 bits was taken before; 1,023 is a bit short; leading zeros do not make a key longer; 8,193 bits is no RSA key the platform issues.
    const logins = () => seen.filter((r) => r.url.endsWith('/wps/session/login')).length;
    for (const modulus of [modulusOf(128), modulusOf(1023), modulusOf(128, 300), modulusOf(8193)]) {
      keyAnswer(modulus);
      const error = await failure(login('player01', 'Player123'));
      expect([error.kind, errorMessageKey(error)]).toEqual(['malformed', 'message.badServerAnswer']);
      expect(logins()).toBe(0);
    }
    // 1,024 bits is taken: the body goes out, and the platform, whose key this is not, refuses to decrypt it.
    keyAnswer(modulusOf(1024));
    expect((await failure(login('player01', 'Player123'))).errorCode).toBe('decrypt_failed');
  });

  it('sends the Device header on login when the site runs standalone', async () => {
    configure();
    await login('player01', 'Player123');
    expect(seen.find((r) => r.url.endsWith('/wps/session/login'))?.headers.get('Device')).toBe('OTHERS');
  });

  it("with encryption 'none' the body goes plain, and the platform refuses it (request_body_required)", async () => {
    configure({ encryption: 'none' });
    const error = await failure(login('player01', 'Player123'));
    expect(error.errorCode).toBe('request_body_required');
  });
});

describe('bodies and headers', () => {
  it('form-encodes a forgot-password request', async () => {
    configure();
    await request('/wps/member/password/email', { method: 'POST', form: { username: 'player01', email: 'p1@example.com' }, parse: anything });
    expect(seen.at(-1)?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('sends X-Real-UA as base64 of the (UTF-8) user agent', async () => {
    vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (Livery test) မြန်မာ' });
    configure();
    await request('/wps/system/status', { parse: anything });
    const ua = seen.at(-1)?.headers.get('X-Real-UA');
    expect(ua && Buffer.from(ua, 'base64').toString()).toBe('Mozilla/5.0 (Livery test) မြန်မာ');
    vi.unstubAllGlobals();
  });
});

describe('failure classes, each with its i18n message', () => {
  it('a timeout is kind timeout, "network offline or slow"', async () => {
    configure({ timeoutMs: 50 });
    await control('POST', '/__sim/faults', { path: '/wps/system/status', delayMs: 400 });
    const error = await failure(request('/wps/system/status', { parse: anything }));
    expect([error.kind, errorMessageKey(error)]).toEqual(['timeout', 'message.networkOffline']);
  });

  it('a dropped connection is kind network', async () => {
    configure();
    await control('POST', '/__sim/faults', { path: '/wps/system/status', drop: true });
    const error = await failure(request('/wps/system/status', { parse: anything }));
    expect([error.kind, errorMessageKey(error)]).toEqual(['network', 'message.networkOffline']);
  });

  it('a malformed body is kind malformed', async () => {
    configure();
    await control('POST', '/__sim/faults', { path: '/wps/system/status', malformed: true });
    const error = await failure(request('/wps/system/status', { parse: anything }));
    expect([error.kind, errorMessageKey(error)]).toEqual(['malformed', 'message.badServerAnswer']);
  });

  it('a 500 is an http failure with the unknown-error message', async () => {
    configure();
    await control('POST', '/__sim/faults', { path: '/wps/system/status', status: 500 });
    const error = await failure(request('/wps/system/status', { parse: anything }));
    expect([error.kind, error.status, errorMessageKey(error)]).toEqual(['http', 500, 'message.unknownError']);
  });

  it('a session the platform ended calls onSessionGone once and maps to "logged out, please log in again"', async () => {
    configure();
    token = (await login('player01', 'Player123')).token;
    await request('/wps/session/logout', { method: 'DELETE', parse: anything });
    const error = await failure(request('/wps/member/info', { parse: anything }));
    expect([error.errorCode, errorMessageKey(error), sessionGone]).toEqual(['login.not.session', 'message.loggedOut', 1]);
  });

  it('a call refused for maintenance asks the gate to check the status again, with the system-upgrading message', async () => {
    configure();
    await control('PATCH', '/__sim/status', { maintenance: true });
    const error = await failure(request('/wps/system/settings/consolidated', { parse: anything }));
    expect([error.errorCode, errorMessageKey(error), maintenance]).toEqual(['system.maintenance', 'message.systemUpgrading', 1]);
    await request('/wps/system/status', { parse: anything });
  });

  it('a caller abort is passed through, not turned into a network error', async () => {
    configure();
    const controller = new AbortController();
    await control('POST', '/__sim/faults', { path: '/wps/system/status', delayMs: 300 });
    const pending = request('/wps/system/status', { parse: anything, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toHaveProperty('name', 'AbortError');
  });
});

describe('answers without an envelope (the lottery gateway)', () => {
  it('hands the whole JSON to parse when raw is set', async () => {
    configure();
    const menus = await request('/lgw/games/mobile_game_menus', { query: { prizeMode: 'Lott' }, raw: true, parse: (v) => v as unknown[] });
    expect(Array.isArray(menus) && menus.length).toBeGreaterThan(0);
  });
});

describe('a late failure for an old token', () => {
  it('does not end the session that replaced it', async () => {
    configure();
    token = (await login('player01', 'Player123')).token;
    await control('POST', '/__sim/faults', { path: '/wps/member/info', status: 401, delayMs: 150 });
    const late = failure(request('/wps/member/info', { parse: anything }));
    token = (await login('player01', 'Player123')).token;
    expect(isSessionGoneError(await late)).toBe(true);
    expect(sessionGone).toBe(0);
  });
});
