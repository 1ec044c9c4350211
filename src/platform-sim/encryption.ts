/**
 * The simulator's side of the platform's request encryption (platform-api.md, "Request encryption"):
 * a per-process RSA key pair whose modulus GET /wps/session/key/rsa hands out, and the check of an
 * encrypted body `{ value }` with its `Encryption`, `X-Digest` and `X-RSA` headers.
 */
import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { bigIntToBytes, desEcbDecrypt, hexToBigInt, modPow, utf8Text } from '../lib/cipher';

export interface RsaKeyPair {
  /** Lower-case hex, as GET /wps/session/key/rsa answers it. */
  modulusHex: string;
  /** Textbook RSA decryption of an `Encryption` header back to the request key; throws when it is not one. */
  decryptKey(encryptionHex: string): string;
}

export interface EncryptionHeaders {
  encryption?: string;
  digest?: string;
  rsa?: string;
}

export type DecryptResult =
  | { ok: true; payload: unknown }
  | { ok: false; errorCode: 'request_body_required' | 'decrypt_failed' };

/** A key pair from its numbers (the simulator's own pair, or a small known one in tests). */
export function rsaKeyPairFrom(modulus: bigint, privateExponent: bigint): RsaKeyPair {
  return {
    modulusHex: modulus.toString(16),
    decryptKey(encryptionHex) {
      const c = hexToBigInt(encryptionHex);
      if (c >= modulus) throw new RangeError('rsa: ciphertext not below the modulus');
      return utf8Text(bigIntToBytes(modPow(c, privateExponent, modulus)));
    },
  };
}

function base64UrlToBigInt(text: string): bigint {
  const hex = Buffer.from(text, 'base64url').toString('hex');
  if (!hex) throw new Error('rsa: empty JWK number');
  return BigInt(`0x${hex}`);
}

/**
 * A fresh 1024-bit pair with exponent 65537, like the platform's. Decryption runs in OpenSSL (raw RSA,
 * no padding): the same textbook operation as rsaKeyPairFrom, about forty times faster than BigInt.
 */
export function createRsaKeyPair(): RsaKeyPair {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('rsa: the private key exported without n or d');
  const modulus = base64UrlToBigInt(jwk.n);
  const size = Buffer.from(jwk.n, 'base64url').length;
  return {
    modulusHex: modulus.toString(16),
    decryptKey(encryptionHex) {
      const c = hexToBigInt(encryptionHex);
      if (c >= modulus) throw new RangeError('rsa: ciphertext not below the modulus');
      const block = Buffer.from(c.toString(16).padStart(size * 2, '0'), 'hex');
      const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, block);
      const first = plain.findIndex((byte) => byte !== 0);
      return utf8Text(first < 0 ? new Uint8Array(0) : new Uint8Array(plain.subarray(first)));
    },
  };
}

/** Same number, whatever the case, leading zeros or surrounding whitespace. */
function sameModulus(headerHex: string, pair: RsaKeyPair): boolean {
  try {
    return hexToBigInt(headerHex) === hexToBigInt(pair.modulusHex);
  } catch {
    return false;
  }
}

/**
 * Opens an encrypted request body. A body without `{ value }` or without any of its three headers is
 * `request_body_required` (the platform's answer); a modulus that is not this pair's, a digest that is
 * not the value, or a key or value that does not decrypt to JSON is `decrypt_failed`.
 */
export function decryptBody(body: unknown, headers: EncryptionHeaders, pair: RsaKeyPair): DecryptResult {
  const value = typeof body === 'object' && body !== null ? (body as { value?: unknown }).value : undefined;
  const { encryption, digest, rsa } = headers;
  if (typeof value !== 'string' || !value || !encryption || !digest || !rsa) {
    return { ok: false, errorCode: 'request_body_required' };
  }
  if (!sameModulus(rsa, pair) || digest !== value) return { ok: false, errorCode: 'decrypt_failed' };
  try {
    const key = pair.decryptKey(encryption);
    return { ok: true, payload: JSON.parse(desEcbDecrypt(value, key)) as unknown };
  } catch {
    return { ok: false, errorCode: 'decrypt_failed' };
  }
}
