/**
 * The site server's edges (scripts/lib/site-edges.ts, issue 20): the Host allow-list, the control API's token,
 * body limits, the headers on every answer, the simulator's envelope on an error, and the page policy a
 * merchant keeps on a CDN (the stamped <meta> and the _headers file).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { stampSite } from '../../scripts/build';
import { loadAllMerchants, MERCHANTS_DIR } from '../../scripts/lib/merchants';
import { createSiteApp } from '../../scripts/lib/site-server';
import { pageCsp, stampHtml } from '../../scripts/lib/stamp';

const merchants = loadAllMerchants();
const demo = merchants.get('demo') as MerchantConfig;
const TOKEN = 'a-test-token';
const dist = mkdtempSync(join(tmpdir(), 'livery-edges-'));
mkdirSync(join(dist, 'sites', 'demo'), { recursive: true });
writeFileSync(join(dist, 'sites', 'demo', 'index.html'), '<!doctype html><title>Demo</title>');
writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ styleHashes: {} }));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const site = createSiteApp({ dist, merchants: new Map([['demo', demo]]), defaultMerchant: 'demo', simToken: TOKEN, deployHosts: ['play.brand.example', '*.brand.test'] });
const DEMO = demo.identity.merchantCode;
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  site.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Merchant: DEMO, ...headers }, body: JSON.stringify(body) });

describe('the Host allow-list', () => {
  it('refuses a rebound host name before routing: no member made, no captcha answers, no page (the DNS-rebinding finding)', async () => {
    const rebind = { Host: 'rebind.example:4173', Origin: 'http://rebind.example:4173', 'X-Sim-Token': TOKEN };
    const made = await post('http://rebind.example:4173/__sim/members', { balance: 1_000_000 }, rebind);
    expect(made.status).toBe(421);
    expect(await made.text()).toMatch(/host name/);
    for (const path of ['/__sim/captcha', '/wps/system/status', '/m/home', '/sim-assets/x.png', '/assets/app.js', '/__oauth/google/authorize']) {
      const answer = await site.request(`http://rebind.example:4173${path}`, { headers: { Host: 'rebind.example:4173', Merchant: DEMO, 'X-Sim-Token': TOKEN } });
      expect(answer.status, path).toBe(421);
    }
  });

  it('answers the loopback names on any port, and the configured deploy hosts', async () => {
    for (const host of ['localhost', 'localhost:4173', '127.0.0.1:80', '[::1]:4173', 'demo.localhost:5000', 'play.brand.example', 'play.brand.example:443', 'm.brand.test']) {
      const answer = await site.request('/m/home', { headers: { Host: host } });
      expect(answer.status, host).toBe(200);
    }
    for (const host of ['brand.example', 'brand.test', 'play.brand.example.evil', 'localhost.evil', '127.0.0.2']) {
      expect((await site.request('/m/home', { headers: { Host: host } })).status, host).toBe(421);
    }
  });
});

describe("the control API's token", () => {
  it('is required on every /__sim call, and the refusal names its header', async () => {
    const without = await post('/__sim/members', { balance: 1_000_000 });
    expect(without.status).toBe(403);
    expect((await without.json()).error).toContain('X-Sim-Token');
    expect((await post('/__sim/members', {}, { 'X-Sim-Token': 'a-guess' })).status).toBe(403);
    expect((await site.request('/__sim/captcha', { headers: { Merchant: DEMO } })).status).toBe(403);
    expect((await post('/__sim/members', {}, { 'X-Sim-Token': TOKEN })).status).toBe(201);
  });

  it('is not asked of the pages a player opens: the test sign-in provider and the simulated payment page', async () => {
    expect((await site.request('/__sim/pay/12')).status).toBe(200);
    expect((await site.request('/__oauth/google/authorize')).status).not.toBe(403);
  });
});

describe('request body limits', () => {
  const MB = 1024 * 1024;

  it('refuse a platform call over 1 MB with 413 in the envelope, and a control call with a JSON error', async () => {
    const big = 'x'.repeat(MB + 1);
    const platform = await site.request('/wps/member/password/email', { method: 'POST', headers: { Merchant: DEMO, 'Content-Type': 'application/x-www-form-urlencoded' }, body: `username=${big}` });
    expect(platform.status).toBe(413);
    expect(await platform.json()).toEqual({ success: false, errorCode: 'request.too.large', message: expect.any(String) });
    const controlCall = await post('/__sim/members', { username: big }, { 'X-Sim-Token': TOKEN });
    expect(controlCall.status).toBe(413);
    expect((await controlCall.json()).error).toMatch(/at most/);
    // Just under the limit goes through to the route, whose own body schema then judges it (an unknown key: 400).
    const under = await post('/__sim/members', { pad: 'x'.repeat(MB - 100) }, { 'X-Sim-Token': TOKEN });
    expect(under.status).toBe(400);
    expect((await under.json()).error).toMatch(/additional properties \("pad"\)/);
  });

  it('let a feedback carry what the spec allows (3 images of 5 MB as data: addresses), and no more', async () => {
    const image = `data:image/jpeg;base64,${Buffer.alloc(5 * MB, 7).toString('base64')}`;
    const content = 'é'.repeat(1000);
    const feedback = (images: string[]) =>
      site.request('/wps/feedback', { method: 'PUT', headers: { Merchant: DEMO, 'Content-Type': 'application/json' }, body: JSON.stringify({ content, type: 'GENERAL', images }) });
    const allowed = await feedback([image, image, image]);
    // Within the limit the route itself answers (here: no session), not the limit.
    expect(allowed.status).not.toBe(413);
    expect((await allowed.json()).success).toBe(false);
    const over = await feedback([image, image, image, 'x'.repeat(200 * 1024)]);
    expect(over.status).toBe(413);
    expect((await over.json()).errorCode).toBe('request.too.large');
  });
});

describe('the headers on every answer', () => {
  const expected = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
  it('include the platform, the control API, the simulator files, the pages, the files and the refusals', async () => {
    const answers = {
      platform: await site.request('/wps/system/status', { headers: { Merchant: DEMO } }),
      lgw: await site.request('/lgw/nothing', { headers: { Merchant: DEMO } }),
      control: await site.request('/__sim/status', { headers: { Merchant: DEMO, 'X-Sim-Token': TOKEN } }),
      controlRefused: await site.request('/__sim/status', { headers: { Merchant: DEMO } }),
      simAsset: await site.request('/sim-assets/none.png'),
      page: await site.request('/m/home'),
      missingFile: await site.request('/assets/none.js'),
      otherHost: await site.request('/m/home', { headers: { Host: 'rebind.example' } }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      for (const [header, value] of Object.entries(expected)) expect(answer.headers.get(header), `${name}: ${header}`).toBe(value);
      expect(answer.headers.get('permissions-policy'), name).toContain('camera=()');
    }
  });

  it('leave the features a game frame is given alone (GAME_ALLOW)', async () => {
    const policy = (await site.request('/m/home')).headers.get('permissions-policy') ?? '';
    for (const feature of ['autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture', 'screen-wake-lock', 'accelerometer', 'gyroscope']) {
      expect(policy).not.toContain(feature);
    }
  });
});

describe('an error inside a simulator route', () => {
  it('answers the platform envelope and logs one line, not a plain-text 500 with a stack trace (malformed multipart)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await site.request('/wps/member/password/email', {
      method: 'POST',
      headers: { Merchant: DEMO, 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="username"\r\n\r\nbroken',
    });
    expect(answer.status).toBe(500);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toEqual({ success: false, errorCode: 'system.error', message: expect.any(String) });
    expect(log).toHaveBeenCalledTimes(1);
    const line = log.mock.calls[0]?.map(String).join(' ') ?? '';
    expect(line).toContain('/wps/member/password/email');
    expect(line).not.toMatch(/\n|\bat /);
  });
});

describe("a merchant's page policy for a CDN", () => {
  const TEMPLATE = '<!doctype html><html lang="en" dir="ltr"><head>\n<meta charset="UTF-8" />\n<script type="module" src="/assets/app.js"></script><!--livery:head--></head><body><div id="root"></div></body></html>';

  it('is written into the stamped page as a <meta>, before any script, without frame-ancestors (a header-only directive)', () => {
    const { html, styleHash } = stampHtml(TEMPLATE, demo, { policyMeta: true });
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
    const content = (meta?.[1] ?? '').replace(/&#39;/g, "'");
    expect(content).toBe(pageCsp(styleHash, demo).replace("; frame-ancestors 'none'", ''));
    expect(content).toContain("script-src 'self'");
    expect(content).not.toContain('frame-ancestors');
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('http-equiv'));
    // The dev server's page is left without it (Vite's own inline scripts).
    expect(stampHtml(TEMPLATE, demo).html).not.toContain('http-equiv');
  });

  it("is in the site's _headers file with the other headers, the offline page and the merchant's files keeping their own", () => {
    const out = mkdtempSync(join(tmpdir(), 'livery-cdn-'));
    try {
      const stamped = stampSite({ dist: out, merchantsDir: MERCHANTS_DIR, template: TEMPLATE }, 'demo', demo);
      const file = join(out, 'sites', 'demo', '_headers');
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      const rule = (path: string) => text.split(/\n(?=\/)/).find((block) => block.startsWith(`${path}\n`)) ?? '';
      expect(rule('/*')).toContain(`  Content-Security-Policy: ${pageCsp(stamped.styleHash, demo)}`);
      expect(rule('/*')).toContain("frame-ancestors 'none'");
      for (const line of ['X-Content-Type-Options: nosniff', 'Referrer-Policy: same-origin', 'Cross-Origin-Opener-Policy: same-origin', 'Permissions-Policy: camera=()']) {
        expect(rule('/*')).toContain(line);
      }
      expect(rule('/offline.html')).toContain(`  Content-Security-Policy: ${stamped.offlineCsp}`);
      expect(rule('/offline.html')).toContain('! Content-Security-Policy');
      expect(rule('/merchant/*')).toContain("Content-Security-Policy: default-src 'none'");
      expect(readFileSync(join(out, 'sites', 'demo', 'index.html'), 'utf8')).toContain('http-equiv="Content-Security-Policy"');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
