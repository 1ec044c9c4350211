/**
 * The installable app (issue 6, "Installing the app"): the web manifest of each merchant, the service worker
 * (controls the page, keeps the shell for offline, never caches the platform's answers, still lets faults
 * through), the offline page in the player's language, and a new build picked up through the Reload prompt.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createSiteApp } from '../../scripts/lib/site-server';
import ar from '../../src/i18n/locales/ar.json' with { type: 'json' };
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { cacheNames, OFFLINE_URL, SHELL_URL } from '../../src/lib/sw/policy';
import { liveSession } from './account-helpers';
import { MEMBER, MERCHANTS, merchantUrl, openMerchant, popupsSeen, setLanguage, withFault } from './helpers';

test.use({ serviceWorkers: 'allow' });

const DIST = process.env.LIVERY_DIST ?? 'dist';
const BUILD_ID = (JSON.parse(readFileSync(join(DIST, 'build-info.json'), 'utf8')) as { buildId: string }).buildId;

/** Waits until the registered worker is active, then reloads so it controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** Every URL in every cache the page's origin holds, by cache name. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    }
    return out;
  });

/** The build id of the worker controlling the page (it answers a version message). */
const controllerBuild = (page: Page) =>
  page
    .evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (e) => resolve((e.data as { buildId: string }).buildId);
          navigator.serviceWorker.controller?.postMessage({ type: 'livery:version' }, [channel.port2]);
        }),
    )
    // A reload in between (the update's) answers nothing this time; the poll asks again.
    .catch(() => undefined);

/** The manifest as the merchant's page fetches it (Node does not resolve <code>.localhost), with its content type. */
const pageManifest = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/manifest.webmanifest');
    return { type: response.headers.get('content-type') ?? '', manifest: (await response.json()) as Manifest };
  });

interface Manifest {
  name: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** An image the page fetches: its content type, drawn size, and bytes as base64 (to compare sites). */
const pageImage = (page: Page, src: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    const blob = await response.blob();
    const bitmap = await createImageBitmap(blob);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let hash = 0;
    for (const b of bytes) hash = (hash * 31 + b) >>> 0;
    return { status: response.status, type: blob.type, width: bitmap.width, height: bitmap.height, hash };
  }, src);

test.describe('web manifest', () => {
  for (const code of ['demo', 'sahara']) {
    test(`${code}: the manifest carries the merchant's name, colours, icons, start URL, scope and standalone display`, async ({ page }) => {
      const config = MERCHANTS.get(code);
      if (!config) throw new Error(code);
      await openMerchant(page, code, '/m/home');
      await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/manifest.webmanifest');
      const { type, manifest } = await pageManifest(page);
      expect(type).toContain('application/manifest+json');
      expect(manifest).toMatchObject({
        name: config.identity.displayName,
        short_name: config.identity.displayName,
        start_url: '/m/home',
        scope: '/',
        display: 'standalone',
        theme_color: config.theme.colors.primary,
        background_color: config.theme.colors.background,
      });
      const png = (sizes: string, purpose: string) => manifest.icons.find((i) => i.type === 'image/png' && i.sizes === sizes && i.purpose === purpose);
      for (const icon of [png('192x192', 'any'), png('512x512', 'any'), png('512x512', 'maskable')]) {
        expect(icon, JSON.stringify(manifest.icons)).toBeDefined();
        const image = await pageImage(page, icon?.src ?? '');
        const side = Number(icon?.sizes.split('x')[0]);
        expect(image, icon?.src).toMatchObject({ status: 200, type: 'image/png', width: side, height: side });
      }
    });
  }

  test('demo and sahara install as different apps', async ({ page }) => {
    const read = async (code: string) => {
      await openMerchant(page, code, '/m/home');
      const { manifest } = await pageManifest(page);
      return { manifest, icon: await pageImage(page, manifest.icons[0]?.src ?? '') };
    };
    const demo = await read('demo');
    const sahara = await read('sahara');
    expect(demo.manifest.name).not.toBe(sahara.manifest.name);
    expect(demo.manifest.theme_color).not.toBe(sahara.manifest.theme_color);
    expect(demo.icon.hash).not.toBe(sahara.icon.hash);
  });
});

