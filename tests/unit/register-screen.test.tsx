// @vitest-environment jsdom
/**
 * The register screen in the whole app against the simulator (spec 2.5, 3, 4, 5): what the register call
 * carries (registerMethod, registerUrl, the invitation link's code and domain), a login with the new
 * credentials when the register answer carries no session, errors checked again after a language change,
 * and the field rules: the platform's where it gives one, the merchant's where it does not.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RegisterInput } from '../../src/api/accounts';
import { configureApi } from '../../src/api/http';
import { App, createQueryClient } from '../../src/app/app';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { initI18n, switchLanguage } from '../../src/i18n/setup';
import my from '../../src/i18n/locales/my.json';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { useSessionStore } from '../../src/state/session';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const sent = vi.hoisted(() => [] as unknown[]);
vi.mock('../../src/api/accounts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/api/accounts')>();
  return {
    ...actual,
    register: (input: RegisterInput) => {
      sent.push(input);
      return actual.register(input);
    },
  };
});

const merchants = loadAllMerchants();
const demo = merchants.get('demo') as MerchantConfig;
const simulator = createPlatformSimulator(merchants.values());
const server = setupServer(http.all('*', ({ request }) => simulator.fetch(request)));

beforeAll(async () => {
  // jsdom has no scrolling; the screen scrolls to the top when it opens.
  window.scrollTo = () => undefined;
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: '', merchantCode: 'DEMO', language: () => 'EN', token: () => useSessionStore.getState().session?.token, encryption: 'platform' });
  await initI18n('EN');
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  sent.length = 0;
  useSessionStore.getState().clearSession();
  await switchLanguage('EN');
  await simulator.fetch(new Request('http://localhost/__sim/reset', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }));
});
afterAll(() => server.close());

function open(path: string, config = demo) {
  window.history.pushState({}, '', path);
  return render(<App config={config} queryClient={createQueryClient()} />);
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** The answer of the captcha image the screen shows (the newest the simulator issued). */
async function captchaAnswer(): Promise<string> {
  await waitFor(() => expect(screen.getByTestId('register-captcha-image').querySelector('img')).not.toBeNull());
  const answers = (await (await simulator.fetch(new Request('http://localhost/__sim/captcha', { headers: { Merchant: 'DEMO' } }))).json()) as string[];
  return answers.at(-1) ?? '';
}

describe('the register call', () => {
  it('carries registerMethod H5, the host name, and the code and domain of the invitation link; the player is then logged in', async () => {
    open('/m/register?affiliateCode=AF100002&domain=promo.example');
    await screen.findByTestId('register-form');
    expect((screen.getByTestId('register-affiliateCode') as HTMLInputElement).value).toBe('AF100002');
    type('register-username', 'newbie01');
    type('register-password', 'Secret123');
    type('register-confirmPassword', 'Secret123');
    type('register-captcha', await captchaAnswer());
    fireEvent.click(screen.getByTestId('register-submit'));

    await waitFor(() => expect(useSessionStore.getState().session?.userName).toBe('newbie01'));
    expect(sent).toEqual([
      {
        via: 'username',
        registerMethod: 'H5',
        registerUrl: window.location.hostname,
        username: 'newbie01',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        captcha: expect.stringMatching(/^\d+$/),
        affiliateCode: 'AF100002',
        domain: 'promo.example',
      },
    ]);
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
    expect(screen.getByText('registered successfully')).toBeTruthy();
  }, 20_000);

  it('without a session in the answer, logs in with the new credentials', async () => {
    server.use(http.put('*/wps/member/register', () => HttpResponse.json({ success: true, value: null })));
    open('/m/register');
    await screen.findByTestId('register-form');
    // The simulator's seed member stands for the account the platform just made.
    type('register-username', 'player01');
    type('register-password', 'Player123');
    type('register-confirmPassword', 'Player123');
    type('register-captcha', await captchaAnswer());
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(useSessionStore.getState().session).toMatchObject({ userName: 'player01', merchantCode: 'DEMO', type: 0 }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  }, 20_000);
});

describe('the register field rules (spec 3 "Registration rules config": live settings over the merchant\'s)', () => {
  const shownFields = () => [...screen.getByTestId('register-form').querySelectorAll('[data-field]')].map((el) => el.getAttribute('data-field'));
  const merchantRules = (): MerchantConfig => {
    const config = structuredClone(demo);
    config.register.rules = { ...config.register.rules, email: 'required', nickname: 'optional', affiliateCode: 'hidden' };
    return config;
  };

  it('a field the platform leaves out follows the merchant\'s rule; a field it gives follows the platform\'s', async () => {
    open('/m/register', merchantRules());
    await screen.findByTestId('register-form');
    // The simulator gives no rule for e-mail or nickname, and enables the invitation code.
    expect(shownFields()).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'verificationCode', 'email', 'nickname', 'affiliateCode', 'captcha']);
    type('register-username', 'newbie02');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-email-error')).toBeTruthy();
    expect(screen.queryByTestId('register-nickname-error')).toBeNull();
  });

  it('the platform\'s rule wins over the merchant\'s once it gives one', async () => {
    await simulator.fetch(
      new Request('http://localhost/__sim/register-settings', {
        method: 'PATCH',
        headers: { Merchant: 'DEMO', 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: { enabled: false }, nickname: { enabled: true, required: true } }),
      }),
    );
    open('/m/register', merchantRules());
    await screen.findByTestId('register-form');
    expect(shownFields()).not.toContain('email');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-nickname-error')).toBeTruthy();
  });
});

describe('errors after a language change (spec 5: re-validated)', () => {
  it('are checked again: a mismatch fixed meanwhile goes, the others show in the new language', async () => {
    open('/m/register');
    await screen.findByTestId('register-form');
    type('register-password', 'abc123');
    type('register-confirmPassword', 'abc124');
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-confirmPassword-error')).textContent).toBe('Confirmation password not matched');
    expect(screen.getByTestId('register-username-error').textContent).toBe('Account format is incorrect');

    type('register-password', 'abc124');
    expect(screen.getByTestId('register-confirmPassword-error').textContent).toBe('Confirmation password not matched');
    await act(() => switchLanguage('MY'));
    await waitFor(() => expect(screen.queryByTestId('register-confirmPassword-error')).toBeNull());
    expect(screen.getByTestId('register-username-error').textContent).toBe(my.validation.accountFormat);
    expect(sent).toEqual([]);
  });
});
