/**
 * The platform's social login (issue 17; *unverified*: the platform's social login is not public): the login
 * call with type "facebook" or "google" and the provider's access token. The platform checks the token with
 * the provider the merchant's client names (here the simulator's test provider, routes/oauth.ts: the token
 * must be live and issued to this merchant's client id), then signs in the member linked to the provider's
 * user, creating one on the first sign-in (account <provider><user id>, the provider's name as nickname,
 * the upline whose affiliateCode the body names as registration sets it; the field is *unverified* too).
 */
import type { Context } from 'hono';
import { type Body, fail, ok, str } from '../envelope';
import { addMember, type Member, type MerchantWorld } from '../state';
import { loginRefusal, referrerOf, startSession } from './accounts';
import { type OAuthProvider, type ProviderName, type TestUser, tokenInfo, usesTestProvider } from './oauth';
import type { SimEnv } from './world';

const FLAGS: Record<ProviderName, string> = { facebook: 'FACEBOOKLOGIN3', google: 'GOOGLELOGIN3' };

export const isSocialType = (type: unknown): type is ProviderName => type === 'facebook' || type === 'google';

export function socialSignIn(c: Context<SimEnv>, provider: ProviderName, body: Body, oauth: OAuthProvider | undefined, now: number): Response {
  const w = c.get('world');
  const client = w.config.socialSignIn[provider];
  if (!w.flags[FLAGS[provider]] || !client) return fail(c, 400, 'function.not.available', 'Function not available');
  const issued = oauth && usesTestProvider(client, provider) ? tokenInfo(oauth, provider, str(body.accessToken), now) : undefined;
  if (!issued || issued.clientId !== client.clientId) return fail(c, 400, 'social.token.invalid', 'The sign-in could not be confirmed, please try again');
  const upline = referrerOf(w, str(body.affiliateCode))?.account;
  const member = linkedMember(w, provider, issued.user) ?? newLinkedMember(w, provider, issued.user, upline, now);
  const refused = loginRefusal(c, member);
  return refused ?? ok(c, startSession(w, member));
}

function linkedMember(w: MerchantWorld, provider: ProviderName, user: TestUser): Member | undefined {
  return [...w.members.values()].find((m) => m.social?.[provider] === user.sub);
}

function newLinkedMember(w: MerchantWorld, provider: ProviderName, user: TestUser, upline: string | undefined, now: number): Member {
  let account = `${provider}${user.sub}`;
  for (let n = 2; w.members.has(account); n++) account = `${provider}${user.sub}x${n}`;
  return addMember(w, { account, password: '', nickname: user.name, email: user.email, regDate: now, social: { [provider]: user.sub }, upline, toUpline: upline !== undefined }, now);
}
