/**
 * The phone-verification service of registration (spec 2.5, 3 "Registration payload", 4 "Register
 * submit"), as pluggable providers chosen by the merchant config (its register section's phoneVerification):
 * - "none": the platform's own register SMS; the platform checks the code itself (verificationCode).
 * - "simulator": the stand-in service of the built-in simulator (src/platform-sim/routes/phone-verification.ts).
 *   It sends the code, then verifies it before registering and answers an id token that the register call
 *   carries as firebaseIdToken with firebaseChannel "sms", like the platform's Firebase route.
 * A real service (Firebase, say) is one more entry in PROVIDERS.
 */
import { DEFAULT_SMS_SECONDS, sendRegisterSmsCode, type SmsRequest, type SmsSent } from './accounts';
import { ApiError, request } from './http';
import { object, optionalText, text } from './parse';

export type PhoneVerificationName = 'none' | 'simulator';

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

const PROVIDERS: Record<PhoneVerificationName, PhoneVerificationProvider> = {
  none: platformSms,
  simulator: simulatorService,
};

export const phoneVerificationProvider = (name: PhoneVerificationName): PhoneVerificationProvider => PROVIDERS[name];
