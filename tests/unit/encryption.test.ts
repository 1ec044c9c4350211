import { describe, expect, it } from 'vitest';
import { encryptBody } from '../../src/api/encryption';
import { desEcbEncrypt, modPow, rsaEncryptHex } from '../../src/lib/cipher';
import { createRsaKeyPair, decryptBody, rsaKeyPairFrom } from '../../src/platform-sim/encryption';

/** A small known pair: two Mersenne primes, n of 196 bits (above any 16-byte key), d = 65537^-1 mod phi. */
const P = 2n ** 89n - 1n;
const Q = 2n ** 107n - 1n;
const N = P * Q;
const D = 0x2781d87e2781d87e2781d856a59f79e0861f79e0861f79e09n;
const SMALL = rsaKeyPairFrom(N, D);

const KEY = 'Kx7pQ2mZa9B4c8D1';
const LOGIN = { username: 'alice', password: 's3cret', captcha: '', type: 'username', isSms: false, loginDeviceId: 'dev-1' };
// OpenSSL (3DES-EDE with K|K|K = DES) over JSON.stringify(LOGIN), keyed by "Kx7pQ2mZ".
const LOGIN_VALUE =
  'vgaXWjLRfxMNgb1+q3oLssUptltAq+24zMiPkki4AcytCvhpHJCDlgcp82y+Hmo9ZEyiOzSBzHjN1Zm/DCfTRlkjcoUnFzV621l3rxjrO1rYAxAZGL09m9NRtuI9Yc13U2ZHX9cDGO/Z5yOX7nw73w==';
// Python: format(pow(int.from_bytes(b'Kx7pQ2mZa9B4c8D1', 'big'), 65537, n), 'x')
const LOGIN_ENCRYPTION = '96fa0163835e7e4486a581a95f644cb0b8e878f785c9a5f04';

const asSimHeaders = (h: ReturnType<typeof encryptBody>['headers']) => ({ encryption: h.Encryption, digest: h['X-Digest'], rsa: h['X-RSA'] });

describe('client encryptBody: a fixed vector', () => {
  it('the small pair is a real RSA pair', () => {
    expect((65537n * D) % ((P - 1n) * (Q - 1n))).toBe(1n);
    expect(modPow(modPow(12345n, 65537n, N), D, N)).toBe(12345n);
  });

  it('gives the body and headers of platform-api.md', () => {
    const { body, headers } = encryptBody(LOGIN, N.toString(16), KEY);
    expect(body).toEqual({ value: LOGIN_VALUE });
    expect(headers).toEqual({ Encryption: LOGIN_ENCRYPTION, 'X-Digest': LOGIN_VALUE, 'X-RSA': N.toString(16) });
  });

  it('sends X-RSA exactly as fetched', () => {
    const fetched = N.toString(16).toUpperCase();
    const { headers } = encryptBody(LOGIN, fetched, KEY);
    expect(headers['X-RSA']).toBe(fetched);
    expect(headers.Encryption).toBe(LOGIN_ENCRYPTION);
  });

  it('the simulator opens that fixed vector', () => {
    const headers = { encryption: LOGIN_ENCRYPTION, digest: LOGIN_VALUE, rsa: N.toString(16) };
    expect(decryptBody({ value: LOGIN_VALUE }, headers, SMALL)).toEqual({ ok: true, payload: LOGIN });
    expect(SMALL.decryptKey(LOGIN_ENCRYPTION)).toBe(KEY);
  });

  it('draws a fresh 16-character key when none is given', () => {
    const a = encryptBody(LOGIN, N.toString(16));
    const b = encryptBody(LOGIN, N.toString(16));
    expect(a.body.value).not.toBe(b.body.value);
    expect(SMALL.decryptKey(a.headers.Encryption)).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(decryptBody(a.body, asSimHeaders(a.headers), SMALL)).toEqual({ ok: true, payload: LOGIN });
  });

  it('refuses a payload with no JSON form', () => {
    expect(() => encryptBody(undefined, N.toString(16), KEY)).toThrow();
  });
});

