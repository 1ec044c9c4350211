/**
 * The one HTTP core every platform call goes through (shared/platform-api.md): headers, the
 * {success, value} envelope, JSON and form bodies, request encryption, timeouts, error codes, and
 * answers that cannot be read. Every failure is an ApiError with a kind and an i18n message key.
 */

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status = 0,
    readonly errorCode?: string,
    readonly value?: unknown,
    readonly traceId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Error codes (and HTTP status) that mean the session is gone. */
const SESSION_GONE = ['login.not.session', 'customer.not.login', 'user.or.token.invalid'];
export function isSessionGone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || SESSION_GONE.includes(error.errorCode ?? '') || error.message === 'CUSTOMER_NOT_LOGIN');
}

/** Codes meaning a feature is off or the account may not use it (#543, function.not.available). */
const NO_PERMISSION = ['#543', '543', 'function.not.available', 'agent.not.allowed'];
const MAINTENANCE = ['system.maintenance', 'maintenance', 'SYSTEM_MAINTENANCE'];

/** The i18n key of the message a person sees for a failure (the platform's own text wins where it sent one). */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'message.unknownError';
  if (error.kind === 'network' || error.kind === 'timeout') return 'message.networkOffline';
  if (error.kind === 'malformed') return 'message.badServerAnswer';
  if (isSessionGone(error)) return 'message.loggedOut';
  if (NO_PERMISSION.includes(error.errorCode ?? '')) return 'message.noPermission';
  if (MAINTENANCE.includes(error.errorCode ?? '')) return 'message.systemUpgrading';
  return 'message.unknownError';
}

/** Rate limiting: no alert, the caller backs off (platform-api.md). */
export const isRateLimited = (error: unknown) => error instanceof ApiError && (error.errorCode ?? '').startsWith('TOO_MANY_REQUEST');

export interface ApiContext {
  baseUrl: string;
  merchantCode: string;
  language: () => string;
  token: () => string | undefined;
  /** 'platform' encrypts login, register and password-by-phone bodies; 'none' sends them plain. */
  encryption?: 'platform' | 'none';
  /** The Device header of login and register (IPAD, PWA, WEBCLIP, OTHERS) when the site runs as such. */
  device?: () => string | undefined;
  /** Called once per failure that means the session is gone. */
  onSessionGone?: () => void;
  /** Called when a call is refused because the platform is under maintenance (the gate checks the status again). */
  onMaintenance?: () => void;
  timeoutMs?: number;
  /** Overridable for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

let context: ApiContext | undefined;

export function configureApi(next: ApiContext): void {
  context = next;
}

/** The merchant the calls are made for ('' before configureApi). */
export const currentMerchant = (): string => context?.merchantCode ?? '';

/** The session token calls carry now (none before configureApi or when signed out). */
export const currentToken = (): string | undefined => context?.token();

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A list value repeats its key (`inboxIds=1&inboxIds=2`). */
  query?: Record<string, string | number | boolean | undefined | readonly (string | number)[]>;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (e.g. forgot password by e-mail). */
  form?: Record<string, string>;
  /** Encrypt the JSON body with the platform's scheme (login, register, password by phone). */
  encrypted?: boolean;
  /** Send the Device header (login and register). */
  device?: boolean;
  moduleId?: string;
  /** Checks the envelope's value and gives it its type; throws on a wrong shape. */
  parse: (value: unknown) => T;
  /** The answer has no envelope (the lottery gateway, /lgw): `parse` gets the whole JSON. */
  raw?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** The session the call belongs to, when it was asked for earlier (a deferred write); else the current one. */
  token?: string;
  /** Let the call outlive the page (fetch keepalive): a write sent as the page goes away. */
  keepalive?: boolean;
}

const DEFAULT_TIMEOUT_MS = 15_000;

let encodedUserAgent: { ua: string; base64: string } | undefined;
/** base64 of the UTF-8 user agent, worked out once per user agent. */
const realUserAgent = () => {
  const ua = globalThis.navigator?.userAgent;
  if (!ua) return undefined;
  if (encodedUserAgent?.ua !== ua) {
    let binary = '';
    for (const byte of new TextEncoder().encode(ua)) binary += String.fromCharCode(byte);
    encodedUserAgent = { ua, base64: btoa(binary) };
  }
  return encodedUserAgent.base64;
};

/** AbortSignal.any where the browser has it; a linked controller where it does not. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const linked = new AbortController();
  for (const s of signals) {
    if (s.aborted) {
      linked.abort(s.reason);
      break;
    }
    s.addEventListener('abort', () => linked.abort(s.reason), { once: true, signal: linked.signal });
  }
  return linked.signal;
}

/**
 * The sizes of RSA modulus the client encrypts with. platform-api.md gives the exponent (65537) but no size;
 * the simulator issues 1,024 bits (src/platform-sim/encryption.ts), the smallest size still in use. A shorter
 * modulus is factored in moments, so a key under 1,024 bits is refused rather than used; one over 8,192 bits
 * is no key a platform issues, and its textbook RSA would stall the page.
 */
const RSA_MODULUS_BITS = { min: 1024, max: 8192 } as const;

/** Bits of a hex number: leading zeros do not count. */
function hexBits(hex: string): number {
  const digits = hex.replace(/^0+/, '');
  return digits ? (digits.length - 1) * 4 + Number.parseInt(digits[0] as string, 16).toString(2).length : 0;
}

