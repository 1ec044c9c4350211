/**
 * Accounts (platform-api.md "Session and accounts", "Member, wallet"): RSA key, captcha, login by user
 * name or SMS code with a captcha after a failure, free play, trial user, logout, SMS codes, passwords,
 * registration, member info and wallet.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { captchaPng } from '../captcha';
import { decryptBody, type RsaKeyPair } from '../encryption';
import { type Body, fail, jsonBody, ok, str } from '../envelope';
import { addMember, addTrialMember, FAILED_LOGINS_MAX, type Member, type MerchantWorld, nextMemberId, recordSms, SESSIONS_MAX, setNewest } from '../state';
import type { OAuthProvider } from './oauth';
import { e164, verifyFirebaseIdToken } from './firebase-emulator';
import { takePhoneIdToken } from './phone-verification';
import { isSocialType, socialSignIn } from './social-login';
import type { SimEnv } from './world';

const SMS_MINUTES = 1;
const NOT_LOGGED_IN = 'You are not logged in, please login first';

/** The encrypted body of login, register, password-by-phone and open-downline calls, or the platform's refusal. */
export async function encryptedPayload(c: Context<SimEnv>, pair: RsaKeyPair): Promise<Body | Response> {
  const raw = await c.req.json().catch(() => undefined);
  const result = decryptBody(raw, { encryption: c.req.header('Encryption'), digest: c.req.header('X-Digest'), rsa: c.req.header('X-RSA') }, pair);
  if (!result.ok) return fail(c, 400, result.errorCode, 'Unknown error');
  return result.payload && typeof result.payload === 'object' ? (result.payload as Body) : {};
}

/** Signs a member in: a new token (the login call's answer; the control API's sessions for the studio's preview). */
export function startSession(w: MerchantWorld, member: Member) {
  const token = randomUUID().replace(/-/g, '');
  setNewest(w.sessions, token, member.account, SESSIONS_MAX);
  return { token, id: member.id, userName: member.account, customerType: member.type, firstTimeLogin: member.firstTimeLogin === true, passwordExpired: member.passwordExpired === true };
}

/** The member behind the Authorization header (the raw token). */
export function sessionMember(c: Context<SimEnv>): Member | undefined {
  const w = c.get('world');
  const account = w.sessions.get(c.req.header('Authorization') ?? '');
  return account ? w.members.get(account) : undefined;
}

/** The platform's refusals of a login whose password checks out (platform-api.md "Error codes seen"). */
export function loginRefusal(c: Context<SimEnv>, member: Member): Response | undefined {
  switch (member.refuse) {
    case 'selfExcluded':
      return fail(c, 500, 'login_blocked_by_self_exclusion', 'Login blocked by self-exclusion');
    case 'ipChanged':
      return fail(c, 400, 'token_ip_different', 'Token IP different');
    case 'rateLimited':
      return fail(c, 400, 'TOO_MANY_REQUEST_LOGIN', 'Too many requests');
    case 'nonMember':
      return fail(c, 400, 'login.not.member', 'Non-member account unable to login');
    default:
      return undefined;
  }
}

/** The member whose affiliate code (AF<id>, GET /wps/agent/affiliate) this is; free-trial accounts invite nobody. */
export function referrerOf(w: MerchantWorld, code: string): Member | undefined {
  return code ? [...w.members.values()].find((m) => !isTrial(m) && `AF${m.id}` === code) : undefined;
}

export function takeSmsCode(w: MerchantWorld, mobileNum: string, code: string, now: number): boolean {
  const i = w.sms.findIndex((s) => s.mobileNum === mobileNum && s.code === code && s.expiresAt > now);
  if (i < 0) return false;
  w.sms.splice(i, 1);
  return true;
}

export function sendSms(w: MerchantWorld, mobileNum: string, purpose: string, now: number) {
  const code = String(randomInt(100000, 1000000));
  const expiresAt = now + SMS_MINUTES * 60_000;
  recordSms(w, { mobileNum, code, purpose, expiresAt });
  return { expirationTime: expiresAt, expiredMinutes: SMS_MINUTES };
}

/** The next free-trial account's name: trial and its member number (trial0006 after the five seeded members). */
const trialName = (w: MerchantWorld) => `trial${String(nextMemberId(w) - 100000).padStart(4, '0')}`;

/** One more failed login for a user name (the next login asks a captcha); the newest FAILED_LOGINS_MAX names are kept. */
export function countFailedLogin(w: MerchantWorld, username: string): void {
  setNewest(w.failedLogins, username, (w.failedLogins.get(username) ?? 0) + 1, FAILED_LOGINS_MAX);
}

