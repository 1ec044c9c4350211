/**
 * The ops studio's side of the site server (npm run studio, npm start): its page at /__studio/ and the calls
 * it makes under /__studio/api/. Loopback only: a request from another address, for another host name
 * (DNS rebinding) or, when it writes, from another origin is refused. Merchants are read from and written to
 * merchants/<code>/; a save or a new merchant stamps that merchant's site again and the server serves it at
 * once (no restart).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Context, Hono } from 'hono';
import schemaJson from '../../schemas/merchant.schema.json' with { type: 'json' };
import { migrate } from '../../src/config/migrate';
import { type ConfigError, validateMerchant } from '../../src/config/validate';
import { LANGUAGES } from '../../src/i18n/languages';
import { stampSite } from '../build';
import { copyMerchant, MERCHANTS_DIR, merchantCodes } from './merchants';
import { fileVersion, merchantFileText } from './merchant-file';
import { LOOPBACK_ADDRESS, LOOPBACK_HOST } from './site-edges';
import type { Sites, StudioMount } from './site-server';
import { readStatic } from './static-files';

export interface StudioOptions {
  dist: string;
  merchantsDir?: string;
}

/** A merchant code: lower-case letters, digits and hyphens, 2-31 characters, starting with a letter (as npm run new-merchant). */
export const MERCHANT_CODE = /^[a-z][a-z0-9-]{1,30}$/;
/** The largest asset the studio accepts (a logo or an icon). */
export const MAX_ASSET_BYTES = 512 * 1024;
const ASSET_TYPES: Record<string, string> = { 'image/svg+xml': '.svg', 'image/png': '.png', 'image/webp': '.webp', 'image/jpeg': '.jpg' };
/** A merchant.json the studio sends: far more than any real config, far less than what would hold the server up. */
const MAX_CONFIG_BYTES = 1024 * 1024;


/**
 * The studio page's own policy: its code and styles from this server; it frames the merchants' pages.
 * 'unsafe-eval': the form's validator (rjsf's Ajv) compiles the schema into functions at run time. The studio
 * is a loopback-only tool that shows the files of this machine; the player's pages never allow it.
 */
const STUDIO_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src 'self' http://*.localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The control API calls the studio's preview makes: a member and its session, live flags, register field rules. */
const STUDIO_CONTROL = /^\/(members|members\/[A-Za-z0-9_]+\/session|flags|register-settings)$/;

interface Problem {
  error: string;
  errors?: ConfigError[];
}

export function studio({ dist, merchantsDir = MERCHANTS_DIR }: StudioOptions): StudioMount {
  return (app, sites) => {
    app.use('/__studio/*', async (c, next) => {
      const remote = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? '';
      if (remote && !LOOPBACK_ADDRESS.test(remote)) return c.json({ error: 'the studio answers only this machine' }, 403);
      const host = c.req.header('host') ?? '';
      if (!LOOPBACK_HOST.test(host)) return c.json({ error: 'open the studio at http://localhost:<port>/__studio/' }, 403);
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
        if (c.req.header('origin') !== `http://${host}`) return c.json({ error: 'foreign origin' }, 403);
      }
      await next();
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Cache-Control', 'no-store');
    });
    mountApi(app, sites, dist, merchantsDir);
    // The preview's members and live settings, from the studio's page: the control API wants a token the page
    // does not have, so the studio (loopback, its own origin for writes, checked above) makes these calls itself.
    app.on(['POST', 'PATCH'], '/__studio/api/sim/*', async (c) => {
      const path = c.req.path.slice('/__studio/api/sim'.length);
      if (!STUDIO_CONTROL.test(path)) return c.json({ error: `the studio does not pass on ${path}` } satisfies Problem, 404);
      const url = new URL(c.req.url);
      url.pathname = `/__sim${path}`;
      const headers = { 'Content-Type': 'application/json', Merchant: c.req.header('Merchant') ?? '' };
      return sites.control(new Request(url, { method: c.req.method, headers, body: await c.req.text() }));
    });
    app.get('/__studio/assets/*', async (c) => {
      const file = await readStatic(join(dist, 'studio', 'assets'), c.req.path.slice('/__studio/assets'.length));
      return file ? c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.type }) : c.text('Not found', 404);
    });
    app.get('/__studio/*', async (c) => {
      const file = await readStatic(join(dist, 'studio'), 'index.html');
      if (!file) return c.text('The studio is not built: run npm run build.', 503);
      return c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.type, 'Content-Security-Policy': STUDIO_CSP });
    });
    app.get('/__studio', (c) => c.redirect('/__studio/'));
  };
}

