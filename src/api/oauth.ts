/**
 * The OAuth 2.0 provider's side of social sign-in (issue 17; RFC 6749 §4.1 with PKCE, RFC 7636): the
 * authorisation URL the page opens, and the code exchange at the provider's token endpoint. The provider is
 * a third party, not the platform: no platform headers, no envelope, no cookies; a public client, so no
 * client secret. Endpoints are the merchant config's (a path means the site's own origin: the simulator).
 */
import type { OauthClient } from '../config/merchant-resolved.gen';
import { ApiError, isRecord, parseValue } from './http';
import { object, optionalText, text } from './parse';

export interface AuthorizeRequest {
  redirectUri: string;
  state: string;
  challenge: string;
}

export function authorizeUrl(client: OauthClient, { redirectUri, state, challenge }: AuthorizeRequest, origin = globalThis.location.origin): string {
  const url = new URL(client.authorizationEndpoint, origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('scope', client.scopes.join(' '));
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return url.href;
}

export interface ProviderTokens {
  accessToken: string;
  idToken?: string;
}

export interface ExchangeInput {
  client: OauthClient;
  code: string;
  verifier: string;
  redirectUri: string;
}

const EXCHANGE_TIMEOUT_MS = 15_000;

export function parseTokens(value: unknown): ProviderTokens {
  const v = object(value, 'token answer');
  const idToken = optionalText(v, 'id_token');
  return { accessToken: text(v, 'access_token'), ...(idToken ? { idToken } : {}) };
}

/** Exchanges the one-time code and its PKCE verifier for the provider's tokens (POST, form-encoded). */
export async function exchangeCode({ client, code, verifier, redirectUri }: ExchangeInput, origin = globalThis.location.origin): Promise<ProviderTokens> {
  const url = new URL(client.tokenEndpoint, origin);
  const body = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: client.clientId, code_verifier: verifier });
  let response: Response;
  let answer: string;
  // A controller and a timer, not AbortSignal.timeout: Safari before 16 has no such function (as api/http.ts).
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), EXCHANGE_TIMEOUT_MS);
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: body.toString(),
      credentials: 'omit',
      signal: timeout.signal,
    });
    answer = await response.text();
  } catch {
    throw new ApiError(timeout.signal.aborted ? 'timeout' : 'network', 'network offline or slow');
  } finally {
    clearTimeout(timer);
  }
  let json: unknown;
  try {
    json = JSON.parse(answer);
  } catch {
    throw new ApiError(response.ok ? 'malformed' : 'http', 'unreadable answer from the token endpoint', response.status);
  }
  if (!response.ok) {
    // RFC 6749 §5.2: { error, error_description }.
    const error = isRecord(json) && typeof json.error === 'string' ? json.error : undefined;
    throw new ApiError('http', isRecord(json) && typeof json.error_description === 'string' ? json.error_description : 'Unknown error', response.status, error);
  }
  return parseValue(parseTokens, json, url.pathname, response.status);
}