/** The platform's refusal of a call that needs a session and has none (HTTP 401, login.not.session). */
export const notLoggedIn = (c: Context) => fail(c, 401, 'login.not.session', NOT_LOGGED_IN);

/** A route that needs a session: the handler gets the member and the merchant's world; without one, the 401. */
export const authed =
  (handler: (c: Context<SimEnv>, member: Member, world: MerchantWorld) => Response | Promise<Response>) =>
  (c: Context<SimEnv>): Response | Promise<Response> => {
    const member = sessionMember(c);
    return member ? handler(c, member, c.get('world')) : notLoggedIn(c);
  };

/** Member type 4: a free-trial (test-play) account (spec §5). */
export function isTrial(member: Member): boolean {
  return member.type === 4;
}

/** The platform's refusal of a free-trial account (spec §5 'free_reject'). */
export const freeReject = (c: Context) => fail(c, 400, 'free_reject', 'Please login an actual account to use this function');

/** A route only a real account may use (claims that pay): as `authed`, and a free-trial member gets free_reject. */
export const realMember = (handler: (c: Context<SimEnv>, member: Member, world: MerchantWorld) => Response | Promise<Response>) =>
  authed((c, member, world) => (isTrial(member) ? freeReject(c) : handler(c, member, world)));

/** `oauth`: the simulator's test OAuth provider, whose tokens a social login carries (none: social logins are refused). */
export function mountAccounts(app: Hono<SimEnv>, pair: RsaKeyPair, now: () => number, oauth?: OAuthProvider): void {
  app.get('/wps/session/key/rsa', (c) => c.text(pair.modulusHex));

  /**
   * Login type firebase (spec 3 "Login payload"): the Firebase ID token proves the phone
   * (+countryDialingCode firebaseMobileNo); the member with that mobile number is signed in.
   */
  const firebaseSignIn = (c: Context<SimEnv>, body: Body) => {
    const w = c.get('world');
    const mobileNum = str(body.firebaseMobileNo);
    if (str(body.firebaseChannel) !== 'sms' || !mobileNum) return fail(c, 400, 'login.cred.err', 'Please enter a valid mobile number');
    if (!verifyFirebaseIdToken(w, str(body.firebaseIdToken), e164(str(body.countryDialingCode), mobileNum), now())) {
      return fail(c, 400, 'verification.code.err', 'Verification code error');
    }
    const member = [...w.members.values()].find((m) => m.mobile === mobileNum);
    if (!member) return fail(c, 400, 'not.exists.user', 'Sorry, the user does not exist or is disabled');
    return loginRefusal(c, member) ?? ok(c, startSession(w, member));
  };

  app.get('/wps/captcha', (c) => {
    const answer = String(randomInt(1000, 10000));
    c.get('world').captchas.set(answer, now());
    return ok(c, captchaPng(answer));
  });

  app.post('/wps/session/login', async (c) => {
    const w = c.get('world');
    const body = await encryptedPayload(c, pair);
    if (body instanceof Response) return body;
    if (isSocialType(body.type)) return socialSignIn(c, body.type, body, oauth, now());
    if (body.type === 'firebase') return firebaseSignIn(c, body);
    const username = str(body.username);
    const secret = str(body.password);
    if (!username || !secret) return fail(c, 400, 'login.cred.err', 'Please enter the username and password');
    const failures = w.failedLogins.get(username) ?? 0;
    if (failures > 0) {
      const captcha = str(body.captcha);
      if (!captcha || !w.captchas.delete(captcha)) return fail(c, 400, 'captcha.err', 'Enter a captcha', { captcha: true });
    }
    const bySms = body.type === 'sms';
    const member = bySms
      ? takeSmsCode(w, username, secret, now())
        ? [...w.members.values()].find((m) => m.mobile === username)
        : undefined
      : // The mobile number also names an account (platform-api.md: after a reset by phone the member logs in with it).
        (w.members.get(username) ?? [...w.members.values()].find((m) => m.mobile !== undefined && m.mobile === username));
    if (!member || (!bySms && member.password !== secret)) {
      countFailedLogin(w, username);
      if (bySms) return fail(c, 400, 'login.cred.err', 'Verification code error', { captcha: true });
      if (!member) return fail(c, 400, 'not.exists.user', 'Sorry, the user does not exist or is disabled', { captcha: true });
      return fail(c, 400, 'login.cred.err', 'The username or password is incorrect', { captcha: true });
    }
    w.failedLogins.delete(username);
    const refused = loginRefusal(c, member);
    if (refused) return refused;
    if (member.verify === 'sms' && member.mobile) {
      // Second factor: a code goes to the member's phone; POST /wps/session/login/verification finishes.
      sendSms(w, member.mobile, 'verify', now());
      return fail(c, 400, 'login_verify_required', 'Verification code error', { sms: true, email: false, ga: false });
    }
    return ok(c, startSession(w, member));
  });

  app.post('/wps/session/login/verification', async (c) => {
    const w = c.get('world');
    const body = await encryptedPayload(c, pair);
    if (body instanceof Response) return body;
    const name = str(body.username);
    const member = w.members.get(name) ?? [...w.members.values()].find((m) => m.mobile === name);
    if (!member || member.password !== str(body.password)) return fail(c, 400, 'login.cred.err', 'The username or password is incorrect');
    if (!member.mobile || !takeSmsCode(w, member.mobile, str(body.code), now())) return fail(c, 400, 'verification.code.err', 'Verification code error');
    return ok(c, startSession(w, member));
  });

  app.post('/wps/session/login/freeplay', (c) => {
    const w = c.get('world');
    const member = addTrialMember(w, { account: trialName(w), balance: 2000 }, now());
    const { token, userName, customerType } = startSession(w, member);
    return ok(c, { token, userName, customerType });
  });

  app.get('/wps/member/trialuser', (c) => ok(c, trialName(c.get('world'))));

  const logout = (c: Context<SimEnv>) => {
    c.get('world').sessions.delete(c.req.header('Authorization') ?? '');
    return ok(c, null);
  };
  app.delete('/wps/session/logout', logout);
  app.post('/wps/session/logout', logout);

  app.post('/wps/verification/sms/noLogin', async (c) => {
    const body = await jsonBody(c);
    const mobileNum = str(body.mobileNum);
    if (!/^\d{5,20}$/.test(mobileNum)) return fail(c, 400, 'mobile.invalid', 'The mobile num is not valid');
    return ok(c, sendSms(c.get('world'), mobileNum, 'noLogin', now()));
  });

  app.post('/wps/verification/sms/register', async (c) => {
    const body = await jsonBody(c);
    const mobileNum = str(body.mobileNo);
    if (!/^\d{5,20}$/.test(mobileNum)) return fail(c, 400, 'mobile.invalid', 'The mobile num is not valid');
    return ok(c, sendSms(c.get('world'), mobileNum, 'register', now()));
  });

  app.get('/wps/check/username', (c) => {
    const taken = c.get('world').members.has(c.req.query('username') ?? '');
    return c.json({ success: !taken, value: !taken });
  });

  const register = (mobile: boolean) => async (c: Context<SimEnv>) => {
    const w = c.get('world');
    const body = await encryptedPayload(c, pair);
    if (body instanceof Response) return body;
    // The phone-verification service's id token stands in for the SMS code (spec 3: firebaseChannel sms).
    const idToken = str(body.firebaseChannel) === 'sms' ? str(body.firebaseIdToken) : '';
    const passwordless = mobile && !w.flags.MOBILENUMPASSREG3;
    const notAsked = (field: string) =>
      (mobile && field === 'username') || (passwordless && (field === 'password' || field === 'confirmPassword')) || (idToken !== '' && field === 'verificationCode');
    for (const [field, rule] of Object.entries(w.registerSettings)) {
      if (rule.enabled && rule.required && !str(body[field]) && !notAsked(field)) {
        return fail(c, 400, 'register.field.required', `${field} is required`, { field });
      }
    }
    const mobileNum = str(body.mobileNum);
    const account = mobile ? mobileNum : str(body.username);
    if (!account) return fail(c, 400, 'register.field.required', 'Account format is incorrect', { field: mobile ? 'mobileNum' : 'username' });
    if (w.members.has(account)) return fail(c, 400, 'register.username.exists', 'Sorry, the username already exists');
    if (str(body.password) !== str(body.confirmPassword)) return fail(c, 400, 'register.password.confirm', 'Confirmation password not matched');
    if (w.registerSettings.captcha?.enabled && !w.captchas.delete(str(body.captcha))) return fail(c, 400, 'captcha.err', 'Enter a captcha', { captcha: true });
    if (w.flags.REGMOBVERF3 && mobileNum) {
      const verified = !idToken
        ? takeSmsCode(w, mobileNum, str(body.verificationCode), now())
        : w.config.register.phoneVerification === 'firebase'
          ? verifyFirebaseIdToken(w, idToken, e164(str(body.countryDialingCode), mobileNum), now())
          : takePhoneIdToken(w, idToken, mobileNum, now());
      if (!verified) return fail(c, 400, 'verification.code.err', 'Verification code error');
    }
    // An invitation link's code makes the new member a downline of the member who shared it.
    const upline = referrerOf(w, str(body.affiliateCode))?.account;
    const member = addMember(w, { account, password: str(body.password) || randomUUID(), mobile: mobileNum || undefined, nickname: str(body.nickname) || account, upline, toUpline: upline !== undefined }, now());
    member.regDate = now();
    return ok(c, startSession(w, member));
  };
  app.put('/wps/member/register', register(false));
  app.put('/wps/member/register/mobile', register(true));

  app.post('/wps/member/password/email', async (c) => {
    const form = await c.req.parseBody();
    const member = c.get('world').members.get(str(form.username));
    if (!member || !/^\S+@\S+\.\S+$/.test(str(form.email))) return fail(c, 400, 'email.incorrect', 'email incorrect');
    return ok(c, null);
  });

  app.post('/wps/member/password/verification', async (c) => {
    const w = c.get('world');
    const body = await encryptedPayload(c, pair);
    if (body instanceof Response) return body;
    const member = [...w.members.values()].find((m) => m.mobile && m.mobile === str(body.mobileNum));
    if (!member) return fail(c, 400, 'not.exists.user', 'Sorry, the user does not exist or is disabled');
    if (str(body.newPassword) === member.password) return fail(c, 400, 'modify.new.old.same', 'The new password and the old password cannot be the same');
    const idToken = str(body.firebaseChannel) === 'sms' ? str(body.firebaseIdToken) : '';
    const verified = idToken
      ? verifyFirebaseIdToken(w, idToken, e164(str(body.countryDialingCode), member.mobile ?? ''), now())
      : takeSmsCode(w, member.mobile ?? '', str(body.verificationCode), now());
    if (!verified) return fail(c, 400, 'verification.code.err', 'Verification code error');
    member.password = str(body.newPassword);
    member.passwordExpired = false;
    member.firstTimeLogin = false;
    return ok(c, null);
  });

  // Calls below need a session.

  app.post(
    '/wps/member/password',
    authed(async (c, member) => {
      const body = await jsonBody(c);
      const [oldPassword, newPassword, confirm] = [str(body.oldPassword), str(body.newPassword), str(body.confirmNewPassword)];
      if (oldPassword !== member.password) return fail(c, 400, 'password.old.err', 'Password format is incorrect');
      if (newPassword === oldPassword) return fail(c, 400, 'modify.new.old.same', 'The new password and the old password cannot be the same');
      if (newPassword !== confirm) return fail(c, 400, 'password.confirm.err', 'Confirmation password not matched');
      member.password = newPassword;
      member.firstTimeLogin = false;
      member.passwordExpired = false;
      return ok(c, null);
    }),
  );

  app.get(
    '/wps/member/info',
    authed((c, m) =>
      ok(c, {
        id: m.id,
        account: m.account,
        nickname: m.nickname,
        regDate: m.regDate,
        type: m.type,
        toUpline: m.toUpline,
        clubLabel: { labelName: isTrial(m) ? 'Trial' : 'VIP1' },
        mobile: m.mobile ? `${m.mobile.slice(0, 3)}****${m.mobile.slice(-2)}` : '',
      }),
    ),
  );

  app.get(
    '/wps/v2/wallets/balance',
    authed((c, m) =>
      ok(c, { sumBalance: Math.round(m.balance * 100) / 100, currency: 'MMK', currencySymbol: 'K', currencyPosition: 'F', balance: [{ accountTypeId: 1, availBalance: m.balance }] }),
    ),
  );

  // Affiliate-code check (spec §7: code, domain -> data.success). Path unverified; valid codes are the
  // AF<id> of agents and of players inviting friends (spec 2.12), never of a free-trial account.
  app.get('/wps/member/affiliate/check', (c) => {
    const valid = referrerOf(c.get('world'), c.req.query('code') ?? '') !== undefined;
    return valid ? ok(c, { success: true }) : fail(c, 400, 'affiliate.invalid', 'Invalid invitation code', { success: false });
  });

  // Head icon (PROFPIC3): GET gives the picture's URL, POST (form-encoded `icon`, a local path) sets it.
  app.get(
    '/wps/member/info/icon',
    authed((c, m) => ok(c, { url: m.icon ?? `/sim-assets/team/${m.account}.png` })),
  );
  app.post(
    '/wps/member/info/icon',
    authed(async (c, m) => {
      const icon = str((await c.req.parseBody()).icon);
      if (!icon.startsWith('/')) return fail(c, 400, 'icon.invalid', 'Unknown error');
      m.icon = icon;
      return ok(c, { url: icon });
    }),
  );

  // Merchant wallet: one balance per vendor wallet (shape unverified).
  app.get(
    '/wps/relay/GCS_merchantWallet',
    authed((c, m) => ok(c, { list: [{ accountTypeId: 1, name: 'Main wallet', balance: m.balance }] })),
  );

  app.get(
    '/wps/agent/affiliate',
    authed((c, m) => ok(c, { code: `AF${m.id}` })),
  );
}
