// @vitest-environment jsdom
/**
 * The settings screen on its own (spec 2.8), with a test environment: the change-password item goes to
 * /m/changePsw with a session and to /m/login once the session has ended while the page was open (the
 * route guard cannot catch that tap); the sign-out button runs the signOut command; no call is made.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { useSessionStore } from '../../src/state/session';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import { fakeWidgetEnv } from './support/widget-env';
import SettingsScreen from '../../src/widgets/settings/settings-screen';
import { loadAllMerchants } from '../../scripts/lib/merchants';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const route = config.routes.find((r) => r.path === '/m/set') as Route;

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clearSession();
});

function renderSettings() {
  const env = fakeWidgetEnv(config);
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  render(
    <WidgetEnvContext.Provider value={env}>
      <SettingsScreen route={route} />
    </WidgetEnvContext.Provider>,
  );
  return { env, fetchSpy };
}

const member = { token: 't', merchantCode: 'DEMO', userName: 'player01', type: 0, firstTimeLogin: false };

describe('settings screen', () => {
  it('shows one list item, "Change password", and a "Sign out" button', () => {
    useSessionStore.getState().setSession(member);
    const { fetchSpy } = renderSettings();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe('/m/changePsw');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('the item opens /m/changePsw with a session', () => {
    useSessionStore.getState().setSession(member);
    const { env } = renderSettings();
    fireEvent.click(screen.getByTestId('settings-change-password'));
    expect(env.navigate).toHaveBeenCalledWith('/m/changePsw');
  });

  it('the item goes to /m/login when the session ended while the page was open', () => {
    useSessionStore.getState().setSession(member);
    const { env } = renderSettings();
    useSessionStore.getState().clearSession();
    fireEvent.click(screen.getByTestId('settings-change-password'));
    expect(env.navigate).toHaveBeenCalledWith('/m/login');
    expect(env.navigate).not.toHaveBeenCalledWith('/m/changePsw');
  });

  it('the sign-out button runs the signOut command (confirm, logout and clean-up live in the renderer)', () => {
    useSessionStore.getState().setSession(member);
    const { env } = renderSettings();
    fireEvent.click(screen.getByTestId('settings-sign-out'));
    expect(env.run).toHaveBeenCalledWith({ command: 'signOut' });
    expect(env.run).toHaveBeenCalledTimes(1);
  });
});