function mountApi(app: Hono<{ Variables: { merchant: string } }>, sites: Sites, dist: string, dir: string): void {
  const fileOf = (code: string) => join(dir, code, 'merchant.json');
  const exists = (code: string) => MERCHANT_CODE.test(code) && existsSync(fileOf(code));
  const check = (code: string, config: unknown) => validateMerchant(fileOf(code), config, { folder: code, assetExists: (path) => existsSync(join(dir, code, path)) });
  const notFound = (c: Context, code: string) => c.json({ error: `no merchant "${code}" under ${dir}/` } satisfies Problem, 404);
  /** Writes the site the server serves for a merchant whose file is valid. */
  const publish = (code: string, config: NonNullable<ReturnType<typeof check>['config']>) => {
    const template = readFileSync(join(dist, 'app', 'index.html'), 'utf8');
    sites.put(code, config, stampSite({ dist, merchantsDir: dir, template }, code, config));
  };

  app.get('/__studio/api/schema', (c) => c.json(schemaJson));

  app.get('/__studio/api/merchants', (c) =>
    c.json(
      merchantCodes(dir).map((code) => {
        const text = readFileSync(fileOf(code), 'utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          return { code, name: code, valid: false, errors: 1, languages: [], served: sites.has(code) };
        }
        const result = check(code, json);
        const identity = (migrate(json).config as { identity?: { displayName?: string; logo?: string } }).identity ?? {};
        const languages = (json as { languages?: { supported?: string[] } }).languages?.supported ?? [];
        return {
          code,
          name: identity.displayName ?? code,
          logo: identity.logo ? `/__studio/api/merchants/${code}/${identity.logo}` : undefined,
          languages: languages.filter((l) => l in LANGUAGES),
          valid: result.errors.length === 0,
          errors: result.errors.length,
          served: sites.has(code),
        };
      }),
    ),
  );

  app.get('/__studio/api/merchants/:code', (c) => {
    const code = c.req.param('code');
    if (!exists(code)) return notFound(c, code);
    const text = readFileSync(fileOf(code), 'utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      return c.json({ code, text, version: fileVersion(text), error: `merchant.json is not valid JSON: ${(err as Error).message}` }, 422);
    }
    // Migrations run on open: the form shows the current version; saving writes it.
    const migrated = migrate(json);
    return c.json({
      code,
      file: fileOf(code),
      text,
      version: fileVersion(text),
      config: migrated.config,
      migrated: migrated.applied.map((m) => `${m.from} -> ${m.from + 1}: ${m.describe}`),
      errors: check(code, migrated.config).errors,
    });
  });

  // Checks a draft as npm run validate does: the errors (schema and semantic, each at its JSON pointer with a
  // fix), the text a save would write, and the config with its defaults (what the preview shows).
  app.post('/__studio/api/merchants/:code/check', async (c) => {
    const code = c.req.param('code');
    if (!exists(code)) return notFound(c, code);
    const body = await jsonBody(c);
    if (!body.ok) return c.json({ error: body.error } satisfies Problem, body.status);
    const config = (body.value as { config?: unknown }).config;
    const result = check(code, config);
    return c.json({ errors: result.errors, text: merchantFileText(config), resolved: result.config });
  });

  app.put('/__studio/api/merchants/:code', async (c) => {
    const code = c.req.param('code');
    if (!exists(code)) return notFound(c, code);
    const body = await jsonBody(c);
    if (!body.ok) return c.json({ error: body.error } satisfies Problem, body.status);
    const { config, version } = body.value as { config?: unknown; version?: unknown };
    const current = readFileSync(fileOf(code), 'utf8');
    if (version !== fileVersion(current)) {
      return c.json({ error: `${fileOf(code)} changed on disk since it was opened`, version: fileVersion(current), text: current }, 409);
    }
    const result = check(code, config);
    if (!result.config) return c.json({ error: 'the config is not valid; nothing was written', errors: result.errors } satisfies Problem, 422);
    const text = merchantFileText(config);
    writeFileSync(fileOf(code), text);
    publish(code, result.config);
    return c.json({ version: fileVersion(text), text, resolved: result.config });
  });

  // A new merchant from an existing one (as npm run new-merchant), or a duplicate: same call, `from` chosen.
  app.post('/__studio/api/merchants', async (c) => {
    const body = await jsonBody(c);
    if (!body.ok) return c.json({ error: body.error } satisfies Problem, body.status);
    const { code, from, name } = body.value as { code?: unknown; from?: unknown; name?: unknown };
    if (typeof code !== 'string' || !MERCHANT_CODE.test(code)) {
      return c.json({ error: 'the code takes lower-case letters, digits and hyphens, 2-31 characters, starting with a letter' } satisfies Problem, 400);
    }
    if (existsSync(join(dir, code))) return c.json({ error: `${join(dir, code)} already exists` } satisfies Problem, 409);
    const source = typeof from === 'string' ? from : 'demo';
    if (!exists(source)) return notFound(c, source);
    const displayName = typeof name === 'string' && name.trim() ? name.trim().slice(0, 60) : code;
    copyMerchant(source, code, { fromDir: dir, toDir: dir, name: displayName });
    const json = JSON.parse(readFileSync(fileOf(code), 'utf8'));
    writeFileSync(fileOf(code), merchantFileText(json));
    const result = check(code, json);
    if (result.config) publish(code, result.config);
    return c.json({ code, errors: result.errors }, 201);
  });

  app.get('/__studio/api/merchants/:code/assets/*', async (c) => {
    const code = c.req.param('code');
    if (!exists(code)) return notFound(c, code);
    const file = await readStatic(join(dir, code, 'assets'), c.req.path.slice(`/__studio/api/merchants/${code}/assets`.length));
    return file ? c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.type, 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }) : c.text('Not found', 404);
  });

  // An asset upload: the body is the file itself, its type in Content-Type, its name in ?name=.
  app.post('/__studio/api/merchants/:code/assets', async (c) => {
    const code = c.req.param('code');
    if (!exists(code)) return notFound(c, code);
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
    const extension = ASSET_TYPES[type];
    if (!extension) return c.json({ error: `send an SVG, PNG, WebP or JPEG image (got ${type || 'no type'})` } satisfies Problem, 415);
    const name = basename(c.req.query('name') ?? '').replace(/\.[a-z0-9]+$/i, '');
    if (!/^[a-z0-9][a-z0-9-]{0,40}$/.test(name)) return c.json({ error: 'name the file with lower-case letters, digits and hyphens' } satisfies Problem, 400);
    if (Number(c.req.header('content-length') ?? 0) > MAX_ASSET_BYTES) return c.json({ error: `an asset is at most ${MAX_ASSET_BYTES / 1024} KB` } satisfies Problem, 413);
    const body = new Uint8Array(await c.req.arrayBuffer());
    if (body.byteLength === 0 || body.byteLength > MAX_ASSET_BYTES) {
      return c.json({ error: `an asset is 1 byte to ${MAX_ASSET_BYTES / 1024} KB (this one is ${Math.ceil(body.byteLength / 1024)} KB)` } satisfies Problem, 413);
    }
    if (!looksLike(type, body)) return c.json({ error: `the file is not a ${type} image` } satisfies Problem, 415);
    const file = `${name}${extension}`;
    // Into the merchant's folder, and into the site the server serves, so the preview shows it before a save.
    for (const folder of [join(dir, code, 'assets'), join(dist, 'sites', code, 'merchant', 'assets')]) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, file), body);
    }
    return c.json({ path: `assets/${file}` }, 201);
  });
}

