// @vitest-environment jsdom
/**
 * The page title of /m/changePsw (spec 2.2 "first-time password change"; 2.7): the screen titles the header
 * and the document itself for a first login or an expired password, the route's title otherwise, and the
 * next page gets its own title back.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { configureApi } from '../../src/api/http';
import { App, createQueryClient } from '../../src/app/app';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { type Session, useSessionStore } from '../../src/state/session';

const merchants = loadAllMerchants();
const demo = merchants.get('demo') as MerchantConfig;
const simulator = createPlatformSimulator(merchants.values());
const server = setupServer(http.all('*', ({ request }) => simulator.fetch(request)));

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: '', merchantCode: 'DEMO', language: () => 'EN', token: () => undefined });
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});
afterAll(() => server.close());

const member = (extra: Partial<Session> = {}): Session => ({ token: 't', merchantCode: 'DEMO', userName: 'player01', type: 0, firstTimeLogin: false, ...extra });

async function openChangePassword(session: Session) {
  useSessionStore.getState().setSession(session);
  window.history.pushState({}, '', '/m/changePsw');
  render(<App config={demo} queryClient={createQueryClient()} />);
  await screen.findByTestId('change-password-screen');
}

const headerTitle = () => screen.getByTestId('header').querySelector('h1')?.textContent;

describe('the change-password page title', () => {
  it('is the route\'s "Change password" for an ordinary session', async () => {
    await openChangePassword(member());
    expect(headerTitle()).toBe('Change password');
    expect(document.title).toBe(`Change password - ${demo.identity.displayName}`);
    expect(screen.queryByTestId('change-password-first-time')).toBeNull();
  });

  it('is "First-time password change" after a first login, and the next page has its own title again', async () => {
    await openChangePassword(member({ firstTimeLogin: true }));
    expect(headerTitle()).toBe('First-time password change');
    expect(document.title).toBe(`First-time password change - ${demo.identity.displayName}`);
    expect(screen.getByTestId('change-password-first-time')).toBeTruthy();

    act(() => {
      window.history.pushState({ idx: 1, key: 'next', usr: null }, '', '/m/rewardCenter');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await screen.findByTestId('reward-centre');
    expect(headerTitle()).toBe('Reward centre');
    expect(document.title).toBe(`Reward centre - ${demo.identity.displayName}`);
  });

  it('is "First-time password change" when the merchant forces an expired password to change', async () => {
    await openChangePassword(member({ passwordExpired: true }));
    expect(headerTitle()).toBe('First-time password change');
  });
});
