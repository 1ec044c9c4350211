/**
 * The simulator's test OAuth 2.0 provider for social sign-in (issue 17; not the platform, so not under /wps):
 * one per provider name (facebook, google) at /__oauth/<provider>/… (its own prefix, not the control API's
 * /__sim/*, which answers only this machine: a player on the LAN or a preview host signs in too)
 * - GET  authorize: a consent page (test accounts to pick, Allow, Deny) after checking the client and its
 *   redirect_uri; POST authorize (the page's form) sends the player back with `code` and `state`, or
 *   `error=access_denied`.
 * - POST token: the authorisation-code grant of a public client with PKCE (RFC 6749 §4.1.3, RFC 7636 §4.6):
 *   the one-time code, the client_id and redirect_uri it was issued for, and the verifier against the S256
 *   challenge; answers a bearer access token (no id_token: OpenID Connect is not modelled).
 * - GET  userinfo: the token's user (sub, name, email).
 * Clients are the merchants whose config points a provider at these paths. The state is simulator-wide (one
 * provider for every merchant, as a real one is) and in memory only: codes and tokens do not outlive a restart
 * or a reset (POST /__sim/reset).
 * Each write first drops what has expired, and each map keeps at most MAX_ENTRIES (the oldest go first).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { MerchantConfig, OauthClient } from '../../config/merchant-resolved.gen';
import type { SimEnv } from './world';

export const SIM_OAUTH_PATH = '/__oauth';
export type ProviderName = 'facebook' | 'google';
const PROVIDERS: readonly ProviderName[] = ['facebook', 'google'];
const CODE_MS = 60_000;
const TOKEN_MS = 3_600_000;
export const MAX_ENTRIES = 10_000;

export interface TestUser {
  sub: string;
  name: string;
  email: string;
}

/** The provider's test accounts (the consent page offers them). */
export const TEST_USERS: Record<ProviderName, readonly TestUser[]> = {
  google: [
    { sub: '1001', name: 'Grace Tester', email: 'grace.tester@example.com' },
    { sub: '1002', name: 'Omar Tester', email: 'omar.tester@example.com' },
  ],
  facebook: [
    { sub: '2001', name: 'Farah Tester', email: 'farah.tester@example.com' },
    { sub: '2002', name: 'Felix Tester', email: 'felix.tester@example.com' },
  ],
};

interface Grant {
  provider: ProviderName;
  clientId: string;
  redirectUri: string;
  challenge: string;
  user: TestUser;
  expiresAt: number;
}

export interface IssuedToken {
  provider: ProviderName;
  clientId: string;
  user: TestUser;
  expiresAt: number;
  /** The code it was issued for: a replayed code revokes it (RFC 6749 §4.1.2). */
  code: string;
}

export interface OAuthProvider {
  codes: Map<string, Grant>;
  /**
   * Codes already exchanged and until when they are remembered (as long as the token they gave lives), so a
   * second use is known as a replay and revokes it.
   */
  spent: Map<string, number>;
  tokens: Map<string, IssuedToken>;
}

export function createOAuthProvider(): OAuthProvider {
  return { codes: new Map(), spent: new Map(), tokens: new Map() };
}

/** Forgets every code, spent code and token (a simulator reset: no sign-in outlives it). */
export function forgetGrants(oauth: OAuthProvider): void {
  oauth.codes.clear();
  oauth.spent.clear();
  oauth.tokens.clear();
}

/** Drops expired codes, spent codes and tokens, then the oldest entries beyond MAX_ENTRIES (before each write). */
export function purgeExpired(oauth: OAuthProvider, now: number): void {
  prune(oauth.codes, (grant) => grant.expiresAt, now);
  prune(oauth.spent, (until) => until, now);
  prune(oauth.tokens, (token) => token.expiresAt, now);
}

function prune<V>(map: Map<string, V>, expiresAt: (value: V) => number, now: number): void {
  for (const [key, value] of map) if (expiresAt(value) <= now) map.delete(key);
  // Insertion order is issue order: the first keys are the oldest. One slot stays free for the write to come.
  for (const key of map.keys()) {
    if (map.size < MAX_ENTRIES) break;
    map.delete(key);
  }
}

/** The token's grant, when this provider issued it and it is still valid (what its user-info call checks). */
export function tokenInfo(oauth: OAuthProvider, provider: ProviderName, token: string, now: number): IssuedToken | undefined {
  const issued = oauth.tokens.get(token);
  return issued && issued.provider === provider && issued.expiresAt > now ? issued : undefined;
}

