/**
 * The Firebase Auth emulator's REST endpoints for phone sign-in (not part of the platform), so the real
 * Firebase JS SDK, pointed here with connectAuthEmulator, works for a merchant whose
 * `register.phoneVerification` is "firebase" with `firebase.emulatorUrl` "/" (development and tests). The SDK
 * in emulator mode calls `<emulator origin>/<Google host>/<path>?key=<API key>`; these are the calls its
 * signInWithPhoneNumber + RecaptchaVerifier + ConfirmationResult.confirm + getIdToken make (read in
 * node_modules/@firebase/auth), in the emulator's answer shapes:
 * - GET  /identitytoolkit.googleapis.com/v2/recaptchaConfig: reCAPTCHA Enterprise off (the SDK then uses its
 *   v2 verifier, which the emulator's app-verification switch replaces by a mock: nothing loads from Google);
 * - POST /identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode {phoneNumber, recaptchaToken} →
 *   {sessionInfo}; the code is not sent anywhere: it is listed by
 * - GET  /emulator/v1/projects/{projectId}/verificationCodes → {verificationCodes: [{phoneNumber, sessionInfo, code}]}
 *   (the emulator-only listing; behind the control API's loopback-and-token guard on the site server);
 * - POST /identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber {sessionInfo, code} →
 *   {idToken, refreshToken, expiresIn, localId, isNewUser, phoneNumber};
 * - POST /identitytoolkit.googleapis.com/v1/accounts:lookup {idToken} → {users: [...]} (the SDK reloads the user);
 * - POST /securetoken.googleapis.com/v1/token (form: grant_type=refresh_token, refresh_token) → a new ID token.
 * Failures are Google's shape: {error: {code, message: "INVALID_CODE", status}}, which the SDK maps to
 * auth/invalid-verification-code and so on.
 *
 * ID tokens are the emulator's: unsigned JWTs (alg "none") with the claims of a Firebase ID token (iss
 * https://securetoken.google.com/<project>, aud <project>, sub, iat, exp, phone_number). The platform side
 * (login type firebase, register with firebaseIdToken) checks one with `verifyFirebaseIdToken`: issued here,
 * for the merchant's project, not expired, once.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { setNewest, type MerchantWorld } from '../state';
import type { SimEnv } from './world';

const CODE_MINUTES = 10;
const TOKEN_SECONDS = 3600;
const KEPT_MAX = 1000;

interface Sent {
  phoneNumber: string;
  code: string;
  expiresAt: number;
}
interface User {
  localId: string;
  phoneNumber: string;
  createdAt: number;
  lastLoginAt: number;
}
interface Emulator {
  sent: Map<string, Sent>;
  users: Map<string, User>;
  /** ID tokens issued and not yet spent by a platform call: the phone number each proves. */
  idTokens: Map<string, { phoneNumber: string; expiresAt: number }>;
  refreshTokens: Map<string, string>;
}

const emulators = new WeakMap<MerchantWorld, Emulator>();
function emulatorOf(world: MerchantWorld): Emulator {
  let e = emulators.get(world);
  if (!e) {
    e = { sent: new Map(), users: new Map(), idTokens: new Map(), refreshTokens: new Map() };
    emulators.set(world, e);
  }
  return e;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Decodes an emulator ID token's claims (no signature to check: alg "none"). */
export function decodeIdToken(token: string): Record<string, unknown> | undefined {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) return undefined;
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return h?.alg === 'none' && claims && typeof claims === 'object' ? claims : undefined;
  } catch {
    return undefined;
  }
}

