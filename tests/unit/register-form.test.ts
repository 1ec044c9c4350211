/**
 * The register form's rules (spec 2.5; 4 "Registration method"; 5 "Register"; 3 "Registration payload"):
 * methods and tabs from the flags, the fields from the live settings in the merchant's order, each check
 * and its message, the payload, the invitation link's parameters and which field a refusal is about.
 */
import { describe, expect, it } from 'vitest';
import type { RegisterSettings } from '../../src/api/system';
import type { Flags } from '../../src/config/merchant-resolved.gen';
import type { PhoneCheck } from '../../src/lib/validation';
import {
  affiliateFromUrl,
  checkAll,
  checkField,
  EMPTY_VALUES,
  type FieldPlan,
  fieldOfRefusal,
  initialMethod,
  methodInForce,
  planFields,
  type RegisterField,
  registerPayload,
  showsTabs,
  type Values,
} from '../../src/widgets/register/register-form';

type PlanFlags = Pick<Flags, 'USERNAMEREG3' | 'MOBILENUMREG3' | 'REGMOBVERF3' | 'MOBILENUMPASSREG3'>;
const FLAGS: PlanFlags = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true };

/** The simulator's default register settings (src/platform-sim/state.ts). */
const SETTINGS: RegisterSettings = {
  username: { enabled: true, required: true, minLength: 4, maxLength: 16 },
  password: { enabled: true, required: true, minLength: 6, maxLength: 20 },
  confirmPassword: { enabled: true, required: true },
  mobileNum: { enabled: true, required: false, minLength: 7, maxLength: 20 },
  verificationCode: { enabled: true, required: false },
  affiliateCode: { enabled: true, required: false },
  captcha: { enabled: true, required: true },
};

const DEMO_ORDER: RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'email',
  'nickname',
  'payeeName',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'recommenderId',
  'affiliateCode',
  'captcha',
];
const JADE_ORDER: RegisterField[] = ['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode', 'captcha'];

const names = (plans: FieldPlan[]) => plans.map((p) => p.name);
const values = (v: Partial<Values>): Values => ({ ...EMPTY_VALUES, ...v });
const planOf = (name: RegisterField, required = true, rule: FieldPlan['rule'] = {}): FieldPlan => ({ name, required, rule });

describe('registration method and tabs (spec 2.5, 4)', () => {
  it.each([
    [true, true, true, 'username'],
    [true, false, false, 'username'],
    [false, true, false, 'mobileNum'],
    [false, false, false, 'username'],
  ] as const)('USERNAMEREG3 %s, MOBILENUMREG3 %s: tabs %s, starts as %s', (USERNAMEREG3, MOBILENUMREG3, tabs, initial) => {
    expect(showsTabs({ USERNAMEREG3, MOBILENUMREG3 })).toBe(tabs);
    expect(initialMethod({ USERNAMEREG3, MOBILENUMREG3 })).toBe(initial);
  });

  it('keeps a chosen method while the flags allow it, else falls back to the initial one', () => {
    expect(methodInForce('mobileNum', { USERNAMEREG3: true, MOBILENUMREG3: true })).toBe('mobileNum');
    expect(methodInForce('mobileNum', { USERNAMEREG3: true, MOBILENUMREG3: false })).toBe('username');
    expect(methodInForce('username', { USERNAMEREG3: false, MOBILENUMREG3: true })).toBe('mobileNum');
  });
});