/** Whether a merchant's client for `provider` uses this test provider (its endpoints are the simulator's paths). */
export function usesTestProvider(client: OauthClient | undefined, provider: ProviderName): client is OauthClient {
  return client !== undefined && client.tokenEndpoint === `${SIM_OAUTH_PATH}/${provider}/token`;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

type Params = Record<string, string>;

export function mountOAuth(app: Hono<SimEnv>, oauth: OAuthProvider, configs: () => readonly MerchantConfig[], now: () => number): void {
  /** The merchant whose client this is, if it is registered with this provider. */
  const clientOf = (provider: ProviderName, clientId: string) => {
    for (const config of configs()) {
      const client = config.socialSignIn[provider];
      if (usesTestProvider(client, provider) && client.clientId === clientId) return { config, client };
    }
    return undefined;
  };
  /**
   * The registered redirect_uri, compared whole (RFC 6749 §3.1.2.2, OAuth 2.0 Security BCP §4.1.3): the client's
   * redirect path on the site that asks, i.e. the origin this request came to (every merchant's site serves the
   * provider on its own origin). Another host with the right path is refused.
   */
  const redirectAllowed = (c: Context, client: OauthClient, redirectUri: string) => redirectUri === new URL(client.redirectPath, new URL(c.req.url).origin).href;
  const back = (c: Context, redirectUri: string, params: Params) => {
    const url = new URL(redirectUri);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return c.redirect(url.href, 302);
  };

  for (const provider of PROVIDERS) {
    const base = `${SIM_OAUTH_PATH}/${provider}`;

    /** Checks an authorisation request; answers the page to show, or where to send the player. */
    const authorise = (c: Context, p: Params, decide?: { decision: string; user: string }) => {
      const found = clientOf(provider, p.client_id ?? '');
      // RFC 6749 §4.1.2.1: with an unknown client or redirect_uri, say so here and never redirect.
      if (!found || !redirectAllowed(c, found.client, p.redirect_uri ?? '')) return errorPage(c, provider, p.ui_locales);
      const redirectUri = p.redirect_uri ?? '';
      const state: Params = p.state ? { state: p.state } : {};
      if (p.response_type !== 'code') return back(c, redirectUri, { error: 'unsupported_response_type', ...state });
      if (p.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge ?? '')) {
        return back(c, redirectUri, { error: 'invalid_request', error_description: 'PKCE with S256 is required', ...state });
      }
      if (!decide) return consentPage(c, provider, found.config.identity.displayName, p);
      if (decide.decision !== 'allow') return back(c, redirectUri, { error: 'access_denied', ...state });
      const user = TEST_USERS[provider].find((u) => u.sub === decide.user) ?? TEST_USERS[provider][0];
      if (!user) return errorPage(c, provider, p.ui_locales);
      const code = randomBytes(24).toString('base64url');
      purgeExpired(oauth, now());
      oauth.codes.set(code, { provider, clientId: found.client.clientId, redirectUri, challenge: p.code_challenge ?? '', user, expiresAt: now() + CODE_MS });
      return back(c, redirectUri, { code, ...state });
    };

    app.get(`${base}/authorize`, (c) => authorise(c, c.req.query()));

    app.post(`${base}/authorize`, async (c) => {
      // The consent form posts from this page only.
      const origin = c.req.header('Origin');
      if (origin && origin !== new URL(c.req.url).origin) return c.text('foreign origin', 403);
      const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
      return authorise(c, form, { decision: form.decision ?? '', user: form.user ?? '' });
    });

    app.post(`${base}/token`, async (c) => {
      const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
      const refuse = (error: string, description: string, status: 400 | 401 = 400) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ error, error_description: description }, status);
      };
      if (form.grant_type !== 'authorization_code') return refuse('unsupported_grant_type', 'only authorization_code is supported');
      if (!clientOf(provider, form.client_id ?? '')) return refuse('invalid_client', 'unknown client', 401);
      const code = form.code ?? '';
      if (oauth.spent.has(code)) {
        // A replayed code: refuse, and revoke what it was exchanged for.
        for (const [token, issued] of oauth.tokens) if (issued.code === code) oauth.tokens.delete(token);
        return refuse('invalid_grant', 'the code was already used');
      }
      const grant = oauth.codes.get(code);
      if (!grant || grant.provider !== provider || grant.expiresAt <= now()) return refuse('invalid_grant', 'unknown or expired code');
      if (grant.clientId !== form.client_id) return refuse('invalid_grant', 'the code was issued to another client');
      if (grant.redirectUri !== form.redirect_uri) return refuse('invalid_grant', 'redirect_uri differs from the authorisation request');
      const verifier = form.code_verifier ?? '';
      if (!VERIFIER.test(verifier) || s256(verifier) !== grant.challenge) return refuse('invalid_grant', 'code_verifier does not match the code_challenge');
      oauth.codes.delete(code);
      purgeExpired(oauth, now());
      oauth.spent.set(code, now() + TOKEN_MS);
      const accessToken = randomBytes(32).toString('base64url');
      oauth.tokens.set(accessToken, { provider, clientId: grant.clientId, user: grant.user, expiresAt: now() + TOKEN_MS, code });
      c.header('Cache-Control', 'no-store');
      return c.json({ access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_MS / 1000, scope: 'openid profile email' });
    });

    app.get(`${base}/userinfo`, (c) => {
      const token = /^Bearer (\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
      const issued = tokenInfo(oauth, provider, token, now());
      if (!issued) return c.json({ error: 'invalid_token' }, 401);
      return c.json({ ...issued.user });
    });
  }
}

