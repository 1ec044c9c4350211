/**
 * The phone-verification service of registration (spec 2.5, 3 "Registration payload", 4 "Register
 * submit"), as pluggable providers chosen by the merchant config (its register section's phoneVerification):
 * - "none": the platform's own register SMS; the platform checks the code itself (verificationCode).
 * - "simulator": the stand-in service of the built-in simulator (src/platform-sim/routes/phone-verification.ts).
 *   It sends the code, then verifies it before registering and answers an id token that the register call
 *   carries as firebaseIdToken with firebaseChannel "sms", like the platform's Firebase route.
 * - "firebase": Firebase Authentication through the real Firebase JS SDK (./firebase-phone.ts, loaded by
 *   import() on first use), with the merchant's `firebase` project; its ID token goes to the platform as
 *   firebaseIdToken. It also serves the SMS login (login type firebase, spec 3 "Login payload").
 */
import { DEFAULT_SMS_SECONDS, type LoginResult, parseLogin, sendRegisterSmsCode, type SmsRequest, type SmsSent } from './accounts';
import type { Firebase } from '../config/merchant-resolved.gen';
import { ApiError, request } from './http';
import { object, optionalText, text } from './parse';

export type PhoneVerificationName = 'none' | 'simulator' | 'firebase';

export interface CodeSent extends SmsSent {
  /** The service's handle of this send, handed back when verifying. */
  session?: string;
}

export interface PhoneVerificationProvider {
  /** Sends a code to the number; answers the countdown (and the service's handle). */
  sendCode: (to: SmsRequest) => Promise<CodeSent>;
  /**
   * Checks a code with the service before registering: answers the id token, or undefined when the code is
   * not verified (spec 4: then registering stops). Absent when the platform checks the code itself.
   */
  verifyCode?: (input: { session?: string; code: string; mobileNum: string }) => Promise<string | undefined>;
  /** The SMS login goes through this service (login type firebase with the ID token) instead of the platform's SMS. */
  signsIn?: boolean;
}

/** The channel the register call names with the id token (spec 3: firebaseChannel "sms"). */
export const PHONE_VERIFICATION_CHANNEL = 'sms';

/** Where the simulator serves its stand-in (under the platform prefix, so the site server forwards it). */
export const SIM_PHONE_PATH = '/wps/sim-phone';

const platformSms: PhoneVerificationProvider = {
  sendCode: (to) => sendRegisterSmsCode(to),
};

/** Spec 4 "SMS code button": one minute with the phone-verification service. */
const simulatorService: PhoneVerificationProvider = {
  sendCode: ({ mobileNum, countryDialingCode }) =>
    request(`${SIM_PHONE_PATH}/send`, {
      method: 'POST',
      body: { mobileNum, countryDialingCode },
      parse: (value): CodeSent => ({ expiresInSeconds: DEFAULT_SMS_SECONDS, session: text(object(value, 'sent'), 'session') }),
    }),
  verifyCode: async ({ session = '', code, mobileNum }) => {
    try {
      return await request(`${SIM_PHONE_PATH}/verify`, {
        method: 'POST',
        body: { session, code, mobileNum },
        parse: (value) => optionalText(object(value, 'verification'), 'idToken'),
      });
    } catch (err) {
      if (err instanceof ApiError && err.kind === 'http' && err.status === 400) return undefined;
      throw err;
    }
  },
};

/** Firebase's code lives ten minutes; the send link counts the spec's one minute of the service route (spec 4). */
const firebaseService = (config: Firebase): PhoneVerificationProvider => ({
  signsIn: true,
  sendCode: async ({ mobileNum, countryDialingCode }) => {
    const { e164, sendFirebaseCode } = await import('./firebase-phone');
    return { expiresInSeconds: DEFAULT_SMS_SECONDS, session: await sendFirebaseCode(config, e164(countryDialingCode, mobileNum)) };
  },
  verifyCode: async ({ session = '', code }) => {
    const { confirmFirebaseCode } = await import('./firebase-phone');
    return confirmFirebaseCode(config, session, code);
  },
});

const PROVIDERS: Record<Exclude<PhoneVerificationName, 'firebase'>, PhoneVerificationProvider> = {
  none: platformSms,
  simulator: simulatorService,
};

/**
 * The merchant's service. "firebase" needs the merchant's `firebase` section (the validator insists on it);
 * without one it falls back to the platform's own SMS.
 */
export const phoneVerificationProvider = (name: PhoneVerificationName, firebase?: Firebase): PhoneVerificationProvider =>
  name === 'firebase' ? (firebase ? firebaseService(firebase) : platformSms) : PROVIDERS[name];

// The platform calls that carry a Firebase ID token: here, with the providers, so the screens that verify a
// phone load them in the one import() they already make.

export interface FirebaseLoginInput {
  /** The Firebase ID token of the phone sign-in (Firebase checked the code). */
  idToken: string;
  /** The national mobile number and its dialing code, as the SMS tab took them. */
  mobileNum: string;
  countryDialingCode: string;
  loginDeviceId?: string;
}

/**
 * Login type firebase (spec 3 "Login payload"): firebaseChannel sms, firebaseIdToken, firebaseMobileNo and
 * countryDialingCode beside the usual fields (the number as username, no password: the ID token proves the
 * phone). The platform checks the token and signs in the member of that number.
 */
export const firebaseLogin = ({ idToken, mobileNum, countryDialingCode, loginDeviceId }: FirebaseLoginInput): Promise<LoginResult> =>
  request('/wps/session/login', {
    method: 'POST',
    encrypted: true,
    device: true,
    body: {
      username: mobileNum,
      password: '',
      captcha: '',
      type: 'firebase',
      isSms: true,
      firebaseChannel: 'sms',
      firebaseIdToken: idToken,
      firebaseMobileNo: mobileNum,
      countryDialingCode,
      ...(loginDeviceId ? { loginDeviceId } : {}),
    },
    parse: parseLogin,
  });

export interface FirebasePasswordInput {
  newPassword: string;
  mobileNum: string;
  idToken: string;
  countryDialingCode: string;
}

/**
 * Set password by phone with Firebase's ID token in place of the SMS code, as registration carries it
 * (firebaseChannel sms, firebaseIdToken) with the number's dialing code. The spec names these fields for login
 * and registration only: on this call they are *unverified*.
 */
export const setPasswordByFirebase = ({ newPassword, mobileNum, idToken, countryDialingCode }: FirebasePasswordInput) =>
  request('/wps/member/password/verification', {
    method: 'POST',
    encrypted: true,
    body: { newPassword, mobileNum, verificationCode: '', firebaseChannel: 'sms', firebaseIdToken: idToken, countryDialingCode },
    parse: () => undefined,
  });
