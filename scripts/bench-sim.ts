/**
 * Drives the platform simulator over loopback (bounded request counts) and prints requests per second
 * and latency percentiles for login, wallet and a game-list page. Figures only; no assertions.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { encryptBody } from '../src/api/encryption';
import { createPlatformSimulator } from '../src/platform-sim/app';
import { loadAllMerchants } from './lib/merchants';

interface Result {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

async function measure(name: string, requests: number, concurrency: number, send: () => Promise<Response>): Promise<Result> {
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < requests) {
      issued++;
      const t = performance.now();
      const res = await send();
      await res.arrayBuffer();
      if (!res.ok) failures++;
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name, requests, rps: requests / seconds, p50: at(0.5), p99: at(0.99), failures };
}

/** The simulator in a process of its own, so the load generator does not share its event loop. */
async function startServerProcess(): Promise<{ base: string; stop: () => void }> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, LIVERY_BENCH_SERVER: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`simulator process ended (${code})`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

function runServer(): void {
  const simulator = createPlatformSimulator(loadAllMerchants().values());
  const server = serve({ fetch: simulator.fetch, port: 0, hostname: '127.0.0.1' }, () => {
    console.log(`listening ${(server.address() as AddressInfo).port}`);
  });
}

export async function benchSimulator(): Promise<Result[]> {
  const { base, stop } = await startServerProcess();
  const headers = { Merchant: 'DEMO', Language: 'EN' };
  try {
    const modulus = await (await fetch(`${base}/wps/session/key/rsa`, { headers })).text();
    const sealed = encryptBody({ username: 'player01', password: 'Player123', captcha: '', type: 'username' }, modulus);
    const loginInit = { method: 'POST', headers: { ...headers, ...sealed.headers, 'Content-Type': 'application/json' }, body: JSON.stringify(sealed.body) };
    const login = () => fetch(`${base}/wps/session/login`, loginInit);
    const token = ((await (await login()).json()) as { value: { token: string } }).value.token;
    const authed = { headers: { ...headers, Authorization: token } };
    const list = new URLSearchParams({ merchant: 'DEMO', platform: 'html5', clientType: '2', gameType: 'RNG', pageNo: '2', pageSize: '26', language: 'EN' });
    return [
      await measure('login (encrypted)', 1000, 16, login),
      await measure('wallet balance', 5000, 32, () => fetch(`${base}/wps/v2/wallets/balance?typeId=0`, authed)),
      await measure('game-list page', 5000, 32, () => fetch(`${base}/wps/relay/GCSGAME_gameList?${list}`, authed)),
    ];
  } finally {
    stop();
  }
}

export function formatResult(r: Result): string {
  return `${r.name.padEnd(20)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (${r.requests} requests, ${r.failures} failed)`;
}

if (process.env.LIVERY_BENCH_SERVER) {
  runServer();
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await benchSimulator()) console.log(formatResult(r));
}
