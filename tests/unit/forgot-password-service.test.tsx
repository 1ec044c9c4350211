// @vitest-environment jsdom
/**
 * The forgot-password screen's customer-service link (spec 2.6): the merchant's main link (decrypted from
 * the consolidated settings) opens in a new tab; a platform that has none configured gets a short note
 * saying so instead of a dead link.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { configureApi } from '../../src/api/http';
import { App, createQueryClient } from '../../src/app/app';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { initI18n } from '../../src/i18n/setup';
import { createPlatformSimulator } from '../../src/platform-sim/app';

const merchants = loadAllMerchants();
const demo = merchants.get('demo') as MerchantConfig;
const simulator = createPlatformSimulator(merchants.values());
const server = setupServer(http.all('*', ({ request }) => simulator.fetch(request)));

/** The simulator's consolidated settings with no customer-service entry. */
const withoutCustomerService = http.get('*/wps/system/settings/consolidated', async ({ request }) => {
  const answer = (await (await simulator.fetch(request)).json()) as { value: Record<string, unknown> };
  return HttpResponse.json({ ...answer, value: { ...answer.value, customerService: [] } });
});

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: '', merchantCode: 'DEMO', language: () => 'EN', token: () => undefined });
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Opens the e-mail form once the consolidated settings (where the links come from) have arrived. */
async function openEmailForm() {
  const queryClient = createQueryClient();
  window.history.pushState({}, '', '/m/forget');
  render(<App config={demo} queryClient={queryClient} />);
  fireEvent.click(await screen.findByTestId('forgot-mode-email'));
  await screen.findByTestId('forgot-email-form');
  await waitFor(() => expect(queryClient.getQueryData(['system', 'settings'])).toBeDefined());
}

describe('the customer-service link of the forgot-password screen', () => {
  it('leads to the customer-service screen, which opens the decrypted link', async () => {
    await openEmailForm();
    const link = await screen.findByRole('link', { name: 'Contact customer service' });
    expect(link.getAttribute('href')).toBe('/m/service');
    fireEvent.click(link);
    await waitFor(() => expect(window.location.pathname).toBe('/m/service'));
    expect((await screen.findByTestId('service-frame')).getAttribute('src')).toBe('https://chat.demo.example/livechat');
  });

  it('says that nothing is configured when the platform lists no customer service', async () => {
    server.use(withoutCustomerService);
    await openEmailForm();
    const control = screen.getByTestId('forgot-service');
    expect(control.tagName).toBe('BUTTON');
    fireEvent.click(control);
    expect((await screen.findByTestId('toast')).textContent).toBe('No customer service is set up for this site yet.');
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).toBeNull();
  });
});
