/**
 * The client side of the platform's request encryption (platform-api.md, "Request encryption"), used for
 * login, register, set password by phone and second-factor verification:
 * - a random 16-character alphanumeric key;
 * - `Encryption`: textbook RSA of the key (its bytes as one big-endian integer, ^65537 mod n, hex);
 * - body `{ value }`: base64 DES-ECB/PKCS7 of JSON.stringify(payload), keyed by the key's first 8 bytes;
 * - `X-Digest`: that same base64 text; `X-RSA`: the modulus hex exactly as fetched from
 *   GET /wps/session/key/rsa.
 * Public bundles reach the same integer by reversing the key and handing it to a little-endian RSA
 * library; the platform's server reads both alike.
 */
import { desEcbEncrypt, randomKey, rsaEncryptHex } from '../lib/cipher';

export interface EncryptedRequest {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
}

export function encryptBody(payload: unknown, modulusHex: string, key = randomKey()): EncryptedRequest {
  const json = JSON.stringify(payload) as string | undefined;
  if (json === undefined) throw new TypeError('encryptBody: the payload has no JSON form');
  const value = desEcbEncrypt(json, key);
  return {
    body: { value },
    headers: { Encryption: rsaEncryptHex(key, modulusHex), 'X-Digest': value, 'X-RSA': modulusHex },
  };
}
