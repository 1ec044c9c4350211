import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogParts } from './scripts/lib/catalog-plugin';

export default defineConfig({
  // The catalogs' two parts (src/i18n/catalog-parts.ts), as in the build.
  plugins: [catalogParts()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // Tests wait on state, never on time; this is a margin for a two-core CI machine shared with other work,
    // where the first test of a file (the simulator, the catalogs) took 6-7 s against the default 5 s.
    testTimeout: 15_000,
    // Vitest's default (one worker fewer than the cores) leaves a two-core CI machine one worker: 200 s
    // instead of 100 s for the same tests.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