describe('fields from the live settings, the flags and the merchant order', () => {
  it('demo by user name: the enabled fields in demo order; the SMS code goes with the number', () => {
    const plans = planFields('username', DEMO_ORDER, SETTINGS, FLAGS);
    expect(names(plans)).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'affiliateCode', 'captcha']);
    expect(plans.filter((p) => p.required).map((p) => p.name)).toEqual(['username', 'password', 'confirmPassword', 'captcha']);
    expect(plans.find((p) => p.name === 'mobileNum')?.rule).toMatchObject({ minLength: 7, maxLength: 20 });
  });

  it('demo by mobile: no user name; the number and its code required', () => {
    const plans = planFields('mobileNum', DEMO_ORDER, SETTINGS, FLAGS);
    expect(names(plans)).toEqual(['password', 'confirmPassword', 'mobileNum', 'verificationCode', 'affiliateCode', 'captcha']);
    expect(plans.filter((p) => p.required).map((p) => p.name)).toEqual(['password', 'confirmPassword', 'mobileNum', 'verificationCode', 'captcha']);
  });

  it('MOBILENUMPASSREG3 off: no password by mobile; REGMOBVERF3 off: no SMS code', () => {
    expect(names(planFields('mobileNum', JADE_ORDER, SETTINGS, { ...FLAGS, MOBILENUMPASSREG3: false }))).toEqual(['mobileNum', 'verificationCode', 'affiliateCode', 'captcha']);
    expect(names(planFields('mobileNum', JADE_ORDER, SETTINGS, { ...FLAGS, REGMOBVERF3: false }))).toEqual(['mobileNum', 'password', 'confirmPassword', 'affiliateCode', 'captcha']);
    expect(names(planFields('username', DEMO_ORDER, SETTINGS, { ...FLAGS, REGMOBVERF3: false }))).not.toContain('verificationCode');
  });

  it('a field the settings disable or omit is not shown; an enabled one in the order is', () => {
    const settings: RegisterSettings = { ...SETTINGS, affiliateCode: { enabled: false, required: false }, email: { enabled: true, required: false }, zalo: { enabled: true, required: true } };
    const plans = planFields('username', DEMO_ORDER, settings, FLAGS);
    expect(names(plans)).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'email', 'zalo', 'captcha']);
    expect(plans.find((p) => p.name === 'email')?.required).toBe(false);
    expect(plans.find((p) => p.name === 'zalo')?.required).toBe(true);
  });

  it('what the order leaves out but registering needs is still shown: account first, SMS code after the number, required ones before the captcha', () => {
    const settings: RegisterSettings = { ...SETTINGS, email: { enabled: true, required: true }, nickname: { enabled: true, required: false } };
    expect(names(planFields('mobileNum', ['captcha'], settings, FLAGS))).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'email', 'captcha']);
    expect(names(planFields('username', ['captcha', 'password'], { ...SETTINGS, captcha: { enabled: false, required: true } }, FLAGS))).toEqual([
      'username',
      'password',
      'confirmPassword',
    ]);
  });
});

describe('checks and their messages (spec 5, 8)', () => {
  const mobile = planOf('mobileNum', true, { minLength: 7, maxLength: 20 });
  const validMm: PhoneCheck = (number, region) => region === 'MM' && /^09\d{7,9}$/.test(number);

  it('confirmation: required ("Incorrect password") and equal to the password ("Confirmation password not matched")', () => {
    const confirm = planOf('confirmPassword');
    expect(checkField(confirm, { values: values({ password: 'secret1' }) })).toEqual({ key: 'validation.confirmRequired' });
    expect(checkField(confirm, { values: values({ password: 'secret1', confirmPassword: 'secret2' }) })).toEqual({ key: 'validation.confirmMismatch' });
    expect(checkField(confirm, { values: values({ password: 'secret1', confirmPassword: 'secret1' }) })).toBeUndefined();
  });

  it('mobile number: the message quotes the minimum length of the rule, else the region; the region check applies', () => {
    expect(checkField(mobile, { values: values({ mobileNum: '12345' }) })).toEqual({ key: 'validation.mobileMin', values: { min: 7 } });
    expect(checkField(planOf('mobileNum'), { values: values({ mobileNum: '12345' }), mobileMin: 9 })).toEqual({ key: 'validation.mobileMin', values: { min: 9 } });
    expect(checkField(mobile, { values: values({ mobileNum: '0112345678' }), region: 'MM', phone: validMm })).toEqual({ key: 'validation.mobileMin', values: { min: 7 } });
    expect(checkField(mobile, { values: values({ mobileNum: ' 0912345678 ' }), region: 'MM', phone: validMm })).toBeUndefined();
  });

  it('SMS code: digits only, at most 10; needed whenever a number is given', () => {
    const code = planOf('verificationCode', false);
    expect(checkField(code, { values: values({}) })).toBeUndefined();
    expect(checkField(code, { values: values({ mobileNum: '0912345678' }) })).toEqual({ key: 'validation.codeError' });
    expect(checkField(code, { values: values({ verificationCode: '12ab' }) })).toEqual({ key: 'validation.codeError' });
    expect(checkField(code, { values: values({ verificationCode: '12345678901' }) })).toEqual({ key: 'validation.codeError' });
    expect(checkField(code, { values: values({ verificationCode: '1234567890' }) })).toBeUndefined();
  });

  it('captcha: required ("Enter a captcha"), numeric, at most 6', () => {
    const captcha = planOf('captcha');
    expect(checkField(captcha, { values: values({}) })).toEqual({ key: 'message.enterCaptcha' });
    expect(checkField(captcha, { values: values({ captcha: '12a' }) })).toEqual({ key: 'validation.captchaFormat' });
    expect(checkField(captcha, { values: values({ captcha: '1234567' }) })).toEqual({ key: 'validation.captchaFormat' });
    expect(checkField(captcha, { values: values({ captcha: '123456' }) })).toBeUndefined();
  });

  it('optional fields pass empty; the live rule bounds and the platform message apply when filled', () => {
    const qq = planOf('qqNum', false, { minLength: 5, message: 'QQ must be 5 digits or more' });
    expect(checkField(qq, { values: values({}) })).toBeUndefined();
    expect(checkField(qq, { values: values({ qqNum: '123' }) })).toEqual({ text: 'QQ must be 5 digits or more' });
    expect(checkField(planOf('email', false), { values: values({ email: 'nope' }) })).toEqual({ key: 'validation.emailIncorrect' });
    expect(checkField(planOf('affiliateCode', false), { values: values({ affiliateCode: 'bad code!' }) })).toEqual({ key: 'validation.invalidInvitation' });
  });

  it('checkAll lists every failing field', () => {
    const plans = planFields('username', DEMO_ORDER, SETTINGS, FLAGS);
    expect(Object.keys(checkAll(plans, { values: values({ username: 'ok_name' }) }))).toEqual(['password', 'confirmPassword', 'captcha']);
  });
});