async function rsaModulus(ctx: ApiContext, signal: AbortSignal): Promise<string> {
  const url = new URL(`${ctx.baseUrl}/wps/session/key/rsa`, globalThis.location?.origin ?? 'http://localhost');
  url.searchParams.set('_', String(Date.now()));
  const res = await (ctx.fetch ?? fetch)(url, { headers: { Merchant: ctx.merchantCode }, cache: 'no-store', signal });
  const text = (await res.text()).trim();
  // Checked by length first: a huge answer is refused without scanning it.
  if (!res.ok || text.length > RSA_MODULUS_BITS.max || !/^[0-9a-fA-F]+$/.test(text)) throw new ApiError('malformed', 'the RSA key answer is not a modulus', res.status);
  const bits = hexBits(text);
  if (bits < RSA_MODULUS_BITS.min || bits > RSA_MODULUS_BITS.max) {
    throw new ApiError('malformed', `the RSA key is ${bits} bits; the client takes ${RSA_MODULUS_BITS.min} to ${RSA_MODULUS_BITS.max}`, res.status);
  }
  return text;
}

export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const ctx = context;
  if (!ctx) throw new Error('configureApi() was not called');
  const { method = 'GET', query, body, form, encrypted, device, moduleId, parse, raw, signal, keepalive } = options;
  const url = new URL(ctx.baseUrl + path, globalThis.location?.origin ?? 'http://localhost');
  for (const [k, v] of Object.entries(query ?? {})) {
    if (Array.isArray(v)) for (const item of v) url.searchParams.append(k, String(item));
    else if (v !== undefined) url.searchParams.set(k, String(v));
  }

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? ctx.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const abort = signal ? anySignal([signal, timeout.signal]) : timeout.signal;

  try {
    const headers: Record<string, string> = { Merchant: ctx.merchantCode, Language: ctx.language().toUpperCase() };
    const token = 'token' in options ? options.token : ctx.token();
    if (token) headers.Authorization = token;
    if (moduleId && method !== 'GET') headers.ModuleId = moduleId;
    const ua = realUserAgent();
    if (ua) headers['X-Real-UA'] = ua;
    const deviceName = device ? ctx.device?.() : undefined;
    if (deviceName) headers.Device = deviceName;

    let payload: string | undefined;
    if (form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(form).toString();
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      if (encrypted && ctx.encryption !== 'none') {
        // The cipher code loads only when a call needs it (login, register, password by phone).
        const [{ encryptBody }, modulus] = await Promise.all([import('./encryption'), rsaModulus(ctx, abort)]);
        const sealed = encryptBody(body, modulus);
        Object.assign(headers, sealed.headers);
        payload = JSON.stringify(sealed.body);
      } else {
        payload = JSON.stringify(body);
      }
    }

    const response = await (ctx.fetch ?? fetch)(url, { method, headers, body: payload, signal: abort, ...(keepalive ? { keepalive } : {}) });
    const traceId = response.headers.get('x-app-trace-id') ?? undefined;
    // A body that breaks off while streaming is a network failure (caught below); one that is not JSON is not.
    const text = await response.text();
    let envelope: unknown;
    try {
      envelope = JSON.parse(text);
    } catch {
      // A refusal from a proxy or firewall (403 page, 502) is still an HTTP failure, not a malformed answer.
      if (!response.ok) throw httpFailure(ctx, token, new ApiError('http', 'Unknown error', response.status, undefined, undefined, traceId));
      throw new ApiError('malformed', `unreadable answer from ${path}`, response.status, undefined, undefined, traceId);
    }
    if (raw && response.ok) return parseValue(parse, envelope, path, response.status, traceId);
    if (!isRecord(envelope) || typeof envelope.success !== 'boolean') {
      throw new ApiError('malformed', `answer from ${path} has no envelope`, response.status, undefined, undefined, traceId);
    }
    if (!response.ok || !envelope.success) {
      const code = typeof envelope.errorCode === 'string' ? envelope.errorCode : undefined;
      const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : 'Unknown error';
      throw httpFailure(ctx, token, new ApiError('http', message, response.status, code, envelope.value, traceId));
    }
    return parseValue(parse, envelope.value, path, response.status, traceId);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (signal?.aborted) throw err;
    if (timeout.signal.aborted) throw new ApiError('timeout', 'network offline or slow');
    throw new ApiError('network', 'network offline or slow');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tells the app about a failure that concerns it: the session is gone (only when the failed call still
 * carried the current token: a late answer to an old one must not end a new session), or maintenance.
 */
function httpFailure(ctx: ApiContext, sentToken: string | undefined, error: ApiError): ApiError {
  if (isSessionGone(error) && sentToken !== undefined && ctx.token() === sentToken) ctx.onSessionGone?.();
  if (error.status === 503 || MAINTENANCE.includes(error.errorCode ?? '')) ctx.onMaintenance?.();
  return error;
}

/** Gives an envelope's value its type with `parse`; a wrong shape is an ApiError of kind malformed. */
export function parseValue<T>(parse: (value: unknown) => T, value: unknown, path: string, status = 200, traceId?: string): T {
  try {
    return parse(value);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new ApiError('malformed', `answer from ${path} has an unexpected shape: ${why}`, status, undefined, value, traceId);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
