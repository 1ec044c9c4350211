/**
 * Session and account calls (platform-api.md "Session and accounts"; spec §3, §4, §7): login by user name
 * or SMS code, free play, trial user, logout, captcha, SMS codes, registration, passwords, affiliate code.
 */
import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, isRecord, request } from './http';
import { flag, type Json, number, object, optionalNumber, text } from './parse';

export interface LoginInput {
  /** The user name, or the mobile number when `type` is 'sms'. */
  username: string;
  /** The password, or the SMS code when `type` is 'sms'. */
  password: string;
  /** Sent empty until a failed login asks for one (see `needsCaptcha`). */
  captcha?: string;
  type: 'username' | 'sms';
  loginDeviceId?: string;
}

export interface LoginResult {
  token: string;
  id: string;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

export function parseLogin(value: unknown): LoginResult {
  const v = object(value, 'login');
  return {
    token: text(v, 'token'),
    id: text(v, 'id'),
    userName: text(v, 'userName'),
    customerType: number(v, 'customerType'),
    firstTimeLogin: flag(v, 'firstTimeLogin'),
    passwordExpired: flag(v, 'passwordExpired'),
  };
}

const string = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new Error(`${what} is not text`);
  return value;
};
const nothing = () => undefined;

export const login = ({ username, password, captcha = '', type, loginDeviceId }: LoginInput) =>
  request('/wps/session/login', {
    method: 'POST',
    encrypted: true,
    device: true,
    body: { username, password, captcha, type, isSms: type === 'sms', ...(loginDeviceId ? { loginDeviceId } : {}) },
    parse: parseLogin,
  });

export interface SocialLoginInput {
  provider: 'facebook' | 'google';
  /** The provider's access token from the authorisation-code exchange. */
  accessToken: string;
  /** The provider's OpenID Connect ID token, when it answered one. */
  idToken?: string;
  /** The invitation code the player came with: the upline of a member the first sign-in creates (*unverified*). */
  affiliateCode?: string;
}

/**
 * Social sign-in (issue 17): the platform's login with the provider's token. The spec's login payload lists
 * the types username, sms and firebase only; this shape beside them (type "facebook" / "google" with
 * accessToken and idToken, on the same encrypted path) is *unverified* — the platform's social login is not
 * public. The platform checks the token with the provider, and signs in (first time: creates) the member
 * linked to the provider's user; the answer is a login value.
 */
export const socialLogin = ({ provider, accessToken, idToken, affiliateCode }: SocialLoginInput) =>
  request('/wps/session/login', {
    method: 'POST',
    encrypted: true,
    device: true,
    body: { username: '', password: '', captcha: '', type: provider, isSms: false, accessToken, ...(idToken ? { idToken } : {}), ...(affiliateCode ? { affiliateCode } : {}) },
    parse: parseLogin,
  });

/**
 * Second factor (platform-api.md): after login_verify_required, the code the platform sent (SMS or
 * e-mail) or the authenticator app shows finishes the login. `type` names the factor (body shape beyond
 * the code is *unverified*).
 */
export const verifyLogin = ({ username, password, code, type = 'sms' }: { username: string; password: string; code: string; type?: 'sms' | 'email' | 'ga' }) =>
  request('/wps/session/login/verification', {
    method: 'POST',
    encrypted: true,
    device: true,
    body: { username, password, code, type },
    parse: parseLogin,
  });

/** Which second factor a failed login asks for (login_verify_required: value.sms|email|ga), if any. */
export function secondFactor(error: unknown): 'sms' | 'email' | 'ga' | undefined {
  if (!(error instanceof ApiError) || error.errorCode !== 'login_verify_required' || !isRecord(error.value)) return undefined;
  return (['sms', 'email', 'ga'] as const).find((kind) => flag(error.value as Record<string, unknown>, kind));
}

/** A failed login whose `value.captcha` is truthy: show the image captcha and send it next time (spec §4). */
export const needsCaptcha = (error: unknown): boolean => error instanceof ApiError && isRecord(error.value) && flag(error.value, 'captcha');

export interface FreePlayResult {
  token: string;
  userName: string;
  customerType: number;
}

