import { describe, expect, it } from 'vitest';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { merchantForHost } from '../../scripts/lib/site-server';
import { INLINE_LOGO_MAX_BYTES, inlineImage, stampHtml } from '../../scripts/lib/stamp';
import { readStatic } from '../../scripts/lib/static-files';

const merchants = loadAllMerchants();
const TEMPLATE = '<html lang="en" dir="ltr"><head><title>x</title><!--livery:head--></head><body></body></html>';

describe('stamping a merchant into the page', () => {
  it('keeps config text with $ patterns and markup intact and inert', () => {
    const config = structuredClone(merchants.get('demo') as MerchantConfig);
    config.identity.displayName = "Cash$'Club $& </script><script>alert(1)</script>";
    const { html } = stampHtml(TEMPLATE, config);
    const json = /<script type="application\/json" id="livery-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).identity.displayName).toBe(config.identity.displayName);
    expect(html).toContain('<title>Cash$&#39;Club $&#38; &#60;/script&#62;');
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});

describe("the splash logo (the page's first paint)", () => {
  const config = merchants.get('demo') as MerchantConfig;
  const splashSrc = (html: string) => /class="lv-logo" src="([^"]*)"/.exec(html)?.[1];

  it("is written into the page as a data: image when small, so the first paint needs no other request", () => {
    const logo = inlineImage('merchants/demo/assets/logo.svg');
    expect(logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from((logo ?? '').split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(splashSrc(stampHtml(TEMPLATE.replace('<body>', '<body><div id="root">'), config, { splashLogo: logo }).html)).toBe(logo);
  });

  it('is fetched as the merchant file when it is larger than the limit or not an image', () => {
    expect(inlineImage('merchants/demo/assets/logo.svg', 10)).toBeUndefined();
    expect(inlineImage('merchants/demo/merchant.json', INLINE_LOGO_MAX_BYTES)).toBeUndefined();
    expect(splashSrc(stampHtml(TEMPLATE.replace('<body>', '<body><div id="root">'), config).html)).toBe(`/merchant/${config.identity.logo}`);
  });
});

describe("the browser tab's icon", () => {
  const config = merchants.get('demo') as MerchantConfig;
  const favicon = (c: MerchantConfig) => /<link rel="icon" href="([^"]*)"/.exec(stampHtml(TEMPLATE, c).html)?.[1];

  it('is the PNG app icon when the favicon is an SVG and the merchant has one (an SVG is drawn on the main thread)', () => {
    expect(config.identity.icons?.favicon).toMatch(/\.svg$/);
    expect(favicon(config)).toBe(`/merchant/${config.identity.icons?.app192}`);
  });

  it('is the favicon as given when it is not an SVG, or when there is no PNG app icon', () => {
    const raster = structuredClone(config);
    raster.identity.icons = { ...raster.identity.icons, favicon: 'assets/tab.png' };
    expect(favicon(raster)).toBe('/merchant/assets/tab.png');
    const vectorOnly = structuredClone(config);
    vectorOnly.identity.icons = { favicon: 'assets/icon.svg' };
    expect(favicon(vectorOnly)).toBe('/merchant/assets/icon.svg');
  });
});

describe('static files', () => {
  it('refuses a bad percent-escape and paths that leave the folder', async () => {
    expect(await readStatic('merchants/demo', '/%E0')).toBeUndefined();
    expect(await readStatic('merchants/demo', '/../../package.json')).toBeUndefined();
    expect(await readStatic('merchants/demo', '/%2e%2e/%2e%2e/package.json')).toBeUndefined();
    expect((await readStatic('merchants/demo', '/assets/logo.svg?v=2'))?.type).toBe('image/svg+xml');
  });
});

describe('which merchant a host is', () => {
  const known = new Set(['demo', 'jade']);
  it('reads <code>.localhost, and gives the default merchant to any other host', () => {
    expect(merchantForHost('jade.localhost:4173', known, 'demo')).toBe('jade');
    expect(merchantForHost('nope.localhost:4173', known, 'demo')).toEqual({ unknown: 'nope' });
    expect(merchantForHost('www.brand.example', known, 'demo')).toBe('demo');
    expect(merchantForHost('localhost:4173', known, 'demo')).toBe('demo');
    expect(merchantForHost('127.0.0.1:4173', known, 'demo')).toBe('demo');
  });
});

describe('the control API refuses other web pages', () => {
  const sim = createPlatformSimulator(merchants.values());
  const post = (headers: Record<string, string>, body = '{}') => sim.fetch(new Request('http://localhost:4173/__sim/reset', { method: 'POST', headers: { Merchant: 'DEMO', ...headers }, body }));

  it('a foreign Origin is refused, a localhost preview origin is not', async () => {
    expect((await post({ Origin: 'https://evil.example', 'Content-Type': 'application/json' })).status).toBe(403);
    expect((await post({ Origin: 'http://jade.localhost:4173', 'Content-Type': 'application/json' })).status).toBe(200);
  });

  it('a body that is not JSON (what a cross-site "simple" request sends) is refused', async () => {
    expect((await post({ 'Content-Type': 'text/plain' })).status).toBe(415);
  });
});
