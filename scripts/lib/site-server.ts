/**
 * The site server of npm start: one port for every merchant (chosen by host: <code>.localhost, else
 * the default merchant), the built app, each merchant's stamped page and assets, and the platform simulator.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { MerchantConfig } from '../../src/config/merchant-resolved.gen';
import { normalizePath } from '../../src/lib/paths';
import { createPlatformSimulator } from '../../src/platform-sim/app';
import { STATIC_CSP } from './security-headers';
import { guardEdges } from './site-edges';
import { pageCsp } from './stamp';
import { readStatic } from './static-files';

export interface SiteOptions {
  dist: string;
  merchants: Map<string, MerchantConfig>;
  defaultMerchant: string;
  /** The platform simulator answering /wps, /lgw and the control API (made here when not given). */
  simulator?: ReturnType<typeof createPlatformSimulator>;
  /** Mounts the ops studio at /__studio/ (loopback only; its preview frames the merchants' pages). */
  studio?: StudioMount;
  /** The control API's token (X-Sim-Token); without one a random one nobody was told, so the API is shut. */
  simToken?: string;
  /** Host names answered beside the loopback ones (LIVERY_ALLOWED_HOSTS). */
  deployHosts?: readonly string[];
}

/** What the studio needs of the site server: where to hook in and how to serve a merchant it saved or made. */
export type StudioMount = (app: Hono<{ Variables: { merchant: string } }>, sites: Sites) => void;

/** The merchants' pages the server serves; the studio replaces one after a save and adds one it makes. */
export interface Sites {
  /** Serves `code` with `config` and its freshly stamped page (dist/sites/<code>/). */
  put(code: string, config: MerchantConfig, stamped: { html: string; styleHash: string; offlineCsp: string }): void;
  has(code: string): boolean;
  /** A call to the simulator's control API from the server itself (the studio's preview members and flags). */
  control(request: Request): Response | Promise<Response>;
}

/**
 * While the studio runs, a merchant's page asked for by a loopback name (<code>.localhost) may be framed by
 * the studio: its editor, served on the merchant's own origin (so the framed site keeps its storage: a
 * browser blocks storage in a cross-site frame), and its side-by-side page at localhost. The page names
 * those origins, and its preview bridge (src/app/preview-bridge.ts) answers only them.
 */
export const STUDIO_META = 'livery-studio';

/** The studio origins that may frame a page asked for at `host` (none unless it is a loopback name). */
export function studioOrigins(host: string | undefined): string[] {
  const match = /^((?:[a-z0-9-]+\.)?localhost)(?::(\d+))?$/.exec((host ?? '').toLowerCase());
  if (!match) return [];
  const port = match[2] ? `:${match[2]}` : '';
  return [...new Set([`http://${match[1]}${port}`, `http://localhost${port}`])];
}

/** The merchant a request is for: the first label of a *.localhost (or any) host, else the default. */
export function merchantForHost(host: string | undefined, known: ReadonlySet<string>, fallback: string): string | { unknown: string } {
  const name = (host ?? '').split(':')[0]?.toLowerCase() ?? '';
  const labels = name.split('.');
  if (labels.length < 2 || name === 'localhost' || /^[\d.]+$/.test(name)) return fallback;
  const first = labels[0] ?? '';
  if (known.has(first)) return first;
  // Only preview hosts (<code>.localhost) name a merchant; any other host name is the default merchant.
  return name.endsWith('.localhost') ? { unknown: first } : fallback;
}

function declaredPaths(config: MerchantConfig): Set<string> {
  return new Set(config.routes.flatMap((r) => [r.path, ...r.aliases]).map(normalizePath));
}

