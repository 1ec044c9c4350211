import { createCipheriv, constants as cryptoConstants, generateKeyPairSync, getCiphers, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  base64ToUtf8,
  bigIntToBytes,
  bytesToBase64,
  bytesToBigInt,
  decryptServicePath,
  desEcbDecrypt,
  desEcbEncrypt,
  desEcbRaw,
  encryptServicePath,
  modPow,
  randomKey,
  rsaEncryptHex,
  utf8ToBase64,
} from '../../src/lib/cipher';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const fromHex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));

/**
 * Independent DES: this OpenSSL 3 build has no single 'des-ecb' (legacy provider), but 3DES-EDE with
 * K1 = K2 = K3 is E_K(D_K(E_K(x))) = E_K(x), single DES. Keyed like the platform: first 8 UTF-8 bytes.
 */
const opensslHasDes3 = getCiphers().includes('des-ede3-ecb');
function opensslDesEcbBase64(plain: string, key: string): string {
  const k = Buffer.from(key, 'utf8').subarray(0, 8);
  const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([k, k, k]), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

const BURMESE = 'မင်္ဂလာပါ';
const ARABIC = 'مرحبا بالعالم';

describe('DES-ECB', () => {
  it('matches the published single-block vector (key 133457799BBCDFF1, 0123456789ABCDEF -> 85E813540F0AB405)', () => {
    const key = fromHex('133457799BBCDFF1');
    expect(hex(desEcbRaw(fromHex('0123456789ABCDEF'), key, 'encrypt'))).toBe('85e813540f0ab405');
    expect(hex(desEcbRaw(fromHex('85E813540F0AB405'), key, 'decrypt'))).toBe('0123456789abcdef');
  });

  it.skipIf(!opensslHasDes3)('the independent OpenSSL computation reproduces that published vector', () => {
    const k = Buffer.from('133457799BBCDFF1', 'hex');
    const cipher = createCipheriv('des-ede3-ecb', Buffer.concat([k, k, k]), null).setAutoPadding(false);
    const out = Buffer.concat([cipher.update(Buffer.from('0123456789ABCDEF', 'hex')), cipher.final()]);
    expect(out.toString('hex')).toBe('85e813540f0ab405');
  });

  // Literals computed with OpenSSL (3DES-EDE, K|K|K), so they pin the scheme even where OpenSSL lacks it.
  const VECTORS: [plain: string, key: string, base64: string][] = [
    ['{"username":"alice","password":"s3cret"}', 'Livery01', 'cVTP1N0DtNFhAkHSX6dv88HH6Sn8e5xLz1Pf+b2d0awVHQiPkuiu4Vy3crIP2MwL'],
    ['12345678', 'abcdefgh', 'IcYNpTQki84kG8keXlWz1g=='],
    ['', 'abcdefgh', 'JBvJHl5Vs9Y='],
    [`${BURMESE} — مرحبا`, 'Livery01', 'Mbjq7PATqmbQi1Owu5j54q76R9A4vtSXirs49qb/Km/ZzhC/Vl6ebwaOtfJHX9yc'],
  ];

  it.each(VECTORS)('encrypts %j under %s to a fixed base64 and back', (plain, key, base64) => {
    expect(desEcbEncrypt(plain, key)).toBe(base64);
    expect(desEcbDecrypt(base64, key)).toBe(plain);
  });

  it.skipIf(!opensslHasDes3).each(VECTORS)('agrees with OpenSSL for %j', (plain, key) => {
    expect(desEcbEncrypt(plain, key)).toBe(opensslDesEcbBase64(plain, key));
  });

  it('pads with PKCS7: a whole block of input gains a whole block of 08s', () => {
    const full = base64ToBytes(desEcbEncrypt('12345678', 'abcdefgh'));
    const empty = base64ToBytes(desEcbEncrypt('', 'abcdefgh'));
    expect(full.length).toBe(16);
    expect(hex(full.subarray(8))).toBe(hex(empty));
    expect(hex(desEcbRaw(empty, new TextEncoder().encode('abcdefgh'), 'decrypt'))).toBe('0808080808080808');
  });

  it('is keyed by the first 8 bytes of the key only', () => {
    expect(desEcbEncrypt('hello', 'Livery0123456789')).toBe(desEcbEncrypt('hello', 'Livery01'));
    expect(desEcbEncrypt('hello', 'Livery02')).not.toBe(desEcbEncrypt('hello', 'Livery01'));
    expect(() => desEcbEncrypt('hello', 'short')).toThrow();
  });

  it('refuses a wrong key, bad base64, a ragged length or an empty ciphertext', () => {
    const base64 = desEcbEncrypt('{"a":1}', 'Livery01');
    expect(() => desEcbDecrypt(base64, 'Livery02')).toThrow();
    expect(() => desEcbDecrypt(`${base64.slice(0, -2)}!=`, 'Livery01')).toThrow();
    expect(() => desEcbDecrypt(base64.replace(/=+$/, ''), 'Livery01')).toThrow();
    expect(() => desEcbDecrypt(bytesToBase64(new Uint8Array(12)), 'Livery01')).toThrow();
    expect(() => desEcbDecrypt('', 'Livery01')).toThrow();
  });

  it('keeps Burmese and Arabic text intact', () => {
    for (const text of [BURMESE, ARABIC, `{"name":"${BURMESE}","city":"${ARABIC}"}`]) {
      expect(desEcbDecrypt(desEcbEncrypt(text, 'k3Yk3Yk3'), 'k3Yk3Yk3')).toBe(text);
    }
  });
});

describe('base64 and integers', () => {
  it('encode UTF-8 text like Node does, without Buffer', () => {
    for (const text of ['', 'a', 'ab', 'abc', BURMESE, ARABIC, 'Mozilla/5.0 (iPhone)']) {
      expect(utf8ToBase64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
      expect(base64ToUtf8(utf8ToBase64(text))).toBe(text);
    }
  });

  it('carry every byte value and long inputs', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(bytesToBase64(all)).toBe(Buffer.from(all).toString('base64'));
    const long = Uint8Array.from({ length: 100_000 }, (_, i) => (i * 7) % 256);
    expect(hex(base64ToBytes(bytesToBase64(long)))).toBe(hex(long));
  });

  it('read bytes as one big-endian integer and back', () => {
    expect(bytesToBigInt(fromHex('0102'))).toBe(0x0102n);
    expect(hex(bigIntToBytes(0x0102n))).toBe('0102');
    expect(bytesToBigInt(new TextEncoder().encode('AB'))).toBe(0x4142n);
    expect(bigIntToBytes(0n).length).toBe(0);
  });
});

describe('modPow', () => {
  it('gives known small results', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 10n, 1000n)).toBe(24n);
    expect(modPow(5n, 0n, 7n)).toBe(1n);
    expect(modPow(5n, 3n, 1n)).toBe(0n);
    expect(modPow(-2n, 3n, 7n)).toBe(6n);
  });

  it('agrees with plain repeated multiplication', () => {
    const slow = (b: bigint, e: bigint, m: bigint) => {
      let r = 1n;
      for (let i = 0n; i < e; i++) r = (r * b) % m;
      return r;
    };
    for (const [b, e, m] of [[123456789n, 1000n, 1000003n], [2n ** 70n + 5n, 777n, 2n ** 61n - 1n]] as const) {
      expect(modPow(b, e, m)).toBe(slow(b, e, m));
    }
  });

  it('refuses a non-positive modulus or a negative exponent', () => {
    expect(() => modPow(2n, 3n, 0n)).toThrow();
    expect(() => modPow(2n, -1n, 7n)).toThrow();
  });
});

