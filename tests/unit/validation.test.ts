/**
 * Field verification by rule name (spec 5) and its messages (spec 8, word for word in EN); phone numbers
 * per region with libphonenumber-js (issue 4); the register settings and country list readers.
 */
import { describe, expect, it } from 'vitest';
import { parseCountries, parseRegisterSettings } from '../../src/api/system';
import en from '../../src/i18n/locales/en.json';
import { registerMethod } from '../../src/lib/environment';
import { loadPhoneCheck } from '../../src/lib/phone';
import { check, EMAIL_PATTERN, firstInvalid, type Problem, problemsOf } from '../../src/lib/validation';

/** The EN text of a problem, with its values filled in (as i18next would). */
function english(problem: Problem | undefined): string | undefined {
  if (!problem) return undefined;
  if ('text' in problem) return problem.text;
  const [ns, key] = problem.key.split('.') as [keyof typeof en, string];
  const template = (en[ns] as Record<string, string>)[key];
  expect(template, `EN has ${problem.key}`).toBeTypeOf('string');
  return (template as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(problem.values?.[name]));
}

describe('spec 8 messages, word for word in EN', () => {
  it.each([
    ['captcha', '', 'Enter a captcha'],
    ['email', 'not-an-email', 'email incorrect'],
    ['confirmPassword', 'other', 'Confirmation password not matched'],
    ['username', 'a b', 'Account format is incorrect'],
    ['password', '123', 'Password format is incorrect'],
    ['verificationCode', 'abc', 'Verification code error'],
    ['name', '<b>', 'Name format is not valid'],
    ['affiliateCode', 'bad code!', 'Invalid invitation code'],
  ] as const)('%s %j → %s', (rule, value, message) => {
    expect(english(check(rule, value, { password: 'secret12' }))).toBe(message);
  });
});

describe('check', () => {
  it('skips an empty field that is not required, and refuses an empty required one', () => {
    expect(check('email', '', { rule: { required: false } })).toBeUndefined();
    expect(check('text', '')).toBeUndefined();
    expect(english(check('text', '', { rule: { required: true } }))).toBe('This field is required');
    expect(english(check('username', ''))).toBe('Account format is incorrect');
  });

  it('user names: the platform pattern replaces the default; existing accounts are held only to stated bounds', () => {
    expect(check('username', 'ab.cd')).toBeDefined();
    expect(check('username', 'ab.cd', { rule: { pattern: '^[a-z.]+$' } })).toBeUndefined();
    expect(check('loginUsername', 'first.last.name.over16')).toBeUndefined();
    expect(check('loginUsername', 'has space')).toBeDefined();
    expect(check('loginUsername', 'abcdefgh', { rule: { maxLength: 6 } })).toBeDefined();
  });

  it('captcha: numeric, at most 6 characters', () => {
    expect(check('captcha', '123456')).toBeUndefined();
    expect(english(check('captcha', '1234567'))).toBe('Enter a captcha');
    expect(english(check('captcha', '12a4'))).toBe('Enter a captcha');
  });

  it('SMS code: numeric, at most 10', () => {
    expect(check('verificationCode', '0123456789')).toBeUndefined();
    expect(check('verificationCode', '01234567890')).toBeDefined();
  });

  it('password: the bounds of the live rule win over the defaults (6–20)', () => {
    expect(check('password', 'abcdef')).toBeUndefined();
    expect(check('password', 'abcde')).toBeDefined();
    expect(check('password', 'a'.repeat(21))).toBeDefined();
    expect(check('password', 'abcdef', { rule: { minLength: 8 } })).toBeDefined();
    expect(check('password', 'abc', { rule: { minLength: 3, maxLength: 4 } })).toBeUndefined();
    expect(check('password', 'abc def')).toBeDefined();
  });

  it('a pattern the platform configures is applied, and its own message is shown', () => {
    const rule = { pattern: '^[a-z]+$', message: 'Only small letters, please' };
    expect(check('username', 'abcd', { rule })).toBeUndefined();
    expect(check('username', 'abcd1', { rule })).toEqual({ text: 'Only small letters, please' });
    expect(check('username', 'abcd', { rule: { pattern: '([' } }), 'an unreadable pattern is ignored').toBeUndefined();
  });

  it('confirmation: required when a password was typed, and equal to it', () => {
    expect(english(check('confirmPassword', '', { password: 'secret12' }))).toBe('Incorrect password');
    expect(english(check('confirmPassword', '', { password: 'secret12', requiredKey: 'validation.enterPassword' }))).toBe('Enter password');
    expect(check('confirmPassword', 'secret12', { password: 'secret12' })).toBeUndefined();
  });

  it('e-mail: the spec pattern, under 255 characters', () => {
    for (const ok of ['a@b.co', 'first.last@example.com', 'x_1@mail.example.co.uk']) expect(EMAIL_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['a@b', 'a@b.c', 'a@b.comm1', '@b.com', 'a b@c.com', 'a@b.museum']) expect(EMAIL_PATTERN.test(bad), bad).toBe(false);
    const long = `${'a'.repeat(250)}@b.com`;
    expect(long.length).toBeGreaterThanOrEqual(255);
    expect(english(check('email', long))).toBe('email incorrect');
  });

  it('mobile number: per region with libphonenumber-js; the message carries the configured minimum length', async () => {
    const phone = await loadPhoneCheck();
    expect(check('mobileNum', '0912345678', { region: 'MM', phone })).toBeUndefined();
    expect(check('mobileNum', '0812345678', { region: 'TH', phone })).toBeUndefined();
    expect(check('mobileNum', '0501234567', { region: 'SA', phone })).toBeUndefined();
    expect(english(check('mobileNum', '0950000000', { region: 'MM', phone }))).toBe('Please enter a valid mobile number. At least 7 digits.');
    expect(english(check('mobileNum', '0912345678', { region: 'SA', phone }))).toBe('Please enter a valid mobile number. At least 7 digits.');
    expect(english(check('mobileNum', '12', { region: 'MM', phone, rule: { minLength: 9 } }))).toBe('Please enter a valid mobile number. At least 9 digits.');
    expect(english(check('mobileNum', '', { region: 'MM', phone }))).toBe('Please enter a valid mobile number. At least 7 digits.');
    expect(check('mobileNum', '', { rule: { required: false } })).toBeUndefined();
    expect(check('mobileNum', '09123456789012345678901', { region: 'MM', phone }), 'over 20 characters').toBeDefined();
  });

  it('firstInvalid follows the form order; problemsOf drops what passes', () => {
    const problems = problemsOf({ username: undefined, password: { key: 'x' }, captcha: { key: 'y' } });
    expect(Object.keys(problems)).toEqual(['password', 'captcha']);
    expect(firstInvalid(['username', 'captcha', 'password'] as const, problems)).toBe('captcha');
    expect(firstInvalid(['username'] as const, problems)).toBeUndefined();
  });
});