function issueIdToken(world: MerchantWorld, user: User, nowMs: number): string {
  const projectId = world.config.firebase?.projectId ?? '';
  const iat = Math.floor(nowMs / 1000);
  const token = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: iat,
    user_id: user.localId,
    sub: user.localId,
    iat,
    exp: iat + TOKEN_SECONDS,
    phone_number: user.phoneNumber,
    firebase: { identities: { phone: [user.phoneNumber] }, sign_in_provider: 'phone' },
  })}.`;
  setNewest(emulatorOf(world).idTokens, token, { phoneNumber: user.phoneNumber, expiresAt: nowMs + TOKEN_SECONDS * 1000 }, KEPT_MAX);
  return token;
}

/**
 * The platform's check of a Firebase ID token (login type firebase, register's firebaseIdToken): issued by
 * this emulator for the merchant's project, unexpired, for `phoneNumber` (E.164); spent on success.
 */
export function verifyFirebaseIdToken(world: MerchantWorld, token: string, phoneNumber: string, nowMs: number): boolean {
  const projectId = world.config.firebase?.projectId;
  const claims = decodeIdToken(token);
  const issued = emulatorOf(world).idTokens.get(token);
  if (!projectId || !claims || !issued) return false;
  const valid =
    claims.aud === projectId &&
    claims.iss === `https://securetoken.google.com/${projectId}` &&
    typeof claims.exp === 'number' &&
    claims.exp * 1000 > nowMs &&
    issued.expiresAt > nowMs &&
    claims.phone_number === phoneNumber &&
    issued.phoneNumber === phoneNumber;
  if (valid) emulatorOf(world).idTokens.delete(token);
  return valid;
}

/** E.164 of a national number and its dialing code, as the client builds it (src/api/firebase-phone.ts). */
export const e164 = (countryDialingCode: string, mobileNum: string) =>
  `+${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '').replace(/^0+/, '')}`;

const googleError = (c: Context, message: string, status = 400) =>
  c.json({ error: { code: status, message, errors: [{ message, reason: 'invalid', domain: 'global' }], status: status === 400 ? 'INVALID_ARGUMENT' : 'UNAUTHENTICATED' } }, status as 400);