describe('textbook RSA', () => {
  // Two Mersenne primes: n = (2^89 - 1)(2^107 - 1) has 196 bits, above any 16-byte (128-bit) key.
  const N = (2n ** 89n - 1n) * (2n ** 107n - 1n);
  const N_HEX = N.toString(16);
  const KEY = 'Kx7pQ2mZa9B4c8D1';

  it('gives a fixed Encryption hex for a fixed key and modulus', () => {
    expect(N_HEX).toBe('ffffffffffffffffffffff7fffe0000000000000000000001');
    // Python: format(pow(int.from_bytes(b'Kx7pQ2mZa9B4c8D1', 'big'), 65537, n), 'x')
    expect(rsaEncryptHex(KEY, N_HEX)).toBe('96fa0163835e7e4486a581a95f644cb0b8e878f785c9a5f04');
    expect(rsaEncryptHex('Livery0123456789', N_HEX)).toBe('9028f914597f074b33b7a47c859adcecea3a3d715ddf01f2b');
  });

  it('is m^65537 mod n with m the key bytes big-endian (computed as 16 squarings and one product)', () => {
    const m = BigInt(`0x${Buffer.from(KEY, 'ascii').toString('hex')}`);
    let x = m;
    for (let i = 0; i < 16; i++) x = (x * x) % N;
    expect(rsaEncryptHex(KEY, N_HEX)).toBe(((x * m) % N).toString(16));
  });

  it('reads the modulus hex in either case, with whitespace around it', () => {
    expect(rsaEncryptHex(KEY, ` ${N_HEX.toUpperCase()}\n`)).toBe(rsaEncryptHex(KEY, N_HEX));
    expect(() => rsaEncryptHex(KEY, 'not hex')).toThrow();
  });

  it('refuses a message that does not fit below the modulus', () => {
    expect(() => rsaEncryptHex('x'.repeat(25), N_HEX)).toThrow();
  });

  it('agrees with OpenSSL raw (no-padding) RSA on a 1024-bit key', () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
    const n = Buffer.from(publicKey.export({ format: 'jwk' }).n as string, 'base64url').toString('hex');
    const block = Buffer.alloc(128);
    Buffer.from(KEY, 'ascii').copy(block, 128 - KEY.length);
    const expected = publicEncrypt({ key: publicKey, padding: cryptoConstants.RSA_NO_PADDING }, block);
    expect(rsaEncryptHex(KEY, n)).toBe(BigInt(`0x${expected.toString('hex')}`).toString(16));
  });
});

