// @vitest-environment jsdom
/**
 * Social sign-in (issue 17): PKCE, the authorisation request, the return (state check, cancel, code exchange
 * and the platform's login) against the simulator's test provider, and which buttons show.
 */
import { describe, expect, it } from 'vitest';
import { socialLogin } from '../../src/api/accounts';
import { authorizeUrl, exchangeCode } from '../../src/api/oauth';
import type { MerchantConfig, OauthClient } from '../../src/config/merchant-resolved.gen';
import { base64Url, randomVerifier, s256Challenge } from '../../src/lib/pkce';
import { peekOutcome, type PendingSignIn, takePending } from '../../src/state/social-flow';
import { prepareSignIn, shownProviders } from '../../src/ui/social-sign-in';
import { finish } from '../../src/widgets/social-sign-in/complete-sign-in';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { contentSecurityPolicy, oauthOrigins } from '../../scripts/lib/stamp';
import { control, failure, startSimulatorSession } from './support/simulator';

const { simulator } = startSimulatorSession();
const demo = loadAllMerchants().get('demo') as MerchantConfig;
const google = demo.socialSignIn.google as OauthClient;
const ORIGIN = 'http://localhost:3000';

/** The simulated provider's consent form answered with `decision`; answers the address it sends the player back to. */
async function consent(authorizeHref: string, decision: 'allow' | 'deny'): Promise<URL> {
  const url = new URL(authorizeHref);
  const form = new URLSearchParams(url.searchParams);
  form.set('decision', decision);
  const res = await simulator.fetch(
    new Request(`${ORIGIN}${url.pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() }),
  );
  expect(res.status).toBe(302);
  return new URL(res.headers.get('Location') ?? '');
}

/** A started sign-in: the provider's authorisation URL and the flow saved in sessionStorage. */
async function started(client = google): Promise<{ href: string; pending: PendingSignIn }> {
  const href = await prepareSignIn({ provider: 'google', client, returnTo: '/m/login?redirect=%2Fm%2Fmine', draft: { username: 'kept' }, language: 'ar', origin: ORIGIN });
  const pending = takePending();
  if (!pending) throw new Error('the flow was not saved');
  return { href, pending };
}

const token = (form: Record<string, string>) =>
  simulator.fetch(new Request(`${ORIGIN}/__sim/oauth/google/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() }));

