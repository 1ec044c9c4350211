/**
 * The shared field verification of spec 5: one check per rule name, answering nothing (pass) or a
 * problem (an i18n key with its values, or the platform's own message for a rule it configured).
 * Bounds come from the live register settings when the platform gives them, else from these defaults.
 * An empty field that is not required passes.
 */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  /** A regular expression the platform accepts for the field (`acceptedPattern`). */
  pattern?: string;
  /** The platform's own message for a value its pattern refuses. */
  message?: string;
}

export type Problem = { key: string; values?: Record<string, string | number> } | { text: string };

/** Whether a number is valid for a region (ISO 3166 alpha-2); see lib/phone.ts. */
export type PhoneCheck = (number: string, region: string) => boolean;

export type RuleName =
  | 'loginUsername'
  | 'loginPassword'
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'paymentPassword'
  | 'mobileNum'
  | 'verificationCode'
  | 'captcha'
  | 'email'
  | 'name'
  | 'affiliateCode'
  | 'text';

export interface CheckContext {
  rule?: Partial<FieldRule>;
  /** For confirmPassword: the password it must equal. */
  password?: string;
  /** For mobileNum: the region of the chosen dialing code and the number check (loaded lazily). */
  region?: string;
  phone?: PhoneCheck;
  /** The message when a required field is empty, where the rule's own does not fit. */
  requiredKey?: string;
}

/** Spec §9: captcha at most 6 characters, SMS code at most 10, mobile at most 20; e-mail under 255. */
export const LIMITS = { captcha: 6, smsCode: 10, mobile: 20, email: 255, mobileMin: 7 } as const;

/**
 * Spec 5 (forgot password): word characters with optional dot-segments, @, a domain, a 2–3 letter
 * suffix 1–3 times. The domain may have dotted parts (mail.example.co.uk), which the spec's wording allows.
 */
export const EMAIL_PATTERN = /^\w+([.-]\w+)*@\w+([.-]\w+)*(\.[A-Za-z]{2,3}){1,3}$/;

const DEFAULTS: Partial<Record<RuleName, { min: number; max: number }>> = {
  username: { min: 4, max: 16 },
  password: { min: 6, max: 20 },
  paymentPassword: { min: 6, max: 6 },
  name: { min: 1, max: 30 },
};

const REQUIRED_KEY: Partial<Record<RuleName, string>> = {
  loginUsername: 'validation.accountFormat',
  loginPassword: 'message.enterUsernamePassword',
  username: 'validation.accountFormat',
  password: 'validation.passwordFormat',
  confirmPassword: 'validation.confirmRequired',
  verificationCode: 'validation.codeError',
  captcha: 'message.enterCaptcha',
  email: 'validation.emailIncorrect',
  name: 'validation.nameFormat',
  affiliateCode: 'validation.invalidInvitation',
};

const key = (k: string, values?: Record<string, string | number>): Problem => (values ? { key: k, values } : { key: k });

function withinLength(value: string, rule: Partial<FieldRule> | undefined, name: RuleName): boolean {
  const d = DEFAULTS[name];
  const min = rule?.minLength ?? d?.min ?? 0;
  const max = rule?.maxLength ?? d?.max ?? Number.POSITIVE_INFINITY;
  return value.length >= min && value.length <= max;
}

function matchesPattern(value: string, rule: Partial<FieldRule> | undefined): boolean {
  if (!rule?.pattern) return true;
  try {
    return new RegExp(rule.pattern).test(value);
  } catch {
    return true; // a pattern the browser cannot read is the platform's mistake, not the player's
  }
}

/** The minimum mobile length the message quotes (spec 5: "formatted with the configured minimum length"). */
export const mobileMinLength = (rule?: Partial<FieldRule>): number => rule?.minLength ?? LIMITS.mobileMin;

/**
 * The rule a mobile number is held to, the same on every screen: the platform's register rule for the
 * field, with the minimum length of the chosen region (the country list's) where the platform gives one.
 */