describe('randomKey', () => {
  const counter = () => {
    let next = 0;
    return (length: number) => Uint8Array.from({ length }, () => next++ % 256);
  };

  it('draws 16 alphanumeric characters by default', () => {
    const key = randomKey();
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomKey()).not.toBe(key);
  });

  it('is fixed under injected randomness', () => {
    expect(randomKey(16, counter())).toBe('ABCDEFGHIJKLMNOP');
    expect(randomKey(4, () => Uint8Array.of(61, 62, 0, 247))).toBe('9AA9');
  });

  it('draws again for bytes that would bias the alphabet', () => {
    const batches = [Uint8Array.of(248, 255, 1), Uint8Array.of(2, 250), Uint8Array.of(3)];
    expect(randomKey(3, () => batches.shift() ?? new Uint8Array())).toBe('BCD');
    expect(() => randomKey(4, (length) => new Uint8Array(length).fill(255))).toThrow();
  });
});

describe('customer-service paths', () => {
  const PLAIN = 'https://chat.example.com/c?id=42';
  // OpenSSL: base64 DES-ECB/PKCS7 of PLAIN under "Ab3dE6gH", then the key.
  const PATH = 'YFpU7KVM9lUSc6CpudP6a5wgmqS3VMxjYgHyxA+1za+4VMo7IIZOEg==Ab3dE6gH';

  it('decrypts a fixed path: the last 8 characters key the base64 before them', () => {
    expect(decryptServicePath(PATH)).toBe(PLAIN);
    expect(encryptServicePath(PLAIN, 'Ab3dE6gH')).toBe(PATH);
  });

  it.skipIf(!opensslHasDes3)('the fixed path agrees with OpenSSL', () => {
    expect(PATH).toBe(`${opensslDesEcbBase64(PLAIN, 'Ab3dE6gH')}Ab3dE6gH`);
  });

  it('round trips, Arabic included', () => {
    const plain = `https://wa.me/60123456789?text=${ARABIC}`;
    expect(decryptServicePath(encryptServicePath(plain, 'zZ9yY8xX'))).toBe(plain);
  });

  it('refuses a key that is not 8 characters and a path that is only a key', () => {
    expect(() => encryptServicePath(PLAIN, 'Ab3dE6gH1')).toThrow();
    expect(() => decryptServicePath('Ab3dE6gH')).toThrow();
    expect(() => decryptServicePath(`${PATH.slice(0, -8)}Ab3dE6gX`)).toThrow();
  });
});