describe('register settings and countries (GET /wps/system/setting/register, /wps/system/country)', () => {
  it('reads each field rule; an absent enabled flag means shown', () => {
    const settings = parseRegisterSettings({
      username: { enabled: true, required: true, minLength: 4, maxLength: 16 },
      email: { enabled: '0', required: '1' },
      nickname: { required: false, acceptedPattern: '^\\w+$', message: 'Letters only' },
      junk: 3,
    });
    expect(settings.username).toEqual({ enabled: true, required: true, minLength: 4, maxLength: 16 });
    expect(settings.email).toEqual({ enabled: false, required: true });
    expect(settings.nickname).toEqual({ enabled: true, required: false, pattern: '^\\w+$', message: 'Letters only' });
    expect(settings.junk).toBeUndefined();
    expect(() => parseRegisterSettings([1])).toThrow();
  });

  it('reads countries with upper-case codes and bare dialing codes', () => {
    expect(parseCountries([{ countryCode: 'mm', countryDialingCode: '+95', countryName: 'Myanmar', mobileMinLength: 7 }])).toEqual([
      { code: 'MM', dialingCode: '95', name: 'Myanmar', mobileMinLength: 7, mobileMaxLength: undefined },
    ]);
    expect(() => parseCountries({})).toThrow();
  });
});

describe('registerMethod (spec 3: APP, H5, PWA or WEBCLIP by environment)', () => {
  const win = (userAgent: string, standalone?: boolean, displayStandalone = false) =>
    ({ navigator: { userAgent, standalone } as unknown as Navigator, matchMedia: () => ({ matches: displayStandalone }) as unknown as MediaQueryList }) as Pick<Window, 'matchMedia' | 'navigator'>;
  it('APP in an Android web view', () => expect(registerMethod(win('Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit'))).toBe('APP'));
  it('WEBCLIP in an iOS home-screen clip', () => expect(registerMethod(win('Mozilla/5.0 (iPhone)', true))).toBe('WEBCLIP'));
  it('PWA when installed', () => expect(registerMethod(win('Mozilla/5.0 (Linux; Android 13)', undefined, true))).toBe('PWA'));
  it('H5 in a browser tab', () => expect(registerMethod(win('Mozilla/5.0 (Linux; Android 13)'))).toBe('H5'));
});
