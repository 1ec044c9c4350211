/** The platform's envelope (platform-api.md): success {success, value}; failure {success:false, errorCode, message}. */
import type { Context } from 'hono';

export type FailStatus = 400 | 401 | 403 | 404 | 500;

export const ok = (c: Context, value: unknown) => c.json({ success: true, value });

export const fail = (c: Context, status: FailStatus, errorCode: string, message: string, value?: unknown) =>
  c.json({ success: false, errorCode, message, ...(value === undefined ? {} : { value }) }, status);
