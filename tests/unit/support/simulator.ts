/**
 * Shared setup of the unit tests that run against the platform simulator (src/platform-sim): the msw
 * server that forwards every request to it, its control API, the ApiError a failing call ends in, the
 * SMS codes and captcha answers it issued, requests sent straight to a simulator app, and the
 * accounts/content/agent routes on one DEMO world. Not a test file: vitest only runs *.test.ts(x).
 */
import { Hono } from 'hono';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { loadAllMerchants } from '../../../scripts/lib/merchants';
import { ApiError, configureApi, request } from '../../../src/api/http';
import { createPlatformSimulator, type SimulatorOptions } from '../../../src/platform-sim/app';
import { createRsaKeyPair, type RsaKeyPair } from '../../../src/platform-sim/encryption';
import { mountAccounts } from '../../../src/platform-sim/routes/accounts';
import { mountAgent } from '../../../src/platform-sim/routes/agent';
import { mountAgentReports } from '../../../src/platform-sim/routes/agent-reports';
import { mountContent } from '../../../src/platform-sim/routes/content';
import type { SimEnv } from '../../../src/platform-sim/routes/world';
import { type MerchantWorld, newWorld } from '../../../src/platform-sim/state';

/** Where the tests reach the simulator. */
export const SIM_BASE = 'http://sim.test';

/** The simulator's answer envelope, as the route tests read it. */
export type Envelope = { success: boolean; value?: unknown; errorCode?: string; message?: string };

/** Anything that answers a Request: the simulator app, or a Hono app with some of its routes. */
type Fetcher = { fetch: (request: Request) => Response | Promise<Response> };

/** A request the client sent, with its headers copied before the simulator reads it. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
}

export interface SimulatorServerOptions {
  /** Keep every request the client sends in `requests` (emptied after each test). */
  record?: boolean;
  /** Options of the simulator, e.g. a fixed clock. */
  simulator?: SimulatorOptions;
  /** Fail the test after which an unhandled promise rejection has been seen. */
  failOnUnhandledRejection?: boolean;
  /** The test file's own clean-up, run after each test once the simulator has been reset. */
  afterReset?: () => void;
}

const jsonInit = (method: string, body: unknown, merchant: string, headers: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { Merchant: merchant, 'Content-Type': 'application/json', ...headers },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/**
 * An msw server that forwards every request to a fresh simulator of all merchants, with the hooks that
 * start it (unhandled requests are errors), reset it and the simulator after each test, and close it.
 */
export function startSimulatorServer(options: SimulatorServerOptions = {}) {
  const { record = false, failOnUnhandledRejection = false, afterReset } = options;
  const simulator = createPlatformSimulator(loadAllMerchants().values(), options.simulator);
  const requests: SentRequest[] = [];
  const server = setupServer(
    http.all('*', ({ request: req }) => {
      if (record) requests.push({ method: req.method, url: req.url, headers: new Headers(req.headers) });
      return simulator.fetch(req);
    }),
  );
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    if (failOnUnhandledRejection) process.on('unhandledRejection', onUnhandled);
  });
  afterEach(async () => {
    server.resetHandlers();
    const res = await control('POST', '/__sim/reset');
    expect(res.ok).toBe(true);
    await res.json();
    requests.length = 0;
    afterReset?.();
    if (failOnUnhandledRejection) expect(unhandled).toEqual([]);
  });
  afterAll(() => {
    if (failOnUnhandledRejection) process.off('unhandledRejection', onUnhandled);
    server.close();
  });
  return { server, simulator, requests: requests as readonly SentRequest[] };
}

/** A call to the simulator's control API (/__sim/…) through the msw server, as a merchant. */
export const control = (method: string, path: string, body?: unknown, merchant = 'DEMO') => fetch(SIM_BASE + path, jsonInit(method, body, merchant));

/** The failure a call ends in, checked to be an ApiError (fails the test when the call succeeds). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(ApiError);
  return outcome.error as ApiError;
}

/** The answers of the captcha images the simulator has issued, oldest first. */
export const captchaAnswers = async () => (await (await control('GET', '/__sim/captcha')).json()) as string[];

/** The code of the last SMS the simulator sent to a mobile number. */
export const smsCodeFor = async (mobileNum: string) => {
  const sent = (await (await control('GET', '/__sim/sms')).json()) as { mobileNum: string; code: string }[];
  const code = sent.findLast((s) => s.mobileNum === mobileNum)?.code;
  if (!code) throw new Error(`no SMS was sent to ${mobileNum}`);
  return code;
};