async function jsonOf(c: Context): Promise<Record<string, unknown>> {
  const body = await c.req.json().catch(() => undefined);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

function userAnswer(user: User) {
  return {
    localId: user.localId,
    phoneNumber: user.phoneNumber,
    providerUserInfo: [{ providerId: 'phone', rawId: user.phoneNumber, phoneNumber: user.phoneNumber }],
    createdAt: String(user.createdAt),
    lastLoginAt: String(user.lastLoginAt),
    lastRefreshAt: new Date(user.lastLoginAt).toISOString(),
    emailVerified: false,
    disabled: false,
  };
}

export type FirebaseWorldOf = (by: { apiKey?: string; projectId?: string }) => MerchantWorld | undefined;

export const FIREBASE_EMULATOR_PREFIXES = ['/identitytoolkit.googleapis.com/', '/securetoken.googleapis.com/', '/emulator/'] as const;

export function mountFirebaseEmulator(app: Hono<SimEnv>, worldOf: FirebaseWorldOf, now: () => number): void {
  const IDT = '/identitytoolkit.googleapis.com';
  const byKey = (c: Context) => worldOf({ apiKey: c.req.query('key') ?? '' });
  const noKey = (c: Context) => googleError(c, 'API key not valid. Please pass a valid API key.');

  app.get(`${IDT}/v2/recaptchaConfig`, (c) => {
    const w = byKey(c);
    if (!w) return noKey(c);
    return c.json({
      recaptchaKey: `projects/${w.config.firebase?.projectId}/keys/emulator`,
      recaptchaEnforcementState: [
        { provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' },
        { provider: 'PHONE_PROVIDER', enforcementState: 'OFF' },
      ],
    });
  });
  app.get(`${IDT}/v1/recaptchaParams`, (c) => (byKey(c) ? c.json({ kind: 'identitytoolkit#GetRecaptchaParamResponse', recaptchaSiteKey: 'emulator' }) : noKey(c)));

  app.post(`${IDT}/v1/accounts:sendVerificationCode`, async (c) => {
    const w = byKey(c);
    if (!w) return noKey(c);
    const body = await jsonOf(c);
    const phoneNumber = textOf(body.phoneNumber);
    if (!/^\+\d{6,16}$/.test(phoneNumber)) return googleError(c, 'INVALID_PHONE_NUMBER : Invalid format.');
    if (!textOf(body.recaptchaToken) && !textOf(body.captchaResponse)) return googleError(c, 'MISSING_RECAPTCHA_TOKEN');
    const sessionInfo = randomUUID();
    setNewest(emulatorOf(w).sent, sessionInfo, { phoneNumber, code: String(randomInt(100000, 1000000)), expiresAt: now() + CODE_MINUTES * 60_000 }, KEPT_MAX);
    return c.json({ sessionInfo });
  });

  app.post(`${IDT}/v1/accounts:signInWithPhoneNumber`, async (c) => {
    const w = byKey(c);
    if (!w) return noKey(c);
    const body = await jsonOf(c);
    const e = emulatorOf(w);
    const sessionInfo = textOf(body.sessionInfo);
    const sent = e.sent.get(sessionInfo);
    if (!sent) return googleError(c, 'INVALID_SESSION_INFO');
    if (sent.expiresAt <= now()) {
      e.sent.delete(sessionInfo);
      return googleError(c, 'SESSION_EXPIRED');
    }
    if (textOf(body.code) !== sent.code) return googleError(c, 'INVALID_CODE');
    e.sent.delete(sessionInfo);
    let user = [...e.users.values()].find((u) => u.phoneNumber === sent.phoneNumber);
    const isNewUser = !user;
    if (!user) {
      user = { localId: randomUUID().replace(/-/g, '').slice(0, 28), phoneNumber: sent.phoneNumber, createdAt: now(), lastLoginAt: now() };
      setNewest(e.users, user.localId, user, KEPT_MAX);
    }
    user.lastLoginAt = now();
    const refreshToken = randomUUID();
    setNewest(e.refreshTokens, refreshToken, user.localId, KEPT_MAX);
    return c.json({ idToken: issueIdToken(w, user, now()), refreshToken, expiresIn: String(TOKEN_SECONDS), localId: user.localId, isNewUser, phoneNumber: user.phoneNumber });
  });

  app.post(`${IDT}/v1/accounts:lookup`, async (c) => {
    const w = byKey(c);
    if (!w) return noKey(c);
    const claims = decodeIdToken(textOf((await jsonOf(c)).idToken));
    const user = claims ? emulatorOf(w).users.get(textOf(claims.sub)) : undefined;
    if (!user) return googleError(c, 'INVALID_ID_TOKEN');
    return c.json({ kind: 'identitytoolkit#GetAccountInfoResponse', users: [userAnswer(user)] });
  });

  app.post('/securetoken.googleapis.com/v1/token', async (c) => {
    const w = byKey(c);
    if (!w) return noKey(c);
    const form = new URLSearchParams(await c.req.text());
    const e = emulatorOf(w);
    const localId = form.get('grant_type') === 'refresh_token' ? e.refreshTokens.get(form.get('refresh_token') ?? '') : undefined;
    const user = localId ? e.users.get(localId) : undefined;
    if (!user) return googleError(c, 'INVALID_REFRESH_TOKEN');
    const idToken = issueIdToken(w, user, now());
    return c.json({
      access_token: idToken,
      expires_in: String(TOKEN_SECONDS),
      token_type: 'Bearer',
      refresh_token: form.get('refresh_token'),
      id_token: idToken,
      user_id: user.localId,
      project_id: w.config.firebase?.projectId,
    });
  });

  app.get('/emulator/v1/projects/:projectId/verificationCodes', (c) => {
    const w = worldOf({ projectId: c.req.param('projectId') });
    if (!w) return c.json({ error: { code: 404, message: 'project not found', status: 'NOT_FOUND' } }, 404);
    const verificationCodes = [...emulatorOf(w).sent.entries()].map(([sessionInfo, s]) => ({ phoneNumber: s.phoneNumber, sessionInfo, code: s.code }));
    return c.json({ verificationCodes });
  });
}