describe('PKCE (RFC 7636)', () => {
  it("gives appendix B's example verifier its published S256 challenge", async () => {
    expect(await s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('draws 43-character verifiers of unreserved characters, a new one each time', () => {
    const a = randomVerifier();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomVerifier()).not.toBe(a);
    expect(base64Url(new Uint8Array([251, 255]))).toBe('-_8');
  });
});

describe('the authorisation request', () => {
  it('asks for a code with the client id, redirect_uri, scopes, state and the S256 challenge', () => {
    const url = new URL(authorizeUrl(google, { redirectUri: `${ORIGIN}/m/oauthCallback`, state: 'st', challenge: 'ch' }, ORIGIN));
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/__sim/oauth/google/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'livery-demo-google',
      redirect_uri: `${ORIGIN}/m/oauthCallback`,
      scope: 'openid profile email',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
  });

  it('keeps the verifier, state, return screen and draft in sessionStorage, never in the URL', async () => {
    const { href, pending } = await started();
    const url = new URL(href);
    expect(url.searchParams.get('state')).toBe(pending.state);
    expect(url.searchParams.get('code_challenge')).toBe(await s256Challenge(pending.verifier));
    expect(href).not.toContain(pending.verifier);
    expect(pending).toMatchObject({ provider: 'google', redirectUri: `${ORIGIN}/m/oauthCallback`, returnTo: '/m/login?redirect=%2Fm%2Fmine', draft: { username: 'kept' } });
  });
});

describe('the return from the provider', () => {
  it('signs in with the platform after Allow: code exchanged with the verifier, the member linked to the provider user', async () => {
    const { href, pending } = await started();
    const back = await consent(href, 'allow');
    expect(back.pathname).toBe('/m/oauthCallback');
    expect(back.searchParams.get('state')).toBe(pending.state);
    const done = await finish(back.searchParams, demo.socialSignIn, pending);
    expect(done).toMatchObject({ kind: 'signedIn', returnTo: pending.returnTo, login: { userName: 'google1001', customerType: 0 } });
    // A second sign-in of the same provider user is the same member.
    const again = await started();
    const second = await finish((await consent(again.href, 'allow')).searchParams, demo.socialSignIn, again.pending);
    expect(second).toMatchObject({ kind: 'signedIn', login: { userName: 'google1001' } });
  });

  it('refuses an answer whose state is not the one sent, without exchanging its code', async () => {
    const { href, pending } = await started();
    const back = await consent(href, 'allow');
    back.searchParams.set('state', 'forged');
    const done = await finish(back.searchParams, demo.socialSignIn, pending);
    expect(done).toEqual({ kind: 'returned', outcome: { provider: 'google', returnTo: pending.returnTo, problem: { key: 'social.stateMismatch' }, retry: true, draft: { username: 'kept' } } });
    // The code was not spent: it still exchanges once with the right verifier.
    const res = await token({ grant_type: 'authorization_code', code: back.searchParams.get('code') ?? '', client_id: google.clientId, redirect_uri: pending.redirectUri, code_verifier: pending.verifier });
    expect(res.status).toBe(200);
  });

  it('goes back to the screen it started from with the cancel message after Deny', async () => {
    const { href, pending } = await started();
    const back = await consent(href, 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    const done = await finish(back.searchParams, demo.socialSignIn, pending);
    expect(done).toMatchObject({ kind: 'returned', outcome: { returnTo: '/m/login?redirect=%2Fm%2Fmine', problem: { key: 'social.cancelled' }, retry: false } });
  });

  it('says the sign-in expired when this tab started none (or it was already finished)', async () => {
    const done = await finish(new URLSearchParams('code=x&state=y'), demo.socialSignIn, undefined);
    expect(done).toMatchObject({ kind: 'returned', outcome: { returnTo: '/m/login', problem: { key: 'social.expired' } } });
    expect(peekOutcome('/m/login')).toBeUndefined();
  });
});

describe("the platform's social login (unverified shape)", () => {
  const tokenFor = async (client: OauthClient) => {
    const { href, pending } = await started(client);
    const code = (await consent(href, 'allow')).searchParams.get('code') ?? '';
    return exchangeCode({ client, code, verifier: pending.verifier, redirectUri: pending.redirectUri });
  };

  it("refuses a provider token issued to another merchant's client", async () => {
    const jade = loadAllMerchants().get('jade')?.socialSignIn.google as OauthClient;
    const err = await failure(socialLogin({ provider: 'google', ...(await tokenFor(jade)) }));
    expect(err.errorCode).toBe('social.token.invalid');
  });

  it('refuses a social login while its flag is off', async () => {
    const tokens = await tokenFor(google);
    await control('PATCH', '/__sim/flags', { GOOGLELOGIN3: false });
    expect((await failure(socialLogin({ provider: 'google', ...tokens }))).errorCode).toBe('function.not.available');
  });
});

describe("the test provider's token endpoint", () => {
  const exchange = async (change: Record<string, string> = {}) => {
    const { href, pending } = await started();
    const code = (await consent(href, 'allow')).searchParams.get('code') ?? '';
    const form = { grant_type: 'authorization_code', code, client_id: google.clientId, redirect_uri: pending.redirectUri, code_verifier: pending.verifier };
    return { form, res: await token({ ...form, ...change }) };
  };
  const refusal = async (res: Response) => ({ status: res.status, body: await res.json() });

  it('refuses a verifier that does not match the challenge', async () => {
    const { res } = await exchange({ code_verifier: randomVerifier() });
    expect(await refusal(res)).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'code_verifier does not match the code_challenge' } });
  });

  it('refuses a redirect_uri other than the authorisation request’s', async () => {
    const { res } = await exchange({ redirect_uri: `${ORIGIN}/m/login` });
    expect(await refusal(res)).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'redirect_uri differs from the authorisation request' } });
  });

  it('refuses a code used twice and revokes the token it gave', async () => {
    const { form, res } = await exchange();
    const { access_token } = (await res.json()) as { access_token: string };
    const userinfo = () => simulator.fetch(new Request(`${ORIGIN}/__sim/oauth/google/userinfo`, { headers: { Authorization: `Bearer ${access_token}` } }));
    expect(await (await userinfo()).json()).toEqual({ sub: '1001', name: 'Grace Tester', email: 'grace.tester@example.com' });
    expect(await refusal(await token(form))).toEqual({ status: 400, body: { error: 'invalid_grant', error_description: 'the code was already used' } });
    expect((await userinfo()).status).toBe(401);
  });

  it('refuses an unknown client', async () => {
    const { res } = await exchange({ client_id: 'someone-else' });
    expect((await refusal(res)).body).toMatchObject({ error: 'invalid_client' });
  });

  it('never sends the player to a redirect_uri the client did not register', async () => {
    const url = new URL(authorizeUrl(google, { redirectUri: 'https://evil.example/m/oauthCallback/x', state: 's', challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' }, ORIGIN));
    const res = await simulator.fetch(new Request(url));
    expect(res.status).toBe(400);
    expect(res.headers.get('Location')).toBeNull();
  });
});

describe('which social buttons show', () => {
  const flags = (facebook: boolean, google: boolean) => ({ ...demo.flags, FACEBOOKLOGIN3: facebook, GOOGLELOGIN3: google });

  it('a provider whose flag is on and whose client is configured', () => {
    expect(shownProviders(demo, flags(true, true)).map((p) => p.provider)).toEqual(['facebook', 'google']);
  });

  it('not a provider whose flag is off', () => {
    expect(shownProviders(demo, flags(false, true)).map((p) => p.provider)).toEqual(['google']);
  });

  it('not a provider the merchant config does not name, even with its flag on', () => {
    expect(shownProviders({ socialSignIn: { google } }, flags(true, true)).map((p) => p.provider)).toEqual(['google']);
    expect(shownProviders({ socialSignIn: {} }, flags(true, true))).toEqual([]);
  });
});

describe("the site's Content-Security-Policy", () => {
  const connectSrc = (config: Pick<MerchantConfig, 'socialSignIn'>) => /connect-src ([^;]*)/.exec(contentSecurityPolicy("'sha256-x'", '', oauthOrigins(config)))?.[1];

  it("lets the page reach a real provider's token endpoint by its origin only", () => {
    const real = { ...google, authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth', tokenEndpoint: 'https://oauth2.googleapis.com/token' };
    expect(connectSrc({ socialSignIn: { google: real } })).toBe("'self' https://oauth2.googleapis.com");
  });

  it("adds nothing for the simulator's provider on the site's own origin", () => {
    expect(connectSrc(demo)).toBe("'self'");
  });
});
