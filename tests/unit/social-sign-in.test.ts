// @vitest-environment jsdom
/**
 * Social sign-in (issue 17): PKCE, the authorisation request, the return (state check, cancel, code exchange
 * and the platform's login) against the simulator's test provider, and which buttons show.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderHook } from '@testing-library/react';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { socialLogin } from '../../src/api/accounts';
import { authorizeUrl, exchangeCode } from '../../src/api/oauth';
import type { MerchantConfig, OauthClient } from '../../src/config/merchant-resolved.gen';
import { base64Url, randomVerifier, s256Challenge } from '../../src/lib/pkce';
import { validateMerchant } from '../../src/config/validate';
import { createOAuthProvider, MAX_ENTRIES, mountOAuth, purgeExpired } from '../../src/platform-sim/routes/oauth';
import { peekOutcome, type PendingSignIn, saveOutcome, takePending } from '../../src/state/social-flow';
import { affiliateCodeOf, prepareSignIn, routePaths, shownProviders, useBackFromProvider } from '../../src/ui/social-sign-in';
import { completeSignIn, finish } from '../../src/widgets/social-sign-in/complete-sign-in';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { createSiteApp } from '../../scripts/lib/site-server';
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
  simulator.fetch(new Request(`${ORIGIN}/__oauth/google/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() }));

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
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/__oauth/google/authorize`);
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
    expect(peekOutcome(['/m/login'])).toBeUndefined();
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

  it('forgets provider tokens on POST /__sim/reset: a token that signed in before no longer does', async () => {
    const tokens = await tokenFor(google);
    expect((await socialLogin({ provider: 'google', ...tokens })).token).toBeTruthy();
    expect((await control('POST', '/__sim/reset', {})).status).toBe(200);
    expect((await failure(socialLogin({ provider: 'google', ...tokens }))).errorCode).toBe('social.token.invalid');
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
    const userinfo = () => simulator.fetch(new Request(`${ORIGIN}/__oauth/google/userinfo`, { headers: { Authorization: `Bearer ${access_token}` } }));
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

describe('review fixes', () => {
  it("never redirects to another host's address with the registered path, even for a bad response_type", async () => {
    for (const responseType of ['code', 'token']) {
      const url = new URL(authorizeUrl(google, { redirectUri: 'https://evil.example/m/oauthCallback', state: 's', challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' }, ORIGIN));
      url.searchParams.set('response_type', responseType);
      const res = await simulator.fetch(new Request(url));
      expect(res.status).toBe(400);
      expect(res.headers.get('Location')).toBeNull();
    }
  });

  it('a token endpoint that never answers times out after 15 s, also where AbortSignal.timeout is missing (Safari < 16)', async () => {
    vi.useFakeTimers();
    const timeout = AbortSignal.timeout;
    Reflect.deleteProperty(AbortSignal, 'timeout');
    vi.stubGlobal('fetch', (_url: unknown, init: RequestInit) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    try {
      const outcome = exchangeCode({ client: google, code: 'c', verifier: 'v', redirectUri: `${ORIGIN}/m/oauthCallback` }, ORIGIN).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(14_999);
      expect(await Promise.race([outcome, 'still waiting'])).toBe('still waiting');
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({ kind: 'timeout' });
    } finally {
      AbortSignal.timeout = timeout;
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('refuses a protocol-relative endpoint (another host) in validation, and the CSP does not count it as the site', () => {
    const config = structuredClone(loadAllMerchants().get('demo')) as MerchantConfig & { $schema?: string };
    const client = config.socialSignIn.google as OauthClient;
    client.tokenEndpoint = '//evil.example/token';
    const { errors } = validateMerchant('merchant.json', config);
    expect(errors).toContainEqual(expect.objectContaining({ pointer: '/socialSignIn/google/tokenEndpoint' }));
    expect(oauthOrigins({ socialSignIn: { google: client } })).toEqual([]);
    expect(oauthOrigins({ socialSignIn: { google: { ...client, tokenEndpoint: 'https://oauth2.example.com/token' } } })).toEqual(['https://oauth2.example.com']);
  });

  it('completeSignIn takes the pending flow, gives a remount the same run while it is pending, and forgets it once settled', async () => {
    const href = await prepareSignIn({ provider: 'google', client: google, returnTo: '/m/login', draft: {}, language: 'en', origin: ORIGIN });
    const back = await consent(href, 'allow');
    const first = completeSignIn(back.searchParams, demo.socialSignIn);
    expect(completeSignIn(new URLSearchParams(), demo.socialSignIn)).toBe(first);
    expect(await first).toMatchObject({ kind: 'signedIn', login: { userName: 'google1001' } });
    expect(sessionStorage.getItem('livery.socialSignIn')).toBeNull();
    const later = completeSignIn(back.searchParams, demo.socialSignIn);
    expect(later).not.toBe(first);
    expect(await later).toMatchObject({ kind: 'returned', outcome: { problem: { key: 'social.expired' } } });
  });

  it('a social sign-up by an invitation link gets the inviter as upline', async () => {
    const inviter = (await (await control('POST', '/__sim/members', { username: 'inviter1' })).json()) as { id: number };
    const code = `AF${inviter.id}`;
    expect(affiliateCodeOf({}, `?affiliateCode=${code}`)).toBe(code);
    expect(affiliateCodeOf({ affiliateCode: ' AF9 ' }, `?affiliateCode=${code}`)).toBe('AF9');
    const href = await prepareSignIn({ provider: 'google', client: google, returnTo: `/m/register?affiliateCode=${code}`, draft: {}, language: 'en', affiliateCode: code, origin: ORIGIN });
    const pending = takePending();
    expect(pending?.affiliateCode).toBe(code);
    const done = await finish((await consent(href, 'allow')).searchParams, demo.socialSignIn, pending);
    expect(done).toMatchObject({ kind: 'signedIn', login: { userName: 'google1001' } });
    expect(await (await control('GET', '/__sim/members/google1001')).json()).toMatchObject({ upline: 'inviter1' });
  });

  it('re-enables the buttons when the page comes back from the back/forward cache', () => {
    let backs = 0;
    renderHook(() => useBackFromProvider(() => backs++));
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(backs).toBe(0);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(backs).toBe(1);
  });

  it('shows an outcome that started on an alias of the screen it returns to', () => {
    saveOutcome({ provider: 'google', returnTo: '/register.html?affiliateCode=AF1', problem: { key: 'social.cancelled' }, retry: false, draft: { email: 'a@b.example' } });
    expect(peekOutcome(['/m/register'])).toBeUndefined();
    expect(peekOutcome(routePaths(demo.routes, '/m/register'))).toMatchObject({ returnTo: '/register.html?affiliateCode=AF1' });
    expect(routePaths(demo.routes, '/nowhere')).toEqual(['/nowhere']);
  });
});

describe("the test provider's memory", () => {
  const setUp = () => {
    const oauth = createOAuthProvider();
    const clock = { now: 1_000_000 };
    const app = new Hono();
    mountOAuth(app as unknown as Parameters<typeof mountOAuth>[0], oauth, () => [demo], () => clock.now);
    const signIn = async () => {
      const href = await prepareSignIn({ provider: 'google', client: google, returnTo: '/m/login', draft: {}, language: 'en', origin: ORIGIN });
      const pending = takePending() as PendingSignIn;
      const url = new URL(href);
      const form = new URLSearchParams(url.searchParams);
      form.set('decision', 'allow');
      const res = await app.fetch(new Request(`${ORIGIN}${url.pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() }));
      const code = new URL(res.headers.get('Location') ?? '').searchParams.get('code') ?? '';
      return { code, pending };
    };
    const exchange = ({ code, pending }: { code: string; pending: PendingSignIn }) =>
      app.fetch(
        new Request(`${ORIGIN}/__oauth/google/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: google.clientId, redirect_uri: pending.redirectUri, code_verifier: pending.verifier }).toString(),
        }),
      );
    return { oauth, clock, signIn, exchange };
  };

  it('drops expired codes, spent codes and tokens when it writes', async () => {
    const { oauth, clock, signIn, exchange } = setUp();
    await signIn();
    clock.now += 61_000;
    const live = await signIn();
    expect([...oauth.codes.keys()]).toEqual([live.code]);
    expect((await exchange(live)).status).toBe(200);
    expect([oauth.codes.size, oauth.spent.size, oauth.tokens.size]).toEqual([0, 1, 1]);
    clock.now += 3_600_001;
    const next = await signIn();
    expect((await exchange(next)).status).toBe(200);
    expect([...oauth.spent.keys()]).toEqual([next.code]);
    expect(oauth.tokens.size).toBe(1);
  });

  it('keeps at most MAX_ENTRIES per map, dropping the oldest', () => {
    const oauth = createOAuthProvider();
    for (let i = 0; i < MAX_ENTRIES + 5; i++) oauth.spent.set(`c${i}`, 2_000);
    purgeExpired(oauth, 1_000);
    expect(oauth.spent.size).toBe(MAX_ENTRIES - 1);
    expect(oauth.spent.has('c0')).toBe(false);
    expect(oauth.spent.has(`c${MAX_ENTRIES + 4}`)).toBe(true);
  });
});

describe('the site server', () => {
  it('lets a player on the LAN reach the test provider, while the control API stays loopback-only', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'livery-oauth-'));
    try {
      mkdirSync(join(dist, 'sites', 'demo'), { recursive: true });
      writeFileSync(join(dist, 'sites', 'demo', 'index.html'), '<!doctype html><title>Demo</title>');
      writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ styleHashes: {} }));
      // The LAN address is one the server was told to answer (LIVERY_ALLOWED_HOSTS); the control API's token is known.
      const site = createSiteApp({ dist, merchants: new Map([['demo', demo]]), defaultMerchant: 'demo', deployHosts: ['192.168.1.10'], simToken: 't' });
      const lan = { incoming: { socket: { remoteAddress: '192.168.1.20' } } };
      const redirectUri = 'http://192.168.1.10:4173/m/oauthCallback';
      const authorize = new URL(authorizeUrl(google, { redirectUri, state: 's', challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' }, 'http://192.168.1.10:4173'));
      const consentPage = await site.request(authorize.href, {}, lan);
      expect(consentPage.status).toBe(200);
      expect(consentPage.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
      expect(await consentPage.text()).toContain('Livery Demo wants to sign you in with your Google account.');
      expect((await site.request('http://192.168.1.10:4173/__sim/captcha', { headers: { Merchant: 'DEMO', 'X-Sim-Token': 't' } }, lan)).status).toBe(403);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
