/**
 * What every request to the site server (npm start) and the dev server's simulator passes before it is routed:
 * the Host allow-list, the security headers, the body limits and the control API's token. Kept apart from the
 * routes so that no answer (the platform's, the control API's, a page, a file) can be mounted ahead of it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Env, Hono, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RECEIPT_MAX_BYTES } from '../../src/platform-sim/routes/deposit';
import { SECURITY_HEADERS } from './security-headers';

/** A loopback caller's address (the socket's remote address). */
export const LOOPBACK_ADDRESS = /^(127\.|::1$|::ffff:127\.)/;
/** Loopback names: localhost, any <name>.localhost (a merchant's preview, its studio editor), the loopback addresses; any port. */
export const LOOPBACK_HOST = /^((?:[a-z0-9-]+\.)?localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The deploy hosts LIVERY_ALLOWED_HOSTS names (a comma list: `play.brand.example`, or `*.brand.example` for
 * every name under it), lower-cased.
 */
export function allowedHostsFromEnv(value = process.env.LIVERY_ALLOWED_HOSTS): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether the server answers a request for `host` (the Host header). A page another site's DNS points at this
 * machine (DNS rebinding) arrives with that site's name, and is refused: it would otherwise be same-origin with
 * the control API and the player's pages.
 */
export function hostAllowed(host: string | undefined, deployHosts: readonly string[]): boolean {
  const value = (host ?? '').toLowerCase();
  if (LOOPBACK_HOST.test(value)) return true;
  const name = value.replace(/:\d+$/, '');
  return deployHosts.some((allowed) => (allowed.startsWith('*.') ? name.endsWith(allowed.slice(1)) && name.length > allowed.length - 1 : name === allowed));
}

/** Any request body: 1 MB. */
export const BODY_LIMIT = 1024 * 1024;
/** Bytes of a file sent inside JSON as a data: address (base64: 4 characters for 3 bytes, plus its prefix). */
const asDataUrl = (bytes: number) => Math.ceil(bytes / 3) * 4 + 'data:image/jpeg;base64,'.length + 2;
/** The spec's feedback limits (§5, §9): png or jpg images of at most 5 MB each, 3 at most. */
export const FEEDBACK_IMAGE_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_IMAGES = 3;
/** Room for the rest of a JSON body beside its images (the text, its escapes, the field names). */
const JSON_MARGIN = 64 * 1024;
/** Bodies allowed past 1 MB: the feedback with its images, and a deposit receipt (the simulator answers 413 above its own limit). */
const LARGE_BODIES: Readonly<Record<string, number>> = {
  '/wps/feedback': FEEDBACK_IMAGES * asDataUrl(FEEDBACK_IMAGE_BYTES) + JSON_MARGIN,
  '/wps/relay/MCSFE_uploadDepositEncodedImage': asDataUrl(RECEIPT_MAX_BYTES) + JSON_MARGIN,
};

/** The largest body a request to `path` may send. */
export const bodyLimitFor = (path: string) => LARGE_BODIES[path] ?? BODY_LIMIT;

/** Too large: the platform's envelope under /wps and /lgw, a JSON error elsewhere. */
function tooLarge(c: Context) {
  const limit = bodyLimitFor(c.req.path);
  if (/^\/(wps|lgw)\//.test(c.req.path)) {
    return c.json({ success: false, errorCode: 'request.too.large', message: `The request is larger than ${limit} bytes` }, 413);
  }
  return c.json({ error: `a request body is at most ${limit} bytes` }, 413);
}

/** The header the control API's token goes in. */
export const SIM_TOKEN_HEADER = 'X-Sim-Token';

/** The control API's token: LIVERY_SIM_TOKEN when set, else a random one for this run. */
export const simTokenFromEnv = (value = process.env.LIVERY_SIM_TOKEN) => value || randomBytes(24).toString('base64url');

/** Compared through their digests, so the time taken says nothing about how much of a guess was right. */
const digest = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (given: string, secret: string) => timingSafeEqual(digest(given), digest(secret));

/** The simulated payment page a deposit opens in a new tab: a third party's page for the player's browser. */
const PAYMENT_PAGE = /^\/__sim\/pay\/[^/]+$/;

export interface EdgeOptions {
  /** The control API's token (X-Sim-Token). */
  simToken: string;
  /** Host names allowed beside loopback ones (LIVERY_ALLOWED_HOSTS). */
  deployHosts?: readonly string[];
}

/** Puts the edges in front of everything `app` routes after this call. */
export function guardEdges<E extends Env>(app: Hono<E>, { simToken, deployHosts = [] }: EdgeOptions): void {
  // First so that every answer below, the refusals included, carries the headers.
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.header(name, value);
  });
  app.use('*', async (c, next) => {
    // A request made by app.request() (the unit tests) has no Host header: its URL says the host.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!hostAllowed(host, deployHosts)) return c.text('Misdirected request: this server does not answer for that host name.', 421);
    return next();
  });
  app.use('*', (c, next) => bodyLimit({ maxSize: bodyLimitFor(c.req.path), onError: tooLarge })(c, next));
  // The control API hands out SMS codes and captcha answers and sets balances: this machine only, and only
  // with the token the server printed when it started.
  // The Firebase Auth emulator's code listing hands out codes too: the same guard.
  const controlOnly = async (c: Context<E>, next: Next) => {
    if (c.req.method === 'GET' && PAYMENT_PAGE.test(c.req.path)) return next();
    const remote = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress ?? '';
    if (remote && !LOOPBACK_ADDRESS.test(remote)) return c.json({ error: 'the control API answers only loopback' }, 403);
    if (!sameSecret(c.req.header(SIM_TOKEN_HEADER) ?? '', simToken)) {
      return c.json({ error: `the control API needs the ${SIM_TOKEN_HEADER} header: the token the server printed when it started` }, 403);
    }
    return next();
  };
  app.use('/__sim/*', controlOnly);
  app.use('/emulator/*', controlOnly);
}