export const freePlay = () =>
  request('/wps/session/login/freeplay', {
    method: 'POST',
    body: {},
    moduleId: 'FREEPLAY3',
    parse: (value): FreePlayResult => {
      const v = object(value, 'free play');
      return { token: text(v, 'token'), userName: text(v, 'userName'), customerType: number(v, 'customerType') };
    },
  });

export const getTrialUser = (signal?: AbortSignal) => request('/wps/member/trialuser', { parse: (v) => string(v, 'trial user'), signal });

export const logout = () => request('/wps/session/logout', { method: 'DELETE', parse: nothing });

/** A captcha image as base64 PNG; each image's answer works once. */
export const getCaptcha = (signal?: AbortSignal) => request('/wps/captcha', { query: { t: Date.now() }, parse: (v) => string(v, 'captcha'), signal });

export const captchaDataUrl = (base64: string) => (base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`);

export interface SmsRequest {
  mobileNum: string;
  countryDialingCode?: string;
}

export interface SmsSent {
  expiresInSeconds: number;
}

/** Spec §9: without an expiry in the answer the countdown is one minute. */
export const DEFAULT_SMS_SECONDS = 60;

/**
 * The SMS countdown from either answer form: `expirationTime` (epoch ms, platform bundle) when it lies
 * ahead of `now`, else `expiredMinutes` (spec §3), else the default.
 */
export function smsExpiry(value: unknown, now = Date.now()): SmsSent {
  const v: Json = isRecord(value) ? value : {};
  const until = optionalNumber(v, 'expirationTime');
  if (until !== undefined && until > now) return { expiresInSeconds: Math.ceil((until - now) / 1000) };
  const minutes = optionalNumber(v, 'expiredMinutes');
  if (minutes !== undefined && minutes > 0) return { expiresInSeconds: Math.round(minutes * 60) };
  return { expiresInSeconds: DEFAULT_SMS_SECONDS };
}

/** SMS code for SMS login and password reset by phone. */
export const sendSmsCode = ({ mobileNum, countryDialingCode }: SmsRequest) =>
  request('/wps/verification/sms/noLogin', { method: 'POST', body: { mobileNum, countryDialingCode }, moduleId: 'PWRESETSMS3', parse: (v) => smsExpiry(v) });

/** SMS code for registration: the wire calls the number `mobileNo` here. */
export const sendRegisterSmsCode = ({ mobileNum, countryDialingCode }: SmsRequest) =>
  request('/wps/verification/sms/register', { method: 'POST', body: { mobileNo: mobileNum, countryDialingCode }, moduleId: 'REGMOBVERF3', parse: (v) => smsExpiry(v) });

/** Text fields of the registration payload (spec §3); which ones a merchant asks for comes from the register settings. */
export type RegisterField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'countryDialingCode'
  | 'affiliateCode'
  | 'paymentPassword'
  | 'recommenderId'
  | 'nickname'
  | 'payeeName'
  | 'email'
  | 'mobileNum'
  | 'idNumber'
  | 'qqNum'
  | 'facebook'
  | 'wechat'
  | 'line'
  | 'whatsapp'
  | 'zalo'
  | 'captcha'
  | 'domain'
  | 'verificationCode'
  | 'firebaseChannel'
  | 'firebaseIdToken';

export type RegisterInput = Partial<Record<RegisterField, string>> & {
  /** By user name (REG3) or by mobile number (MOBILENUMREG3). */
  via: 'username' | 'mobile';
  registerMethod: 'APP' | 'H5' | 'PWA' | 'WEBCLIP';
  /** The current host name. */
  registerUrl: string;
  loginDeviceId?: string;
};

/** Registers; answers the login value when the platform logs the new member straight in. */
export const register = ({ via, ...payload }: RegisterInput) =>
  request(via === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', {
    method: 'PUT',
    encrypted: true,
    device: true,
    moduleId: via === 'mobile' ? 'MOBILENUMREG3' : 'REG3',
    body: { ...payload, type: 0 },
    parse: (value) => (isRecord(value) && value.token !== undefined ? parseLogin(value) : undefined),
  });

export type UsernameCheck = 'free' | 'taken';

/**
 * This call says "taken" with `success: false` on an HTTP 200, not as a failure: the envelope is read
 * here (`raw`), so only HTTP failures and unreadable answers are errors.
 */
export const checkUsername = (username: string, signal?: AbortSignal) =>
  request('/wps/check/username', {
    query: { username },
    raw: true,
    parse: (answer): UsernameCheck => {
      const { success } = object(answer, 'answer');
      if (typeof success !== 'boolean') throw new Error('success is not a flag');
      return success ? 'free' : 'taken';
    },
    signal,
  });

export const sendPasswordResetEmail = (input: { username: string; email: string }) =>
  request('/wps/member/password/email', { method: 'POST', form: { username: input.username, email: input.email }, parse: nothing });

export interface PhonePasswordInput {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
}

/** Sets a new password with an SMS code; afterwards the member logs in with the mobile number. */
export const setPasswordByPhone = ({ newPassword, mobileNum, verificationCode }: PhonePasswordInput) =>
  request('/wps/member/password/verification', { method: 'POST', encrypted: true, body: { newPassword, mobileNum, verificationCode }, parse: nothing });

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export const changePassword = ({ oldPassword, newPassword, confirmNewPassword }: ChangePasswordInput) =>
  request('/wps/member/password', { method: 'POST', body: { oldPassword, newPassword, confirmNewPassword }, moduleId: 'PASS3', parse: nothing });

export const getAffiliateCode = (signal?: AbortSignal) =>
  request('/wps/agent/affiliate', { parse: (value) => text(object(value, 'affiliate'), 'code'), signal });

/**
 * Affiliate check (spec 7: code, domain -> data.success; path *unverified*): whether an invitation code is
 * valid. A refusal (HTTP 400, or success false) answers false; other failures are errors.
 */
export async function checkAffiliateCode(input: { code: string; domain: string }, signal?: AbortSignal): Promise<boolean> {
  try {
    return await request('/wps/member/affiliate/check', { query: input, parse: (value) => !isRecord(value) || value.success !== false, signal });
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'http' && err.status === 400) return false;
    throw err;
  }
}

export const trialUserQuery = () =>
  queryOptions({ queryKey: ['accounts', 'trialUser'], queryFn: ({ signal }) => getTrialUser(signal), staleTime: Number.POSITIVE_INFINITY, retry: false });

/** A fresh image each fetch; never refetched behind the player's back, as that would change the answer. */
export const captchaQuery = () =>
  queryOptions({
    queryKey: ['accounts', 'captcha'],
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const usernameCheckQuery = (username: string) =>
  queryOptions({ queryKey: ['accounts', 'username', username], queryFn: ({ signal }) => checkUsername(username, signal), staleTime: 30_000, retry: false });

export const affiliateCodeQuery = () =>
  queryOptions({ queryKey: ['accounts', 'affiliate'], queryFn: ({ signal }) => getAffiliateCode(signal), staleTime: 5 * 60_000 });

export const useTrialUser = (enabled: boolean) => useQuery({ ...trialUserQuery(), enabled });
export const useCaptcha = (enabled: boolean) => useQuery({ ...captchaQuery(), enabled });
export const useUsernameCheck = (username: string) => useQuery({ ...usernameCheckQuery(username), enabled: username.trim() !== '' });
export const useAffiliateCode = (enabled: boolean) => useQuery({ ...affiliateCodeQuery(), enabled });

const mutation =
  <TInput, TResult>(name: string, mutationFn: (input: TInput) => Promise<TResult>) =>
  () =>
    mutationOptions<TResult, Error, TInput>({ mutationKey: ['accounts', name], mutationFn });

export const loginMutation = mutation('login', login);
export const verifyLoginMutation = mutation('verifyLogin', verifyLogin);
export const freePlayMutation = mutation('freePlay', freePlay);
export const logoutMutation = mutation('logout', logout);
export const sendSmsCodeMutation = mutation('smsCode', sendSmsCode);
export const sendRegisterSmsCodeMutation = mutation('registerSmsCode', sendRegisterSmsCode);
export const registerMutation = mutation('register', register);
export const passwordResetEmailMutation = mutation('passwordResetEmail', sendPasswordResetEmail);
export const setPasswordByPhoneMutation = mutation('setPasswordByPhone', setPasswordByPhone);
export const changePasswordMutation = mutation('changePassword', changePassword);