describe('the register payload (spec 3)', () => {
  const plans = planFields('username', DEMO_ORDER, SETTINGS, FLAGS);

  it('carries the shown fields with a value (passwords as typed, the rest trimmed), the dialing code with a number, the URL code and domain', () => {
    const payload = registerPayload(
      plans,
      values({ username: ' newbie ', password: ' pw 123', confirmPassword: ' pw 123', mobileNum: '0912345678 ', captcha: '4821', email: 'hidden@example.com' }),
      { countryDialingCode: '95', urlAffiliateCode: 'AF100002', domain: 'promo.example' },
    );
    expect(payload).toEqual({
      username: 'newbie',
      password: ' pw 123',
      confirmPassword: ' pw 123',
      mobileNum: '0912345678',
      captcha: '4821',
      affiliateCode: 'AF100002',
      countryDialingCode: '95',
      domain: 'promo.example',
    });
  });

  it('a typed invitation code wins over the URL; without a number no dialing code', () => {
    const payload = registerPayload(plans, values({ username: 'u1234', affiliateCode: 'TYPED' }), { countryDialingCode: '95', urlAffiliateCode: 'FROMURL' });
    expect(payload).toEqual({ username: 'u1234', affiliateCode: 'TYPED' });
  });

  it('reads affiliateCode and domain from an invitation link', () => {
    expect(affiliateFromUrl(new URLSearchParams('affiliateCode=AF1&domain=promo.example'))).toEqual({ code: 'AF1', domain: 'promo.example' });
    expect(affiliateFromUrl(new URLSearchParams('affiliateCode=%20&lang=EN'))).toEqual({});
  });
});

describe('which field a platform refusal is about', () => {
  const shown: RegisterField[] = ['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'affiliateCode', 'captcha'];

  it.each([
    [{ errorCode: 'register.username.exists' }, 'username', 'username'],
    [{ errorCode: 'register.username.exists' }, 'mobileNum', 'mobileNum'],
    [{ errorCode: 'captcha.err', value: { captcha: true } }, 'username', 'captcha'],
    [{ errorCode: 'verification.code.err' }, 'username', 'verificationCode'],
    [{ errorCode: 'register.password.confirm' }, 'username', 'confirmPassword'],
    [{ errorCode: 'register.field.required', value: { field: 'affiliateCode' } }, 'username', 'affiliateCode'],
    [{ errorCode: 'register.field.required', value: { field: 'email' } }, 'username', undefined],
    [{ errorCode: 'sim.fault.500' }, 'username', undefined],
  ] as const)('%o by %s: %s', (error, method, field) => {
    expect(fieldOfRefusal(error, method, shown)).toBe(field);
  });
});
