/**
 * The studio's server side (scripts/lib/studio-server.ts) on a copy of the demo merchant in a temporary
 * folder: who may call it, what a check answers, what a save writes (and refuses), a new merchant served at
 * once, and asset uploads.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fileVersion, merchantFileText } from '../../scripts/lib/merchant-file';
import { loadAllMerchants } from '../../scripts/lib/merchants';
import { createSiteApp } from '../../scripts/lib/site-server';
import { MAX_ASSET_BYTES, studio } from '../../scripts/lib/studio-server';

const root = mkdtempSync(join(tmpdir(), 'livery-studio-unit-'));
const merchantsDir = join(root, 'merchants');
const dist = join(root, 'dist');
const TEMPLATE = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>Livery</title>\n    <!--livery:head-->\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

let app: ReturnType<typeof createSiteApp>;

beforeEach(() => {
  rmSync(root, { recursive: true, force: true });
  cpSync(join('merchants', 'demo'), join(merchantsDir, 'demo'), { recursive: true });
  mkdirSync(join(dist, 'app'), { recursive: true });
  mkdirSync(join(dist, 'sites', 'demo'), { recursive: true });
  writeFileSync(join(dist, 'app', 'index.html'), TEMPLATE);
  writeFileSync(join(dist, 'sites', 'demo', 'index.html'), TEMPLATE.replace('<title>Livery</title>', '<title>Livery Demo</title>'));
  writeFileSync(join(dist, 'build-info.json'), JSON.stringify({ styleHashes: {} }));
  app = createSiteApp({ dist, merchants: loadAllMerchants(merchantsDir), defaultMerchant: 'demo', studio: studio({ dist, merchantsDir }), deployHosts: ['play.example.com'] });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ORIGIN = 'http://localhost:4173';
const call = (path: string, init: RequestInit & { remote?: string } = {}) => {
  const { remote = '127.0.0.1', ...rest } = init;
  const headers = new Headers(rest.headers);
  if (!headers.has('host')) headers.set('host', 'localhost:4173');
  return app.request(`http://localhost:4173${path}`, { ...rest, headers }, { incoming: { socket: { remoteAddress: remote } } });
};
const send = (path: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', Origin: ORIGIN, ...headers } });
const demoFile = () => join(merchantsDir, 'demo', 'merchant.json');
const demoConfig = () => JSON.parse(readFileSync(demoFile(), 'utf8'));

describe('who may call the studio', () => {
  it('answers this machine at localhost', async () => {
    const response = await call('/__studio/api/merchants');
    expect(response.status).toBe(200);
    const list = (await response.json()) as { code: string; name: string; languages: string[]; valid: boolean }[];
    const demoLanguages = demoConfig().languages.supported;
    expect(demoLanguages).toHaveLength(28);
    expect(list).toEqual([expect.objectContaining({ code: 'demo', name: 'Livery Demo', valid: true, languages: demoLanguages })]);
  });

  it('refuses another address, another host name (DNS rebinding) and a write from another origin', async () => {
    expect((await call('/__studio/api/merchants', { remote: '10.0.0.5' })).status).toBe(403);
    // An unknown name is refused by the site server before any route (421); a deploy host the site answers is
    // still not the studio's.
    expect((await call('/__studio/api/merchants', { headers: { host: 'rebind.example:4173' } })).status).toBe(421);
    expect((await call('/__studio/api/merchants', { headers: { host: 'play.example.com' } })).status).toBe(403);
    expect((await send('/__studio/api/merchants/demo/check', 'POST', { config: demoConfig() }, { Origin: 'http://evil.example' })).status).toBe(403);
    const noOrigin = await call('/__studio/api/merchants/demo/check', { method: 'POST', body: JSON.stringify({ config: demoConfig() }), headers: { 'Content-Type': 'application/json' } });
    expect(noOrigin.status).toBe(403);
  });

  it("makes the preview's control API calls for its page (which has no token), those only, and from its own origin", async () => {
    expect((await send('/__sim/members', 'POST', { username: 'studiodirect' }, { Merchant: 'DEMO' })).status).toBe(403);
    const made = await send('/__studio/api/sim/members', 'POST', { username: 'studiopreview', password: 'Pw123456x' }, { Merchant: 'DEMO' });
    expect(made.status).toBe(201);
    expect((await send('/__studio/api/sim/members/studiopreview/session', 'POST', {}, { Merchant: 'DEMO' })).status).toBe(201);
    expect((await send('/__studio/api/sim/flags', 'PATCH', {}, { Merchant: 'DEMO' })).status).toBe(200);
    expect((await send('/__studio/api/sim/reset', 'POST', {}, { Merchant: 'DEMO' })).status).toBe(404);
    expect((await send('/__studio/api/sim/flags', 'PATCH', {}, { Merchant: 'DEMO', Origin: 'http://evil.example' })).status).toBe(403);
  });

  it('takes only JSON objects as bodies', async () => {
    const plain = await call('/__studio/api/merchants/demo/check', { method: 'POST', body: '{}', headers: { 'Content-Type': 'text/plain', Origin: ORIGIN } });
    expect(plain.status).toBe(415);
    const list = await call('/__studio/api/merchants/demo/check', { method: 'POST', body: '[1]', headers: { 'Content-Type': 'application/json', Origin: ORIGIN } });
    expect(list.status).toBe(400);
    const huge = await send('/__studio/api/merchants/demo/check', 'POST', { config: 'x'.repeat(1024 * 1024 + 1) });
    expect(huge.status).toBe(413);
  });
});

describe('checking a draft', () => {
  it("answers the schema's errors and the semantic ones at their JSON pointers, each with a fix", async () => {
    const config = demoConfig();
    config.theme.colors.primary = 'red';
    let result = (await (await send('/__studio/api/merchants/demo/check', 'POST', { config })).json()) as { errors: { pointer: string; fix: string }[]; resolved?: unknown };
    expect(result.errors).toEqual([expect.objectContaining({ pointer: '/theme/colors/primary', fix: expect.stringContaining('#rgb') })]);
    expect(result.resolved).toBeUndefined();

    const linking = demoConfig();
    linking.footer[0].action = { route: '/m/nowhere' };
    result = (await (await send('/__studio/api/merchants/demo/check', 'POST', { config: linking })).json()) as typeof result;
    expect(result.errors.map((e) => e.pointer)).toEqual(['/footer/0/action/route']);

    // A hostile link is refused by the schema at its field.
    const hostile = demoConfig();
    hostile.footer[0].action = { route: 'javascript:alert(1)' };
    result = (await (await send('/__studio/api/merchants/demo/check', 'POST', { config: hostile })).json()) as typeof result;
    expect(result.errors.map((e) => e.pointer)).toEqual(['/footer/0/action/route']);
  });

  it('answers the text a save would write and the config with its defaults', async () => {
    const config = demoConfig();
    config.identity.displayName = 'Demo Two';
    const result = (await (await send('/__studio/api/merchants/demo/check', 'POST', { config })).json()) as { text: string; resolved: { identity: { displayName: string }; home: { blocks: { props: unknown }[] } } };
    expect(result.text).toBe(merchantFileText(config));
    expect(result.resolved.identity.displayName).toBe('Demo Two');
    // Defaults filled: every block has its props.
    expect(result.resolved.home.blocks.every((b) => typeof b.props === 'object')).toBe(true);
  });
});

describe('saving', () => {
  const version = () => fileVersion(readFileSync(demoFile(), 'utf8'));

  it('writes a valid config in the schema key order, $schema first, and the site serves it at once', async () => {
    const config = demoConfig();
    config.identity.displayName = 'Demo Two';
    // Keys out of order in the draft come out in the schema's.
    const { $schema, ...rest } = config;
    const response = await send('/__studio/api/merchants/demo', 'PUT', { config: { ...rest, $schema }, version: version() });
    expect(response.status).toBe(200);
    const text = readFileSync(demoFile(), 'utf8');
    expect(Object.keys(JSON.parse(text))[0]).toBe('$schema');
    expect(text).toBe(merchantFileText(config));
    expect(((await response.json()) as { version: string }).version).toBe(fileVersion(text));
    const page = await call('/m/home', { headers: { host: 'demo.localhost:4173' } });
    expect(await page.text()).toContain('<title>Demo Two</title>');
  });

  it('refuses a file changed on disk since it was read (409) and an invalid config (422), writing nothing', async () => {
    const stale = version();
    const changed = `${readFileSync(demoFile(), 'utf8')}\n`;
    writeFileSync(demoFile(), changed);
    const config = demoConfig();
    config.identity.displayName = 'Mine';
    const conflict = await send('/__studio/api/merchants/demo', 'PUT', { config, version: stale });
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as { text: string }).text).toBe(changed);
    expect(readFileSync(demoFile(), 'utf8')).toBe(changed);

    config.theme.colors.primary = 'red';
    const invalid = await send('/__studio/api/merchants/demo', 'PUT', { config, version: version() });
    expect(invalid.status).toBe(422);
    expect(readFileSync(demoFile(), 'utf8')).toBe(changed);
  });
});

describe('opening', () => {
  it('runs the migrations: a file written for schema version 1 opens as the current version, the steps named', async () => {
    const old = demoConfig();
    old.schemaVersion = 1;
    old.constants = { ...old.constants, bannerAutoplayMs: 7000 };
    writeFileSync(demoFile(), `${JSON.stringify(old, null, 2)}\n`);
    const opened = (await (await call('/__studio/api/merchants/demo')).json()) as {
      config: { schemaVersion: number; constants: Record<string, unknown>; home: { blocks: { type: string; props?: { intervalMs?: number } }[] } };
      migrated: string[];
      errors: unknown[];
    };
    expect(opened.config.schemaVersion).toBe(3);
    expect(opened.migrated).toEqual([expect.stringMatching(/^1 -> 2: moves bannerAutoplayMs/), expect.stringMatching(/^2 -> 3: turns constants.copyright/)]);
    expect(opened.config.constants.bannerAutoplayMs).toBeUndefined();
    expect(opened.config.home.blocks.find((b) => b.type === 'bannerCarousel')?.props?.intervalMs).toBe(7000);
    expect(opened.errors).toEqual([]);
  });
});

describe('a new merchant', () => {
  it('is copied from another, renamed, written and served at its own host without a restart', async () => {
    const response = await send('/__studio/api/merchants', 'POST', { code: 'acme', from: 'demo', name: 'Acme Play' });
    expect(response.status).toBe(201);
    const config = JSON.parse(readFileSync(join(merchantsDir, 'acme', 'merchant.json'), 'utf8'));
    expect(config.identity).toMatchObject({ code: 'acme', merchantCode: 'ACME', displayName: 'Acme Play' });
    expect(config.identity.trialMerchantCode).toBeUndefined();
    const page = await call('/m/home', { headers: { host: 'acme.localhost:4173' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Acme Play</title>');
    // The simulator serves it too.
    const status = await call('/wps/system/status', { headers: { host: 'acme.localhost:4173', Merchant: 'ACME' } });
    expect(status.status).toBe(200);
  });

  it('refuses a code that is not one, or taken', async () => {
    expect((await send('/__studio/api/merchants', 'POST', { code: 'Acme!', from: 'demo' })).status).toBe(400);
    expect((await send('/__studio/api/merchants', 'POST', { code: 'demo', from: 'demo' })).status).toBe(409);
    expect((await send('/__studio/api/merchants', 'POST', { code: 'other', from: 'nobody' })).status).toBe(404);
    expect(existsSync(join(merchantsDir, 'other'))).toBe(false);
  });
});

describe('the merchant page while the studio runs', () => {
  it("names the studio's origins (the merchant's own and localhost) and lets only them frame the page", async () => {
    const page = await call('/m/home', { headers: { host: 'demo.localhost:4173' } });
    expect(await page.text()).toContain('<meta name="livery-studio" content="http://demo.localhost:4173 http://localhost:4173" />');
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors http://demo.localhost:4173 http://localhost:4173');
  });

  it('asked for at any other name, the page is never framed and names no studio', async () => {
    const page = await call('/m/home', { headers: { host: 'play.example.com' } });
    expect(await page.text()).not.toContain('livery-studio');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('assets', () => {
  const upload = (name: string, type: string, body: Uint8Array<ArrayBuffer> | string) =>
    call(`/__studio/api/merchants/demo/assets?name=${name}`, { method: 'POST', body, headers: { 'Content-Type': type, Origin: ORIGIN } });
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

  it('stores an image of a known type under the merchant assets', async () => {
    const response = await upload('new-logo', 'image/png', PNG);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ path: 'assets/new-logo.png' });
    expect(existsSync(join(merchantsDir, 'demo', 'assets', 'new-logo.png'))).toBe(true);
    // The served site has it at once (the preview shows it before a save).
    const served = await call('/merchant/assets/new-logo.png', { headers: { host: 'demo.localhost:4173' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses another type, a file that is not what it says, an SVG with script, a bad name and a file too big', async () => {
    expect((await upload('a', 'text/html', '<p>')).status).toBe(415);
    expect((await upload('a', 'image/png', 'not a png')).status).toBe(415);
    expect((await upload('a', 'image/svg+xml', '<svg><script>alert(1)</script></svg>')).status).toBe(415);
    expect((await upload('a', 'image/svg+xml', '<svg onload="alert(1)"></svg>')).status).toBe(415);
    expect((await upload('../../x', 'image/png', PNG)).status).toBe(201);
    expect(existsSync(join(merchantsDir, 'demo', 'assets', 'x.png'))).toBe(true);
    expect((await upload('Bad Name', 'image/png', PNG)).status).toBe(400);
    const big = new Uint8Array(MAX_ASSET_BYTES + 1);
    big.set(PNG);
    expect((await upload('big', 'image/png', big)).status).toBe(413);
  });
});