/** The first bytes of each image type the studio accepts (an SVG must be an <svg> document without script). */
function looksLike(type: string, body: Uint8Array): boolean {
  const starts = (...bytes: number[]) => bytes.every((b, i) => body[i] === b);
  if (type === 'image/png') return starts(0x89, 0x50, 0x4e, 0x47);
  if (type === 'image/jpeg') return starts(0xff, 0xd8, 0xff);
  if (type === 'image/webp') return starts(0x52, 0x49, 0x46, 0x46);
  const text = new TextDecoder().decode(body);
  return /<svg[\s>]/i.test(text) && !/<script|\bon[a-z]+\s*=|javascript:/i.test(text);
}

type Body = { ok: true; value: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; error: string };

async function jsonBody(c: Context): Promise<Body> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim();
  if (type !== 'application/json') return { ok: false, status: 415, error: 'send JSON' };
  const tooBig = { ok: false, status: 413, error: `a request is at most ${MAX_CONFIG_BYTES / 1024} KB` } as const;
  if (Number(c.req.header('content-length') ?? 0) > MAX_CONFIG_BYTES) return tooBig;
  const text = await c.req.text();
  if (text.length > MAX_CONFIG_BYTES) return tooBig;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // answered below
  }
  return { ok: false, status: 400, error: 'the body is not a JSON object' };
}
