// @vitest-environment jsdom
/**
 * The security centre screen against the simulator (msw): the progress and the items with their state; an
 * item opens its panel in place with ?item= in the address (the history's back returns to the list) and
 * the panel's title takes the focus; the login password goes to the change-password screen.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import type { MerchantConfig, Route } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { WidgetEnvContext } from '../../src/ui/widget-env';
import SecurityCentreScreen from '../../src/widgets/security-centre/security-centre-screen';
import { control, startSimulatorSession } from './support/simulator';
import { fakeWidgetEnv } from './support/widget-env';

const config = loadAllMerchants().get('demo') as MerchantConfig;
const route = config.routes.find((r) => r.path === '/m/securityCenter') as Route;
const sim = startSimulatorSession();

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => cleanup());

async function renderScreen() {
  const username = `scr${Math.random().toString(36).slice(2, 8)}`;
  await control('POST', '/__sim/members', { username, password: 'Secret123', mobile: '0911000222' });
  await sim.login(username, 'Secret123');
  const env = fakeWidgetEnv(config);
  const router = createMemoryRouter([{ path: '/m/securityCenter', element: <SecurityCentreScreen route={route} /> }], { initialEntries: ['/m/securityCenter'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <WidgetEnvContext.Provider value={env}>
        <RouterProvider router={router} />
      </WidgetEnvContext.Provider>
    </QueryClientProvider>,
  );
  return { env, router };
}

describe('security centre screen', () => {
  it('shows the progress and each item with its state', async () => {
    await renderScreen();
    const bar = await screen.findByRole('progressbar');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(screen.getByTestId('security-state-loginPassword').textContent).toBe('Set');
    expect(screen.getByTestId('security-state-mobileVerified').textContent).toBe('Set');
    expect(screen.getByTestId('security-state-paymentPassword').textContent).toBe('Not set');
    expect(screen.getByRole('button', { name: /Google Authenticator/ })).toBeTruthy();
  });

  it('opens a panel in place with ?item=, focuses its title, and back returns to the list', async () => {
    const { router } = await renderScreen();
    fireEvent.click(await screen.findByTestId('security-item-paymentPassword'));
    const title = await screen.findByTestId('security-panel-title');
    expect(router.state.location.search).toBe('?item=paymentPassword');
    expect(document.activeElement).toBe(title);
    expect(screen.getByTestId('funds-panel').getAttribute('data-mode')).toBe('set');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByTestId('security-items')).toBeTruthy());
  });

  it('sends the login password to the change-password screen', async () => {
    const { env } = await renderScreen();
    fireEvent.click(await screen.findByTestId('security-item-loginPassword'));
    expect(env.navigate).toHaveBeenCalledWith('/m/changePsw');
  });
});