export function createSiteApp({
  dist,
  merchants,
  defaultMerchant,
  simulator = createPlatformSimulator(merchants.values()),
  studio,
  simToken = randomBytes(24).toString('base64url'),
  deployHosts = [],
}: SiteOptions) {
  const info = JSON.parse(readFileSync(join(dist, 'build-info.json'), 'utf8')) as { styleHashes: Record<string, string>; offlineCsp?: Record<string, string> };
  const offlineCsp = new Map(Object.entries(info.offlineCsp ?? {}));
  const pages = new Map(
    [...merchants].map(([code, config]) => [
      code,
      {
        html: readFileSync(join(dist, 'sites', code, 'index.html'), 'utf8'),
        csp: pageCsp(info.styleHashes[code] ?? '', config),
        paths: declaredPaths(config),
      },
    ]),
  );
  const known = new Set(merchants.keys());
  const sites: Sites = {
    put(code, config, stamped) {
      pages.set(code, { html: stamped.html, csp: pageCsp(stamped.styleHash, config), paths: declaredPaths(config) });
      offlineCsp.set(code, stamped.offlineCsp);
      simulator.putMerchant(config);
      known.add(code);
      merchants.set(code, config);
    },
    has: (code) => known.has(code),
    control: (request) => simulator.fetch(request),
  };
  const app = new Hono<{ Variables: { merchant: string } }>();
  // Before any route: the Host allow-list, the headers every answer carries, body limits, the control API's token.
  guardEdges(app, { simToken, deployHosts });

  // The platform's JSON answers go out compressed, as a real platform's do (a game list is tens of KB).
  app.use('/wps/*', compress());
  app.all('/wps/*', (c) => simulator.fetch(c.req.raw));
  app.all('/lgw/*', (c) => simulator.fetch(c.req.raw));
  // The control API: loopback and its token only (guardEdges).
  app.all('/__sim/*', (c) => simulator.fetch(c.req.raw));
  // The simulator's test OAuth provider: a third party's pages for the player's browser, so any address may
  // reach it (a phone on the LAN, a preview host), unlike the control API; it answers only registered clients.
  app.all('/__oauth/*', (c) => simulator.fetch(c.req.raw));
  // The Firebase Auth emulator's endpoints (a merchant with firebase.emulatorUrl "/"): the SDK calls them on
  // the page's own origin; its code listing (/emulator/…) is guarded as the control API is (guardEdges).
  app.all('/identitytoolkit.googleapis.com/*', (c) => simulator.fetch(c.req.raw));
  app.all('/securetoken.googleapis.com/*', (c) => simulator.fetch(c.req.raw));
  app.all('/emulator/*', (c) => simulator.fetch(c.req.raw));
  app.get('/sim-assets/*', (c) => simulator.fetch(c.req.raw));
  app.get('/sim-cdn/*', (c) => simulator.fetch(c.req.raw));
  app.get('/sim-game/*', (c) => simulator.fetch(c.req.raw));
  studio?.(app, sites);

  app.use('*', async (c, next) => {
    const found = merchantForHost(c.req.header('host'), known, defaultMerchant);
    if (typeof found !== 'string') {
      return c.text(`Unknown merchant "${found.unknown}". Known merchants: ${[...known].join(', ')}.`, 404);
    }
    c.set('merchant', found);
    await next();
  });
  // The page, its code and styles go out gzip-compressed when the browser accepts it (a phone on a slow
  // network loads a third of the bytes; the simulator's answers above are left as they are).
  app.use('*', compress());

  const serve = (root: (code: string) => string, prefix: string, cache: string) =>
    app.get(`${prefix}/*`, async (c) => {
      const file = await readStatic(root(c.get('merchant')), c.req.path.slice(prefix.length));
      if (!file) return c.text('Not found', 404);
      return c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.type, 'Cache-Control': cache, 'Content-Security-Policy': STATIC_CSP });
    });
  serve(() => join(dist, 'app', 'assets'), '/assets', 'public, max-age=31536000, immutable');
  serve(() => join(dist, 'flags'), '/flags', 'public, max-age=86400');
  serve((code) => join(dist, 'sites', code, 'merchant'), '/merchant', 'public, max-age=3600');

  app.get('/manifest.webmanifest', async (c) => {
    const file = await readStatic(join(dist, 'sites', c.get('merchant')), 'manifest.webmanifest');
    return file ? c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.type }) : c.text('Not found', 404);
  });

  // The service worker: the same script for every merchant, always revalidated so a new build is found.
  app.get('/sw.js', async (c) => {
    const file = await readStatic(join(dist, 'worker'), 'sw.js');
    return file ? c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache' }) : c.text('Not found', 404);
  });
  // The offline page the worker keeps for navigations when the network and the cached shell are gone.
  app.get('/offline.html', async (c) => {
    const code = c.get('merchant');
    const file = await readStatic(join(dist, 'sites', code), 'offline.html');
    if (!file) return c.text('Not found', 404);
    return c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.type, 'Cache-Control': 'no-cache', 'Content-Security-Policy': offlineCsp.get(code) ?? STATIC_CSP });
  });

  app.get('*', (c) => {
    const page = pages.get(c.get('merchant'));
    if (!page) return c.text('Not found', 404);
    const status = page.paths.has(normalizePath(c.req.path)) ? 200 : 404;
    const framers = studio ? studioOrigins(c.req.header('host')) : [];
    if (!framers.length) return c.html(page.html, status, { 'Content-Security-Policy': page.csp, 'Cache-Control': 'no-cache' });
    const html = page.html.replace('<head>', () => `<head>\n    <meta name="${STUDIO_META}" content="${framers.join(' ')}" />`);
    const csp = page.csp.replace("frame-ancestors 'none'", `frame-ancestors ${framers.join(' ')}`);
    return c.html(html, status, { 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache' });
  });
  return app;
}