test.describe('service worker', () => {
  test('controls the page after a reload; precaches the shell, the offline page and the entry files under the build id', async ({ page }) => {
    await openMerchant(page, 'demo', '/m/home');
    await controlled(page);
    const caches = await cachedUrls(page);
    const shell = caches[cacheNames(BUILD_ID).shell] ?? [];
    expect(shell).toEqual(expect.arrayContaining([SHELL_URL, OFFLINE_URL]));
    const entry = await page.locator('script[type=module][src^="/assets/"]').first().getAttribute('src');
    expect(shell).toContain(entry);
    expect(await controllerBuild(page)).toBe(BUILD_ID);
  });

  test("a member's platform calls never pass through the worker or land in its caches; hashed files come from it", async ({ page, request }) => {
    const session = await liveSession(request, MEMBER);
    await openMerchant(page, 'demo', '/m/home', { session });
    await controlled(page);
    const platform: boolean[] = [];
    const assets: boolean[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (/^\/(wps|lgw)\//.test(path)) platform.push(r.fromServiceWorker());
      if (path.startsWith('/assets/')) assets.push(r.fromServiceWorker());
    });
    await page.reload();
    await expect(page.locator('.lv-home')).toBeVisible();
    await page.goto(merchantUrl('demo', '/m/mine'));
    await expect(page.locator('[data-screen="memberCentre"], [data-screen="mine"], main').first()).toBeVisible();
    await expect.poll(() => platform.length).toBeGreaterThan(0);
    expect(platform.every((fromWorker) => !fromWorker)).toBe(true);
    expect(assets.some((fromWorker) => fromWorker)).toBe(true);
    const all = Object.values(await cachedUrls(page)).flat();
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((path) => /^\/(wps|lgw|__sim|sim-game)\//.test(path))).toEqual([]);
  });

  test('with the worker in control, a fault injected on a platform call still reaches the page', async ({ page, request }) => {
    await openMerchant(page, 'demo', '/m/home');
    await controlled(page);
    let fromWorker: boolean | undefined;
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/wps/system/status') fromWorker = r.fromServiceWorker();
    });
    const status = await withFault(page, request, 'DEMO', { path: '/wps/system/status', status: 500 }, async () => {
      await page.reload();
    });
    expect(status).toBe(500);
    expect(fromWorker).toBe(false);
  });

  test('offline, reloading /m/home shows the cached app shell (the app itself, its failed startup call with Retry), not the browser error page', async ({ page, context }) => {
    await setLanguage(page, 'EN');
    await openMerchant(page, 'demo', '/m/home');
    await controlled(page);
    await context.setOffline(true);
    await page.reload();
    expect(page.url()).toBe(merchantUrl('demo', '/m/home'));
    await expect(page).toHaveTitle(MERCHANTS.get('demo')?.identity.displayName ?? '');
    await expect(page.locator('#livery-config')).toHaveCount(1);
    const alert = page.getByRole('alert').filter({ hasText: en.message.networkOffline });
    await expect(alert).toBeVisible();
    // Back online, the app's own Retry loads home.
    await context.setOffline(false);
    await alert.getByRole('button', { name: en.common.retry }).click();
    await expect(page.locator('.lv-home')).toBeVisible();
  });

  test('offline with no cached shell, a navigation shows the offline page in the remembered language (EN and AR)', async ({ page, context }) => {
    await setLanguage(page, 'EN');
    await openMerchant(page, 'demo', '/m/home');
    await controlled(page);
    await page.evaluate(async ([name, shellUrl]) => (await caches.open(name)).delete(shellUrl), [cacheNames(BUILD_ID).shell, SHELL_URL] as const);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('alert').getByRole('heading', { name: en.pwa.offlineTitle })).toBeVisible();
    await expect(page.getByText(en.pwa.offlineBody)).toBeVisible();
    const retry = page.getByRole('button', { name: en.pwa.retry });
    await retry.focus();
    await expect(retry).toBeFocused();

    // ?lang= chooses too (the remembered EN is put back before every load by setLanguage).
    await page.goto(merchantUrl('demo', '/m/mine?lang=AR'));
    await expect(page.getByRole('heading', { name: ar.pwa.offlineTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Back online, Retry loads the app again.
    await context.setOffline(false);
    await page.getByRole('button', { name: ar.pwa.retry }).click();
    await expect(page.locator('#livery-config')).toHaveCount(1);
  });
});

test.describe('update', () => {
  // A site server of its own on a copy of the build, whose worker the test swaps for a new build's.
  let dist: string;
  let origin: string;
  let close: () => void;

  // Two builds' workers install one after the other, each downloading its shell, on a machine shared with other work.
  test.describe.configure({ timeout: 60_000 });

  test.beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'livery-pwa-'));
    cpSync(DIST, dist, { recursive: true });
    const app = createSiteApp({ dist, merchants: MERCHANTS, defaultMerchant: 'demo' });
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    origin = `http://demo.localhost:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  // Each test starts from the build as built (an earlier test in this worker may have swapped the worker).
  test.beforeEach(() => cpSync(join(DIST, 'worker', 'sw.js'), join(dist, 'worker', 'sw.js')));
  test.afterAll(() => {
    close?.();
    rmSync(dist, { recursive: true, force: true });
  });

  test('a new build installs, the Reload prompt appears (status, keyboard), Reload brings the new version and drops the old caches', async ({ page }) => {
    await popupsSeen(page);
    await setLanguage(page, 'EN');
    await page.goto(`${origin}/m/home`);
    await controlled(page);
    const prompt = page.getByRole('status').filter({ hasText: en.pwa.updateAvailable });
    await expect(prompt).toHaveCount(0);

    // A new build: the worker script changes, and with it the build id its caches are named after.
    const next = `${BUILD_ID.slice(0, 8)}feedc0de`;
    const sw = join(dist, 'worker', 'sw.js');
    writeFileSync(sw, readFileSync(sw, 'utf8').replaceAll(BUILD_ID, next));
    let loads = 0;
    page.on('load', () => loads++);
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    // The old version keeps running until the player chooses.
    expect(await controllerBuild(page)).toBe(BUILD_ID);
    const reload = prompt.getByRole('button', { name: en.pwa.reload });
    await reload.focus();
    await expect(reload).toBeFocused();
    loads = 0;
    // Reload: the page reloads once the new worker has taken over. Nothing is asked of the old worker
    // meanwhile (a message in flight is work that holds its successor's activation back).
    const reloaded = page.waitForEvent('load', { timeout: 40_000 });
    await page.keyboard.press('Enter');
    await reloaded;
    await expect.poll(() => controllerBuild(page)).toBe(next);
    await expect(page.locator('.lv-home')).toBeVisible();
    expect(loads).toBe(1);
    await expect(prompt).toHaveCount(0);
    const names = Object.keys(await cachedUrls(page)).filter((n) => n.startsWith('livery-'));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes(next))).toBe(true);
  });

  test('Arabic: the prompt reads in Arabic', async ({ page }) => {
    await popupsSeen(page);
    await setLanguage(page, 'AR');
    await page.goto(`${origin}/m/home`);
    await controlled(page);
    const sw = join(dist, 'worker', 'sw.js');
    expect(await controllerBuild(page)).toBe(BUILD_ID);
    writeFileSync(sw, readFileSync(sw, 'utf8').replaceAll(BUILD_ID, `${BUILD_ID.slice(0, 8)}0a0a0a0a`));
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: ar.pwa.updateAvailable });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expect(prompt.getByRole('button', { name: ar.pwa.reload })).toBeVisible();
  });
});
