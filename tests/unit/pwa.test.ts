/**
 * The installable app (issue 6): standalone detection sent to the platform (Device: OTHERS), the web
 * manifest and offline page stamped per merchant, the service worker's request policy, and the
 * registration's update flow (prompt, one reload).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, request } from '../../src/api/http';
import { deviceHeader } from '../../src/lib/environment';
import { CACHE_FIRST, cacheable, cacheNames, NETWORK_ONLY, strategyFor } from '../../src/lib/sw/policy';
import { applyUpdate, canRegister, registerServiceWorker, updateReady } from '../../src/lib/sw/register';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { offlinePage, shellFiles, webManifest } from '../../scripts/lib/stamp';
import en from '../../src/i18n/locales/en.json';
import ar from '../../src/i18n/locales/ar.json';
import my from '../../src/i18n/locales/my.json';
import { SIM_BASE, startSimulatorServer } from './support/simulator';

const merchants = loadAllMerchants();
const { requests: seen } = startSimulatorServer({ record: true });

const win = (displayStandalone: boolean, iosStandalone?: boolean) => {
  const queries: string[] = [];
  const w = {
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 13)', standalone: iosStandalone } as unknown as Navigator,
    matchMedia: (q: string) => {
      queries.push(q);
      return { matches: displayStandalone } as MediaQueryList;
    },
  };
  return { w, queries };
};

describe('standalone detection (spec 7: Device OTHERS for a home-screen app)', () => {
  it('OTHERS when the installed app runs standalone, asking for display-mode: standalone', () => {
    const { w, queries } = win(true);
    expect(deviceHeader(w)).toBe('OTHERS');
    expect(queries).toContain('(display-mode: standalone)');
  });
  it('OTHERS in an iOS home-screen clip', () => expect(deviceHeader(win(false, true).w)).toBe('OTHERS'));
  it('no Device header in a browser tab', () => expect(deviceHeader(win(false).w)).toBeUndefined());

  it('the Device header reaches the platform on the calls that carry it, only when standalone', async () => {
    for (const [standalone, expected] of [
      [true, 'OTHERS'],
      [false, null],
    ] as const) {
      configureApi({ baseUrl: SIM_BASE, merchantCode: 'DEMO', language: () => 'EN', token: () => undefined, device: () => deviceHeader(win(standalone).w) });
      await request('/wps/system/status', { device: true, parse: (v) => v });
      expect(seen.at(-1)?.headers.get('Device')).toBe(expected);
    }
  });
});

describe('web manifest per merchant', () => {
  for (const code of ['demo', 'jade', 'sahara']) {
    it(`${code}: name, colours from the theme, start URL, scope, standalone, PNG 192/512 and maskable icons`, () => {
      const config = merchants.get(code);
      if (!config) throw new Error(code);
      const manifest = JSON.parse(webManifest(config));
      expect(manifest).toMatchObject({
        name: config.identity.displayName,
        start_url: '/m/home',
        scope: '/',
        display: 'standalone',
        theme_color: config.theme.colors.primary,
        background_color: config.theme.colors.background,
      });
      expect(manifest.icons).toEqual(
        expect.arrayContaining([
          { src: `/merchant/${config.identity.icons?.app192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: `/merchant/${config.identity.icons?.app512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: `/merchant/${config.identity.icons?.maskable}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ]),
      );
    });
  }
  it('a merchant with both PNG sizes lists no SVG icon (Chrome would draw it on the page\'s main thread)', () => {
    for (const config of merchants.values()) {
      expect(JSON.parse(webManifest(config)).icons.map((i: { type: string }) => i.type)).not.toContain('image/svg+xml');
    }
  });
  it('a merchant without PNG icons still lists its app icon', () => {
    const config = merchants.get('demo');
    if (!config) throw new Error('demo');
    const bare = { ...config, identity: { ...config.identity, icons: { app: 'assets/icon.svg' } } };
    expect(JSON.parse(webManifest(bare)).icons).toEqual([{ src: '/merchant/assets/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]);
  });
});

describe('offline page', () => {
  const catalogs: Record<string, unknown> = { en, ar, my };
  const config = merchants.get('demo');
  if (!config) throw new Error('demo');
  const { html, csp } = offlinePage(config, (tag) => catalogs[tag] as never, 'livery.preferences');

  it('is in the merchant default language without script, with every supported language stamped in', () => {
    expect(html).toContain(`<html lang="my" dir="ltr">`);
    expect(html).toContain(my.pwa.offlineTitle);
    for (const text of [en.pwa.offlineTitle, ar.pwa.offlineTitle, ar.pwa.retry, en.pwa.offlineBody]) expect(html).toContain(text);
    expect(html).toContain('"dir":"rtl"');
    expect(html).toContain(config.identity.displayName);
  });
  it('allows exactly its own inline style and script by hash', () => {
    const inline = (tag: string) => html.match(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`))?.[1] ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(csp).toContain(`script-src ${hash(inline('script'))};`);
    expect(csp).toContain(`style-src ${hash(inline('style'))};`);
    expect(csp).not.toContain('unsafe-inline');
  });
});

describe('service worker policy', () => {
  const origin = 'https://demo.example';
  const req = (path: string, mode = 'cors', method = 'GET') => ({ url: origin + path, mode, method });
  it.each(['/wps/member/info', '/wps/session/login', '/lgw/game/launch', '/__sim/faults', '/sim-game/x', '/sw.js', '/manifest.webmanifest'])(
    'network only, never cached: %s',
    (path) => {
      expect(strategyFor(req(path), origin)).toBe('network');
      expect(strategyFor(req(path, 'navigate'), origin)).toBe('network');
      expect(NETWORK_ONLY.test(path)).toBe(true);
    },
  );
  it.each(['/assets/index-abc.js', '/assets/index-abc.css', '/merchant/assets/logo.svg', '/flags/gb.svg'])('cache-first: %s', (path) => {
    expect(CACHE_FIRST.test(path)).toBe(true);
    expect(strategyFor(req(path, 'no-cors'), origin)).toBe('cache-first');
  });
  it('navigations go network first (with the shell behind); other methods and origins are left alone', () => {
    expect(strategyFor(req('/m/home', 'navigate'), origin)).toBe('navigate');
    expect(strategyFor(req('/m/mine?x=1', 'navigate'), origin)).toBe('navigate');
    expect(strategyFor(req('/assets/a.js', 'cors', 'POST'), origin)).toBe('network');
    expect(strategyFor({ url: 'https://cdn.example/assets/a.js', mode: 'cors', method: 'GET' }, origin)).toBe('network');
    expect(strategyFor(req('/something'), origin)).toBe('network');
  });
  it('keeps only plain same-origin 200s that allow storing', () => {
    const res = (status: number, type = 'basic', headers: Record<string, string> = {}) => ({ ok: status < 300, status, type, headers: new Headers(headers) });
    expect(cacheable(res(200))).toBe(true);
    expect(cacheable(res(404))).toBe(false);
    expect(cacheable(res(206))).toBe(false);
    expect(cacheable(res(200, 'opaque'))).toBe(false);
    expect(cacheable(res(200, 'basic', { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(cacheable(res(200, 'basic', { 'Cache-Control': 'private, max-age=60' }))).toBe(false);
  });
  it('names its caches after the build', () => {
    expect(cacheNames('b1')).toEqual({ shell: 'livery-shell-b1', runtime: 'livery-runtime-b1' });
  });
  it('precaches the entry script, its preloaded chunks and styles named by index.html', () => {
    const html = '<script type="module" crossorigin src="/assets/index-A.js"></script><link rel="modulepreload" href="/assets/x-B.js"><link rel="stylesheet" href="/assets/index-C.css"><link rel="icon" href="/merchant/i.svg">';
    expect(shellFiles(html)).toEqual(['/assets/index-A.js', '/assets/x-B.js', '/assets/index-C.css']);
  });
});

describe('registration and the update flow', () => {
  afterEach(() => vi.useRealTimers());

  it('registers only in a production build on a secure context with service workers', () => {
    const w = (secure: boolean, sw: boolean) => ({ isSecureContext: secure, navigator: (sw ? { serviceWorker: {} } : {}) as Navigator });
    expect(canRegister(true, w(true, true))).toBe(true);
    expect(canRegister(false, w(true, true))).toBe(false);
    expect(canRegister(true, w(false, true))).toBe(false);
    expect(canRegister(true, w(true, false))).toBe(false);
  });

  it('offers a new worker once it has installed beside a controlling one; Reload makes it take over and reloads once', async () => {
    const container = Object.assign(new EventTarget(), { controller: {}, register: vi.fn() });
    const installing = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
    const registration = Object.assign(new EventTarget(), { waiting: null, installing, update: vi.fn(async () => undefined) });
    container.register.mockResolvedValue(registration);
    const reload = vi.fn();
    const page = Object.assign(new EventTarget(), {
      isSecureContext: true,
      navigator: { serviceWorker: container },
      document: Object.assign(new EventTarget(), { readyState: 'complete', visibilityState: 'visible' }),
      location: { reload },
      setInterval: vi.fn(),
    }) as unknown as Window;

    expect(updateReady()).toBe(false);
    registerServiceWorker({ production: true }, page);
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' }));
    // The periodic update check is set up once the registration's listeners are.
    await vi.waitFor(() => expect(page.setInterval).toHaveBeenCalled());
    registration.dispatchEvent(new Event('updatefound'));
    expect(updateReady()).toBe(false);
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(updateReady()).toBe(true);

    applyUpdate(page);
    expect(installing.postMessage).toHaveBeenCalledWith({ type: 'livery:skip-waiting' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a new version whose install the navigation had already started before the page registered (no updatefound follows)', async () => {
    vi.resetModules();
    const { registerServiceWorker, updateReady } = await import('../../src/lib/sw/register');
    expect(updateReady()).toBe(false);
    const container = Object.assign(new EventTarget(), { controller: {}, register: vi.fn() });
    const installing = Object.assign(new EventTarget(), { state: 'installing', postMessage: vi.fn() });
    const registration = Object.assign(new EventTarget(), { waiting: null, installing, update: vi.fn(async () => undefined) });
    container.register.mockResolvedValue(registration);
    const page = Object.assign(new EventTarget(), {
      isSecureContext: true,
      navigator: { serviceWorker: container },
      document: Object.assign(new EventTarget(), { readyState: 'complete', visibilityState: 'visible' }),
      location: { reload: vi.fn() },
      setInterval: vi.fn(),
    }) as unknown as Window;
    registerServiceWorker({ production: true }, page);
    await vi.waitFor(() => expect(page.setInterval).toHaveBeenCalled());
    installing.state = 'installed';
    installing.dispatchEvent(new Event('statechange'));
    expect(updateReady()).toBe(true);
  });
});

it('the locale catalogs name the offline page texts in every language file', () => {
  for (const file of ['en', 'my', 'ar']) {
    const pwa = JSON.parse(readFileSync(`src/i18n/locales/${file}.json`, 'utf8')).pwa;
    expect(Object.keys(pwa).sort()).toEqual(['offlineBody', 'offlineTitle', 'reload', 'retry', 'updateAvailable']);
  }
});
