/**
 * The stand-in phone-verification service (not part of the platform): what a merchant with
 * `register.phoneVerification: "simulator"` talks to in place of a real service such as Firebase
 * (spec 2.5, 4 "Register submit"). Send a code to a number (it shows in GET /__sim/sms with purpose
 * "phone-verification"), verify it with the send's session, get an id token; the register call then
 * carries that token (firebaseChannel "sms", firebaseIdToken), which takePhoneIdToken spends.
 *
 * Served under /wps so the site server and the dev proxy forward it like platform calls. Its sessions and
 * tokens live beside the merchant world (a reset makes new worlds, so they go too; they are not saved).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { fail, jsonBody, ok, str } from '../envelope';
import { type MerchantWorld, recordSms, setNewest } from '../state';
import type { SimEnv } from './world';

export const SIM_PHONE_PATH = '/wps/sim-phone';
export const PHONE_VERIFICATION_PURPOSE = 'phone-verification';
const CODE_MINUTES = 1;
const TOKEN_MINUTES = 10;
/** Sends not verified yet, and id tokens not spent yet, kept per merchant (the oldest go first). */
const KEPT_MAX = 1000;

interface Pending {
  mobileNum: string;
  code: string;
  expiresAt: number;
}

interface Service {
  pending: Map<string, Pending>;
  /** Id tokens not spent yet: the number each proves, and until when. */
  tokens: Map<string, { mobileNum: string; expiresAt: number }>;
}

const services = new WeakMap<MerchantWorld, Service>();

function serviceOf(world: MerchantWorld): Service {
  let service = services.get(world);
  if (!service) {
    service = { pending: new Map(), tokens: new Map() };
    services.set(world, service);
  }
  return service;
}

/** Spends an id token if the service issued it for this number and it has not expired. */
export function takePhoneIdToken(world: MerchantWorld, idToken: string, mobileNum: string, now: number): boolean {
  const { tokens } = serviceOf(world);
  const token = tokens.get(idToken);
  if (!token || token.mobileNum !== mobileNum || token.expiresAt <= now) return false;
  tokens.delete(idToken);
  return true;
}

export function mountPhoneVerification(app: Hono<SimEnv>, now: () => number): void {
  app.post(`${SIM_PHONE_PATH}/send`, async (c) => {
    const w = c.get('world');
    const mobileNum = str((await jsonBody(c)).mobileNum);
    if (!/^\d{5,20}$/.test(mobileNum)) return fail(c, 400, 'mobile.invalid', 'The mobile num is not valid');
    const code = String(randomInt(100000, 1000000));
    const expiresAt = now() + CODE_MINUTES * 60_000;
    const session = randomUUID();
    setNewest(serviceOf(w).pending, session, { mobileNum, code, expiresAt }, KEPT_MAX);
    recordSms(w, { mobileNum, code, purpose: PHONE_VERIFICATION_PURPOSE, expiresAt });
    return ok(c, { session, expiredMinutes: CODE_MINUTES });
  });

  app.post(`${SIM_PHONE_PATH}/verify`, async (c) => {
    const w = c.get('world');
    const body = await jsonBody(c);
    const { pending, tokens } = serviceOf(w);
    const sent = pending.get(str(body.session));
    if (!sent || sent.expiresAt <= now() || sent.code !== str(body.code)) return fail(c, 400, 'verification.code.err', 'Verification code error');
    pending.delete(str(body.session));
    const i = w.sms.findIndex((s) => s.purpose === PHONE_VERIFICATION_PURPOSE && s.mobileNum === sent.mobileNum && s.code === sent.code);
    if (i >= 0) w.sms.splice(i, 1);
    const idToken = randomUUID().replace(/-/g, '');
    setNewest(tokens, idToken, { mobileNum: sent.mobileNum, expiresAt: now() + TOKEN_MINUTES * 60_000 }, KEPT_MAX);
    return ok(c, { idToken, mobileNum: sent.mobileNum });
  });
}
