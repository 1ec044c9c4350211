/**
 * The register form's rules, apart from React (spec 2.5, 3 "Registration payload", 4 "Registration
 * method", 5 "Register"): which method and tabs the flags allow, which fields show and are required (the
 * register rules in force, the flags and the merchant's field order), each field's check, the payload, and
 * which field a platform refusal is about.
 */
import type { Flags, RegisterField } from '../../config/merchant-resolved.gen';
import type { RegisterRules } from '../../config/resolve';
import { check, type FieldRule, mobileRule, type PhoneCheck, type Problem, type RuleName } from '../../lib/validation';

export type { RegisterField };

/** The two registrations of spec 4 "Registration method". */
export type Method = 'username' | 'mobileNum';

export type Values = Record<RegisterField, string>;

export const EMPTY_VALUES: Values = {
  username: '',
  password: '',
  confirmPassword: '',
  paymentPassword: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  mobileNum: '',
  verificationCode: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
};

type MethodFlags = Pick<Flags, 'USERNAMEREG3' | 'MOBILENUMREG3'>;

/** Spec 2.5: the mobile tab shows only when both methods are on (so the tabs show only then). */
export const showsTabs = (flags: MethodFlags): boolean => flags.USERNAMEREG3 && flags.MOBILENUMREG3;

/** Spec 4: starts as username; mobileNum when mobile registration is on and username registration is not. */
export const initialMethod = (flags: MethodFlags): Method => (flags.MOBILENUMREG3 && !flags.USERNAMEREG3 ? 'mobileNum' : 'username');

/** The method in force: the one chosen while the flags still allow it, else the initial one. */
export function methodInForce(chosen: Method, flags: MethodFlags): Method {
  const allowed = chosen === 'mobileNum' ? flags.MOBILENUMREG3 : flags.USERNAMEREG3 || !flags.MOBILENUMREG3;
  return allowed ? chosen : initialMethod(flags);
}

export interface FieldPlan {
  name: RegisterField;
  required: boolean;
  /** The rule's bounds, pattern and message (the platform's). */
  rule: Partial<FieldRule>;
}

type PlanFlags = MethodFlags & Pick<Flags, 'REGMOBVERF3' | 'MOBILENUMPASSREG3'>;

/**
 * The fields to show, in the merchant's order. The rules in force decide the others; the method decides the
 * account field (username or mobile number, always shown and required); the password pair is always asked
 * by username and by mobile only with MOBILENUMPASSREG3; the SMS code goes with the mobile number when
 * REGMOBVERF3 is on; the captcha shows when its rule enables it. A field the rules require but the
 * merchant's order leaves out is still shown (else nobody could register): the account field first, the
 * password pair after it, the SMS code after the mobile number, others before the captcha, the captcha last.
 */
export function planFields(method: Method, order: readonly RegisterField[], rules: Readonly<Partial<RegisterRules>>, flags: PlanFlags): FieldPlan[] {
  const rule = (name: RegisterField): FieldRule => rules[name] ?? { enabled: false, required: false };
  const byMobile = method === 'mobileNum';
  const passwordAsked = !byMobile || flags.MOBILENUMPASSREG3;
  const mobileShown = byMobile || rule('mobileNum').enabled;
  const plan = (name: RegisterField): FieldPlan | undefined => {
    const own = rule(name);
    switch (name) {
      case 'username':
        return byMobile ? undefined : { name, required: true, rule: own };
      case 'password':
      case 'confirmPassword':
        return passwordAsked ? { name, required: true, rule: own } : undefined;
      case 'mobileNum':
        return mobileShown ? { name, required: byMobile || own.required, rule: own } : undefined;
      case 'verificationCode':
        return mobileShown && flags.REGMOBVERF3 ? { name, required: byMobile, rule: own } : undefined;
      case 'captcha':
        return own.enabled ? { name, required: true, rule: own } : undefined;
      default:
        return own.enabled ? { name, required: own.required, rule: own } : undefined;
    }
  };

  const listed = order.map(plan).filter((p): p is FieldPlan => p !== undefined);
  const has = (name: RegisterField) => listed.some((p) => p.name === name);
  const insertAfter = (name: RegisterField, after: RegisterField | 'start' | 'end') => {
    const p = plan(name);
    if (!p || has(name)) return;
    const at = after === 'start' ? 0 : after === 'end' ? listed.length : listed.findIndex((q) => q.name === after) + 1;
    listed.splice(at, 0, p);
  };
  const account: RegisterField = byMobile ? 'mobileNum' : 'username';
  insertAfter(account, 'start');
  insertAfter('password', account);
  insertAfter('confirmPassword', 'password');
  insertAfter('captcha', 'end');
  for (const [name, r] of Object.entries(rules)) {
    if (!(name in EMPTY_VALUES) || !r?.enabled || !r.required || has(name as RegisterField)) continue;
    const p = plan(name as RegisterField);
    const captchaAt = listed.findIndex((q) => q.name === 'captcha');
    if (p) listed.splice(captchaAt < 0 ? listed.length : captchaAt, 0, p);
  }
  // The SMS code belongs to a shown number: after it when the order leaves it out, gone without a number.
  if (has('mobileNum')) insertAfter('verificationCode', 'mobileNum');
  else if (has('verificationCode')) listed.splice(listed.findIndex((q) => q.name === 'verificationCode'), 1);
  return listed;
}

