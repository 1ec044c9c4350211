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

/** A 1-based page number or page size as a query gives it: a whole number from 1, at most `max`; anything else reads as `fallback`. */
export function pageParam(text: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/**
 * One page of a list (?page=&size=, 1-based; a page past the end is empty). totalPages is 0 for an empty list,
 * as the platform's reports answer (src/api reads any count and asks for a next page only while the page is
 * below totalPages, so 0 and 1 both mean "no more").
 */
export function pageOf<T>(rows: readonly T[], pageText: string | undefined, sizeText: string | undefined, defaultSize = 10, maxSize = 100) {
  const page = pageParam(pageText, 1);
  const size = pageParam(sizeText, defaultSize, maxSize);
  return { list: rows.slice((page - 1) * size, page * size), page, size, totalPages: Math.ceil(rows.length / size) };
}