/** The consent page's texts, in the languages the site asks for with ui_locales (OpenID Connect's parameter). */
const TEXTS = {
  en: {
    title: '{provider} (test provider)',
    asks: '{app} wants to sign you in with your {provider} account.',
    pick: 'Choose an account',
    shares: 'It will receive your name and e-mail address.',
    allow: 'Allow',
    deny: 'Deny',
    badClient: 'This sign-in request is not valid: the app or its return address is not registered.',
  },
  my: {
    title: '{provider} (စမ်းသပ်ဝန်ဆောင်မှု)',
    asks: '{app} က သင့် {provider} အကောင့်ဖြင့် သင့်ကို ဝင်ရောက်စေလိုသည်။',
    pick: 'အကောင့်တစ်ခု ရွေးပါ',
    shares: '၎င်းသည် သင့်အမည်နှင့် အီးမေးလ်လိပ်စာကို ရရှိမည်။',
    allow: 'ခွင့်ပြုမည်',
    deny: 'ငြင်းပယ်မည်',
    badClient: 'ဤဝင်ရောက်ရန် တောင်းဆိုချက် မမှန်ကန်ပါ- အက်ပ် သို့မဟုတ် ၎င်း၏ ပြန်လာလိပ်စာကို မှတ်ပုံမတင်ထားပါ။',
  },
  ar: {
    title: '{provider} (مزوّد تجريبي)',
    asks: 'يريد {app} تسجيل دخولك بحساب {provider} الخاص بك.',
    pick: 'اختر حسابًا',
    shares: 'سيحصل على اسمك وعنوان بريدك الإلكتروني.',
    allow: 'سماح',
    deny: 'رفض',
    badClient: 'طلب تسجيل الدخول هذا غير صالح: التطبيق أو عنوان العودة الخاص به غير مسجّل.',
  },
} as const;

const PROVIDER_NAMES: Record<ProviderName, string> = { facebook: 'Facebook', google: 'Google' };

function language(uiLocales: string | undefined): keyof typeof TEXTS {
  const first = (uiLocales ?? '').split(' ')[0]?.toLowerCase().slice(0, 2);
  return first === 'my' || first === 'ar' ? first : 'en';
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => escapeHtml(values[k] ?? ''));

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f1f3f4;color:#202124}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.25rem;margin:0 0 1rem}fieldset{border:0;padding:0;margin:1rem 0}legend{font-weight:600;margin-block-end:.5rem}
label{display:flex;gap:.75rem;align-items:center;padding:.75rem;border:1px solid #dadce0;border-radius:8px;margin-block-end:.5rem;min-height:44px}
small{display:block;color:#5f6368}.actions{display:flex;gap:.75rem;justify-content:flex-end}
button{min-height:44px;min-width:6rem;border-radius:8px;border:1px solid #1a73e8;font-size:1rem;background:#fff;color:#1a73e8}
button[value=allow]{background:#1a73e8;color:#fff}`;

function page(c: Context, lang: keyof typeof TEXTS, title: string, body: string, status: 200 | 400 = 200) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    status,
  );
}

function consentPage(c: Context, provider: ProviderName, app: string, p: Params) {
  const lang = language(p.ui_locales);
  const t = TEXTS[lang];
  const names = { provider: PROVIDER_NAMES[provider], app };
  const hidden = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method', 'ui_locales']
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(p[k] ?? '')}">`)
    .join('');
  const users = TEST_USERS[provider]
    .map(
      (u, i) =>
        `<label><input type="radio" name="user" value="${escapeHtml(u.sub)}"${i === 0 ? ' checked' : ''}><span>${escapeHtml(u.name)}<small dir="ltr">${escapeHtml(u.email)}</small></span></label>`,
    )
    .join('');
  const title = fill(t.title, names);
  return page(
    c,
    lang,
    title,
    `<h1>${title}</h1><p>${fill(t.asks, names)}</p><form method="post">${hidden}<fieldset><legend>${t.pick}</legend>${users}</fieldset><p>${t.shares}</p><div class="actions"><button type="submit" name="decision" value="deny">${t.deny}</button><button type="submit" name="decision" value="allow">${t.allow}</button></div></form>`,
  );
}

function errorPage(c: Context, provider: ProviderName, uiLocales: string | undefined) {
  const lang = language(uiLocales);
  const title = fill(TEXTS[lang].title, { provider: PROVIDER_NAMES[provider] });
  return page(c, lang, title, `<h1>${title}</h1><p role="alert">${TEXTS[lang].badClient}</p>`, 400);
}
