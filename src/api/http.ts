/**
 * The one HTTP core every platform call goes through (shared/platform-api.md): headers, the
 * {success, value} envelope, error codes, and answers that cannot be read.
 */

export type ApiErrorKind = 'http' | 'network' | 'malformed';

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

export interface ApiContext {
  baseUrl: string;
  merchantCode: string;
  language: () => string;
  token: () => string | undefined;
  /** Overridable for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

let context: ApiContext | undefined;

export function configureApi(next: ApiContext): void {
  context = next;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  moduleId?: string;
  /** Checks the envelope's value and gives it its type; throws on a wrong shape. */
  parse: (value: unknown) => T;
  signal?: AbortSignal;
}

export async function request<T>(path: string, options: RequestOptions<T>): Promise<T> {
  if (!context) throw new Error('configureApi() was not called');
  const { method = 'GET', query, body, moduleId, parse, signal } = options;
  const url = new URL(context.baseUrl + path, globalThis.location?.origin ?? 'http://localhost');
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));

  const headers: Record<string, string> = { Merchant: context.merchantCode, Language: context.language().toUpperCase() };
  const token = context.token();
  if (token) headers.Authorization = token;
  if (moduleId && method !== 'GET') headers.ModuleId = moduleId;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await (context.fetch ?? fetch)(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError('network', 'network offline or slow');
  }
  const traceId = response.headers.get('x-app-trace-id') ?? undefined;
  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    // A refusal from a proxy or firewall (403 page, 502) is still an HTTP failure, not a malformed answer.
    if (!response.ok) throw new ApiError('http', 'Unknown error', response.status, undefined, undefined, traceId);
    throw new ApiError('malformed', `unreadable answer from ${path}`, response.status, undefined, undefined, traceId);
  }
  if (!isRecord(envelope) || typeof envelope.success !== 'boolean') {
    throw new ApiError('malformed', `answer from ${path} has no envelope`, response.status, undefined, undefined, traceId);
  }
  if (!response.ok || !envelope.success) {
    const code = typeof envelope.errorCode === 'string' ? envelope.errorCode : undefined;
    const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : 'Unknown error';
    throw new ApiError('http', message, response.status, code, envelope.value, traceId);
  }
  try {
    return parse(envelope.value);
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw new ApiError('malformed', `answer from ${path} has an unexpected shape: ${why}`, response.status, undefined, envelope.value, traceId);
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
