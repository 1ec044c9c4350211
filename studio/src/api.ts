/** The studio's calls to its server (scripts/lib/studio-server.ts): every one answers JSON or throws a readable error. */
import type { JsonObject } from './json';

export interface ConfigError {
  file: string;
  pointer: string;
  problem: string;
  fix: string;
}

export interface MerchantSummary {
  code: string;
  name: string;
  logo?: string;
  languages: string[];
  valid: boolean;
  errors: number;
  served: boolean;
}

export interface OpenedMerchant {
  code: string;
  file: string;
  text: string;
  version: string;
  config: JsonObject;
  migrated: string[];
  errors: ConfigError[];
}

export interface Checked {
  errors: ConfigError[];
  text: string;
  resolved?: JsonObject;
}

export interface Saved {
  version: string;
  text: string;
  resolved: JsonObject;
}

/** A refused call: the server's words, its status, and what it sent with them (the file's text on a conflict). */
export class StudioError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

const BASE = '/__studio/api';

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${BASE}${path}`, { ...init, headers: { ...(init.body && typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...init.headers } });
  } catch {
    throw new StudioError('The studio server does not answer. Is npm run studio still running?', 0, {});
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new StudioError(typeof body.error === 'string' ? body.error : `The server answered ${response.status}.`, response.status, body);
  return body as T;
}

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

export const studioApi = {
  schema: () => call<JsonObject>('/schema'),
  list: () => call<MerchantSummary[]>('/merchants'),
  open: (code: string) => call<OpenedMerchant>(`/merchants/${encodeURIComponent(code)}`),
  check: (code: string, config: unknown, signal?: AbortSignal) => call<Checked>(`/merchants/${encodeURIComponent(code)}/check`, { ...json('POST', { config }), signal: signal ?? null }),
  save: (code: string, config: unknown, version: string) => call<Saved>(`/merchants/${encodeURIComponent(code)}`, json('PUT', { config, version })),
  create: (code: string, from: string, name: string) => call<{ code: string; errors: ConfigError[] }>('/merchants', json('POST', { code, from, name })),
  upload: (code: string, name: string, file: Blob) =>
    call<{ path: string }>(`/merchants/${encodeURIComponent(code)}/assets?name=${encodeURIComponent(name)}`, { method: 'POST', body: file, headers: { 'Content-Type': file.type } }),
};