/** The rule of spec 5 each field is checked with. */
const RULE_OF: Record<RegisterField, RuleName> = {
  username: 'username',
  password: 'password',
  confirmPassword: 'confirmPassword',
  paymentPassword: 'paymentPassword',
  idNumber: 'text',
  qqNum: 'text',
  facebook: 'text',
  wechat: 'text',
  line: 'text',
  whatsapp: 'text',
  zalo: 'text',
  email: 'email',
  nickname: 'name',
  payeeName: 'name',
  mobileNum: 'mobileNum',
  verificationCode: 'verificationCode',
  recommenderId: 'text',
  affiliateCode: 'affiliateCode',
  captcha: 'captcha',
};

/** Passwords are taken as typed; everything else is trimmed. */
const SECRETS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** Kept while the player is away at a social sign-in provider: neither a secret nor a one-time answer. */
const NOT_KEPT: ReadonlySet<RegisterField> = new Set([...SECRETS, 'verificationCode', 'captcha']);

/** The typed values worth having back after the provider (never a password). */
export function keptValues(values: Values): Partial<Values> {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => value && !NOT_KEPT.has(name as RegisterField))) as Partial<Values>;
}

/** Values restored from such a draft (only the fields it may hold, only text). */
export function restoredValues(draft: Record<string, unknown> | undefined): Partial<Values> {
  return Object.fromEntries(Object.entries(draft ?? {}).filter(([name, value]) => name in EMPTY_VALUES && !NOT_KEPT.has(name as RegisterField) && typeof value === 'string')) as Partial<Values>;
}

export const fieldValue = (values: Values, name: RegisterField): string => (SECRETS.has(name) ? values[name] : values[name].trim());

export interface CheckInput {
  values: Values;
  /** Region of the chosen dialing code and the per-region number check (once loaded). */
  region?: string;
  phone?: PhoneCheck;
  /** The region's minimum length, where the live rule gives none. */
  mobileMin?: number;
}

/**
 * One field's check. The SMS code is also required whenever a mobile number is given (the platform checks
 * the code of any number it is sent while SMS verification is on).
 */
export function checkField(plan: FieldPlan, { values, region, phone, mobileMin }: CheckInput): Problem | undefined {
  const value = fieldValue(values, plan.name);
  const required = plan.required || (plan.name === 'verificationCode' && values.mobileNum.trim() !== '');
  const rule = { ...plan.rule, required };
  switch (plan.name) {
    case 'confirmPassword':
      return check('confirmPassword', value, { rule, password: values.password });
    case 'mobileNum':
      return check('mobileNum', value, { rule: mobileRule(mobileMin, rule, rule.required), region, phone });
    default:
      return check(RULE_OF[plan.name], value, { rule });
  }
}

export function checkAll(plans: readonly FieldPlan[], input: CheckInput): Partial<Record<RegisterField, Problem>> {
  const out: Partial<Record<RegisterField, Problem>> = {};
  for (const plan of plans) {
    const problem = checkField(plan, input);
    if (problem) out[plan.name] = problem;
  }
  return out;
}

export type Payload = Partial<Record<RegisterField | 'countryDialingCode' | 'domain', string>>;

/**
 * The text fields of the register call (spec 3): every shown field with a value, the dialing code with a
 * mobile number, the invitation code typed (else the one from the URL) and the URL's domain.
 */
export function registerPayload(plans: readonly FieldPlan[], values: Values, extra: { countryDialingCode?: string; urlAffiliateCode?: string; domain?: string }): Payload {
  const out: Payload = {};
  for (const { name } of plans) {
    const value = fieldValue(values, name);
    if (value) out[name] = value;
  }
  const affiliateCode = out.affiliateCode ?? extra.urlAffiliateCode;
  if (affiliateCode) out.affiliateCode = affiliateCode;
  if (out.mobileNum && extra.countryDialingCode) out.countryDialingCode = extra.countryDialingCode;
  if (extra.domain) out.domain = extra.domain;
  return out;
}

/** The affiliate parameters of a register link (spec 3: affiliateCode taken from the URL, domain from its affiliate params). */
export function affiliateFromUrl(params: URLSearchParams): { code?: string; domain?: string } {
  const code = params.get('affiliateCode')?.trim();
  const domain = params.get('domain')?.trim();
  return { ...(code ? { code } : {}), ...(domain ? { domain } : {}) };
}

/** Error codes that are about one field (platform-api.md and the simulator's register refusals). */
const FIELD_OF_CODE: Record<string, RegisterField | 'account'> = {
  'register.username.exists': 'account',
  'register.password.confirm': 'confirmPassword',
  'captcha.err': 'captcha',
  'verification.code.err': 'verificationCode',
  'affiliate.invalid': 'affiliateCode',
  'mobile.invalid': 'mobileNum',
};

/** The shown field a refusal names (by its error code, or `value.field`), if any. */
export function fieldOfRefusal(error: { errorCode?: string; value?: unknown }, method: Method, shown: readonly RegisterField[]): RegisterField | undefined {
  const byCode = FIELD_OF_CODE[error.errorCode ?? ''];
  const named = error.value && typeof error.value === 'object' ? (error.value as { field?: unknown }).field : undefined;
  const candidate = byCode === 'account' ? (method === 'mobileNum' ? 'mobileNum' : 'username') : (byCode ?? named);
  return shown.find((name) => name === candidate);
}