export function mobileRule(regionMinLength: number | undefined, rule?: Partial<FieldRule>, required = true): Partial<FieldRule> {
  const minLength = regionMinLength ?? rule?.minLength;
  return { ...rule, required, ...(minLength !== undefined ? { minLength } : {}) };
}

/** Checks one value by rule name; `undefined` means it passes. Values are checked as given (trim before). */
export function check(name: RuleName, value: string, ctx: CheckContext = {}): Problem | undefined {
  const { rule } = ctx;
  const required = rule?.required ?? name !== 'text';
  if (value === '') {
    if (name === 'confirmPassword' && ctx.password) return key(ctx.requiredKey ?? 'validation.confirmRequired');
    if (name === 'mobileNum' && required && !ctx.requiredKey) return key('validation.mobileMin', { min: mobileMinLength(rule) });
    return required ? key(ctx.requiredKey ?? REQUIRED_KEY[name] ?? 'validation.required') : undefined;
  }
  const refused = (fallback: string, values?: Record<string, string | number>) => (rule?.message ? { text: rule.message } : key(fallback, values));
  switch (name) {
    case 'loginPassword':
      return undefined;
    case 'loginUsername':
    case 'username': {
      // The platform's pattern, when it gives one, replaces Livery's letters-digits-underscore default;
      // an existing account (loginUsername) is only held to bounds the platform states.
      const charset = rule?.pattern ? matchesPattern(value, rule) : name === 'loginUsername' ? !/\s/.test(value) : /^[A-Za-z0-9_]+$/.test(value);
      const bounds = name === 'loginUsername' && rule?.minLength === undefined && rule?.maxLength === undefined ? value.length <= 64 : withinLength(value, rule, name);
      return charset && bounds ? undefined : refused('validation.accountFormat');
    }
    case 'password':
    case 'paymentPassword':
      return withinLength(value, rule, name) && matchesPattern(value, rule) && !/\s/.test(value) ? undefined : refused('validation.passwordFormat');
    case 'confirmPassword':
      return value === ctx.password ? undefined : key('validation.confirmMismatch');
    case 'mobileNum': {
      const min = mobileMinLength(rule);
      const digits = /^\+?\d+$/.test(value) && value.replace(/\D/g, '').length >= min && value.length <= (rule?.maxLength ?? LIMITS.mobile);
      const valid = digits && (!ctx.phone || !ctx.region || ctx.phone(value, ctx.region));
      return valid ? undefined : key('validation.mobileMin', { min });
    }
    case 'verificationCode':
      return /^\d+$/.test(value) && value.length <= LIMITS.smsCode ? undefined : key('validation.codeError');
    case 'captcha':
      return /^\d+$/.test(value) && value.length <= LIMITS.captcha ? undefined : key('validation.captchaFormat');
    case 'email':
      return value.length < LIMITS.email && EMAIL_PATTERN.test(value) && matchesPattern(value, rule) ? undefined : refused('validation.emailIncorrect');
    case 'name':
      return withinLength(value, rule, name) && matchesPattern(value, rule) && !/[<>"'`;]/.test(value) ? undefined : refused('validation.nameFormat');
    case 'affiliateCode':
      return /^[A-Za-z0-9_-]{1,32}$/.test(value) && matchesPattern(value, rule) ? undefined : key('validation.invalidInvitation');
    case 'text':
      return withinLength(value, rule, name) && matchesPattern(value, rule) ? undefined : refused('validation.formatIncorrect');
  }
}

/** The first field (in the given order) that has a problem, for focusing it (spec 5). */
export function firstInvalid<K extends string>(order: readonly K[], problems: Partial<Record<K, Problem>>): K | undefined {
  return order.find((name) => problems[name] !== undefined);
}

/** Drops the entries that pass. */
export function problemsOf<K extends string>(checks: Record<K, Problem | undefined>): Partial<Record<K, Problem>> {
  return Object.fromEntries(Object.entries(checks).filter(([, p]) => p !== undefined)) as Partial<Record<K, Problem>>;
}
