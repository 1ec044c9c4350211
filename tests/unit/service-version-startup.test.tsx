// @vitest-environment jsdom
/**
 * Spec §3 "Service/version response: pathList and resources; entries of type 3 hold an encrypted
 * customer-service path (last 8 characters are the key)" and §7 (the call, "Customer-service path is
 * decrypted with the last 8 characters as key"): read at start-up off the first paint (app/service-version.ts),
 * its answer feeds the customer-service links' query (no second call), and the resources that name assets
 * (types *unverified*, lib/platform-assets.ts) replace the merchant config's logo and favicon; without them
 * the config's stay. The simulator names a LOGO (service/version) and a FAVICON (settings) for jade only.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { configureApi } from '../../src/api/http';
import { serviceVersionQuery } from '../../src/api/service-links';
import { consolidatedSettingsQuery } from '../../src/api/system';
import { createQueryClient } from '../../src/app/query-client';
import { readServiceVersion } from '../../src/app/service-version';
import { setImageCdns } from '../../src/lib/image-cdn';
import { platformAssets } from '../../src/lib/platform-assets';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { usePlatformAssets } from '../../src/ui/platform-assets';

const merchants = loadAllMerchants();
const simulator = createPlatformSimulator(merchants.values());
const calls: string[] = [];
const server = setupServer(
  http.all('*', ({ request }) => {
    calls.push(new URL(request.url).pathname);
    return simulator.fetch(request);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  calls.length = 0;
  document.head.innerHTML = '';
});
afterAll(() => server.close());

const VERSION = '/wps/system/service/version';

/** jsdom loads no pictures: every one "loads" unless listed as failing. */
const probe =
  (failing: string[] = [], asked: string[] = []) =>
  async (url: string) => {
    asked.push(url);
    return !failing.some((f) => url.startsWith(f));
  };

function merchantPage(code: string) {
  configureApi({ baseUrl: '', merchantCode: code, language: () => 'EN', token: () => undefined });
  document.head.innerHTML = '<link rel="icon" href="/merchant/assets/icon.svg" type="image/svg+xml" />';
  return createQueryClient();
}

describe('spec §3/§7 service/version resources: which name assets', () => {
  it('LOGO and FAVICON (any case) name the logo and the favicon; unknown types are ignored; the first usable entry wins', () => {
    expect(
      platformAssets([
        { resourceType: 'Android', url: 'https://dl.example/app.apk' },
        { resourceType: 'logo', url: 'https://cdn.example/logo.png' },
        { resourceType: 'LOGO', url: 'https://cdn.example/other.png' },
        { resourceType: 'Favicon', url: '/upload/icon.png' },
        { resourceType: 'BACKGROUND_XYZ', url: 'https://cdn.example/bg.png' },
      ]),
    ).toEqual({ logo: 'https://cdn.example/logo.png', favicon: '/upload/icon.png' });
  });

  it("AppDownloadIcon names the download bar's app icon; service/version's (first in the list) wins over the settings'", () => {
    expect(
      platformAssets([
        { resourceType: 'AppDownloadIcon', url: '/upload/from-service-version.png' },
        { resourceType: 'AppDownloadIcon', url: '/upload/from-settings.png' },
      ]),
    ).toEqual({ appDownloadIcon: '/upload/from-service-version.png' });
  });

  it('a URL outside the safe-URL allow-list is refused (the next entry of the type may stand)', () => {
    expect(
      platformAssets([
        { resourceType: 'LOGO', url: 'javascript:alert(1)' },
        { resourceType: 'LOGO', url: 'http://cdn.example/logo.png' },
        { resourceType: 'FAVICON', url: '//evil.example/x.png' },
        { resourceType: 'LOGO', url: 'https://cdn.example/logo.png' },
      ]),
    ).toEqual({ logo: 'https://cdn.example/logo.png' });
    expect(platformAssets([{ resourceType: '__proto__', url: '/x.png' }, { resourceType: 'constructor', url: '/x.png' }])).toEqual({});
  });
});