describe('client -> simulator round trips', () => {
  const pair = createRsaKeyPair();

  it('the simulator pair is 1024-bit, exponent 65537, lower-case hex', () => {
    expect(pair.modulusHex).toMatch(/^[89a-f][0-9a-f]{255}$/);
    expect(pair.decryptKey(rsaEncryptHex(KEY, pair.modulusHex))).toBe(KEY);
  });

  it('reads an Encryption hex with leading zeros or in upper case (as RSA.js-style clients send it)', () => {
    const hex = rsaEncryptHex(KEY, pair.modulusHex);
    expect(pair.decryptKey(`000${hex.toUpperCase()}`)).toBe(KEY);
  });

  it.each([
    ['a login', LOGIN],
    ['Burmese and Arabic text', { nickname: 'မင်္ဂလာပါ', remark: 'مرحبا بالعالم', emoji: '🎰' }],
    ['a register payload', { username: 'bob_1', password: 'p@ss w0rd', mobileNum: '+60 12-345 6789', registerMethod: 'username', nested: [1, null, true] }],
    ['an empty object', {}],
  ])('%s comes back as it went', (_, payload) => {
    const { body, headers } = encryptBody(payload, pair.modulusHex);
    expect(decryptBody(body, asSimHeaders(headers), pair)).toEqual({ ok: true, payload });
  });
});

describe('the simulator refuses', () => {
  const pair = createRsaKeyPair();
  const { body, headers } = encryptBody(LOGIN, pair.modulusHex, KEY);
  const good = asSimHeaders(headers);

  it.each([
    ['no Encryption header', { ...good, encryption: undefined }],
    ['no X-Digest header', { ...good, digest: undefined }],
    ['no X-RSA header', { ...good, rsa: undefined }],
    ['empty headers', { encryption: '', digest: '', rsa: '' }],
    ['no headers at all', {}],
  ])('%s: request_body_required', (_, h) => {
    expect(decryptBody(body, h, pair)).toEqual({ ok: false, errorCode: 'request_body_required' });
  });

  it.each([
    ['no body', undefined],
    ['a plain JSON payload', LOGIN],
    ['a value that is not a string', { value: 42 }],
    ['an empty value', { value: '' }],
  ])('%s: request_body_required', (_, b) => {
    expect(decryptBody(b, good, pair)).toEqual({ ok: false, errorCode: 'request_body_required' });
  });

  it('a modulus that is not its own (X-RSA): decrypt_failed', () => {
    const other = createRsaKeyPair();
    expect(decryptBody(body, { ...good, rsa: other.modulusHex }, pair)).toEqual({ ok: false, errorCode: 'decrypt_failed' });
    expect(decryptBody(body, { ...good, rsa: 'zz' }, pair)).toEqual({ ok: false, errorCode: 'decrypt_failed' });
    // encrypted for another pair altogether
    const foreign = encryptBody(LOGIN, other.modulusHex, KEY);
    expect(decryptBody(foreign.body, asSimHeaders(foreign.headers), pair)).toEqual({ ok: false, errorCode: 'decrypt_failed' });
  });

  it('a digest that is not the value: decrypt_failed', () => {
    expect(decryptBody(body, { ...good, digest: `${good.digest}x` }, pair)).toEqual({ ok: false, errorCode: 'decrypt_failed' });
  });

  it('a corrupted value (digest corrupted alike): decrypt_failed', () => {
    const value = body.value;
    const corrupted = `${value.slice(0, -6)}${value.slice(-6, -5) === 'A' ? 'B' : 'A'}${value.slice(-5)}`;
    expect(decryptBody({ value: corrupted }, { ...good, digest: corrupted }, pair)).toEqual({ ok: false, errorCode: 'decrypt_failed' });
    expect(decryptBody({ value: 'not base64!' }, { ...good, digest: 'not base64!' }, pair)).toEqual({ ok: false, errorCode: 'decrypt_failed' });
  });

  it('an Encryption header for another key, or not RSA at all: decrypt_failed', () => {
    const otherKey = rsaEncryptHex('Zz9Yy8Xx7Ww6Vv5U', pair.modulusHex);
    expect(decryptBody(body, { ...good, encryption: otherKey }, pair)).toEqual({ ok: false, errorCode: 'decrypt_failed' });
    expect(decryptBody(body, { ...good, encryption: 'xyz' }, pair)).toEqual({ ok: false, errorCode: 'decrypt_failed' });
    expect(decryptBody(body, { ...good, encryption: `1${pair.modulusHex}` }, pair)).toEqual({ ok: false, errorCode: 'decrypt_failed' });
  });

  it('a well-encrypted value that is not JSON: decrypt_failed', () => {
    const value = desEcbEncrypt('username=alice', KEY);
    expect(decryptBody({ value }, { ...good, digest: value }, pair)).toEqual({ ok: false, errorCode: 'decrypt_failed' });
  });
});