/**
 * startSimulatorServer with the API client configured against it (DEMO, English, platform encryption)
 * and the session token it sends held here: `login` (encrypted body, no captcha) replaces it, `logout`
 * drops it, and it is dropped after each test.
 */
export function startSimulatorSession(options: Omit<SimulatorServerOptions, 'afterReset'> = {}) {
  let token: string | undefined;
  const started = startSimulatorServer({
    ...options,
    afterReset: () => {
      token = undefined;
    },
  });
  configureApi({ baseUrl: SIM_BASE, merchantCode: 'DEMO', language: () => 'EN', token: () => token, encryption: 'platform' });
  const login = async (username: string, password: string) => {
    token = undefined;
    const value = await request('/wps/session/login', {
      method: 'POST',
      encrypted: true,
      body: { username, password, captcha: '', type: 'username' },
      parse: (v) => v as { token: string },
    });
    token = value.token;
    return value.token;
  };
  const logout = () => {
    token = undefined;
  };
  return { ...started, login, logout };
}

/** Faults injected into a call, with the ApiError kind and HTTP status it then fails with. */
export const INJECTED_FAULTS: [string, Record<string, unknown>, ApiError['kind'], number][] = [
  ['status 500', { status: 500 }, 'http', 500],
  ['a malformed body', { malformed: true }, 'malformed', 200],
  ['a dropped connection', { drop: true }, 'network', 0],
];

/** Every call under every injected fault: `[name: fault, path, call, fault, kind, status]`. */
export const faultCases = <C>(calls: [string, string, C][]) =>
  calls.flatMap(([name, path, call]) => INJECTED_FAULTS.map(([fault, spec, kind, status]) => [`${name}: ${fault}`, path, call, spec, kind, status] as const));

/** Faults injected into a fetcher, with the part of the ApiError it then fails with. */
export const FAULT_KINDS: [string, Record<string, unknown>, Partial<ApiError>][] = [
  ['a 500', { status: 500 }, { kind: 'http', status: 500 }],
  ['a malformed body', { malformed: true }, { kind: 'malformed' }],
  ['a dropped connection', { drop: true }, { kind: 'network' }],
];

/** A JSON call straight to a simulator app (no msw), as a merchant, with extra headers. */
export const callSim = (sim: Fetcher, method: string, path: string, body?: unknown, merchant = 'DEMO', headers: Record<string, string> = {}) =>
  sim.fetch(new Request(SIM_BASE + path, jsonInit(method, body, merchant, headers)));

export interface SimRequestInit {
  merchant?: string;
  token?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

/** A request to a simulator app: the merchant, the session token, a JSON or form body. */
export function simRequest(method: string, path: string, init: SimRequestInit = {}): Request {
  const headers: Record<string, string> = { Merchant: init.merchant ?? 'DEMO', ...(init.token ? { Authorization: init.token } : {}), ...init.headers };
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  return new Request(SIM_BASE + path, { method, headers, body });
}

let demoConfig: Parameters<typeof newWorld>[0] | undefined;
let rsa: RsaKeyPair | undefined;

/**
 * The simulator's accounts, content and agent routes on a fresh DEMO world at a fixed time, without the
 * simulator around them: `send` a request, open a `session` for an account.
 */
export function simRoutes(now: number) {
  demoConfig ??= [...loadAllMerchants().values()].find((m) => m.identity.merchantCode === 'DEMO');
  if (!demoConfig) throw new Error('DEMO merchant missing');
  rsa ??= createRsaKeyPair();
  const world: MerchantWorld = newWorld(demoConfig, now);
  const app = new Hono<SimEnv>();
  app.use('/wps/*', (c, next) => {
    c.set('world', world);
    return next();
  });
  mountAccounts(app, rsa, () => now);
  mountContent(app, () => now);
  mountAgent(app, rsa, () => now);
  mountAgentReports(app, () => now);
  const send = async (method: string, path: string, init: Omit<SimRequestInit, 'merchant' | 'headers'> = {}) => {
    const res = await app.fetch(simRequest(method, path, init));
    return { status: res.status, body: (await res.json()) as Envelope };
  };
  const session = (account: string) => {
    const token = `tok-${account}`;
    world.sessions.set(token, account);
    return token;
  };
  return { world, send, session };
}