describe('spec §3/§7 service/version at start-up', () => {
  it("jade: one call; its type-3 entries are in the customer-service links' cache; its LOGO and the settings' FAVICON applied", async () => {
    const queryClient = merchantPage('JADE');
    await queryClient.prefetchQuery(consolidatedSettingsQuery());
    const assets = await readServiceVersion(queryClient, document, probe());
    expect(assets).toEqual({ logo: '/sim-assets/brand/jade-logo.png', favicon: '/sim-assets/brand/jade-icon.png' });
    expect(calls.filter((p) => p === VERSION)).toHaveLength(1);
    // The customer-service screen's query is answered from the cache: decrypted (last 8 characters the key), no new call.
    const version = await queryClient.ensureQueryData(serviceVersionQuery());
    expect(version.serviceEntries.length).toBeGreaterThan(0);
    expect(version.customerService.main).toMatch(/^https:\/\//);
    expect(calls.filter((p) => p === VERSION)).toHaveLength(1);
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel=icon]');
    expect(icon?.getAttribute('href')).toBe('/sim-assets/brand/jade-icon.png');
    expect(icon?.hasAttribute('type')).toBe(false);
  });

  it('the header reads the applied logo from the cache', async () => {
    const queryClient = merchantPage('JADE');
    function Logo() {
      return <span data-testid="logo">{usePlatformAssets()?.logo ?? 'config'}</span>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Logo />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('logo').textContent).toBe('config');
    await readServiceVersion(queryClient, document, probe());
    await waitFor(() => expect(screen.getByTestId('logo').textContent).toBe('/sim-assets/brand/jade-logo.png'));
  });

  it('the favicon goes through the image CDN: the next CDN when the picked one fails, the config icon when all do (spec §9)', async () => {
    const queryClient = merchantPage('JADE');
    await queryClient.prefetchQuery(consolidatedSettingsQuery());
    sessionStorage.setItem('livery.imageCdn.JADE', '/cdn-down');
    setImageCdns(['/cdn-ok', '/cdn-down'], 'JADE');
    try {
      const asked: string[] = [];
      await readServiceVersion(queryClient, document, probe(['/cdn-down'], asked));
      expect(asked).toEqual(['/cdn-down/sim-assets/brand/jade-icon.png', '/cdn-ok/sim-assets/brand/jade-icon.png']);
      expect(document.head.querySelector('link[rel=icon]')?.getAttribute('href')).toBe('/cdn-ok/sim-assets/brand/jade-icon.png');
      document.head.innerHTML = '<link rel="icon" href="/merchant/assets/icon.svg" />';
      await readServiceVersion(queryClient, document, probe(['/cdn-']));
      expect(document.head.querySelector('link[rel=icon]')?.getAttribute('href')).toBe('/merchant/assets/icon.svg');
    } finally {
      setImageCdns([''], 'JADE');
      sessionStorage.clear();
    }
  });

  it('demo names no asset: the merchant config stays (favicon untouched)', async () => {
    const queryClient = merchantPage('DEMO');
    await queryClient.prefetchQuery(consolidatedSettingsQuery());
    expect(await readServiceVersion(queryClient, document, probe())).toEqual({});
    expect(document.head.querySelector('link[rel=icon]')?.getAttribute('href')).toBe('/merchant/assets/icon.svg');
  });

  it('a failed service/version call leaves the settings\' resources applied and throws nothing', async () => {
    const queryClient = merchantPage('JADE');
    await queryClient.prefetchQuery(consolidatedSettingsQuery());
    server.use(http.get(`*${VERSION}`, () => new Response('{"success":false}', { status: 500, headers: { 'Content-Type': 'application/json' } })));
    queryClient.setQueryDefaults(serviceVersionQuery().queryKey, { retry: false });
    expect(await readServiceVersion(queryClient, document, probe())).toEqual({ favicon: '/sim-assets/brand/jade-icon.png' });
    server.resetHandlers();
  });
});
