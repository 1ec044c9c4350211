/**
 * The platform's request-encryption primitives (platform-api.md, "Request encryption"), shared by the
 * client (src/api/encryption.ts) and the simulator (src/platform-sim/encryption.ts).
 *
 * Pure: runs in browsers and in Node (TextEncoder, btoa/atob, BigInt, crypto.getRandomValues); no Buffer.
 * - DES-ECB with PKCS7 padding, keyed by the first 8 UTF-8 bytes of a key string, ciphertext in base64.
 *   DES is not in WebCrypto, so the block cipher is des.js; padding and unpadding are done here (strictly).
 * - Textbook RSA (no padding, the platform's choice): the message's UTF-8 bytes read as one big-endian
 *   integer m, then m^e mod n, lower-case hex.
 */
import desjs from 'des.js';

const BLOCK = 8;
const utf8Encoder = new TextEncoder();
/** fatal: a wrong key or a corrupted ciphertext gives an error, not U+FFFD soup. */
const utf8Decoder = new TextDecoder('utf-8', { fatal: true });

// ---------------------------------------------------------------- bytes, base64, hex, big integers

export function utf8Bytes(text: string): Uint8Array {
  return utf8Encoder.encode(text);
}

/** Throws on bytes that are not valid UTF-8. */
export function utf8Text(bytes: Uint8Array): string {
  return utf8Decoder.decode(bytes);
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

/** Standard base64 with its = padding; anything else (whitespace, url-safe letters, bad length) throws. */
export function base64ToBytes(base64: string): Uint8Array {
  if (base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new Error('cipher: not base64');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function utf8ToBase64(text: string): string {
  return bytesToBase64(utf8Bytes(text));
}

export function base64ToUtf8(base64: string): string {
  return utf8Text(base64ToBytes(base64));
}

/** Bytes as one big-endian unsigned integer (empty -> 0n). */
export function bytesToBigInt(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n;
}

/** The shortest big-endian bytes of a non-negative integer (0n -> no bytes). */
export function bigIntToBytes(value: bigint): Uint8Array {
  if (value < 0n) throw new RangeError('cipher: negative integer');
  const out: number[] = [];
  for (let v = value; v > 0n; v >>= 8n) out.push(Number(v & 0xffn));
  return Uint8Array.from(out.reverse());
}

/** Hex text (either case, optional surrounding whitespace, leading zeros allowed) -> integer; anything else throws. */
export function hexToBigInt(hex: string): bigint {
  const clean = hex.trim();
  if (!/^[0-9a-fA-F]+$/.test(clean)) throw new Error('cipher: not hex');
  return BigInt(`0x${clean}`);
}

// ---------------------------------------------------------------- DES-ECB / PKCS7

function desKey(key8: string): Uint8Array {
  const bytes = utf8Bytes(key8);
  if (bytes.length < BLOCK) throw new Error('cipher: a DES key needs at least 8 bytes');
  return bytes.subarray(0, BLOCK);
}

function pkcs7Pad(bytes: Uint8Array): Uint8Array {
  const pad = BLOCK - (bytes.length % BLOCK);
  const out = new Uint8Array(bytes.length + pad);
  out.set(bytes);
  out.fill(pad, bytes.length);
  return out;
}

function pkcs7Unpad(bytes: Uint8Array): Uint8Array {
  const pad = bytes[bytes.length - 1] ?? 0;
  if (pad < 1 || pad > BLOCK || pad > bytes.length) throw new Error('cipher: bad padding');
  for (let i = bytes.length - pad; i < bytes.length; i++) if (bytes[i] !== pad) throw new Error('cipher: bad padding');
  return bytes.subarray(0, bytes.length - pad);
}

/** Raw DES-ECB over whole 8-byte blocks, no padding. `key` is exactly 8 bytes (parity bits ignored). */
export function desEcbRaw(data: Uint8Array, key: Uint8Array, direction: 'encrypt' | 'decrypt'): Uint8Array {
  if (key.length !== BLOCK) throw new Error('cipher: a DES key is 8 bytes');
  if (data.length % BLOCK !== 0) throw new Error('cipher: DES-ECB input must be whole 8-byte blocks');
  const des = desjs.DES.create({ type: direction, key, padding: false });
  return Uint8Array.from([...des.update(data), ...des.final()]);
}

/** base64 of DES-ECB/PKCS7 over the text's UTF-8 bytes, keyed by the first 8 bytes of `key8`. */
export function desEcbEncrypt(plainUtf8: string, key8: string): string {
  return bytesToBase64(desEcbRaw(pkcs7Pad(utf8Bytes(plainUtf8)), desKey(key8), 'encrypt'));
}

/** Inverse of desEcbEncrypt; throws on bad base64, a ragged length, bad padding or non-UTF-8 plaintext. */
export function desEcbDecrypt(base64: string, key8: string): string {
  const data = base64ToBytes(base64);
  if (data.length === 0) throw new Error('cipher: empty ciphertext');
  return utf8Text(pkcs7Unpad(desEcbRaw(data, desKey(key8), 'decrypt')));
}

// ---------------------------------------------------------------- customer-service paths

const SERVICE_KEY_LENGTH = 8;

/** A customer-service `path` of the consolidated settings: base64 DES-ECB ciphertext, then its 8-character key. */
export function decryptServicePath(path: string): string {
  if (path.length <= SERVICE_KEY_LENGTH) throw new Error('cipher: service path too short');
  return desEcbDecrypt(path.slice(0, -SERVICE_KEY_LENGTH), path.slice(-SERVICE_KEY_LENGTH));
}

/** The simulator's side of decryptServicePath; `key8` is exactly 8 characters. */
export function encryptServicePath(plain: string, key8: string): string {
  if (key8.length !== SERVICE_KEY_LENGTH) throw new Error('cipher: a service path key is 8 characters');
  return desEcbEncrypt(plain, key8) + key8;
}

// ---------------------------------------------------------------- textbook RSA

/** base^exp mod mod by square-and-multiply (exp >= 0, mod >= 1). */
export function modPow(base: bigint, exp: bigint, mod: bigint): bigint {
  if (mod < 1n) throw new RangeError('cipher: modulus must be positive');
  if (exp < 0n) throw new RangeError('cipher: negative exponent');
  if (mod === 1n) return 0n;
  let result = 1n;
  let b = ((base % mod) + mod) % mod;
  for (let e = exp; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % mod;
    b = (b * b) % mod;
  }
  return result;
}

/** Textbook RSA: UTF-8 bytes of `message` as one big-endian integer m, then m^e mod n, lower-case hex. */
export function rsaEncryptHex(message: string, modulusHex: string, exponent = 65537n): string {
  const n = hexToBigInt(modulusHex);
  const m = bytesToBigInt(utf8Bytes(message));
  if (m >= n) throw new RangeError('cipher: message too long for the RSA modulus');
  return modPow(m, exponent, n).toString(16);
}

// ---------------------------------------------------------------- random keys

export type RandomBytes = (length: number) => Uint8Array;

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this would favour the first letters (256 = 4 * 62 + 8): they are drawn again. */
const UNBIASED_LIMIT = 256 - (256 % ALPHANUMERIC.length);

export const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/** A random alphanumeric string (the platform's 16-character request key). */
export function randomKey(length = 16, random: RandomBytes = cryptoRandomBytes): string {
  let key = '';
  for (let round = 0; key.length < length; round++) {
    if (round > 64) throw new Error('cipher: the random source keeps giving unusable bytes');
    for (const byte of random(length - key.length)) {
      if (key.length < length && byte < UNBIASED_LIMIT) key += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return key;
}
