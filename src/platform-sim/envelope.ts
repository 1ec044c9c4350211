/** The platform's envelope (platform-api.md): success {success, value}; failure {success:false, errorCode, message}. */
import type { Context } from 'hono';

export type FailStatus = 400 | 401 | 403 | 404 | 500;

export const ok = (c: Context, value: unknown) => c.json({ success: true, value });

export const fail = (c: Context, status: FailStatus, errorCode: string, message: string, value?: unknown) =>
  c.json({ success: false, errorCode, message, ...(value === undefined ? {} : { value }) }, status);

export type Body = Record<string, unknown>;

/** A request's JSON body as an object; anything else (no body, bad JSON, a list) reads as {}. */
export async function jsonBody(c: Context): Promise<Body> {
  const raw = await c.req.json().catch(() => undefined);
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Body) : {};
}

/** A text field as the platform reads it: trimmed text, numbers as text, anything else empty. */
export const str = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
