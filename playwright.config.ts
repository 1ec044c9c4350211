import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import { browserPath, CHROMIUM_ARGS } from './scripts/lib/browser';

const PORT = Number(process.env.E2E_PORT ?? 4180);
/** The studio's e2e server (tests/e2e/studio-server.ts): a copy of the demo merchant, on the next port. */
export const STUDIO_PORT = PORT + 1;
// The simulator's control-API token, made once: the test workers load this file again and inherit the
// environment, so they keep the one the servers were given (tests/e2e/fixtures.ts sends it).
process.env.LIVERY_SIM_TOKEN ||= randomBytes(24).toString('base64url');
const SIM_TOKEN = process.env.LIVERY_SIM_TOKEN;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers on a two-core machine: three ran faster but starved the browsers of timing-sensitive tests
  // (2 s toasts, pop-ups) on a busy machine. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // Home's later blocks (ticker, game sections, pop-ups, contract prompt) mount once the first screenful is
  // in and the browser is idle (2 s at most on a quiet machine): on a loaded CI machine that takes longer.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
    launchOptions: { executablePath: browserPath(), args: CHROMIUM_ARGS },
  },
  webServer: [
    {
      command: 'npx tsx scripts/serve.ts',
      env: { PORT: String(PORT), LIVERY_SIM_TOKEN: SIM_TOKEN },
      url: `http://localhost:${PORT}/m/home`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'npx tsx tests/e2e/studio-server.ts',
      env: { PORT: String(STUDIO_PORT), LIVERY_SIM_TOKEN: SIM_TOKEN },
      url: `http://localhost:${STUDIO_PORT}/__studio/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
