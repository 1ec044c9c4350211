/**
 * Phone verification through Firebase Authentication with the real Firebase JS SDK (modular `firebase/auth`),
 * for a merchant whose phone-verification service is "firebase" (spec 3 "Login payload", "Registration
 * payload": firebaseChannel sms and firebaseIdToken). This module is imported only by the phone-verification
 * provider's `import()`, so the SDK loads with the screens that verify a phone (login's SMS tab, register,
 * the reset by phone), never with home's first paint.
 *
 * Flow: signInWithPhoneNumber with an invisible RecaptchaVerifier sends the code (Firebase's SMS); the
 * ConfirmationResult's confirm(code) signs in and the user's ID token is what the platform call carries.
 * The SDK's own session is in memory only (inMemoryPersistence: nothing in localStorage or IndexedDB) and is
 * signed out once the ID token is taken; the platform's token is the site's session.
 *
 * With `emulatorUrl` the SDK talks to a Firebase Auth emulator (connectAuthEmulator, which also turns app
 * verification off: no reCAPTCHA script from Google); "/" is the site's own origin, where the built-in
 * simulator serves the emulator's REST endpoints. Without it, the merchant's real project answers.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth, ConfirmationResult } from 'firebase/auth';
import type { Firebase } from '../config/merchant-resolved.gen';
import { ApiError } from './http';

interface Loaded {
  auth: Auth;
  sdk: typeof import('firebase/auth');
}

const instances = new Map<string, Promise<Loaded>>();
/** Sends waiting for their code, by the handle handed to the caller (the provider's `session`). */
const pending = new Map<string, ConfirmationResult>();
const PENDING_MAX = 20;

/** The emulator's origin: "/" is the page's own; the SDK keeps only scheme, host and port of what it is given. */
export function emulatorOrigin(emulatorUrl: string, pageOrigin: string): string {
  return emulatorUrl === '/' ? pageOrigin : new URL(emulatorUrl).origin;
}

/** E.164 for Firebase: "+" then the dialing code and the national number, digits only, a leading 0 dropped. */
export function e164(countryDialingCode: string | undefined, mobileNum: string): string {
  const code = (countryDialingCode ?? '').replace(/\D/g, '');
  const national = mobileNum.replace(/\D/g, '').replace(/^0+/, '');
  return `+${code}${national}`;
}

function load(config: Firebase): Promise<Loaded> {
  const key = `${config.projectId}|${config.apiKey}|${config.emulatorUrl ?? ''}`;
  let loaded = instances.get(key);
  if (!loaded) {
    loaded = (async () => {
      const [{ initializeApp }, sdk] = await Promise.all([import('firebase/app'), import('firebase/auth')]);
      const app: FirebaseApp = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, `livery-${instances.size}`);
      const auth = sdk.initializeAuth(app, { persistence: sdk.inMemoryPersistence });
      if (config.emulatorUrl) sdk.connectAuthEmulator(auth, emulatorOrigin(config.emulatorUrl, window.location.origin), { disableWarnings: true });
      return { auth, sdk };
    })();
    loaded.catch(() => instances.delete(key));
    instances.set(key, loaded);
  }
  return loaded;
}

/** The invisible reCAPTCHA's host element (the SDK needs one in the page; with the emulator nothing renders). */
function recaptchaHost(): HTMLElement {
  const id = 'lv-firebase-recaptcha';
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    document.body.append(el);
  }
  return el;
}

/** A Firebase failure as the site's error: bad number or code at the field, a network failure with retry. */
function asApiError(err: unknown): ApiError {
  const code = typeof err === 'object' && err && 'code' in err ? String((err as { code: unknown }).code) : '';
  if (code === 'auth/network-request-failed') return new ApiError('network', 'network offline or slow');
  if (code === 'auth/invalid-phone-number' || code === 'auth/missing-phone-number') return new ApiError('http', 'The mobile num is not valid', 400, 'mobile.invalid');
  if (code === 'auth/too-many-requests') return new ApiError('http', 'Too many requests', 429, 'TOO_MANY_REQUEST');
  return new ApiError('http', err instanceof Error ? err.message : 'Unknown error', 400, code || 'firebase.error');
}

/** Sends the code to the number through Firebase; answers the handle `confirmCode` takes. */
export async function sendFirebaseCode(config: Firebase, phoneNumber: string): Promise<string> {
  const { auth, sdk } = await load(config);
  const verifier = new sdk.RecaptchaVerifier(auth, recaptchaHost(), { size: 'invisible' });
  try {
    const confirmation = await sdk.signInWithPhoneNumber(auth, phoneNumber, verifier);
    const handle = confirmation.verificationId;
    pending.set(handle, confirmation);
    while (pending.size > PENDING_MAX) pending.delete(pending.keys().next().value as string);
    return handle;
  } catch (err) {
    throw asApiError(err);
  } finally {
    verifier.clear();
  }
}

/** Checks the code: the Firebase ID token, or undefined when the code is wrong or expired (spec 4: stop). */
export async function confirmFirebaseCode(config: Firebase, handle: string, code: string): Promise<string | undefined> {
  const confirmation = pending.get(handle);
  if (!confirmation) return undefined;
  const { auth, sdk } = await load(config);
  try {
    const credential = await confirmation.confirm(code);
    pending.delete(handle);
    const idToken = await credential.user.getIdToken();
    await sdk.signOut(auth);
    return idToken;
  } catch (err) {
    const failure = typeof err === 'object' && err && 'code' in err ? String((err as { code: unknown }).code) : '';
    if (failure === 'auth/invalid-verification-code' || failure === 'auth/code-expired' || failure === 'auth/invalid-verification-id') return undefined;
    throw asApiError(err);
  }
}
