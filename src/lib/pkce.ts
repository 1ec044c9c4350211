/**
 * PKCE (RFC 7636) and the OAuth `state` for social sign-in: random values from Web Crypto, and the S256
 * challenge (base64url of the verifier's SHA-256 without padding).
 */

/** 32 random bytes as base64url: a 43-character code_verifier (RFC 7636 §4.1 allows 43–128). */
export function randomVerifier(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** An unguessable `state` tying the provider's answer to the flow this page started. */
export function randomState(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(16)));
}

export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
